import { builder } from '../../graphql/builder.js';
import { batchLoad } from '../candidates/index.js';
import { CandidateRef } from '../candidates/index.js';
import { getBlackListByProcessId, loadBlacklistings } from './blacklist-view.service.js';

const blacklistingOf = (ctx: Parameters<typeof loadBlacklistings>[0], id: number) =>
  batchLoad(ctx, 'blacklistings', id, (ids) => loadBlacklistings(ctx, ids));

// Resolved only when asked for: one query for every candidate of the response.
builder.objectFields(CandidateRef, (t) => ({
  blacklistedAt: t.field({
    type: 'DateTime',
    nullable: true,
    description: 'When the person was put on the company’s unwanted list; null when not on it.',
    resolve: async (c, _, ctx) => (c.black_listed ? ((await blacklistingOf(ctx, c.id))?.blacklistedAt ?? null) : null),
  }),
  blacklistedBy: t.string({
    nullable: true,
    description: 'Who put the person on the unwanted list (their name); null when not on it, unnamed or gone.',
    resolve: async (c, _, ctx) => (c.black_listed ? ((await blacklistingOf(ctx, c.id))?.blacklistedBy ?? null) : null),
  }),
}));

builder.queryField('getBlackListByProcessId', (t) =>
  t.field({
    type: [CandidateRef],
    description:
      'The process’s candidates whose person is on the company’s unwanted list, the most recently listed first.',
    args: { processId: t.arg.int({ required: true, description: 'The process, of the caller’s company.' }) },
    resolve: (_, args, ctx) => getBlackListByProcessId(ctx, args.processId),
  }),
);
