/**
 * Weights of competences, CV sections and components always total 100 (spec 3 section 5): values are
 * rounded and the rounding remainder goes to the first item (or the last, when asked).
 */
export const WEIGHT_TOTAL = 100;

export type RemainderTo = 'first' | 'last';

function settle(rounded: number[], remainderTo: RemainderTo): number[] {
  if (rounded.length === 0) return rounded;
  const remainder = WEIGHT_TOTAL - rounded.reduce((sum, value) => sum + value, 0);
  const index = remainderTo === 'first' ? 0 : rounded.length - 1;
  rounded[index] = rounded[index]! + remainder;
  return rounded;
}

/** 100 spread evenly over `count` items: 3 → [34, 33, 33]. */
export function evenWeights(count: number, remainderTo: RemainderTo = 'first'): number[] {
  if (count <= 0) return [];
  return settle(
    Array.from({ length: count }, () => Math.floor(WEIGHT_TOTAL / count)),
    remainderTo,
  );
}

/**
 * The same proportions scaled to total 100, each rounded: [1, 1, 2] → [25, 25, 50]. All zeros (or
 * nothing set yet) spread evenly.
 */
export function redistributeWeights(weights: readonly number[], remainderTo: RemainderTo = 'first'): number[] {
  const total = weights.reduce((sum, value) => sum + Math.max(0, value), 0);
  if (total === 0) return evenWeights(weights.length, remainderTo);
  return settle(
    weights.map((value) => Math.round((Math.max(0, value) * WEIGHT_TOTAL) / total)),
    remainderTo,
  );
}

export const weightTotal = (weights: readonly { weight: number }[]) =>
  weights.reduce((sum, item) => sum + item.weight, 0);

/** Spec 3 section 5, scoring colours: exactly 100 green, under orange, over red. */
export type WeightTone = 'green' | 'orange' | 'red';
export function weightTone(total: number): WeightTone {
  if (total === WEIGHT_TOTAL) return 'green';
  return total < WEIGHT_TOTAL ? 'orange' : 'red';
}
