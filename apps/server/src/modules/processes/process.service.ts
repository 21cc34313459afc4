import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  canShowMenuItem,
  cloneNameSchema,
  extendedEndDate,
  extensionRefusal,
  EXTENSION_OPTIONS,
  type ExtensionOption,
  idSchema,
  type LaunchDraft,
  OPEN_PROCESS_STATUSES,
} from '@terna/domain';
import { z } from 'zod';
import { audit } from '../../audit.js';
import { requirePermission, type Caller, type RequestContext } from '../../context.js';
import { queryRows, type Database } from '../../db/client.js';
import {
  creditAccounts,
  jobComponents,
  jobOpportunities,
  memberships,
  planConfigs,
  planFeatures,
  plans,
  positions,
  processes,
  processTags,
} from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { parseInput } from '../../validation.js';
import { debitCredits } from '../credits/index.js';
import { loadProcessDetails, type ListedProcess } from './process-view.js';

const DAY_MS = 86_400_000;
type ProcessRow = typeof processes.$inferSelect;

/**
 * Whether a process lies in the member's scope: any of the company's for a company-wide member, only
 * its agency's (department's) for a member limited to one. Company-wide processes (no agency) are
 * outside every agency's scope. Row-level security applies the same rule (migration 0017).
 */
export function inCallerScope(scope: Caller['scope'], process: Pick<ProcessRow, 'agencyId' | 'departmentId'>): boolean {
  if (scope.agencyId === null) return true;
  if (process.agencyId !== scope.agencyId) return false;
  return scope.departmentId === null || process.departmentId === scope.departmentId;
}

/**
 * The caller's company process, within the caller's scope: the one check every operation that takes
 * a process id makes before reading or changing anything of it (on the request's transaction, where
 * row-level security hides what is out of scope, and on the owner connection alike). A process of
 * another of the caller's companies answers PROCESS_NOT_OWNED (the web app shows its page); any
 * other id, and a process of the company outside the caller's agency or department, is NOT_FOUND.
 */
export async function findOwnProcess(
  db: Pick<Database, 'select' | 'execute'>,
  caller: Caller,
  id: number,
  forUpdate = false,
): Promise<ProcessRow> {
  const query = db.select().from(processes).where(eq(processes.id, id));
  const [process] = forUpdate ? await query.for('update') : await query;
  if (process?.companyId === caller.companyId) {
    if (inCallerScope(caller.scope, process)) return process;
    throw new DomainError('NOT_FOUND');
  }
  if (process) {
    const [membership] = await db
      .select()
      .from(memberships)
      .where(and(eq(memberships.userId, caller.userId), eq(memberships.companyId, process.companyId)));
    if (membership) throw new DomainError('PROCESS_NOT_OWNED');
  } else if (await notOwned(db, id)) {
    throw new DomainError('PROCESS_NOT_OWNED');
  }
  throw new DomainError('NOT_FOUND');
}

/**
 * Whether a process hidden by row-level security belongs to another company of the caller's (on the
 * owner connection every process is visible, and the membership is read above instead).
 */
async function notOwned(db: Pick<Database, 'execute'>, id: number): Promise<boolean> {
  const [row] = await queryRows<{ not_owned: boolean }>(db, sql`select terna_process_not_owned(${id}) as not_owned`);
  return row!.not_owned;
}

async function view(ctx: RequestContext, caller: Caller, id: number): Promise<ListedProcess> {
  const [process] = await loadProcessDetails(ctx, caller.companyId, [id]);
  if (!process) throw new DomainError('NOT_FOUND');
  return process;
}

/** getProcessMonitor: the process fields the control pages and menus need. */
export async function getProcessMonitor(ctx: RequestContext, processId: number): Promise<ListedProcess> {
  const caller = requirePermission(ctx, 'process.view');
  const [process] = await loadProcessDetails(ctx, caller.companyId, [parseInput(ctx, idSchema, processId)]);
  if (process) return process;
  // Not in the caller's company: tell a member of the owning company so, anyone else "not found".
  await findOwnProcess(ctx.db, caller, processId);
  throw new DomainError('NOT_FOUND');
}

/** close(id, noValidate): only LAUNCHED → CLOSED; the end date becomes now. */
export async function closeProcess(ctx: RequestContext, id: number): Promise<ListedProcess> {
  const caller = requirePermission(ctx, 'process.close');
  await ctx.db.transaction(async (tx) => {
    const process = await findOwnProcess(tx, caller, parseInput(ctx, idSchema, id), true);
    if (process.status !== 'LAUNCHED') throw new DomainError('PROCESS_STATUS_INVALID');
    const now = new Date();
    await tx.update(processes).set({ status: 'CLOSED', endDate: now, updatedAt: now }).where(eq(processes.id, id));
    await audit(tx, caller, 'process.close', 'process', id, { from: process.status });
  });
  return view(ctx, caller, id);
}

/** archive(id, status): archived processes leave the default list; unarchiving brings them back. */
export async function archiveProcess(ctx: RequestContext, id: number, archived: boolean): Promise<ListedProcess> {
  const caller = requirePermission(ctx, 'process.archive');
  await ctx.db.transaction(async (tx) => {
    await findOwnProcess(tx, caller, parseInput(ctx, idSchema, id), true);
    await tx.update(processes).set({ archived, updatedAt: new Date() }).where(eq(processes.id, id));
    await audit(tx, caller, archived ? 'process.archive' : 'process.unarchive', 'process', id);
  });
  return view(ctx, caller, id);
}

/** Any zone Intl can format in (Intl.supportedValuesOf lists only canonical ids, not aliases browsers report). */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const relaunchProcessCreateDtoSchema = z.object({
  name: cloneNameSchema,
  timeZone: z.string().max(64).refine(isTimeZone, 'validation.regex'),
});

const PROCESS_NAME_LOCK_CLASS = 17_035;

/**
 * The company's process names, locked to the end of the caller's transaction: check-then-write is
 * atomic, so two requests naming processes alike at once queue, and the second sees the first's row.
 */
const lockProcessNames = (tx: Pick<Database, 'execute'>, companyId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(${PROCESS_NAME_LOCK_CLASS}, ${companyId})`);

const openProcessOf = (companyId: number) =>
  and(eq(processes.companyId, companyId), inArray(processes.status, OPEN_PROCESS_STATUSES));

/**
 * Refuses a name an open process of the company already has, in any case, with PROCESS_NAME_TAKEN;
 * `exceptId` is the process being renamed. Every write of a name a person chose goes through here;
 * names Terna derives go through freeProcessName.
 */
export async function assertProcessNameFree(
  tx: Pick<Database, 'select' | 'execute'>,
  companyId: number,
  name: string,
  exceptId?: number,
): Promise<void> {
  await lockProcessNames(tx, companyId);
  const [taken] = await tx
    .select({ id: processes.id })
    .from(processes)
    .where(
      and(
        openProcessOf(companyId),
        sql`lower(${processes.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(processes.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw new DomainError('PROCESS_NAME_TAKEN', { name });
}

/**
 * A name for a process Terna names itself (a trust sub-process takes its parent's): `base` when no
 * open process of the company has it, in any case, else the first free of `base (2)`, `base (3)`...
 * Refusing would block a trust check over a name the recruiter never chose (the parent renamed
 * since its sub-process was made, or a process of theirs already called so). Holds the same lock as
 * assertProcessNameFree.
 */
export async function freeProcessName(
  tx: Pick<Database, 'select' | 'execute'>,
  companyId: number,
  base: string,
): Promise<string> {
  await lockProcessNames(tx, companyId);
  const rows = await tx
    .select({ name: processes.name })
    .from(processes)
    .where(and(openProcessOf(companyId), sql`starts_with(lower(${processes.name}), lower(${base}))`));
  const taken = new Set(rows.map((row) => row.name.toLowerCase()));
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base} (${n})`;
  return name;
}

/** clone(id, relaunchProcessCreateDto): a new DRAFT copy of the process and its job opportunity, without candidates. */
export async function cloneProcess(ctx: RequestContext, id: number, dto: unknown): Promise<number> {
  const caller = requirePermission(ctx, 'process.create');
  const input = parseInput(ctx, relaunchProcessCreateDtoSchema, dto);
  return ctx.db.transaction(async (tx) => {
    const source = await findOwnProcess(tx, caller, parseInput(ctx, idSchema, id));
    if (!canShowMenuItem('relaunch', { ...source, environmentType: source.environmentType, hasChildren: false })) {
      throw new DomainError('CLONE_NOT_ALLOWED');
    }
    await assertProcessNameFree(tx, source.companyId, input.name);
    const positionId = await positionCopy(tx, source.positionId);
    const draft = source.launchDraft as LaunchDraft | null;
    const now = new Date();
    const [copy] = await tx
      .insert(processes)
      .values({
        companyId: source.companyId,
        agencyId: source.agencyId,
        ownerId: caller.userId,
        positionId,
        planConfigId: source.planConfigId,
        name: input.name,
        status: 'DRAFT',
        typeCompanyPlan: source.typeCompanyPlan,
        environmentType: source.environmentType,
        fullProfile: source.fullProfile,
        productType: source.productType,
        workflow: source.workflow,
        confidential: source.confidential,
        isPublic: source.isPublic,
        isAnonymous: source.isAnonymous,
        mandatory: source.mandatory,
        skipInterview: source.skipInterview,
        timeZone: input.timeZone,
        environmentSettings: source.environmentSettings,
        advanced: source.advanced,
        notificationInfo: source.notificationInfo,
        departmentId: source.departmentId,
        // The wizard opens prefilled, asking for new dates; the copy points at its own position.
        launchDraft: draft
          ? {
              ...draft,
              jobProfile: { ...draft.jobProfile, name: input.name, ...(positionId ? { positionId } : {}) },
              dates: null,
              paid: null,
            }
          : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: processes.id });
    const newId = copy!.id;
    const [opportunity] = await tx.select().from(jobOpportunities).where(eq(jobOpportunities.processId, source.id));
    if (opportunity) {
      const { id: oldOpportunityId, processId: _processId, ...rest } = opportunity;
      const [created] = await tx
        .insert(jobOpportunities)
        .values({ ...rest, positionId, processId: newId })
        .returning({ id: jobOpportunities.id });
      const components = await tx
        .select()
        .from(jobComponents)
        .where(eq(jobComponents.jobOpportunityId, oldOpportunityId));
      if (components.length) {
        await tx
          .insert(jobComponents)
          .values(components.map(({ id: _id, ...component }) => ({ ...component, jobOpportunityId: created!.id })));
      }
    }
    const tags = await tx.select().from(processTags).where(eq(processTags.processId, source.id));
    if (tags.length)
      await tx
        .insert(processTags)
        .values(tags.map(({ id: _id, createdAt: _c, ...tag }) => ({ ...tag, processId: newId })));
    await audit(tx, caller, 'process.clone', 'process', newId, { from: source.id, name: input.name });
    return newId;
  });
}

/** A copy of the source's position with its profile, so editing the clone's profile leaves the source's alone. */
async function positionCopy(
  tx: Pick<Database, 'select' | 'insert'>,
  positionId: number | null,
): Promise<number | null> {
  if (!positionId) return null;
  const [position] = await tx.select().from(positions).where(eq(positions.id, positionId));
  if (!position) return null;
  const { id: _id, createdAt: _createdAt, ...copy } = position;
  const [created] = await tx.insert(positions).values(copy).returning({ id: positions.id });
  return created!.id;
}

export const dateRangeWithTimezoneCreateDtoSchema = z.object({
  startDate: z.number().int().nonnegative(),
  endDate: z.number().int().positive(),
  timeZone: z.string().max(64).nullish(),
});

/** The tier whose added days match the requested end date (a day of slack for time zones). */
function requestedOption(currentEnd: Date, requestedEnd: number, now: Date): ExtensionOption | undefined {
  const from = Math.max(currentEnd.getTime(), now.getTime());
  const addedDays = (requestedEnd - from) / DAY_MS;
  return EXTENSION_OPTIONS.find((option) => Math.abs(option.durationDays - addedDays) <= 1);
}

/**
 * extend(id, dateRangeWithTimezoneCreateDto): moves the end date by one of the six tiers allowed for
 * the plan and the process's consumption, debiting the tier's credits from the process's plan in
 * the same transaction. A closed process that is extended is published again (LAUNCHED).
 */
export async function extendProcess(ctx: RequestContext, id: number, dto: unknown): Promise<ListedProcess> {
  const caller = requirePermission(ctx, 'process.extend');
  const range = parseInput(ctx, dateRangeWithTimezoneCreateDtoSchema, dto);
  await ctx.db.transaction(async (tx) => {
    const process = await findOwnProcess(tx, caller, parseInput(ctx, idSchema, id), true);
    if (process.typeCompanyPlan !== 'PROCESS' || !process.planConfigId) throw new DomainError('EXTENSION_NOT_ALLOWED');
    if (!canShowMenuItem('extend', { ...process, hasChildren: false }) || !process.startDate || !process.endDate) {
      throw new DomainError('PROCESS_STATUS_INVALID');
    }
    const now = new Date();
    const option = requestedOption(process.endDate, range.endDate, now);
    if (!option) throw new DomainError('EXTENSION_NOT_ALLOWED');
    const [[plan], features, [account]] = await Promise.all([
      tx
        .select({ status: planConfigs.planStatus, type: plans.type })
        .from(planConfigs)
        .innerJoin(plans, eq(plans.id, planConfigs.planId))
        .where(eq(planConfigs.id, process.planConfigId)),
      tx
        .select({ slug: planFeatures.slug })
        .from(planConfigs)
        .innerJoin(planFeatures, eq(planFeatures.planId, planConfigs.planId))
        .where(and(eq(planConfigs.id, process.planConfigId), eq(planFeatures.status, true))),
      tx
        .select({ balance: creditAccounts.availableBalance })
        .from(creditAccounts)
        .where(eq(creditAccounts.planConfigId, process.planConfigId)),
    ]);
    if (plan?.type !== 'PROCESS') throw new DomainError('EXTENSION_NOT_ALLOWED');
    const refusal = extensionRefusal(option, {
      planStatus: plan.status,
      startDate: process.startDate,
      endDate: process.endDate,
      planFeatureSlugs: features.map((f) => f.slug),
      availableCredits: account?.balance ?? 0,
    });
    if (refusal === 'NOT_ENOUGH_CREDITS')
      throw new DomainError('NOT_ENOUGH_CREDITS', { required: option.credits, available: account?.balance ?? 0 });
    if (refusal) throw new DomainError('EXTENSION_NOT_ALLOWED');

    // Extending a closed process opens it again, so its name must still be free.
    if (process.status === 'CLOSED') await assertProcessNameFree(tx, process.companyId, process.name, process.id);
    await debitCredits(tx, {
      companyId: caller.companyId,
      planConfigId: process.planConfigId,
      amount: option.credits,
      concept: `Extensión de ${option.days} días del proceso ${process.name} (#${process.id})`,
      processId: process.id,
      userId: caller.userId,
    });
    const endDate = extendedEndDate(option, process.endDate, now);
    await tx
      .update(processes)
      .set({
        endDate,
        status: 'LAUNCHED',
        isExtend: true,
        totalConsume: process.totalConsume + option.credits,
        updatedAt: now,
      })
      .where(eq(processes.id, process.id));
    await audit(tx, caller, 'process.extend', 'process', process.id, {
      days: option.days,
      credits: option.credits,
      endDate: endDate.toISOString(),
    });
  });
  return view(ctx, caller, id);
}
