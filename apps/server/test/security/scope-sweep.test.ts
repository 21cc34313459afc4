import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@terna/domain';
import {
  agencies,
  companyTags,
  departments,
  memberships,
  notifications,
  persons,
  positions,
  processes,
  questionBanks,
  reportTemplates,
} from '../../src/db/schema/index.js';
import { uniqueTag } from '../support/factories.js';
import { processApi } from '../support/process-api.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { callableEntries, entryKey, mayCall, perform, type CallableEntry } from './operation-catalogue.js';
import { outsideAgencyTables, tenantFingerprint, type TenantTable } from './tenant-rows.js';
import { buildWorld, crossWorld, type World } from './world.js';

/**
 * Member scope (docs/decisions/016-member-scope.md). One company with two agencies: a world of
 * processes and candidates in each (world.ts), and processes of no agency. Members limited to
 * agency A call every operation of the API with agency B's objects, and with A's processes holding
 * B's candidates: nothing of B (nor of the company-wide processes) may come back, and none of their
 * rows may change. Every process name, candidate, observer and report of B carries B's marker; what
 * is the whole company's (its tags, report templates, question banks, positions, unwanted list) is
 * renamed first, since every member sees it.
 */
interface ScopedCaller {
  name: string;
  role: Role;
  token: string;
}

/**
 * Administering the company (issue 18, decisions 016 and 018): its data, agencies, departments,
 * members, roles, tags, credit ledger, activity log, outbox and notification settings are the
 * company's, not a process's; their answers name the company's objects, B's world's among them.
 */
const COMPANY_ADMINISTRATION = new Set<string>([
  'query companyAgencies',
  'GET /client/companies',
  'PUT /client/companies',
  'POST /client/companies/:companyId/mails',
  'DELETE /client/companies/:companyId/mails/:emailId',
  'POST /client/companies/:companyId/phones',
  'DELETE /client/companies/:companyId/phones/:phoneId',
  'POST /client/agencies',
  'PUT /client/agencies/:id',
  'GET /client/agencies/:agencyId/departments',
  'POST /client/departments',
  'PUT /client/departments/:departmentId',
  'DELETE /client/departments/:departmentId',
  'query companyUsers',
  'query companyRoles',
  'mutation inviteUser',
  'mutation resendUserInvitation',
  'mutation cancelUserInvitation',
  'mutation updateMember',
  'mutation deactivateMember',
  'mutation reactivateMember',
  'mutation removeMember',
  'mutation updateCompanyRole',
  'mutation deleteCompanyRole',
  'mutation updateCompanyTag',
  'mutation deleteCompanyTag',
  'query creditHistory',
  'GET /credits-web/creditAccount/planConfig/:planId',
  'query activityLog',
  'GET /company-web/activity.csv',
  'query mailOutbox',
  'mutation resendMail',
  'query memberNotificationSettings',
  'mutation saveMemberNotificationSettings',
  // The subscription and its orders are the company's (docs/api/subscriptions.md).
  'GET /api/evaluar/subscription/:companyId',
  'GET /api/evaluar/products',
  'POST /api/evaluar/change/upgrade',
  'GET /api/subscription/detail/:id',
  'GET /api/order/detail/:id',
  'GET /api/subscription/related/:id',
  'POST /api/subscription/cancel/:id',
  'POST /api/subscription/active/:id',
  'GET /api/subscription/status/:companyId',
  'GET /api/resubscribe/link/:id',
]);

/**
 * Operations that answer B's ids with the company's own data, not B's: they take nothing of a
 * process (the world's company-wide objects, or ids they ignore). Listed, so an operation that
 * starts answering B's process ids with success has to be looked at here.
 */

const COMPANY_WIDE = new Set<string>([
  // Positions, their profiles and the question banks are the company's catalogue for launching.
  'query getPositionDetail',
  'GET /cm/position/:id/competences',
  'POST /cm/position/:id/competences',
  'GET /cm/position/:id/curriculums',
  'POST /cm/position/:id/curriculums',
  'GET /cm/position/:id/interviews',
  'GET /cm/position/:id/tests',
  'GET /qae-web/questionbank/:id/questions',
  'POST /qae-web/questionbank/:id/questions',
  'PUT /qae-web/questionbank/:bankId/questions/:questionId',
  'DELETE /qae-web/questionbank/:bankId/questions/:questionId',
  ...COMPANY_ADMINISTRATION,
  // The talent pool's purchase (issue 19) spends the company's TALENT POOL plan on people of nobody's base.
  'mutation buyCurriculum',
]);

let t: TestApp;
let tables: TenantTable[];
let companyId: number;
let agencyA: number;
let agencyB: number;
let departmentA1: number;
let departmentA2: number;
let markerA: string;
let markerB: string;
let markerWide: string;
let worldA: World;
let worldB: World;
let wideProcessId: number;
let departmentProcessId: number;
let ownerToken: string;
let callers: ScopedCaller[];

/**
 * A member of the company limited to an agency (and department); the membership is set as the users
 * page would. Their bell holds a notification about one of B's processes, from before their scope
 * was narrowed: it must not show.
 */
async function scopedMember(role: Role, agencyId: number, departmentId: number | null, what: string) {
  const user = await t.buildUser({ companyId, role, email: `${what}-${uniqueTag()}@example.test`, firstName: what });
  await t.db
    .update(memberships)
    .set({ scope: departmentId === null ? 'agency' : 'department', agencyId, departmentId })
    .where(and(eq(memberships.userId, user.id), eq(memberships.companyId, companyId)));
  await t.db.insert(notifications).values({
    companyId,
    userId: user.id,
    kind: 'EVALUATION_FINISHED',
    processId: worldB.processId,
    processPersonId: worldB.candidates.ended.processPersonId,
    payload: { candidateName: `${markerB} nombre`, processName: worldB.processName, composedScore: 75, link: '/' },
  });
  return t.login(user.email);
}

/** Strips `marker` from the company's shared objects a world built: every member of the company sees those. */
async function shareCompanyObjects(marker: string) {
  const strip = (column: unknown) => sql`replace(${column}, ${marker}, 'compartido')`;
  const upper = marker.toUpperCase();
  const stripUpper = (column: unknown) => sql`replace(${column}, ${upper}, 'COMPARTIDO')`;
  await t.db
    .update(companyTags)
    .set({ title: strip(companyTags.title), code: stripUpper(companyTags.code) })
    .where(eq(companyTags.companyId, companyId));
  await t.db
    .update(reportTemplates)
    .set({
      name: strip(reportTemplates.name),
      publicName: strip(reportTemplates.publicName),
      vendorId: strip(reportTemplates.vendorId),
    })
    .where(eq(reportTemplates.companyId, companyId));
  await t.db
    .update(questionBanks)
    .set({ name: strip(questionBanks.name) })
    .where(eq(questionBanks.companyId, companyId));
  await t.db.execute(
    sql`update bank_questions set content = replace(content, ${marker}, 'compartido'),
      answers = replace(answers::text, ${marker}, 'compartido')::jsonb
      where bank_id in (select id from question_banks where company_id = ${companyId})`,
  );
  await t.db
    .update(positions)
    .set({ name: strip(positions.name) })
    .where(eq(positions.companyId, companyId));
  // The unwanted list is the company's: its people show to every member.
  await t.db.execute(
    sql`update persons set first_name = replace(first_name, ${marker}, 'compartido'),
      last_name = replace(last_name, ${marker}, 'compartido'), email = replace(email, ${marker}, 'compartido'),
      identification = replace(identification, ${marker}, 'compartido')
      where id in (select person_id from blacklist where company_id = ${companyId})`,
  );
}

beforeAll(async () => {
  t = await createTestApp();
  const tag = uniqueTag();
  markerA = `alfa${tag}`;
  markerB = `bravo${tag}`;
  markerWide = `ancho${tag}`;
  const company = await t.buildCompany({ commercialName: `empresa ${tag}`, companyName: `Empresa ${tag} S.A.` });
  companyId = company.id;
  const plan = await t.buildPlan(companyId, 'PROCESS', 900);
  await t.buildPlan(companyId, 'CREDIT', 60);
  const [a, b] = await t.db
    .insert(agencies)
    .values([
      { companyId, name: 'Agencia norte' },
      { companyId, name: 'Agencia sur' },
    ])
    .returning();
  agencyA = a!.id;
  agencyB = b!.id;
  const [a1, a2] = await t.db
    .insert(departments)
    .values([
      { companyId, agencyId: agencyA, name: 'Ventas' },
      { companyId, agencyId: agencyA, name: 'Operaciones' },
      { companyId, agencyId: agencyB, name: 'Ventas sur' },
    ])
    .returning();
  departmentA1 = a1!.id;
  departmentA2 = a2!.id;

  const owner = await t.buildUser({ companyId, role: 'OWNER', email: `owner-${tag}@example.test`, firstName: 'Dueña' });
  ownerToken = await t.login(owner.email);
  const world = (label: string) =>
    buildWorld(t, {
      companyId,
      userId: owner.id,
      userEmail: owner.email,
      processPlanConfigId: plan.planConfigId,
      label,
    });
  const placeUnplaced = (agencyId: number, departmentId: number | null) =>
    t.db
      .update(processes)
      .set({ agencyId, departmentId })
      .where(and(eq(processes.companyId, companyId), isNull(processes.agencyId)));
  worldB = await world(markerB);
  await placeUnplaced(agencyB, null);
  worldA = await world(markerA);
  await placeUnplaced(agencyA, departmentA1);
  wideProcessId = (await t.buildProcess({ companyId, name: `${markerWide} proceso`.toUpperCase() })).id;
  const inA2 = await t.buildProcess({ companyId, name: `${markerA} operaciones`.toUpperCase() });
  await t.db.update(processes).set({ agencyId: agencyA, departmentId: departmentA2 }).where(eq(processes.id, inA2.id));
  departmentProcessId = inA2.id;
  await shareCompanyObjects(markerB);

  callers = [
    { name: 'RECRUITER of agency A', role: 'RECRUITER', token: await scopedMember('RECRUITER', agencyA, null, 'rec') },
    { name: 'OWNER of agency A', role: 'OWNER', token: await scopedMember('OWNER', agencyA, null, 'own') },
  ];
  tables = await outsideAgencyTables(t.db);
});
afterAll(() => t?.close());

const fingerprintOutside = () => tenantFingerprint(t.db, tables, agencyA);

describe('the sweep world', () => {
  it("holds rows of B's processes in every kind of process data", async () => {
    const rows = Object.fromEntries(
      Object.entries(await fingerprintOutside()).map(([table, print]) => [table, Number(print.split(':')[0])]),
    );
    for (const table of [
      'processes',
      'job_opportunities',
      'job_components',
      'process_tags',
      'observers',
      'process_persons',
      'component_results',
      'person_tags',
      'feelings',
      'hires',
      'comparator_entries',
      'candidate_reports',
    ]) {
      expect(rows[table], table).toBeGreaterThan(0);
    }
  });

  it("shows B's marker to a company-wide owner, so its absence below means something", async () => {
    const list = await processApi(t).list(ownerToken, { size: 100 });
    const names = list.data!.getProcessPaginated.data.map((p) => p.processName.toLowerCase());
    expect(names.some((name) => name.includes(markerB))).toBe(true);
    expect(names.some((name) => name.includes(markerWide))).toBe(true);
    expect(names.some((name) => name.includes(markerA))).toBe(true);
  });
});

/** The code a call with B's objects must be refused with; undefined: it answers with the company's own data. */
function expectedCode(entry: CallableEntry, caller: ScopedCaller): string | undefined {
  if (!mayCall(caller.role, entry.access)) return 'FORBIDDEN';
  // The world's company is the member's own: switching into it is allowed (with the same scope).
  if (entry.refusal === false || entry.acrossMemberships) return undefined;
  return entry.refusal === 'PROCESS_NOT_OWNED' ? 'NOT_FOUND' : (entry.refusal ?? 'NOT_FOUND');
}

describe("members of agency A and agency B's data", () => {
  const entries = callableEntries().filter(
    (entry) => entry.access !== 'public' && entry.access !== 'observer' && entry.access !== 'candidate',
  );
  for (const entry of entries) {
    it(`${entryKey(entry)}: refuses B's objects, returns nothing of B, changes nothing of B`, async () => {
      const before = await fingerprintOutside();
      for (const caller of callers) {
        for (const [kind, world] of [
          ['other', worldB],
          ['crossed', crossWorld(worldA, worldB)],
        ] as const) {
          const outcome = await perform(t.app, entry, world, caller.token);
          const where = `${caller.name}, ${kind} world: ${outcome.status} ${outcome.body.slice(0, 300)}`;
          const body = outcome.body.toLowerCase();
          const companyWide = COMPANY_WIDE.has(entryKey(entry));
          if (!COMPANY_ADMINISTRATION.has(entryKey(entry))) {
            expect(body, `B's data in the answer (${where})`).not.toContain(markerB);
            expect(body, `a company-wide process in the answer (${where})`).not.toContain(markerWide);
          }
          // A company-wide object answers whoever may call (one member may have deleted it before the next).
          const checked = kind === 'other' && !companyWide;
          if (checked) expect(outcome.code, where).toBe(expectedCode(entry, caller));
          else if (!mayCall(caller.role, entry.access)) expect(outcome.code, where).toBe('FORBIDDEN');
        }
      }
      expect(await fingerprintOutside(), "B's rows after the calls").toEqual(before);
    });
  }
});

describe('lists, facets and counts of a scoped member', () => {
  it("lists only agency A's processes, and counts only them in the facets", async () => {
    const list = await processApi(t).list(callers[0]!.token, { size: 100 });
    const page = list.data!.getProcessPaginated;
    const names = page.data.map((p) => p.processName.toLowerCase());
    expect(names.length).toBeGreaterThan(0);
    expect(names.some((name) => name.includes(markerB) || name.includes(markerWide))).toBe(false);
    const inAgency = await t.db
      .select({ id: processes.id })
      .from(processes)
      .where(and(eq(processes.companyId, companyId), eq(processes.agencyId, agencyA)));
    const listed = page.data.map((p) => p.id);
    expect(inAgency.map((p) => p.id)).toEqual(expect.arrayContaining(listed));
    expect(page.total).toBe(listed.length);
    const counted = page.filters.status.reduce((sum, facet) => sum + facet.docCount, 0);
    expect(counted).toBe(page.total);
    const everything = await processApi(t).list(ownerToken, { size: 100 });
    expect(everything.data!.getProcessPaginated.total).toBeGreaterThan(page.total);
  });

  it("finds a candidate's processes only within the agency", async () => {
    const byB = await processApi(t).list(callers[0]!.token, { candidate: worldB.candidates.open.email });
    expect(byB.data!.getProcessPaginated.total).toBe(0);
    const byA = await processApi(t).list(callers[0]!.token, { candidate: worldA.candidates.open.email });
    expect(byA.data!.getProcessPaginated.total).toBeGreaterThan(0);
    const asOwner = await processApi(t).list(ownerToken, { candidate: worldB.candidates.open.email });
    expect(asOwner.data!.getProcessPaginated.total).toBeGreaterThan(0);
  });

  it("opens agency A's candidates list and refuses B's, with the owner still reaching both", async () => {
    const query = `query($processId: Int!) { processPersonPaginated(processId: $processId, page: 1, size: 50) { total data { processPersonId } } }`;
    const own = await t.gql<{ processPersonPaginated: { total: number } }>(callers[0]!.token, query, {
      processId: worldA.processId,
    });
    expect(own.data?.processPersonPaginated.total).toBeGreaterThan(0);
    const other = await t.gql(callers[0]!.token, query, { processId: worldB.processId });
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const owner = await t.gql<{ processPersonPaginated: { total: number } }>(ownerToken, query, {
      processId: worldB.processId,
    });
    expect(owner.data?.processPersonPaginated.total).toBeGreaterThan(0);
  });
});

describe("a scoped member's bell", () => {
  it("counts and lists nothing about B's processes", async () => {
    const query = `{ notifications(page: 1, size: 20) { total unread data { id } } }`;
    const bell = await t.gql<{ notifications: { total: number; unread: number } }>(callers[0]!.token, query);
    expect(bell.data?.notifications).toMatchObject({ total: 0, unread: 0 });
    const kept = await t.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.processId, worldB.processId));
    expect(kept.length).toBeGreaterThanOrEqual(callers.length);
  });
});

describe('a member limited to one department', () => {
  it("sees only that department's processes", async () => {
    const token = await scopedMember('RECRUITER', agencyA, departmentA2, 'dep');
    const list = await processApi(t).list(token, { size: 100 });
    expect(list.data!.getProcessPaginated.data.map((p) => p.id)).toEqual([departmentProcessId]);
    expect((await processApi(t).get(token, worldA.processId)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await processApi(t).get(token, departmentProcessId)).data?.getProcess.id).toBe(departmentProcessId);
  });
});

describe('a company-wide owner', () => {
  it('still sees and opens every process of the company, whatever its agency', async () => {
    const list = await processApi(t).list(ownerToken, { size: 100 });
    const ids = list.data!.getProcessPaginated.data.map((p) => p.id);
    for (const id of [worldA.processId, worldB.processId, wideProcessId, departmentProcessId]) {
      expect(ids).toContain(id);
      expect((await processApi(t).get(ownerToken, id)).data?.getProcess.id).toBe(id);
    }
  });
});

describe('persons of the company', () => {
  it("keeps a scoped member from B's candidates through their person", async () => {
    const [person] = await t.db.select().from(persons).where(eq(persons.id, worldB.candidates.open.personId));
    expect(person?.firstName.toLowerCase()).toContain(markerB);
    const shown = await t.gql(
      callers[0]!.token,
      `query($email: String!) { getPersonByEmail(email: $email) { id firstName } }`,
      { email: worldB.candidates.open.email },
    );
    expect(JSON.stringify(shown).toLowerCase()).not.toContain(markerB);
  });
});
