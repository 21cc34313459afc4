import { builder } from '../../graphql/builder.js';
import { TrustCheckEnum } from '../../graphql/enums.js';
import { CandidateRef } from '../candidates/index.js';
import { getProcessMonitor, ProcessRef } from '../processes/index.js';
import { addPeopleToTrustProcess, launchSubProcess } from './trust.service.js';

const TrustPersonInput = builder.inputType('TrustPersonInput', {
  description:
    'A candidate of the checked process to invite to its trust check: id (and email), or for a controlled basic process identification and names.',
  fields: (t) => ({
    id: t.int({ description: 'The person id.' }),
    email: t.string({ description: 'The person’s e-mail, as the list shows it.' }),
    identification: t.string({ description: 'The identification (controlled basic processes).' }),
    firstName: t.string({ description: 'First name (controlled basic processes).' }),
    lastName: t.string({ description: 'Last name (controlled basic processes).' }),
  }),
});

builder.mutationField('launchSubProcess', (t) =>
  t.field({
    type: ProcessRef,
    description:
      'Creates the trust (RELIABILITY) sub-process of a process, with the required checks and the chosen optional ones; returns it (the existing one when it already has it).',
    args: {
      processId: t.arg.int({ required: true, description: 'The process whose candidates are checked.' }),
      competences: t.arg({
        type: [TrustCheckEnum],
        required: true,
        description: 'Optional checks on top of THEFT, INTEGRITY and LIE: VIOLENCE, MOBBING, DRUGS.',
      }),
    },
    resolve: async (_, args, ctx) => getProcessMonitor(ctx, await launchSubProcess(ctx, args)),
  }),
);

builder.mutationField('addPeopleToTrustProcess', (t) =>
  t.field({
    type: [CandidateRef],
    description:
      'Invites candidates of the checked process to its trust sub-process, one RELIABILITY credit each; returns them (in the checked process), now pending.',
    args: {
      processId: t.arg.int({ required: true, description: 'The trust sub-process (launchSubProcess’s id).' }),
      peopleList: t.arg({ type: [TrustPersonInput], required: true, description: 'Who to check.' }),
    },
    resolve: (_, args, ctx) => addPeopleToTrustProcess(ctx, args),
  }),
);
