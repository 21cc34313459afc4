import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueTag } from '../../support/factories.js';
import { createTestApp, type Member, type TestApp } from '../../support/test-app.js';

/** Two companies side by side: nothing of B may reach a user of A. */
let t: TestApp;
let a: Member;
let b: Member & { planConfigIds: number[]; secondUser: { email: string; firstName: string } };
let bNames: string[];

beforeAll(async () => {
  t = await createTestApp();
  const tag = uniqueTag();
  const companyA = await t.buildCompany({
    commercialName: `Alfa ${tag}`,
    companyName: `Alfa ${tag} S.A.`,
    countryCode: 'CO',
  });
  const companyB = await t.buildCompany({
    commercialName: `Bravo ${tag}`,
    companyName: `Bravo ${tag} Ltda.`,
    countryCode: 'PE',
    logoUrl: `/files/bravo-${tag}.png`,
  });
  a = await t.buildMember({ role: 'OWNER', company: companyA, email: `owner-alfa-${tag}@example.test` });
  await t.buildUser({ companyId: companyA.id, role: 'VIEWER', email: `viewer-alfa-${tag}@example.test` });
  await t.buildPlan(companyA.id, 'CREDIT', 10);
  await t.buildFeature(companyA.id, 'MULTI_LANGUAGE');

  const memberB = await t.buildMember({ role: 'OWNER', company: companyB, email: `owner-bravo-${tag}@example.test` });
  const secondUser = await t.buildUser({
    companyId: companyB.id,
    role: 'RECRUITER',
    email: `recruiter-bravo-${tag}@example.test`,
    firstName: `Bravoname${tag}`,
  });
  const planConfigIds = [
    (await t.buildPlan(companyB.id, 'CREDIT', 999)).planConfigId,
    (await t.buildPlan(companyB.id, 'TALENT_POOL', 77)).planConfigId,
  ];
  await t.buildFeature(companyB.id, 'AI_PROFILE');
  b = { ...memberB, planConfigIds, secondUser };
  bNames = [
    companyB.commercialName,
    companyB.companyName,
    companyB.logoUrl!,
    memberB.user.email,
    memberB.user.firstName,
    memberB.user.lastName,
    secondUser.email,
    secondUser.firstName,
    'Perú',
    'AI_PROFILE',
  ];
});
afterAll(() => t?.close());

const EVERYTHING = `{
  me { id firstName lastName mail username country termsAndConditions { name version } }
  myCompanies { id commercialName logoUrl role current }
  clientInfo {
    id commercialName companyName logoUrl countryName availableBalance
    features { name status }
    plans { id credit typeCompanyPlan { Name } planConfig { id creditAccount { availableBalance } } }
  }
  getUserPermissions { id action label }
}`;

interface Everything {
  me: { id: number };
  myCompanies: { id: number; current: boolean }[];
  clientInfo: {
    id: number;
    availableBalance: number;
    plans: { id: number; planConfig: { id: number }; credit: number }[];
  };
  getUserPermissions: { action: string }[];
}

describe('tenant isolation', () => {
  it("a user of A sees only A's company, plans, features and own profile", async () => {
    const body = await t.gql<Everything>(a.token, EVERYTHING);
    expect(body.errors).toBeUndefined();
    const data = body.data!;
    expect(data.me.id).toBe(a.user.id);
    expect(data.myCompanies).toEqual([
      { id: a.company.id, commercialName: a.company.commercialName, logoUrl: null, role: 'OWNER', current: true },
    ]);
    expect(data.clientInfo.id).toBe(a.company.id);
    expect(data.clientInfo.availableBalance).toBe(10);
    for (const plan of data.clientInfo.plans) expect(b.planConfigIds).not.toContain(plan.planConfig.id);

    const serialized = JSON.stringify(body);
    for (const name of bNames) expect(serialized, name).not.toContain(name);
    expect(data.clientInfo.plans.map((plan) => plan.credit)).toEqual([10]);
  });

  it('and the same holds the other way round', async () => {
    const body = await t.gql<Everything>(b.token, EVERYTHING);
    const serialized = JSON.stringify(body);
    expect(body.data!.clientInfo.id).toBe(b.company.id);
    for (const name of [
      a.company.commercialName,
      a.company.companyName,
      a.user.email,
      a.user.firstName,
      'MULTI_LANGUAGE',
      'Colombia',
    ]) {
      expect(serialized, name).not.toContain(name);
    }
  });

  it('a token of A cannot switch into B', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/switch-company',
      payload: { companyId: b.company.id },
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'NOT_A_MEMBER' });
    for (const name of bNames) expect(response.body).not.toContain(name);
  });

  it("a correctly signed token that names B's company is refused for a user of A", async () => {
    const token = await t.signToken({ userId: a.user.id, companyId: b.company.id, email: a.user.email });
    const body = await t.gql(token, EVERYTHING);
    expect(body.data ?? null).toBeNull();
    expect(body.errors![0]!.extensions?.code).toBe('UNAUTHENTICATED');
    for (const name of bNames) expect(JSON.stringify(body)).not.toContain(name);
  });

  it("a token naming B's user but A's company is refused too", async () => {
    const token = await t.signToken({ userId: b.user.id, companyId: a.company.id, email: b.user.email });
    const body = await t.gql(token, '{ clientInfo { id } }');
    expect(body.errors![0]!.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("updateMe of A's user leaves B's users untouched", async () => {
    const body = await t.gql<{ updateMe: { firstName: string } }>(
      a.token,
      'mutation { updateMe(dataMe: { firstName: "Renamed", mail: "' + b.user.email + '" }) { firstName mail } }',
    );
    expect(body.errors).toBeUndefined();
    const bView = await t.gql<{ me: { firstName: string; mail: string } }>(b.token, '{ me { firstName mail } }');
    expect(bView.data!.me).toEqual({ firstName: b.user.firstName, mail: b.user.email });
    const aView = await t.gql<{ me: { mail: string } }>(a.token, '{ me { mail } }');
    expect(aView.data!.me.mail).toBe(a.user.email);
  });
});
