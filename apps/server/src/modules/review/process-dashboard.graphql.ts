import { builder } from '../../graphql/builder.js';
import { ComponentTypeEnum } from '../../graphql/enums.js';
import { processDashboard, type ProcessDashboard } from './process-dashboard.service.js';

type Funnel = ProcessDashboard['funnel'];
type Bucket = ProcessDashboard['scoreDistribution'][number];
type PassRate = ProcessDashboard['componentPassRates'][number];
type TagCount = ProcessDashboard['tags'][number];

const FunnelRef = builder.objectRef<Funnel>('ProcessFunnel').implement({
  description: 'How many candidates of the process reached each stage.',
  fields: (t) => ({
    invited: t.exposeInt('invited', { description: 'Every candidate of the process.' }),
    inProgress: t.exposeInt('inProgress', { description: 'Candidates who started and have not finished.' }),
    ended: t.exposeInt('ended', { description: 'Candidates who finished every component.' }),
    disqualified: t.exposeInt('disqualified', { description: 'Candidates stopped by a rejected component.' }),
    hired: t.exposeInt('hired', { description: 'Candidates hired (an active hiring).' }),
  }),
});

const BucketRef = builder.objectRef<Bucket>('ScoreBucket').implement({
  description: 'A range of composed scores and how many finished candidates fall in it.',
  fields: (t) => ({
    from: t.exposeInt('from', { description: 'The lowest score of the range, inclusive (0 to 100).' }),
    to: t.exposeInt('to', { description: 'The top of the range: exclusive, except the last bucket, which holds 100.' }),
    count: t.exposeInt('count', { description: 'Finished candidates whose composed score is in the range.' }),
  }),
});

const PassRateRef = builder.objectRef<PassRate>('ComponentPassRate').implement({
  description: 'How many candidates passed one component of the job.',
  fields: (t) => ({
    componentType: t.expose('componentType', { type: ComponentTypeEnum, description: 'The component.' }),
    label: t.exposeString('label', { description: 'The component, in the request’s language.' }),
    evaluated: t.exposeInt('evaluated', { description: 'Candidates with a verdict (SUCCESS or REJECT).' }),
    passed: t.exposeInt('passed', { description: 'Candidates whose verdict is SUCCESS.' }),
  }),
});

const TagCountRef = builder.objectRef<TagCount>('TagCount').implement({
  description: 'A tag of the process and how many of its candidates carry it.',
  fields: (t) => ({
    code: t.exposeString('code', { description: 'The tag’s code, unique in the company.' }),
    label: t.exposeString('label', { description: 'The tag’s name, as the company wrote it.' }),
    color: t.exposeString('color', {
      nullable: true,
      description: 'The tag’s colour, as the tag catalogue stores it (hex); null when it has none.',
    }),
    count: t.exposeInt('count', { description: 'Candidates of the process with the tag.' }),
  }),
});

const DashboardRef = builder.objectRef<ProcessDashboard>('ProcessDashboard').implement({
  description: 'The figures of a process’s dashboard.',
  fields: (t) => ({
    funnel: t.field({ type: FunnelRef, description: 'Candidates per stage.', resolve: (d) => d.funnel }),
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
    args: { processId: t.arg.int({ required: true, description: 'The process, of the caller’s company.' }) },
    resolve: (_, args, ctx) => processDashboard(ctx, args.processId),
  }),
);
