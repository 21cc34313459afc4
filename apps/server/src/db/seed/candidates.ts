import { sql } from 'drizzle-orm';
import type { CandidateSource, Feeling, PersonStatus } from '@terna/domain';
import type { Database } from '../client.js';
import {
  activities,
  componentResults,
  curricula,
  feelings,
  hires,
  persons,
  personTags,
  processPersons,
} from '../schema/index.js';
import { insertStatement, reserveIds } from './batches.js';
import { TAGS_BY_CANDIDATE_STATE } from './demo-data.js';
import { cvMatch } from './cv-match.js';
import { evaluateCandidate, type ComponentOutcome } from './evaluation.js';
import type { PersonDraft, PersonFactory } from './people.js';
import type { SeededProcess } from './process-factory.js';
import type { SeededRandom } from './random.js';
import { SEED_NOW, addDays, addMinutes, daysBetween, earliest, instantBetween, toDateOnly } from './seed-time.js';

interface ResultDraft extends ComponentOutcome {
  completedAt: Date | null;
  notified: boolean;
}

interface Stamp {
  at: Date;
  userId: number | null;
}

/** One candidate in one process, with everything that hangs from it, before it is written. */
export interface ParticipationDraft {
  process: SeededProcess;
  person: PersonDraft;
  status: PersonStatus;
  source: CandidateSource;
  composedScore: number | null;
  archetype: string | null;
  trustCode: string | null;
  invitedAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  results: ResultDraft[];
  activities: (Stamp & { name: string; data: Record<string, unknown> | null })[];
  tags: (Stamp & { code: string })[];
  feelings: { userId: number | null; observerId: number | null; feeling: Feeling; at: Date }[];
  hire: Stamp | null;
}

const SOURCE_WEIGHTS: Record<SeededProcess['plan'], Partial<Record<CandidateSource, number>>> = {
  CREDIT: { CAP_ADDED: 55, TALENT_POOL: 15, JOB_BOARD: 15, E_TALENT: 15 },
  PROCESS: { E_TALENT: 55, JOB_BOARD: 28, TALENT_POOL: 12, CAP_ADDED: 3, BOT_RECRUITER: 2 },
  RELIABILITY: { CAP_ADDED: 100 },
};

/** How far candidates have got: a young launched process has many still to start, a closed one mostly finished. */
function statusWeights(process: SeededProcess): Record<PersonStatus, number> {
  switch (process.status) {
    case 'LAUNCHED': {
      const progress = Math.min(
        1,
        daysBetween(process.launchedAt!, process.activeUntil) /
          Math.max(1, daysBetween(process.launchedAt!, process.endDate)),
      );
      return { OPEN: 35 - 20 * progress, INPROGRESS: 20, ENDED: 25 + 35 * progress, DISQUALIFIED: 12 + 8 * progress };
    }
    case 'CLOSED':
      return { OPEN: 10, INPROGRESS: 6, ENDED: 64, DISQUALIFIED: 20 };
    default:
      return { OPEN: 45, INPROGRESS: 30, ENDED: 15, DISQUALIFIED: 10 };
  }
}

export interface DraftOptions {
  /** People who already took part in an earlier process of the company; some apply again. */
  returningPeople: PersonDraft[];
  returningRate: number;
}

/** `count` candidates of a launched (or closed, or cancelled) process, with results that fit each one's status. */
export function draftParticipations(
  random: SeededRandom,
  process: SeededProcess,
  count: number,
  people: PersonFactory,
  options: DraftOptions,
): ParticipationDraft[] {
  if (!process.launchedAt) throw new Error(`${process.name} has not been launched`);
  const inProcess = new Set<PersonDraft>();
  const weights = statusWeights(process);
  const drafts: ParticipationDraft[] = [];
  for (let i = 0; i < count; i++) {
    const status = random.weighted(weights);
    const source = random.weighted(SOURCE_WEIGHTS[process.plan]);
    const invitedAt = instantBetween(
      random,
      process.launchedAt,
      addDays(process.activeUntil, status === 'ENDED' || status === 'DISQUALIFIED' ? -2 : 0),
    );
    const returning =
      options.returningPeople.length > 0 && random.chance(options.returningRate)
        ? random.pick(options.returningPeople)
        : undefined;
    const person =
      returning && !inProcess.has(returning) && returning.person.createdAt <= invitedAt
        ? returning
        : people.create(
            random,
            process.job,
            source === 'TALENT_POOL' ? addDays(invitedAt, -random.int(30, 400)) : invitedAt,
          );
    inProcess.add(person);
    drafts.push(participation(random, process, person, status, source, invitedAt));
  }
  return drafts;
}

function participation(
  random: SeededRandom,
  process: SeededProcess,
  person: PersonDraft,
  requested: PersonStatus,
  source: CandidateSource,
  invitedAt: Date,
): ParticipationDraft {
  const cv = process.cvRequirements && cvMatch(person, process.cvRequirements, toDateOnly(invitedAt));
  const evaluation = evaluateCandidate(
    random,
    process.components,
    process.competences,
    requested,
    process.job.area,
    cv,
  );
  const { status } = evaluation;
  const startedAt =
    status === 'OPEN' ? null : earliest(addMinutes(invitedAt, random.int(10, 2 * 24 * 60)), process.activeUntil);
  const finishedAt =
    startedAt && (status === 'ENDED' || status === 'DISQUALIFIED')
      ? earliest(addMinutes(startedAt, random.int(40, 3 * 24 * 60)), process.activeUntil)
      : null;
  const lastActivity = finishedAt ?? (startedAt ? instantBetween(random, startedAt, process.activeUntil) : null);

  const done = evaluation.outcomes.filter((o) => o.value !== null).length;
  let doneIndex = 0;
  const results = evaluation.outcomes.map((outcome): ResultDraft => {
    if (outcome.value === null || !startedAt || !lastActivity)
      return { ...outcome, completedAt: null, notified: false };
    doneIndex++;
    const completedAt = new Date(
      startedAt.getTime() + ((lastActivity.getTime() - startedAt.getTime()) * doneIndex) / done,
    );
    return { ...outcome, completedAt, notified: random.chance(0.7) };
  });

  const ownerStamp = (at: Date): Stamp => ({ at, userId: process.ownerId });
  const timeline: ParticipationDraft['activities'] = [
    {
      name: 'INVITED',
      ...(source === 'CAP_ADDED' ? ownerStamp(invitedAt) : { at: invitedAt, userId: null }),
      data: { source },
    },
  ];
  if (status === 'OPEN' && daysBetween(invitedAt, process.activeUntil) > 3 && random.chance(0.35)) {
    timeline.push({ name: 'REMINDER_SENT', ...ownerStamp(addDays(invitedAt, 3)), data: null });
  }
  if (startedAt) timeline.push({ name: 'STARTED', at: startedAt, userId: null, data: null });
  if (finishedAt) {
    const rejected = results.filter((r) => r.status === 'REJECT').map((r) => r.componentType);
    timeline.push(
      status === 'DISQUALIFIED'
        ? { name: 'DISQUALIFIED', at: finishedAt, userId: null, data: { componentTypes: rejected } }
        : { name: 'FINISHED', at: finishedAt, userId: null, data: { composedScore: evaluation.composedScore } },
    );
  }

  return {
    process,
    person,
    status,
    source,
    composedScore: evaluation.composedScore,
    archetype: evaluation.archetype,
    trustCode: evaluation.trustCode,
    invitedAt,
    startedAt,
    finishedAt,
    results,
    activities: timeline,
    tags: [],
    feelings: [],
    hire: null,
  };
}

/**
 * Invites the best finished candidates of `parent` to its trust sub-process. The parent's
 * candidates then carry the trust result code: 1-3 once checked, null while pending, NOT_INVITED otherwise.
 */
export function inviteToTrust(
  random: SeededRandom,
  parentDrafts: ParticipationDraft[],
  child: SeededProcess,
): ParticipationDraft[] {
  const finished = parentDrafts
    .filter((d) => d.status === 'ENDED')
    .sort((a, b) => (b.composedScore ?? 0) - (a.composedScore ?? 0));
  const invited = new Set(finished.slice(0, Math.ceil(finished.length * 0.4)));
  const weights: Partial<Record<PersonStatus, number>> =
    child.status === 'CLOSED' ? { ENDED: 90, OPEN: 10 } : { ENDED: 60, INPROGRESS: 10, OPEN: 30 };
  const childDrafts: ParticipationDraft[] = [];
  for (const parent of parentDrafts) {
    if (!invited.has(parent)) {
      parent.trustCode = 'NOT_INVITED';
      continue;
    }
    const from = new Date(Math.max(child.launchedAt!.getTime(), parent.finishedAt!.getTime()));
    const invitedAt = instantBetween(random, from, addDays(child.activeUntil, -1));
    const draft = participation(random, child, parent.person, random.weighted(weights), 'CAP_ADDED', invitedAt);
    parent.trustCode = draft.trustCode;
    parent.activities.push({
      name: 'TRUST_INVITED',
      at: invitedAt,
      userId: child.ownerId,
      data: { processId: child.id },
    });
    childDrafts.push(draft);
  }
  return childDrafts;
}

export interface Reviewers {
  userIds: readonly number[];
  observerIdsByProcess: ReadonlyMap<number, readonly number[]>;
  processTagsByProcess: ReadonlyMap<number, readonly string[]>;
  /** Blacklisted people get no feelings and are not hired. */
  blacklisted: ReadonlySet<PersonDraft>;
}

const FEELING_WEIGHTS: Record<Feeling, number> = { YES: 50, MAYBE: 30, NO: 20 };

/** What recruiters do after results arrive: hire the best of a closed process, tag some candidates, give feelings. */
export function addReviews(random: SeededRandom, drafts: ParticipationDraft[], reviewers: Reviewers): void {
  const byProcess = new Map<SeededProcess, ParticipationDraft[]>();
  for (const draft of drafts) {
    const list = byProcess.get(draft.process) ?? [];
    list.push(draft);
    byProcess.set(draft.process, list);
  }

  for (const [process, candidates] of byProcess) {
    if (process.plan === 'RELIABILITY') continue;
    const hireCount =
      process.status === 'CLOSED' ? random.int(1, 3) : process.status === 'LAUNCHED' && random.chance(0.25) ? 1 : 0;
    const best = candidates
      .filter((d) => d.status === 'ENDED' && !reviewers.blacklisted.has(d.person))
      .sort((a, b) => (b.composedScore ?? 0) - (a.composedScore ?? 0))
      .slice(0, hireCount);
    for (const hired of best) {
      const at = instantBetween(
        random,
        hired.finishedAt!,
        earliest(addDays(hired.finishedAt!, 20), process.endDate, SEED_NOW),
      );
      hired.hire = { at, userId: process.ownerId };
      hired.activities.push({ name: 'HIRED', at, userId: process.ownerId, data: null });
      hired.tags.push({ code: TAGS_BY_CANDIDATE_STATE.HIRED[0], at, userId: process.ownerId });
    }
  }

  for (const draft of drafts) {
    if (draft.process.plan === 'RELIABILITY') continue;
    const after = draft.finishedAt ?? draft.startedAt ?? draft.invitedAt;
    const stampAfter = (): Stamp => ({
      at: instantBetween(random, after, earliest(addDays(after, 10), draft.process.activeUntil)),
      userId: random.pick([draft.process.ownerId, ...reviewers.userIds]),
    });

    const tagRate = draft.status === 'ENDED' ? 0.25 : draft.status === 'DISQUALIFIED' ? 0.15 : 0.08;
    if (draft.tags.length === 0 && random.chance(tagRate)) {
      const state = draft.status === 'ENDED' || draft.status === 'DISQUALIFIED' ? draft.status : 'PENDING';
      const processTags = reviewers.processTagsByProcess.get(draft.process.id) ?? [];
      const codes: readonly string[] = [
        ...TAGS_BY_CANDIDATE_STATE[state],
        ...(draft.status === 'ENDED' ? processTags : []),
      ];
      for (const code of random.sample(codes, random.int(1, 2))) draft.tags.push({ code, ...stampAfter() });
    }

    if (draft.status !== 'ENDED' || reviewers.blacklisted.has(draft.person)) continue;
    if (random.chance(0.1)) {
      for (const userId of random.sample(reviewers.userIds, random.int(1, 2))) {
        draft.feelings.push({
          userId,
          observerId: null,
          feeling: random.weighted(FEELING_WEIGHTS),
          at: stampAfter().at,
        });
      }
    }
    const observers = reviewers.observerIdsByProcess.get(draft.process.id) ?? [];
    if (observers.length > 0 && random.chance(0.08)) {
      draft.feelings.push({
        userId: null,
        observerId: random.pick(observers),
        feeling: random.weighted(FEELING_WEIGHTS),
        at: stampAfter().at,
      });
    }
  }
}

/**
 * Writes drafts, `batchSize` candidates per statement (one statement holds a candidate with
 * everything that hangs from it); people who take part in several processes are written once.
 */
export class CandidateWriter {
  private readonly personIds = new WeakMap<PersonDraft, number>();

  constructor(
    private readonly db: Database,
    private readonly batchSize: number,
  ) {}

  personIdOf(person: PersonDraft): number {
    const id = this.personIds.get(person);
    if (id === undefined) throw new Error('person not written yet');
    return id;
  }

  async write(drafts: readonly ParticipationDraft[]): Promise<void> {
    for (let start = 0; start < drafts.length; start += this.batchSize)
      await this.writeBatch(drafts.slice(start, start + this.batchSize));
  }

  private async writeBatch(drafts: readonly ParticipationDraft[]): Promise<void> {
    const newPeople = [...new Set(drafts.map((d) => d.person))].filter((p) => !this.personIds.has(p));
    const personIds = await reserveIds(this.db, persons, newPeople.length);
    newPeople.forEach((person, i) => this.personIds.set(person, personIds[i]!));
    const ids = await reserveIds(this.db, processPersons, drafts.length);

    const each = <T>(build: (draft: ParticipationDraft, processPersonId: number) => T[]): T[] =>
      drafts.flatMap((d, i) => build(d, ids[i]!));
    const inserts = [
      insertStatement(
        persons,
        newPeople.map((p, i) => ({ id: personIds[i]!, ...p.person })),
      ),
      insertStatement(
        curricula,
        newPeople.map((p, i) => ({ personId: personIds[i]!, ...p.curriculum })),
      ),
      insertStatement(
        processPersons,
        drafts.map((d, i) => ({
          id: ids[i]!,
          processId: d.process.id,
          personId: this.personIdOf(d.person),
          companyId: d.process.companyId,
          evaluationsStatus: d.status,
          source: d.source,
          composedScore: d.composedScore?.toFixed(2) ?? null,
          composedStatus: d.composedScore !== null,
          archetype: d.archetype,
          trustCode: d.trustCode,
          invitedAt: d.invitedAt,
          startedAt: d.startedAt,
          finishedAt: d.finishedAt,
          createdAt: d.invitedAt,
        })),
      ),
      insertStatement(
        componentResults,
        each((d, processPersonId) =>
          d.results.map((r) => ({
            processPersonId,
            componentType: r.componentType,
            status: r.status,
            value: r.value?.toFixed(2) ?? null,
            notified: r.notified,
            isCompleted: r.status === 'SUCCESS' || r.status === 'REJECT',
            details: r.details,
            createdAt: d.invitedAt,
            updatedAt: r.completedAt ?? d.invitedAt,
          })),
        ),
      ),
      insertStatement(
        activities,
        each((d, processPersonId) =>
          d.activities.map((a) => ({ processPersonId, name: a.name, userId: a.userId, data: a.data, timestamp: a.at })),
        ),
      ),
      insertStatement(
        personTags,
        each((d, processPersonId) =>
          d.tags.map((t) => ({ processPersonId, code: t.code, userId: t.userId, date: t.at })),
        ),
      ),
      insertStatement(
        feelings,
        each((d, processPersonId) =>
          d.feelings.map((f) => ({
            processPersonId,
            userId: f.userId,
            observerId: f.observerId,
            feeling: f.feeling,
            createdAt: f.at,
            updatedAt: f.at,
          })),
        ),
      ),
      insertStatement(
        hires,
        each((d, processPersonId) =>
          d.hire
            ? [
                {
                  processPersonId,
                  status: 'ACTIVE',
                  hiredAt: toDateOnly(d.hire.at),
                  userId: d.hire.userId,
                  updatedAt: d.hire.at,
                },
              ]
            : [],
        ),
      ),
    ].filter((insert) => insert !== null);
    // One statement: foreign keys and the tables' statement triggers are checked once all its rows are in.
    await this.db.execute(
      sql`with ${sql.join(
        inserts.map((insert, i) => sql`${sql.identifier(`w${i}`)} as (${insert})`),
        sql`, `,
      )} select 1`,
    );
  }
}

/** Ranking 1..n by composed score within each process, over finished (ENDED) candidates; ties by arrival. */
export async function rankCandidates(db: Database, processIds: readonly number[]): Promise<void> {
  if (processIds.length === 0) return;
  await db.execute(sql`
    update ${processPersons} set ranking = ranked.position
    from (
      select id, row_number() over (partition by process_id order by composed_score desc, id) as position
      from ${processPersons}
      where evaluations_status = 'ENDED' and process_id in (${sql.join(
        processIds.map((id) => sql`${id}`),
        sql`, `,
      )})
    ) as ranked
    where ${processPersons.id} = ranked.id`);
}
