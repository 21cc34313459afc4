import { builder } from '../../graphql/builder.js';
import { getProcessPaginated, type Facet, type ProcessPage } from './process-list.service.js';
import { archiveProcess, cloneProcess, closeProcess, extendProcess, getProcessMonitor } from './process.service.js';
import type { ListedProcess, ProcessComponent } from './process-view.js';

const iso = (value: Date | null) => value?.toISOString() ?? null;

const FacetRef = builder.objectRef<Facet>('Facet').implement({
  fields: (t) => ({
    key: t.exposeString('key'),
    docCount: t.exposeInt('docCount'),
    label: t.string({ nullable: true, resolve: (facet) => facet.label ?? null }),
  }),
});

const ComponentRef = builder.objectRef<ProcessComponent>('ProcessComponent').implement({
  fields: (t) => ({
    componentType: t.exposeString('componentType'),
    order: t.exposeInt('order'),
    weight: t.exposeInt('weight'),
    minValueToPass: t.exposeFloat('minValueToPass'),
  }),
});

const JobOpportunityRef = builder.objectRef<NonNullable<ListedProcess['jobOpportunity']>>('JobOpportunity').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    positionId: t.exposeInt('positionId', { nullable: true }),
    components: t.field({ type: [ComponentRef], resolve: (o) => o.components }),
  }),
});

const RecurrenceSummaryRef = builder.objectRef<ListedProcess['recurrenceSummary']>('RecurrenceSummary').implement({
  fields: (t) => ({
    isExtend: t.exposeBoolean('isExtend'),
    totalConsume: t.exposeInt('totalConsume'),
    lastPublication: t.string({ nullable: true, resolve: (r) => iso(r.lastPublication) }),
  }),
});

export const ProcessRef = builder.objectRef<ListedProcess>('Process').implement({
  description: 'A hiring process as lists, menus, the monitor and the summary show it.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    agencyId: t.exposeInt('agencyId', { nullable: true }),
    companyId: t.exposeInt('companyId'),
    companyName: t.exposeString('companyName'),
    complete: t.exposeBoolean('complete'),
    confidential: t.exposeBoolean('confidential'),
    archived: t.exposeBoolean('archived'),
    createdAt: t.string({ resolve: (p) => p.createdAt.toISOString() }),
    updatedAt: t.string({ resolve: (p) => p.updatedAt.toISOString() }),
    endPublicationDate: t.string({ nullable: true, resolve: (p) => iso(p.endPublicationDate) }),
    startDate: t.string({ nullable: true, resolve: (p) => iso(p.startDate) }),
    endDate: t.string({ nullable: true, resolve: (p) => iso(p.endDate) }),
    launchedAt: t.string({ nullable: true, resolve: (p) => iso(p.launchedAt) }),
    fullProfile: t.exposeBoolean('fullProfile'),
    children: t.exposeIntList('children'),
    parent: t.exposeInt('parent', { nullable: true }),
    notificationAtTheEnd: t.exposeBoolean('notificationAtTheEnd'),
    notificationPerEvaluated: t.exposeBoolean('notificationPerEvaluated'),
    ownerId: t.exposeInt('ownerId', { nullable: true }),
    ownerName: t.exposeString('ownerName', { nullable: true }),
    pendingPeopleQuantity: t.exposeInt('pendingPeopleQuantity'),
    positionName: t.exposeString('positionName', { nullable: true }),
    processName: t.exposeString('processName'),
    productTypeName: t.exposeString('productTypeName'),
    publicCompanyName: t.exposeString('publicCompanyName', { nullable: true }),
    statusName: t.exposeString('statusName'),
    timeZone: t.exposeString('timeZone'),
    typeCompanyPlan: t.exposeString('typeCompanyPlan'),
    typeCompanyPlanName: t.exposeString('typeCompanyPlanName'),
    environmentTypeName: t.exposeString('environmentTypeName'),
    url: t.exposeString('url', { nullable: true, description: 'The candidate link of a controlled process.' }),
    trustUrl: t.exposeString('trustUrl', {
      nullable: true,
      description: 'The candidate link of its trust sub-process.',
    }),
    workflow: t.exposeString('workflow', { nullable: true }),
    totalConsume: t.exposeInt('totalConsume'),
    creditsValue: t.exposeInt('creditsValue'),
    extensible: t.exposeBoolean('extensible'),
    hiredQuantity: t.exposeInt('hiredQuantity'),
    hasContractedUsers: t.exposeBoolean('hasContractedUsers'),
    isPublic: t.exposeBoolean('isPublic'),
    numberOfPeople: t.exposeInt('numberOfPeople'),
    usedCredits: t.int({
      description: 'Credits the process has consumed, extensions included.',
      resolve: (p) => p.totalConsume,
    }),
    recurrenceSummary: t.field({ type: RecurrenceSummaryRef, resolve: (p) => p.recurrenceSummary }),
    jobOpportunity: t.field({ type: JobOpportunityRef, nullable: true, resolve: (p) => p.jobOpportunity }),
    personSummary: t.field({ type: [FacetRef], resolve: (p) => p.personSummary }),
  }),
});

const ProcessFiltersRef = builder.objectRef<ProcessPage['filters']>('ProcessFilters').implement({
  fields: (t) => ({
    status: t.field({ type: [FacetRef], resolve: (f) => f.status }),
    owner: t.field({ type: [FacetRef], resolve: (f) => f.owner }),
    productType: t.field({ type: [FacetRef], resolve: (f) => f.productType }),
  }),
});

const ProcessPageRef = builder.objectRef<ProcessPage>('ProcessPaginated').implement({
  fields: (t) => ({
    data: t.field({ type: [ProcessRef], resolve: (page) => page.data }),
    filters: t.field({ type: ProcessFiltersRef, resolve: (page) => page.filters }),
    page: t.exposeInt('page'),
    size: t.exposeInt('size'),
    total: t.exposeInt('total'),
  }),
});

builder.queryField('getProcessPaginated', (t) =>
  t.field({
    type: ProcessPageRef,
    args: {
      companyId: t.arg.int({ description: 'Ignored: the company is the one the caller acts in.' }),
      page: t.arg.int(),
      size: t.arg.int(),
      processStatus: t.arg.stringList(),
      wildcard: t.arg.string(),
      isConfidential: t.arg.boolean(),
      archived: t.arg.boolean({ description: 'false (default) lists active processes, true the archived ones.' }),
      owner: t.arg.intList(),
      ownerName: t.arg.string(),
      dateAgo: t.arg.int({ description: 'Processes created in the last N days.' }),
      dateWildcard: t.arg.string({ description: 'yyyy-MM-dd: processes running on that day.' }),
      showCompanyInfo: t.arg.boolean(),
      productType: t.arg.stringList(),
      workflow: t.arg.string(),
      hired: t.arg.boolean({ description: 'true: processes with a hire; false: without.' }),
      candidate: t.arg.string({ description: 'Processes with a candidate of that name, e-mail or identification.' }),
    },
    resolve: (_, { companyId: _companyId, ...args }, ctx) => getProcessPaginated(ctx, args),
  }),
);

builder.queryField('getProcessMonitor', (t) =>
  t.field({
    type: ProcessRef,
    args: { processId: t.arg.int({ required: true }) },
    resolve: (_, args, ctx) => getProcessMonitor(ctx, args.processId),
  }),
);

builder.queryField('processSummary', (t) =>
  t.field({
    type: ProcessRef,
    args: { processId: t.arg.int({ required: true }) },
    resolve: (_, args, ctx) => getProcessMonitor(ctx, args.processId),
  }),
);

builder.queryField('getProcess', (t) =>
  t.field({
    type: ProcessRef,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_, args, ctx) => getProcessMonitor(ctx, args.id),
  }),
);

const RelaunchProcessCreateDto = builder.inputType('RelaunchProcessCreateDto', {
  fields: (t) => ({ name: t.string({ required: true }), timeZone: t.string({ required: true }) }),
});

const DateRangeWithTimezoneCreateDto = builder.inputType('DateRangeWithTimezoneCreateDto', {
  fields: (t) => ({
    startDate: t.float({ required: true, description: 'Milliseconds since the epoch.' }),
    endDate: t.float({ required: true, description: 'Milliseconds since the epoch: the new end date.' }),
    timeZone: t.string(),
  }),
});

builder.mutationField('close', (t) =>
  t.field({
    type: ProcessRef,
    args: {
      id: t.arg.int({ required: true }),
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
      id: t.arg.int({ required: true }),
      relaunchProcessCreateDto: t.arg({ type: RelaunchProcessCreateDto, required: true }),
    },
    resolve: (_, args, ctx) => cloneProcess(ctx, args.id, args.relaunchProcessCreateDto),
  }),
);

builder.mutationField('extend', (t) =>
  t.field({
    type: ProcessRef,
    args: {
      id: t.arg.int({ required: true }),
      dateRangeWithTimezoneCreateDto: t.arg({ type: DateRangeWithTimezoneCreateDto, required: true }),
    },
    resolve: (_, args, ctx) => extendProcess(ctx, args.id, args.dateRangeWithTimezoneCreateDto),
  }),
);

builder.mutationField('archive', (t) =>
  t.field({
    type: ProcessRef,
    args: {
      id: t.arg.int({ required: true }),
      status: t.arg.boolean({ required: true, description: 'true archives, false unarchives.' }),
    },
    resolve: (_, args, ctx) => archiveProcess(ctx, args.id, args.status),
  }),
);
