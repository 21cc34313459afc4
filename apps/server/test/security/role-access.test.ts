import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@terna/domain';
import { uniqueTag } from '../support/factories.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { callableEntries, entryKey, mayCall, perform } from './operation-catalogue.js';
import { tenantFingerprint, tenantTables, type TenantTable } from './tenant-rows.js';
import { buildWorld, type World } from './world.js';

/**
 * Each role of one company calls every operation that needs a company user, with valid inputs of
 * its own company (a world of its own, so what one role changes never stands in another's way).
 * A role without the operation's permission in ROLE_GRANTS is refused with FORBIDDEN (HTTP 403 on
 * REST) and the company's rows stay exactly as they were; a role with it succeeds.
 */
let t: TestApp;
let tables: TenantTable[];
let companyId: number;
const members = {} as Record<Role, { token: string; world: World }>;

beforeAll(async () => {
  // Jobs are queued, not run: a report rendering in the background would change the company's rows between two fingerprints.
  t = await createTestApp({ jobsInline: false });
  const tag = uniqueTag();
  const company = await t.buildCompany();
  companyId = company.id;
  const plan = await t.buildPlan(company.id, 'PROCESS', 500);
  await t.buildPlan(company.id, 'CREDIT', 50);
  for (const role of ROLES) {
    const user = await t.buildUser({ companyId, role });
    const world = await buildWorld(t, {
      companyId,
      userId: user.id,
      userEmail: user.email,
      processPlanConfigId: plan.planConfigId,
      label: `${role.toLowerCase()}${tag}`,
    });
    members[role] = { token: await t.login(user.email), world };
  }
  tables = await tenantTables(t.db);
});
afterAll(() => t?.close());

describe('what each role may do', () => {
  for (const entry of callableEntries().filter((candidate) => candidate.access !== 'public')) {
    const may = ROLES.filter((role) => mayCall(role, entry.access));
    const refused = ROLES.filter((role) => !may.includes(role));
    it(`${entryKey(entry)} (${entry.access}): ${may.join(', ') || 'nobody'} may${refused.length ? `, ${refused.join(', ')} get FORBIDDEN` : ''}`, async () => {
      // The refused roles go first: nothing has changed the company yet, so a change would be theirs.
      for (const role of refused) {
        const before = await tenantFingerprint(t.db, tables, companyId);
        const outcome = await perform(t.app, entry, members[role].world, members[role].token);
        const where = `${role}: ${outcome.status} ${outcome.body.slice(0, 300)}`;
        expect(outcome.code, where).toBe('FORBIDDEN');
        if (entry.kind === 'rest') expect(outcome.status, where).toBe(403);
        expect(
          await tenantFingerprint(t.db, tables, companyId),
          `the company's rows after ${role}'s refused call`,
        ).toEqual(before);
      }
      for (const role of may) {
        const outcome = await perform(t.app, entry, members[role].world, members[role].token);
        expect(outcome.ok, `${role}: ${outcome.status} ${outcome.body.slice(0, 300)}`).toBe(true);
      }
    });
  }
});
