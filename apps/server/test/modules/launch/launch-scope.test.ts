import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies, departments, memberships, processes } from '../../../src/db/schema/index.js';
import { fullJobProfile, launchApi, must } from '../../support/launch-api.js';
import { codeOf } from '../../support/process-api.js';
import { createTestApp, type Member, type TestApp } from '../../support/test-app.js';

/**
 * A member limited to an agency (or a department) launches only processes of their own: the wizard
 * fills in their agency and department, and refuses another with OUTSIDE_SCOPE, writing nothing
 * (docs/decisions/016-member-scope.md).
 */
let t: TestApp;
let api: ReturnType<typeof launchApi>;
let owner: Member;
let agencyA: number;
let agencyB: number;
let departmentA: number;
let departmentB: number;
let agencyToken: string;
let departmentToken: string;

async function limitedTo(agencyId: number, departmentId: number | null): Promise<string> {
  const member = await t.buildMember({ role: 'RECRUITER', company: owner.company });
  await t.db
    .update(memberships)
    .set({ scope: departmentId === null ? 'agency' : 'department', agencyId, departmentId })
    .where(and(eq(memberships.userId, member.user.id), eq(memberships.companyId, owner.company.id)));
  return member.token;
}

beforeAll(async () => {
  t = await createTestApp();
  api = launchApi(t);
  owner = await t.buildMember({ role: 'OWNER' });
  await t.buildPlan(owner.company.id, 'CREDIT', 20);
  const [a, b] = await t.db
    .insert(agencies)
    .values([
      { companyId: owner.company.id, name: 'Norte' },
      { companyId: owner.company.id, name: 'Sur' },
    ])
    .returning();
  agencyA = a!.id;
  agencyB = b!.id;
  const [da, db] = await t.db
    .insert(departments)
    .values([
      { companyId: owner.company.id, agencyId: agencyA, name: 'Ventas norte' },
      { companyId: owner.company.id, agencyId: agencyB, name: 'Ventas sur' },
    ])
    .returning();
  departmentA = da!.id;
  departmentB = db!.id;
  agencyToken = await limitedTo(agencyA, null);
  departmentToken = await limitedTo(agencyA, departmentA);
});
afterAll(() => t?.close());

const placement = async (id: number) => {
  const [row] = await t.db
    .select({ agencyId: processes.agencyId, departmentId: processes.departmentId })
    .from(processes)
    .where(eq(processes.id, id));
  return row;
};

async function draftOf(token: string): Promise<number> {
  const started = must(await api.start(token)).startProcessDraft;
  must(await api.choose(token, started.id));
  return started.id;
}

describe('a member limited to an agency launching', () => {
  it('starts drafts in their agency and keeps it when the profile names none', async () => {
    const id = await draftOf(agencyToken);
    expect(await placement(id)).toEqual({ agencyId: agencyA, departmentId: null });
    const saved = must(await api.save(agencyToken, id, 'JOB_PROFILE', fullJobProfile('Analista norte')));
    expect(saved.saveLaunchStep.jobProfile).toMatchObject({ agencyId: agencyA, departmentId: null });
    expect(await placement(id)).toEqual({ agencyId: agencyA, departmentId: null });
  });

  it("takes a department of their agency, and refuses another agency or another agency's department", async () => {
    const id = await draftOf(agencyToken);
    must(await api.save(agencyToken, id, 'JOB_PROFILE', { ...fullJobProfile('Norte'), departmentId: departmentA }));
    expect(await placement(id)).toEqual({ agencyId: agencyA, departmentId: departmentA });
    for (const chosen of [
      { agencyId: agencyB, departmentId: null },
      { agencyId: null, departmentId: departmentB },
      { agencyId: agencyA, departmentId: departmentB },
    ]) {
      const refused = await api.save(agencyToken, id, 'JOB_PROFILE', { ...fullJobProfile('Sur'), ...chosen });
      expect(codeOf(refused), JSON.stringify(chosen)).toBe('OUTSIDE_SCOPE');
      expect(refused.errors?.[0]?.message).toBe(
        'Tu acceso se limita a tu agencia o departamento: el proceso solo puede ser de ellos.',
      );
    }
    expect(await placement(id)).toEqual({ agencyId: agencyA, departmentId: departmentA });
    expect(must(await api.get(agencyToken, id)).getLaunchDraft.jobProfile).toMatchObject({ name: 'Norte' });
  });
});

describe('a member limited to a department launching', () => {
  it('starts drafts in their department and refuses another department', async () => {
    const id = await draftOf(departmentToken);
    expect(await placement(id)).toEqual({ agencyId: agencyA, departmentId: departmentA });
    must(await api.save(departmentToken, id, 'JOB_PROFILE', fullJobProfile('Ventas')));
    expect(await placement(id)).toEqual({ agencyId: agencyA, departmentId: departmentA });
    const refused = await api.save(departmentToken, id, 'JOB_PROFILE', {
      ...fullJobProfile('Ventas'),
      agencyId: agencyA,
      departmentId: departmentB,
    });
    expect(codeOf(refused)).toBe('OUTSIDE_SCOPE');
  });
});

describe('a company-wide owner launching', () => {
  it('places a process in any agency, or in none', async () => {
    const id = await draftOf(owner.token);
    expect(await placement(id)).toEqual({ agencyId: null, departmentId: null });
    must(await api.save(owner.token, id, 'JOB_PROFILE', { ...fullJobProfile('Sur'), agencyId: agencyB }));
    expect(await placement(id)).toEqual({ agencyId: agencyB, departmentId: null });
  });

  it("leaves the scoped member's drafts out of reach of other agencies' members", async () => {
    const id = await draftOf(agencyToken);
    const otherAgency = await limitedTo(agencyB, null);
    expect(codeOf(await api.get(otherAgency, id))).toBe('NOT_FOUND');
    expect(must(await api.get(owner.token, id)).getLaunchDraft.id).toBe(id);
  });
});

describe("the wizard's agency choices", () => {
  const query = `{ companyAgencies { id scoped departments { id scoped } } }`;
  type Agencies = {
    companyAgencies: { id: number; scoped: boolean; departments: { id: number; scoped: boolean }[] }[];
  };
  const marked = async (token: string) => {
    const { companyAgencies } = must(await t.gql<Agencies>(token, query));
    return {
      agencies: companyAgencies.filter((a) => a.scoped).map((a) => a.id),
      departments: companyAgencies.flatMap((a) => a.departments.filter((d) => d.scoped).map((d) => d.id)),
    };
  };

  it("mark the member's own agency and department, and nothing for a company-wide member", async () => {
    expect(await marked(agencyToken)).toEqual({ agencies: [agencyA], departments: [] });
    expect(await marked(departmentToken)).toEqual({ agencies: [agencyA], departments: [departmentA] });
    expect(await marked(owner.token)).toEqual({ agencies: [], departments: [] });
  });
});
