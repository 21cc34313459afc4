import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../src/db/client.js';
import type { CandidateFacetIndex } from '../../src/modules/candidates/facet-index/columnar-index.js';
import type { CandidateFacetStore, ProbeResult } from '../../src/modules/candidates/facet-index/store.js';

/**
 * Asks until the store has the index: while it is not ready (null), its load runs in the background
 * and the next ask after it ends finds it. On a shared PostgreSQL server a load's snapshot may still
 * see another database's transaction older than pruned markers, and then it loads again.
 */
export async function untilLoaded(
  store: CandidateFacetStore,
  processId: number,
  ask: () => Promise<CandidateFacetIndex | null>,
): Promise<CandidateFacetIndex> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const index = await ask();
    if (index) return index;
    await store.loaded(processId);
  }
  throw new Error('The index did not load');
}

/** The store's index of the process, asked for on `db` the way a request asks (a node of its own when the store is new). */
export function loadedIndex(
  store: CandidateFacetStore,
  db: Database,
  processId: number,
  companyId: number,
): Promise<CandidateFacetIndex> {
  return untilLoaded(store, processId, async () => {
    const probe = store.probe(processId, companyId);
    const [row] = await queryRows<ProbeResult>(db, sql`select ${probe.columns}`);
    return store.fresh(db, processId, companyId, probe, row!);
  });
}
