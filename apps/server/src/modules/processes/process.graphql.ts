import { builder } from '../../graphql/builder.js';
import {
  CompanyPlanTypeEnum,
  ComponentTypeEnum,
  EnvironmentTypeEnum,
  ProcessStatusEnum,
  ProductTypeEnum,
} from '../../graphql/enums.js';
import { getProcessPaginated, type Facet, type ProcessPage } from './process-list.service.js';
import { archiveProcess, cloneProcess, closeProcess, extendProcess, getProcessMonitor } from './process.service.js';
import { recordProcessNps, type ProcessFeedback } from './process-nps.service.js';
import type { ListedProcess, ProcessComponent } from './process-view.js';

const ProcessFeedbackRef = builder.objectRef<ProcessFeedback>('ProcessFeedback').implement({
  description: 'The recruiter’s feedback on a process (spec 1 processFeedback).',
  fields: (t) => ({
    hasNps: t.exposeBoolean('hasNps', { description: 'True once the recruiter has given the process its NPS.' }),
    hasHired: t.exposeBoolean('hasHired', { description: 'True when at least one candidate holds an ACTIVE hire.' }),
  }),
});

const FacetRef = builder.objectRef<Facet>('Facet').implement({
  description: 'One value of a process filter with how many processes have it.',
  fields: (t) => ({
    key: t.exposeString('key', {
      description: 'The value: a ProcessStatus, a ProductType, a PersonStatus or an owner’s user id, by filter.',
    }),
    docCount: t.exposeInt('docCount', { description: 'How many processes (or candidates) have the value.' }),
    label: t.string({
      nullable: true,
      description: 'A readable name where the key is an id (the owner’s full name); null otherwise.',
      resolve: (facet) => facet.label ?? null,
    }),
  }),
});

const ComponentRef = builder.objectRef<ProcessComponent>('ProcessComponent').implement({
  description: 'An evaluated component of a process’s job opportunity.',
  fields: (t) => ({
    componentType: t.expose('componentType', { type: ComponentTypeEnum, description: 'Which component it is.' }),
    order: t.exposeInt('order', { description: 'Its place among the components, from 1.' }),
    weight: t.exposeInt('weight', { description: 'Its weight in the composed result, in percent.' }),
    minValueToPass: t.exposeFloat('minValueToPass', {
      description: 'The minimum result (0-100) a candidate needs to pass; 0 means no minimum.',
    }),
  }),
});

const JobOpportunityRef = builder.objectRef<NonNullable<ListedProcess['jobOpportunity']>>('JobOpportunity').implement({
  description: 'The job a process evaluates candidates for, with its components.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The job opportunity id.' }),
    name: t.exposeString('name', { description: 'The job’s name.' }),
    positionId: t.exposeInt('positionId', {
      nullable: true,
      description: 'The catalogue position it is based on; null for a custom job.',
    }),
    components: t.field({
      type: [ComponentRef],
      description: 'The evaluated components, in their order.',
      resolve: (o) => o.components,
    }),
  }),
});

const RecurrenceSummaryRef = builder.objectRef<ListedProcess['recurrenceSummary']>('RecurrenceSummary').implement({
  description: 'How a process has been extended.',
  fields: (t) => ({
    isExtend: t.exposeBoolean('isExtend', { description: 'Whether the process has been extended at least once.' }),
    totalConsume: t.exposeInt('totalConsume', { description: 'Credits consumed, extensions included.' }),
    lastPublication: t.expose('lastPublication', {
      type: 'DateTime',
      nullable: true,
      description: 'When it was last published or extended; null before launch.',
    }),
  }),
});

export const ProcessRef = builder.objectRef<ListedProcess>('Process').implement({
  description: 'A hiring process as lists, menus, the monitor and the summary show it.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The process id.' }),
    agencyId: t.exposeInt('agencyId', {
      nullable: true,
      description: 'The agency running it for the company; null when the company runs it.',
    }),
    companyId: t.exposeInt('companyId', { description: 'The company that owns it.' }),
    companyName: t.exposeString('companyName', { description: 'The owning company’s commercial name.' }),
    complete: t.exposeBoolean('complete', { description: 'Whether it has a job opportunity (it can be launched).' }),
    confidential: t.exposeBoolean('confidential', {
      description: 'Whether candidates see the public company name instead of the real one.',
    }),
    archived: t.exposeBoolean('archived', { description: 'Whether it is archived (out of the active list).' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was created.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When it last changed.' }),
    endPublicationDate: t.expose('endPublicationDate', {
      type: 'DateTime',
      nullable: true,
      description: 'When its publication ends; null if it has none.',
    }),
    startDate: t.expose('startDate', {
      type: 'DateTime',
      nullable: true,
      description: 'When candidates may start; null while a draft has none.',
    }),
    endDate: t.expose('endDate', {
      type: 'DateTime',
      nullable: true,
      description: 'When it stops taking evaluations; null while a draft has none.',
    }),
    launchedAt: t.expose('launchedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it was launched; null for a draft.',
    }),
    fullProfile: t.exposeBoolean('fullProfile', { description: 'Whether candidates fill in their whole profile.' }),
    children: t.exposeIntList('children', { description: 'Ids of its trust (RELIABILITY) sub-processes.' }),
    parent: t.exposeInt('parent', {
      nullable: true,
      description: 'The process a trust sub-process checks; null for a main process.',
    }),
    notificationAtTheEnd: t.exposeBoolean('notificationAtTheEnd', {
      description: 'Whether the owner is e-mailed when the process ends.',
    }),
    notificationPerEvaluated: t.exposeBoolean('notificationPerEvaluated', {
      description: 'Whether the owner is e-mailed each time a candidate finishes.',
    }),
    ownerId: t.exposeInt('ownerId', { nullable: true, description: 'The user in charge; null if they left.' }),
    ownerName: t.exposeString('ownerName', {
      nullable: true,
      description: 'The full name of the user in charge; null if they left.',
    }),
    pendingPeopleQuantity: t.exposeInt('pendingPeopleQuantity', {
      description: 'Candidates still OPEN or INPROGRESS.',
    }),
    positionName: t.exposeString('positionName', {
      nullable: true,
      description: 'The job opportunity’s position name; null before it has one.',
    }),
    processName: t.exposeString('processName', { description: 'The name the company gave it.' }),
    productTypeName: t.expose('productTypeName', { type: ProductTypeEnum, description: 'The product it sells.' }),
    publicCompanyName: t.exposeString('publicCompanyName', {
      nullable: true,
      description: 'The name candidates see when it is confidential; null if not set.',
    }),
    statusName: t.expose('statusName', { type: ProcessStatusEnum, description: 'Where it is in its life.' }),
    timeZone: t.exposeString('timeZone', { description: 'Its IANA time zone, e.g. America/Bogota.' }),
    typeCompanyPlan: t.expose('typeCompanyPlan', {
      type: CompanyPlanTypeEnum,
      description: 'The kind of plan that pays for it.',
    }),
    typeCompanyPlanName: t.exposeString('typeCompanyPlanName', {
      description: 'The plan kind’s name in the caller’s language.',
    }),
    environmentTypeName: t.expose('environmentTypeName', {
      type: EnvironmentTypeEnum,
      description: 'How candidates reach it.',
    }),
    url: t.exposeString('url', {
      nullable: true,
      description: 'The candidate link of a launched controlled process; null otherwise.',
    }),
    trustUrl: t.exposeString('trustUrl', {
      nullable: true,
      description: 'The candidate link of its trust sub-process; null when it has none.',
    }),
    workflow: t.exposeString('workflow', {
      nullable: true,
      description: 'The company’s own workflow label copied from the position; null if none.',
    }),
    totalConsume: t.exposeInt('totalConsume', { description: 'Credits consumed, extensions included.' }),
    creditsValue: t.exposeInt('creditsValue', { description: 'Credits one launch of it costs.' }),
    extensible: t.exposeBoolean('extensible', {
      description: 'Whether the caller’s plan allows extending it now (the extend menu item).',
    }),
    hiredQuantity: t.exposeInt('hiredQuantity', { description: 'Candidates hired from it.' }),
    hasContractedUsers: t.exposeBoolean('hasContractedUsers', { description: 'Whether it has at least one hire.' }),
    isPublic: t.exposeBoolean('isPublic', { description: 'Whether it is published on the job board.' }),
    numberOfPeople: t.exposeInt('numberOfPeople', { description: 'Candidates in it, in every status.' }),
    usedCredits: t.int({
      description: 'Credits the process has consumed, extensions included.',
      resolve: (p) => p.totalConsume,
    }),
    recurrenceSummary: t.field({
      type: RecurrenceSummaryRef,
      description: 'How it has been extended.',
      resolve: (p) => p.recurrenceSummary,
    }),
    jobOpportunity: t.field({
      type: JobOpportunityRef,
      nullable: true,
      description: 'The job it evaluates for; null while a draft has none.',
      resolve: (p) => p.jobOpportunity,
    }),
    personSummary: t.field({
      type: [FacetRef],
      description: 'How many candidates it has in each PersonStatus (the key).',
      resolve: (p) => p.personSummary,
    }),
    processFeedback: t.field({
      type: ProcessFeedbackRef,
      description: 'Whether the recruiter has scored the process (NPS) and whether it hired anyone.',
      resolve: (p) => p.processFeedback,
    }),
  }),
});

const ProcessFiltersRef = builder.objectRef<ProcessPage['filters']>('ProcessFilters').implement({
  description: 'The counts of each filter’s values; each counts with every other filter applied.',
  fields: (t) => ({
    status: t.field({ type: [FacetRef], description: 'Processes per ProcessStatus.', resolve: (f) => f.status }),
    owner: t.field({ type: [FacetRef], description: 'Processes per owner (user id).', resolve: (f) => f.owner }),
    productType: t.field({
      type: [FacetRef],
      description: 'Processes per ProductType.',
      resolve: (f) => f.productType,
    }),
  }),
});

const ProcessPageRef = builder.objectRef<ProcessPage>('ProcessPaginated').implement({
  description: 'A page of the caller’s company’s processes with the filter counts.',
  fields: (t) => ({
    data: t.field({ type: [ProcessRef], description: 'The processes of the page.', resolve: (page) => page.data }),
    filters: t.field({
      type: ProcessFiltersRef,
      description: 'The counts of each filter’s values.',
      resolve: (page) => page.filters,
    }),
    page: t.exposeInt('page', { description: 'The page number, from 1.' }),
    size: t.exposeInt('size', { description: 'Processes per page.' }),
    total: t.exposeInt('total', { description: 'Processes that match, across all pages.' }),
  }),
});

builder.queryField('getProcessPaginated', (t) =>
  t.field({
    type: ProcessPageRef,
    description: 'A page of the caller’s company’s processes, filtered, with a count for every filter value.',
    args: {
      companyId: t.arg.int({ description: 'Ignored: the company is the one the caller acts in.' }),
      page: t.arg.int({ description: 'The page number, from 1 (default 1).' }),
      size: t.arg.int({ description: 'Processes per page (default and maximum set by the server).' }),
      processStatus: t.arg({ type: [ProcessStatusEnum], description: 'Only processes in these statuses.' }),
      wildcard: t.arg.string({ description: 'Text in the process or position name.' }),
      isConfidential: t.arg.boolean({ description: 'Only confidential (true) or non-confidential (false) ones.' }),
      archived: t.arg.boolean({ description: 'false (default) lists active processes, true the archived ones.' }),
      owner: t.arg.intList({ description: 'Only processes owned by these user ids.' }),
      ownerName: t.arg.string({ description: 'Text in the owner’s name.' }),
      dateAgo: t.arg.int({ description: 'Processes created in the last N days.' }),
      dateWildcard: t.arg({ type: 'Date', description: 'Processes running on that day.' }),
      showCompanyInfo: t.arg.boolean({
        description: 'Only processes that show (true) or hide (false) the company’s info.',
      }),
      productType: t.arg({ type: [ProductTypeEnum], description: 'Only processes of these products.' }),
      workflow: t.arg.string({ description: 'Only processes with this workflow label.' }),
      hired: t.arg.boolean({ description: 'true: processes with a hire; false: without.' }),
      candidate: t.arg.string({ description: 'Processes with a candidate of that name, e-mail or identification.' }),
    },
    resolve: (_, { companyId: _companyId, ...args }, ctx) => getProcessPaginated(ctx, args),
  }),
);

builder.queryField('getProcessMonitor', (t) =>
  t.field({
    type: ProcessRef,
    description: 'A process of the caller’s company, for the process monitor.',
    args: { processId: t.arg.int({ required: true, description: 'The process id.' }) },
    resolve: (_, args, ctx) => getProcessMonitor(ctx, args.processId),
  }),
);

builder.queryField('processSummary', (t) =>
  t.field({
    type: ProcessRef,
    description: 'A process of the caller’s company, for the process summary.',
    args: { processId: t.arg.int({ required: true, description: 'The process id.' }) },
    resolve: (_, args, ctx) => getProcessMonitor(ctx, args.processId),
  }),
);

builder.queryField('getProcess', (t) =>
  t.field({
    type: ProcessRef,
    description: 'A process of the caller’s company.',
    args: { id: t.arg.int({ required: true, description: 'The process id.' }) },
    resolve: (_, args, ctx) => getProcessMonitor(ctx, args.id),
  }),
);

const RelaunchProcessCreateDto = builder.inputType('RelaunchProcessCreateDto', {
  description: 'The new process a relaunch (clone) creates.',
  fields: (t) => ({
    name: t.string({ required: true, description: 'The new process’s name.' }),
    timeZone: t.string({ required: true, description: 'Its IANA time zone, e.g. America/Bogota.' }),
  }),
});

// The spec fixes this input's dates as milliseconds since the epoch, so they stay Float, not DateTime.
const DateRangeWithTimezoneCreateDto = builder.inputType('DateRangeWithTimezoneCreateDto', {
  description: 'The dates of an extension, as the spec sends them.',
  fields: (t) => ({
    startDate: t.float({ required: true, description: 'The process’s start, in milliseconds since the epoch.' }),
    endDate: t.float({ required: true, description: 'The new end date, in milliseconds since the epoch.' }),
    timeZone: t.string({ description: 'The caller’s IANA time zone, e.g. America/Bogota.' }),
  }),
});

builder.mutationField('close', (t) =>
  t.field({
    type: ProcessRef,
    description: 'Closes a LAUNCHED process (its end date becomes now); returns it.',
    args: {
      id: t.arg.int({ required: true, description: 'The process id.' }),
      noValidate: t.arg.boolean({
        description: 'Accepted for compatibility and ignored: closing checks only that the process is LAUNCHED.',
      }),
    },
    resolve: (_, args, ctx) => closeProcess(ctx, args.id),
  }),
);

builder.mutationField('clone', (t) =>
  t.int({
    description: 'Relaunch: a new DRAFT copy of the process and its job opportunity; returns its id.',
    args: {
      id: t.arg.int({ required: true, description: 'The process to copy.' }),
      relaunchProcessCreateDto: t.arg({
        type: RelaunchProcessCreateDto,
        required: true,
        description: 'The new process’s name and time zone.',
      }),
    },
    resolve: (_, args, ctx) => cloneProcess(ctx, args.id, args.relaunchProcessCreateDto),
  }),
);

builder.mutationField('extend', (t) =>
  t.field({
    type: ProcessRef,
    description:
      'Moves the end date by a tier the plan allows and debits its credits; a closed process is launched again.',
    args: {
      id: t.arg.int({ required: true, description: 'The process id.' }),
      dateRangeWithTimezoneCreateDto: t.arg({
        type: DateRangeWithTimezoneCreateDto,
        required: true,
        description: 'The new dates.',
      }),
    },
    resolve: (_, args, ctx) => extendProcess(ctx, args.id, args.dateRangeWithTimezoneCreateDto),
  }),
);

builder.mutationField('archive', (t) =>
  t.field({
    type: ProcessRef,
    description: 'Archives or unarchives a process; returns it.',
    args: {
      id: t.arg.int({ required: true, description: 'The process id.' }),
      status: t.arg.boolean({ required: true, description: 'true archives, false unarchives.' }),
    },
    resolve: (_, args, ctx) => archiveProcess(ctx, args.id, args.status),
  }),
);

builder.mutationField('recordProcessNps', (t) =>
  t.field({
    type: ProcessFeedbackRef,
    description:
      'Ours: the recruiter’s satisfaction score (NPS, 0 to 10) of a CLOSED process with hires; once per process. Returns its processFeedback.',
    args: {
      processId: t.arg.int({ required: true, description: 'The process.' }),
      score: t.arg.int({ required: true, description: 'How likely the recruiter is to recommend Terna, 0 to 10.' }),
    },
    resolve: (_, args, ctx) => recordProcessNps(ctx, args),
  }),
);
