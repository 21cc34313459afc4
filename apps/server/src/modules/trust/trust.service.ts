import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  COMPONENT_TYPES,
  launchSubProcessSchema,
  processKind,
  trustChecksOf,
  trustInviteCost,
  trustPeopleSchema,
  type TrustPerson,
} from '@terna/domain';
import { audit } from '../../audit.js';
import { requirePermission, type Caller, type RequestContext } from '../../context.js';
import { queryRows, type Database } from '../../db/client.js';
import {
  creditAccounts,
  jobComponents,
  jobOpportunities,
  planConfigs,
  plans,
  processes,
} from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { deliverLater } from '../../mail/mailer.js';
import { parseInput } from '../../validation.js';
import { idArray, loadCandidate, recordActivities, type CandidateRow } from '../candidates/index.js';
import { debitCredits } from '../credits/index.js';
import { addParticipations, invitationLinker } from '../invitations/index.js';
import { findOwnProcess, freeProcessName } from '../processes/index.js';
import { publishTrustChanges } from './trust-events.js';

type ProcessRow = typeof processes.$inferSelect;

/** RELIABILITY's display order among the components (spec 2: shown as TRUST, order 6). */
const RELIABILITY_ORDER = COMPONENT_TYPES.indexOf('RELIABILITY') + 1;

/**
 * Whether `process` may have its candidates checked (spec 3 section 5, the invite button's rule on
 * the server): not itself a trust process or a sub-process, not the controlled basic variant, no
 * RELIABILITY component of its own, and still running (a closed process is refused by status).
 */
async function refuseUncheckable(tx: Database, process: ProcessRow): Promise<void> {
  if (process.typeCompanyPlan === 'RELIABILITY' || process.parentId !== null)
    throw new DomainError('TRUST_NOT_AVAILABLE');
  if (processKind(process) === 'CONTROLLED_BASIC') throw new DomainError('TRUST_NOT_AVAILABLE');
  if (process.status !== 'LAUNCHED') throw new DomainError('PROCESS_STATUS_INVALID');
  const [own] = await tx
    .select({ id: jobComponents.id })
    .from(jobComponents)
    .innerJoin(jobOpportunities, eq(jobOpportunities.id, jobComponents.jobOpportunityId))
    .where(and(eq(jobOpportunities.processId, process.id), eq(jobComponents.componentType, 'RELIABILITY')));
  if (own) throw new DomainError('TRUST_NOT_AVAILABLE');
}

/** The company's active RELIABILITY plan with its credit balance; without one there is nothing to pay with. */
async function reliabilityPlan(tx: Database, companyId: number): Promise<{ planConfigId: number; balance: number }> {
  const [plan] = await tx
    .select({ planConfigId: planConfigs.id, balance: creditAccounts.availableBalance })
    .from(planConfigs)
    .innerJoin(plans, eq(plans.id, planConfigs.planId))
    .innerJoin(creditAccounts, eq(creditAccounts.planConfigId, planConfigs.id))
    .where(
      and(eq(planConfigs.companyId, companyId), eq(plans.type, 'RELIABILITY'), eq(planConfigs.planStatus, 'ACTIVE')),
    )
    .orderBy(planConfigs.id)
    .limit(1);
  if (!plan) throw new DomainError('PRODUCT_NOT_AVAILABLE');
  return plan;
}

/**
 * launchSubProcess(processId, competences): the checked process's trust sub-process, created on the
 * first invitation (docs/decisions/022) under the parent's row lock, with the required checks and
 * the chosen optional ones. Launching costs nothing (each person checked is paid when added), but
 * a company without a credit to check anyone is refused here, before anything is written. A
 * process that already has its sub-process answers that one's id: the first invitation's checks stay.
 * From then on the parent's candidates not yet invited read NOT_INVITED (the trust facet).
 */
export async function launchSubProcess(
  ctx: RequestContext,
  args: { processId: unknown; competences: unknown },
): Promise<number> {
  const caller = requirePermission(ctx, 'candidate.invite');
  const input = parseInput(ctx, launchSubProcessSchema, args);
  return ctx.db.transaction(async (tx) => {
    const parent = await findOwnProcess(tx, caller, input.processId, true);
    await refuseUncheckable(tx, parent);
    const [existing] = await tx
      .select({ id: processes.id })
      .from(processes)
      .where(and(eq(processes.parentId, parent.id), eq(processes.companyId, caller.companyId)));
    if (existing) return existing.id;
    const plan = await reliabilityPlan(tx, caller.companyId);
    const cost = trustInviteCost(1);
    if (plan.balance < cost) throw new DomainError('NOT_ENOUGH_CREDITS', { required: cost, available: plan.balance });

    const now = new Date();
    const name = await freeProcessName(tx, caller.companyId, `CONFIABILIDAD - ${parent.name}`);
    const [child] = await tx
      .insert(processes)
      .values({
        companyId: caller.companyId,
        agencyId: parent.agencyId,
        departmentId: parent.departmentId,
        ownerId: caller.userId,
        positionId: parent.positionId,
        planConfigId: plan.planConfigId,
        parentId: parent.id,
        name,
        status: 'LAUNCHED',
        typeCompanyPlan: 'RELIABILITY',
        environmentType: parent.environmentType,
        fullProfile: parent.fullProfile,
        productType: parent.productType,
        confidential: parent.confidential,
        timeZone: parent.timeZone,
        startDate: now,
        endDate: parent.endDate,
        launchedAt: now,
        creditsValue: trustInviteCost(1),
        environmentSettings: parent.environmentSettings,
        advanced: parent.advanced,
        notificationInfo: parent.notificationInfo,
        publicSlug: randomBytes(12).toString('base64url'),
      })
      .returning({ id: processes.id });
    const [job] = await tx
      .insert(jobOpportunities)
      .values({
        processId: child!.id,
        name,
        positionId: parent.positionId,
        trustChecks: trustChecksOf(input.competences),
      })
      .returning({ id: jobOpportunities.id });
    await tx
      .insert(jobComponents)
      .values({ jobOpportunityId: job!.id, componentType: 'RELIABILITY', order: RELIABILITY_ORDER, weight: 100 });
    await tx.execute(
      sql`update process_persons set trust_code = 'NOT_INVITED' where process_id = ${parent.id} and trust_code is null`,
    );
    await audit(tx, caller, 'trust.launch', 'process', child!.id, {
      parentId: parent.id,
      checks: trustChecksOf(input.competences),
    });
    return child!.id;
  });
}

interface ParentCandidate {
  id: number;
  person_id: number;
  email: string | null;
  first_name: string;
  identification: string | null;
  invited: boolean;
}

/** The parent's candidates the list names, by person id or (controlled basic form) by identification. */
async function parentCandidates(tx: Database, parent: ProcessRow, child: ProcessRow, people: readonly TrustPerson[]) {
  const ids = people.flatMap((p) => ('id' in p ? [p.id] : []));
  const identifications = people.flatMap((p) => ('identification' in p ? [p.identification] : []));
  // Each form looks up only its own key, so a large process is read through its (process, person) index.
  const rows = await queryRows<ParentCandidate>(
    tx,
    sql`select pp.id, pp.person_id, pe.email, pe.first_name, pe.identification,
        (exists (select 1 from process_persons cp where cp.process_id = ${child.id} and cp.person_id = pp.person_id)
          or exists (select 1 from component_results r where r.process_person_id = pp.id and r.component_type = 'RELIABILITY' and r.notified)) as invited
      from process_persons pp join persons pe on pe.id = pp.person_id
      where pp.process_id = ${parent.id} and pp.company_id = ${parent.companyId}
        and (${ids.length ? sql`pp.person_id = any(${idArray(ids)}::int[])` : sql`false`}
          or ${identifications.length ? sql`pe.identification in (select jsonb_array_elements_text(${JSON.stringify(identifications)}::jsonb))` : sql`false`})
      order by pp.id`,
  );
  const byPerson = new Map(rows.map((row) => [Number(row.person_id), row]));
  const byIdentification = new Map(
    rows.flatMap((row) => (row.identification ? [[row.identification, row] as const] : [])),
  );
  const chosen = new Map<number, ParentCandidate>();
  for (const person of people) {
    const row = 'id' in person ? byPerson.get(person.id) : byIdentification.get(person.identification);
    // Only the checked process's own candidates can be checked; any other name is refused whole.
    if (!row) throw new DomainError('NOT_FOUND');
    chosen.set(Number(row.id), row);
  }
  return [...chosen.values()];
}

/**
 * addPeopleToTrustProcess(processId, peopleList), the spec's unnamed "adding people" call
 * (docs/decisions/022): invites candidates of the checked process to its trust sub-process
 * (`processId`). One transaction under the sub-process's row lock, so parallel invitations queue:
 * the whole list is refused when any candidate is already invited, the parent process is not
 * LAUNCHED, or the RELIABILITY plan lacks the credits (debited through the ledger, one per person).
 * The parent's candidates turn PENDING (trust code null, RELIABILITY notified) with a TRUST_INVITED
 * activity; their e-mails go out and their change is published after the commit.
 */
export async function addPeopleToTrustProcess(
  ctx: RequestContext,
  args: { processId: unknown; peopleList: unknown },
): Promise<CandidateRow[]> {
  const caller = requirePermission(ctx, 'candidate.invite');
  const input = parseInput(ctx, trustPeopleSchema, args);
  const link = invitationLinker(ctx.config);
  const { parentId, invited, mailIds } = await ctx.db.transaction(async (tx) => {
    const child = await findOwnProcess(tx, caller, input.processId, true);
    if (child.typeCompanyPlan !== 'RELIABILITY' || child.parentId === null)
      throw new DomainError('TRUST_NOT_AVAILABLE');
    const parent = await findOwnProcess(tx, caller, child.parentId);
    if (child.status !== 'LAUNCHED') throw new DomainError('PROCESS_STATUS_INVALID');
    await refuseUncheckable(tx, parent);
    const candidates = await parentCandidates(tx, parent, child, input.peopleList);
    const already = candidates.filter((c) => c.invited);
    if (already.length > 0) throw new DomainError('TRUST_ALREADY_INVITED', { count: already.length });
    if (!child.planConfigId) throw new DomainError('PRODUCT_NOT_AVAILABLE');
    await debitCredits(tx, {
      companyId: caller.companyId,
      planConfigId: child.planConfigId,
      amount: trustInviteCost(candidates.length),
      concept: `Confiabilidad de ${candidates.length} candidato(s) de ${parent.name} (#${parent.id})`,
      processId: child.id,
      userId: caller.userId,
    });
    const { participations, mailIds } = await addParticipations(
      tx,
      caller,
      ctx.locale,
      child,
      candidates.map((c) => ({
        personId: Number(c.person_id),
        source: 'CAP_ADDED' as const,
        email: c.email,
        firstName: c.first_name,
        activityData: { fromProcessId: parent.id },
      })),
      link,
      recordActivities,
    );
    await markInvited(tx, caller, candidates, child.id);
    await tx
      .update(processes)
      .set({
        totalConsume: sql`${processes.totalConsume} + ${trustInviteCost(participations.length)}`,
        updatedAt: new Date(),
      })
      .where(eq(processes.id, child.id));
    await audit(tx, caller, 'trust.invite', 'process', child.id, {
      parentId: parent.id,
      processPersonIds: candidates.map((c) => Number(c.id)),
    });
    return { parentId: parent.id, invited: candidates.map((c) => Number(c.id)), mailIds };
  });
  ctx.afterCommit((db) => deliverLater(db, mailIds, ctx.config.smtpUrl));
  publishTrustChanges(
    ctx,
    invited.map((processPersonId) => ({ processId: parentId, processPersonId })),
  );
  return Promise.all(invited.map((id) => loadCandidate(ctx, id)));
}

/** The parent's side of an invitation: pending trust code, the RELIABILITY status notified, TRUST_INVITED. */
async function markInvited(tx: Database, caller: Caller, candidates: readonly ParentCandidate[], childId: number) {
  const ids = idArray(candidates.map((c) => Number(c.id)));
  await tx.execute(sql`update process_persons set trust_code = null where id = any(${ids}::int[])`);
  await tx.execute(sql`insert into component_results (process_person_id, component_type, status, notified)
    select x, 'RELIABILITY', 'PENDING', true from unnest(${ids}::int[]) as x
    on conflict (process_person_id, component_type) do update set status = 'PENDING', notified = true, value = null, details = null, updated_at = now()`);
  await recordActivities(
    tx,
    candidates.map((c) => ({
      processPersonId: Number(c.id),
      name: 'TRUST_INVITED' as const,
      userId: caller.userId,
      data: { processId: childId },
    })),
  );
}
