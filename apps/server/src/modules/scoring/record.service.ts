import { eq, inArray, sql } from 'drizzle-orm';
import {
  COMPETENCE_ITEMS,
  componentStatusFor,
  DISC_FACTORS,
  DISC_GROUPS,
  discArchetype,
  discFit,
  idealDisc,
  isCompetenceArea,
  isDiscArchetype,
  knockoutOutcome,
  withKnockoutIds,
  scoreCompetences,
  scoreCv,
  scoreDisc,
  scoreKnowledge,
  scoreTrust,
  TRUST_ITEMS,
  todayIn,
  type CompetenceArea,
  type ComponentType,
  type DiscFactors,
  type LaunchDraft,
  type ScoringInput,
} from '@terna/domain';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import { competences, degrees, processes, processPersons } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { withDraft } from '../launch/index.js';
import { carryTrustResult, type CarriedTrust } from '../trust/index.js';
import { lockProcessScoring } from './ranking.js';
import {
  jobComponentsOf,
  lockCandidate,
  saveResult,
  settleCandidate,
  type JobComponent,
  type LockedCandidate,
  type Tx,
} from './settle.js';

interface Scored {
  status: 'SUCCESS' | 'REJECT' | 'PENDING_GRADE';
  value: number | null;
  details: Record<string, unknown>;
  /** Set by DISC: the candidate's archetype. */
  archetype?: string;
  /** Set by RELIABILITY: the trust result code (1, 2, 3). */
  trustCode?: string;
}

async function processOf(tx: Tx, processId: number) {
  const [process] = await tx.select().from(processes).where(eq(processes.id, processId));
  if (!process) throw new DomainError('NOT_FOUND');
  return process;
}

/** Drafts rebuilt for processes made before the wizard, by process id, while the process row is unchanged. */
const rebuiltDrafts = new Map<number, { updatedAt: number; draft: LaunchDraft }>();
const REBUILT_DRAFTS_MAX = 500;

/**
 * The launch draft the process was launched from. Processes made before the wizard get theirs
 * rebuilt (withDraft), which looks up catalogues; the rebuilt one is kept until the process row
 * changes, so scoring the candidates of a large older process does not rebuild it each time.
 */
async function draftOf(tx: Tx, processId: number): Promise<{ draft: LaunchDraft; timeZone: string }> {
  const process = await processOf(tx, processId);
  if (process.launchDraft) return { draft: process.launchDraft as LaunchDraft, timeZone: process.timeZone };
  const kept = rebuiltDrafts.get(processId);
  if (kept && kept.updatedAt === process.updatedAt.getTime()) return { draft: kept.draft, timeZone: process.timeZone };
  const draft = ((await withDraft(tx, process)).launchDraft ?? {}) as LaunchDraft;
  if (rebuiltDrafts.size >= REBUILT_DRAFTS_MAX) rebuiltDrafts.delete(rebuiltDrafts.keys().next().value!);
  rebuiltDrafts.set(processId, { updatedAt: process.updatedAt.getTime(), draft });
  return { draft, timeZone: process.timeZone };
}

async function degreeOrders(tx: Tx, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.select({ id: degrees.id, order: degrees.order }).from(degrees).where(inArray(degrees.id, ids));
  return new Map(rows.map((row) => [row.id, row.order]));
}

/** The catalogue's area of each competence code (competences table, seeded from catalogue-data/competences.ts). */
async function competenceAreas(tx: Tx, codes: string[]): Promise<Map<string, CompetenceArea>> {
  if (codes.length === 0) return new Map();
  const rows = await tx
    .select({ code: competences.code, area: competences.area })
    .from(competences)
    .where(inArray(competences.code, codes));
  return new Map(
    rows.flatMap((row) => (isCompetenceArea(row.area) ? [[row.code, row.area as CompetenceArea] as const] : [])),
  );
}

/** The DISC component's value: the fit of the factors to the ideal DISC of the process's competences. */
async function discResult(tx: Tx, draft: LaunchDraft, factors: DiscFactors, takenAt: string) {
  const profile = draft.competences?.competences ?? [];
  const areas = await competenceAreas(
    tx,
    profile.map((c) => c.id),
  );
  const ideal = idealDisc(profile, (id) => areas.get(id) ?? null);
  const fit = discFit(factors, ideal);
  return { value: fit, details: { ...factors, ideal, fit, takenAt } };
}

async function score(
  tx: Tx,
  input: ScoringInput,
  component: JobComponent,
  draft: LaunchDraft,
  today: string,
  now: Date,
): Promise<Scored> {
  const judged = (value: number) => componentStatusFor(value, component.minValueToPass);
  switch (input.componentType) {
    case 'CURRICULUM': {
      const wanted = draft.curriculum?.education?.degreeId;
      const orders = await degreeOrders(tx, [
        ...input.cv.educationList.map((entry) => entry.degreeId),
        ...(wanted == null ? [] : [wanted]),
      ]);
      const cv = scoreCv(
        input.cv,
        { jobProfile: draft.jobProfile ?? null, curriculum: draft.curriculum ?? null },
        { today, degreeOrder: (id) => orders.get(id) ?? null },
      );
      const knockouts = knockoutOutcome(withKnockoutIds(draft.curriculum?.questionList ?? []), input.knockouts);
      return {
        // A failed knock-out disqualifies whatever the match: the sidebar lists the CV as the reason.
        status: knockouts.disqualified ? 'REJECT' : judged(cv.value),
        value: cv.value,
        details: {
          scoreList: cv.scoreList,
          discriminated: knockouts.disqualified,
          ...(knockouts.disqualified ? { reasons: knockouts.reasons } : {}),
        },
      };
    }
    case 'DISC': {
      const disc = scoreDisc(DISC_GROUPS, input.answers);
      const result = await discResult(tx, draft, disc.factors, now.toISOString());
      return {
        status: judged(result.value),
        value: result.value,
        details: { ...result.details, answeredGroups: disc.answeredGroups },
        archetype: disc.archetype,
      };
    }
    case 'COMPETENCE': {
      const profile = draft.competences?.competences ?? [];
      const result = scoreCompetences(COMPETENCE_ITEMS, input.answers, profile);
      return {
        status: judged(result.value),
        value: result.value,
        details: {
          competences: result.competences.map((c, i) => ({ ...c, difficulty: profile[i]!.difficulty })),
        },
      };
    }
    case 'RELIABILITY': {
      // A trust result is a verdict, not a pass mark: it is always SUCCESS, its code says how reliable.
      const result = scoreTrust(TRUST_ITEMS, input.answers, input.checks);
      return {
        status: 'SUCCESS',
        value: result.value,
        details: { checks: result.checks },
        trustCode: result.code,
      };
    }
    case 'KNOWLEDGE_TEST': {
      const result = scoreKnowledge(input.tests);
      return {
        status: judged(result.value),
        value: result.value,
        details: {
          questionCount: result.questionCount,
          correctAnswers: result.correctAnswers,
          answers: result.answers,
          tests: result.tests,
        },
      };
    }
    case 'INTERVIEW':
      // A recruiter grades it (gradeInterview); until then it is taken but left out of the score.
      return {
        status: 'PENDING_GRADE',
        value: null,
        details: {
          grade: null,
          answers: input.answers.map((entry) => ({
            questionId: entry.prompt.id,
            question: entry.prompt.content,
            answer: entry.answer ?? '',
            answered: entry.answer !== null && entry.answer.trim() !== '',
            seconds: entry.seconds,
            grade: null,
          })),
        },
      };
  }
}

/** Runs `work` in a transaction of its own, or in a savepoint of the caller's. */
const inTransaction = <T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> =>
  db.transaction((tx) => work(tx as unknown as Tx));

async function lockFor(tx: Tx, processPersonId: number): Promise<LockedCandidate> {
  const [row] = await queryRows<{ process_id: number }>(
    tx,
    sql`select process_id from process_persons where id = ${processPersonId}`,
  );
  if (!row) throw new DomainError('NOT_FOUND');
  await lockProcessScoring(tx, row.process_id);
  return lockCandidate(tx, processPersonId);
}

function componentOf(components: readonly JobComponent[], type: ComponentType): JobComponent {
  const component = components.find((c) => c.componentType === type);
  if (!component) throw new DomainError('NOT_FOUND');
  return component;
}

/**
 * Scores a component the candidate finished and settles the candidate (decision 015): the result
 * goes to component_results in the shapes the candidate screens read, then the status, composed
 * score, ranking and milestones follow. Runs inside the caller's transaction when `db` is one; the
 * process's scorers and the candidate's row are locked, so components finishing at once queue up.
 * A trust result also reaches the checked process's candidate: that one is returned.
 */
export async function recordComponentResult(
  db: Database,
  processPersonId: number,
  input: ScoringInput,
  now: Date,
): Promise<CarriedTrust | null> {
  return inTransaction(db, async (tx) => {
    const candidate = await lockFor(tx, processPersonId);
    const components = await jobComponentsOf(tx, candidate.processId);
    const component = componentOf(components, input.componentType);
    const { draft, timeZone } = await draftOf(tx, candidate.processId);
    const result = await score(tx, input, component, draft, todayIn(timeZone, now), now);
    await saveResult(tx, candidate.id, input.componentType, result, now);
    if (result.trustCode)
      await tx.update(processPersons).set({ trustCode: result.trustCode }).where(eq(processPersons.id, candidate.id));
    await settleCandidate(tx, candidate, components, now, result.archetype);
    return result.trustCode ? carryTrustResult(tx, candidate.id, { ...result, code: result.trustCode }, now) : null;
  });
}

/**
 * Reuses a DISC the same person (same person id, or the same e-mail in any case) finished for the
 * same company within the company's validity window: its factors and archetype become this
 * participation's DISC, its value the fit to this process's profile, and the candidate is settled.
 * The reused result keeps the time it was taken, so the window never stretches. Null when there is
 * none to reuse, or this process has no DISC, or this candidate's DISC is already done.
 */
export async function reuseDisc(db: Database, processPersonId: number, now: Date): Promise<{ takenAt: Date } | null> {
  return inTransaction(db, async (tx) => {
    const candidate = await lockFor(tx, processPersonId);
    const components = await jobComponentsOf(tx, candidate.processId);
    const component = components.find((c) => c.componentType === 'DISC');
    if (!component) return null;
    const [own] = await queryRows<{ status: string }>(
      tx,
      sql`select status from component_results where process_person_id = ${candidate.id} and component_type = 'DISC'`,
    );
    if (own && own.status !== 'PENDING') return null;
    const [previous] = await queryRows<{
      details: Record<string, unknown>;
      archetype: string | null;
      taken_at: string;
    }>(
      tx,
      sql`select r.details, pp.archetype,
          coalesce((r.details->>'takenAt')::timestamptz, r.updated_at) as taken_at
        from component_results r
          join process_persons pp on pp.id = r.process_person_id
          join persons pe on pe.id = pp.person_id
          join companies co on co.id = pp.company_id
          join persons me on me.id = ${candidate.personId}
        where pp.company_id = ${candidate.companyId} and pp.id <> ${candidate.id}
          and r.component_type = 'DISC' and r.status in ('SUCCESS', 'REJECT') and r.is_completed
          and (pe.id = me.id or (me.email is not null and lower(pe.email) = lower(me.email)))
          and coalesce((r.details->>'takenAt')::timestamptz, r.updated_at)
            >= ${now.toISOString()}::timestamptz - make_interval(days => co.disc_validity_days)
        order by taken_at desc limit 1`,
    );
    if (!previous) return null;
    const factors = Object.fromEntries(DISC_FACTORS.map((f) => [f, Number(previous.details[f])])) as DiscFactors;
    if (DISC_FACTORS.some((f) => !Number.isFinite(factors[f]))) return null;
    const takenAt = new Date(previous.taken_at);
    const { draft } = await draftOf(tx, candidate.processId);
    const result = await discResult(tx, draft, factors, takenAt.toISOString());
    const archetype = isDiscArchetype(previous.archetype) ? previous.archetype : discArchetype(factors);
    await saveResult(
      tx,
      candidate.id,
      'DISC',
      {
        status: componentStatusFor(result.value, component.minValueToPass),
        value: result.value,
        details: { ...result.details, reused: true },
      },
      now,
    );
    await settleCandidate(tx, candidate, components, now, archetype);
    return { takenAt };
  });
}
