import { redistributeWeights, weightTone, weightTotal, type WeightTone } from '@terna/domain';

/** The same items with their weights scaled to total 100 (spec 3 section 5's rounding rule). */
export function redistributeItems<T extends { weight: number }>(items: readonly T[]): T[] {
  const weights = redistributeWeights(items.map((item) => item.weight));
  return items.map((item, index) => ({ ...item, weight: weights[index]! }));
}

/** A weight typed in a field: digits only, empty as 0, capped at 100. */
export function parseWeight(text: string): number {
  const value = Number.parseInt(text.replace(/\D/g, ''), 10);
  return Number.isFinite(value) ? Math.min(value, 100) : 0;
}

/** The theme colour of each tone: green at 100, orange under, red over. */
export const TONE_COLOR: Record<WeightTone, 'success' | 'warning' | 'error'> = {
  green: 'success',
  orange: 'warning',
  red: 'error',
};

/** The total of a weighted list and how it reads. */
export function weightSummary(items: readonly { weight: number }[]) {
  const total = weightTotal(items);
  return { total, tone: weightTone(total), color: TONE_COLOR[weightTone(total)] };
}
