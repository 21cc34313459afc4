import { useSearchParamsState } from '@/shared/hooks/useSearchParamsState';
import { clearedShortlistParams, readShortlistParams, writeShortlistParams } from '../shortlist-params';

const codec = { read: readShortlistParams, write: writeShortlistParams, cleared: clearedShortlistParams };

/** The shortlist's filters in the address; a change other than the page goes back to page 1. */
export function useShortlistParams() {
  const { state, update, clear } = useSearchParamsState(codec);
  return { params: state, update, clear };
}
