// Shared enumerations of spec 2 section 3.1 and spec 3. Values are the API contract.
export const PLAN_STATUSES = ['ACTIVE', 'INACTIVE', 'EXPIRED', 'CANCELLED'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

export const TRANSACTION_TYPES = ['DEBIT', 'CREDIT', 'OVERDRAW', 'PAY_OVERDRAW'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const ORDER_STATES = ['PENDING', 'PAID', 'CANCELED', 'EXPIRED'] as const;

export const COMPANY_PLAN_TYPES = ['CREDIT', 'PROCESS', 'FREEMIUM', 'USER', 'TALENT_POOL', 'RELIABILITY'] as const;
export type CompanyPlanType = (typeof COMPANY_PLAN_TYPES)[number];

export const PROCESS_STATUSES = ['DRAFT', 'LAUNCHED', 'CLOSED', 'CANCELED'] as const;
export type ProcessStatus = (typeof PROCESS_STATUSES)[number];

/** Process person status with its sort order and whether it counts as finished (spec 2 section 3.1). */
export const PERSON_STATUSES = {
  ENDED: { order: 1, finished: true },
  INPROGRESS: { order: 2, finished: false },
  OPEN: { order: 3, finished: false },
  DISQUALIFIED: { order: 4, finished: true },
} as const;
export type PersonStatus = keyof typeof PERSON_STATUSES;
export const PERSON_STATUS_NAMES = Object.keys(PERSON_STATUSES) as PersonStatus[];

export const PRODUCT_TYPES = ['CAP', 'KNOWLEDGE', 'CURRICULUM', 'INTERVIEW', 'DISC', 'EVALUATION_360', 'ALL'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const PAYMENT_TYPES = ['CLIENT', 'EVALUATED', 'BOTH', 'DEFERRED_EVALUATED', 'FREEMIUM'] as const;
export const ENVIRONMENT_TYPES = ['EMAIL', 'CONTROLLED'] as const;
export type EnvironmentType = (typeof ENVIRONMENT_TYPES)[number];
export const JOB_TEMPORALITIES = ['FULL_TIME', 'TEMPORARY', 'MIDDLE_TIME'] as const;

export const EVALUATION_STATUSES = [
  'PENDING',
  'INPROGRESS',
  'COMPLETED',
  'SUSPENDED',
  'RESUMED',
  'POSTPONED',
  'FINISHED',
  'DELETED',
  'PROCESSING',
  'INTERRUPTED',
  'INTERRUPTED_TIMEOUT',
] as const;

export const COMPONENT_STATUSES = ['PENDING', 'PROCESSING', 'SUCCESS', 'REJECT', 'PENDING_GRADE'] as const;
export type ComponentStatus = (typeof COMPONENT_STATUSES)[number];

/** Evaluated components of a job opportunity, in their default order; RELIABILITY is shown as TRUST, order 6. */
export const COMPONENT_TYPES = [
  'DISC',
  'CURRICULUM',
  'COMPETENCE',
  'KNOWLEDGE_TEST',
  'INTERVIEW',
  'RELIABILITY',
] as const;
export type ComponentType = (typeof COMPONENT_TYPES)[number];
export const RELIABILITY_COMPONENT_ORDER = 6;

export const INVITATION_STATUSES = ['PENDING', 'ACTIVATED', 'CANCELLED'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
export const INVITED_TYPES = ['USER', 'CANDIDATE'] as const;
export const PERIODICITIES = ['WEEKLY', 'MONTHLY', 'QUARTERLY', 'BIANNUALLY', 'ANNUALLY'] as const;
export const GENDERS = ['MALE', 'FEMALE', 'UNDEFINED'] as const;
export type Gender = (typeof GENDERS)[number];
export const MARITAL_STATUSES = ['SINGLE', 'MARRIED', 'DIVORCED', 'WIDOWER', 'UNION'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];
export const CONTACT_TYPES = ['EMAIL', 'MOBILE', 'HOME'] as const;
export const LANGUAGE_LEVELS = [
  'ELEMENTARY',
  'LIMITED_WORKING',
  'PROFESSIONAL_WORKING',
  'FULL_PROFESSIONAL',
  'NATIVE_OR_BILINGUAL',
] as const;
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number];
export const SKILL_LEVELS = ['INDIFFERENT', 'LOW', 'MEDIUM', 'HIGH'] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];

export const REALMS = ['evcore', 'evbasic', 'master', 'evexternal'] as const;
export type Realm = (typeof REALMS)[number];
export const COMPANY_REALM: Realm = 'evcore';
export const OBSERVER_REALM: Realm = 'evexternal';

/** Whose account a user is: CLIENT for company staff, SYSTEM for Terna's own administrators (the resource centre). */
export const ROLE_TYPES = ['EVALUAR', 'CLIENT', 'SYSTEM', 'FREEMIUM'] as const;
export type RoleType = (typeof ROLE_TYPES)[number];
/** What a member sees: the whole company, one agency, or one department (of one agency). */
export const USER_SCOPES = ['company', 'agency', 'department'] as const;
export type UserScope = (typeof USER_SCOPES)[number];
/** A member's standing in a company: a deactivated member keeps their history but cannot act. */
export const MEMBER_STATUSES = ['ACTIVE', 'DEACTIVATED'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const DIFFICULTIES = { EASY: 2, MEDIUM: 4, HARD: 6, CUSTOM: 8 } as const;

/** Company size: PYME (small business) or ENTERPRISE; the zero-credit banner targets PYME. */
export const COMPANY_TYPES = ['ENTERPRISE', 'PYME'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

/** A hire's state: ACTIVE counts as hired; a CANCELLED one (older data) is shown but does not count. */
export const HIRE_STATUSES = ['ACTIVE', 'CANCELLED'] as const;
export type HireStatus = (typeof HIRE_STATUSES)[number];

/** What a company may ask the sales team for: more credits, or more talent-pool views. */
export const CREDIT_REQUEST_KINDS = ['VIEWS', 'CREDITS'] as const;
export type CreditRequestKind = (typeof CREDIT_REQUEST_KINDS)[number];

export const CANDIDATE_SOURCES = [
  'NOT_SOURCE',
  'CAP_ADDED',
  'E_TALENT',
  'TALENT_POOL',
  'JOB_BOARD',
  'BOT_RECRUITER',
] as const;
export type CandidateSource = (typeof CANDIDATE_SOURCES)[number];

export const FEELINGS = { YES: 1, MAYBE: 2, NO: 3 } as const;
export type Feeling = keyof typeof FEELINGS;

export const DISC_ARCHETYPES = [
  'Dc',
  'D',
  'Di',
  'DI',
  'Id',
  'I',
  'Is',
  'IS',
  'Si',
  'S',
  'Sc',
  'SC',
  'Cs',
  'C',
  'Cd',
  'CD',
] as const;
export type DiscArchetype = (typeof DISC_ARCHETYPES)[number];

export const TRUST_CHECKS_REQUIRED = ['THEFT', 'INTEGRITY', 'LIE'] as const;
export const TRUST_CHECKS_OPTIONAL = ['VIOLENCE', 'MOBBING', 'DRUGS'] as const;
/** Trust result codes: 1 reliable, 2 medium, 3 unreliable; NOT_INVITED; anything else pending. */
export const TRUST_RESULT_CODES = ['1', '2', '3', 'NOT_INVITED'] as const;
export const RISK_LEVELS = ['HIGH_RISK', 'MID_RISK', 'LOW_RISK'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];
/** Every trust check a trust result may list: the required ones first. */
export const TRUST_CHECKS = [...TRUST_CHECKS_REQUIRED, ...TRUST_CHECKS_OPTIONAL] as const;
export type TrustCheck = (typeof TRUST_CHECKS)[number];

export const REPORT_GENERATION_STATUSES = ['COMPLETED', 'WAITING', 'IN_PROGRESS', 'IN_QUEUE'] as const;
export const CV_SECTIONS = {
  EDUCATION: 35,
  EXPERIENCE: 30,
  LANGUAGE: 5,
  PERSONAL_INFO: 5,
  SALARY: 20,
  SKILL: 5,
} as const;
export type CvSection = keyof typeof CV_SECTIONS;
export const CV_SECTION_NAMES = Object.keys(CV_SECTIONS) as CvSection[];

export const FEATURES = [
  'MULTI_LANGUAGE',
  'ZOOM_INTEGRATION',
  'COMPANY_REPORTS',
  'ANALYTIC_REPORT',
  'PROCESS_VIEW_ADMIN',
  'AI_PROFILE',
] as const;
export type FeatureName = (typeof FEATURES)[number];
/** Plan features, checked by slug (spec 1 section 6). */
export const PLAN_FEATURE_SLUGS = { LONG_DURATION_PROCESSES: 'Long_Duration_Processes' } as const;

export const PRIVACY_POLICY_NAME = 'PRIVACY_POLICIES';

/** Whether `value` is one of a closed set's values: narrows text read from storage to the domain's union. */
export const isOneOf = <const Value extends string>(values: readonly Value[], value: unknown): value is Value =>
  typeof value === 'string' && (values as readonly string[]).includes(value);
