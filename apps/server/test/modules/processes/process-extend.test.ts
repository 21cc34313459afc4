import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_FEATURE_SLUGS, type ProcessStatus } from '@terna/domain';
import { auditLog, creditAccounts, creditTransactions, planFeatures, processes } from '../../../src/db/schema/index.js';
import type { BuildProcessInput, BuiltPlan, ProcessRow } from '../../support/factories.js';
import { codeOf, processApi, requestedEndDate } from '../../support/process-api.js';
import { createTestApp, type Member, type TestApp } from '../../support/test-app.js';

/**
 * extend: the six tiers of spec 1 section 9, the Long_Duration_Processes feature, the credit caps
 * (consumption counted as ceil(length in days / 20)), the debit on the PROCESS plan's ledger, and
 * what concurrent requests leave behind.
 */
const DAY_MS = 86_400_000;
const LONG = PLAN_FEATURE_SLUGS.LONG_DURATION_PROCESSES;
const TIERS = [
  { days: 20, credits: 1, added: 20 },
  { days: 40, credits: 2, added: 40 },
  { days: 60, credits: 3, added: 60 },
  { days: 120, credits: 6, added: 100 },
  { days: 180, credits: 9, added: 160 },
  { days: 365, credits: 16, added: 325 },
] as const;
const tier = (days: number) => TIERS.find((t) => t.days === days)!;

let t: TestApp;
let api: ReturnType<typeof processApi>;

interface Tenant {
  member: Member;
  plan: BuiltPlan;
}
let plain: Tenant; // a PROCESS plan without Long_Duration_Processes
let long: Tenant; // a PROCESS plan with it

async function tenant(balance: number, features?: string[]): Promise<Tenant> {
  const member = await t.buildMember({ role: 'RECRUITER' });
  const plan = await t.buildPlan(member.company.id, 'PROCESS', balance, 'ACTIVE', features ? { features } : {});
  return { member, plan };
}

beforeAll(async () => {
  t = await createTestApp();
  api = processApi(t);
  plain = await tenant(1000);
  long = await tenant(1000, [LONG]);
});
afterAll(() => t?.close());

/** A process of the tenant that is `lengthDays` long, ending `endInDays` from now. */
function processOf(who: Tenant, lengthDays: number, extra: Partial<BuildProcessInput> & { endInDays?: number } = {}) {
  const { endInDays = 5, ...rest } = extra;
  const endDate = new Date(Date.now() + endInDays * DAY_MS);
  return t.buildProcess({
    companyId: who.member.company.id,
    planConfigId: who.plan.planConfigId,
    name: `PROCESO A EXTENDER ${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
    startDate: new Date(endDate.getTime() - lengthDays * DAY_MS),
    endDate,
    ...rest,
  });
}

const row = async (id: number) => (await t.db.select().from(processes).where(eq(processes.id, id)))[0]!;
const balanceOf = async (accountId: number) =>
  (await t.db.select().from(creditAccounts).where(eq(creditAccounts.id, accountId)))[0]!.availableBalance;
const ledger = (accountId: number, afterId = 0) =>
  t.db
    .select()
    .from(creditTransactions)
    .where(and(eq(creditTransactions.accountId, accountId), gt(creditTransactions.id, afterId)))
    .orderBy(asc(creditTransactions.id));
const lastLedgerId = async (accountId: number) => (await ledger(accountId)).at(-1)?.id ?? 0;

const auditOf = (processId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'process'), eq(auditLog.entityId, String(processId))))
    .orderBy(asc(auditLog.id));

const extendBy = (who: Tenant, process: ProcessRow, addedDays: number) =>
  api.extendTo(who.member.token, process.id, requestedEndDate(process.endDate!, addedDays));

/** Extends and checks everything a successful extension must leave behind. */
async function expectExtended(who: Tenant, process: ProcessRow, days: number) {
  const { credits, added } = tier(days);
  const balance0 = await balanceOf(who.plan.accountId);
  const ledger0 = await lastLedgerId(who.plan.accountId);
  const audit0 = (await auditOf(process.id)).length;
  const body = await extendBy(who, process, added);
  expect(body.errors, `${days} days`).toBeUndefined();
  const stored = await row(process.id);
  const newEnd = new Date(Math.max(process.endDate!.getTime(), Date.now()) + added * DAY_MS);
  if (process.endDate!.getTime() > Date.now())
    expect(stored.endDate).toEqual(new Date(process.endDate!.getTime() + added * DAY_MS));
  else expect(Math.abs(stored.endDate!.getTime() - newEnd.getTime())).toBeLessThan(60_000);
  expect(stored).toMatchObject({ status: 'LAUNCHED', totalConsume: process.totalConsume + credits, isExtend: true });
  expect(body.data!.extend).toMatchObject({
    id: process.id,
    statusName: 'LAUNCHED',
    endDate: stored.endDate!.toISOString(),
    totalConsume: process.totalConsume + credits,
    usedCredits: process.totalConsume + credits,
    recurrenceSummary: { isExtend: true, totalConsume: process.totalConsume + credits },
  });

  const balance = await balanceOf(who.plan.accountId);
  expect(balance).toBe(balance0 - credits);
  const entries = await ledger(who.plan.accountId, ledger0);
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({
    type: 'DEBIT',
    amount: credits,
    balanceAfter: balance,
    processId: process.id,
    companyId: who.member.company.id,
    userId: who.member.user.id,
  });
  expect(entries[0]!.concept).toContain(process.name);
  expect((await auditOf(process.id)).slice(audit0)).toMatchObject([
    {
      action: 'process.extend',
      userId: who.member.user.id,
      companyId: who.member.company.id,
      entityType: 'process',
      data: { days, credits },
    },
  ]);
  return stored;
}

/** Checks the refusal code and that the process, the balance and the ledger are untouched. */
async function expectRefused(
  who: Tenant,
  process: ProcessRow,
  request: () => ReturnType<typeof extendBy>,
  code: string,
) {
  const balance0 = await balanceOf(who.plan.accountId);
  const ledger0 = await lastLedgerId(who.plan.accountId);
  const body = await request();
  expect(codeOf(body)).toBe(code);
  expect(body.data ?? null).toBeNull();
  expect(await row(process.id)).toEqual(process);
  expect(await balanceOf(who.plan.accountId)).toBe(balance0);
  expect(await ledger(who.plan.accountId, ledger0)).toEqual([]);
  return body;
}

describe('extend: the tiers', () => {
  // start = end: nothing consumed yet, so only the feature and the tier decide.
  it.each(TIERS.filter((x) => x.days <= 60))(
    'without Long_Duration_Processes, $days days cost $credits and add $added days',
    async ({ days }) => {
      await expectExtended(plain, await processOf(plain, 0), days);
    },
  );

  it.each(TIERS.filter((x) => x.days > 60))(
    'without Long_Duration_Processes, $days days are refused (EXTENSION_NOT_ALLOWED)',
    async ({ added }) => {
      const process = await processOf(plain, 0);
      await expectRefused(plain, process, () => extendBy(plain, process, added), 'EXTENSION_NOT_ALLOWED');
    },
  );

  it.each(TIERS)('with Long_Duration_Processes, $days days cost $credits and add $added days', async ({ days }) => {
    await expectExtended(long, await processOf(long, 0), days);
  });

  it('a disabled plan feature does not count', async () => {
    const disabled = await tenant(100, []);
    await t.db.insert(planFeatures).values({ planId: disabled.plan.planId, name: LONG, slug: LONG, status: false });
    const process = await processOf(disabled, 0);
    await expectRefused(disabled, process, () => extendBy(disabled, process, tier(120).added), 'EXTENSION_NOT_ALLOWED');
  });

  it.each([
    ['30 days, no tier', 30],
    ['no days at all', 0],
    ['10 days back', -10],
    ['20 days and 3 more', 23],
    ['a year', 365],
  ])('a requested end date matching no tier is refused with EXTENSION_NOT_ALLOWED: %s', async (_, addedDays) => {
    const process = await processOf(long, 0);
    await expectRefused(long, process, () => extendBy(long, process, addedDays), 'EXTENSION_NOT_ALLOWED');
  });

  it("the new end date comes from the tier, not from the client's date", async () => {
    const process = await processOf(plain, 0);
    const body = await api.extendTo(
      plain.member.token,
      process.id,
      requestedEndDate(process.endDate!, 20) + 6 * 3_600_000,
    );
    expect(body.errors).toBeUndefined();
    expect((await row(process.id)).endDate).toEqual(new Date(process.endDate!.getTime() + 20 * DAY_MS));
  });
});

describe('extend: the credit caps', () => {
  // Consumption is ceil(length in days / 20): with the tier's credits it must stay within 3 (18 with the feature).
  it.each([
    [20, 40, true], // 1 + 2 = 3
    [20, 60, false], // 1 + 3 = 4
    [40, 20, true], // 2 + 1 = 3
    [41, 20, false], // 3 + 1 = 4
    [60, 20, false],
  ])('without the feature, a %i-day process extended by %i days: allowed %s', async (length, days, allowed) => {
    const process = await processOf(plain, length);
    if (allowed) await expectExtended(plain, process, days);
    else await expectRefused(plain, process, () => extendBy(plain, process, tier(days).added), 'EXTENSION_NOT_ALLOWED');
  });

  it.each([
    [40, 365, true], // 2 + 16 = 18
    [41, 365, false], // 3 + 16 = 19
    [41, 180, true], // 3 + 9 = 12
    [300, 60, true], // 15 + 3 = 18
    [300, 120, false], // 15 + 6 = 21
    [360, 20, false], // 18 + 1 = 19
  ])('with the feature, a %i-day process extended by %i days: allowed %s', async (length, days, allowed) => {
    const process = await processOf(long, length);
    if (allowed) await expectExtended(long, process, days);
    else await expectRefused(long, process, () => extendBy(long, process, tier(days).added), 'EXTENSION_NOT_ALLOWED');
  });

  it('extensions already bought count toward the cap', async () => {
    let process = await processOf(plain, 0);
    process = await expectExtended(plain, process, 20); // 20 days long: 1 consumed
    process = await expectExtended(plain, process, 40); // 60 days long: 3 consumed
    await expectRefused(plain, process, () => extendBy(plain, process, 20), 'EXTENSION_NOT_ALLOWED');
    expect((await api.monitor(plain.member.token, process.id)).data!.getProcessMonitor.extensible).toBe(false);
  });
});

describe('extend: credits', () => {
  it('refuses with NOT_ENOUGH_CREDITS when the plan has too few, changing nothing', async () => {
    const poor = await tenant(1);
    const process = await processOf(poor, 0);
    const body = await expectRefused(poor, process, () => extendBy(poor, process, 40), 'NOT_ENOUGH_CREDITS');
    expect(body.errors![0]!.message).toBe('No tienes créditos suficientes: necesitas 2 y tienes 1.');
    expect(await balanceOf(poor.plan.accountId)).toBe(1);
    await expectExtended(poor, process, 20); // exactly enough
    expect(await balanceOf(poor.plan.accountId)).toBe(0);
    const after = await row(process.id);
    await expectRefused(poor, after, () => extendBy(poor, after, 20), 'NOT_ENOUGH_CREDITS');
  });

  it("debits the process's own PROCESS plan, not another plan of the company", async () => {
    const who = await tenant(10);
    const credit = await t.buildPlan(who.member.company.id, 'CREDIT', 10);
    const process = await processOf(who, 0);
    await expectExtended(who, process, 40);
    expect(await balanceOf(who.plan.accountId)).toBe(8);
    expect(await balanceOf(credit.accountId)).toBe(10);
    expect(await ledger(credit.accountId)).toHaveLength(1); // its initial CREDIT only
  });
});

describe('extend: status and plan', () => {
  it.each(['EXPIRED', 'INACTIVE', 'CANCELLED'] as const)(
    'a %s PROCESS plan pays for nothing: EXTENSION_NOT_ALLOWED',
    async (status) => {
      const member = await t.buildMember({ role: 'RECRUITER' });
      const plan = await t.buildPlan(member.company.id, 'PROCESS', 50, status);
      const who = { member, plan };
      const process = await processOf(who, 0);
      await expectRefused(who, process, () => extendBy(who, process, 20), 'EXTENSION_NOT_ALLOWED');
      expect(await balanceOf(plan.accountId)).toBe(50);
    },
  );

  it('a CLOSED process extended is LAUNCHED again, its end moved from today', async () => {
    const process = await processOf(plain, 0, { status: 'CLOSED', endInDays: -3 });
    const stored = await expectExtended(plain, process, 20);
    expect(stored.status).toBe('LAUNCHED');
    expect(Math.abs(stored.endDate!.getTime() - (Date.now() + 20 * DAY_MS))).toBeLessThan(60_000);
  });

  it.each<ProcessStatus>(['DRAFT', 'CANCELED'])(
    'a %s process is refused with PROCESS_STATUS_INVALID',
    async (status) => {
      const process = await processOf(plain, 0, { status });
      await expectRefused(plain, process, () => extendBy(plain, process, 20), 'PROCESS_STATUS_INVALID');
    },
  );

  it.each(['CREDIT', 'RELIABILITY'] as const)('a process of the %s plan cannot be extended', async (type) => {
    const who = await tenant(0);
    const other = await t.buildPlan(who.member.company.id, type, 50);
    const process = await processOf({ member: who.member, plan: other }, 0, {
      typeCompanyPlan: type,
      environmentType: 'CONTROLLED',
    });
    const balance0 = await balanceOf(other.accountId);
    const body = await api.extendTo(who.member.token, process.id, requestedEndDate(process.endDate!, 20));
    expect(['PROCESS_STATUS_INVALID', 'EXTENSION_NOT_ALLOWED']).toContain(codeOf(body));
    expect(await row(process.id)).toEqual(process);
    expect(await balanceOf(other.accountId)).toBe(balance0);
  });

  it('a malformed request is BAD_INPUT', async () => {
    const process = await processOf(plain, 0);
    const body = await api.extendTo(plain.member.token, process.id, -5);
    expect(codeOf(body)).toBe('BAD_INPUT');
    expect(await row(process.id)).toEqual(process);
  });
});

describe('extend: concurrency', () => {
  it('with credits for exactly N extensions, N of many simultaneous extends succeed and the ledger adds up', async () => {
    const N = 3;
    const who = await tenant(N);
    const many = await Promise.all(Array.from({ length: 8 }, () => processOf(who, 0)));
    const bodies = await Promise.all(many.map((process) => extendBy(who, process, 20)));

    const succeeded = bodies.filter((body) => !body.errors);
    expect(succeeded).toHaveLength(N);
    expect(bodies.filter((body) => body.errors).map(codeOf)).toEqual(Array(many.length - N).fill('NOT_ENOUGH_CREDITS'));
    expect(await balanceOf(who.plan.accountId)).toBe(0);

    const debits = (await ledger(who.plan.accountId)).filter((entry) => entry.type === 'DEBIT');
    expect(debits).toHaveLength(N);
    expect(debits.reduce((sum, entry) => sum + entry.amount, 0)).toBe(N);
    expect(debits.map((entry) => entry.balanceAfter).sort((x, y) => x - y)).toEqual([0, 1, 2]);
    expect(debits.every((entry) => entry.balanceAfter >= 0)).toBe(true);

    const rows = await Promise.all(many.map((process) => row(process.id)));
    expect(
      rows
        .filter((r) => r.totalConsume === 1)
        .map((r) => r.id)
        .sort(),
    ).toEqual(succeeded.map((body) => body.data!.extend.id).sort());
    expect(new Set(debits.map((entry) => entry.processId))).toEqual(
      new Set(succeeded.map((body) => body.data!.extend.id)),
    );
  });

  it('tiers of 2 credits on 5 credits: two succeed, one credit stays, never below zero', async () => {
    const who = await tenant(5);
    const many = await Promise.all(Array.from({ length: 6 }, () => processOf(who, 0)));
    const bodies = await Promise.all(many.map((process) => extendBy(who, process, 40)));
    expect(bodies.filter((body) => !body.errors)).toHaveLength(2);
    expect(await balanceOf(who.plan.accountId)).toBe(1);
    const debits = (await ledger(who.plan.accountId)).filter((entry) => entry.type === 'DEBIT');
    expect(debits.map((entry) => entry.balanceAfter).sort((x, y) => x - y)).toEqual([1, 3]);
  });

  it('the same extension sent five times at once is applied once', async () => {
    const who = await tenant(10);
    const process = await processOf(who, 0);
    const end = requestedEndDate(process.endDate!, 20);
    const bodies = await Promise.all(Array.from({ length: 5 }, () => api.extendTo(who.member.token, process.id, end)));
    expect(bodies.filter((body) => !body.errors)).toHaveLength(1);
    expect(bodies.filter((body) => body.errors).map(codeOf)).toEqual(Array(4).fill('EXTENSION_NOT_ALLOWED'));
    expect(await balanceOf(who.plan.accountId)).toBe(9);
    expect((await row(process.id)).endDate).toEqual(new Date(process.endDate!.getTime() + 20 * DAY_MS));
  });
});

describe('extend: the feature on the shared catalogue plan', () => {
  // Plan features hang off the catalogue row every PROCESS subscriber shares: granting it there
  // grants it to all of them. Last in the file, and removed again, so the tests above are unaffected.
  it('Long_Duration_Processes on the seeded PROCESS plan opens the long tiers', async () => {
    const who = await tenant(100);
    const before = await processOf(who, 0);
    await expectRefused(who, before, () => extendBy(who, before, tier(120).added), 'EXTENSION_NOT_ALLOWED');
    const [feature] = await t.db
      .insert(planFeatures)
      .values({ planId: who.plan.planId, name: LONG, slug: LONG, status: true })
      .returning();
    try {
      await expectExtended(who, await processOf(who, 0), 120);
      await expectExtended(plain, await processOf(plain, 0), 365); // another subscriber of the same row
    } finally {
      await t.db.delete(planFeatures).where(eq(planFeatures.id, feature!.id));
    }
  });
});
