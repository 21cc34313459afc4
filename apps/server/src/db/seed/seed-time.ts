import type { SeededRandom } from './random.js';

/** Every seeded date is relative to this instant, never to the clock, so the data does not drift between runs. */
export const SEED_NOW = new Date('2026-11-01T12:00:00Z');

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
