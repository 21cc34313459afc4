import { builder } from '../../graphql/builder.js';
import { CandidateRef, SortInput } from '../candidates/index.js';
import { processPersonObserverShortListed, processPersonShortlisted, type ShortlistPage } from './shortlist.service.js';

const ShortlistPageRef = builder.objectRef<ShortlistPage>('ShortlistPage').implement({
  description: 'A page of shortlisted candidates.',
  fields: (t) => ({
    data: t.field({ type: [CandidateRef], description: 'The page’s candidates.', resolve: (page) => page.data }),
    page: t.exposeInt('page', { description: 'The page number, from 1.' }),
    size: t.exposeInt('size', { description: 'Candidates per page.' }),
    total: t.exposeInt('total', { description: 'Shortlisted candidates that match, every page.' }),
  }),
});

builder.queryField('processPersonShortlisted', (t) =>
  t.field({
    type: ShortlistPageRef,
    description:
      'The process’s candidates with at least one YES or MAYBE, not on the unwanted list; ranking ascending unless sortBy says otherwise.',
    args: {
      processId: t.arg.int({ required: true, description: 'The process, of the caller’s company.' }),
      page: t.arg.int({ defaultValue: 1, description: 'The page number, from 1.' }),
      size: t.arg.int({ defaultValue: 10, description: 'Candidates per page (10 by default).' }),
      wildcard: t.arg.string({ description: 'Part of the name, e-mail or identification (accents and case ignored).' }),
      observersIds: t.arg.intList({ description: 'Only candidates these observers marked YES or MAYBE.' }),
      sortBy: t.arg({ type: SortInput, description: 'The order; ranking ascending when omitted.' }),
    },
    resolve: (_, args, ctx) => processPersonShortlisted(ctx, args),
  }),
);

builder.queryField('processPersonObserverShortListed', (t) =>
  t.field({
    type: ShortlistPageRef,
    description: 'Observer realm: the candidates the observer’s link shows, ranking ascending.',
    args: {
      observerId: t.arg.int({ required: true, description: 'The observer of the link; must be the caller.' }),
      processId: t.arg.int({ required: true, description: 'The link’s process.' }),
      page: t.arg.int({ defaultValue: 1, description: 'The page number, from 1.' }),
      size: t.arg.int({ defaultValue: 10, description: 'Candidates per page (10 by default).' }),
      wildcard: t.arg.string({ description: 'Part of the name, e-mail or identification (accents and case ignored).' }),
    },
    resolve: (_, args, ctx) => processPersonObserverShortListed(ctx, args),
  }),
);
