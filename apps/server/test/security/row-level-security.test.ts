import { sql, TransactionRollbackError, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../src/db/client.js';
import { beginTenantTransaction } from '../../src/db/tenant.js';
import type { CompanyRow, UserRow } from '../support/factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Row-level security (migration 0004), directly in SQL on the database: acting as the tenant role of
 * company A, nothing of company B can be read, changed, deleted or written, whatever the statement
 * asks; with no company set nothing is visible; the owner connection sees everything. The tables come
 * from the catalog, so a tenant table added later is checked too (and one without row-level security
 * fails the first test).
 */

/** A column that ties a row to one company, directly or through its parent. */
const OWNERSHIP_COLUMNS = [
  'company_id',
  'bank_id',
  'process_id',
  'process_person_id',
  'person_id',
  'observer_id',
  'job_opportunity_id',
];
/** Rows of a user rather than of a company (a user belongs to several companies): checked on their own below. */
const USER_TABLES = ['users', 'terms_acceptances'];
/** Rows of no company that every company reads (Terna's resource centre): checked on their own below. */
const SHARED_TABLES = ['resource_items'];

interface TableInfo {
  name: string;
  rls: boolean;
  forced: boolean;
  columns: string[];
  /** Columns filled by a sequence: left out of a copied row. */
  serial: string[];
  tenantPolicy: boolean;
  canSelect: boolean;
  canInsert: boolean;
  canUpdate: boolean;
  canDelete: boolean;
}

let t: TestApp;
let tables: TableInfo[];
/** Tables whose rows belong to one company. */
let tenantTables: TableInfo[];
let a: { company: CompanyRow; user: UserRow };
let b: { company: CompanyRow; user: UserRow };
let bProcessId: number;
/** Per table, the row ids (ctid) of each company, as the owner sees them; `shared`: rows of no company (company_id null), which every company reads. */
const rowsOf = new Map<string, { a: string[]; b: string[]; shared: string[] }>();

const pgCode = (error: unknown): string | undefined => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.cause?.code ?? e.code;
};
const pgMessage = (error: unknown): string => {
  const e = error as { message?: string; cause?: { message?: string } };
  return e.cause?.message ?? e.message ?? String(error);
};
const table = (name: string) => sql.identifier(name);
const tids = (ids: string[]) => sql`${`{${ids.map((id) => `"${id}"`).join(',')}}`}::tid[]`;

/** Which rows of `info` belong to `companyId`, as the owner reads them. */
function ownedBy(info: TableInfo, companyId: number): SQL {
  const has = (column: string) => info.columns.includes(column);
  const personsOf = sql`(select pe.id from persons pe where pe.created_by_company_id = ${companyId}
    or pe.id in (select person_id from process_persons where company_id = ${companyId})
    or pe.id in (select person_id from blacklist where company_id = ${companyId})
    or pe.id in (select person_id from cv_purchases where company_id = ${companyId}))`;
  if (info.name === 'companies') return sql`id = ${companyId}`;
  if (info.name === 'persons') return sql`id in ${personsOf}`;
  if (has('company_id')) return sql`company_id = ${companyId}`;
  if (has('process_id')) return sql`process_id in (select id from processes where company_id = ${companyId})`;
  if (has('process_person_id'))
    return sql`process_person_id in (select id from process_persons where company_id = ${companyId})`;
  if (has('observer_id')) return sql`observer_id in (select id from observers where company_id = ${companyId})`;
  if (has('job_opportunity_id')) {
    return sql`job_opportunity_id in (select jo.id from job_opportunities jo join processes p on p.id = jo.process_id where p.company_id = ${companyId})`;
  }
  if (has('person_id')) return sql`person_id in ${personsOf}`;
  if (has('bank_id')) return sql`bank_id in (select id from question_banks where company_id = ${companyId})`;
  throw new Error(`No rule says which company a row of ${info.name} belongs to: add one to ownedBy`);
}

/**
 * Runs `work` in a transaction that acts as the tenant role, set up in plain SQL, with `company`
 * (and `user`) set when given; the transaction is rolled back afterwards, whatever it did.
 */
async function asTenant<T>(scope: { company?: number; user?: number }, work: (tx: Database) => Promise<T>): Promise<T> {
  let result: T | undefined;
  try {
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local role terna_tenant`);
      if (scope.company !== undefined)
        await tx.execute(sql`select set_config('terna.company_id', ${String(scope.company)}, true)`);
      if (scope.user !== undefined)
        await tx.execute(sql`select set_config('terna.user_id', ${String(scope.user)}, true)`);
      result = await work(tx as unknown as Database);
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  return result as T;
}

/** The error a statement fails with (in a savepoint, so the transaction goes on), or null when it succeeds. */
async function failure(tx: Database, statement: SQL): Promise<unknown> {
  try {
    await tx.transaction(async (sp) => {
      await sp.execute(statement);
    });
    return null;
  } catch (error) {
    return error;
  }
}

const count = async (db: Database, statement: SQL) =>
  Number((await queryRows<{ n: number }>(db, sql`with x as (${statement}) select count(*)::int as n from x`))[0]!.n);

/** One company with a row in every tenant table: the factories' rows and the few they do not write. */
async function buildCompanyData(label: string) {
  const company = await t.buildCompany({ commercialName: `Empresa ${label}` });
  const user = await t.buildUser({ companyId: company.id, email: `owner-${label}@rls.test` });
  const plan = await t.buildPlan(company.id, 'PROCESS', 10);
  await t.buildFeature(company.id, 'MULTI_LANGUAGE');
  const process = await t.buildProcess({
    companyId: company.id,
    ownerId: user.id,
    planConfigId: plan.planConfigId,
    positionName: `Cargo ${label}`,
    withJobOpportunity: true,
    tags: [{ code: 'TOP', label: 'Top', color: '#ff0000' }],
  });
  const first = await t.buildProcessPerson({ processId: process.id, person: { firstName: `Persona ${label}` } });
  const second = await t.buildProcessPerson({ processId: process.id });
  await t.buildCurriculum({ personId: first.personId, industry: `Industria ${label}` });
  await t.buildHire({ processPersonId: first.processPersonId, userId: user.id });
  await t.buildComponentResult({ processPersonId: first.processPersonId, componentType: 'CURRICULUM' });
  await t.buildPersonTag({ processPersonId: first.processPersonId, code: 'TOP', userId: user.id });
  await t.buildFeeling({ processPersonId: first.processPersonId, userId: user.id, feeling: 'YES' });
  await t.buildBlacklist({ companyId: company.id, personId: second.personId, userId: user.id });
  const observer = await t.buildObserver({
    processId: process.id,
    companyId: company.id,
    email: `observer-${label}@rls.test`,
  });
  const c = company.id;
  await t.db
    .execute(sql`with agency as (insert into agencies (company_id, name) values (${c}, ${`Sede ${label}`}) returning id)
    insert into departments (company_id, agency_id, name) select ${c}, id, ${`Área ${label}`} from agency`);
  await t.db.execute(
    sql`insert into company_contacts (company_id, kind, value) values (${c}, 'EMAIL', ${`rrhh-${label}@rls.test`})`,
  );
  await t.db.execute(
    sql`insert into audit_log (company_id, user_id, action, entity_type) values (${c}, ${user.id}, 'rls.fixture', 'company')`,
  );
  await t.db.execute(
    sql`insert into mail_outbox (company_id, "to", subject, body) values (${c}, ${`x-${label}@rls.test`}, 'Asunto', 'Cuerpo')`,
  );
  await t.db.execute(sql`insert into auth_sessions (user_id, company_id, refresh_token_hash, expires_at)
    values (${user.id}, ${c}, ${`hash-${label}`}, now() + interval '1 day')`);
  await t.db.execute(sql`insert into subscriptions (company_id, status) values (${c}, 'ACTIVE')`);
  await t.db.execute(sql`insert into orders (company_id, product_id, quantity, unit_price, total)
    select ${c}, id, 1, price, price from products where code = 'E_TALENT'`);
  await t.db.execute(
    sql`insert into credit_requests (company_id, user_id, email, kind) values (${c}, ${user.id}, ${user.email}, 'CREDITS')`,
  );
  // A talent-pool CV the company bought (issue 19), paid by a debit of its plan's account.
  const bought = await t.buildPerson({ firstName: `Talento ${label}` });
  await t.db.execute(sql`with debit as (
      insert into credit_transactions (account_id, company_id, type, amount, balance_after, concept, user_id)
      values (${plan.accountId}, ${c}, 'DEBIT', 1, 9, 'Compra de CV', ${user.id}) returning id)
    insert into cv_purchases (company_id, person_id, user_id, transaction_id) select ${c}, ${bought.id}, ${user.id}, id from debit`);
  await t.db.execute(
    sql`insert into company_tags (company_id, code, title, hex_code) values (${c}, 'FAV', 'Favorito', '#00ff00')`,
  );
  await t.db.execute(
    sql`insert into comparator_entries (process_id, process_person_id, user_id) values (${process.id}, ${first.processPersonId}, ${user.id})`,
  );
  await t.db.execute(
    sql`insert into observer_views (observer_id, process_person_id) values (${observer.id}, ${first.processPersonId})`,
  );
  await t.db.execute(
    sql`insert into activities (process_person_id, name, user_id) values (${first.processPersonId}, 'INVITED', ${user.id})`,
  );
  await t.db.execute(sql`insert into report_templates (company_id, name, public_name, engine_id, vendor_id, layout)
    values (${c}, ${`Plantilla ${label}`}, 'Informe', 'CLASICO', ${`VENDOR_${label}`}, 'COMPLETE')`);
  await t.db
    .execute(sql`insert into candidate_reports (company_id, process_id, process_person_id, kind, format, language, engine_id, vendor_id,
    options_key, data_hash, file_name) values (${c}, ${process.id}, ${first.processPersonId}, 'CANDIDATE', 'PDF', 'es', 'EVALUAR', 'COMPLETE', 'key', 'hash', 'Informe.pdf')`);
  await t.db.execute(sql`insert into portal_codes (process_id, email, code_hash, expires_at)
    values (${process.id}, ${`cand-${label}@rls.test`}, 'hash', now() + interval '15 minutes')`);
  await t.db.execute(sql`insert into candidate_consents (process_person_id, company_id, notice_version, data_processing)
    values (${first.processPersonId}, ${c}, '1', true)`);
  await t.db
    .execute(sql`insert into candidate_files (process_person_id, company_id, file_key, file_name, content_type, size)
    values (${first.processPersonId}, ${c}, ${`key-${label}`}, 'cv.pdf', 'application/pdf', 10)`);
  await t.db
    .execute(sql`with s as (insert into evaluation_sessions (process_person_id, company_id, component_type, questions)
    values (${first.processPersonId}, ${c}, 'DISC', '[]') returning id)
    insert into evaluation_answers (session_id, company_id, question_id, answer) select id, ${c}, 'disc-01', '{}' from s`);
  await t.db.execute(sql`with bank as (insert into question_banks (company_id, name, language, purpose)
    values (${c}, ${`Banco ${label}`}, 'es', 'KNOWLEDGE') returning id)
    insert into bank_questions (bank_id, content, "order") select id, ${`Pregunta ${label}`}, 1 from bank`);
  await t.db.execute(sql`insert into notifications (company_id, user_id, kind, process_id, process_person_id, payload)
    values (${c}, ${user.id}, 'EVALUATION_FINISHED', ${process.id}, ${first.processPersonId}, '{}'::jsonb)`);
  await t.db.execute(sql`insert into notification_events (company_id, kind, process_person_id)
    values (${c}, 'EVALUATION_FINISHED', ${first.processPersonId})`);
  await t.db.execute(sql`insert into notification_preferences (user_id, company_id, in_app, email)
    values (${user.id}, ${c}, true, false)`);
  // A candidate's chat (issue 20): the conversation is the participation's, with a member and a message.
  await t.db.execute(sql`insert into chat_conversations (id, company_id) values (${first.processPersonId}, ${c})`);
  await t.db.execute(sql`insert into chat_users (company_id, user_id) values (${c}, ${user.id})`);
  await t.db.execute(sql`insert into chat_memberships (conversation_id, user_id, company_id)
    values (${first.processPersonId}, ${user.id}, ${c})`);
  await t.db.execute(sql`insert into chat_messages (id, conversation_id, company_id, sender_id, content)
    values (gen_random_uuid(), ${first.processPersonId}, ${c}, ${user.id}, ${`Hola ${label}`})`);
  await t.db.execute(sql`insert into company_roles (company_id, name, permissions)
    values (${c}, ${`Rol ${label}`}, array['process.view'])`);
  await t.db.execute(sql`insert into user_invitations (company_id, email, role, invited_by, token_hash, expires_at)
    values (${c}, ${`invitada-${label}@rls.test`}, 'VIEWER', ${user.id}, ${`invitation-${label}`}, now() + interval '7 days')`);
  await t.db
    .execute(sql`insert into user_integrations (company_id, user_id, provider, access_token, refresh_token, expires_at)
    values (${c}, ${user.id}, 'ZOOM', 'sealed', 'sealed', now() + interval '1 hour')`);
  // A file in the shared storage of PostgreSQL (migration 0029), whichever backend this app uses.
  await t.db.execute(sql`insert into stored_files (key, company_id, info, size, bytes)
    values (${`stored-file-${label}`}, ${c}, '{}'::jsonb, 1, '\\x00'::bytea)`);
  // How far the process's change markers were pruned (migration 0036): a node's pruning writes it.
  await t.db.execute(sql`insert into candidate_list_pruned (process_id, pruned_through) values (${process.id}, 1)`);
  // The recruiter's NPS of the process (issue 21, migration 0032).
  await t.db.execute(
    sql`insert into process_nps (process_id, company_id, user_id, score) values (${process.id}, ${c}, ${user.id}, 8)`,
  );
  return { company, user, processId: process.id };
}

beforeAll(async () => {
  t = await createTestApp();
  const built = [await buildCompanyData('A'), await buildCompanyData('B')];
  a = built[0]!;
  b = built[1]!;
  bProcessId = built[1]!.processId;
  tables = await queryRows<TableInfo>(
    t.db,
    sql`select c.relname as name, c.relrowsecurity as rls, c.relforcerowsecurity as forced,
        array(select at.attname::text from pg_attribute at where at.attrelid = c.oid and at.attnum > 0 and not at.attisdropped order by at.attnum) as columns,
        array(select at.attname::text from pg_attribute at join pg_attrdef d on d.adrelid = at.attrelid and d.adnum = at.attnum
          where at.attrelid = c.oid and pg_get_expr(d.adbin, d.adrelid) like 'nextval(%') as serial,
        exists (select 1 from pg_policy p where p.polrelid = c.oid and (select oid from pg_roles where rolname = 'terna_tenant') = any(p.polroles)) as "tenantPolicy",
        has_table_privilege('terna_tenant', c.oid, 'SELECT') as "canSelect", has_table_privilege('terna_tenant', c.oid, 'INSERT') as "canInsert",
        has_table_privilege('terna_tenant', c.oid, 'UPDATE') as "canUpdate", has_table_privilege('terna_tenant', c.oid, 'DELETE') as "canDelete"
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  tenantTables = tables.filter(
    (info) => info.rls && !USER_TABLES.includes(info.name) && !SHARED_TABLES.includes(info.name),
  );
  for (const info of tenantTables) {
    const ids = async (companyId: number) =>
      (
        await queryRows<{ id: string }>(
          t.db,
          sql`select ctid::text as id from ${table(info.name)} where ${ownedBy(info, companyId)}`,
        )
      ).map((row) => row.id);
    // Rows of no company (Terna's shared templates, its question library and the library's questions).
    const sharedRows = info.columns.includes('company_id')
      ? sql`company_id is null`
      : info.columns.includes('bank_id')
        ? sql`bank_id in (select id from question_banks where company_id is null)`
        : null;
    const shared =
      sharedRows && info.name !== 'companies'
        ? (
            await queryRows<{ id: string }>(
              t.db,
              sql`select ctid::text as id from ${table(info.name)} where ${sharedRows}`,
            )
          ).map((row) => row.id)
        : [];
    rowsOf.set(info.name, { a: await ids(a.company.id), b: await ids(b.company.id), shared });
  }
});
afterAll(() => t?.close());

describe('row-level security on the tenant tables', () => {
  it('covers every table with a company, process, candidate or person column, and forces no owner', () => {
    const uncovered = tables.filter(
      (info) => info.columns.some((column) => OWNERSHIP_COLUMNS.includes(column)) && !(info.rls && info.tenantPolicy),
    );
    expect(uncovered.map((info) => info.name)).toEqual([]);
    expect(tables.filter((info) => info.forced).map((info) => info.name)).toEqual([]);
    // The wall stands on the tables a request reads most: a regression here would be silent otherwise.
    expect(tenantTables.map((info) => info.name)).toEqual(
      expect.arrayContaining([
        'companies',
        'memberships',
        'processes',
        'process_persons',
        'persons',
        'curricula',
        'feelings',
        'audit_log',
        'credit_accounts',
      ]),
    );
  });

  it('has rows of both companies in every tenant table, so every check below has something to hide', () => {
    const empty = tenantTables.flatMap((info) => {
      const rows = rowsOf.get(info.name)!;
      return [...(rows.a.length ? [] : [`${info.name} (A)`]), ...(rows.b.length ? [] : [`${info.name} (B)`])];
    });
    expect(empty).toEqual([]);
  });

  // As a request acts: company and user set (a user's notifications are theirs alone; A's are its one user's).
  it("shows company A exactly its own rows (and those of no company) and none of B's", async () => {
    const seen = await asTenant({ company: a.company.id, user: a.user.id }, async (tx) => {
      const result: Record<string, { all: number; ofB: number } | string> = {};
      for (const info of tenantTables) {
        if (!info.canSelect) {
          result[info.name] = pgCode(await failure(tx, sql`select 1 from ${table(info.name)}`)) ?? 'readable';
          continue;
        }
        const rows = rowsOf.get(info.name)!;
        result[info.name] = {
          all: await count(tx, sql`select 1 from ${table(info.name)}`),
          ofB: await count(tx, sql`select 1 from ${table(info.name)} where ctid = any(${tids(rows.b)})`),
        };
      }
      return result;
    });
    const expected = Object.fromEntries(
      tenantTables.map((info) => [
        info.name,
        info.canSelect
          ? { all: rowsOf.get(info.name)!.a.length + rowsOf.get(info.name)!.shared.length, ofB: 0 }
          : '42501',
      ]),
    );
    expect(seen).toEqual(expected);
  });

  it("updates and deletes none of B's rows, whatever the statement names", async () => {
    const touched = await asTenant({ company: a.company.id }, async (tx) => {
      const result: Record<string, { updated: number | string; deleted: number | string }> = {};
      for (const info of tenantTables) {
        const ofB = tids(rowsOf.get(info.name)!.b);
        const column = sql.identifier(info.columns[0]!);
        const run = async (allowed: boolean, statement: SQL) => {
          if (!allowed) return pgCode(await failure(tx, statement)) ?? 'allowed';
          return count(tx, sql`${statement} returning 1`);
        };
        result[info.name] = {
          updated: await run(
            info.canUpdate,
            sql`update ${table(info.name)} set ${column} = ${column} where ctid = any(${ofB})`,
          ),
          deleted: await run(info.canDelete, sql`delete from ${table(info.name)} where ctid = any(${ofB})`),
        };
      }
      return result;
    });
    const expected = Object.fromEntries(
      tenantTables.map((info) => [
        info.name,
        { updated: info.canUpdate ? 0 : '42501', deleted: info.canDelete ? 0 : '42501' },
      ]),
    );
    expect(touched).toEqual(expected);
    // Nothing changed for the owner either.
    for (const info of tenantTables)
      expect(await count(t.db, sql`select 1 from ${table(info.name)} where ${ownedBy(info, b.company.id)}`)).toBe(
        rowsOf.get(info.name)!.b.length,
      );
  });

  it("refuses to write a row of B's company, process or candidate with the row-level security error", async () => {
    const copies = new Map<string, unknown>();
    for (const info of tenantTables) {
      const [row] = await queryRows<{ row: unknown }>(
        t.db,
        sql`select to_jsonb(x) as row from ${table(info.name)} x where ctid = ${rowsOf.get(info.name)!.b[0]}::tid`,
      );
      copies.set(info.name, row!.row);
    }
    const refusals = await asTenant({ company: a.company.id }, async (tx) => {
      const result: Record<string, string> = {};
      for (const info of tenantTables) {
        const columns = sql.join(
          info.columns.filter((column) => !info.serial.includes(column)).map((column) => sql.identifier(column)),
          sql`, `,
        );
        const error = await failure(
          tx,
          sql`insert into ${table(info.name)} (${columns}) select ${columns} from jsonb_populate_record(null::${table(info.name)}, ${JSON.stringify(copies.get(info.name))}::jsonb)`,
        );
        const message = pgMessage(error);
        const kind = /row-level security/.test(message)
          ? 'row-level security'
          : /permission denied/.test(message)
            ? 'permission denied'
            : message;
        result[info.name] = `${pgCode(error) ?? 'written'} ${kind}`;
      }
      return result;
    });
    const expected = Object.fromEntries(
      tenantTables.map((info) => [info.name, `42501 ${info.canInsert ? 'row-level security' : 'permission denied'}`]),
    );
    expect(refusals).toEqual(expected);
  });

  it('shows nothing when no company is set', async () => {
    const seen = await asTenant({}, async (tx) => {
      const result: Record<string, number | string> = {};
      for (const info of tables.filter((i) => i.rls && i.name !== 'users')) {
        result[info.name] = info.canSelect
          ? await count(tx, sql`select 1 from ${table(info.name)}`)
          : (pgCode(await failure(tx, sql`select 1 from ${table(info.name)}`)) ?? 'readable');
      }
      return result;
    });
    expect(Object.entries(seen).filter(([, value]) => value !== 0 && value !== '42501')).toEqual([]);
    expect(Object.keys(seen)).toEqual(expect.arrayContaining(['processes', 'persons', 'terms_acceptances']));
  });

  it('lets the owner connection see and count every company’s rows', async () => {
    for (const info of tenantTables) {
      const rows = rowsOf.get(info.name)!;
      expect({
        table: info.name,
        ofB: await count(t.db, sql`select 1 from ${table(info.name)} where ctid = any(${tids(rows.b)})`),
      }).toEqual({
        table: info.name,
        ofB: rows.b.length,
      });
      expect(await count(t.db, sql`select 1 from ${table(info.name)}`)).toBeGreaterThanOrEqual(
        rows.a.length + rows.b.length,
      );
    }
  });

  it('keeps the catalogues readable and unwritable', async () => {
    const result = await asTenant({ company: a.company.id }, async (tx) => ({
      countries: await count(tx, sql`select 1 from countries`),
      permissions: await count(tx, sql`select 1 from permissions`),
      write: pgCode(await failure(tx, sql`update countries set name_es = name_es`)),
    }));
    expect(result.countries).toBeGreaterThan(0);
    expect(result.permissions).toBeGreaterThan(0);
    expect(result.write).toBe('42501');
  });
});

describe('persons, users and memberships', () => {
  it('shows a person the company creates at once, and never to another company', async () => {
    const created = await asTenant({ company: a.company.id }, async (tx) => {
      const [row] = await queryRows<{ id: number; created_by_company_id: number }>(
        tx,
        sql`insert into persons (first_name, last_name, email) values ('Nueva', 'Persona', 'nueva@rls.test') returning id, created_by_company_id`,
      );
      const inB = await tx.transaction(async (sp) => {
        await sp.execute(sql`select set_config('terna.company_id', ${String(b.company.id)}, true)`);
        const visible = await count(sp, sql`select 1 from persons where id = ${row!.id}`);
        await sp.execute(sql`select set_config('terna.company_id', ${String(a.company.id)}, true)`);
        return visible;
      });
      return {
        createdBy: Number(row!.created_by_company_id),
        inA: await count(tx, sql`select 1 from persons where id = ${row!.id}`),
        inB,
      };
    });
    expect(created).toEqual({ createdBy: a.company.id, inA: 1, inB: 0 });
  });

  it('marks a shared person’s candidates of every company when one company renames them', async () => {
    const shared = await t.buildProcessPerson({ processId: bProcessId });
    const aProcess = await t.buildProcess({ companyId: a.company.id });
    await t.buildProcessPerson({ processId: aProcess.id, personId: shared.personId });
    await t.db.execute(sql`delete from candidate_list_changes`);
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local role terna_tenant`);
      await tx.execute(sql`select set_config('terna.company_id', ${String(a.company.id)}, true)`);
      await tx.execute(sql`update persons set first_name = 'Renombrada' where id = ${shared.personId}`);
    });
    const marked = await queryRows<{ process_person_id: number }>(
      t.db,
      sql`select process_person_id from candidate_list_changes order by process_person_id`,
    );
    expect(marked.map((row) => Number(row.process_person_id))).toContain(shared.processPersonId);
    expect(marked).toHaveLength(2);
  });

  it('lets a user read names but no password hash, and change only their own profile', async () => {
    const result = await asTenant({ company: a.company.id, user: a.user.id }, async (tx) => ({
      names: await count(tx, sql`select first_name from users`),
      hash: pgCode(await failure(tx, sql`select password_hash from users`)),
      own: await count(tx, sql`update users set first_name = first_name where id = ${a.user.id} returning 1`),
      other: await count(tx, sql`update users set first_name = 'X' where id = ${b.user.id} returning 1`),
      otherTerms: await count(tx, sql`select 1 from terms_acceptances where user_id = ${b.user.id}`),
      ownTerms: await count(tx, sql`select 1 from terms_acceptances where user_id = ${a.user.id}`),
    }));
    expect(result).toEqual({ names: expect.any(Number), hash: '42501', own: 1, other: 0, otherTerms: 0, ownTerms: 1 });
    expect(result.names).toBeGreaterThanOrEqual(2);
  });

  it('shows a member of two companies both memberships and companies, but lets them change only the one they act in', async () => {
    const both = await t.buildUser({ companyId: a.company.id });
    await t.addMembership(both.id, b.company.id, 'RECRUITER');
    const result = await asTenant({ company: a.company.id, user: both.id }, async (tx) => ({
      memberships: await count(tx, sql`select 1 from memberships where user_id = ${both.id}`),
      companies: await count(tx, sql`select 1 from companies where id in (${a.company.id}, ${b.company.id})`),
      colleaguesOfB: await count(
        tx,
        sql`select 1 from memberships where company_id = ${b.company.id} and user_id <> ${both.id}`,
      ),
      renamedB: await count(tx, sql`update companies set commercial_name = 'X' where id = ${b.company.id} returning 1`),
      notOwned: (await queryRows<{ v: boolean }>(tx, sql`select terna_process_not_owned(${bProcessId}) as v`))[0]!.v,
    }));
    expect(result).toEqual({ memberships: 2, companies: 2, colleaguesOfB: 0, renamedB: 0, notOwned: true });
    const stranger = await asTenant(
      { company: a.company.id, user: a.user.id },
      async (tx) =>
        (await queryRows<{ v: boolean }>(tx, sql`select terna_process_not_owned(${bProcessId}) as v`))[0]!.v,
    );
    expect(stranger).toBe(false);
  });
});

describe('the resource centre', () => {
  // Terna's content has no company: every company reads what is published, and only a Terna administrator
  // (users.role_type SYSTEM) reads drafts or writes, whichever company they act in.
  let published: number;
  let draft: number;
  let system: UserRow;
  beforeAll(async () => {
    system = await t.buildUser({ companyId: b.company.id });
    await t.db.execute(sql`update users set role_type = 'SYSTEM' where id = ${system.id}`);
    const rows = await queryRows<{ id: number }>(
      t.db,
      sql`insert into resource_items (kind, slug, title, language, url, published, published_at) values
        ('VIDEO', 'rls-publicado', 'Publicado', 'es', 'https://terna.lat/v', true, now()),
        ('VIDEO', 'rls-borrador', 'Borrador', 'es', 'https://terna.lat/b', false, null) returning id`,
    );
    [published, draft] = rows.map((row) => Number(row.id)) as [number, number];
  });

  const visible = (tx: Database) =>
    queryRows<{ id: number }>(tx, sql`select id from resource_items where id in (${published}, ${draft}) order by id`);

  it('shows every company the published items, drafts to nobody but Terna administrators, nothing to no company', async () => {
    const ofA = await asTenant({ company: a.company.id, user: a.user.id }, visible);
    const ofSystem = await asTenant({ company: b.company.id, user: system.id }, visible);
    const ofNobody = await asTenant({}, visible);
    expect(ofA.map((row) => Number(row.id))).toEqual([published]);
    expect(ofSystem.map((row) => Number(row.id))).toEqual([published, draft]);
    expect(ofNobody).toEqual([]);
  });

  it('lets a company user write nothing, and a Terna administrator write', async () => {
    const asUser = await asTenant({ company: a.company.id, user: a.user.id }, async (tx) => ({
      insert: pgCode(
        await failure(
          tx,
          sql`insert into resource_items (kind, slug, title, language, url, published) values ('VIDEO', 'rls-x', 'X', 'es', 'https://terna.lat/x', true)`,
        ),
      ),
      updated: await count(tx, sql`update resource_items set title = 'X' where id = ${published} returning 1`),
      deleted: await count(tx, sql`delete from resource_items where id = ${published} returning 1`),
    }));
    expect(asUser).toEqual({ insert: '42501', updated: 0, deleted: 0 });
    const asSystem = await asTenant({ company: b.company.id, user: system.id }, async (tx) => ({
      updated: await count(tx, sql`update resource_items set title = 'Publicado' where id = ${published} returning 1`),
      deleted: await count(tx, sql`delete from resource_items where id = ${draft} returning 1`),
    }));
    expect(asSystem).toEqual({ updated: 1, deleted: 1 });
  });
});

describe('orders marked paid by Terna', () => {
  // A Terna administrator applies any company's paid order in their own request transaction (migration
  // 0025): they read its orders and plans and write its plans, accounts, ledger and audit; nobody else does.
  let system: UserRow;
  beforeAll(async () => {
    system = await t.buildUser({ companyId: a.company.id });
    await t.db.execute(sql`update users set role_type = 'SYSTEM' where id = ${system.id}`);
  });

  const reach = (tx: Database) =>
    (async () => ({
      orders: await count(tx, sql`select 1 from orders where company_id = ${b.company.id}`),
      plans: await count(
        tx,
        sql`update plan_configs set quantity = quantity where company_id = ${b.company.id} returning 1`,
      ),
      accounts: await count(
        tx,
        sql`update credit_accounts set available_balance = available_balance where company_id = ${b.company.id} returning 1`,
      ),
      ledger: await count(
        tx,
        sql`insert into credit_transactions (account_id, company_id, type, amount, balance_after, concept)
          select id, company_id, 'CREDIT', 1, available_balance, 'rls' from credit_accounts where company_id = ${b.company.id}
          returning 1`,
      ),
    }))();

  it('lets a Terna administrator reach another company’s orders and plans, and a company user not', async () => {
    const ofUser = await asTenant({ company: a.company.id, user: a.user.id }, reach);
    expect(ofUser).toEqual({ orders: 0, plans: 0, accounts: 0, ledger: 0 });
    const ofSystem = await asTenant({ company: a.company.id, user: system.id }, reach);
    expect(ofSystem).toEqual({ orders: 1, plans: 1, accounts: 1, ledger: 1 });
  });

  it('never lets a company write the product catalogue', async () => {
    const refused = await asTenant({ company: a.company.id, user: a.user.id }, async (tx) =>
      pgCode(await failure(tx, sql`update products set price = 0`)),
    );
    expect(refused).toBe('42501');
  });
});

describe('the request transaction', () => {
  it('acts as the tenant role with the company and user set, and leaves the pooled connection as the owner', async () => {
    const [owner] = await queryRows<{ role: string }>(t.db, sql`select current_user as role`);
    const transaction = await beginTenantTransaction(t.db, { companyId: a.company.id, userId: a.user.id });
    const [inside] = await queryRows<{ role: string; company: string; user: string; jit: string; processes: number }>(
      transaction.db,
      sql`select current_user as role, current_setting('terna.company_id') as company, current_setting('terna.user_id') as user,
        current_setting('jit') as jit, (select count(*)::int from processes where company_id = ${b.company.id}) as processes`,
    );
    await transaction.end(true);
    expect(inside).toEqual({
      role: 'terna_tenant',
      company: String(a.company.id),
      user: String(a.user.id),
      jit: 'off',
      processes: 0,
    });
    const after = await queryRows<{ role: string; company: string | null }>(
      t.db,
      sql`select current_user as role, terna_company_id()::text as company`,
    );
    expect(after).toEqual([{ role: owner!.role, company: null }]);
  });

  it('rolls back what it wrote when ended without a commit', async () => {
    const transaction = await beginTenantTransaction(t.db, { companyId: a.company.id, userId: a.user.id });
    await transaction.db.execute(
      sql`insert into audit_log (company_id, user_id, action, entity_type) values (${a.company.id}, ${a.user.id}, 'rls.rolled-back', 'company')`,
    );
    await transaction.end(false);
    expect(await count(t.db, sql`select 1 from audit_log where action = 'rls.rolled-back'`)).toBe(0);
  });
});
