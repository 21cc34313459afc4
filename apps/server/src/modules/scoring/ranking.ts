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
 * Serialises the scoring writes of one process for the rest of the transaction. Taken before any
 * candidate row is locked: shifting the ranking touches other candidates' rows, and two scorers
 * that each held one candidate and waited for the other's would deadlock.
 */
export async function lockProcessScoring(tx: Tx, processId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SCORING_LOCK_CLASS}, ${processId})`);
}

const ranked = (state: RankedState) => state.status === 'ENDED' && state.score !== null;

/**
 * Keeps process_persons.ranking (1 = best composed score; ties by arrival, the lower id first) right
 * after one candidate's result changed, rewriting only the rows whose place changes (decision 015):
 * the candidate leaves its old place (the ones behind move up one) and takes its new one (the ones
 * from there move down one), done as one range update on the rows between the two places. The new
 * place comes from the ENDED candidate just ahead by (score, id), found through the process's
 * ranking index, so no count over the process is made. Returns the candidate's own place (null when
 * not ranked), which the caller writes with the rest of its row. Needs lockProcessScoring held.
 */
export async function moveInRanking(
  tx: Tx,
  processId: number,
  processPersonId: number,
  before: RankedState,
  after: RankedState,
): Promise<number | null> {
  const old = before.ranking !== null && ranked(before) ? before.ranking : null;
  if (!ranked(after)) {
    if (old !== null)
      await tx.execute(sql`update process_persons set ranking = ranking - 1
        where process_id = ${processId} and ranking > ${old} and id <> ${processPersonId}`);
    return null;
  }
  const score = after.score!;
  const [ahead] = await queryRows<{ ranking: number | null }>(
    tx,
    sql`select ranking from process_persons
      where process_id = ${processId} and evaluations_status = 'ENDED' and id <> ${processPersonId}
        and (composed_score > ${score} or (composed_score = ${score} and id < ${processPersonId}))
      order by composed_score asc nulls first, id desc limit 1`,
  );
  // The place just behind the one ahead, counted as if this candidate had already left its old place.
  const aheadRank = ahead?.ranking ?? 0;
  const place = (old !== null && aheadRank > old ? aheadRank - 1 : aheadRank) + 1;
  if (old === null) {
    await tx.execute(sql`update process_persons set ranking = ranking + 1
      where process_id = ${processId} and ranking >= ${place} and id <> ${processPersonId}`);
  } else if (place < old) {
    await tx.execute(sql`update process_persons set ranking = ranking + 1
      where process_id = ${processId} and ranking >= ${place} and ranking < ${old} and id <> ${processPersonId}`);
  } else if (place > old) {
    await tx.execute(sql`update process_persons set ranking = ranking - 1
      where process_id = ${processId} and ranking > ${old} and ranking <= ${place} and id <> ${processPersonId}`);
  }
  return place;
}
