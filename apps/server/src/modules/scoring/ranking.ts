import { sql } from 'drizzle-orm';
import type { PersonStatus } from '@terna/domain';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/client.js';

type Tx = Pick<Database, 'execute'>;

/** Where a candidate stood and stands: the ranking holds ENDED candidates only (as the demo seed ranks). */
export interface RankedState {
  ranking: number | null;
  status: PersonStatus | string;
  score: number | null;
}

/** Scorers of one process take turns on this lock (two-key advisory lock: this class, the process id). */
const SCORING_LOCK_CLASS = 17_017;

/**
 * At most this many other candidates change place in the scorer's own transaction; a longer shift is
 * left to the background re-rank (decision 015: at 100,000 candidates a shift of 48,000 rows took
 * 8 s on the embedded database, and marks each row for the candidate list's index).
 */
export const RANKING_SYNC_ROWS = 200;

/**
 * Serialises the scoring writes of one process for the rest of the transaction. Taken before any
 * candidate row is locked: shifting the ranking touches other candidates' rows, and two scorers
 * that each held one candidate and waited for the other's would deadlock.
 */
export async function lockProcessScoring(tx: Tx, processId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SCORING_LOCK_CLASS}, ${processId})`);
}

const ranked = (state: RankedState) => state.status === 'ENDED' && state.score !== null;

/** The place of the ENDED candidate just ahead of (score, id), through process_persons_process_ended_idx. */
async function placeAhead(tx: Tx, processId: number, processPersonId: number, score: number): Promise<number> {
  const [tied] = await queryRows<{ ranking: number | null }>(
    tx,
    sql`select ranking from process_persons
      where process_id = ${processId} and evaluations_status = 'ENDED' and composed_score = ${score} and id < ${processPersonId}
      order by composed_score desc, id desc limit 1`,
  );
  if (tied) return tied.ranking ?? 0;
  const [above] = await queryRows<{ ranking: number | null }>(
    tx,
    sql`select ranking from process_persons
      where process_id = ${processId} and evaluations_status = 'ENDED' and composed_score > ${score}
        and id <> ${processPersonId}
      order by composed_score asc nulls first, id desc limit 1`,
  );
  return above?.ranking ?? 0;
}

/**
 * Keeps process_persons.ranking (1 = best composed score; ties by arrival, the lower id first) after
 * one candidate's result changed (decision 015). The candidate's new place comes from the ranked
 * candidate just ahead (an index lookup, no count). When at most RANKING_SYNC_ROWS others change
 * place they are shifted by one here, in one range update, so the ranking is exact at commit.
 * Otherwise, or while the process already awaits a re-rank, the candidate takes its place, the
 * others keep theirs and the process is marked (processes.ranking_stale_at): rerankProcess, run in
 * the background, rewrites the rows whose place changed, once for any number of results. Returns the
 * candidate's own place (null when not ranked), which the caller writes with the rest of its row.
 * Needs lockProcessScoring held.
 */
export async function moveInRanking(
  tx: Tx,
  processId: number,
  processPersonId: number,
  before: RankedState,
  after: RankedState,
): Promise<number | null> {
  const old = before.ranking !== null && ranked(before) ? before.ranking : null;
  let newPlace: number | null = null;
  if (ranked(after)) {
    const ahead = await placeAhead(tx, processId, processPersonId, after.score!);
    // Counted as if this candidate had already left its old place.
    newPlace = (old !== null && ahead > old ? ahead - 1 : ahead) + 1;
  }
  if (old === newPlace) return newPlace;
  const [state] = await queryRows<{ stale: boolean; last: number | null }>(
    tx,
    sql`select p.ranking_stale_at is not null as stale,
        (select max(ranking) from process_persons where process_id = ${processId} and ranking is not null) as last
      from processes p where p.id = ${processId}`,
  );
  const last = state?.last ?? 0;
  // The places that move: from the lower of the two to the higher (to the end when one is missing).
  const from = Math.min(old ?? Infinity, newPlace ?? Infinity);
  const to = old !== null && newPlace !== null ? Math.max(old, newPlace) : last;
  if (state?.stale || to - from > RANKING_SYNC_ROWS) {
    await tx.execute(
      sql`update processes set ranking_stale_at = now() where id = ${processId} and ranking_stale_at is null`,
    );
    return newPlace;
  }
  if (newPlace === null || (old !== null && newPlace > old)) {
    await tx.execute(sql`update process_persons set ranking = ranking - 1
      where process_id = ${processId} and ranking > ${old} and ranking <= ${newPlace ?? last} and id <> ${processPersonId}`);
  } else {
    await tx.execute(sql`update process_persons set ranking = ranking + 1
      where process_id = ${processId} and ranking >= ${newPlace} and ranking < ${old ?? last + 1} and id <> ${processPersonId}`);
  }
  return newPlace;
}

/**
 * Rewrites the ranking of a process from its composed scores, touching only the rows whose place
 * changed, and clears its re-rank mark. Takes the process's scoring lock.
 */
export async function rerankProcess(tx: Tx, processId: number): Promise<void> {
  await lockProcessScoring(tx, processId);
  await tx.execute(sql`update process_persons pp set ranking = ranked.place
    from (
      select id, row_number() over (order by composed_score desc, id)::int as place
      from process_persons where process_id = ${processId} and evaluations_status = 'ENDED' and composed_score is not null
    ) ranked
    where pp.id = ranked.id and pp.ranking is distinct from ranked.place`);
  await tx.execute(sql`update process_persons set ranking = null
    where process_id = ${processId} and ranking is not null
      and (evaluations_status <> 'ENDED' or composed_score is null)`);
  await tx.execute(sql`update processes set ranking_stale_at = null where id = ${processId}`);
}
