import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_FEATURE_SLUGS } from '@terna/domain';
import { auditLog, creditAccounts, creditTransactions, planConfigs, processes } from '../../../src/db/schema/index.js';
import type { BuiltPlan } from '../../support/factories.js';
import { launchApi, must } from '../../support/launch-api.js';
import { codeOf, processApi } from '../../support/process-api.js';
import { createTestApp, type Member, type TestApp } from '../../support/test-app.js';

/**
 * launchProcess (decision 013, "Launch"): what each plan pays, every refusal leaving nothing behind,
 * and what parallel launches leave in the ledger.
 */
let t: TestApp;
let api: ReturnType<typeof launchApi>;

interface Tenant {
  member: Member;
  plan: BuiltPlan;
}

async function tenant(
  type: 'CREDIT' | 'PROCESS' | 'RELIABILITY',
  balance: number,
  features?: string[],
): Promise<Tenant> {
  const member = await t.buildMember({ role: 'RECRUITER' });
  const plan = await t.buildPlan(member.company.id, type, balance, 'ACTIVE', features ? { features } : {});
  return { member, plan };
}

const row = async (id: number) => (await t.db.select().from(processes).where(eq(processes.id, id)))[0]!;
const balanceOf = async (accountId: number) =>
  (await t.db.select().from(creditAccounts).where(eq(creditAccounts.id, accountId)))[0]!.availableBalance;
const ledger = (accountId: number) =>
  t.db
    .select()
    .from(creditTransactions)
    .where(eq(creditTransactions.accountId, accountId))
    .orderBy(asc(creditTransactions.id));
const launches = (processId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'process.launch'), eq(auditLog.entityId, String(processId))));
const unique = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 8).toUpperCase()}`;

beforeAll(async () => {
  t = await createTestApp();
  api = launchApi(t);
});
afterAll(() => t?.close());

/** Checks a refused launch wrote nothing: still a DRAFT, same balance and ledger, no audit entry. */
async function expectNothingWritten(who: Tenant, processId: number, balance: number, ledgerLength: number) {
  expect(await row(processId)).toMatchObject({ status: 'DRAFT', launchedAt: null, publicSlug: null });
  expect(await balanceOf(who.plan.accountId)).toBe(balance);
  expect(await ledger(who.plan.accountId)).toHaveLength(ledgerLength);
  expect(await launches(processId)).toHaveLength(0);
}

describe('launching on each plan', () => {
  it('debits the tier’s credits on a CREDIT plan, with a ledger row, the audit entry and a public link', async () => {
    const who = await tenant('CREDIT', 10);
    const id = await api.readyDraft(who.member.token, unique('LANZAMIENTO CREDITO'), 30);
    const draft = must(await api.get(who.member.token, id)).getLaunchDraft;
    expect(draft.issues).toEqual([]);
    expect(draft.cost).toEqual({ credits: 2, processes: 0, days: 30 });
    expect(draft.availableCredits).toBe(10);

    const result = must(await api.launch(who.member.token, id)).launchProcess;
    expect(result).toMatchObject({ balanceAfter: 8, alreadyLaunched: false, processesLeft: null });
    expect(result.process).toMatchObject({ id, statusName: 'LAUNCHED', totalConsume: 2 });
    expect(result.publicLink).toMatch(/\/apply\/[\w-]{16}$/);
    expect(await balanceOf(who.plan.accountId)).toBe(8);
    const entries = await ledger(who.plan.accountId);
    expect(entries.at(-1)).toMatchObject({
      type: 'DEBIT',
      amount: 2,
      balanceAfter: 8,
      processId: id,
      userId: who.member.user.id,
      concept: `Lanzamiento del proceso ${(await row(id)).name} (#${id})`,
    });
    expect(await launches(id)).toHaveLength(1);

    const monitor = must(await processApi(t).monitor(who.member.token, id)).getProcessMonitor;
    expect(monitor).toMatchObject({ statusName: 'LAUNCHED', complete: true });
    const after = must(await api.get(who.member.token, id)).getLaunchDraft;
    expect(after).toMatchObject({ status: 'LAUNCHED', publicLink: result.publicLink });
  });

  it('uses one process of the quota on a PROCESS plan and refuses when it is used up', async () => {
    const who = await tenant('PROCESS', 0);
    await t.db.update(planConfigs).set({ quantity: 2 }).where(eq(planConfigs.id, who.plan.planConfigId));
    const first = await api.readyDraft(who.member.token, unique('ETALENT UNO'), 20, 'PROCESS');
    const second = await api.readyDraft(who.member.token, unique('ETALENT DOS'), 20, 'PROCESS');
    const third = await api.readyDraft(who.member.token, unique('ETALENT TRES'), 20, 'PROCESS');
    expect(must(await api.launch(who.member.token, first)).launchProcess).toMatchObject({
      processesLeft: 1,
      balanceAfter: null,
    });
    expect(must(await api.launch(who.member.token, second)).launchProcess.processesLeft).toBe(0);
    const refused = await api.launch(who.member.token, third);
    expect(codeOf(refused)).toBe('PROCESS_QUOTA_EXHAUSTED');
    expect(refused.errors![0]!.message).toContain('(2)');
    await expectNothingWritten(who, third, 0, 0);
    const products = must(await api.products(who.member.token)).launchProducts;
    expect(products.products).toEqual([
      expect.objectContaining({ kind: 'ETALENT', processesLeft: 0, productActive: true, available: false }),
    ]);
    expect(products.autoSelectedPlanType).toBe('PROCESS');
  });

  it('charges nothing at launch on a RELIABILITY plan', async () => {
    const who = await tenant('RELIABILITY', 3);
    const id = await api.readyDraft(who.member.token, unique('CONFIABILIDAD'), 20, 'RELIABILITY');
    const result = must(await api.launch(who.member.token, id)).launchProcess;
    expect(result.process.statusName).toBe('LAUNCHED');
    expect(await balanceOf(who.plan.accountId)).toBe(3);
    expect(await ledger(who.plan.accountId)).toHaveLength(1);
  });
});

describe('launch refusals change nothing', () => {
  it('refuses an incomplete draft with the count of what is missing', async () => {
    const who = await tenant('CREDIT', 5);
    const started = must(await api.start(who.member.token)).startProcessDraft;
    const refused = await api.launch(who.member.token, started.id);
    expect(codeOf(refused)).toBe('LAUNCH_INCOMPLETE');
    const missing = must(await api.get(who.member.token, started.id)).getLaunchDraft.issues.length;
    expect(refused.errors![0]!.message).toContain(`${missing}`);
    await expectNothingWritten(who, started.id, 5, 1);
  });

  it('refuses on an inactive plan', async () => {
    const who = await tenant('CREDIT', 5);
    const id = await api.readyDraft(who.member.token, unique('PLAN INACTIVO'));
    await t.db.update(planConfigs).set({ planStatus: 'INACTIVE' }).where(eq(planConfigs.id, who.plan.planConfigId));
    expect(codeOf(await api.launch(who.member.token, id))).toBe('PLAN_INACTIVE');
    await expectNothingWritten(who, id, 5, 1);
  });

  it('refuses when the credits do not cover the days', async () => {
    const who = await tenant('CREDIT', 1);
    const id = await api.readyDraft(who.member.token, unique('SIN CREDITOS'), 40);
    expect(codeOf(await api.launch(who.member.token, id))).toBe('NOT_ENOUGH_CREDITS');
    await expectNothingWritten(who, id, 1, 1);
  });

  it('refuses more than 60 days without Long_Duration_Processes, and allows it with', async () => {
    const plain = await tenant('CREDIT', 20);
    const id = await api.readyDraft(plain.member.token, unique('LARGO SIN'), 90);
    const refused = await api.launch(plain.member.token, id);
    expect(codeOf(refused)).toBe('FEATURE_REQUIRED');
    expect(refused.errors![0]!.message).toContain(PLAN_FEATURE_SLUGS.LONG_DURATION_PROCESSES);
    await expectNothingWritten(plain, id, 20, 1);

    const long = await tenant('CREDIT', 20, [PLAN_FEATURE_SLUGS.LONG_DURATION_PROCESSES]);
    const longId = await api.readyDraft(long.member.token, unique('LARGO CON'), 90);
    expect(must(await api.launch(long.member.token, longId)).launchProcess.balanceAfter).toBe(20 - 6);
  });

  it('refuses a viewer (FORBIDDEN) and another company’s draft (NOT_FOUND)', async () => {
    const who = await tenant('CREDIT', 5);
    const id = await api.readyDraft(who.member.token, unique('AJENO'));
    const viewer = await t.buildMember({ role: 'VIEWER', company: who.member.company });
    expect(codeOf(await api.launch(viewer.token, id))).toBe('FORBIDDEN');
    expect(codeOf(await api.start(viewer.token))).toBe('FORBIDDEN');
    const stranger = await tenant('CREDIT', 5);
    expect(codeOf(await api.launch(stranger.member.token, id))).toBe('NOT_FOUND');
    expect(codeOf(await api.get(stranger.member.token, id))).toBe('NOT_FOUND');
    await expectNothingWritten(who, id, 5, 1);
  });
});

describe('concurrent launches', () => {
  it('launches exactly five of twenty drafts against a balance for five; the ledger equals the balance', async () => {
    const who = await tenant('CREDIT', 5);
    const ids: number[] = [];
    for (let i = 0; i < 20; i += 1) ids.push(await api.readyDraft(who.member.token, unique(`PARALELO ${i}`), 20));
    const results = await Promise.all(ids.map((id) => api.launch(who.member.token, id)));
    const launched = results.filter((body) => !body.errors);
    expect(launched).toHaveLength(5);
    expect(results.filter((body) => codeOf(body) === 'NOT_ENOUGH_CREDITS')).toHaveLength(15);
    const statuses = await Promise.all(ids.map(async (id) => (await row(id)).status));
    expect(statuses.filter((status) => status === 'LAUNCHED')).toHaveLength(5);
    expect(await balanceOf(who.plan.accountId)).toBe(0);
    const entries = await ledger(who.plan.accountId);
    const sum = entries.reduce((total, entry) => total + (entry.type === 'DEBIT' ? -entry.amount : entry.amount), 0);
    expect(sum).toBe(0);
    expect(entries.filter((entry) => entry.type === 'DEBIT')).toHaveLength(5);
  });

  it('launches the same draft once and charges it once when launched twenty times at once', async () => {
    const who = await tenant('CREDIT', 5);
    const id = await api.readyDraft(who.member.token, unique('DOBLE CLIC'), 20);
    const results = await Promise.all(Array.from({ length: 20 }, () => api.launch(who.member.token, id)));
    expect(results.every((body) => !body.errors)).toBe(true);
    expect(results.filter((body) => body.data!.launchProcess.alreadyLaunched === false)).toHaveLength(1);
    expect(await balanceOf(who.plan.accountId)).toBe(4);
    expect((await ledger(who.plan.accountId)).filter((entry) => entry.type === 'DEBIT')).toHaveLength(1);
    expect(await launches(id)).toHaveLength(1);
  });

  it('uses the PROCESS quota once under twenty parallel launches of different drafts', async () => {
    const who = await tenant('PROCESS', 0);
    await t.db.update(planConfigs).set({ quantity: 3 }).where(eq(planConfigs.id, who.plan.planConfigId));
    const ids: number[] = [];
    // A draft can only be started while the quota has room: all twenty are started before any launch.
    for (let i = 0; i < 20; i += 1)
      ids.push(await api.readyDraft(who.member.token, unique(`CUOTA ${i}`), 20, 'PROCESS'));
    const results = await Promise.all(ids.map((id) => api.launch(who.member.token, id)));
    expect(results.filter((body) => !body.errors)).toHaveLength(3);
    expect(results.filter((body) => codeOf(body) === 'PROCESS_QUOTA_EXHAUSTED')).toHaveLength(17);
  });
});
