import { CANDIDATE_CHANGE_REASONS, type CandidateChangedEvent } from '@terna/domain';
import { builder } from '../../graphql/builder.js';
import { enumFromDomain } from '../../graphql/enums.js';
import { candidateChanges } from './candidate-changes.service.js';

const CandidateChangeReasonEnum = enumFromDomain(
  'CandidateChangeReason',
  CANDIDATE_CHANGE_REASONS,
  'Why a candidate changed: the screens refetch what the reason touches.',
  {
    STATUS: 'The evaluation status moved (started, a step finished, ended, disqualified).',
    COMPONENT: 'A component was scored, approved or reset.',
    TRUST: 'A trust invitation was sent or a trust result arrived.',
    TAGS: "The candidate's tags changed.",
    HIRED: 'The candidate was hired, or the hire was undone.',
    FEELINGS: 'A reviewer gave or changed a feeling.',
    CHAT: 'A chat message about the candidate was posted.',
  },
);

const CandidateChangedRef = builder.objectRef<CandidateChangedEvent>('CandidateChanged').implement({
  description: 'A candidate of the process changed; read it again to see how.',
  fields: (t) => ({
    processId: t.exposeID('processId', { description: 'The process.' }),
    processPersonId: t.exposeID('processPersonId', { description: 'The candidate (process person).' }),
    reason: t.field({ type: CandidateChangeReasonEnum, description: 'What changed.', resolve: (e) => e.reason }),
  }),
});

builder.subscriptionField('candidateChanged', (t) =>
  t.field({
    type: CandidateChangedRef,
    description: "The changes to a process's candidates from now on (needs candidate.view and the process in scope).",
    args: { processId: t.arg.int({ required: true, description: 'The process whose candidates to follow.' }) },
    subscribe: (_root, args, ctx) => candidateChanges(ctx, args.processId),
    resolve: (event) => event,
  }),
);
