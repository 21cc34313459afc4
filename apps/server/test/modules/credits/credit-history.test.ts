import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { creditTransactions } from '../../../src/db/schema/index.js';
import type { BuiltPlan } from '../../support/factories.js';
import { testSuite } from '../../support/suite.js';

/** The credits page: the plan accounts, and one account's movements paged (REST and GraphQL answer alike). */
const { t, owner, recruiter, stranger } = testSuite({ members: ['recruiter', 'stranger'] });

let plan: BuiltPlan;
let processId: number;
let foreignPlan: BuiltPlan;

const HISTORY = `query($planConfigId: Int!, $page: Int, $size: Int) {
  creditHistory(planConfigId: $planConfigId, page: $page, size: $size) {
    account { planConfigId availableBalance planStatus }
    transactions { type amount balanceAfter concept processId processName userName }
    page size total
  }
}`;

const rest = (token: string | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

beforeAll(async () => {
  // 100 credits in (the factory's CREDIT), then eleven movements: 12 in all, newest last.
  plan = await t.buildPlan(owner.company.id, 'CREDIT', 100);
  const process = await t.buildProcess({
    companyId: owner.company.id,
    name: 'Cajero Quito',
    planConfigId: plan.planConfigId,
  });
  processId = process.id;
  const start = Date.UTC(2026, 0, 1);
  const movements = [
    ...Array.from({ length: 8 }, (_, i) => ({ type: 'DEBIT', amount: 5, balanceAfter: 95 - i * 5, processId })),
    { type: 'OVERDRAW', amount: 3, balanceAfter: 57, processId },
    { type: 'PAY_OVERDRAW', amount: 3, balanceAfter: 57, processId: null },
    { type: 'CREDIT', amount: 50, balanceAfter: 107, processId: null },
  ];
  await t.db.insert(creditTransactions).values(
    movements.map((movement, i) => ({
      ...movement,
      accountId: plan.accountId,
      companyId: owner.company.id,
      concept: `Movimiento ${i + 1}`,
      userId: owner.user.id,
      createdAt: new Date(start + (i + 1) * 86_400_000),
    })),
  );
  await t.db.execute(
    sql`update credit_transactions set created_at = ${new Date(start)} where concept = 'Initial credits'`,
  );
  foreignPlan = await t.buildPlan(stranger.company.id, 'CREDIT', 7);
});

describe('GET /credits-web/creditAccount/planConfig/{planId}', () => {
  it('answers the account and a page of its movements, newest first, with the process each paid for', async () => {
    const response = await rest(
      owner.token,
      `/credits-web/creditAccount/planConfig/${plan.planConfigId}?size=5&page=1`,
    );
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.account).toMatchObject({
      planConfigId: plan.planConfigId,
      availableBalance: 100,
      planStatus: 'ACTIVE',
    });
    expect(data.total).toBe(12);
    expect(data.transactions.map((m: { concept: string }) => m.concept)).toEqual([
      'Movimiento 11',
      'Movimiento 10',
      'Movimiento 9',
      'Movimiento 8',
      'Movimiento 7',
    ]);
    expect(data.transactions[2]).toMatchObject({ type: 'OVERDRAW', processId, processName: 'Cajero Quito' });
    expect(data.transactions[0]).toMatchObject({ type: 'CREDIT', processId: null, processName: null });
    const last = (
      await rest(owner.token, `/credits-web/creditAccount/planConfig/${plan.planConfigId}?size=5&page=3`)
    ).json();
    expect(last.data.transactions.map((m: { concept: string }) => m.concept)).toEqual([
      'Movimiento 1',
      'Initial credits',
    ]);
  });

  it('finds no account of another company, and refuses a member without dashboard.credits', async () => {
    const foreign = await rest(owner.token, `/credits-web/creditAccount/planConfig/${foreignPlan.planConfigId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'NOT_FOUND' });
    const refused = await rest(recruiter.token, `/credits-web/creditAccount/planConfig/${plan.planConfigId}`);
    expect(refused.statusCode).toBe(403);
    expect((await rest(null, `/credits-web/creditAccount/planConfig/${plan.planConfigId}`)).statusCode).toBe(401);
  });

  it('refuses a page size past 100 and a page below 1', async () => {
    expect(
      (await rest(owner.token, `/credits-web/creditAccount/planConfig/${plan.planConfigId}?size=101`)).statusCode,
    ).toBe(400);
    expect(
      (await rest(owner.token, `/credits-web/creditAccount/planConfig/${plan.planConfigId}?page=0`)).statusCode,
    ).toBe(400);
  });
});

describe('GET /credits-web/plans and creditAccounts', () => {
  it('lists the company’s accounts only', async () => {
    const { data } = (await rest(owner.token, '/credits-web/plans')).json();
    expect(data.map((a: { planConfigId: number }) => a.planConfigId)).toEqual([plan.planConfigId]);
    const body = await t.gql<{ creditAccounts: { planConfigId: number; availableBalance: number }[] }>(
      stranger.token,
      `{ creditAccounts { planConfigId availableBalance } }`,
    );
    expect(body.data!.creditAccounts).toEqual([{ planConfigId: foreignPlan.planConfigId, availableBalance: 7 }]);
  });
});

describe('creditHistory', () => {
  it('pages like the REST path', async () => {
    const body = await t.gql<{
      creditHistory: { page: number; total: number; transactions: { concept: string; userName: string }[] };
    }>(owner.token, HISTORY, { planConfigId: plan.planConfigId, page: 2, size: 5 });
    expect(body.errors).toBeUndefined();
    expect(body.data!.creditHistory).toMatchObject({ page: 2, total: 12 });
    expect(body.data!.creditHistory.transactions.map((m) => m.concept)).toEqual([
      'Movimiento 6',
      'Movimiento 5',
      'Movimiento 4',
      'Movimiento 3',
      'Movimiento 2',
    ]);
    const foreign = await t.gql(owner.token, HISTORY, { planConfigId: foreignPlan.planConfigId });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
