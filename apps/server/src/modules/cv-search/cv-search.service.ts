import { CV_SEARCH_PAGE_SIZE, type CvSearchInput } from '@terna/domain';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.js';

export interface CvSearchRequest extends CvSearchInput {
  companyId: number;
  /** A scoped member's my-base holds the people of the processes in their agency or department. */
  scope: { agencyId: number | null; departmentId: number | null };
}

export interface CvSearchPage {
  personIds: number[];
  total: number;
  page: number;
  size: number;
}

/** People of the company's my-base: anyone who took part in one of its processes (in scope), or whose CV it bought. */
function myBase(request: CvSearchRequest): SQL {
  const { companyId, scope } = request;
  return sql`(
    select pp.person_id from process_persons pp join processes pr on pr.id = pp.process_id
    where pp.company_id = ${companyId}
      and (${scope.agencyId}::int is null or pr.agency_id = ${scope.agencyId})
      and (${scope.departmentId}::int is null or pr.department_id = ${scope.departmentId})
    union select c.person_id from cv_purchases c where c.company_id = ${companyId})`;
}

/**
 * First, plain version: accent-free substring match of every word over the searchable fields,
 * most recent CV first. The weighted full-text engine replaces it.
 */
export async function searchCvs(db: Database, request: CvSearchRequest): Promise<CvSearchPage> {
  const size = CV_SEARCH_PAGE_SIZE;
  const words = request.text
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length > 0);
  const pool =
    request.pool === 'MY_BASE'
      ? sql`p.id in ${myBase(request)}`
      : sql`p.talent_pool_opt_in and p.id not in ${myBase(request)}`;
  const document = sql`immutable_unaccent(lower(concat_ws(' ', p.first_name, p.last_name, p.identification, p.email,
    c.area_experience, c.sub_experience, c.education, array_to_string(c.skills, ' '), c.data::text)))`;
  const matches = words.map(
    (word) => sql`${document} like '%' || immutable_unaccent(${word.replace(/[\\%_]/g, (c) => `\\${c}`)}) || '%'`,
  );
  const where = sql.join([pool, ...matches], sql` and `);
  const rows = await queryRows<{ id: number; total: number }>(
    db,
    sql`select p.id, count(*) over ()::int as total from persons p join curricula c on c.person_id = p.id
        where ${where} order by c.updated_at desc, p.id limit ${size} offset ${(request.page - 1) * size}`,
  );
  return { personIds: rows.map((row) => row.id), total: rows[0]?.total ?? 0, page: request.page, size };
}
