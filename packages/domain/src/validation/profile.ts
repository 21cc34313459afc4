import { z } from 'zod';
import { LOCALES, TEXT_FIELD_MAX_LENGTH } from '../constants.js';
import { isCalendarDay, msg } from './messages.js';

const text = z.string().trim().max(TEXT_FIELD_MAX_LENGTH, msg('max'));

export const termsEntrySchema = z.object({
  name: text.min(1, msg('required')),
  // A client sends the ISO string; on the server the API's DateTime scalar has already made it a Date.
  date: z.union([z.date(), z.iso.datetime({ offset: true })], { error: msg('regex') }),
  version: text.min(1, msg('required')),
  link: z.string().max(2048, msg('max')).nullish(),
});

/** The profile saved on policy acceptance (spec 2 section 3, "User profile saved on policy acceptance"). */
export const dataMeSchema = z.object({
  username: text.nullish(),
  firstName: text.min(1, msg('required')).nullish(),
  lastName: text.min(1, msg('required')).nullish(),
  country: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, msg('regex'))
    .nullish(),
  birthDate: z
    .string()
    // The day may come as an instant (yyyy-MM-ddT…): only the day is stored.
    .regex(/^\d{4}-\d{2}-\d{2}(T|$)/, msg('regex'))
    .refine((value) => isCalendarDay(value.slice(0, 10)), msg('regex'))
    .nullish(),
  mail: text.nullish(),
  /** As typed; parsed with the user's country into E.164 on the server. Empty or null clears it. */
  phone: z.string().trim().max(40, msg('max')).nullish(),
  language: z.enum(LOCALES, { error: msg('regex') }).nullish(),
  termsAndConditions: z.array(termsEntrySchema).max(50, msg('max')).nullish(),
});
export type DataMe = z.infer<typeof dataMeSchema>;
