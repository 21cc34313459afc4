import { z } from 'zod';
import { idSchema } from '../validation/id.js';
import { msg } from '../validation/messages.js';

/**
 * The CV search of spec 3 section 7 ("CV search") and spec 2 section 7.1: two pools, field weights,
 * 10 results per page, a long cache. The talent pool holds people of other companies who opted in
 * to be found; my-base holds everyone who applied to or was evaluated by the company, plus the CVs
 * it bought.
 */
export const CV_SEARCH_POOLS = ['TALENT_POOL', 'MY_BASE'] as const;
export type CvSearchPool = (typeof CV_SEARCH_POOLS)[number];

/** Results per page (spec 3 section 9). */
export const CV_SEARCH_PAGE_SIZE = 10;
/** How long a search's results may be cached (spec 3 section 9: 216,000 s, 60 hours). */
export const CV_SEARCH_CACHE_SECONDS = 216_000;
/** The deepest page a search pages to: past it nobody reads, and the offset would cost every request. */
export const CV_SEARCH_MAX_PAGE = 100;
/** The longest search text: longer text is refused with a form message, never truncated silently. */
export const CV_SEARCH_TEXT_MAX_LENGTH = 200;
/** Words shorter than this must match exactly; from it on, one typo is tolerated (spec is silent: issue 19). */
export const CV_SEARCH_TYPO_MIN_LENGTH = 5;

/**
 * The searchable fields of a CV, in the order of the spec's my-base field list ("person names" is two
 * fields, first and last name, which makes the eleven weights of my-base).
 */
export const CV_SEARCH_FIELDS = [
  'mainExperienceTitle',
  'experienceTitles',
  'firstName',
  'lastName',
  'studyArea',
  'educationTitle',
  'subArea',
  'skills',
  'description',
  'identification',
  'email',
] as const;
export type CvSearchField = (typeof CV_SEARCH_FIELDS)[number];

/** My-base weights, field by field: 120, 100, 50, 25, 20, 15, 10, 8, 4, 2, 1. */
export const MY_BASE_SEARCH_WEIGHTS: Readonly<Record<CvSearchField, number>> = {
  mainExperienceTitle: 120,
  experienceTitles: 100,
  firstName: 50,
  lastName: 25,
  studyArea: 20,
  educationTitle: 15,
  subArea: 10,
  skills: 8,
  description: 4,
  identification: 2,
  email: 1,
};

/**
 * Talent-pool weights 120, 30, 10, 4, 2, 2, 2: the same fields without the personal ones, since the
 * talent pool is anonymised until the CV is bought (a name, an id or an address must not find a person
 * the company may not see).
 */
export const TALENT_POOL_SEARCH_WEIGHTS: Readonly<Partial<Record<CvSearchField, number>>> = {
  mainExperienceTitle: 120,
  experienceTitles: 30,
  studyArea: 10,
  educationTitle: 4,
  subArea: 2,
  skills: 2,
  description: 2,
};

export function cvSearchWeights(pool: CvSearchPool): Readonly<Partial<Record<CvSearchField, number>>> {
  return pool === 'MY_BASE' ? MY_BASE_SEARCH_WEIGHTS : TALENT_POOL_SEARCH_WEIGHTS;
}

/** "Last activity" choices of the filter: within the last N days. */
export const CV_LAST_ACTIVITY_DAYS = [30, 90, 180, 365] as const;

const shortText = z.string().trim().min(1).max(120);
const count = z.number().int().min(0).max(100, msg('max_value'));

/** Filters of a CV search; every list is "any of", lists combine with "and". */
export const cvSearchFiltersSchema = z
  .object({
    /** ISO 3166 alpha-2 codes. */
    countryCodes: z.array(z.string().regex(/^[A-Z]{2}$/, msg('regex'))).max(20),
    /** City names as the CV shows them. */
    cities: z.array(shortText).max(20),
    /** Experience areas (the areas catalogue's names). */
    areas: z.array(shortText).max(20),
    minYearsExperience: count.nullable(),
    maxYearsExperience: count.nullable(),
    /** The expected monthly salary, in the CV's currency. */
    salaryFrom: z.number().int().min(0).max(1_000_000_000, msg('max_value')).nullable(),
    salaryTo: z.number().int().min(0).max(1_000_000_000, msg('max_value')).nullable(),
    /** Language names as the languages catalogue spells them ("Inglés"). */
    languages: z.array(shortText).max(10),
    /** Education levels: the degrees catalogue's names ("Ingeniería"). */
    educationLevels: z.array(shortText).max(20),
    lastActivityDays: z
      .number()
      .int()
      .refine((days) => (CV_LAST_ACTIVITY_DAYS as readonly number[]).includes(days), msg('regex'))
      .nullable(),
  })
  .partial()
  .superRefine((filters, issues) => {
    if (filters.minYearsExperience != null && filters.maxYearsExperience != null) {
      if (filters.minYearsExperience > filters.maxYearsExperience)
        issues.addIssue({ code: 'custom', path: ['maxYearsExperience'], message: msg('range') });
    }
    if (filters.salaryFrom != null && filters.salaryTo != null && filters.salaryFrom > filters.salaryTo)
      issues.addIssue({ code: 'custom', path: ['salaryTo'], message: msg('range') });
  });
export type CvSearchFilters = z.infer<typeof cvSearchFiltersSchema>;

/** One search as the API takes it: the text may be empty (then filters alone, ordered by recency). */
export const cvSearchInputSchema = z.object({
  pool: z.enum(CV_SEARCH_POOLS),
  text: z.string().max(CV_SEARCH_TEXT_MAX_LENGTH, msg('max')).default(''),
  filters: cvSearchFiltersSchema.default({}),
  page: z.number().int().min(1).max(CV_SEARCH_MAX_PAGE, msg('max_value')).default(1),
});
export type CvSearchInput = z.infer<typeof cvSearchInputSchema>;

/** buyCurriculum's arguments (spec 2 section 3): one credit per person, the talent-pool plan's account. */
export const CV_PURCHASE_MAX_PEOPLE = 50;
export const cvPurchaseSchema = z
  .object({
    amount: z.number().int().min(1, msg('min_value')).max(CV_PURCHASE_MAX_PEOPLE, msg('max_value')),
    concept: z.string().trim().min(1).max(256),
    personIds: z
      .array(z.string().regex(/^\d{1,10}$/, msg('regex')))
      .min(1)
      .max(CV_PURCHASE_MAX_PEOPLE),
    planConfigId: idSchema,
  })
  .superRefine((input, issues) => {
    if (new Set(input.personIds).size !== input.personIds.length)
      issues.addIssue({ code: 'custom', path: ['personIds'], message: msg('regex') });
  });
export type CvPurchaseInput = z.infer<typeof cvPurchaseSchema>;
