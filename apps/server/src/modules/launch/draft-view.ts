import { and, count, eq, inArray, sql } from 'drizzle-orm';
import {
  canShowMenuItem,
  DEFAULT_LOCALE,
  interpolate,
  launchCost,
  launchIssues,
  lockedFields,
  paidEndDay,
  processKind,
  sharedMessages,
  stepsFor,
  todayIn,
  type CompanyPlanType,
  type EditField,
  type EditReason,
  type EnvironmentType,
  type LaunchCost,
  type LaunchDraft,
  type LaunchedState,
  type Locale,
  type ProcessKind,
  type ProcessStatus,
  type WizardStep,
} from '@terna/domain';
import type { RequestContext } from '../../context.js';
import { queryRows } from '../../db/client.js';
import {
  componentResults,
  creditAccounts,
  jobOpportunities,
  planConfigs,
  processes,
  processPersons,
} from '../../db/schema/index.js';
import { validationMessage } from '../../i18n.js';
import type { ProcessRow, Tx } from './projection.js';

export interface LaunchDraftView {
  id: number;
  name: string;
  status: ProcessStatus;
  kind: ProcessKind;
  typeCompanyPlan: CompanyPlanType;
  environmentType: EnvironmentType;
  fullProfile: boolean;
  timeZone: string;
  draftStep: WizardStep | null;
  steps: WizardStep[];
  hasProfile: boolean;
  launchedAt: Date | null;
  publicLink: string | null;
  draft: LaunchDraft;
  issues: { step: WizardStep; field: string; message: string; messageKey: string }[];
  cost: LaunchCost | null;
  availableCredits: number | null;
  processesLeft: number | null;
  editRules: { minEndDate: string; maxEndDate: string | null } | null;
  lockedFields: { field: EditField; reason: EditReason; message: string }[];
}

export const kindOf = (process: ProcessRow) => processKind(process);
export const draftOf = (process: ProcessRow): LaunchDraft => (process.launchDraft ?? {}) as LaunchDraft;
export const todayOf = (process: ProcessRow, now = new Date()) => todayIn(process.timeZone, now);
export const dayOf = (date: Date | null, timeZone: string) => (date ? todayIn(timeZone, date) : null);

/** Launched or (outside PROCESS plans) closed: the menu's edit rule, where saves are edits under the edit rules. */
export const isEditable = (process: ProcessRow) =>
  process.status !== 'DRAFT' && canShowMenuItem('edit', { ...process, hasChildren: false });

export const publicLinkOf = (publicUrl: string, slug: string | null) =>
  slug ? `${publicUrl.replace(/\/$/, '')}/apply/${slug}` : null;

/** "La descripción" / "The description": an edit field's name as the refusal message and the web show it. */
export function editMessage(locale: Locale, field: EditField, reason: EditReason) {
  const messages = sharedMessages[locale] ?? sharedMessages[DEFAULT_LOCALE];
  return {
    field: messages.editFields[field],
    reason: messages.editReasons[reason],
    message: interpolate(messages.errors.EDIT_NOT_ALLOWED, {
      field: messages.editFields[field],
      reason: messages.editReasons[reason],
    }),
  };
}

/** Where a launched process stands for the edit rules: who started, finished, answered the interview. */
export async function launchedState(tx: Tx, process: ProcessRow, now = new Date()): Promise<LaunchedState> {
  // EXISTS stops at the first matching candidate: a process of 100,000 candidates answers as fast as a small one.
  const [facts] = await queryRows<{ started: boolean; finished: boolean; answered: boolean }>(
    tx,
    sql`select
      exists(select 1 from ${processPersons} pp where pp.process_id = ${process.id}
        and pp.evaluations_status <> 'OPEN') as started,
      exists(select 1 from ${processPersons} pp where pp.process_id = ${process.id}
        and pp.evaluations_status in ('ENDED', 'DISQUALIFIED')) as finished,
      exists(select 1 from ${componentResults} cr join ${processPersons} pp on pp.id = cr.process_person_id
        where pp.process_id = ${process.id} and cr.component_type = 'INTERVIEW' and cr.status <> 'PENDING') as answered`,
  );
  const startDate = dayOf(process.startDate, process.timeZone);
  const endDate = dayOf(process.endDate, process.timeZone);
  const paid = draftOf(process).paid;
  const paidEndDate =
    [paid?.endDate, endDate]
      .filter((day): day is string => Boolean(day))
      .sort()
      .at(-1) ?? (startDate ? paidEndDay(startDate, 0) : null);
  return {
    today: todayOf(process, now),
    startDate,
    paidEndDate,
    anyStarted: Boolean(facts?.started),
    anyFinished: Boolean(facts?.finished),
    interviewAnswered: Boolean(facts?.answered),
  };
}

/** Credits on the plan's account (CREDIT) and processes of the quota left (PROCESS). */
export async function planRoom(tx: Tx, process: Pick<ProcessRow, 'planConfigId' | 'typeCompanyPlan' | 'companyId'>) {
  if (!process.planConfigId) return { availableCredits: null, processesLeft: null };
  if (process.typeCompanyPlan === 'CREDIT') {
    const [account] = await tx
      .select({ balance: creditAccounts.availableBalance })
      .from(creditAccounts)
      .where(eq(creditAccounts.planConfigId, process.planConfigId));
    return { availableCredits: account?.balance ?? 0, processesLeft: null };
  }
  if (process.typeCompanyPlan === 'PROCESS') {
    return { availableCredits: null, processesLeft: await processesLeft(tx, process.planConfigId, process.companyId) };
  }
  return { availableCredits: null, processesLeft: null };
}

/** A PROCESS plan's quota minus the company's LAUNCHED processes on it. */
export async function processesLeft(tx: Tx, planConfigId: number, companyId: number): Promise<number> {
  const [plan] = await tx
    .select({ quantity: planConfigs.quantity })
    .from(planConfigs)
    .where(eq(planConfigs.id, planConfigId));
  const [used] = await tx
    .select({ n: count() })
    .from(processes)
    .where(
      and(
        eq(processes.planConfigId, planConfigId),
        eq(processes.companyId, companyId),
        inArray(processes.status, ['LAUNCHED']),
      ),
    );
  return Math.max(0, (plan?.quantity ?? 0) - (used?.n ?? 0));
}

/** The draft as getLaunchDraft shows it: parts, what it lacks (translated), cost, room and edit limits. */
export async function draftView(
  ctx: RequestContext,
  tx: Tx,
  process: ProcessRow,
  /** Whether it has a job opportunity, when the caller just wrote it (saves a query). */
  knownProfile?: boolean,
): Promise<LaunchDraftView> {
  const kind = kindOf(process);
  const draft = draftOf(process);
  const today = todayOf(process);
  const hasProfile =
    knownProfile ??
    (
      await tx
        .select({ id: jobOpportunities.id })
        .from(jobOpportunities)
        .where(eq(jobOpportunities.processId, process.id))
    ).length > 0;
  const issues = launchIssues(draft, kind, today).map((issue) => ({
    step: issue.step,
    field: issue.field,
    messageKey: issue.message,
    message: validationMessage(ctx.locale, issue.message, issue.params),
  }));
  const dates = draft.dates;
  const cost =
    dates?.startDate && dates.endDate ? launchCost(process.typeCompanyPlan, dates.startDate, dates.endDate) : null;
  const room = await planRoom(tx, process);
  let editRules: LaunchDraftView['editRules'] = null;
  let locked: LaunchDraftView['lockedFields'] = [];
  if (isEditable(process)) {
    const state = await launchedState(tx, process);
    editRules = { minEndDate: state.today, maxEndDate: state.paidEndDate };
    locked = lockedFields(state).map(({ field, reason }) => ({
      field,
      reason,
      message: editMessage(ctx.locale, field, reason).reason,
    }));
  }
  return {
    id: process.id,
    name: process.name,
    status: process.status as ProcessStatus,
    kind,
    typeCompanyPlan: process.typeCompanyPlan as CompanyPlanType,
    environmentType: process.environmentType as EnvironmentType,
    fullProfile: process.fullProfile,
    timeZone: process.timeZone,
    draftStep: (process.draftStep as WizardStep | null) ?? null,
    steps: [...stepsFor(kind)],
    hasProfile,
    launchedAt: process.launchedAt,
    publicLink: publicLinkOf(ctx.config.publicUrl, process.publicSlug),
    draft,
    issues,
    cost,
    ...room,
    editRules,
    lockedFields: locked,
  };
}
