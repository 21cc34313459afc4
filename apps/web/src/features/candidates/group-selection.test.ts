import { describe, expect, it } from 'vitest';
import { EMPTY_GROUP, pageSelection, toggleInGroup, togglePageInGroup, type GroupCandidate } from './group-selection';

const candidate = (id: number): GroupCandidate => ({
  personId: id + 100,
  processPersonId: id,
  firstName: `Nombre ${id}`,
  lastName: 'Apellido',
});
const ids = (group: ReadonlyMap<number, GroupCandidate>) => [...group.keys()];

describe('group selection', () => {
  it('adds a candidate, and removes it when selected again', () => {
    const group = toggleInGroup(toggleInGroup(EMPTY_GROUP, candidate(1)), candidate(2));
    expect(ids(group)).toEqual([1, 2]);
    expect(ids(toggleInGroup(group, candidate(1)))).toEqual([2]);
  });

  it('clears the group when the last candidate leaves it', () => {
    expect(toggleInGroup(toggleInGroup(EMPTY_GROUP, candidate(1)), candidate(1))).toBe(EMPTY_GROUP);
  });

  it('selects a whole page, keeping candidates chosen on other pages', () => {
    const page = [candidate(3), candidate(4)];
    const group = togglePageInGroup(toggleInGroup(EMPTY_GROUP, candidate(1)), page);
    expect(ids(group)).toEqual([1, 3, 4]);
    expect(pageSelection(group, page)).toBe('all');
  });

  it('completes a partly selected page, and empties a fully selected one', () => {
    const page = [candidate(3), candidate(4)];
    const partly = toggleInGroup(EMPTY_GROUP, candidate(3));
    expect(pageSelection(partly, page)).toBe('some');
    const full = togglePageInGroup(partly, page);
    expect(pageSelection(full, page)).toBe('all');
    expect(togglePageInGroup(full, page)).toBe(EMPTY_GROUP);
    expect(pageSelection(EMPTY_GROUP, page)).toBe('none');
  });
});
