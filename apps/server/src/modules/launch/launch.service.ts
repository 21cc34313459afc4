import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  daysBetween,
  idSchema,
  launchCost,
  launchIssues,
  paidEndDay,
  PLAN_FEATURE_SLUGS,
  publicationDaysAllowed,
} from '@terna/domain';
import { z } from 'zod';
import { audit } from '../../audit.js';
import { requirePermission, type RequestContext } from '../../context.js';
import { planConfigs, planFeatures, plans, processes } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { parseInput } from '../../validation.js';
import { debitCredits } from '../credits/index.js';
import { findOwnProcess, getProcessMonitor, type ListedProcess } from '../processes/index.js';
import { draftOf, kindOf, planRoom, processesLeft, publicLinkOf, todayOf } from './draft-view.js';
import type { ProcessRow, Tx } from './projection.js';

export interface LaunchResult {
  process: ListedProcess;
  publicLink: string | null;
  balanceAfter: number | null;
  processesLeft: number | null;
  alreadyLaunched: boolean;
}

const keySchema = z.string().trim().min(1).max(100).nullable();

/**
 * The plan row of the process, locked: PROCESS launches count the quota under this lock, so two
 * launches on the last process of the quota cannot both see room.
 */
async function lockedPlan(tx: Tx, planConfigId: number) {
  const [plan] = await tx
    .select({
      status: planConfigs.planStatus,
      quantity: planConfigs.quantity,
      planId: planConfigs.planId,
      type: plans.type,
    })
    .from(planConfigs)
    .innerJoin(plans, eq(plans.id, planConfigs.planId))
    .where(eq(planConfigs.id, planConfigId))
    .for('update', { of: planConfigs });
  return plan;
}

/**
 * launchProcess (decision 013, "Launch"): one transaction under the process row's lock. A process
 * already LAUNCHED comes back as it is (a double click or a second tab is charged once). Otherwise
 * the plan must be ACTIVE, a publication over 60 days needs Long_Duration_Processes, the whole draft
 * must pass launchIssues, and the plan pays: credits for the days on CREDIT, one process of the quota
 * on PROCESS, nothing at launch on RELIABILITY. Any refusal leaves nothing written.
 */
export async function launchProcess(
  ctx: RequestContext,
  processId: number,
  idempotencyKey: string | null,
): Promise<LaunchResult> {
  const caller = requirePermission(ctx, 'process.create');
  const id = parseInput(ctx, idSchema, processId);
  const key = parseInput(ctx, keySchema, idempotencyKey);
  const outcome = await ctx.db.transaction(async (tx) => {
    const process = await findOwnProcess(tx, caller, id, true);
    if (process.status === 'LAUNCHED') return { process, balanceAfter: null, alreadyLaunched: true };
    if (process.status !== 'DRAFT') throw new DomainError('PROCESS_STATUS_INVALID');
    if (!process.planConfigId) throw new DomainError('PRODUCT_NOT_AVAILABLE');
    const plan = await lockedPlan(tx, process.planConfigId);
    if (!plan || plan.type !== process.typeCompanyPlan) throw new DomainError('PRODUCT_NOT_AVAILABLE');
    if (plan.status !== 'ACTIVE') throw new DomainError('PLAN_INACTIVE');

    const draft = draftOf(process);
    const today = todayOf(process);
    const issues = launchIssues(draft, kindOf(process), today);
    if (issues.length) throw new DomainError('LAUNCH_INCOMPLETE', { count: issues.length });
    const startDate = draft.dates!.startDate!;
    const endDate = draft.dates!.endDate!;
    const features = await tx
      .select({ slug: planFeatures.slug })
      .from(planFeatures)
      .where(and(eq(planFeatures.planId, plan.planId), eq(planFeatures.status, true)));
    if (
      !publicationDaysAllowed(
        daysBetween(startDate, endDate),
        features.map((f) => f.slug),
      )
    ) {
      throw new DomainError('FEATURE_REQUIRED', { feature: PLAN_FEATURE_SLUGS.LONG_DURATION_PROCESSES });
    }

    const cost = launchCost(process.typeCompanyPlan, startDate, endDate);
    let balanceAfter: number | null = null;
    if (cost.credits > 0) {
      const debit = await debitCredits(tx, {
        companyId: caller.companyId,
        planConfigId: process.planConfigId,
        amount: cost.credits,
        concept: `Lanzamiento del proceso ${process.name} (#${process.id})`,
        processId: process.id,
        userId: caller.userId,
        // The key is the client's for this launch; scoped to the process so no other launch can replay it.
        idempotencyKey: key ? `launch:${process.id}:${key}` : null,
      });
      balanceAfter = debit.balanceAfter;
    }
    if (cost.processes > 0 && (await processesLeft(tx, process.planConfigId, caller.companyId)) < cost.processes) {
      throw new DomainError('PROCESS_QUOTA_EXHAUSTED', { quantity: plan.quantity });
    }

    const now = new Date();
    const publicSlug = randomBytes(12).toString('base64url');
    await tx
      .update(processes)
      .set({
        status: 'LAUNCHED',
        launchedAt: now,
        publicSlug,
        creditsValue: cost.credits > 0 ? cost.credits : cost.processes,
        totalConsume: process.totalConsume + cost.credits,
        launchDraft: { ...draft, paid: { endDate: paidEndDay(startDate, cost.days) } },
        draftStep: 'summary',
        updatedAt: now,
      })
      .where(eq(processes.id, process.id));
    await audit(tx, caller, 'process.launch', 'process', process.id, {
      credits: cost.credits,
      processes: cost.processes,
      days: cost.days,
      startDate,
      endDate,
    });
    const [launched] = await tx.select().from(processes).where(eq(processes.id, process.id));
    return { process: launched!, balanceAfter, alreadyLaunched: false };
  });
  return resultOf(ctx, outcome.process, outcome.balanceAfter, outcome.alreadyLaunched);
}

async function resultOf(
  ctx: RequestContext,
  process: ProcessRow,
  balanceAfter: number | null,
  alreadyLaunched: boolean,
): Promise<LaunchResult> {
  const room = await planRoom(ctx.db, process);
  return {
    process: await getProcessMonitor(ctx, process.id),
    publicLink: publicLinkOf(ctx.config.publicUrl, process.publicSlug),
    balanceAfter: balanceAfter ?? room.availableCredits,
    processesLeft: room.processesLeft,
    alreadyLaunched,
  };
}
