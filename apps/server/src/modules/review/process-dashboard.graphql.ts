import { builder } from '../../graphql/builder.js';
import { processDashboard, type ProcessDashboard } from './process-dashboard.service.js';

type Funnel = ProcessDashboard['funnel'];
type Bucket = ProcessDashboard['scoreDistribution'][number];
type PassRate = ProcessDashboard['componentPassRates'][number];
type TagCount = ProcessDashboard['tags'][number];

const FunnelRef = builder.objectRef<Funnel>('ProcessFunnel').implement({
  fields: (t) => ({
    invited: t.exposeInt('invited', { description: 'Every candidate of the process.' }),
    inProgress: t.exposeInt('inProgress'),
    ended: t.exposeInt('ended'),
    disqualified: t.exposeInt('disqualified'),
    hired: t.exposeInt('hired'),
  }),
});

const BucketRef = builder.objectRef<Bucket>('ScoreBucket').implement({
  fields: (t) => ({
    from: t.exposeInt('from'),
    to: t.exposeInt('to', { description: 'Exclusive, except the last bucket, which holds 100.' }),
    count: t.exposeInt('count'),
  }),
});

const PassRateRef = builder.objectRef<PassRate>('ComponentPassRate').implement({
  fields: (t) => ({
    componentType: t.exposeString('componentType'),
    label: t.exposeString('label'),
    evaluated: t.exposeInt('evaluated', { description: 'Candidates with a verdict (SUCCESS or REJECT).' }),
    passed: t.exposeInt('passed'),
  }),
});

const TagCountRef = builder.objectRef<TagCount>('TagCount').implement({
  fields: (t) => ({
    code: t.exposeString('code'),
    label: t.exposeString('label'),
    color: t.exposeString('color', { nullable: true }),
    count: t.exposeInt('count'),
  }),
});

const DashboardRef = builder.objectRef<ProcessDashboard>('ProcessDashboard').implement({
  fields: (t) => ({
    funnel: t.field({ type: FunnelRef, resolve: (d) => d.funnel }),
    scoreDistribution: t.field({
      type: [BucketRef],
      description: 'Ten buckets of the finished candidates’ composed scores.',
      resolve: (d) => d.scoreDistribution,
    }),
    componentPassRates: t.field({
      type: [PassRateRef],
      description: 'Per job component, in the job’s order.',
      resolve: (d) => d.componentPassRates,
    }),
    tags: t.field({ type: [TagCountRef], description: 'Most used first.', resolve: (d) => d.tags }),
  }),
});

builder.queryField('processDashboard', (t) =>
  t.field({
    type: DashboardRef,
    description: 'The process’s funnel, score distribution, pass rates per component and tag counts.',
    args: { processId: t.arg.int({ required: true }) },
    resolve: (_, args, ctx) => processDashboard(ctx, args.processId),
  }),
);
