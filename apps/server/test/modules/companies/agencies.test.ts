import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies, departments } from '../../../src/db/schema/index.js';
import { must } from '../../support/launch-api.js';
import { createTestApp, type Member, type TestApp } from '../../support/test-app.js';

/** companyAgencies: what the launch wizard's job profile offers to run a process for. */
let t: TestApp;
let withAgencies: Member;
let without: Member;

const QUERY = '{ companyAgencies { id name departments { id name } } }';
type Result = { companyAgencies: { id: number; name: string; departments: { name: string }[] }[] };

beforeAll(async () => {
  t = await createTestApp();
  withAgencies = await t.buildMember({ role: 'VIEWER' });
  without = await t.buildMember({ role: 'RECRUITER' });
  const [norte, centro] = await t.db
    .insert(agencies)
    .values([
      { companyId: withAgencies.company.id, name: 'Sede Norte' },
      { companyId: withAgencies.company.id, name: 'Sede Centro' },
    ])
    .returning();
  await t.db.insert(departments).values([
    { companyId: withAgencies.company.id, agencyId: norte!.id, name: 'Ventas' },
    { companyId: withAgencies.company.id, agencyId: norte!.id, name: 'Cobranzas' },
    { companyId: withAgencies.company.id, agencyId: centro!.id, name: 'Logística' },
  ]);
});
afterAll(() => t?.close());

describe('companyAgencies', () => {
  it('lists the company’s agencies by name, each with its own departments by name', async () => {
    const { companyAgencies } = must(await t.gql<Result>(withAgencies.token, QUERY));
    expect(companyAgencies.map((agency) => [agency.name, agency.departments.map((d) => d.name)])).toEqual([
      ['Sede Centro', ['Logística']],
      ['Sede Norte', ['Cobranzas', 'Ventas']],
    ]);
  });

  it('is empty for a company without agencies, which never sees another company’s', async () => {
    expect(must(await t.gql<Result>(without.token, QUERY)).companyAgencies).toEqual([]);
  });
});
