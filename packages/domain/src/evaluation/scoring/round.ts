/** Every score the engine writes: 0-100 with two decimals, the precision of component_results.value. */
export const round2 = (value: number) => Math.round(value * 100) / 100;

export const clampScore = (value: number) => Math.min(100, Math.max(0, value));

/** The mean of `values` weighted by `weights`; an all-zero (or empty) weighting counts every value alike. */
export function weightedMean(values: readonly number[], weights: readonly number[]): number {
  const total = weights.reduce((sum, weight) => sum + Math.max(0, weight), 0);
  if (values.length === 0) return 0;
  if (total === 0) return values.reduce((sum, value) => sum + value, 0) / values.length;
  return values.reduce((sum, value, i) => sum + value * Math.max(0, weights[i] ?? 0), 0) / total;
}
