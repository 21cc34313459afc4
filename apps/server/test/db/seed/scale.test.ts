import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type DatabaseHandle } from '../../../src/db/client.js';
import { migrate } from '../../../src/db/migrate.js';
import { seedDemo } from '../../../src/db/seed/demo.js';
import { seedReferenceData } from '../../../src/db/seed/reference.js';
import {
  ensureScaleData,
  SCALE_COMPANY_NAME,
  SCALE_MEDIUM_PROCESS,
  SCALE_PROCESS,
} from '../../../src/db/seed/scale.js';
import { openTestDatabase } from '../../support/test-database.js';

/** More than one statement's worth of candidates (5,000), so the writes overlap the drafting. */
const CANDIDATES = 5_200;
const PROCESSES = 12;

/** What the seed must leave as it found it: index definitions and whether each trigger fires. */
const SCHEMA_STATE = sql`select
  (select json_agg(indexdef order by indexname) from pg_indexes where schemaname = 'public') as indexes,
  (select json_agg(tgrelid::regclass::text || '.' || tgname || '=' || tgenabled::text order by tgrelid::regclass::text, tgname)
    from pg_trigger where not tgisinternal) as triggers`;

describe('scale seed', () => {
  let handle: DatabaseHandle;
  let schemaBefore: unknown;

  const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(handle.db, query))[0]!;
  const processId = async (name: string) =>
    (
      await one<{ id: number }>(sql`select p.id from processes p join companies c on c.id = p.company_id
        where c.commercial_name = ${SCALE_COMPANY_NAME} and p.name = ${name}`)
    ).id;

  beforeAll(async () => {
    handle = await openTestDatabase();
    await migrate(handle);
    await seedReferenceData(handle.db);
    // A small demo: the scale seed loads the full one only into an empty database.
    await seedDemo(handle.db, { candidates: 60 });
    schemaBefore = await one(SCHEMA_STATE);
    expect(await ensureScaleData(handle, { candidates: CANDIDATES, processes: PROCESSES })).toBe('created');
  }, 180_000);
  afterAll(async () => {
    await handle?.close();
  });

  it('writes every candidate with a CV, a result per component and a CV search document', async () => {
    const scale = await processId(SCALE_PROCESS);
    const row = await one<{ candidates: number; people: number; cvs: number; results: number; documents: number }>(
      sql`select count(*)::int as candidates, count(distinct pp.person_id)::int as people,
        count(c.person_id)::int as cvs,
        (select count(*)::int from component_results r join process_persons x on x.id = r.process_person_id
          where x.process_id = ${scale}) as results,
        count(d.person_id) filter (where d.last_activity >= pp.created_at and d.doc <> ''::tsvector)::int as documents
      from process_persons pp left join curricula c on c.person_id = pp.person_id
        left join cv_search_documents d on d.person_id = pp.person_id
      where pp.process_id = ${scale}`,
    );
    // CAP_COMPLETE: DISC, CV, competences, knowledge test and interview.
    expect(row).toEqual({
      candidates: CANDIDATES,
      people: CANDIDATES,
      cvs: CANDIDATES,
      results: CANDIDATES * 5,
      documents: CANDIDATES,
    });
    const postings = await one<{ missing: number }>(
      sql`select count(*)::int as missing from process_persons pp where pp.process_id = ${scale}
        and not exists (select 1 from cv_search_postings p where p.person_id = pp.person_id)`,
    );
    expect(postings.missing).toBe(0);
  });

  it('keeps the process counters the analytics read equal to the candidates', async () => {
    const scale = await processId(SCALE_PROCESS);
    const mismatches = await queryRows<{ dimension: string; key: string }>(
      handle.db,
      sql`with actual as (
          select 'STATUS' as dimension, evaluations_status as key, count(*)::int as count from process_persons
            where process_id = ${scale} group by 2
          union all select 'SOURCE', source, count(*)::int from process_persons where process_id = ${scale} group by 2
          union all select 'TAG', t.code, count(*)::int from person_tags t
            join process_persons pp on pp.id = t.process_person_id where pp.process_id = ${scale} group by 2),
        counted as (select dimension, key, count from process_candidate_stats where process_id = ${scale}
          and dimension in ('STATUS', 'SOURCE', 'TAG') and count <> 0)
        select dimension, key from ((table actual except table counted) union (table counted except table actual)) x`,
    );
    expect(mismatches).toEqual([]);
  });

  it('ranks the finished candidates by composed score, ties by arrival', async () => {
    const scale = await processId(SCALE_PROCESS);
    const row = await one<{ ranked: number; ended: number; misplaced: number }>(
      sql`select count(ranking)::int as ranked, count(*) filter (where evaluations_status = 'ENDED')::int as ended,
        count(*) filter (where ranking is distinct from expected)::int as misplaced
      from (select ranking, evaluations_status, case when evaluations_status = 'ENDED' then
          row_number() over (partition by evaluations_status = 'ENDED' order by composed_score desc, id) end as expected
        from process_persons where process_id = ${scale}) x`,
    );
    expect(row.ended).toBeGreaterThan(CANDIDATES / 4);
    expect(row).toEqual({ ranked: row.ended, ended: row.ended, misplaced: 0 });
  });

  it('leaves every trigger on and every index as it found them', async () => {
    expect(await one(SCHEMA_STATE)).toEqual(schemaBefore);
  });

  it('runs once, and later only adds the medium process an older seed did not create', async () => {
    const count = sql`select count(*)::int as n from process_persons pp join companies c on c.id = pp.company_id
      where c.commercial_name = ${SCALE_COMPANY_NAME}`;
    const before = await one<{ n: number }>(count);
    expect(before.n).toBe(CANDIDATES + 1_000);
    expect(await ensureScaleData(handle, { candidates: CANDIDATES, processes: PROCESSES })).toBe('existing');
    expect(await one(count)).toEqual(before);

    // As a seed from before the medium process existed left it (its candidates first: their removal counts them out).
    const medium = await processId(SCALE_MEDIUM_PROCESS);
    await handle.db.execute(sql`delete from process_persons where process_id = ${medium}`);
    await handle.db.execute(sql`delete from processes where id = ${medium}`);
    expect(await ensureScaleData(handle, { candidates: CANDIDATES, processes: PROCESSES })).toBe('existing');
    expect(await one(count)).toEqual(before);
    const added = await one<{ documents: number }>(
      sql`select count(*)::int as documents from process_persons pp join cv_search_documents d on d.person_id = pp.person_id
        where pp.process_id = ${await processId(SCALE_MEDIUM_PROCESS)}`,
    );
    expect(added.documents).toBe(1_000);
    expect(await one(SCHEMA_STATE)).toEqual(schemaBefore);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('scale seed on a shared PostgreSQL database', () => {
  it('refuses the maintenance database, where the tests and a local demo live, and writes nothing there', async () => {
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = '/postgres';
    const admin = await openDatabase({ databaseUrl: url.toString() });
    try {
      // Its first write would be the migrations' tables.
      const tables = sql`select count(*)::int as n from pg_tables where schemaname = 'public'`;
      const before = await queryRows<{ n: number }>(admin.db, tables);
      await expect(ensureScaleData(admin, { candidates: 1, processes: 1 })).rejects.toThrow(
        'refusing to write into the shared database "postgres"',
      );
      expect(await queryRows<{ n: number }>(admin.db, tables)).toEqual(before);
    } finally {
      await admin.close();
    }
  });
});
