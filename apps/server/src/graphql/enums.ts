import {
  CANDIDATE_SOURCES,
  COMPANY_PLAN_TYPES,
  COMPONENT_STATUSES,
  COMPONENT_TYPES,
  CV_SECTION_NAMES,
  DISC_ARCHETYPES,
  DISC_FACTORS,
  ENVIRONMENT_TYPES,
  FEELING_NAMES,
  GENDERS,
  LOCALES,
  MARITAL_STATUSES,
  PERSON_STATUS_NAMES,
  PLAN_STATUSES,
  PROCESS_STATUSES,
  PRODUCT_TYPES,
  REVIEWER_KINDS,
  RISK_LEVELS,
  MEMBER_ROLES,
  SORT_ORDERS,
  TRUST_CHECKS,
} from '@terna/domain';
import { builder } from './builder.js';

/**
 * A GraphQL enum from a tuple of packages/domain: the domain stays the one source of the values, and
 * `descriptions` (one per value, checked by the type) documents each in the schema.
 */
export function enumFromDomain<const Value extends string>(
  name: string,
  values: readonly Value[],
  description: string,
  descriptions: Record<Value, string>,
) {
  return builder.enumType(name, {
    description,
    values: Object.fromEntries(values.map((value) => [value, { value, description: descriptions[value] }])) as {
      [K in Value]: { value: K; description: string };
    },
  });
}

// The closed sets several modules carry. A module's own set lives in that module's graphql file.

export const ProcessStatusEnum = enumFromDomain('ProcessStatus', PROCESS_STATUSES, 'Where a process is in its life.', {
  DRAFT: 'Being prepared: not launched yet, candidates cannot take it.',
  LAUNCHED: 'Running: candidates take their evaluations.',
  CLOSED: 'Finished: no more evaluations; results stay readable.',
  CANCELED: 'Withdrawn before it finished.',
});

export const PersonStatusEnum = enumFromDomain(
  'PersonStatus',
  PERSON_STATUS_NAMES,
  'Where a candidate (process person) is in a process.',
  {
    ENDED: 'Finished every component of the process.',
    INPROGRESS: 'Started the evaluations and has not finished them.',
    OPEN: 'Invited and has not started yet.',
    DISQUALIFIED: 'Fell below the minimum of a component.',
  },
);

export const ProductTypeEnum = enumFromDomain('ProductType', PRODUCT_TYPES, 'The product a process sells.', {
  CAP: 'The full evaluation: the components the job opportunity chooses.',
  KNOWLEDGE: 'A knowledge test only.',
  CURRICULUM: 'A CV match only.',
  INTERVIEW: 'A recorded interview only.',
  DISC: 'A DISC behaviour profile only.',
  EVALUATION_360: 'A 360-degree evaluation.',
  ALL: 'Every product.',
});

export const CompanyPlanTypeEnum = enumFromDomain(
  'CompanyPlanType',
  COMPANY_PLAN_TYPES,
  'The kind of plan a company pays with.',
  {
    CREDIT: 'Pays each process with credits.',
    PROCESS: 'E-talent: a number of processes.',
    FREEMIUM: 'The free plan.',
    USER: 'Pays per user.',
    TALENT_POOL: 'Views of the talent pool.',
    RELIABILITY: 'Trust (reliability) evaluations.',
  },
);

export const PlanStatusEnum = enumFromDomain('PlanStatus', PLAN_STATUSES, 'Whether a company plan can be used.', {
  ACTIVE: 'In force: the company can use it.',
  INACTIVE: 'Not in force yet, or suspended.',
  EXPIRED: 'Past its end date.',
  CANCELLED: 'Cancelled before its end date.',
});

export const EnvironmentTypeEnum = enumFromDomain(
  'EnvironmentType',
  ENVIRONMENT_TYPES,
  'How candidates reach a process.',
  {
    EMAIL: 'Each candidate gets a personal invitation by e-mail.',
    CONTROLLED: 'Candidates open the process’s shared link.',
  },
);

export const ComponentTypeEnum = enumFromDomain(
  'ComponentType',
  COMPONENT_TYPES,
  'An evaluated component of a job opportunity.',
  {
    DISC: 'The DISC behaviour profile.',
    CURRICULUM: 'The CV match against the job.',
    COMPETENCE: 'The competence test.',
    KNOWLEDGE_TEST: 'The knowledge test.',
    INTERVIEW: 'The recorded interview, graded by the company.',
    RELIABILITY: 'The trust (reliability) evaluation, shown as TRUST.',
  },
);

export const ComponentStatusEnum = enumFromDomain(
  'ComponentStatus',
  COMPONENT_STATUSES,
  'Where a candidate’s component stands.',
  {
    PENDING: 'Not taken yet.',
    PROCESSING: 'Taken; the result is being computed.',
    SUCCESS: 'Passed: the result reaches the minimum, or there is none.',
    REJECT: 'Failed: the result is below the minimum.',
    PENDING_GRADE: 'Taken; waits for a company user’s grade (the interview).',
  },
);

export const FeelingEnum = enumFromDomain('Feeling', FEELING_NAMES, 'A reviewer’s opinion of a candidate.', {
  YES: 'Likes the candidate ("Me gusta").',
  MAYBE: 'Unsure ("Tal vez").',
  NO: 'Does not like the candidate ("No me gusta").',
});

export const ReviewerKindEnum = enumFromDomain('ReviewerKind', REVIEWER_KINDS, 'Who gave a feeling.', {
  USER: 'A user of the company.',
  OBSERVER: 'An external observer invited to the process.',
});

export const SortOrderEnum = enumFromDomain('SortOrder', SORT_ORDERS, 'The direction of a sort.', {
  ASC: 'Smallest or earliest first.',
  DESC: 'Largest or latest first.',
});

export const GenderEnum = enumFromDomain('Gender', GENDERS, 'A person’s gender as they declared it.', {
  MALE: 'Male.',
  FEMALE: 'Female.',
  UNDEFINED: 'Not declared.',
});

export const MaritalStatusEnum = enumFromDomain(
  'MaritalStatus',
  MARITAL_STATUSES,
  'A person’s marital status as they declared it.',
  {
    SINGLE: 'Single.',
    MARRIED: 'Married.',
    DIVORCED: 'Divorced.',
    WIDOWER: 'Widowed.',
    UNION: 'In a civil union or living together.',
  },
);

export const DiscFactorEnum = enumFromDomain('DiscFactor', DISC_FACTORS, 'A factor of the DISC profile.', {
  D: 'Dominance.',
  I: 'Influence.',
  S: 'Steadiness.',
  C: 'Conscientiousness.',
});

// The spec's archetype names mix cases (Dc is not DC): the values are kept as they are on the wire.
export const DiscArchetypeEnum = enumFromDomain(
  'DiscArchetype',
  DISC_ARCHETYPES,
  'One of the 16 DISC archetypes: the dominant factor, then the one it leans to (lower case) or balances (capital).',
  {
    Dc: 'Dominance leaning to conscientiousness.',
    D: 'Dominance.',
    Di: 'Dominance leaning to influence.',
    DI: 'Dominance and influence balanced.',
    Id: 'Influence leaning to dominance.',
    I: 'Influence.',
    Is: 'Influence leaning to steadiness.',
    IS: 'Influence and steadiness balanced.',
    Si: 'Steadiness leaning to influence.',
    S: 'Steadiness.',
    Sc: 'Steadiness leaning to conscientiousness.',
    SC: 'Steadiness and conscientiousness balanced.',
    Cs: 'Conscientiousness leaning to steadiness.',
    C: 'Conscientiousness.',
    Cd: 'Conscientiousness leaning to dominance.',
    CD: 'Conscientiousness and dominance balanced.',
  },
);

export const CvSectionEnum = enumFromDomain(
  'CvSection',
  CV_SECTION_NAMES,
  'A CV section the curriculum match scores, with its weight in percent.',
  {
    EDUCATION: 'Education (35%).',
    EXPERIENCE: 'Work experience (30%).',
    LANGUAGE: 'Languages (5%).',
    PERSONAL_INFO: 'Personal information (5%).',
    SALARY: 'Salary expectation (20%).',
    SKILL: 'Skills (5%).',
  },
);

export const TrustCheckEnum = enumFromDomain('TrustCheck', TRUST_CHECKS, 'A check of the trust evaluation.', {
  THEFT: 'Attitude to theft (always checked).',
  INTEGRITY: 'Integrity (always checked).',
  LIE: 'Honesty of the answers (always checked).',
  VIOLENCE: 'Attitude to violence (optional).',
  MOBBING: 'Attitude to workplace harassment (optional).',
  DRUGS: 'Attitude to drugs (optional).',
});

export const RiskLevelEnum = enumFromDomain('RiskLevel', RISK_LEVELS, 'The risk a trust check found.', {
  HIGH_RISK: 'High risk.',
  MID_RISK: 'Medium risk.',
  LOW_RISK: 'Low risk.',
});

export const RoleEnum = enumFromDomain(
  'Role',
  MEMBER_ROLES,
  'A user’s role in a company; it decides their permissions.',
  {
    OWNER: 'Runs the company account: every permission, users and credits included.',
    RECRUITER: 'Runs processes and candidates.',
    VIEWER: 'Reads processes and results; changes nothing and sees no balance.',
    CUSTOM: 'One of the company’s own roles: the permissions its administrators chose.',
  },
);

export const CandidateSourceEnum = enumFromDomain(
  'CandidateSource',
  CANDIDATE_SOURCES,
  'How a candidate came to a process.',
  {
    NOT_SOURCE: 'Unknown or not recorded.',
    CAP_ADDED: 'Invited by hand by a company user.',
    E_TALENT: 'Came from the e-talent portal.',
    TALENT_POOL: 'Came from the company’s talent pool.',
    JOB_BOARD: 'Applied through a job board.',
    BOT_RECRUITER: 'Brought by the recruiting bot.',
  },
);

export const LocaleEnum = enumFromDomain(
  'Locale',
  LOCALES,
  'A language of the product, as its ISO 639-1 code in lower case (the code is the value, so it is not in capitals).',
  { es: 'Spanish, the default.', en: 'English.' },
);
