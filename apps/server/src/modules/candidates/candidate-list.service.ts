import {
  CANDIDATE_SORT_FIELDS,
  DEFAULT_CANDIDATE_SORT,
  DEFAULT_FEELING_FILTER,
  DEFAULT_PAGE_SIZE,
  FEELING_FILTER_KEYS,
  idSchema,
  PERSON_STATUS_NAMES,
  SORT_ORDERS,
  TRUST_FILTER_KEYS,
} from '@terna/domain';
import { z } from 'zod';
import { requirePermission, type RequestContext } from '../../context.js';
import { DomainError } from '../../errors.js';
import { pagination, parseInput } from '../../validation.js';
import type { CandidateRow } from './candidate-row.js';
import { candidatePage, type FacetName } from './facet-index/index.js';

export { CANDIDATE_FACETS } from './facet-index/index.js';

export const CANDIDATE_PAGE_MAX = 100;

/** A page of candidates, up to CANDIDATE_PAGE_MAX; the list, the shortlist and the comparator differ in their default size. */
export const candidatePagination = (defaultSize: number) => pagination(CANDIDATE_PAGE_MAX, defaultSize);

const list = (max = 200) => z.array(z.string().trim().min(1).max(256)).max(max).nullish();
const range = <T extends z.ZodType>(value: T) => z.object({ from: value.nullish(), to: value.nullish() }).nullish();

export const candidateSearchSchema = z.object({
  processId: idSchema,
  ...candidatePagination(DEFAULT_PAGE_SIZE),
  personEvaluationsStatus: z
    .array(z.enum(PERSON_STATUS_NAMES as [string, ...string[]]))
    .max(4)
    .nullish(),
  wildcard: z.string().max(256).nullish(),
  feelings: z.array(z.enum(FEELING_FILTER_KEYS)).max(4).nullish(),
  trust: z.array(z.enum(TRUST_FILTER_KEYS)).max(5).nullish(),
  maritalStatus: list(),
  gender: list(),
  place: list(),
  language: list(),
  education: list(),
  institution: list(),
  areaExperience: list(),
  subExperience: list(),
  industry: list(),
  company: list(),
  skill: list(),
  tags: list(),
  hired: z.boolean().nullish(),
  salary: range(z.number().int().min(0)),
  birthDate: range(z.iso.date()),
  sortBy: z.object({ field: z.enum(CANDIDATE_SORT_FIELDS), order: z.enum(SORT_ORDERS) }).nullish(),
});
export type CandidateSearch = z.input<typeof candidateSearchSchema>;

export interface FacetValue {
  key: string;
  docCount: number;
  label?: string | null;
}

export interface CandidatePage {
  data: CandidateRow[];
  filters: Record<FacetName, FacetValue[]>;
  page: number;
  size: number;
  total: number;
  /** Every candidate of the process, whatever the filters (docs/decisions/034): the number the header and the dashboard show. */
  processTotal: number;
}

/** Days since 1970-01-01 of a YYYY-MM-DD date, as the index keeps birth dates. */
const epochDay = (date: string | null | undefined) => (date ? Date.parse(`${date}T00:00:00Z`) / 86_400_000 : null);

/**
 * processPersonPaginated: a page of a process's candidates, composed score first by default, with a
 * count for every filter value; each facet counts with every filter but its own. The candidate
 * index answers it (facet-index/).
 */
export async function processPersonPaginated(ctx: RequestContext, args: unknown): Promise<CandidatePage> {
  const caller = requirePermission(ctx, 'candidate.view');
  const search = parseInput(ctx, candidateSearchSchema, args);
  const answer = await candidatePage(ctx, caller, search.processId, {
    filters: {
      personEvaluationsStatus: search.personEvaluationsStatus ?? [],
      feelings: search.feelings ?? DEFAULT_FEELING_FILTER,
      trust: search.trust ?? [],
      gender: search.gender ?? [],
      maritalStatus: search.maritalStatus ?? [],
      place: search.place ?? [],
      industry: search.industry ?? [],
      areaExperience: search.areaExperience ?? [],
      subExperience: search.subExperience ?? [],
      education: search.education ?? [],
      institution: search.institution ?? [],
      company: search.company ?? [],
      hired: search.hired == null ? [] : [String(search.hired)],
      skill: search.skill ?? [],
      language: search.language ?? [],
      tags: search.tags ?? [],
    },
    wildcard: search.wildcard?.trim() || null,
    salary: { from: search.salary?.from, to: search.salary?.to },
    birthDay: { from: epochDay(search.birthDate?.from), to: epochDay(search.birthDate?.to) },
    sort: search.sortBy ?? DEFAULT_CANDIDATE_SORT,
    offset: (search.page - 1) * search.size,
    limit: search.size,
  });
  if (!answer) throw new DomainError('NOT_FOUND');
  return {
    data: answer.rows,
    filters: answer.facets,
    page: search.page,
    size: search.size,
    total: answer.total,
    processTotal: answer.processTotal,
  };
}
