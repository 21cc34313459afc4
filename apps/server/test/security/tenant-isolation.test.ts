import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@terna/domain';
import { graphqlOperations, routeKey } from '../support/api-surface.js';
import { uniqueTag } from '../support/factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { CATALOGUE, callableEntries, entryKey, mayCall, perform, type CallableEntry } from './operation-catalogue.js';
import { tablesMentioning, tenantFingerprint, tenantTables, type TenantTable } from './tenant-rows.js';
import { buildWorld, crossWorld, missingWorld, type World } from './world.js';

/**
 * Company A's users (one per role, and one who is also a member of B) call every operation of the
 * API with company B's objects, with ids that do not exist, and with A's own processes holding B's
 * candidates. Nothing of B may come back (every name, e-mail and label of B carries B's marker),
 * and B's rows in every tenant table must be exactly as they were.
 */
interface Caller {
  name: string;
  role: Role;
  token: string;
  /** Also a member of B (acting in A). */
  dual: boolean;
}
type WorldKind = 'other' | 'missing' | 'crossed';

let t: TestApp;
let tables: TenantTable[];
let companyA: number;
let companyB: number;
let markerA: string;
let markerB: string;
let worldA: World;
let worldB: World;
let callers: Caller[];

beforeAll(async () => {
  t = await createTestApp();
  const tag = uniqueTag();
  markerA = `alfa${tag}`;
  markerB = `bravo${tag}`;
  const a = await t.buildCompany({ commercialName: `${markerA} comercial`, companyName: `${markerA} S.A.` });
  const b = await t.buildCompany({
    commercialName: `${markerB} comercial`,
    companyName: `${markerB} Ltda.`,
    logoUrl: `/files/${markerB}.png`,
  });
  companyA = a.id;
  companyB = b.id;
  const planA = await t.buildPlan(a.id, 'PROCESS', 500);
  await t.buildPlan(a.id, 'CREDIT', 40);
  const planB = await t.buildPlan(b.id, 'PROCESS', 700);
  await t.buildPlan(b.id, 'CREDIT', 90);
  await t.buildPlan(b.id, 'TALENT_POOL', 33);
  await t.buildFeature(b.id, 'AI_PROFILE');

  callers = [];
  for (const role of ROLES) {
    const user = await t.buildUser({
      companyId: a.id,
      role,
      email: `${role.toLowerCase()}-${markerA}@example.test`,
      firstName: `${markerA} ${role}`,
    });
    callers.push({ name: role, role, token: await t.login(user.email), dual: false });
  }
  const dual = await t.buildUser({
    companyId: a.id,
    role: 'OWNER',
    email: `dual-${tag}@example.test`,
    firstName: 'Dual',
    lastName: 'Member',
  });
  await t.addMembership(dual.id, b.id, 'RECRUITER');
  callers.push({
    name: 'OWNER of A, member of B',
    role: 'OWNER',
    token: await t.signToken({ userId: dual.id, companyId: a.id, email: dual.email }),
    dual: true,
  });

  const ownerA = await t.buildUser({
    companyId: a.id,
    role: 'OWNER',
    email: `world-${markerA}@example.test`,
    firstName: markerA,
  });
  const ownerB = await t.buildUser({
    companyId: b.id,
    role: 'OWNER',
    email: `owner-${markerB}@example.test`,
    firstName: `${markerB} dueña`,
  });
  await t.buildUser({
    companyId: b.id,
    role: 'RECRUITER',
    email: `recruiter-${markerB}@example.test`,
    firstName: `${markerB} reclutador`,
  });
  worldA = await buildWorld(t, {
    companyId: a.id,
    userId: ownerA.id,
    userEmail: ownerA.email,
    processPlanConfigId: planA.planConfigId,
    label: markerA,
  });
  worldB = await buildWorld(t, {
    companyId: b.id,
    userId: ownerB.id,
    userEmail: ownerB.email,
    processPlanConfigId: planB.planConfigId,
    label: markerB,
  });
  tables = await tenantTables(t.db);
});
afterAll(() => t?.close());

const fingerprintB = () => tenantFingerprint(t.db, tables, companyB);

/** The code a call must be refused with; undefined: it must succeed (with the caller's own data). */
function expectedCode(entry: CallableEntry, caller: Caller, kind: WorldKind): string | undefined {
  if (!mayCall(caller.role, entry.access)) return 'FORBIDDEN';
  if (entry.refusal === false) return undefined;
  // Only a member of the process's company may learn that the process exists.
  if (kind === 'other' && caller.dual && entry.notOwned) return 'PROCESS_NOT_OWNED';
  return entry.refusal ?? 'NOT_FOUND';
}

describe('the operation catalogue', () => {
  it('has one entry per GraphQL root field and REST route, and none for anything else', () => {
    const catalogued = CATALOGUE.map(entryKey);
    const served = [
      ...graphqlOperations().map((operation) => `${operation.kind} ${operation.name}`),
      ...t.routes.map(routeKey),
    ];
    expect(
      served.filter((key) => !catalogued.includes(key)),
      'operations missing from security/operation-catalogue.ts',
    ).toEqual([]);
    expect(
      catalogued.filter((key) => !served.includes(key)),
      'catalogue entries of operations that do not exist',
    ).toEqual([]);
    expect(
      catalogued.filter((key, index) => catalogued.indexOf(key) !== index),
      'entries listed twice',
    ).toEqual([]);
  });

  it("fingerprints every kind of B's data the operations could touch", async () => {
    const rows = Object.fromEntries(
      Object.entries(await fingerprintB()).map(([table, print]) => [table, Number(print.split(':')[0])]),
    );
    const held = [
      'companies',
      'users',
      'memberships',
      'plan_configs',
      'credit_accounts',
      'credit_transactions',
      'company_features',
      'company_tags',
      'processes',
      'positions',
      'job_opportunities',
      'job_components',
      'process_tags',
      'observers',
      'process_persons',
      'persons',
      'curricula',
      'component_results',
      'person_tags',
      'feelings',
      'hires',
      'blacklist',
      'comparator_entries',
    ];
    for (const table of held) expect(rows[table], table).toBeGreaterThan(0);
  });
});

describe("company A's users and company B's data", () => {
  for (const entry of callableEntries()) {
    it(`${entryKey(entry)}: refuses B's objects and unknown ids, returns nothing of B, changes nothing of B`, async () => {
      // Public operations answer anyone, so only guessing is tried; one that names nothing of its own
      // (refusal false) gets B's texts and ids where it takes some, and the other worlds add nothing.
      const worlds: [WorldKind, World][] =
        entry.access === 'public'
          ? [['missing', missingWorld(worldB)]]
          : entry.refusal === false
            ? [['other', worldB]]
            : [
                ['other', worldB],
                ['missing', missingWorld(worldB)],
                ['crossed', crossWorld(worldA, worldB)],
              ];
      let before = await fingerprintB();
      for (const caller of callers) {
        for (const [kind, world] of worlds) {
          const outcome = await perform(t.app, entry, world, caller.token);
          const where = `${caller.name}, ${kind} world: ${outcome.status} ${outcome.body.slice(0, 300)}`;
          // For a member of B, B is the point of these operations (listing its companies, switching into
          // one): B may show, and switching starts a session in B.
          const reachesB = entry.acrossMemberships && caller.dual;
          if (reachesB && kind === 'other') {
            expect(outcome.ok, where).toBe(true);
            before = await fingerprintB();
            continue;
          }
          if (!reachesB) expect(outcome.body.toLowerCase(), `B's data in the answer (${where})`).not.toContain(markerB);
          if (kind === 'crossed') {
            if (!mayCall(caller.role, entry.access)) expect(outcome.code, where).toBe('FORBIDDEN');
          } else {
            expect(outcome.code, where).toBe(expectedCode(entry, caller, kind));
          }
        }
      }
      expect(await fingerprintB(), "B's rows after the calls").toEqual(before);
    });
  }

  it("leaves no row of A holding B's data (A's mails, audit entries, candidates)", async () => {
    expect(await tablesMentioning(t.db, tables, companyA, markerB)).toEqual([]);
    // The search does find a company's own marker where its rows hold it.
    expect(await tablesMentioning(t.db, tables, companyA, markerA)).toEqual(
      expect.arrayContaining(['companies', 'persons', 'processes', 'process_tags']),
    );
  });
});
