import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditAccounts, creditTransactions } from '../../../src/db/schema/index.js';
import { DomainError } from '../../../src/errors.js';
import type { BuiltPlan, CompanyRow, UserRow } from '../../support/factories.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';
import { debitCredits, type Debit } from '../../../src/modules/credits/ledger.service.js';

/** debitCredits inside a transaction, on the real database: idempotency, refusals, never below zero. */
let t: TestApp;
let company: CompanyRow;
let user: UserRow;

beforeAll(async () => {
  t = await createTestApp();
  company = await t.buildCompany();
  user = await t.buildUser({ companyId: company.id });
});
afterAll(() => t?.close());

const balanceOf = async (accountId: number) =>
  (await t.db.select().from(creditAccounts).where(eq(creditAccounts.id, accountId)))[0]!.availableBalance;
const debitsOf = async (accountId: number) =>
  (
    await t.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.accountId, accountId))
      .orderBy(asc(creditTransactions.id))
  ).filter((row) => row.type === 'DEBIT');

function debit(plan: BuiltPlan, extra: Partial<Debit> = {}) {
  return t.db.transaction((tx) =>
    debitCredits(tx, {
      companyId: company.id,
      planConfigId: plan.planConfigId,
      amount: 1,
      concept: 'Prueba de débito',
      userId: user.id,
      ...extra,
    }),
  );
}

const domainCode = (error: unknown) =>
  error instanceof DomainError ? error.code : `not a DomainError: ${String(error)}`;
async function refusal(run: () => Promise<unknown>): Promise<DomainError> {
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return error as DomainError;
  }
  throw new Error('expected a refusal');
}

describe('debitCredits', () => {
  it('debits, writes a DEBIT entry with the balance it left, and reports it', async () => {
    const plan = await t.buildPlan(company.id, 'PROCESS', 10);
    const result = await debit(plan, { amount: 3, concept: 'Extensión de 60 días', processId: 77 });
    expect(result).toMatchObject({ balanceAfter: 7, replayed: false });
    expect(await balanceOf(plan.accountId)).toBe(7);
    expect(await debitsOf(plan.accountId)).toMatchObject([
      {
        id: result.transactionId,
        type: 'DEBIT',
        amount: 3,
        balanceAfter: 7,
        concept: 'Extensión de 60 días',
        processId: 77,
        userId: user.id,
        companyId: company.id,
      },
    ]);
  });

  it('charges a replayed idempotency key once', async () => {
    const plan = await t.buildPlan(company.id, 'PROCESS', 10);
    const first = await debit(plan, { amount: 2, idempotencyKey: 'extend-1' });
    const again = await debit(plan, { amount: 2, idempotencyKey: 'extend-1' });
    expect(first.replayed).toBe(false);
    expect(again).toEqual({ transactionId: first.transactionId, balanceAfter: 8, replayed: true });
    expect(await balanceOf(plan.accountId)).toBe(8);
    expect(await debitsOf(plan.accountId)).toHaveLength(1);

    await debit(plan, { amount: 2, idempotencyKey: 'extend-2' });
    expect(await balanceOf(plan.accountId)).toBe(6);
  });

  it('charges a key replayed concurrently once', async () => {
    const plan = await t.buildPlan(company.id, 'PROCESS', 10);
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () => debit(plan, { amount: 4, idempotencyKey: 'same-click' })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(6).fill('fulfilled'));
    const values = results.map((r) => (r as PromiseFulfilledResult<Awaited<ReturnType<typeof debit>>>).value);
    expect(values.filter((v) => !v.replayed)).toHaveLength(1);
    expect(new Set(values.map((v) => v.transactionId)).size).toBe(1);
    expect(await balanceOf(plan.accountId)).toBe(6);
    expect(await debitsOf(plan.accountId)).toHaveLength(1);
  });

  it('200 concurrent debits against 50 credits: exactly 50 pass, never below zero, the ledger adds up to the balance', async () => {
    const plan = await t.buildPlan(company.id, 'PROCESS', 50);
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) => debit(plan, { amount: 1, idempotencyKey: `rush-${i}` })),
    );
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [domainCode(r.reason)] : []));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(50);
    expect(refused).toEqual(Array(150).fill('NOT_ENOUGH_CREDITS'));
    expect(await balanceOf(plan.accountId)).toBe(0);
    const ledger = await t.db.select().from(creditTransactions).where(eq(creditTransactions.accountId, plan.accountId));
    const sum = ledger.reduce((total, row) => total + (row.type === 'CREDIT' ? row.amount : -row.amount), 0);
    expect(sum).toBe(0);
    // Each debit records the balance it left: 49 down to 0, each once.
    expect(
      ledger
        .filter((row) => row.type === 'DEBIT')
        .map((row) => row.balanceAfter)
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });

  it('the same key on another account is another charge', async () => {
    const one = await t.buildPlan(company.id, 'PROCESS', 5);
    const two = await t.buildPlan(company.id, 'CREDIT', 5);
    await debit(one, { idempotencyKey: 'shared' });
    await debit(two, { idempotencyKey: 'shared' });
    expect([await balanceOf(one.accountId), await balanceOf(two.accountId)]).toEqual([4, 4]);
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses the amount %s with BAD_INPUT, writing nothing', async (amount) => {
    const plan = await t.buildPlan(company.id, 'PROCESS', 10);
    expect(domainCode(await refusal(() => debit(plan, { amount })))).toBe('BAD_INPUT');
    expect(await balanceOf(plan.accountId)).toBe(10);
    expect(await debitsOf(plan.accountId)).toEqual([]);
  });

  it('never goes below zero: the exact balance is fine, one more is NOT_ENOUGH_CREDITS', async () => {
    const plan = await t.buildPlan(company.id, 'PROCESS', 3);
    const tooMuch = await refusal(() => debit(plan, { amount: 4 }));
    expect(tooMuch).toMatchObject({ code: 'NOT_ENOUGH_CREDITS', params: { required: 4, available: 3 } });
    expect(await balanceOf(plan.accountId)).toBe(3);
    expect((await debit(plan, { amount: 3 })).balanceAfter).toBe(0);
    expect(domainCode(await refusal(() => debit(plan, { amount: 1 })))).toBe('NOT_ENOUGH_CREDITS');
    expect(await balanceOf(plan.accountId)).toBe(0);
    expect((await debitsOf(plan.accountId)).map((row) => row.balanceAfter)).toEqual([0]);
  });

  it('the database refuses a negative balance even outside the ledger', async () => {
    const plan = await t.buildPlan(company.id, 'PROCESS', 1);
    await expect(
      t.db
        .update(creditAccounts)
        .set({ availableBalance: sql`${creditAccounts.availableBalance} - 2` })
        .where(eq(creditAccounts.id, plan.accountId)),
    ).rejects.toThrow();
    expect(await balanceOf(plan.accountId)).toBe(1);
  });

  it("cannot debit another company's account", async () => {
    const other = await t.buildCompany();
    const plan = await t.buildPlan(other.id, 'PROCESS', 10);
    expect(domainCode(await refusal(() => debit(plan)))).toBe('NOT_ENOUGH_CREDITS');
    expect(await balanceOf(plan.accountId)).toBe(10);
  });

  it("rolls back with the caller's transaction", async () => {
    const plan = await t.buildPlan(company.id, 'PROCESS', 10);
    await expect(
      t.db.transaction(async (tx) => {
        await debitCredits(tx, {
          companyId: company.id,
          planConfigId: plan.planConfigId,
          amount: 5,
          concept: 'x',
          userId: user.id,
        });
        throw new Error('the caller fails afterwards');
      }),
    ).rejects.toThrow('the caller fails afterwards');
    expect(await balanceOf(plan.accountId)).toBe(10);
    expect(await debitsOf(plan.accountId)).toEqual([]);
  });

  it('concurrent debits never overdraw and the ledger adds up', async () => {
    const plan = await t.buildPlan(company.id, 'PROCESS', 5);
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => debit(plan)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    for (const r of results) if (r.status === 'rejected') expect(domainCode(r.reason)).toBe('NOT_ENOUGH_CREDITS');
    expect(await balanceOf(plan.accountId)).toBe(0);
    const debits = await debitsOf(plan.accountId);
    expect(debits.reduce((sum, row) => sum + row.amount, 0)).toBe(5);
    expect(debits.map((row) => row.balanceAfter).sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4]);
  });
});
