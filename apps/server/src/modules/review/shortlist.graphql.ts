import { builder } from '../../graphql/builder.js';
import { CandidateRef, SortInput } from '../candidates/index.js';
import { processPersonObserverShortListed, processPersonShortlisted, type ShortlistPage } from './shortlist.service.js';

const ShortlistPageRef = builder.objectRef<ShortlistPage>('ShortlistPage').implement({
  fields: (t) => ({
    data: t.field({ type: [CandidateRef], resolve: (page) => page.data }),
    page: t.exposeInt('page'),
    size: t.exposeInt('size'),
    total: t.exposeInt('total'),
  }),
});

builder.queryField('processPersonShortlisted', (t) =>
  t.field({
    type: ShortlistPageRef,
    description:
      'The process’s candidates with at least one YES or MAYBE, not on the unwanted list; ranking ascending unless sortBy says otherwise.',
    args: {
      processId: t.arg.int({ required: true }),
      page: t.arg.int({ defaultValue: 1 }),
      size: t.arg.int({ defaultValue: 10 }),
      wildcard: t.arg.string({ description: 'Part of the name, e-mail or identification (accents and case ignored).' }),
      observersIds: t.arg.intList({ description: 'Only candidates these observers marked YES or MAYBE.' }),
      sortBy: t.arg({ type: SortInput }),
    },
    resolve: (_, args, ctx) => processPersonShortlisted(ctx, args),
  }),
);

builder.queryField('processPersonObserverShortListed', (t) =>
  t.field({
    type: ShortlistPageRef,
    description: 'Observer realm: the candidates the observer’s link shows, ranking ascending.',
    args: {
      observerId: t.arg.int({ required: true }),
      processId: t.arg.int({ required: true }),
      page: t.arg.int({ defaultValue: 1 }),
      size: t.arg.int({ defaultValue: 10 }),
      wildcard: t.arg.string(),
    },
    resolve: (_, args, ctx) => processPersonObserverShortListed(ctx, args),
  }),
);
