import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, creditAccounts, creditTransactions, cvPurchases, persons } from '../../../src/db/schema/index.js';
import type { BuiltPlan, ProcessRow } from '../../support/factories.js';
import { testSuite } from '../../support/suite.js';
import type { Member } from '../../support/test-app.js';

/**
 * The two pools, the CV pages and buyCurriculum through GraphQL: anonymisation, NOT_FOUND outside a
 * pool, every purchase rule and twenty parallel purchases against five credits.
 */
const { t, owner, viewer, stranger } = testSuite({ members: ['viewer', 'stranger'] });

const SEARCH = `query($pool: CvSearchPool!, $text: String, $filters: CvSearchFiltersInput, $page: Int) {
  talentPoolSearch(pool: $pool, text: $text, filters: $filters, page: $page) {
    total page size
    data { personId pool purchased anonymised firstName lastName email phone identification avatarUrl
      mainExperience { title company current } yearsOfExperience area city countryCode educationLevel skills
      latestResults { processId processName status composedScore } }
  }
}`;
const CURRICULUM = `query($pool: CvSearchPool!, $personId: ID!) {
  talentPoolCurriculum(pool: $pool, personId: $personId) {
    person { personId anonymised firstName lastName email identification avatarUrl latestResults { processName } }
    introduction experiences { title company } cv { skills { skill } languages { language } educationList { degree } }
  }
}`;
const BUY = `mutation($amount: Int!, $concept: String!, $personIds: [String!]!, $planConfigId: Int!) {
  buyCurriculum(amount: $amount, concept: $concept, personIds: $personIds, planConfigId: $planConfigId) { complete }
}`;

interface SearchResult {
  talentPoolSearch: {
    total: number;
    data: {
      personId: string;
      anonymised: boolean;
      firstName: string | null;
      email: string | null;
      identification: string | null;
      avatarUrl: string | null;
      purchased: boolean;
      mainExperience: { title: string; company: string | null } | null;
      yearsOfExperience: number;
      latestResults: { processName: string; status: string }[];
    }[];
  };
}

let otherCompanyProcess: ProcessRow;
let ownProcess: ProcessRow;
let pool: BuiltPlan;

/** An opted-in person of another company's base, with a CV that identifies them if shown. */
async function talentPoolPerson(title: string, optIn = true) {
  const { personId } = await t.buildProcessPerson({
    processId: otherCompanyProcess.id,
    person: { firstName: 'Lucía', lastName: 'Paredes', email: `lucia-${title.length}-${Math.random()}@example.test` },
  });
  await t.db
    .update(persons)
    .set({ talentPoolOptIn: optIn, talentPoolOptInAt: new Date(), avatarUrl: 'https://example.test/me.png' })
    .where(eq(persons.id, personId));
  await t.buildCurriculum({
    personId,
    areaExperience: 'Tecnología',
    education: 'Ingeniería',
    skills: ['SQL'],
    data: {
      introduction: 'Analista con experiencia',
      experiences: [
        { jobTitle: title, company: 'Banco Andino', startDate: '2019-01', current: true },
        { jobTitle: 'Asistente', company: 'Tienda Sol', startDate: '2016-01', endDate: '2018-12' },
      ],
      educationList: [
        { degree: 'Ingeniería', status: 'COMPLETED', institution: 'UCE' },
        { degree: 'Maestría', status: 'IN_PROGRESS', institution: 'UCE' },
      ],
    },
  });
  return String(personId);
}

const search = (member: Member, variables: Record<string, unknown>) =>
  t.gql<SearchResult>(member.token, SEARCH, variables);
const buy = (member: Member, variables: Record<string, unknown>) =>
  t.gql<{ buyCurriculum: { complete: boolean } }>(member.token, BUY, { concept: 'Compra de CV', ...variables });
const codeOf = (body: { errors?: { extensions?: { code?: string } }[] }) => body.errors?.[0]?.extensions?.code;
const balanceOf = async (plan: BuiltPlan) =>
  (await t.db.select().from(creditAccounts).where(eq(creditAccounts.id, plan.accountId)))[0]!.availableBalance;

beforeAll(async () => {
  otherCompanyProcess = await t.buildProcess({ companyId: stranger.company.id });
  ownProcess = await t.buildProcess({ companyId: owner.company.id, name: 'Analista contable' });
  pool = await t.buildPlan(owner.company.id, 'TALENT_POOL', 3);
});

describe('talentPoolSearch', () => {
  it('shows a talent-pool person anonymised: no name, contact, id, photo or employer', async () => {
    const personId = await talentPoolPerson('Auditor forense');
    const body = await search(owner, { pool: 'TALENT_POOL', text: 'forense' });
    expect(body.errors).toBeUndefined();
    const found = body.data!.talentPoolSearch.data.find((p) => p.personId === personId);
    expect(found).toMatchObject({
      anonymised: true,
      purchased: false,
      firstName: null,
      email: null,
      identification: null,
      avatarUrl: null,
      mainExperience: { title: 'Auditor forense', company: null },
    });
    expect(found!.yearsOfExperience).toBeGreaterThanOrEqual(7);
    expect(JSON.stringify(body)).not.toMatch(/Lucía|Paredes|Banco Andino|example\.test/);
  });

  it('leaves out people who did not opt in, and the company’s own people from the talent pool', async () => {
    const hidden = await talentPoolPerson('Auditor reservado', false);
    const { personId: own } = await t.buildProcessPerson({ processId: ownProcess.id });
    await t.db.update(persons).set({ talentPoolOptIn: true }).where(eq(persons.id, own));
    const body = await search(owner, { pool: 'TALENT_POOL' });
    const ids = body.data!.talentPoolSearch.data.map((p) => p.personId);
    expect(ids).not.toContain(hidden);
    expect(ids).not.toContain(String(own));
  });

  it('shows my-base people with contact and their latest processes', async () => {
    const { personId } = await t.buildProcessPerson({
      processId: ownProcess.id,
      person: { firstName: 'Marcos', lastName: 'Ibarra' },
      composedScore: 81,
    });
    await t.buildCurriculum({ personId, data: { experiences: [{ jobTitle: 'Contador', company: 'Norte SA' }] } });
    const body = await search(owner, { pool: 'MY_BASE', text: 'Contador' });
    expect(body.errors).toBeUndefined();
    expect(body.data!.talentPoolSearch.data.find((p) => p.personId === String(personId))).toMatchObject({
      anonymised: false,
      firstName: 'Marcos',
      mainExperience: { title: 'Contador', company: 'Norte SA' },
      latestResults: [{ processName: 'Analista contable', status: 'OPEN' }],
    });
  });

  it('refuses bad input with BAD_INPUT, never a 500', async () => {
    for (const variables of [
      { pool: 'MY_BASE', text: 'x'.repeat(10_000) },
      { pool: 'MY_BASE', page: 0 },
      { pool: 'MY_BASE', filters: { minYearsExperience: 5, maxYearsExperience: 2 } },
    ]) {
      expect(codeOf(await search(owner, variables))).toBe('BAD_INPUT');
    }
    const odd = await search(owner, { pool: 'MY_BASE', text: `&|!():*<>'"\\ 🙂` });
    expect(odd.errors).toBeUndefined();
  });
});

describe('talentPoolCurriculum', () => {
  it('gives the whole CV anonymised in the talent pool', async () => {
    const personId = await talentPoolPerson('Auditor interno');
    const body = await t.gql(owner.token, CURRICULUM, { pool: 'TALENT_POOL', personId });
    expect(body.errors).toBeUndefined();
    expect(body.data).toMatchObject({
      talentPoolCurriculum: {
        person: { personId, anonymised: true, firstName: null, email: null, identification: null, avatarUrl: null },
        introduction: 'Analista con experiencia',
        experiences: [
          { title: 'Auditor interno', company: null },
          { title: 'Asistente', company: null },
        ],
        cv: { skills: [], educationList: [{ degree: 'Maestría' }] },
      },
    });
    expect(JSON.stringify(body)).not.toMatch(/Lucía|Paredes|Banco Andino|Tienda Sol|example\.test/);
  });

  it('is NOT_FOUND outside the pool: not opted in, the wrong pool, an unknown id', async () => {
    const hidden = await talentPoolPerson('Auditor reservado', false);
    const visible = await talentPoolPerson('Auditor visible');
    for (const variables of [
      { pool: 'TALENT_POOL', personId: hidden },
      { pool: 'MY_BASE', personId: visible },
      { pool: 'MY_BASE', personId: '99999999' },
      { pool: 'MY_BASE', personId: '9999999999' },
      { pool: 'TALENT_POOL', personId: 'abc' },
    ]) {
      expect(codeOf(await t.gql(owner.token, CURRICULUM, variables))).toBe('NOT_FOUND');
    }
  });
});

describe('buyCurriculum', () => {
  it('charges one credit per person, records the purchase and moves the people to my-base', async () => {
    const plan = await t.buildPlan(owner.company.id, 'TALENT_POOL', 5);
    const a = await talentPoolPerson('Tesorero');
    const b = await talentPoolPerson('Tesorera');
    const body = await buy(owner, { amount: 2, personIds: [a, b], planConfigId: plan.planConfigId });
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ buyCurriculum: { complete: true } });
    expect(await balanceOf(plan)).toBe(3);
    const [debit] = await t.db
      .select()
      .from(creditTransactions)
      .where(and(eq(creditTransactions.accountId, plan.accountId), eq(creditTransactions.type, 'DEBIT')));
    expect(debit).toMatchObject({ amount: 2, balanceAfter: 3, concept: 'Compra de CV', userId: owner.user.id });
    const rows = await t.db.select().from(cvPurchases).where(eq(cvPurchases.transactionId, debit!.id));
    expect(rows.map((r) => String(r.personId)).sort()).toEqual([a, b].sort());
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, owner.company.id), eq(auditLog.action, 'talentPool.buyCurriculum')));
    expect(audits.length).toBeGreaterThan(0);

    const curriculum = await t.gql(owner.token, CURRICULUM, { pool: 'MY_BASE', personId: a });
    expect(curriculum.data).toMatchObject({
      talentPoolCurriculum: {
        person: { anonymised: false, firstName: 'Lucía' },
        experiences: [{ company: 'Banco Andino' }, { company: 'Tienda Sol' }],
      },
    });
    expect(codeOf(await t.gql(owner.token, CURRICULUM, { pool: 'TALENT_POOL', personId: a }))).toBe('NOT_FOUND');
    const myBase = await search(owner, { pool: 'MY_BASE', text: 'Tesorero' });
    expect(myBase.data!.talentPoolSearch.data.find((p) => p.personId === a)).toMatchObject({ purchased: true });
  });

  it('does not charge twice: all bought is ALREADY_PURCHASED, some bought charges the others', async () => {
    const plan = await t.buildPlan(owner.company.id, 'TALENT_POOL', 5);
    const a = await talentPoolPerson('Cajero');
    const b = await talentPoolPerson('Cajera');
    expect((await buy(owner, { amount: 1, personIds: [a], planConfigId: plan.planConfigId })).errors).toBeUndefined();
    expect(codeOf(await buy(owner, { amount: 1, personIds: [a], planConfigId: plan.planConfigId }))).toBe(
      'ALREADY_PURCHASED',
    );
    // amount counts the people charged now: 2 for [a, b] when a is bought is refused.
    expect(codeOf(await buy(owner, { amount: 2, personIds: [a, b], planConfigId: plan.planConfigId }))).toBe(
      'BAD_INPUT',
    );
    expect((await buy(owner, { amount: 1, personIds: [a, b], planConfigId: plan.planConfigId })).errors).toBe(
      undefined,
    );
    expect(await balanceOf(plan)).toBe(3);
  });

  it('refuses more people than credits with NOT_ENOUGH_CREDITS and writes nothing', async () => {
    const plan = await t.buildPlan(owner.company.id, 'TALENT_POOL', 1);
    const a = await talentPoolPerson('Auditor uno');
    const b = await talentPoolPerson('Auditor dos');
    const body = await buy(owner, { amount: 2, personIds: [a, b], planConfigId: plan.planConfigId });
    expect(codeOf(body)).toBe('NOT_ENOUGH_CREDITS');
    expect(body.errors![0]!.message).toMatch(/2/);
    expect(await balanceOf(plan)).toBe(1);
    expect(
      await t.db
        .select()
        .from(cvPurchases)
        .where(eq(cvPurchases.personId, Number(a))),
    ).toEqual([]);
  });

  it('is NOT_FOUND for another company’s plan, a plan that is not TALENT POOL, or a person outside the pool', async () => {
    const person = await talentPoolPerson('Auditor externo');
    const hidden = await talentPoolPerson('Auditor oculto', false);
    const foreign = await t.buildPlan(stranger.company.id, 'TALENT_POOL', 5);
    const processPlan = await t.buildPlan(owner.company.id, 'PROCESS', 5);
    const { personId: own } = await t.buildProcessPerson({ processId: ownProcess.id });
    for (const variables of [
      { amount: 1, personIds: [person], planConfigId: foreign.planConfigId },
      { amount: 1, personIds: [person], planConfigId: processPlan.planConfigId },
      { amount: 1, personIds: [hidden], planConfigId: pool.planConfigId },
      { amount: 1, personIds: [String(own)], planConfigId: pool.planConfigId },
      { amount: 1, personIds: ['99999999'], planConfigId: pool.planConfigId },
      { amount: 1, personIds: ['9999999999'], planConfigId: pool.planConfigId },
    ]) {
      expect(codeOf(await buy(owner, variables))).toBe('NOT_FOUND');
    }
    expect(await balanceOf(foreign)).toBe(5);
    expect(await balanceOf(pool)).toBe(3);
  });

  it('refuses bad input and members without talentpool.buy', async () => {
    const person = await talentPoolPerson('Auditor junior');
    for (const variables of [
      { amount: 0, personIds: [person], planConfigId: pool.planConfigId },
      { amount: 1, personIds: [], planConfigId: pool.planConfigId },
      { amount: 2, personIds: [person, person], planConfigId: pool.planConfigId },
      { amount: 1, personIds: ['-1'], planConfigId: pool.planConfigId },
      { amount: 1, personIds: [person], planConfigId: pool.planConfigId, concept: ' ' },
    ]) {
      expect(codeOf(await buy(owner, variables))).toBe('BAD_INPUT');
    }
    expect(codeOf(await buy(viewer, { amount: 1, personIds: [person], planConfigId: pool.planConfigId }))).toBe(
      'FORBIDDEN',
    );
  });

  it('buys exactly five of twenty parallel purchases against five credits; the ledger equals the balance', async () => {
    const plan = await t.buildPlan(owner.company.id, 'TALENT_POOL', 5);
    const people = await Promise.all(Array.from({ length: 20 }, (_, i) => talentPoolPerson(`Paralelo ${i}`)));
    const results = await Promise.all(
      people.map((personId) => buy(owner, { amount: 1, personIds: [personId], planConfigId: plan.planConfigId })),
    );
    expect(results.filter((r) => r.data?.buyCurriculum?.complete).length).toBe(5);
    expect(results.filter((r) => codeOf(r) === 'NOT_ENOUGH_CREDITS').length).toBe(15);
    expect(await balanceOf(plan)).toBe(0);
    const [ledger] = await t.db
      .execute<{ credited: number; debited: number; bought: number }>(
        sql`select
        (select coalesce(sum(amount), 0)::int from credit_transactions where account_id = ${plan.accountId} and type = 'CREDIT') as credited,
        (select coalesce(sum(amount), 0)::int from credit_transactions where account_id = ${plan.accountId} and type = 'DEBIT') as debited,
        (select count(*)::int from cv_purchases c join credit_transactions ct on ct.id = c.transaction_id
          where ct.account_id = ${plan.accountId}) as bought`,
      )
      .then((r) => (r as unknown as { rows: { credited: number; debited: number; bought: number }[] }).rows);
    expect(ledger).toEqual({ credited: 5, debited: 5, bought: 5 });
  });
});
