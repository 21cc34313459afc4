import { describe, expect, it } from 'vitest';
import { evenWeights, redistributeWeights, weightTone } from './weights.js';

describe('evenWeights', () => {
  it('spreads 100 and gives the rounding remainder to the first item', () => {
    expect(evenWeights(3)).toEqual([34, 33, 33]);
    expect(evenWeights(6)).toEqual([20, 16, 16, 16, 16, 16]);
  });
  it('gives the remainder to the last item when asked', () => {
    expect(evenWeights(3, 'last')).toEqual([33, 33, 34]);
  });
  it('is empty for no items and 100 for one', () => {
    expect(evenWeights(0)).toEqual([]);
    expect(evenWeights(1)).toEqual([100]);
  });
});

describe('redistributeWeights', () => {
  it('keeps the proportions and totals 100', () => {
    expect(redistributeWeights([1, 1, 2])).toEqual([25, 25, 50]);
    expect(redistributeWeights([35, 30, 20, 5, 5, 5])).toEqual([35, 30, 20, 5, 5, 5]);
  });
  it('rounds each weight and settles the remainder on the first', () => {
    const weights = redistributeWeights([10, 10, 10]);
    expect(weights).toEqual([34, 33, 33]);
    expect(weights.reduce((a, b) => a + b)).toBe(100);
  });
  it('spreads evenly when nothing is weighted yet, and ignores negative values', () => {
    expect(redistributeWeights([0, 0])).toEqual([50, 50]);
    expect(redistributeWeights([-5, 10])).toEqual([0, 100]);
  });
  it('always totals 100 whatever the input', () => {
    for (const input of [
      [7, 13, 29, 51, 3],
      [1, 2, 3, 4, 5, 6, 7],
      [99, 1, 1],
    ]) {
      expect(redistributeWeights(input).reduce((a, b) => a + b)).toBe(100);
    }
  });
});

describe('weightTone', () => {
  it('is green at exactly 100, orange under and red over', () => {
    expect(weightTone(100)).toBe('green');
    expect(weightTone(99)).toBe('orange');
    expect(weightTone(0)).toBe('orange');
    expect(weightTone(101)).toBe('red');
  });
});
