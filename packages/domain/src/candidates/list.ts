import { FEELINGS } from '../enums.js';

/** The candidate list's feeling filter: a reviewer's feeling, or none at all. */
export const FEELING_FILTER_KEYS = [...(Object.keys(FEELINGS) as (keyof typeof FEELINGS)[]), 'NO_FEELING'] as const;
export type FeelingFilterKey = (typeof FEELING_FILTER_KEYS)[number];
/** Default list: everyone but the candidates only marked "No me gusta" (spec 3 section 9). */
export const DEFAULT_FEELING_FILTER = ['MAYBE', 'YES', 'NO_FEELING'] as const;
/** Trust result codes as the list filters them; PENDING stands for "anything else" (spec 3 section 4). */
export const TRUST_FILTER_KEYS = ['1', '2', '3', 'NOT_INVITED', 'PENDING'] as const;
export const CANDIDATE_SORT_FIELDS = ['composedCapResult', 'ranking', 'firstName', 'lastName', 'createdAt'] as const;
export type CandidateSortField = (typeof CANDIDATE_SORT_FIELDS)[number];
export const SORT_ORDERS = ['ASC', 'DESC'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
/** Candidate list default order: composed score, best first (spec 3 section 9). */
export const DEFAULT_CANDIDATE_SORT: { field: CandidateSortField; order: SortOrder } = {
  field: 'composedCapResult',
  order: 'DESC',
};
/** Rows per page the candidate list offers; the first is the default (spec 3 section 9). */
export const CANDIDATE_PAGE_SIZES = [10, 20, 50] as const;
/**
 * The candidate list's single-valued facets (spec 3 section 3), each named as the API names its
 * filter argument and its facet. The server's index keeps them before the multi-valued ones.
 */
export const SCALAR_FACETS = [
  'personEvaluationsStatus',
  'feelings',
  'trust',
  'hired',
  'gender',
  'maritalStatus',
  'place',
  'industry',
  'areaExperience',
  'subExperience',
  'education',
  'institution',
  'company',
] as const;
/** Multi-valued facets: a candidate has several skills, languages and tags. */
export const ARRAY_FACETS = ['skill', 'language', 'tags'] as const;
export type ScalarFacet = (typeof SCALAR_FACETS)[number];
export type ArrayFacet = (typeof ARRAY_FACETS)[number];
export type FacetName = ScalarFacet | ArrayFacet;
export const CANDIDATE_FACETS: readonly FacetName[] = [...SCALAR_FACETS, ...ARRAY_FACETS];
