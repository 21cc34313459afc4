import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, FEELINGS, PERSON_STATUS_NAMES } from '@terna/domain';
import { z } from 'zod';
import { requirePermission, type RequestContext } from '../../context.js';
import { queryRows } from '../../db/client.js';
import { DomainError } from '../../errors.js';
import { parseInput } from '../../validation.js';

export const CANDIDATE_PAGE_MAX = 100;
/** The candidate list's feeling filter: a reviewer's feeling, or none at all. */
export const FEELING_FILTER_KEYS = [...(Object.keys(FEELINGS) as (keyof typeof FEELINGS)[]), 'NO_FEELING'] as const;
/** Default list: everyone but the candidates only marked "No me gusta" (spec 3 section 9). */
export const DEFAULT_FEELING_FILTER = ['MAYBE', 'YES', 'NO_FEELING'] as const;
export const TRUST_FILTER_KEYS = ['1', '2', '3', 'NOT_INVITED', 'PENDING'] as const;
export const CANDIDATE_SORT_FIELDS = ['composedCapResult', 'ranking', 'firstName', 'lastName', 'createdAt'] as const;

const list = (max = 200) => z.array(z.string().trim().min(1).max(256)).max(max).nullish();
const range = <T extends z.ZodType>(value: T) => z.object({ from: value.nullish(), to: value.nullish() }).nullish();

export const candidateSearchSchema = z.object({
  processId: z.number().int().positive(),
  // null (a client's unset variable) means the default, like a missing value.
  page: z.number().int().min(1).nullish().transform((value) => value ?? DEFAULT_PAGE),
  size: z.number().int().min(1).max(CANDIDATE_PAGE_MAX).nullish().transform((value) => value ?? DEFAULT_PAGE_SIZE),
  personEvaluationsStatus: z.array(z.enum(PERSON_STATUS_NAMES as [string, ...string[]])).max(4).nullish(),
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
  sortBy: z.object({ field: z.enum(CANDIDATE_SORT_FIELDS), order: z.enum(['ASC', 'DESC']) }).nullish(),
});
export type CandidateSearch = z.input<typeof candidateSearchSchema>;

/** Per-candidate expressions over pp (process_persons), pe (persons), cv (curricula), pl (places). */
const FEELING = sql`coalesce((select f.feeling from feelings f where f.process_person_id = pp.id
  order by case f.feeling when 'YES' then 1 when 'MAYBE' then 2 else 3 end limit 1), 'NO_FEELING')`;
const HIRED = sql`exists (select 1 from hires h where h.process_person_id = pp.id and h.status = 'ACTIVE')`;

/**
 * What every facet counts, computed once per candidate in the `candidates` CTE below (each is
 * then read many times: in its own grouping and in the other facets' filters).
 */
const SCALAR_FACETS = {
  personEvaluationsStatus: sql`pp.evaluations_status`,
  feelings: FEELING,
  trust: sql`coalesce(pp.trust_code, 'PENDING')`,
  hired: sql`(case when ${HIRED} then 'true' else 'false' end)`,
  gender: sql`pe.gender`,
  maritalStatus: sql`pe.marital_status`,
  place: sql`pl.uuid`,
  industry: sql`cv.industry`,
  areaExperience: sql`cv.area_experience`,
  subExperience: sql`cv.sub_experience`,
  education: sql`cv.education`,
  institution: sql`cv.institution`,
  company: sql`cv.last_company`,
} as const;
/** Multi-valued facets: a candidate has several skills, languages and tags. */
const ARRAY_FACETS = {
  // Distinct values: a CV that lists a skill twice still counts its candidate once.
  skill: sql`array(select distinct v from unnest(cv.skills) v)`,
  language: sql`array(select distinct v from unnest(cv.languages) v)`,
  tags: sql`array(select t.code from person_tags t where t.process_person_id = pp.id)`,
} as const;
type FacetName = keyof typeof SCALAR_FACETS | keyof typeof ARRAY_FACETS;
export const CANDIDATE_FACETS = [...Object.keys(SCALAR_FACETS), ...Object.keys(ARRAY_FACETS)] as FacetName[];

/** A column of the `candidates` CTE. */
const column = (name: string) => sql.raw(`c."${name}"`);

const SORT_COLUMNS: Record<(typeof CANDIDATE_SORT_FIELDS)[number], SQL> = {
  composedCapResult: column('composed_score'),
  ranking: column('ranking'),
  firstName: column('first_name'),
  lastName: column('last_name'),
  createdAt: column('created_at'),
};

const inList = (expression: SQL, values: readonly string[]) => sql`${expression} in (${sql.join(values.map((v) => sql`${v}`), sql`, `)})`;
const overlaps = (expression: SQL, values: readonly string[]) => sql`${expression} && array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;

export interface FacetValue {
  key: string;
  docCount: number;
  label?: string | null;
}

export interface CandidateRow {
  id: number;
  person_id: number;
  process_id: number;
  evaluations_status: string;
  source: string;
  ranking: number | null;
  composed_score: string | null;
  composed_status: boolean;
  archetype: string | null;
  trust_code: string | null;
  created_at: Date;
  first_name: string;
  last_name: string;
  identification: string | null;
  email: string | null;
  phone: string | null;
  birth_date: string | null;
  country_code: string;
  gender: string;
  marital_status: string | null;
  avatar_url: string | null;
  place_uuid: string | null;
  place_name: string | null;
  salary_amount: number | null;
  salary_currency: string | null;
  black_listed: boolean;
  feeling: string | null;
  feelings: { userId: number | null; observerId: number | null; feeling: string; createdAt: string; updatedAt: string }[];
  tags: { id: number; code: string; date: string; userId: number | null }[];
  hired: { hiredAt: string; status: string; updatedAt: string; userId: number | null } | null;
  components: { componentType: string; status: string; value: number | null; notified: boolean; updatedAt: string }[];
}

export interface CandidatePage {
  data: CandidateRow[];
  filters: Record<FacetName, FacetValue[]>;
  page: number;
  size: number;
  total: number;
}

/**
 * processPersonPaginated: a page of a process's candidates, composed score first by default, with a
 * count for every filter value. Each facet counts with every filter but its own.
 */
export async function processPersonPaginated(ctx: RequestContext, args: unknown): Promise<CandidatePage> {
  const caller = requirePermission(ctx, 'candidate.view');
  const search = parseInput(ctx, candidateSearchSchema, args);
  const [process] = await queryRows<{ id: number }>(ctx.db, sql`select id from processes where id = ${search.processId} and company_id = ${caller.companyId}`);
  if (!process) throw new DomainError('NOT_FOUND');

  const feelings = search.feelings ?? DEFAULT_FEELING_FILTER;
  const filters: Partial<Record<FacetName, SQL>> = {};
  const scalar = (name: keyof typeof SCALAR_FACETS, values: readonly string[] | null | undefined) => {
    if (values?.length) filters[name] = inList(column(name), values);
  };
  scalar('personEvaluationsStatus', search.personEvaluationsStatus);
  scalar('feelings', feelings);
  scalar('trust', search.trust);
  scalar('gender', search.gender);
  scalar('maritalStatus', search.maritalStatus);
  scalar('place', search.place);
  scalar('industry', search.industry);
  scalar('areaExperience', search.areaExperience);
  scalar('subExperience', search.subExperience);
  scalar('education', search.education);
  scalar('institution', search.institution);
  scalar('company', search.company);
  if (search.hired != null) filters.hired = sql`${column('hired')} = ${String(search.hired)}`;
  for (const name of ['skill', 'language', 'tags'] as const) {
    const values = search[name];
    if (values?.length) filters[name] = overlaps(column(name), values);
  }

  const common: SQL[] = [sql`true`];
  const wildcard = search.wildcard?.trim();
  if (wildcard) common.push(sql`strpos(${column('search_text')}, immutable_unaccent(lower(${wildcard}))) > 0`);
  if (search.salary?.from != null) common.push(sql`${column('salary_amount')} >= ${search.salary.from}`);
  if (search.salary?.to != null) common.push(sql`${column('salary_amount')} <= ${search.salary.to}`);
  if (search.birthDate?.from) common.push(sql`${column('birth_date')} >= ${search.birthDate.from}`);
  if (search.birthDate?.to) common.push(sql`${column('birth_date')} <= ${search.birthDate.to}`);

  const others = (except?: FacetName) => Object.entries(filters).flatMap(([name, condition]) => (name === except ? [] : [condition]));
  const and = (conditions: SQL[]) => (conditions.length ? sql.join(conditions, sql` and `) : sql`true`);
  const where = (except?: FacetName) => and([...common, ...others(except)]);

  // The process's candidates with every facet value and sort key, each computed once.
  const candidates = sql`with c as materialized (
    select pp.id, pp.composed_score, pp.ranking, pp.created_at, pe.first_name, pe.last_name, pe.birth_date, pl.name as place_name,
      cv.salary_amount,
      immutable_unaccent(lower(pe.first_name || ' ' || pe.last_name || ' ' || coalesce(pe.email, '') || ' ' || coalesce(pe.identification, ''))) as search_text,
      ${sql.join(
        Object.entries({ ...SCALAR_FACETS, ...ARRAY_FACETS }).map(([name, expression]) => sql`${expression} as ${sql.raw(`"${name}"`)}`),
        sql`, `,
      )}
    from process_persons pp join persons pe on pe.id = pp.person_id
      left join curricula cv on cv.person_id = pp.person_id left join places pl on pl.id = pe.place_id
    where pp.process_id = ${search.processId} and pp.company_id = ${caller.companyId})`;

  const sort = search.sortBy ?? { field: 'composedCapResult' as const, order: 'DESC' as const };
  const direction = sort.order === 'ASC' ? sql`asc nulls last` : sql`desc nulls last`;

  const scalarNames = Object.keys(SCALAR_FACETS) as (keyof typeof SCALAR_FACETS)[];
  const arrayNames = Object.keys(ARRAY_FACETS) as (keyof typeof ARRAY_FACETS)[];
  // One statement: the candidates are computed once, then the page, the total with every scalar
  // facet (one GROUPING SETS scan, a conditional count per facet that leaves out its own filter)
  // and the multi-valued facets are read from them and returned as JSON.
  const [result] = await queryRows<{ data: CandidateRow[]; scalar: Record<string, unknown>[] } & Record<(typeof arrayNames)[number], FacetValue[]>>(
    ctx.db,
    sql`${candidates},
      page as (
        select c.id, row_number() over (order by ${SORT_COLUMNS[sort.field]} ${direction}, c.id) as position from c where ${where()}
        order by position limit ${search.size} offset ${(search.page - 1) * search.size}),
      page_rows as (
        select page.position, pp.id, pp.person_id, pp.process_id, pp.evaluations_status, pp.source, pp.ranking, pp.composed_score, pp.composed_status,
          pp.archetype, pp.trust_code, pp.created_at, pe.first_name, pe.last_name, pe.identification, pe.email, pe.phone, pe.birth_date,
          pe.country_code, pe.gender, pe.marital_status, pe.avatar_url, pl.uuid as place_uuid, pl.name as place_name,
          cv.salary_amount, cv.salary_currency,
          exists (select 1 from blacklist b where b.company_id = pp.company_id and b.person_id = pp.person_id) as black_listed,
          (select f.feeling from feelings f where f.process_person_id = pp.id and f.user_id = ${caller.userId}) as feeling,
          coalesce((select json_agg(json_build_object('userId', f.user_id, 'observerId', f.observer_id, 'feeling', f.feeling,
            'createdAt', f.created_at, 'updatedAt', f.updated_at) order by f.updated_at) from feelings f where f.process_person_id = pp.id), '[]') as feelings,
          coalesce((select json_agg(json_build_object('id', t.id, 'code', t.code, 'date', t.date, 'userId', t.user_id) order by t.date)
            from person_tags t where t.process_person_id = pp.id), '[]') as tags,
          (select json_build_object('hiredAt', h.hired_at, 'status', h.status, 'updatedAt', h.updated_at, 'userId', h.user_id)
            from hires h where h.process_person_id = pp.id) as hired,
          coalesce((select json_agg(json_build_object('componentType', r.component_type, 'status', r.status, 'value', r.value::float,
            'notified', r.notified, 'updatedAt', r.updated_at) order by r.component_type) from component_results r where r.process_person_id = pp.id), '[]') as components
        from page join process_persons pp on pp.id = page.id join persons pe on pe.id = pp.person_id
          left join curricula cv on cv.person_id = pp.person_id left join places pl on pl.id = pe.place_id),
      scalar as (
        select ${sql.join(
          scalarNames.map((name, index) => {
            const n = sql.raw(String(index));
            return sql`grouping(${column(name)}) as g${n}, ${column(name)}::text as k${n}, (count(*) filter (where ${and(others(name))}))::int as c${n}`;
          }),
          sql`, `,
        )}, max(${column('place_name')}) as place_label, (count(*) filter (where ${and(others())}))::int as total
        from c where ${and(common)}
        group by grouping sets (${sql.join(scalarNames.map((name) => sql`(${column(name)})`), sql`, `)}, ()))
      select coalesce((select json_agg(row_to_json(p) order by p.position) from page_rows p), '[]') as data,
        coalesce((select json_agg(row_to_json(s)) from scalar s), '[]') as scalar,
        ${sql.join(
          arrayNames.map(
            (name) => sql`coalesce((select json_agg(json_build_object('key', f.key, 'docCount', f.n) order by f.n desc, f.key)
              from (select value as key, count(*)::int as n from c, unnest(${column(name)}) as value where ${where(name)} group by value) f), '[]')
              as ${sql.raw(`"${name}"`)}`,
          ),
          sql`, `,
        )}`,
  );
  const data = result!.data;
  const scalarRows = result!.scalar;

  const byCount = (a: FacetValue, b: FacetValue) => b.docCount - a.docCount || a.key.localeCompare(b.key);
  const facets = Object.fromEntries(
    scalarNames.map((name, index) => [
      name,
      scalarRows
        .filter((row) => row[`g${index}`] === 0 && row[`k${index}`] !== null && Number(row[`c${index}`]) > 0)
        .map((row) => ({ key: String(row[`k${index}`]), docCount: Number(row[`c${index}`]), label: name === 'place' ? (row.place_label as string | null) : null }))
        .sort(byCount),
    ]),
  ) as Record<FacetName, FacetValue[]>;
  for (const name of arrayNames) facets[name] = result![name];
  const totalRow = scalarRows.find((row) => scalarNames.every((_, index) => row[`g${index}`] === 1));

  return { data, filters: facets, page: search.page, size: search.size, total: Number(totalRow?.total ?? 0) };
}
