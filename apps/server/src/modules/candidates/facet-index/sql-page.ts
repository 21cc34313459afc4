import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.js';
import {
  ARRAY_FACETS,
  CANDIDATE_FACETS,
  compareFacetCounts,
  type FacetCount,
  type FacetName,
  type IndexQuery,
  type IndexResult,
  type IndexSort,
} from './columnar-index.js';

/**
 * What CandidateFacetIndex.query answers, computed by the database: for a process whose index this
 * node does not hold yet (still loading), and to check the index against. Every value is read as
 * store.ts's facts statement reads it, so both give the same page, total and counts.
 */

/**
 * Each facet's value, as the index keeps it (store.ts's facts). The multi-valued ones as stored,
 * with their nulls and repeats: the counts skip those.
 */
const FACET_VALUES: Record<FacetName, SQL> = {
  personEvaluationsStatus: sql`pp.evaluations_status`,
  feelings: sql`coalesce(r.feeling, 'NO_FEELING')`,
  trust: sql`coalesce(pp.trust_code, 'PENDING')`,
  hired: sql`coalesce(h.status = 'ACTIVE', false)::text`,
  gender: sql`pe.gender`,
  maritalStatus: sql`pe.marital_status`,
  place: sql`pl.uuid`,
  industry: sql`cv.industry`,
  areaExperience: sql`cv.area_experience`,
  subExperience: sql`cv.sub_experience`,
  education: sql`cv.education`,
  institution: sql`cv.institution`,
  company: sql`cv.last_company`,
  skill: sql`coalesce(cv.skills, '{}')`,
  language: sql`coalesce(cv.languages, '{}')`,
  tags: sql`r.tags`,
};

/** The sort's key; the index breaks ties by id and puts candidates without a value last in either order. */
function sortValue({ field, foldedNames }: IndexSort): SQL {
  if (field === 'firstName' || field === 'lastName') {
    const name = field === 'firstName' ? sql`pe.first_name` : sql`pe.last_name`;
    return foldedNames ? sql`immutable_unaccent(lower(${name}))` : name;
  }
  return { composedCapResult: sql`pp.composed_score`, ranking: sql`pp.ranking`, createdAt: sql`pp.created_at` }[field];
}

const SEARCH_TEXT = sql`immutable_unaccent(lower(pe.first_name || ' ' || pe.last_name || ' ' || coalesce(pe.email, '') || ' ' || coalesce(pe.identification, '')))`;

const column = (facet: FacetName) => sql.identifier(facet);
const missColumn = (facet: FacetName) => sql.identifier(`miss ${facet}`);
const isArray = (facet: FacetName) => (ARRAY_FACETS as readonly string[]).includes(facet);

/**
 * The page, the total and every facet's counts of `query` over the process's candidates, in one
 * statement. A first pass reads each candidate that passes the wildcard and the ranges once, notes
 * which facet filters it fails, and keeps it when it fails at most one; the page and the total
 * read those that fail none, and a facet counts those that fail none or only its own, all facets
 * in one aggregation.
 */
export async function candidatePageBySql(
  db: Database,
  processId: number,
  companyId: number,
  query: IndexQuery,
): Promise<IndexResult> {
  const filtered = CANDIDATE_FACETS.filter((facet) => query.filters[facet]?.length);
  const misses = filtered.map((facet) => {
    const selected = sql`array(select json_array_elements_text(${JSON.stringify(query.filters[facet])}::json))`;
    const matches = isArray(facet)
      ? sql`${FACET_VALUES[facet]} && ${selected}`
      : sql`coalesce(${FACET_VALUES[facet]} = any(${selected}), false)`;
    return sql`(not ${matches})::int as ${missColumn(facet)}`;
  });
  const failed = filtered.length
    ? sql.join(
        filtered.map((facet) => sql`ms.${missColumn(facet)}`),
        sql` + `,
      )
    : sql`0`;

  const conditions: SQL[] = [];
  if (query.wildcard) conditions.push(sql`strpos(${SEARCH_TEXT}, ${query.wildcard}::text) > 0`);
  const range = (value: SQL, bounds: IndexQuery['salary']) => {
    // No value fails any bound, as in the index.
    if (bounds?.from != null) conditions.push(sql`coalesce(${value} >= ${bounds.from}::float8, false)`);
    if (bounds?.to != null) conditions.push(sql`coalesce(${value} <= ${bounds.to}::float8, false)`);
  };
  range(sql`cv.salary_amount`, query.salary);
  range(sql`pe.birth_date - date '1970-01-01'`, query.birthDay);

  const direction = sql.raw(query.sort.order === 'DESC' ? 'desc' : 'asc');
  // Counted in a facet by the candidates that fail no filter but this facet's.
  const others = (facet: FacetName) =>
    filtered.includes(facet) ? sql`c.fails - c.${missColumn(facet)}` : sql`c.fails`;
  const code = (facet: FacetName) => sql.raw(String(CANDIDATE_FACETS.indexOf(facet)));
  const scalars = CANDIDATE_FACETS.filter((facet) => !isArray(facet));
  const grouped = (facet: FacetName) => sql`grouping(c.${column(facet)}) = 0`;
  const whichScalar = (of: (facet: FacetName) => SQL) =>
    sql`case ${sql.join(
      scalars.map((facet) => sql`when ${grouped(facet)} then ${of(facet)}`),
      sql` `,
    )} end`;
  // A list that repeats a value counts its candidate once: only the value's first place counts.
  const lists = CANDIDATE_FACETS.filter(isArray).map(
    (facet) => sql`select ${code(facet)} as facet, u.key from unnest(c.${column(facet)}) with ordinality u (key, at)
      where ${others(facet)} = 0 and array_position(c.${column(facet)}, u.key) = u.at`,
  );
  const [row] = await queryRows<{
    total: number;
    ids: number[];
    counts: [number, string, number][] | null;
    labels: Record<string, string> | null;
  }>(
    db,
    // Feelings and tags grouped with the candidates, not looked up candidate by candidate (costed per
    // candidate, the statement passed PostgreSQL's JIT threshold, and compiling it took 0.8 s of the
    // 2.6 s it ran at 100,000 candidates) nor grouped apart and joined (with no statistics, as on
    // PGlite, the planner guessed one candidate and grouped them again for each). The best feeling
    // (YES, then MAYBE, then any other) is the least of rank and feeling: an ordered aggregate sorted
    // each candidate's rows apart.
    sql`with r as (
        select pp.id,
          substr(min(case u.feeling when 'YES' then '1' when 'MAYBE' then '2' else '3' end || u.feeling), 2) as feeling,
          coalesce(array_agg(u.code) filter (where u.code is not null), '{}') as tags
        from process_persons pp left join (
            select x.process_person_id as id, x.feeling, null as code from feelings x
            union all select t.process_person_id, null, t.code from person_tags t) u on u.id = pp.id
        where pp.process_id = ${processId} and pp.company_id = ${companyId} group by pp.id),
      c as materialized (
        select pp.id, ${sql.join(
          CANDIDATE_FACETS.map((facet) => sql`${FACET_VALUES[facet]} as ${column(facet)}`),
          sql`, `,
        )}, ${sortValue(query.sort)} as sort_key${misses.length ? sql`, ms.*` : sql``}, ${failed} as fails
        from r join process_persons pp on pp.id = r.id join persons pe on pe.id = pp.person_id
          left join curricula cv on cv.person_id = pp.person_id left join places pl on pl.id = pe.place_id
          left join hires h on h.process_person_id = pp.id
          ${misses.length ? sql`cross join lateral (select ${sql.join(misses, sql`, `)}) ms` : sql``}
        where ${sql.join([...conditions, sql`${failed} <= 1`], sql` and `)})
      select (select count(*)::int from c where c.fails = 0) as total,
        (select coalesce(json_agg(p.id order by p.sort_key ${direction} nulls last, p.id), '[]')
          from (select c.id, c.sort_key from c where c.fails = 0 order by c.sort_key ${direction} nulls last, c.id
            limit ${query.limit} offset ${query.offset}) p) as ids,
        (select json_agg(json_build_array(g.facet, g.key, g.n)) from (
            select ${whichScalar(code)} as facet, ${whichScalar((facet) => sql`c.${column(facet)}`)} as key,
              ${whichScalar((facet) => sql`count(*) filter (where ${others(facet)} = 0)`)}::int as n
            from c group by grouping sets (${sql.join(
              scalars.map((facet) => sql`(c.${column(facet)})`),
              sql`, `,
            )})
            union all
            select x.facet, x.key, count(*)::int from c cross join lateral (${sql.join(lists, sql` union all `)}) x
            group by 1, 2) g
          where g.key is not null and g.n > 0) as counts,
        (select json_object_agg(pl.uuid, pl.name) from places pl where pl.uuid in (select c.place from c)) as labels`,
  );
  const facets = Object.fromEntries(CANDIDATE_FACETS.map((facet) => [facet, [] as FacetCount[]])) as Record<
    FacetName,
    FacetCount[]
  >;
  for (const [code, key, docCount] of row!.counts ?? []) {
    const facet = CANDIDATE_FACETS[code]!;
    facets[facet].push({ key, docCount, label: facet === 'place' ? (row!.labels?.[key] ?? null) : null });
  }
  for (const facet of CANDIDATE_FACETS) facets[facet].sort(compareFacetCounts);
  return { total: row!.total, ids: row!.ids, facets };
}
