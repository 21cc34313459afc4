import { describe, expect, it } from 'vitest';
import { bestValues } from './comparator.js';

describe('bestValues', () => {
  it('marks the highest number', () => {
    expect(bestValues([70, 91.5, 80])).toEqual([1]);
  });

  it('marks every tie', () => {
    expect(bestValues([80, 60, 80, 79.99])).toEqual([0, 2]);
  });

  it('never marks a missing value, even when it is the only one', () => {
    expect(bestValues([null, 10, undefined, 5])).toEqual([1]);
    expect(bestValues([null, undefined])).toEqual([]);
    expect(bestValues([])).toEqual([]);
  });

  it('reads numeric text and ignores text that is not a number', () => {
    expect(bestValues(['75.5', 'n/a', 70])).toEqual([0]);
  });

  it('counts zero and negative values as values', () => {
    expect(bestValues([0, null])).toEqual([0]);
    expect(bestValues([-3, -1, -2])).toEqual([1]);
  });

  it('ranks trust codes 1 over 2 over 3 and never marks a pending or not invited one', () => {
    expect(bestValues(['2', '3', '1'], 'trust')).toEqual([2]);
    expect(bestValues(['3', '2', '2'], 'trust')).toEqual([1, 2]);
    expect(bestValues(['NOT_INVITED', 'PENDING', null, '3'], 'trust')).toEqual([3]);
    expect(bestValues(['NOT_INVITED', null], 'trust')).toEqual([]);
  });
});
