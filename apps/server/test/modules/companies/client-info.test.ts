import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Member, type TestApp } from '../../support/test-app.js';

let t: TestApp;
let member: Member;
let creditPlan: Awaited<ReturnType<TestApp['buildPlan']>>;
let processPlan: Awaited<ReturnType<TestApp['buildPlan']>>;

beforeAll(async () => {
  t = await createTestApp();
  const company = await t.buildCompany({
    commercialName: 'Andina Talento',
    companyName: 'Andina Talento S.L.',
    countryCode: 'ES',
    companyType: 'PYME',
  });
  member = await t.buildMember({ role: 'RECRUITER', company });
  creditPlan = await t.buildPlan(company.id, 'CREDIT', 25);
  processPlan = await t.buildPlan(company.id, 'PROCESS', 3);
  await t.buildFeature(company.id, 'MULTI_LANGUAGE');
  await t.buildFeature(company.id, 'ZOOM_INTEGRATION', false);
});
afterAll(() => t?.close());

const QUERY = `{
  clientInfo {
    id commercialName companyName logoUrl countryName companyType isComplete verified availableBalance
    features { name status }
    plans { id credit typeCompanyPlan { Label Name } planConfig { id planStatus creditAccount { availableBalance } } featureList { name slug status } }
  }
}`;

interface ClientInfo {
  id: number;
  commercialName: string;
  countryName: string;
  availableBalance: number;
  features: { name: string; status: boolean }[];
  plans: {
    id: number;
    credit: number;
    typeCompanyPlan: { Label: string; Name: string };
    planConfig: { id: number; planStatus: string; creditAccount: { availableBalance: number } };
  }[];
}

describe('clientInfo', () => {
  it("returns the caller's company with its features and plans", async () => {
    const body = await t.gql<{ clientInfo: ClientInfo }>(member.token, QUERY);
    expect(body.errors).toBeUndefined();
    expect(body.data!.clientInfo).toEqual({
      id: member.company.id,
      commercialName: 'Andina Talento',
      companyName: 'Andina Talento S.L.',
      logoUrl: null,
      countryName: 'España',
      companyType: 'PYME',
      isComplete: true,
      verified: true,
      availableBalance: 25,
      features: expect.arrayContaining([
        { name: 'MULTI_LANGUAGE', status: true },
        { name: 'ZOOM_INTEGRATION', status: false },
      ]),
      plans: [
        {
          id: creditPlan.planConfigId,
          credit: 25,
          typeCompanyPlan: { Label: 'CREDIT', Name: 'CREDIT' },
          planConfig: { id: creditPlan.planConfigId, planStatus: 'ACTIVE', creditAccount: { availableBalance: 25 } },
          featureList: [],
        },
        {
          id: processPlan.planConfigId,
          credit: 3,
          typeCompanyPlan: { Label: 'E-TALENT', Name: 'PROCESS' },
          planConfig: { id: processPlan.planConfigId, planStatus: 'ACTIVE', creditAccount: { availableBalance: 3 } },
          featureList: [],
        },
      ],
    });
    expect(body.data!.clientInfo.features).toHaveLength(2);
  });

  it('translates the country name by Accept-Language', async () => {
    const english = await t.gql<{ clientInfo: ClientInfo }>(member.token, '{ clientInfo { countryName } }', undefined, {
      'accept-language': 'en',
    });
    expect(english.data!.clientInfo.countryName).toBe('Spain');
    const spanish = await t.gql<{ clientInfo: ClientInfo }>(member.token, '{ clientInfo { countryName } }', undefined, {
      'accept-language': 'es-MX',
    });
    expect(spanish.data!.clientInfo.countryName).toBe('España');
  });

  it('a company without plans or features has empty lists and a zero balance', async () => {
    // An owner: a viewer's balances are null (security/field-visibility.test.ts).
    const bare = await t.buildMember({ role: 'OWNER' });
    const body = await t.gql<{ clientInfo: ClientInfo }>(
      bare.token,
      '{ clientInfo { id countryName availableBalance features { name } plans { id } } }',
    );
    expect(body.data!.clientInfo).toEqual({
      id: bare.company.id,
      countryName: 'México',
      availableBalance: 0,
      features: [],
      plans: [],
    });
  });

  it('the company balance is that of its credit plan, whatever the order of its plans', async () => {
    const company = await t.buildCompany();
    const { token } = await t.buildMember({ company });
    await t.buildPlan(company.id, 'RELIABILITY', 7);
    await t.buildPlan(company.id, 'CREDIT', 12);
    const body = await t.gql<{ clientInfo: ClientInfo }>(
      token,
      '{ clientInfo { availableBalance plans { typeCompanyPlan { Name } } } }',
    );
    expect(body.data!.clientInfo.availableBalance).toBe(12);
    expect(body.data!.clientInfo.plans.map((p) => p.typeCompanyPlan.Name)).toEqual(['RELIABILITY', 'CREDIT']);
  });
});
