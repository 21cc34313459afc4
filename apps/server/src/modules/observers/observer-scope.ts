import { and, eq, exists, gt, inArray, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import { SHORTLIST_FEELINGS } from '@terna/domain';
import type { ObserverSession } from '../../auth/observer-session.js';
import { requireObserver, type RequestContext } from '../../context.js';
import { blacklist, feelings, observerViews, processPersons } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';

/**
 * What an external observer may read, for every module that answers observer requests (report,
 * shortlist, comparator, candidate detail). Observer requests run in a tenant transaction of the
 * observer's company (request-transaction.ts), so ctx.db already sees that company's rows only.
 */

/**
 * The observer of `processId` who may read the report: observer realm and the link's process
 * (FORBIDDEN otherwise, whether the process exists or not), terms accepted (OBSERVER_TERMS_REQUIRED).
 */
export function requireObserverReader(ctx: RequestContext, processId: number): ObserverSession {
  const observer = requireObserver(ctx, processId);
  if (!observer.termsAccepted) throw new DomainError('OBSERVER_TERMS_REQUIRED');
  return observer;
}

/**
 * The rows of process_persons the observer may see: the candidates the invitation names when it names
 * some, else the shortlist (at least one YES or MAYBE feeling, from anyone). Either way only
 * candidates of the link's process whose person is not on the company's unwanted list: blacklisting
 * someone takes them out of every report at once.
 */
function visibleCandidates(ctx: RequestContext, observer: ObserverSession): SQL {
  const shortlisted = exists(
    ctx.db
      .select({ one: sql`1` })
      .from(feelings)
      .where(and(eq(feelings.processPersonId, processPersons.id), inArray(feelings.feeling, [...SHORTLIST_FEELINGS]))),
  );
  const named =
    observer.candidates === null
      ? shortlisted
      : observer.candidates.length > 0
        ? inArray(processPersons.id, observer.candidates)
        : sql`false`;
  const blacklisted = exists(
    ctx.db
      .select({ one: sql`1` })
      .from(blacklist)
      .where(
        and(
          eq(blacklist.companyId, processPersons.companyId),
          eq(blacklist.personId, processPersons.personId),
          or(isNull(blacklist.expiresAt), gt(blacklist.expiresAt, sql`now()`)),
        ),
      ),
  );
  return and(
    eq(processPersons.processId, observer.processId),
    eq(processPersons.companyId, observer.companyId),
    named,
    not(blacklisted),
  ) as SQL;
}

/** The processPerson ids the observer may see, ascending (see visibleCandidates). */
export async function observerVisibleIds(ctx: RequestContext, observer: ObserverSession): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: processPersons.id })
    .from(processPersons)
    .where(visibleCandidates(ctx, observer))
    .orderBy(processPersons.id);
  return rows.map((row) => row.id);
}

/** NOT_FOUND unless the observer may see the candidate (the same answer as for an id that does not exist). */
export async function requireObserverCandidate(
  ctx: RequestContext,
  observer: ObserverSession,
  processPersonId: number,
): Promise<void> {
  const [row] = await ctx.db
    .select({ id: processPersons.id })
    .from(processPersons)
    .where(and(eq(processPersons.id, processPersonId), visibleCandidates(ctx, observer)))
    .limit(1);
  if (!row) throw new DomainError('NOT_FOUND');
}

/** Logs the observer's reads of the report in one statement: candidates' details, or (null) the report itself. */
export async function recordObserverViews(
  ctx: RequestContext,
  observer: ObserverSession,
  processPersonIds: readonly (number | null)[],
): Promise<void> {
  if (processPersonIds.length === 0) return;
  await ctx.db
    .insert(observerViews)
    .values(processPersonIds.map((processPersonId) => ({ observerId: observer.observerId, processPersonId })));
}

/** Logs one read of the report by the observer: a candidate's detail, or (null) the report itself. */
export const recordObserverView = (
  ctx: RequestContext,
  observer: ObserverSession,
  processPersonId: number | null,
): Promise<void> => recordObserverViews(ctx, observer, [processPersonId]);
