import type { CvSearchFilters } from '@terna/domain';
import { sql, type SQL } from 'drizzle-orm';

/** The person's scope-limited my-base and the company, as the pool predicates need them. */
export interface PoolOwner {
  companyId: number;
  scope: { agencyId: number | null; departmentId: number | null };
}

/** The ids of the company's my-base: who took part in one of its processes (in scope), or was bought. */
export function myBaseIds(owner: PoolOwner): SQL {
  const { companyId, scope } = owner;
  return sql`(select pp.person_id from process_persons pp join processes pr on pr.id = pp.process_id
      where pp.company_id = ${companyId}
        and (${scope.agencyId}::int is null or pr.agency_id = ${scope.agencyId})
        and (${scope.departmentId}::int is null or pr.department_id = ${scope.departmentId})
    union select cp.person_id from cv_purchases cp where cp.company_id = ${companyId})`;
}

/** The person took part in one of the company's processes (within the member's scope). */
function participated(owner: PoolOwner, personId: SQL): SQL {
  const { companyId, scope } = owner;
  return sql`coalesce((select true from process_persons pp join processes pr on pr.id = pp.process_id
      where pp.person_id = ${personId} and pp.company_id = ${companyId}
        and (${scope.agencyId}::int is null or pr.agency_id = ${scope.agencyId})
        and (${scope.departmentId}::int is null or pr.department_id = ${scope.departmentId}) limit 1), false)`;
}

function bought(owner: PoolOwner, personId: SQL): SQL {
  return sql`coalesce((select true from cv_purchases cp where cp.company_id = ${owner.companyId} and cp.person_id = ${personId}), false)`;
}

/**
 * The pool as a predicate on the search document `d`, checked per document with the person
 * indexes: a company's my-base may hold a million participations, too many to gather for every
 * search, while a search checks a few thousand documents at most. Scalar subqueries rather than
 * EXISTS: PostgreSQL turns an EXISTS into a (hash) anti-join that reads every participation of the
 * company, where a probe per document is what a page of ten needs.
 */
export function poolPredicate(pool: 'TALENT_POOL' | 'MY_BASE', owner: PoolOwner): SQL {
  const person = sql`d.person_id`;
  return pool === 'MY_BASE'
    ? sql`(${participated(owner, person)} or ${bought(owner, person)})`
    : sql`d.opt_in and not ${participated(owner, person)} and not ${bought(owner, person)}`;
}

/** Participations and purchases of the my-base, counted up to `limit` + 1: a bound on its size, cheap to read. */
export function myBaseRowsUpTo(owner: PoolOwner, limit: number): SQL {
  const { companyId, scope } = owner;
  return sql`(select count(*)::int from (select 1 from process_persons pp join processes pr on pr.id = pp.process_id
      where pp.company_id = ${companyId}
        and (${scope.agencyId}::int is null or pr.agency_id = ${scope.agencyId})
        and (${scope.departmentId}::int is null or pr.department_id = ${scope.departmentId})
      limit ${limit + 1}) x)
    + (select count(*)::int from (select 1 from cv_purchases cp where cp.company_id = ${companyId} limit ${limit + 1}) y)`;
}

/** Accent-free, lower case, as the document's filter columns are. */
function folded(values: readonly string[]): SQL {
  return sql`array(select immutable_unaccent(lower(x)) from jsonb_array_elements_text(${JSON.stringify(values)}::jsonb) x)`;
}

/** The filters as one predicate on the search document `d`; every list is "any of", filters combine with "and". */
export function filterPredicate(filters: CvSearchFilters): SQL {
  const parts: SQL[] = [sql`true`];
  if (filters.countryCodes?.length)
    parts.push(
      sql`d.country_code = any(array(select jsonb_array_elements_text(${JSON.stringify(filters.countryCodes)}::jsonb)))`,
    );
  if (filters.cities?.length) parts.push(sql`d.city = any(${folded(filters.cities)})`);
  if (filters.areas?.length) parts.push(sql`d.areas && ${folded(filters.areas)}`);
  if (filters.languages?.length) parts.push(sql`d.languages && ${folded(filters.languages)}`);
  if (filters.educationLevels?.length) parts.push(sql`d.education_levels && ${folded(filters.educationLevels)}`);
  // Years of experience are whole years: "at most 5" takes 5 years and 11 months.
  if (filters.minYearsExperience != null) parts.push(sql`d.experience_months >= ${filters.minYearsExperience * 12}`);
  if (filters.maxYearsExperience != null)
    parts.push(sql`d.experience_months < ${(filters.maxYearsExperience + 1) * 12}`);
  if (filters.salaryFrom != null) parts.push(sql`d.salary_amount >= ${filters.salaryFrom}`);
  if (filters.salaryTo != null) parts.push(sql`d.salary_amount <= ${filters.salaryTo}`);
  if (filters.lastActivityDays != null)
    parts.push(sql`d.last_activity >= now() - ${filters.lastActivityDays} * interval '1 day'`);
  return sql.join(parts, sql` and `);
}
