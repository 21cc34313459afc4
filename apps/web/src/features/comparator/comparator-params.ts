import { COMPARATOR_MAX } from '@terna/domain';
import { positiveInt } from '@/shared/lib/search-params';

const KEY = 'candidate';

/**
 * The candidates an observer compares live in the address (`?candidate=12&candidate=15`): an
 * observer keeps no comparator on the server, and a reload or a shared address shows the same table.
 * Repeated, invalid or extra ids (beyond COMPARATOR_MAX) are left out.
 */
export function readComparedIds(params: URLSearchParams): number[] {
  const ids = params.getAll(KEY).flatMap((value) => {
    const id = positiveInt(value);
    return id === null ? [] : [id];
  });
  return [...new Set(ids)].slice(0, COMPARATOR_MAX);
}

/** The address parameters with these compared ids, other parameters kept. */
export function writeComparedIds(params: URLSearchParams, ids: readonly number[]): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(KEY);
  ids.slice(0, COMPARATOR_MAX).forEach((id) => next.append(KEY, String(id)));
  return next;
}
