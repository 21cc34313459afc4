import type { RequestContext } from '../../context.js';
import { publishAfterCommit } from '../../realtime/index.js';
import type { CarriedTrust } from './trust-result.js';

/**
 * Tells the checked process's screens (list, facets, sidebar) that these candidates' trust changed:
 * invited (pending) or a result arrived. Published on the PARENT process, after the commit.
 */
export function publishTrustChanges(
  ctx: Pick<RequestContext, 'afterCommit' | 'realtime'>,
  changed: readonly CarriedTrust[],
): void {
  for (const { processId, processPersonId } of changed)
    publishAfterCommit(ctx, 'candidateChanged', processId, { processId, processPersonId, reason: 'TRUST' });
}
