import type { SeededRandom } from './random.js';

/**
 * Every seeded date is relative to this instant: noon UTC of the day the seed runs, so a demo loaded
 * today has processes launched last week and links valid for months, whatever the year (decision
 * 036). Whole days keep two runs on the same day identical.
 */
export const SEED_NOW = noonUtc(new Date());

/** Noon UTC of the day of `date`. */
export function noonUtc(date: Date): Date {
  const noon = new Date(date);
  noon.setUTCHours(12, 0, 0, 0);
  return noon;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * MINUTE_MS);
}

export function daysBetween(from: Date, to: Date): number {
  return (to.getTime() - from.getTime()) / DAY_MS;
}

/** A random instant in [from, to], to the minute; `from` itself when the range is empty. */
export function instantBetween(random: SeededRandom, from: Date, to: Date): Date {
  const minutes = Math.floor((to.getTime() - from.getTime()) / MINUTE_MS);
  return minutes <= 0 ? from : addMinutes(from, random.int(0, minutes));
}

export function earliest(...dates: Date[]): Date {
  return new Date(Math.min(...dates.map((date) => date.getTime())));
}

/** The yyyy-MM-dd form PostgreSQL `date` columns take. */
export function toDateOnly(date: Date): string {
  return date.toISOString().slice(0, 10);
}
