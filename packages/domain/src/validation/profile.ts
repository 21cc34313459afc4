import { z } from 'zod';
import { TEXT_FIELD_MAX_LENGTH } from '../constants.js';
import { msg } from './messages.js';

const text = z.string().trim().max(TEXT_FIELD_MAX_LENGTH, msg('max'));

/** A real calendar day (2024-02-29 yes, 2023-02-29 no), not just the yyyy-MM-dd shape. */
function isCalendarDay(value: string): boolean {
  const day = value.slice(0, 10);
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
}

export const termsEntrySchema = z.object({
  name: text.min(1, msg('required')),
  date: z.iso.datetime({ offset: true, error: msg('regex') }),
  version: text.min(1, msg('required')),
  link: z.string().max(2048, msg('max')).nullish(),
});

/** The profile saved on policy acceptance (spec 2 section 3, "User profile saved on policy acceptance"). */
export const dataMeSchema = z.object({
  username: text.nullish(),
  firstName: text.min(1, msg('required')).nullish(),
  lastName: text.min(1, msg('required')).nullish(),
  country: z.string().trim().regex(/^[A-Z]{2}$/, msg('regex')).nullish(),
  birthDate: z.string().regex(/^\d{4}-\d{2}-\d{2}/, msg('regex')).refine(isCalendarDay, msg('regex')).nullish(),
  mail: text.nullish(),
  termsAndConditions: z.array(termsEntrySchema).max(50, msg('max')).nullish(),
});
export type DataMe = z.infer<typeof dataMeSchema>;
