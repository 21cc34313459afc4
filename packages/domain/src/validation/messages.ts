import { CALENDAR_YEARS } from '../constants.js';
import type { ValidationKey } from '../i18n/messages.js';

/** A zod message that carries a shared form-message key; the UI and the server translate it. */
export const msg = (key: ValidationKey) => `validation.${key}`;

/**
 * Turns a zod issue into the message key and parameters of spec 2 section 5. A refinement names
 * its own parameters (`params: { min: '01-03-2026' }`); length checks give theirs as minimum/maximum.
 */
export function issueMessage(issue: {
  message: string;
  code?: string;
  minimum?: unknown;
  maximum?: unknown;
  params?: Record<string, unknown>;
}): {
  key: string;
  params: Record<string, unknown>;
} {
  const key = issue.message.startsWith('validation.') ? issue.message : 'validation.regex';
  return {
    key,
    params: { length: issue.minimum ?? issue.maximum, min: issue.minimum, max: issue.maximum, ...issue.params },
  };
}

/** A yyyy-MM-dd calendar day as the spec shows dates (dd-MM-yyyy), for messages that name a day. */
export const displayDay = (isoDay: string) => isoDay.slice(0, 10).split('-').reverse().join('-');

/** Whether an instant falls in CALENDAR_YEARS (in UTC). */
export function isWithinCalendarYears(instant: Date): boolean {
  const year = instant.getUTCFullYear();
  return year >= CALENDAR_YEARS.min && year <= CALENDAR_YEARS.max;
}

/** A real calendar day written yyyy-MM-dd (2024-02-29 yes, 2023-02-29 no), in CALENDAR_YEARS. */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(parsed.getTime()) && isWithinCalendarYears(parsed) && parsed.toISOString().slice(0, 10) === value
  );
}
