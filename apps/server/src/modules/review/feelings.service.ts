import { and, eq } from 'drizzle-orm';
import {
  canReceiveFeeling,
  feelingInputSchema,
  idParamSchema,
  idSchema,
  nextFeeling,
  type Feeling,
  type ReviewerKind,
} from '@terna/domain';
import { z } from 'zod';
import { audit } from '../../audit.js';
import { requirePermission, type RequestContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { feelings } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { parseInput } from '../../validation.js';
import { recordActivities } from '../candidates/index.js';
import { candidateOf } from '../candidates/index.js';
import { pageRows, type CandidateRow } from '../candidates/index.js';
import { findOwnProcess } from '../processes/index.js';
import { requireObserverCandidate, requireObserverReader } from '../observers/index.js';
import { publishAfterCommit } from '../../realtime/index.js';

/** What setting a feeling answers (spec 2 section 7.1: "returns feelings"): every reviewer's feeling on the candidate. */
export interface ShortlistedEntry {
  feelings: CandidateRow['feelings'];
}

const feeling = feelingInputSchema.optional().transform((value) => value ?? null);

/**
 * addPersonShortlisted and POST /process-web/shortlisted. processPersonId travels as text in the
 * spec (GraphQL String) and as a number in REST bodies: both are read as an id. `id`, when given,
 * names the same candidate (the old client sent both).
 */
const companyFeelingSchema = z
  .object({ id: idSchema.nullish(), processId: idSchema, processPersonId: z.union([idSchema, idParamSchema]), feeling })
  .refine((input) => input.id == null || input.id === input.processPersonId, {
    path: ['id'],
    message: 'validation.is',
  });

const observerFeelingSchema = z.object({
  observerId: idSchema,
  processId: idSchema,
  processPersonId: idSchema,
  feeling,
});

/** Who is giving the feeling: exactly one of a company user or an observer (the feelings table's partial unique indexes). */
type Reviewer =
  { kind: 'USER'; userId: number; companyId: number } | { kind: 'OBSERVER'; observerId: number; companyId: number };

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Applies the reviewer's choice under the rules of spec 3 section 4 (one active feeling per reviewer,
 * the same one again or null clears it) to a candidate already checked to be one they may judge.
 * The candidate's row is locked first, so two clicks of one reviewer cannot both insert.
 */
async function applyFeeling(
  tx: Tx,
  reviewer: Reviewer,
  processId: number,
  processPersonId: number,
  chosen: Feeling | null,
): Promise<ShortlistedEntry> {
  const candidate = await candidateOf(tx, processId, { processPersonId }, true);
  if (!canReceiveFeeling(candidate)) throw new DomainError('FEELING_NOT_ALLOWED');

  const own =
    reviewer.kind === 'USER'
      ? and(eq(feelings.processPersonId, processPersonId), eq(feelings.userId, reviewer.userId))
      : and(eq(feelings.processPersonId, processPersonId), eq(feelings.observerId, reviewer.observerId));
  const [current] = await tx.select({ id: feelings.id, feeling: feelings.feeling }).from(feelings).where(own);
  const previous = (current?.feeling ?? null) as Feeling | null;
  const next = nextFeeling(previous, chosen);

  if (next === null) {
    if (current) await tx.delete(feelings).where(eq(feelings.id, current.id));
  } else if (current) {
    await tx.update(feelings).set({ feeling: next, updatedAt: new Date() }).where(eq(feelings.id, current.id));
  } else {
    await tx.insert(feelings).values({
      processPersonId,
      feeling: next,
      ...(reviewer.kind === 'USER' ? { userId: reviewer.userId } : { observerId: reviewer.observerId }),
    });
  }

  if (next !== previous) {
    const by: { reviewerKind: ReviewerKind; observerId?: number } =
      reviewer.kind === 'USER'
        ? { reviewerKind: 'USER' }
        : { reviewerKind: 'OBSERVER', observerId: reviewer.observerId };
    const data = { processId, feeling: next, previous, ...by };
    const userId = reviewer.kind === 'USER' ? reviewer.userId : null;
    await recordActivities(tx, [{ processPersonId, name: 'FEELING_SET', userId, data }]);
    await audit(
      tx,
      { companyId: reviewer.companyId, userId },
      'candidate.feeling',
      'processPerson',
      processPersonId,
      data,
    );
  }
  // The answer carries the reviewers' names: read through the candidate list's own row.
  const viewer =
    reviewer.kind === 'USER'
      ? reviewer
      : { companyId: reviewer.companyId, userId: null, observerId: reviewer.observerId };
  const [row] = await pageRows(tx, viewer, processId, [processPersonId]);
  return { feelings: row?.feelings ?? [] };
}

/** The list's feeling facet and the sidebar's shortlist show feelings: their screens refetch. */
const publishFeeling = (ctx: RequestContext, processId: number, processPersonId: number) =>
  publishAfterCommit(ctx, 'candidateChanged', processId, { processId, processPersonId, reason: 'FEELINGS' });

/**
 * A company user's feeling on a candidate of one of their company's processes (permission
 * candidate.update): addPersonShortlisted and POST /process-web/shortlisted.
 */
export async function setUserFeeling(ctx: RequestContext, input: unknown): Promise<ShortlistedEntry> {
  const caller = requirePermission(ctx, 'candidate.update');
  const args = parseInput(ctx, companyFeelingSchema, input);
  const entry = await ctx.db.transaction(async (tx) => {
    await findOwnProcess(tx, caller, args.processId);
    return applyFeeling(
      tx,
      { kind: 'USER', userId: caller.userId, companyId: caller.companyId },
      args.processId,
      args.processPersonId,
      args.feeling,
    );
  });
  publishFeeling(ctx, args.processId, args.processPersonId);
  return entry;
}

/**
 * An observer's feeling through their link (POST /process-web/observers/feelings): only the link's
 * observer (observerId of the body: FORBIDDEN otherwise) on a candidate the link lets them see.
 */
export async function setObserverFeeling(ctx: RequestContext, input: unknown): Promise<ShortlistedEntry> {
  const args = parseInput(ctx, observerFeelingSchema, input);
  const observer = requireObserverReader(ctx, args.processId);
  if (observer.observerId !== args.observerId) throw new DomainError('FORBIDDEN');
  await requireObserverCandidate(ctx, observer, args.processPersonId);
  const entry = await ctx.db.transaction((tx) =>
    applyFeeling(
      tx,
      { kind: 'OBSERVER', observerId: observer.observerId, companyId: observer.companyId },
      args.processId,
      args.processPersonId,
      args.feeling,
    ),
  );
  publishFeeling(ctx, args.processId, args.processPersonId);
  return entry;
}
