/**
 * Shapes the processDashboard answer for the charts and their text alternatives: the order of the
 * funnel's stages, shares in whole percent, the score buckets' labels, pass rates and the tags
 * worth a bar. The server counts; this file only arranges.
 */

/**
 * Horizontal bars print their number after their end, and the chart clips what leaves its
 * drawing: the value axis runs this much past the longest bar so the number always shows, on a
 * phone too. A percentage ("100 %") needs more room than a count.
 */
export const BAR_LABEL_ROOM = 1.3;
export const PERCENT_LABEL_ROOM = 1.45;

/** The value axis of a horizontal bar chart whose longest bar is `max` (at least 1, so an all-zero chart still has a scale). */
export function labelledDomain(max: number, room = BAR_LABEL_ROOM): { min: number; max: number } {
  return { min: 0, max: Math.max(1, max) * room };
}

export const FUNNEL_STAGES = ['invited', 'inProgress', 'ended', 'disqualified', 'hired'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];
export type Funnel = Record<FunnelStage, number>;

/** A whole percent of part in whole; null when the whole is zero (nothing to compare with). */
export function percent(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part * 100) / whole) : null;
}

export interface FunnelBar {
  stage: FunnelStage;
  count: number;
  /** Share of the invited candidates, the funnel's first stage. */
  percent: number | null;
}

export function funnelBars(funnel: Funnel): FunnelBar[] {
  return FUNNEL_STAGES.map((stage) => ({
    stage,
    count: funnel[stage],
    percent: percent(funnel[stage], funnel.invited),
  }));
}

/** Candidates with a final result, the only ones with a composed score and component verdicts. */
export function finishedCount(funnel: Funnel): number {
  return funnel.ended + funnel.disqualified;
}

export interface ScoreBucket {
  from: number;
  to: number;
  count: number;
}

export interface ScoreBar extends ScoreBucket {
  /** "60-70": the bucket's range of composed score. */
  label: string;
}

/** The histogram's bars from the lowest scores up, whatever order the answer used. */
export function scoreBars(buckets: readonly ScoreBucket[]): ScoreBar[] {
  return [...buckets]
    .sort((a, b) => a.from - b.from)
    .map((bucket) => ({ ...bucket, label: `${bucket.from}-${bucket.to}` }));
}

/** The bucket most candidates fall in (the lower one on a tie); null when no candidate has a score. */
export function mostCommonBar<T extends ScoreBucket>(bars: readonly T[]): T | null {
  return bars.reduce<T | null>((best, bar) => (bar.count > (best?.count ?? 0) ? bar : best), null);
}

export interface ComponentPassRate {
  componentType: string;
  label: string;
  evaluated: number;
  passed: number;
}

export interface PassRateBar extends ComponentPassRate {
  failed: number;
  /** Share of the evaluated candidates who passed; null when nobody was evaluated on it yet. */
  percent: number | null;
}

/** Components in the process's order (the answer's), each with its share of passes. */
export function passRateBars(rates: readonly ComponentPassRate[]): PassRateBar[] {
  return rates.map((rate) => ({
    ...rate,
    failed: rate.evaluated - rate.passed,
    percent: percent(rate.passed, rate.evaluated),
  }));
}

export interface TagCount {
  code: string;
  label: string;
  /** The tag's colour; null for a tag no longer in the process's or the company's catalogue. */
  color: string | null;
  count: number;
}

/** Tags some candidate carries, the most used first; a tag nobody carries would only be an empty bar. */
export function tagBars(tags: readonly TagCount[], locale: string): TagCount[] {
  return tags
    .filter((tag) => tag.count > 0)
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, locale));
}
