/** A candidate of the group, with what inviting it to another process needs. */
export interface GroupCandidate {
  personId: number;
  processPersonId: number;
  firstName: string;
  lastName: string;
  mail?: string | null;
  identification?: string | null;
}

export type Group = ReadonlyMap<number, GroupCandidate>;
export const EMPTY_GROUP: Group = new Map();

/** Selecting a candidate already in the group removes it; otherwise adds it (spec 3 section 4). */
export function toggleInGroup(group: Group, candidate: GroupCandidate): Group {
  const next = new Map(group);
  if (next.has(candidate.processPersonId)) next.delete(candidate.processPersonId);
  else next.set(candidate.processPersonId, candidate);
  // An empty selection clears the group.
  return next.size === 0 ? EMPTY_GROUP : next;
}

export type PageSelection = 'all' | 'some' | 'none';

export function pageSelection(group: Group, page: readonly GroupCandidate[]): PageSelection {
  const selected = page.filter((candidate) => group.has(candidate.processPersonId)).length;
  if (selected === 0) return 'none';
  return selected === page.length ? 'all' : 'some';
}

/** The page checkbox: a fully selected page leaves the group; otherwise every candidate of the page joins it. */
export function togglePageInGroup(group: Group, page: readonly GroupCandidate[]): Group {
  const next = new Map(group);
  if (pageSelection(group, page) === 'all') page.forEach((candidate) => next.delete(candidate.processPersonId));
  else page.forEach((candidate) => next.set(candidate.processPersonId, candidate));
  return next.size === 0 ? EMPTY_GROUP : next;
}
