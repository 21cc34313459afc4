import { builder } from '../../graphql/builder.js';
import { FeelingEnum } from '../../graphql/enums.js';
import { FeelingRef } from '../candidates/index.js';
import { setUserFeeling, type ShortlistedEntry } from './feelings.service.js';

const ShortlistedEntryRef = builder.objectRef<ShortlistedEntry>('ShortlistedEntry').implement({
  description: 'The feelings on a candidate after a reviewer set theirs.',
  fields: (t) => ({
    feelings: t.field({
      type: [FeelingRef],
      description: 'Every reviewer’s active feeling on the candidate, oldest change first.',
      resolve: (entry) => entry.feelings,
    }),
  }),
});

builder.mutationField('addPersonShortlisted', (t) =>
  t.field({
    type: ShortlistedEntryRef,
    description:
      'Sets the caller’s feeling (YES, MAYBE, NO) on an ENDED candidate not on the unwanted list; the active feeling again, or null, clears it.',
    args: {
      id: t.arg.int({
        description: 'The processPersonId again, as the old client sent it; must equal processPersonId.',
      }),
      processId: t.arg.int({ required: true, description: 'The candidate’s process.' }),
      processPersonId: t.arg.string({
        required: true,
        description: 'The processPersonId, as text (spec 2 section 7.1).',
      }),
      feeling: t.arg({ type: FeelingEnum, description: 'The caller’s verdict, or null to clear it.' }),
    },
    resolve: (_, args, ctx) => setUserFeeling(ctx, args),
  }),
);
