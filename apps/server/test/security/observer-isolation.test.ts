import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueTag } from '../support/factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { callableEntries, entryKey, observerMayCall, performAsObserver } from './operation-catalogue.js';
import { tenantFingerprint, tenantTables, type TenantTable } from './tenant-rows.js';
import { buildWorld, crossWorld, missingWorld, type World } from './world.js';

/**
 * The observer realm's side of tenant isolation: company A's observer (a link of A's main process,
 * terms accepted) calls every operation the observer realm answers with A's objects, with company
 * B's, with ids nobody holds and with A's process holding B's candidates. Their own operations work
 * on their own process; nothing of B comes back and B's rows stay exactly as they were.
 */
let t: TestApp;
let tables: TenantTable[];
let companyB: number;
let markerB: string;
let worldA: World;
let worldB: World;

beforeAll(async () => {
  t = await createTestApp();
  const tag = uniqueTag();
  markerB = `bravo${tag}`;
  const a = await t.buildCompany({ commercialName: `alfa${tag} comercial` });
  const b = await t.buildCompany({ commercialName: `${markerB} comercial`, companyName: `${markerB} Ltda.` });
  companyB = b.id;
  const planA = await t.buildPlan(a.id, 'PROCESS', 500);
  const planB = await t.buildPlan(b.id, 'PROCESS', 500);
  const ownerA = await t.buildUser({ companyId: a.id, role: 'OWNER' });
  const ownerB = await t.buildUser({ companyId: b.id, role: 'OWNER', firstName: `${markerB} dueña` });
  worldA = await buildWorld(t, {
    companyId: a.id,
    userId: ownerA.id,
    userEmail: ownerA.email,
    processPlanConfigId: planA.planConfigId,
    label: `alfa${tag}`,
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

describe("company A's observer and company B's data", () => {
  const entries = callableEntries().filter(observerMayCall);

  it('the catalogue names the observer realm’s operations', () => {
    expect(entries.map(entryKey)).toEqual(
      expect.arrayContaining([
        'query observerSession',
        'mutation acceptObserverTerms',
        'GET /process-web/public/observers/links/:id',
      ]),
    );
  });

  for (const entry of entries) {
    it(`${entryKey(entry)}: refuses B's objects and unknown ids, returns nothing of B, changes nothing of B`, async () => {
      // The observer realm's own operations work for the link's own process.
      if (entry.access === 'observer') {
        const own = await performAsObserver(t.app, entry, worldA);
        expect(own.ok, `own world: ${own.status} ${own.body.slice(0, 300)}`).toBe(true);
      }
      const before = await tenantFingerprint(t.db, tables, companyB);
      const worlds: [string, World][] = [
        ['other', worldB],
        ['missing', missingWorld(worldB)],
        ['crossed', crossWorld(worldA, worldB)],
      ];
      for (const [kind, world] of worlds) {
        const outcome = await performAsObserver(t.app, entry, world, worldA);
        const where = `${kind} world: ${outcome.status} ${outcome.body.slice(0, 300)}`;
        expect(outcome.body.toLowerCase(), `B's data in the answer (${where})`).not.toContain(markerB);
        // An operation naming nothing of its own answers about the observer's own link, whatever the world.
        if (entry.refusal === false) expect(outcome.ok, where).toBe(true);
        else if (kind !== 'crossed') expect(['FORBIDDEN', 'NOT_FOUND'], where).toContain(outcome.code);
      }
      expect(await tenantFingerprint(t.db, tables, companyB), "B's rows after the calls").toEqual(before);
    });
  }
});
