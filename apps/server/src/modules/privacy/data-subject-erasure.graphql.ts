import { builder } from '../../graphql/builder.js';
import { anonymizeCandidate } from './data-subject-erasure.service.js';

builder.mutationField('anonymizeCandidate', (t) =>
  t.boolean({
    description:
      'Erases a candidate’s personal data in the caller’s company (company administrators only): names, contact data, CV ' +
      'files, reports, chat messages and the mentions in notifications, mails and the activity log. Scores, results, tags ' +
      'and hires stay on an anonymous stand-in, so every count is unchanged. Repeating it answers true and changes nothing.',
    args: {
      personId: t.arg.int({ required: true, description: 'The person (personId) to anonymise.' }),
    },
    resolve: (_, args, ctx) => anonymizeCandidate(ctx, args.personId),
  }),
);
