import { builder } from '../../graphql/builder.js';
import { JSONObjectScalar } from '../../graphql/scalars.js';
import { exportCandidateData } from './data-subject-export.service.js';

builder.mutationField('exportCandidateData', (t) =>
  t.field({
    type: JSONObjectScalar,
    description:
      'Everything the caller’s company keeps about one person (profile, CV, every process participation with its results, tags, feelings, notes, chat, files, reports, e-mails and activity log), as a machine-readable document (docs/decisions/032). Company administrators only (company.full); each call writes an audit entry. A mutation because it records that the data left.',
    args: {
      personId: t.arg.int({ required: true, description: 'The person (candidate), of the caller’s company.' }),
    },
    resolve: (_, args, ctx) => exportCandidateData(ctx, args.personId, 'json'),
  }),
);
