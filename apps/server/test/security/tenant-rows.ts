import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../src/db/client.js';

/**
 * Which rows of a table are a company's, by the first column that ties the table to one. Read from
 * the database's own columns, so a table added later is covered without touching this file.
 * Users are the company's when they belong to no other company: a member of two companies
 * changing their own profile changes neither company's data.
 */
const OWNERSHIP: [column: string, condition: (company: number) => string][] = [
  ['company_id', (c) => `company_id = ${c}`],
  ['process_person_id', (c) => `process_person_id in (select id from process_persons where company_id = ${c})`],
  ['process_id', (c) => `process_id in (select id from processes where company_id = ${c})`],
  [
    'job_opportunity_id',
    (c) =>
      `job_opportunity_id in (select o.id from job_opportunities o join processes p on p.id = o.process_id where p.company_id = ${c})`,
  ],
  ['observer_id', (c) => `observer_id in (select id from observers where company_id = ${c})`],
  ['person_id', (c) => `person_id in (select person_id from process_persons where company_id = ${c})`],
  ['user_id', (c) => `user_id in (${ownUsers(c)})`],
];
const BY_TABLE: Record<string, (company: number) => string> = {
  companies: (c) => `id = ${c}`,
  users: (c) => `id in (${ownUsers(c)})`,
  persons: (c) => `id in (select person_id from process_persons where company_id = ${c})`,
};
const ownUsers = (c: number) =>
  `select m.user_id from memberships m where m.company_id = ${c} and not exists (select 1 from memberships o where o.user_id = m.user_id and o.company_id <> ${c})`;

/**
 * The rows that hang from a company's processes outside one of its agencies (other agencies' and
 * the company-wide ones), by the agency's id: what a member limited to that agency must neither
 * see nor change.
 */
const outside = (a: number) =>
  `select id from processes where company_id = (select company_id from agencies where id = ${a}) and agency_id is distinct from ${a}`;
const outsideCandidates = (a: number) => `select id from process_persons where process_id in (${outside(a)})`;
const OUTSIDE_AGENCY: [column: string, condition: (agency: number) => string][] = [
  ['process_id', (a) => `process_id in (${outside(a)})`],
  ['process_person_id', (a) => `process_person_id in (${outsideCandidates(a)})`],
  [
    'job_opportunity_id',
    (a) => `job_opportunity_id in (select id from job_opportunities where process_id in (${outside(a)}))`,
  ],
  ['observer_id', (a) => `observer_id in (select id from observers where process_id in (${outside(a)}))`],
  [
    'session_id',
    (a) => `session_id in (select id from evaluation_sessions where process_person_id in (${outsideCandidates(a)}))`,
  ],
];
const OUTSIDE_BY_TABLE: Record<string, (agency: number) => string> = {
  processes: (a) => `id in (${outside(a)})`,
  // A candidate's chat is named by the participation's id (docs/decisions/024-chat.md).
  chat_conversations: (a) => `id in (${outsideCandidates(a)})`,
  chat_memberships: (a) => `conversation_id in (${outsideCandidates(a)})`,
  chat_messages: (a) => `conversation_id in (${outsideCandidates(a)})`,
};

export interface TenantTable {
  table: string;
  /** The rows of the company (for tenantTables) or of the processes outside the agency (for outsideAgencyTables) with that id. */
  condition: (id: number) => string;
}

/** The tables that hold company data and how to find a company's rows in each. */
export const tenantTables = (db: Database): Promise<TenantTable[]> => tablesOf(db, OWNERSHIP, BY_TABLE);

/** The tables that hold process data and how to find, in each, the rows of processes outside an agency of the company. */
export const outsideAgencyTables = (db: Database): Promise<TenantTable[]> =>
  tablesOf(db, OUTSIDE_AGENCY, OUTSIDE_BY_TABLE);

async function tablesOf(
  db: Database,
  ownership: [column: string, condition: (id: number) => string][],
  byName: Record<string, (id: number) => string>,
): Promise<TenantTable[]> {
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns
      where table_schema = 'public' and table_name in (select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE')
      order by table_name, ordinal_position`,
  );
  const byTable = new Map<string, Set<string>>();
  for (const { table_name, column_name } of columns)
    byTable.set(table_name, (byTable.get(table_name) ?? new Set()).add(column_name));
  const tables: TenantTable[] = [];
  for (const [table, names] of byTable) {
    const condition = byName[table] ?? ownership.find(([column]) => names.has(column))?.[1];
    if (condition) tables.push({ table, condition });
  }
  return tables;
}

/** Per table, the number of the rows `id` picks (a company's, or those outside an agency) and an md5 of them all (in a stable order). */
export async function tenantFingerprint(
  db: Database,
  tables: readonly TenantTable[],
  id: number,
): Promise<Record<string, string>> {
  const parts = tables.map(
    ({ table, condition }) =>
      `select '${table}' as name, count(*) || ':' || coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as print from "${table}" x where ${condition(id)}`,
  );
  const rows = await queryRows<{ name: string; print: string }>(db, sql.raw(parts.join(' union all ')));
  return Object.fromEntries(rows.map((row) => [row.name, row.print]));
}

/** The tables where one of the company's rows mentions `needle` (case-insensitive). */
export async function tablesMentioning(
  db: Database,
  tables: readonly TenantTable[],
  company: number,
  needle: string,
): Promise<string[]> {
  const literal = `'%${needle.replace(/[^a-z0-9]/gi, '')}%'`;
  const parts = tables.map(
    ({ table, condition }) =>
      `select '${table}' as name from "${table}" x where ${condition(company)} and x::text ilike ${literal}`,
  );
  const rows = await queryRows<{ name: string }>(
    db,
    sql.raw(`select distinct name from (${parts.join(' union all ')}) found order by name`),
  );
  return rows.map((row) => row.name);
}
