import { sql } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client.js';
import { agencies } from '../../../src/db/schema/index.js';
import { testSuite } from '../../support/suite.js';

/**
 * companyAnalytics and its export on a small world whose figures are counted by hand below; the
 * counters are kept by triggers (migration 0019), so the world is written straight to the tables.
 */
const { t, owner, viewer, stranger } = testSuite({ members: ['viewer', 'stranger'] });

const ANALYTICS = `query($from: Date, $to: Date, $agencyId: Int) {
  companyAnalytics(from: $from, to: $to, agencyId: $agencyId) {
    processes processesByStatus { status count } processesByMonth { month count }
    candidates candidatesByStatus { status count } candidatesBySource { source count }
    timeToHire { hires medianDays bands { from to count } }
    tags { code label candidates processes }
  }
}`;

interface Analytics {
  processes: number;
  processesByStatus: { status: string; count: number }[];
  processesByMonth: { month: string; count: number }[];
  candidates: number;
  candidatesByStatus: { status: string; count: number }[];
  candidatesBySource: { source: string; count: number }[];
  timeToHire: { hires: number; medianDays: number | null; bands: { from: number; to: number | null; count: number }[] };
  tags: { code: string; label: string; candidates: number; processes: number }[];
}

const noon = (day: string) => new Date(`${day}T12:00:00Z`);
let agencyA: number;
let agencyB: number;
let first: { tagged: number; hired: number; open: number };

async function analyticsOf(token: string, variables: Record<string, unknown> = {}): Promise<Analytics> {
  const body = await t.gql<{ companyAnalytics: Analytics }>(token, ANALYTICS, variables);
  expect(body.errors).toBeUndefined();
  return body.data!.companyAnalytics;
}

/** The counters must always equal a recount of the candidates, tags and hires they stand for. */
async function expectCountersMatchRecount() {
  const recount = sql`select x.process_id, x.dimension, x.key, count(*)::int as count from (
      select pp.process_id, 'STATUS' as dimension, pp.evaluations_status as key from process_persons pp
      union all select pp.process_id, 'SOURCE', pp.source from process_persons pp
      union all select pp.process_id, 'TAG', t.code from person_tags t join process_persons pp on pp.id = t.process_person_id
      union all select pp.process_id, 'HIRE_DAYS', greatest(h.hired_at - (p.launched_at at time zone p.time_zone)::date, 0)::text
        from hires h join process_persons pp on pp.id = h.process_person_id join processes p on p.id = pp.process_id where p.launched_at is not null
    ) x group by 1, 2, 3 order by 1, 2, 3`;
  const stored = sql`select process_id, dimension, key, count from process_candidate_stats where count <> 0 order by 1, 2, 3`;
  expect(await queryRows(t.db, stored)).toEqual(await queryRows(t.db, recount));
}

beforeAll(async () => {
  const company = owner.company.id;
  const agencyRows = await t.db
    .insert(agencies)
    .values([
      { companyId: company, name: 'Agencia Norte' },
      { companyId: company, name: 'Agencia Sur' },
    ])
    .returning({ id: agencies.id });
  [agencyA, agencyB] = agencyRows.map((row) => row.id) as [number, number];
  // Process 1: launched 10 January 2026 by agency A; three candidates, one from a job board; one hired ten days later.
  const p1 = await t.buildProcess({ companyId: company, status: 'LAUNCHED', startDate: noon('2026-01-10') });
  await t.db.execute(sql`update processes set agency_id = ${agencyA} where id = ${p1.id}`);
  const a = await t.buildProcessPerson({ processId: p1.id, evaluationsStatus: 'ENDED' });
  const b = await t.buildProcessPerson({ processId: p1.id, evaluationsStatus: 'ENDED' });
  const c = await t.buildProcessPerson({ processId: p1.id, evaluationsStatus: 'OPEN' });
  await t.db.execute(sql`update process_persons set source = 'JOB_BOARD' where id = ${c.processPersonId}`);
  await t.buildPersonTag({ processPersonId: a.processPersonId, code: 'FAVORITE' });
  await t.buildPersonTag({ processPersonId: b.processPersonId, code: 'FAVORITE' });
  await t.buildHire({ processPersonId: a.processPersonId, hiredAt: '2026-01-20' });
  first = { tagged: b.processPersonId, hired: a.processPersonId, open: c.processPersonId };
  // Process 2: closed, launched 5 March 2026 by agency B; two candidates; one hired four days later.
  const p2 = await t.buildProcess({ companyId: company, status: 'CLOSED', startDate: noon('2026-03-05') });
  await t.db.execute(sql`update processes set agency_id = ${agencyB} where id = ${p2.id}`);
  const d = await t.buildProcessPerson({ processId: p2.id, evaluationsStatus: 'DISQUALIFIED' });
  const e = await t.buildProcessPerson({ processId: p2.id, evaluationsStatus: 'INPROGRESS' });
  await t.buildPersonTag({ processPersonId: d.processPersonId, code: 'FAVORITE' });
  await t.buildPersonTag({ processPersonId: e.processPersonId, code: 'OWN_TAG' });
  await t.buildHire({ processPersonId: e.processPersonId, hiredAt: '2026-03-09' });
  // Process 3: a draft created 20 March 2026, no agency, no candidates.
  await t.buildProcess({ companyId: company, status: 'DRAFT', createdAt: noon('2026-03-20') });
  // A trust sub-process of process 1: part of it, not a process of its own; its candidate is not counted.
  const trust = await t.buildProcess({
    companyId: company,
    parentId: p1.id,
    typeCompanyPlan: 'RELIABILITY',
    startDate: noon('2026-01-11'),
  });
  await t.buildProcessPerson({ processId: trust.id, evaluationsStatus: 'ENDED' });
  // Another company's process and candidates never count.
  const foreign = await t.buildProcess({ companyId: stranger.company.id, startDate: noon('2026-01-10') });
  for (let i = 0; i < 4; i += 1) await t.buildProcessPerson({ processId: foreign.id, evaluationsStatus: 'ENDED' });
});

describe('companyAnalytics', () => {
  it('counts processes, candidates, hires and tags of the company, top-level processes only', async () => {
    const analytics = await analyticsOf(owner.token);
    expect(analytics.processes).toBe(3);
    expect(analytics.processesByStatus).toEqual([
      { status: 'CLOSED', count: 1 },
      { status: 'DRAFT', count: 1 },
      { status: 'LAUNCHED', count: 1 },
    ]);
    expect(analytics.processesByMonth).toEqual([
      { month: '2026-01', count: 1 },
      { month: '2026-03', count: 2 },
    ]);
    expect(analytics.candidates).toBe(5);
    expect(analytics.candidatesByStatus).toEqual([
      { status: 'ENDED', count: 2 },
      { status: 'DISQUALIFIED', count: 1 },
      { status: 'INPROGRESS', count: 1 },
      { status: 'OPEN', count: 1 },
    ]);
    expect(analytics.candidatesBySource).toEqual([
      { source: 'CAP_ADDED', count: 4 },
      { source: 'JOB_BOARD', count: 1 },
    ]);
    // Ten days and four days: median seven.
    expect(analytics.timeToHire.hires).toBe(2);
    expect(analytics.timeToHire.medianDays).toBe(7);
    expect(analytics.timeToHire.bands.slice(0, 2)).toEqual([
      { from: 0, to: 7, count: 1 },
      { from: 8, to: 14, count: 1 },
    ]);
    expect(analytics.tags.map(({ code, candidates, processes }) => ({ code, candidates, processes }))).toEqual([
      { code: 'FAVORITE', candidates: 3, processes: 2 },
      { code: 'OWN_TAG', candidates: 1, processes: 1 },
    ]);
    // A code in neither catalogue is shown under its code.
    expect(analytics.tags[1]!.label).toBe('OWN_TAG');
  });

  it('keeps only the agency asked for', async () => {
    const analytics = await analyticsOf(owner.token, { agencyId: agencyA });
    expect(analytics.processes).toBe(1);
    expect(analytics.candidates).toBe(3);
    expect(analytics.timeToHire).toMatchObject({ hires: 1, medianDays: 10 });
    expect(analytics.tags.map((tag) => [tag.code, tag.candidates])).toEqual([['FAVORITE', 2]]);
  });

  it('keeps only processes whose day is in the range', async () => {
    const march = await analyticsOf(owner.token, { from: '2026-03-01', to: '2026-03-31' });
    expect(march.processesByStatus).toEqual([
      { status: 'CLOSED', count: 1 },
      { status: 'DRAFT', count: 1 },
    ]);
    expect(march.candidates).toBe(2);
    const january = await analyticsOf(owner.token, { to: '2026-01-31' });
    expect(january.processes).toBe(1);
    expect(january.candidates).toBe(3);
    const none = await analyticsOf(owner.token, { from: '2025-01-01', to: '2025-12-31' });
    expect(none).toMatchObject({ processes: 0, candidates: 0, tags: [], timeToHire: { hires: 0, medianDays: null } });
  });

  it('refuses a range that ends before it starts, and a bad day', async () => {
    const reversed = await t.gql(owner.token, ANALYTICS, { from: '2026-03-01', to: '2026-02-01' });
    expect(reversed.errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
    const bad = await t.gql(owner.token, ANALYTICS, { from: '2026-02-30' });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
  });

  it('shows another company only its own figures, and an agency of another company nothing', async () => {
    const theirs = await analyticsOf(stranger.token);
    expect(theirs).toMatchObject({ processes: 1, candidates: 4 });
    const foreignAgency = await analyticsOf(stranger.token, { agencyId: agencyA });
    expect(foreignAgency).toMatchObject({ processes: 0, candidates: 0 });
  });

  it('needs dashboard.general: a viewer reads it, a custom role without it and nobody signed in are refused', async () => {
    expect((await analyticsOf(viewer.token)).candidates).toBe(5);
    const limited = await t.buildMember({ company: owner.company, role: 'VIEWER' });
    const [role] = await queryRows<{ id: number }>(
      t.db,
      sql`insert into company_roles (company_id, name, permissions) values (${owner.company.id}, 'Solo procesos', '{process.view}') returning id`,
    );
    await t.db.execute(
      sql`update memberships set role = 'CUSTOM', custom_role_id = ${role!.id} where user_id = ${limited.user.id} and company_id = ${owner.company.id}`,
    );
    const refused = await t.gql(limited.token, ANALYTICS);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await t.gql(null, ANALYTICS);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('follows every write: status moves, tags and hires removed, a hire date moved, a candidate removed', async () => {
    await t.db.execute(sql`update process_persons set evaluations_status = 'INPROGRESS' where id = ${first.open}`);
    await t.db.execute(sql`delete from person_tags where process_person_id = ${first.tagged}`);
    await t.db.execute(sql`update hires set hired_at = '2026-03-01' where process_person_id = ${first.hired}`);
    await expectCountersMatchRecount();
    const moved = await analyticsOf(owner.token, { agencyId: agencyA });
    expect(moved.candidatesByStatus).toEqual([
      { status: 'ENDED', count: 2 },
      { status: 'INPROGRESS', count: 1 },
    ]);
    expect(moved.timeToHire).toMatchObject({ hires: 1, medianDays: 50 });
    // The hired, tagged candidate leaves: their tag and hire go with them.
    await t.db.execute(sql`delete from process_persons where id = ${first.hired}`);
    await expectCountersMatchRecount();
    const removed = await analyticsOf(owner.token, { agencyId: agencyA });
    expect(removed).toMatchObject({ candidates: 2, tags: [], timeToHire: { hires: 0 } });
  });

  it('counts twenty candidates added at once, and a relaunch recounts the days to hire', async () => {
    const process = await t.buildProcess({ companyId: owner.company.id, startDate: noon('2026-05-01') });
    const added = await Promise.all(
      Array.from({ length: 20 }, () => t.buildProcessPerson({ processId: process.id, evaluationsStatus: 'OPEN' })),
    );
    await t.buildHire({ processPersonId: added[0]!.processPersonId, hiredAt: '2026-05-31' });
    await t.db.execute(sql`update processes set launched_at = ${noon('2026-05-21')} where id = ${process.id}`);
    await expectCountersMatchRecount();
    const may = await analyticsOf(owner.token, { from: '2026-05-01' });
    expect(may.candidates).toBe(20);
    expect(may.timeToHire).toMatchObject({ hires: 1, medianDays: 10 });
  });
});

describe('GET /process-web/company/analytics/export', () => {
  const exportOf = (token: string | null, query: string) =>
    t.app.inject({
      method: 'GET',
      url: `/process-web/company/analytics/export?${query}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('is refused without COMPANY_REPORTS or ANALYTIC_REPORT', async () => {
    const response = await exportOf(stranger.token, 'format=csv');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'FEATURE_REQUIRED' });
  });

  it('writes the figures as CSV and as a one-sheet XLSX, with the agency named', async () => {
    await t.buildFeature(owner.company.id, 'ANALYTIC_REPORT');
    const csv = await exportOf(owner.token, `format=csv&agencyId=${agencyB}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('analitica.csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Sección,Elemento,Valor,Procesos');
    expect(lines).toContain('Filtros,Agencia,Agencia Sur,');
    expect(lines).toContain('Candidatos por estado,DISQUALIFIED,1,');
    expect(lines).toContain('Etiquetas,FAVORITE,1,1');
    const xlsx = await exportOf(owner.token, `format=xlsx&agencyId=${agencyB}`);
    expect(xlsx.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(xlsx.rawPayload));
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
    expect(sheet).toContain('<t xml:space="preserve">Agencia Sur</t>');
    expect(sheet).toContain('<t xml:space="preserve">DISQUALIFIED</t></is></c><c r="C');
    expect(Object.keys(files)).toContain('[Content_Types].xml');
  });

  it('refuses a bad format and a bad range', async () => {
    expect((await exportOf(owner.token, 'format=pdf')).statusCode).toBe(400);
    expect((await exportOf(owner.token, 'format=csv&from=2026-03-01&to=2026-01-01')).statusCode).toBe(400);
    expect((await exportOf(null, 'format=csv')).statusCode).toBe(401);
  });
});
