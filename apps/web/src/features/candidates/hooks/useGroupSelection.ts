import { useCallback, useState } from 'react';
import { EMPTY_GROUP, toggleInGroup, togglePageInGroup, type Group, type GroupCandidate } from '../group-selection';

/** The group of candidates chosen with the checkboxes; it outlives page and filter changes. */
export function useGroupSelection() {
  const [group, setGroup] = useState<Group>(EMPTY_GROUP);
  const toggle = useCallback(
    (candidate: GroupCandidate) => setGroup((current) => toggleInGroup(current, candidate)),
    [],
  );
  const togglePage = useCallback(
    (page: readonly GroupCandidate[]) => setGroup((current) => togglePageInGroup(current, page)),
    [],
  );
  const clear = useCallback(() => setGroup(EMPTY_GROUP), []);
  return { group, toggle, togglePage, clear };
}
