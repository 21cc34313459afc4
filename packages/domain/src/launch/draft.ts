import { z } from 'zod';
import { EDUCATION_STATUSES } from '../candidates/education.js';
import {
  CV_SECTION_NAMES,
  CV_SECTIONS,
  DIFFICULTIES,
  JOB_TEMPORALITIES,
  LANGUAGE_LEVELS,
  SKILL_LEVELS,
  TRUST_CHECKS_OPTIONAL,
  type ComponentType,
  type CvSection,
} from '../enums.js';
import type { ProcessKind } from '../plans/plans.js';
import { displayDay, isCalendarDay, msg } from '../validation/messages.js';
import { findBlockedWords, isSafeUrl } from './text-rules.js';
import { WEIGHT_TOTAL, weightTotal } from './weights.js';

/**
 * The launch wizard's draft (spec 3 section 3, "Launch draft (job profile)"): one schema per step,
 * shared by the web forms and the server. Each step has two forms:
 * - the *draft* schema, checked when a step is saved: every value present must be right, but a
 *   required one may still be missing (a draft can be saved half done);
 * - the *launch* schema, checked by launch (and by the summary): everything the process needs.
 * The launch schemas are the draft ones with the required fields made required, so both sides agree.
 */

export const LAUNCH_STEPS = [
  'job-profile',
  'curriculum',
  'competences',
  'tests',
  'interview',
  'components',
  'dates',
  'summary',
] as const;
export type LaunchStep = (typeof LAUNCH_STEPS)[number];
/** A trust process is launched from the job profile, the checks it runs (cap-launch-trust-features) and its dates. */
export const TRUST_LAUNCH_STEPS = ['job-profile', 'trust-features', 'dates', 'summary'] as const;
export type TrustLaunchStep = (typeof TRUST_LAUNCH_STEPS)[number];
export type WizardStep = LaunchStep | TrustLaunchStep;

/** The steps a process kind walks through: a basic controlled process has no CV (no full profile). */
export function stepsFor(kind: ProcessKind): readonly WizardStep[] {
  if (kind === 'TRUST') return TRUST_LAUNCH_STEPS;
  if (kind === 'CONTROLLED_BASIC') return LAUNCH_STEPS.filter((step) => step !== 'curriculum');
  return LAUNCH_STEPS;
}

/** Components the wizard can weigh; RELIABILITY comes only through the trust flow. */
export const WIZARD_COMPONENTS = [
  'DISC',
  'CURRICULUM',
  'COMPETENCE',
  'KNOWLEDGE_TEST',
  'INTERVIEW',
] as const satisfies readonly ComponentType[];
export type WizardComponent = (typeof WIZARD_COMPONENTS)[number];

export function componentsFor(kind: ProcessKind): readonly ComponentType[] {
  if (kind === 'TRUST') return ['RELIABILITY'];
  if (kind === 'CONTROLLED_BASIC') return WIZARD_COMPONENTS.filter((type) => type !== 'CURRICULUM');
  return WIZARD_COMPONENTS;
}

export const PROCESS_NAME_MIN = 3;
export const PROCESS_NAME_MAX = 150;
export const DESCRIPTION_MAX = 5000;
export const SHORT_TEXT_MAX = 150;
export const LIST_MAX = 30;
export const COMPETENCES_MAX = 10;
export const KNOWLEDGE_TESTS_MAX = 3;
export const INTERVIEW_QUESTIONS_MAX = 15;
export const KNOCKOUT_QUESTIONS_MAX = 10;
/** Default interview answer time, in seconds. */
export const DEFAULT_ANSWER_TIME = 120;
/** Default knowledge test: 15 questions in 20 minutes. */
export const DEFAULT_KNOWLEDGE_QUESTIONS = 15;
export const DEFAULT_KNOWLEDGE_TIME = 20;
/** The longest publication: a year (longer than 60 days needs Long_Duration_Processes). */
export const MAX_PUBLICATION_DAYS = 365;

export type Difficulty = keyof typeof DIFFICULTIES;
export const DIFFICULTY_NAMES = Object.keys(DIFFICULTIES) as Difficulty[];

/**
 * Text a person typed: trimmed, without control characters; a lone surrogate (half an emoji) is
 * refused rather than stored broken. Blocked words are refused with the words named.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function text(max: number, options: { min?: number; blocked?: boolean } = {}) {
  let schema = z
    .string({ error: msg('required') })
    .trim()
    .refine((value) => !LONE_SURROGATE.test(value), msg('regex'))
    // Control characters break e-mails and PDFs; tabs and newlines are fine.
    // eslint-disable-next-line no-control-regex
    .refine((value) => !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(value), msg('regex'))
    .refine((value) => [...value].length <= max, { message: msg('max'), params: { length: max } });
  if (options.min) {
    const min = options.min;
    schema = schema.refine((value) => [...value].length >= min, { message: msg('min'), params: { length: min } });
  }
  if (options.blocked) {
    return schema.superRefine((value, ctx) => {
      const words = findBlockedWords(value);
      if (words.length)
        ctx.addIssue({ code: 'custom', message: msg('blocked_words'), params: { words: words.join(', ') } });
    });
  }
  return schema;
}

/** The typed-text rules above, for the other launch schemas (question banks). */
export { text as typedText };

const int = (min: number, max: number) =>
  z
    .number({ error: msg('numeric') })
    .int(msg('numeric'))
    .min(min, msg('min_value'))
    .max(max, msg('max_value'));
const money = int(0, 1_000_000_000);
const catalogueName = text(SHORT_TEXT_MAX, { min: 1 });
/** A list of distinct catalogue names (cities, study areas, industries...). */
const nameList = z
  .array(catalogueName)
  .max(LIST_MAX, msg('max'))
  .refine((items) => new Set(items.map((item) => item.toLowerCase())).size === items.length, msg('duplicate'));
export const isoDaySchema = z
  .string({ error: msg('required') })
  .regex(/^\d{4}-\d{2}-\d{2}$/, msg('regex'))
  .refine(isCalendarDay, msg('regex'));

function rangeRule<T extends Record<string, unknown>>(from: keyof T & string, to: keyof T & string) {
  return (value: T, ctx: z.RefinementCtx) => {
    const low = value[from];
    const high = value[to];
    if (typeof low === 'number' && typeof high === 'number' && low > high) {
      ctx.addIssue({ code: 'custom', message: msg('range'), path: [to] });
    }
  };
}

function totalRule(path: string) {
  return (items: readonly { weight: number }[], ctx: z.RefinementCtx) => {
    const total = weightTotal(items);
    if (items.length > 0 && total !== WEIGHT_TOTAL) {
      ctx.addIssue({ code: 'custom', message: msg('weights_total'), params: { total }, path: [path] });
    }
  };
}

// ---------------------------------------------------------------------------------------------
// 1. Job profile
// ---------------------------------------------------------------------------------------------

const jobProfileFields = {
  name: text(PROCESS_NAME_MAX, { min: PROCESS_NAME_MIN, blocked: true }),
  /** A company position (job profile) by id, or a new one by name. */
  positionId: int(1, 2_147_483_647).nullable(),
  positionName: text(SHORT_TEXT_MAX, { min: 2, blocked: true }),
  countryCode: z.string().regex(/^[A-Z]{2}$/, msg('regex')),
  /** The city, a place of the places catalogue, by its uuid. */
  placeId: text(64, { min: 1 }),
  /** The city's name as chosen, so the wizard and the summary show it without asking the catalogue again. */
  placeName: text(SHORT_TEXT_MAX).optional(),
  description: text(DESCRIPTION_MAX, { min: 30, blocked: true }),
  confidential: z.boolean(),
  jobTemporality: z.enum(JOB_TEMPORALITIES),
  salaryFrom: money.nullable(),
  salaryTo: money.nullable(),
  currencyCode: z.string().regex(/^[A-Z]{3}$/, msg('regex')),
  agencyId: int(1, 2_147_483_647).nullable(),
  departmentId: int(1, 2_147_483_647).nullable(),
  /** The public title of the offer on job boards and the application page. */
  publicationInfoName: text(SHORT_TEXT_MAX, { min: PROCESS_NAME_MIN, blocked: true }),
  /** A video presenting the offer, shown on the application page. */
  videoUrl: text(2048)
    .refine((value) => value === '' || isSafeUrl(value), msg('url'))
    .nullable(),
};
const jobProfileShape = z.object(jobProfileFields);
export const jobProfileDraftSchema = jobProfileShape.partial().superRefine(rangeRule('salaryFrom', 'salaryTo'));
export const jobProfileSchema = jobProfileShape
  .extend({ positionId: jobProfileFields.positionId.optional() })
  .partial({
    positionId: true,
    placeName: true,
    agencyId: true,
    departmentId: true,
    salaryFrom: true,
    salaryTo: true,
    videoUrl: true,
  })
  .superRefine(rangeRule('salaryFrom', 'salaryTo'));
export type JobProfile = z.infer<typeof jobProfileDraftSchema>;

// ---------------------------------------------------------------------------------------------
// 2. Curriculum: the CV candidates fill and how it is scored
// ---------------------------------------------------------------------------------------------

export const QUESTION_TYPES = ['SINGLE_CHOICE', 'YES_NO'] as const;
const answerSchema = z.object({
  id: text(64).optional(),
  content: text(300, { min: 1 }),
  /** For a knock-out question: a wrong ("incorrect") answer disqualifies the candidate. */
  correct: z.boolean(),
});
export const knockoutQuestionSchema = z
  .object({
    id: text(64).optional(),
    type: z.enum(QUESTION_TYPES),
    content: text(500, { min: 5, blocked: true }),
    order: int(1, KNOCKOUT_QUESTIONS_MAX),
    discriminatory: z.boolean(),
    answerList: z.array(answerSchema).min(2, msg('min')).max(6, msg('max')),
  })
  .superRefine((question, ctx) => {
    if (!question.answerList.some((answer) => answer.correct)) {
      ctx.addIssue({ code: 'custom', message: msg('required'), path: ['answerList'] });
    }
  });
export type KnockoutQuestion = z.infer<typeof knockoutQuestionSchema>;

export const sectionWeightSchema = z.object({
  section: z.enum(CV_SECTION_NAMES as [CvSection, ...CvSection[]]),
  weight: int(0, 100),
});
export const DEFAULT_SECTION_WEIGHTS = CV_SECTION_NAMES.map((section) => ({ section, weight: CV_SECTIONS[section] }));
export const DEFAULT_LANGUAGES = [
  { languageId: 'es', level: 'NATIVE_OR_BILINGUAL' as const },
  // "Intermediate" is the middle of the five levels.
  { languageId: 'en', level: 'PROFESSIONAL_WORKING' as const },
];

const curriculumShape = z.object({
  personalInfo: z
    .object({
      ageFrom: int(16, 80).nullable(),
      ageTo: int(16, 80).nullable(),
      relocation: z.boolean(),
      cityList: nameList,
    })
    .superRefine(rangeRule('ageFrom', 'ageTo')),
  salary: z
    .object({
      salaryFrom: money.nullable(),
      salaryTo: money.nullable(),
      includeDefined: z.boolean(),
      currencyId: z.string().regex(/^[A-Z]{3}$/, msg('regex')),
    })
    .superRefine(rangeRule('salaryFrom', 'salaryTo')),
  education: z.object({
    studyAreaList: nameList,
    institutionList: nameList,
    degreeId: int(1, 1000).nullable(),
    status: z.enum(EDUCATION_STATUSES).nullable(),
  }),
  experience: z
    .object({
      areaList: nameList,
      subAreaList: nameList,
      industryList: nameList,
      jobTitleList: nameList,
      yearsFrom: int(0, 50).nullable(),
      yearsTo: int(0, 50).nullable(),
    })
    .superRefine(rangeRule('yearsFrom', 'yearsTo')),
  skillList: z
    .array(z.object({ skill: catalogueName, level: z.enum(SKILL_LEVELS) }))
    .max(LIST_MAX, msg('max'))
    .refine((items) => new Set(items.map((item) => item.skill.toLowerCase())).size === items.length, msg('duplicate')),
  languageList: z
    .array(z.object({ languageId: text(16, { min: 2 }), level: z.enum(LANGUAGE_LEVELS) }))
    .max(10, msg('max'))
    .refine((items) => new Set(items.map((item) => item.languageId)).size === items.length, msg('duplicate')),
  sectionList: z.array(sectionWeightSchema).max(CV_SECTION_NAMES.length, msg('max')),
  /** Knock-out ("discriminatory") questions: a wrong answer disqualifies. */
  questionList: z.array(knockoutQuestionSchema).max(KNOCKOUT_QUESTIONS_MAX, msg('max')),
});
export const curriculumDraftSchema = curriculumShape.partial();
export const curriculumSchema = curriculumShape.extend({
  sectionList: curriculumShape.shape.sectionList.superRefine(totalRule('sectionList')),
});
export type Curriculum = z.infer<typeof curriculumDraftSchema>;

// ---------------------------------------------------------------------------------------------
// 3. Competences (spec 3 "Profile competences save": competences, coveredFactorVersion, factorsReuse, optimized, tests)
// ---------------------------------------------------------------------------------------------

export const profileCompetenceSchema = z.object({
  /** The competence catalogue's code. */
  id: text(64, { min: 1 }),
  name: text(SHORT_TEXT_MAX, { min: 1 }),
  definition: text(1000).optional(),
  weight: int(0, 100),
  difficulty: z.enum(DIFFICULTY_NAMES as [Difficulty, ...Difficulty[]]),
});
export type ProfileCompetence = z.infer<typeof profileCompetenceSchema>;
const competenceList = z
  .array(profileCompetenceSchema)
  .max(COMPETENCES_MAX, msg('max'))
  .refine((items) => new Set(items.map((item) => item.id)).size === items.length, msg('duplicate'));
export const competencesDraftSchema = z.object({
  competences: competenceList,
  coveredFactorVersion: int(0, 1000).nullable().optional(),
  factorsReuse: z.boolean().optional(),
  optimized: z.boolean().optional(),
});
export const competencesSchema = competencesDraftSchema.extend({
  competences: competenceList.min(1, msg('required')).superRefine(totalRule('competences')),
});
export type CompetencesStep = z.infer<typeof competencesDraftSchema>;

// ---------------------------------------------------------------------------------------------
// 4. Tests: DISC and knowledge tests from a question bank
// ---------------------------------------------------------------------------------------------

export const knowledgeTestSchema = z.object({
  questionBankId: int(1, 2_147_483_647),
  name: text(SHORT_TEXT_MAX, { min: 1 }),
  difficulty: z.enum(DIFFICULTY_NAMES as [Difficulty, ...Difficulty[]]),
  questionCount: int(5, 50),
  /** Minutes. */
  time: int(5, 180),
  timeControl: z.boolean(),
  weight: int(0, 100),
});
export type KnowledgeTest = z.infer<typeof knowledgeTestSchema>;
const knowledgeList = z
  .array(knowledgeTestSchema)
  .max(KNOWLEDGE_TESTS_MAX, msg('max'))
  .refine((items) => new Set(items.map((item) => item.questionBankId)).size === items.length, msg('duplicate'));
export const testsDraftSchema = z.object({ disc: z.boolean(), knowledge: knowledgeList }).partial();
export const testsSchema = z.object({
  disc: z.boolean(),
  knowledge: knowledgeList.superRefine(totalRule('knowledge')),
});
export type TestsStep = z.infer<typeof testsDraftSchema>;

// ---------------------------------------------------------------------------------------------
// 5. Interview
// ---------------------------------------------------------------------------------------------

export const interviewQuestionSchema = z.object({
  id: text(64).optional(),
  /** The bank question it came from, when it came from one. */
  questionId: int(1, 2_147_483_647).nullable().optional(),
  content: text(500, { min: 5, blocked: true }),
  order: int(1, INTERVIEW_QUESTIONS_MAX),
});
export type InterviewQuestion = z.infer<typeof interviewQuestionSchema>;
const interviewShape = z.object({
  questionBankId: int(1, 2_147_483_647).nullable(),
  /** Whether Terna's default opening questions (presentation, motivation) come first. */
  defaultQuestions: z.boolean(),
  /** Seconds a candidate has to record each answer. */
  answerTime: int(30, 600),
  questions: z.array(interviewQuestionSchema).max(INTERVIEW_QUESTIONS_MAX, msg('max')),
});
export const interviewDraftSchema = interviewShape.partial();
export const interviewSchema = interviewShape.extend({
  questions: interviewShape.shape.questions.min(1, msg('required')),
});
export type InterviewStep = z.infer<typeof interviewDraftSchema>;

// ---------------------------------------------------------------------------------------------
// 6. Components and weights
// ---------------------------------------------------------------------------------------------

export const componentWeightSchema = z.object({
  componentType: z.enum(['DISC', 'CURRICULUM', 'COMPETENCE', 'KNOWLEDGE_TEST', 'INTERVIEW', 'RELIABILITY']),
  weight: int(0, 100),
  minValueToPass: int(0, 100),
  order: int(1, 6),
});
export type ComponentWeight = z.infer<typeof componentWeightSchema>;
const componentList = z
  .array(componentWeightSchema)
  .max(6, msg('max'))
  .refine((items) => new Set(items.map((item) => item.componentType)).size === items.length, msg('duplicate'));
export const componentsDraftSchema = z.object({ components: componentList });
export const componentsSchema = z.object({
  components: componentList.min(1, msg('required')).superRefine(totalRule('components')),
});
export type ComponentsStep = z.infer<typeof componentsDraftSchema>;

// ---------------------------------------------------------------------------------------------
// Trust features (cap-launch-trust-features): the optional checks beside theft, integrity and lie
// ---------------------------------------------------------------------------------------------

export const trustFeaturesSchema = z.object({
  checks: z
    .array(z.enum(TRUST_CHECKS_OPTIONAL))
    .max(TRUST_CHECKS_OPTIONAL.length, msg('max'))
    .refine((items) => new Set(items).size === items.length, msg('duplicate')),
});
export type TrustFeatures = z.infer<typeof trustFeaturesSchema>;

// ---------------------------------------------------------------------------------------------
// 7. Dates and publication (spec 3 "Create-process draft": startDate, endDate, publicationSite)
// ---------------------------------------------------------------------------------------------

export const DAY_MS = 86_400_000;
export const daysBetween = (startDay: string, endDay: string) =>
  Math.round((Date.parse(`${endDay}T00:00:00Z`) - Date.parse(`${startDay}T00:00:00Z`)) / DAY_MS);

/** Today in a time zone, as yyyy-MM-dd: "not in the past" is judged on the process's calendar. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const datesShape = z.object({
  startDate: isoDaySchema,
  endDate: isoDaySchema,
  /** Job boards (multiposting codes of client/companies/publication) the offer is published on. */
  publicationSite: z
    .array(z.string().regex(/^\d{5}$/, msg('regex')))
    .max(7, msg('max'))
    .refine((items) => new Set(items).size === items.length, msg('duplicate')),
  /** Whether anyone with the public application link may apply. */
  isPublic: z.boolean(),
});

function datesRule(today: string) {
  return (value: Partial<z.infer<typeof datesShape>>, ctx: z.RefinementCtx) => {
    if (value.startDate && value.startDate < today) {
      ctx.addIssue({
        code: 'custom',
        message: msg('start_not_past'),
        params: { min: displayDay(today) },
        path: ['startDate'],
      });
    }
    if (value.startDate && value.endDate) {
      const days = daysBetween(value.startDate, value.endDate);
      if (days <= 0) ctx.addIssue({ code: 'custom', message: msg('end_after_start'), path: ['endDate'] });
      else if (days > MAX_PUBLICATION_DAYS) {
        const params = { max: MAX_PUBLICATION_DAYS };
        ctx.addIssue({ code: 'custom', message: msg('max_value'), params, path: ['endDate'] });
      }
    }
  };
}

/** The dates step, judged against today (yyyy-MM-dd in the process's time zone). */
export const datesDraftSchema = (today: string) => datesShape.partial().superRefine(datesRule(today));
export const datesSchema = (today: string) => datesShape.superRefine(datesRule(today));
export type DatesStep = z.infer<typeof datesShape>;

// ---------------------------------------------------------------------------------------------
// The whole draft and what launch still needs
// ---------------------------------------------------------------------------------------------

/** Everything the wizard has saved for a process; each part may be missing or half done. */
export interface LaunchDraft {
  jobProfile?: Partial<JobProfile> | null;
  curriculum?: Curriculum | null;
  competences?: CompetencesStep | null;
  tests?: TestsStep | null;
  interview?: InterviewStep | null;
  components?: ComponentsStep | null;
  trustFeatures?: TrustFeatures | null;
  dates?: Partial<DatesStep> | null;
  /** Set at launch, not by a step: the last day the publication is paid for (the edit rules' end-date limit). */
  paid?: { endDate: string } | null;
}

/** One thing that keeps a draft from launching: the step to fix it in, the field and the message key. */
export interface LaunchIssue {
  step: WizardStep;
  field: string;
  message: string;
  params?: Record<string, unknown>;
}

function issuesOf(step: WizardStep, schema: z.ZodType, value: unknown): LaunchIssue[] {
  const result = schema.safeParse(value ?? {});
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    step,
    field: issue.path.join('.') || step,
    message: issue.message.startsWith('validation.') ? issue.message : msg('required'),
    ...('params' in issue && issue.params ? { params: issue.params as Record<string, unknown> } : {}),
  }));
}

const COMPONENT_STEP: Partial<Record<ComponentType, WizardStep>> = {
  CURRICULUM: 'curriculum',
  COMPETENCE: 'competences',
  KNOWLEDGE_TEST: 'tests',
  DISC: 'tests',
  INTERVIEW: 'interview',
};

/**
 * What a draft lacks to be launched, in wizard order; empty when it can launch. A step is checked
 * only when one of the chosen components needs it (no interview questions without INTERVIEW).
 */
export function launchIssues(draft: LaunchDraft, kind: ProcessKind, today: string): LaunchIssue[] {
  const issues: LaunchIssue[] = [...issuesOf('job-profile', jobProfileSchema, draft.jobProfile)];
  if (kind === 'TRUST') {
    issues.push(...issuesOf('trust-features', trustFeaturesSchema, draft.trustFeatures));
  } else {
    const chosen = new Set((draft.components?.components ?? []).map((c) => c.componentType));
    const allowed = new Set(componentsFor(kind));
    if (chosen.has('CURRICULUM')) issues.push(...issuesOf('curriculum', curriculumSchema, draft.curriculum));
    if (chosen.has('COMPETENCE')) issues.push(...issuesOf('competences', competencesSchema, draft.competences));
    if (chosen.has('KNOWLEDGE_TEST')) {
      issues.push(...issuesOf('tests', testsSchema, draft.tests));
      if (!draft.tests?.knowledge?.length) issues.push({ step: 'tests', field: 'knowledge', message: msg('required') });
    }
    if (chosen.has('DISC') && !draft.tests?.disc)
      issues.push({ step: 'tests', field: 'disc', message: msg('required') });
    if (chosen.has('INTERVIEW')) issues.push(...issuesOf('interview', interviewSchema, draft.interview));
    issues.push(...issuesOf('components', componentsSchema, draft.components));
    for (const type of chosen) {
      if (!allowed.has(type))
        issues.push({ step: 'components', field: 'components', message: msg('regex'), params: { type } });
    }
  }
  issues.push(...issuesOf('dates', datesSchema(today), draft.dates));
  return issues;
}

/** The step where a component's settings live (for the summary's edit links). */
export const stepOfComponent = (type: ComponentType): WizardStep => COMPONENT_STEP[type] ?? 'components';

/** The steps that hold a part of the draft; the summary shows them all and saves nothing. */
export type DataStep = Exclude<WizardStep, 'summary'>;

/** Where each step keeps its part of the draft (decision 013, `processes.launch_draft`). */
export const DRAFT_KEY = {
  'job-profile': 'jobProfile',
  curriculum: 'curriculum',
  competences: 'competences',
  tests: 'tests',
  interview: 'interview',
  components: 'components',
  'trust-features': 'trustFeatures',
  dates: 'dates',
} as const satisfies Record<DataStep, keyof LaunchDraft>;

/**
 * The schema a step is saved with, on "Siguiente" in the web and again by the server; the dates step
 * judges "not in the past" against `today` (yyyy-MM-dd in the process's time zone).
 */
export function stepDraftSchema(step: DataStep, today: string): z.ZodType {
  switch (step) {
    case 'job-profile':
      return jobProfileDraftSchema;
    case 'curriculum':
      return curriculumDraftSchema;
    case 'competences':
      return competencesDraftSchema;
    case 'tests':
      return testsDraftSchema;
    case 'interview':
      return interviewDraftSchema;
    case 'components':
      return componentsDraftSchema;
    case 'trust-features':
      return trustFeaturesSchema;
    case 'dates':
      return datesDraftSchema(today);
  }
}
