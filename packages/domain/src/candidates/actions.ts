import { MAX_TAGS } from '../constants.js';
import { isCalendarDay } from '../validation/messages.js';

// The forms' and requests' zod schemas live in action-schemas.ts: a module whose top level builds a
// schema stays whole in a web bundle, so the candidate list, which needs only these constants and
// helpers, would carry zod.

/** Approving a rejected component needs an observation of at most this many characters (spec 1 section 5). */
export const APPROVAL_OBSERVATION_MAX_LENGTH = 250;
/** The placeholder tag some candidates carry; it is never shown (spec 1 section 5). */
export const NO_TAGS_CODE = 'NO_TAGS';
/** The source of a candidate a recruiter invites by hand (spec 1 section 9). */
export const MANUAL_INVITATION_SOURCE = 'CAP_ADDED';
/** Candidates one bulk invitation may carry (the target: 5,000 in at most 10 s). */
export const BULK_INVITATION_MAX = 5000;

/** The tags a candidate shows: never NO_TAGS, at most twelve (spec 1 section 5, spec 2 section 5). */
export function visibleTags<T extends { code: string }>(tags: readonly T[]): T[] {
  return tags.filter((tag) => tag.code !== NO_TAGS_CODE).slice(0, MAX_TAGS);
}

/**
 * A hire date as the API takes it: dd-MM-yyyy (the spec's format) or yyyy-MM-dd; returns the
 * calendar day as yyyy-MM-dd, or null when the text is not a real day.
 */
export function parseHireDate(value: string): string | null {
  const text = value.trim();
  const dayFirst = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text);
  const iso = dayFirst
    ? `${dayFirst[3]}-${dayFirst[2]}-${dayFirst[1]}`
    : /^\d{4}-\d{2}-\d{2}$/.test(text)
      ? text
      : null;
  return iso !== null && isCalendarDay(iso) ? iso : null;
}

/**
 * A hire date must fall between the process start and today (spec 1 section 5). Days are
 * compared as yyyy-MM-dd in the process's own time zone so a hire recorded late in the evening
 * in Bogotá is not refused as "tomorrow" by a server clock in UTC.
 */
export function hireDateBounds(
  processStart: Date | string | null,
  now: Date,
  timeZone: string,
): { min: string | null; max: string } {
  return {
    min: processStart === null ? null : calendarDayIn(processStart, timeZone),
    max: calendarDayIn(now, timeZone),
  };
}

/** The calendar day (yyyy-MM-dd) an instant falls on in a time zone. */
export function calendarDayIn(instant: Date | string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(instant),
  );
}

export function isHireDateAllowed(isoDay: string, bounds: { min: string | null; max: string }): boolean {
  return (bounds.min === null || isoDay >= bounds.min) && isoDay <= bounds.max;
}

/** Persons one POST /people-web/persons call may create or find. */
export const PEOPLE_BATCH_MAX = 100;
