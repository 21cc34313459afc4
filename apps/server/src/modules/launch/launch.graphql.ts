import { DIFFICULTY_NAMES, EDIT_REASONS, PROCESS_KINDS, type WizardStep } from '@terna/domain';
import { builder } from '../../graphql/builder.js';
import {
  CompanyPlanTypeEnum,
  ComponentTypeEnum,
  enumFromDomain,
  EnvironmentTypeEnum,
  PlanStatusEnum,
  ProcessStatusEnum,
} from '../../graphql/enums.js';
import { ProcessRef } from '../processes/index.js';
import {
  chooseProcessProfile,
  createProcessDraft,
  getLaunchDraft,
  saveLaunchStep,
  saveProfileCompetences,
  startProcessDraft,
  type LaunchDraftView,
} from './draft.service.js';
import { launchProcess, type LaunchResult } from './launch.service.js';
import { getPositionDetail, getPositions, type PositionDetail } from './position.service.js';
import { launchProducts, type LaunchProductCard, type LaunchProducts } from './products.service.js';
import { profileProcesses, profileTemplates, type TemplateCard } from './profiles.service.js';
import { suggestCompetences, type SuggestedCompetence } from './suggest.service.js';

export const ProcessKindEnum = enumFromDomain(
  'ProcessKind',
  PROCESS_KINDS,
  'The kind of process a product launches (spec 3 section 4, product-type logic).',
  {
    CONTROLLED_BASIC: 'A CREDIT plan process reached by its shared link, without the CV (no full profile).',
    CONTROLLED_FULL: 'A CREDIT plan process reached by its shared link, with the full profile.',
    STANDARD: 'A CREDIT plan process whose candidates are invited by e-mail.',
    ETALENT: 'An e-talent process of a PROCESS plan, published on the job board.',
    TRUST: 'A trust (reliability) process of a RELIABILITY plan.',
  },
);

/** Upper-case names on the wire, the domain's kebab-case steps inside. */
const STEP_NAMES: Record<WizardStep, string> = {
  'job-profile': 'JOB_PROFILE',
  curriculum: 'CURRICULUM',
  competences: 'COMPETENCES',
  tests: 'TESTS',
  interview: 'INTERVIEW',
  components: 'COMPONENTS',
  'trust-features': 'TRUST_FEATURES',
  dates: 'DATES',
  summary: 'SUMMARY',
};
const STEP_DESCRIPTIONS: Record<WizardStep, string> = {
  'job-profile': 'Job profile: name, position, place, description, salary, publication info.',
  curriculum: 'Curriculum: the CV candidates fill and how each section is scored.',
  competences: 'Competences with difficulty and weight.',
  tests: 'DISC and knowledge tests.',
  interview: 'Interview questions and answer time.',
  components: 'The evaluated components with weight and minimum to pass.',
  'trust-features': 'The optional checks of a trust process (cap-launch-trust-features).',
  dates: 'Start and end dates, job boards and the public link.',
  summary: 'The summary before launch (saves nothing of its own).',
};

export const LaunchStepEnum = builder.enumType('LaunchStep', {
  description: 'A step of the launch wizard; each step has its own route and saves its own part of the draft.',
  values: Object.fromEntries(
    (Object.keys(STEP_NAMES) as WizardStep[]).map((step) => [
      STEP_NAMES[step],
      { value: step, description: STEP_DESCRIPTIONS[step] },
    ]),
  ) as Record<string, { value: WizardStep; description: string }>,
});

const EditReasonEnum = enumFromDomain('EditReason', EDIT_REASONS, 'Why a field of a launched process cannot change.', {
  CANDIDATES_STARTED: 'Some candidate already started an evaluation.',
  CANDIDATES_FINISHED: 'Some candidate already finished (ENDED or DISQUALIFIED).',
  INTERVIEW_ANSWERED: 'Some candidate already answered the interview.',
  PROCESS_STARTED: 'The start date has come.',
  END_BEFORE_TODAY: 'The end date would be before today.',
  END_BEYOND_PAID: 'The end date would pass the paid publication; extending is its own action.',
});

const DifficultyEnum = enumFromDomain('Difficulty', DIFFICULTY_NAMES, 'How hard a competence or test is.', {
  EASY: 'Easy (level 2).',
  MEDIUM: 'Medium (level 4).',
  HARD: 'Hard (level 6).',
  CUSTOM: 'Custom (level 8).',
});

const LaunchProductRef = builder.objectRef<LaunchProductCard>('LaunchProduct').implement({
  description: 'A cap-product card: a process kind on one of the company’s launchable plans.',
  fields: (t) => ({
    kind: t.expose('kind', { type: ProcessKindEnum, description: 'The process kind it launches.' }),
    typeCompanyPlan: t.expose('typeCompanyPlan', { type: CompanyPlanTypeEnum, description: 'The plan type.' }),
    environmentType: t.expose('environmentType', {
      type: EnvironmentTypeEnum,
      description: 'How candidates reach it.',
    }),
    fullProfile: t.exposeBoolean('fullProfile', { description: 'Whether candidates fill in their whole profile.' }),
    planConfigId: t.exposeInt('planConfigId', { description: 'The company plan that pays for it.' }),
    planStatus: t.expose('planStatus', { type: PlanStatusEnum, description: 'The plan’s status.' }),
    availableCredits: t.exposeInt('availableCredits', {
      nullable: true,
      description: 'Credits left on a CREDIT plan; null for other plans.',
    }),
    processesLeft: t.exposeInt('processesLeft', {
      nullable: true,
      description: 'Processes of the quota not yet used by a launched process, for a PROCESS plan; null otherwise.',
    }),
    productActive: t.exposeBoolean('productActive', {
      description:
        'A PROCESS plan whose quota is used up by live processes (cap-product-errorProductActive); false otherwise.',
    }),
    available: t.exposeBoolean('available', {
      description: 'Whether a process can be started on it now (plan ACTIVE and room left).',
    }),
  }),
});

const LaunchProductsRef = builder.objectRef<LaunchProducts>('LaunchProducts').implement({
  description: 'What cap-product shows: the product cards and the plan type chosen for the user, if any.',
  fields: (t) => ({
    products: t.field({ type: [LaunchProductRef], description: 'The cards, by plan.', resolve: (p) => p.products }),
    autoSelectedPlanType: t.expose('autoSelectedPlanType', {
      type: CompanyPlanTypeEnum,
      nullable: true,
      description:
        'The plan type the product-selection guard picks (exactly one launchable plan); null shows the cards.',
    }),
  }),
});

const ProfileTemplateRef = builder.objectRef<TemplateCard>('ProfileTemplate').implement({
  description: 'A shipped job-profile template per common role (cap-profiles).',
  fields: (t) => ({
    code: t.exposeString('code', { description: 'The template code, for chooseProcessProfile.' }),
    name: t.exposeString('name', { description: 'The role’s name in the caller’s language.' }),
    area: t.exposeString('area', { description: 'The area it belongs to (sales, technology, ...).' }),
    description: t.exposeString('description', { description: 'What the role does, in the caller’s language.' }),
  }),
});

const LaunchIssueRef = builder.objectRef<LaunchDraftView['issues'][number]>('LaunchIssue').implement({
  description: 'Something a draft lacks to launch, with the step to fix it in.',
  fields: (t) => ({
    step: t.expose('step', { type: LaunchStepEnum, description: 'The wizard step the field is on.' }),
    field: t.exposeString('field', { description: 'The field path within the step, e.g. `description`.' }),
    message: t.exposeString('message', { description: 'What is wrong, in the caller’s language.' }),
    messageKey: t.exposeString('messageKey', { description: 'The message key, e.g. `validation.required`.' }),
  }),
});

const LaunchCostRef = builder.objectRef<NonNullable<LaunchDraftView['cost']>>('LaunchCost').implement({
  description: 'What launching costs: credits on a CREDIT plan, one process on a PROCESS plan, nothing on trust.',
  fields: (t) => ({
    credits: t.exposeInt('credits', { description: 'Credits debited at launch.' }),
    processes: t.exposeInt('processes', { description: 'Processes of the quota used at launch.' }),
    days: t.exposeInt('days', { description: 'Days of publication the cost is for.' }),
  }),
});

const LockedFieldRef = builder.objectRef<LaunchDraftView['lockedFields'][number]>('LockedField').implement({
  description: 'A field of a launched process that cannot change now, and why.',
  fields: (t) => ({
    field: t.exposeString('field', {
      description:
        'The field: description, publicationInfoName, confidential, jobProfile, curriculum, competences, tests, interview, components, componentWeights, trustFeatures, startDate, endDate or publication.',
    }),
    reason: t.expose('reason', { type: EditReasonEnum, description: 'Why it cannot change.' }),
    message: t.exposeString('message', { description: 'The reason, in the caller’s language, for beside the field.' }),
  }),
});

const EditRulesRef = builder.objectRef<NonNullable<LaunchDraftView['editRules']>>('LaunchEditRules').implement({
  description: 'How far the dates of a launched process may move (the other limits are in lockedFields).',
  fields: (t) => ({
    minEndDate: t.expose('minEndDate', { type: 'Date', description: 'The earliest end day: today.' }),
    maxEndDate: t.expose('maxEndDate', {
      type: 'Date',
      nullable: true,
      description: 'The last day the publication is paid for; later needs the extend action. Null: no limit.',
    }),
  }),
});

const part = (description: string, key: keyof LaunchDraftView['draft']) => ({
  type: 'JSONObject' as const,
  nullable: true as const,
  description,
  resolve: (view: LaunchDraftView) => (view.draft[key] as Record<string, unknown> | null | undefined) ?? null,
});

const LaunchDraftRef = builder.objectRef<LaunchDraftView>('LaunchDraft').implement({
  description: 'A process being built (or edited) by the launch wizard: its draft, what it lacks, and its cost.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The process id.' }),
    name: t.exposeString('name', { description: 'The process name.' }),
    status: t.expose('status', { type: ProcessStatusEnum, description: 'DRAFT, or LAUNCHED/CLOSED when editing.' }),
    kind: t.expose('kind', { type: ProcessKindEnum, description: 'Its process kind; decides the steps.' }),
    typeCompanyPlan: t.expose('typeCompanyPlan', { type: CompanyPlanTypeEnum, description: 'The plan type.' }),
    environmentType: t.expose('environmentType', {
      type: EnvironmentTypeEnum,
      description: 'How candidates reach it.',
    }),
    fullProfile: t.exposeBoolean('fullProfile', { description: 'Whether candidates fill in their whole profile.' }),
    timeZone: t.exposeString('timeZone', { description: 'Its IANA time zone; dates are judged on its calendar.' }),
    draftStep: t.expose('draftStep', {
      type: LaunchStepEnum,
      nullable: true,
      description: 'The last step saved (the wizard resumes after it); null before any.',
    }),
    steps: t.expose('steps', { type: [LaunchStepEnum], description: 'The wizard steps of its kind, in order.' }),
    hasProfile: t.exposeBoolean('hasProfile', {
      description: 'Whether a profile was chosen (it has a job opportunity); false sends the user to cap-profiles.',
    }),
    launchedAt: t.expose('launchedAt', { type: 'DateTime', nullable: true, description: 'When it was launched.' }),
    publicLink: t.exposeString('publicLink', {
      nullable: true,
      description: 'The public application link, once launched.',
    }),
    jobProfile: t.field(part('Step 1, the job profile (jobProfileDraftSchema).', 'jobProfile')),
    curriculum: t.field(part('Step 2, the curriculum (curriculumDraftSchema).', 'curriculum')),
    competences: t.field(part('Step 3, the competences (competencesDraftSchema).', 'competences')),
    tests: t.field(part('Step 4, DISC and knowledge tests (testsDraftSchema).', 'tests')),
    interview: t.field(part('Step 5, the interview (interviewDraftSchema).', 'interview')),
    components: t.field(part('Step 6, components and weights (componentsDraftSchema).', 'components')),
    trustFeatures: t.field(part('The trust checks of a trust process (trustFeaturesSchema).', 'trustFeatures')),
    dates: t.field(part('Step 7, dates and publication (datesDraftSchema).', 'dates')),
    issues: t.field({
      type: [LaunchIssueRef],
      description: 'What keeps it from launching (empty: it can launch), in wizard order.',
      resolve: (view) => view.issues,
    }),
    cost: t.field({
      type: LaunchCostRef,
      nullable: true,
      description: 'What launching costs for its dates; null until both dates are set.',
      resolve: (view) => view.cost,
    }),
    availableCredits: t.exposeInt('availableCredits', {
      nullable: true,
      description: 'Credits on its CREDIT plan now; null on other plans.',
    }),
    processesLeft: t.exposeInt('processesLeft', {
      nullable: true,
      description: 'Processes of its PROCESS plan’s quota left; null on other plans.',
    }),
    editRules: t.field({
      type: EditRulesRef,
      nullable: true,
      description: 'How the dates of a launched process may move; null for a draft.',
      resolve: (view) => view.editRules,
    }),
    lockedFields: t.field({
      type: [LockedFieldRef],
      description: 'Fields of a launched process that cannot change now, with the reason; empty for a draft.',
      resolve: (view) => view.lockedFields,
    }),
  }),
});

const LaunchResultRef = builder.objectRef<LaunchResult>('LaunchResult').implement({
  description: 'A launched process and what launching it left on its plan.',
  fields: (t) => ({
    process: t.field({ type: ProcessRef, description: 'The process, LAUNCHED.', resolve: (r) => r.process }),
    publicLink: t.exposeString('publicLink', {
      nullable: true,
      description: 'The public application link; null for a process launched before the wizard existed.',
    }),
    balanceAfter: t.exposeInt('balanceAfter', {
      nullable: true,
      description: 'Credits left on its CREDIT plan after the debit; null on other plans.',
    }),
    processesLeft: t.exposeInt('processesLeft', {
      nullable: true,
      description: 'Processes of its PROCESS plan’s quota left; null on other plans.',
    }),
    alreadyLaunched: t.exposeBoolean('alreadyLaunched', {
      description: 'true when it was already launched (a double click): nothing was charged again.',
    }),
  }),
});

const SuggestedCompetenceRef = builder.objectRef<SuggestedCompetence>('SuggestedCompetence').implement({
  description: 'A competence suggested for a job profile, ready for the competences step.',
  fields: (t) => ({
    id: t.exposeString('id', { description: 'The competence catalogue code.' }),
    name: t.exposeString('name', { description: 'Its name in the caller’s language.' }),
    definition: t.exposeString('definition', { description: 'Its definition in the caller’s language.' }),
    weight: t.exposeInt('weight', { description: 'Its weight; the suggestion’s weights total 100.' }),
    difficulty: t.expose('difficulty', { type: DifficultyEnum, description: 'The suggested difficulty.' }),
    score: t.exposeInt('score', { description: 'How many job-profile words matched it (higher first).' }),
  }),
});

const SalaryRef = builder.objectRef<PositionDetail['curriculum']['salary']>('PositionSalary').implement({
  description: 'The salary range of a job profile.',
  fields: (t) => ({
    currencyId: t.exposeString('currencyId', { nullable: true, description: 'ISO 4217 code, e.g. COP.' }),
    salaryFrom: t.exposeInt('salaryFrom', { nullable: true, description: 'The lowest salary offered.' }),
    salaryTo: t.exposeInt('salaryTo', { nullable: true, description: 'The highest salary offered.' }),
  }),
});

const PositionCurriculumRef = builder.objectRef<PositionDetail['curriculum']>('PositionCurriculum').implement({
  description: 'The curriculum part of a job profile that the position detail shows.',
  fields: (t) => ({
    salary: t.field({ type: SalaryRef, description: 'The salary range.', resolve: (c) => c.salary }),
  }),
});

const PositionComponentRef = builder.objectRef<PositionDetail['components'][number]>('PositionComponent').implement({
  description: 'A component of a job profile with its weight.',
  fields: (t) => ({
    componentType: t.expose('componentType', { type: ComponentTypeEnum, description: 'Which component.' }),
    weight: t.exposeInt('weight', { description: 'Its weight, in percent.' }),
    minValueToPass: t.exposeInt('minValueToPass', { description: 'The minimum result to pass (0: none).' }),
    order: t.exposeInt('order', { description: 'Its place, from 1.' }),
  }),
});

const PositionDetailRef = builder.objectRef<PositionDetail>('PositionDetail').implement({
  description:
    'A company position (job profile) with the profile the wizard last saved for it (spec 3, Position detail).',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The position id.' }),
    companyId: t.exposeInt('companyId', { description: 'The company that owns it.' }),
    name: t.exposeString('name', { description: 'Its name.' }),
    workflow: t.exposeString('workflow', {
      nullable: true,
      description: 'The company’s workflow label; null if none.',
    }),
    difficulty: t.exposeInt('difficulty', { nullable: true, description: 'Its difficulty level; null if not set.' }),
    coveredFactorVersion: t.exposeInt('coveredFactorVersion', {
      nullable: true,
      description: 'The competence factor version its competences were chosen with; null if none.',
    }),
    placeId: t.exposeString('placeId', { nullable: true, description: 'The place (city) of the job; null if none.' }),
    agencies: t.exposeIntList('agencies', { description: 'Agencies of the company that ran processes for it.' }),
    city: t.exposeString('city', { nullable: true, description: 'The city’s name; null if none.' }),
    description: t.exposeString('description', { nullable: true, description: 'The job description.' }),
    curriculum: t.field({
      type: PositionCurriculumRef,
      description: 'The curriculum’s salary range.',
      resolve: (p) => p.curriculum,
    }),
    components: t.field({
      type: [PositionComponentRef],
      description: 'The evaluated components last chosen for it.',
      resolve: (p) => p.components,
    }),
  }),
});

const LaunchComponentInput = builder.inputType('LaunchComponentInput', {
  description: 'A component of the create-process draft with its weight.',
  fields: (t) => ({
    componentType: t.field({ type: ComponentTypeEnum, required: true, description: 'Which component.' }),
    weight: t.int({ required: true, description: 'Its weight, 0-100; all weights total 100 to launch.' }),
    minValueToPass: t.int({ required: true, description: 'The minimum result to pass, 0-100 (0: none).' }),
    order: t.int({ required: true, description: 'Its place, from 1.' }),
  }),
});

builder.queryField('launchProducts', (t) =>
  t.field({
    type: LaunchProductsRef,
    description: 'cap-product: the company’s launchable plans as product cards, and the plan auto-selected if any.',
    resolve: (_, __, ctx) => launchProducts(ctx),
  }),
);

builder.queryField('profileTemplates', (t) =>
  t.field({
    type: [ProfileTemplateRef],
    description: 'cap-profiles: the shipped job-profile templates per common role.',
    resolve: (_, __, ctx) => profileTemplates(ctx),
  }),
);

builder.queryField('profileProcesses', (t) =>
  t.field({
    type: [ProcessRef],
    description: 'cap-profiles: the company’s earlier processes with a job profile, newest first, to start from.',
    args: { wildcard: t.arg.string({ description: 'Text in the process or position name.' }) },
    resolve: (_, args, ctx) => profileProcesses(ctx, args.wildcard ?? null),
  }),
);

builder.queryField('getLaunchDraft', (t) =>
  t.field({
    type: LaunchDraftRef,
    description: 'The wizard’s draft of a process: its parts, what it lacks, its cost, balance and edit limits.',
    args: { processId: t.arg.int({ required: true, description: 'The process (DRAFT, or launched when editing).' }) },
    resolve: (_, args, ctx) => getLaunchDraft(ctx, args.processId),
  }),
);

builder.queryField('suggestCompetences', (t) =>
  t.field({
    type: [SuggestedCompetenceRef],
    description:
      'AI_PROFILE companies on a PROCESS plan: five competences suggested from the job profile (rule-based, deterministic).',
    args: { processId: t.arg.int({ required: true, description: 'The process (DRAFT, or launched when editing).' }) },
    resolve: (_, args, ctx) => suggestCompetences(ctx, args.processId),
  }),
);

builder.queryField('getPositionDetail', (t) =>
  t.field({
    type: PositionDetailRef,
    description: 'A position (job profile) of the caller’s company.',
    args: { id: t.arg.int({ required: true, description: 'The position id.' }) },
    resolve: (_, args, ctx) => getPositionDetail(ctx, args.id),
  }),
);

builder.queryField('getPositions', (t) =>
  t.field({
    type: [PositionDetailRef],
    description: 'The caller’s company’s positions (job profiles), by name.',
    args: { wildcard: t.arg.string({ description: 'Text in the position name.' }) },
    resolve: (_, args, ctx) => getPositions(ctx, args.wildcard ?? null),
  }),
);

builder.mutationField('startProcessDraft', (t) =>
  t.field({
    type: LaunchDraftRef,
    description: 'Starts a DRAFT process on the company’s plan of that type, for the chosen product.',
    args: {
      typeCompanyPlan: t.arg({
        type: CompanyPlanTypeEnum,
        required: true,
        description: 'CREDIT, PROCESS or RELIABILITY.',
      }),
      environmentType: t.arg({ type: EnvironmentTypeEnum, required: true, description: 'How candidates reach it.' }),
      fullProfile: t.arg.boolean({ required: true, description: 'Whether candidates fill in their whole profile.' }),
    },
    resolve: (_, args, ctx) => startProcessDraft(ctx, args),
  }),
);

builder.mutationField('chooseProcessProfile', (t) =>
  t.field({
    type: LaunchDraftRef,
    description:
      'Fills a draft from an earlier process, a template, or blank (neither given): creates its job opportunity.',
    args: {
      processId: t.arg.int({ required: true, description: 'The process (DRAFT, or launched when editing).' }),
      fromProcessId: t.arg.int({ description: 'An earlier process of the company to copy the profile of.' }),
      templateCode: t.arg.string({ description: 'A shipped template’s code.' }),
    },
    resolve: (_, args, ctx) =>
      chooseProcessProfile(ctx, args.processId, args.fromProcessId ?? null, args.templateCode ?? null),
  }),
);

builder.mutationField('saveLaunchStep', (t) =>
  t.field({
    type: LaunchDraftRef,
    description:
      'Saves one step (its whole form replaces that part) of a DRAFT; on a launched process, edits it within the edit rules.',
    args: {
      processId: t.arg.int({ required: true, description: 'The process (DRAFT, or launched when editing).' }),
      step: t.arg({ type: LaunchStepEnum, required: true, description: 'The step saved.' }),
      data: t.arg({ type: 'JSONObject', required: true, description: 'The step’s form, checked by its draft schema.' }),
    },
    resolve: (_, args, ctx) => saveLaunchStep(ctx, args.processId, args.step, args.data),
  }),
);

builder.mutationField('createProcessDraft', (t) =>
  t.field({
    type: LaunchDraftRef,
    description: 'The spec’s create-process draft: name, publication title, components and dates at once.',
    args: {
      processId: t.arg.int({ required: true, description: 'The process (DRAFT, or launched when editing).' }),
      name: t.arg.string({ required: true, description: 'The process name.' }),
      publicationInfoName: t.arg.string({ description: 'The public title of the offer.' }),
      components: t.arg({ type: [LaunchComponentInput], description: 'The components with weights.' }),
      startDate: t.arg({ type: 'Date', description: 'The first day, in the process’s time zone.' }),
      endDate: t.arg({ type: 'Date', description: 'The last day, in the process’s time zone.' }),
      publicationSite: t.arg.stringList({ description: 'Job board codes to publish on.' }),
    },
    resolve: (_, args, ctx) => createProcessDraft(ctx, args),
  }),
);

builder.mutationField('saveProfileCompetences', (t) =>
  t.field({
    type: LaunchDraftRef,
    description: 'The spec’s profile competences save: competences (and optionally tests) of a draft.',
    args: {
      processId: t.arg.int({ required: true, description: 'The process (DRAFT, or launched when editing).' }),
      competences: t.arg({
        type: ['JSONObject'],
        required: true,
        description: 'The competences: id, name, definition, weight, difficulty (profileCompetenceSchema).',
      }),
      coveredFactorVersion: t.arg.int({ description: 'The competence factor version used.' }),
      factorsReuse: t.arg.boolean({ description: 'Whether factors of an earlier profile are reused.' }),
      optimized: t.arg.boolean({ description: 'Whether the suggestion optimised the set.' }),
      tests: t.arg({ type: 'JSONObject', description: 'The tests step as well (testsDraftSchema), when given.' }),
    },
    resolve: (_, args, ctx) => saveProfileCompetences(ctx, args),
  }),
);

builder.mutationField('launchProcess', (t) =>
  t.field({
    type: LaunchResultRef,
    description:
      'Launches a draft: checks plan, features and the whole draft, charges credits or quota, LAUNCHED, audit, public link. A launched one returns as it is.',
    args: {
      id: t.arg.int({ required: true, description: 'The DRAFT process.' }),
      idempotencyKey: t.arg.string({
        description: 'A key the client keeps for this launch; a replay is charged once.',
      }),
    },
    resolve: (_, args, ctx) => launchProcess(ctx, args.id, args.idempotencyKey ?? null),
  }),
);
