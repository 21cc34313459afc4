import {
  CANDIDATE_SOURCES,
  COMPONENT_STATUSES,
  COMPONENT_TYPES,
  CV_SECTIONS,
  DISC_ARCHETYPES,
  FEELING_NAMES,
  LOCALES,
  PERSON_STATUS_NAMES,
  PROCESS_STATUSES,
  type CvSection,
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

// Enums several modules carry. The other modules' helpers may define the same ones: the exact names
// `<Name>Enum` / `<Name>` let the merge keep one.

export const ComponentTypeEnum = enumFromDomain(
  'ComponentType',
  COMPONENT_TYPES,
  'An evaluated component of a job opportunity, in the default order of a job.',
  {
    DISC: 'The DISC behavioural profile.',
    CURRICULUM: 'The curriculum vitae and its filter questions.',
    COMPETENCE: 'The competence assessment.',
    KNOWLEDGE_TEST: 'The knowledge test.',
    INTERVIEW: 'The virtual interview, graded by a reviewer.',
    RELIABILITY: 'The trust (reliability) evaluation, shown as TRUST.',
  },
);

export const ComponentStatusEnum = enumFromDomain(
  'ComponentStatus',
  COMPONENT_STATUSES,
  'Where a candidate’s result of one component stands.',
  {
    PENDING: 'Not taken yet, or no result.',
    PROCESSING: 'Taken; the result is being computed.',
    SUCCESS: 'Passed.',
    REJECT: 'Did not reach the minimum to pass.',
    PENDING_GRADE: 'Taken; waits for a reviewer’s grade (interviews).',
  },
);

export const PersonStatusEnum = enumFromDomain(
  'PersonStatus',
  PERSON_STATUS_NAMES,
  'Where a candidate’s evaluation in a process stands.',
  {
    ENDED: 'Every component finished.',
    INPROGRESS: 'Started, not finished.',
    OPEN: 'Invited, not started.',
    DISQUALIFIED: 'Stopped by a rejected component.',
  },
);

export const ProcessStatusEnum = enumFromDomain(
  'ProcessStatus',
  PROCESS_STATUSES,
  'The lifecycle state of a process.',
  {
    DRAFT: 'Being prepared; not launched.',
    LAUNCHED: 'Open: candidates may be invited and evaluated.',
    CLOSED: 'Ended: no new evaluations.',
    CANCELED: 'Cancelled before it ended.',
  },
);

export const FeelingEnum = enumFromDomain('Feeling', FEELING_NAMES, 'A reviewer’s verdict on a finished candidate.', {
  YES: 'I like them (“Me gusta”): on the shortlist.',
  MAYBE: 'Perhaps (“Tal vez”): on the shortlist.',
  NO: 'I do not like them (“No me gusta”): off the shortlist.',
});

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

export const DiscArchetypeEnum = enumFromDomain(
  'DiscArchetype',
  DISC_ARCHETYPES,
  'A DISC archetype: the dominant factor first; a lower-case second letter leans that way, two capitals are balanced. The case is part of the name, so the values are not all capitals.',
  {
    Dc: 'Dominance, leaning to conscientiousness.',
    D: 'Dominance alone.',
    Di: 'Dominance, leaning to influence.',
    DI: 'Dominance and influence, balanced.',
    Id: 'Influence, leaning to dominance.',
    I: 'Influence alone.',
    Is: 'Influence, leaning to steadiness.',
    IS: 'Influence and steadiness, balanced.',
    Si: 'Steadiness, leaning to influence.',
    S: 'Steadiness alone.',
    Sc: 'Steadiness, leaning to conscientiousness.',
    SC: 'Steadiness and conscientiousness, balanced.',
    Cs: 'Conscientiousness, leaning to steadiness.',
    C: 'Conscientiousness alone.',
    Cd: 'Conscientiousness, leaning to dominance.',
    CD: 'Conscientiousness and dominance, balanced.',
  },
);

export const CvSectionEnum = enumFromDomain(
  'CvSection',
  Object.keys(CV_SECTIONS) as CvSection[],
  'A scored section of a curriculum vitae; its weight in the CV score is in parentheses.',
  {
    EDUCATION: 'Education (35%).',
    EXPERIENCE: 'Work experience (30%).',
    LANGUAGE: 'Languages (5%).',
    PERSONAL_INFO: 'Personal information (5%).',
    SALARY: 'Salary expectation (20%).',
    SKILL: 'Skills (5%).',
  },
);

export const LocaleEnum = enumFromDomain(
  'Locale',
  LOCALES,
  'A language of the product, as its ISO 639-1 code in lower case (the code is the value, so it is not in capitals).',
  { es: 'Spanish, the default.', en: 'English.' },
);
