import { builder } from '../../graphql/builder.js';
import { CandidateSourceEnum, PersonStatusEnum, ProcessStatusEnum } from '../../graphql/enums.js';
import { DateScalar } from '../../graphql/scalars.js';
import { companyAnalytics, type CompanyAnalytics } from './analytics.service.js';

type Band = CompanyAnalytics['timeToHire']['bands'][number];

const ProcessStatusCountRef = builder
  .objectRef<CompanyAnalytics['processesByStatus'][number]>('ProcessStatusCount')
  .implement({
    description: 'How many of the company’s processes are in one status.',
    fields: (t) => ({
      status: t.expose('status', { type: ProcessStatusEnum, description: 'The process status.' }),
      count: t.exposeInt('count', { description: 'Processes in that status.' }),
    }),
  });

const MonthCountRef = builder.objectRef<CompanyAnalytics['processesByMonth'][number]>('MonthCount').implement({
  description: 'How many processes were launched (drafts: created) in one month.',
  fields: (t) => ({
    month: t.exposeString('month', { description: 'The month, as `yyyy-MM`, in each process’s time zone.' }),
    count: t.exposeInt('count', { description: 'Processes of that month.' }),
  }),
});

const CandidateStatusCountRef = builder
  .objectRef<CompanyAnalytics['candidatesByStatus'][number]>('CandidateStatusCount')
  .implement({
    description: 'How many candidates of the kept processes are in one evaluation status.',
    fields: (t) => ({
      status: t.expose('status', { type: PersonStatusEnum, description: 'The candidate’s evaluation status.' }),
      count: t.exposeInt('count', { description: 'Candidates in that status.' }),
    }),
  });

const CandidateSourceCountRef = builder
  .objectRef<CompanyAnalytics['candidatesBySource'][number]>('CandidateSourceCount')
  .implement({
    description: 'How many candidates of the kept processes came from one source.',
    fields: (t) => ({
      source: t.expose('source', { type: CandidateSourceEnum, description: 'Where the candidates came from.' }),
      count: t.exposeInt('count', { description: 'Candidates from that source.' }),
    }),
  });

const TimeToHireBandRef = builder.objectRef<Band>('TimeToHireBand').implement({
  description: 'A band of whole days from a process’s launch to a hire date, and the hires in it.',
  fields: (t) => ({
    from: t.exposeInt('from', { description: 'The band’s first day, inclusive.' }),
    to: t.exposeInt('to', {
      nullable: true,
      description: 'The band’s last day, inclusive; null for the open last band.',
    }),
    count: t.exposeInt('count', { description: 'Hires in the band.' }),
  }),
});

const TimeToHireRef = builder.objectRef<CompanyAnalytics['timeToHire']>('TimeToHire').implement({
  description: 'Days from a process’s launch to each hire date of its candidates.',
  fields: (t) => ({
    hires: t.exposeInt('hires', { description: 'Hires of the kept processes.' }),
    medianDays: t.exposeFloat('medianDays', {
      nullable: true,
      description:
        'The median of the hires’ days (half a day when the two middle hires differ by one); null without hires.',
    }),
    bands: t.field({ type: [TimeToHireBandRef], description: 'The hires by band of days.', resolve: (x) => x.bands }),
  }),
});

const TagUsageRef = builder.objectRef<CompanyAnalytics['tags'][number]>('TagUsage').implement({
  description: 'A tag and how it is used across the kept processes.',
  fields: (t) => ({
    code: t.exposeString('code', { description: 'The tag’s code, unique in the company.' }),
    label: t.exposeString('label', {
      description: 'The tag’s name: the company’s, else a process’s own, else its code.',
    }),
    color: t.exposeString('color', { nullable: true, description: 'The tag’s colour (hex); null when it has none.' }),
    candidates: t.exposeInt('candidates', { description: 'Candidates carrying the tag.' }),
    processes: t.exposeInt('processes', { description: 'Processes with at least one candidate carrying it.' }),
  }),
});

const FiltersRef = builder.objectRef<CompanyAnalytics['filters']>('AnalyticsFilters').implement({
  description: 'The filters the figures were computed with.',
  fields: (t) => ({
    from: t.field({ type: DateScalar, nullable: true, description: 'First day kept.', resolve: (f) => f.from }),
    to: t.field({ type: DateScalar, nullable: true, description: 'Last day kept.', resolve: (f) => f.to }),
    agencyId: t.exposeInt('agencyId', { nullable: true, description: 'The agency kept; null for every agency.' }),
  }),
});

const CompanyAnalyticsRef = builder.objectRef<CompanyAnalytics>('CompanyAnalytics').implement({
  description: 'The company’s processes, candidates, hires and tags in figures.',
  fields: (t) => ({
    filters: t.field({ type: FiltersRef, description: 'The filters applied.', resolve: (a) => a.filters }),
    processes: t.exposeInt('processes', { description: 'Processes kept by the filters.' }),
    processesByStatus: t.field({
      type: [ProcessStatusCountRef],
      description: 'Processes by status; statuses without processes are left out.',
      resolve: (a) => a.processesByStatus,
    }),
    processesByMonth: t.field({
      type: [MonthCountRef],
      description: 'Processes by month of launch (drafts: creation), oldest first.',
      resolve: (a) => a.processesByMonth,
    }),
    candidates: t.exposeInt('candidates', { description: 'Candidates of the kept processes.' }),
    candidatesByStatus: t.field({
      type: [CandidateStatusCountRef],
      description: 'Candidates by evaluation status, most first.',
      resolve: (a) => a.candidatesByStatus,
    }),
    candidatesBySource: t.field({
      type: [CandidateSourceCountRef],
      description: 'Candidates by source, most first.',
      resolve: (a) => a.candidatesBySource,
    }),
    timeToHire: t.field({
      type: TimeToHireRef,
      description: 'Time from launch to hire.',
      resolve: (a) => a.timeToHire,
    }),
    tags: t.field({
      type: [TagUsageRef],
      description: 'Tags carried by candidates of the kept processes, most used first.',
      resolve: (a) => a.tags,
    }),
  }),
});

builder.queryField('companyAnalytics', (t) =>
  t.field({
    type: CompanyAnalyticsRef,
    description:
      'The company’s analytics (permission dashboard.general): processes by status and month, candidates by status and source, time to hire and tag usage, for processes whose launch day (drafts: creation day) is in the range and of the agency.',
    args: {
      from: t.arg({ type: DateScalar, required: false, description: 'First day kept; none: from the beginning.' }),
      to: t.arg({ type: DateScalar, required: false, description: 'Last day kept; none: until today.' }),
      agencyId: t.arg.int({ required: false, description: 'Only this agency’s processes; none: every agency.' }),
    },
    resolve: (_, args, ctx) => companyAnalytics(ctx, args),
  }),
);
