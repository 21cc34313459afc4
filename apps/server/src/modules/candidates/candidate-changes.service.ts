import type { CandidateChangedEvent } from '@terna/domain';
import { requirePermission, type RequestContext } from '../../context.js';
import { readAsSubscriber } from '../../realtime/index.js';
import { findOwnProcess } from '../processes/index.js';

/**
 * The changes to the candidates of one process, from now on, for a member who may see them: the
 * process is checked as a query of theirs would (company, scope), once, when subscribing. An event
 * carries ids and a reason only, so nothing is read per event; the screens refetch what they show.
 */
export async function candidateChanges(
  ctx: RequestContext,
  processId: number,
): Promise<AsyncIterableIterator<CandidateChangedEvent>> {
  const caller = requirePermission(ctx, 'candidate.view');
  await readAsSubscriber(ctx, (db) => findOwnProcess(db, caller, processId));
  return ctx.realtime.subscribe('candidateChanged', processId);
}
