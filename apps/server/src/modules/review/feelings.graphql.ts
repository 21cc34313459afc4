import { builder } from '../../graphql/builder.js';
import { FeelingRef } from '../candidates/index.js';
import { setUserFeeling, type ShortlistedEntry } from './feelings.service.js';

const ShortlistedEntryRef = builder.objectRef<ShortlistedEntry>('ShortlistedEntry').implement({
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
      processId: t.arg.int({ required: true }),
      processPersonId: t.arg.string({
        required: true,
        description: 'The processPersonId, as text (spec 2 section 7.1).',
      }),
      feeling: t.arg.string({ description: 'YES, MAYBE, NO, or null to clear.' }),
    },
    resolve: (_, args, ctx) => setUserFeeling(ctx, args),
  }),
);
