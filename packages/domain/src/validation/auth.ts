import { z } from 'zod';
import { BIRTH_YEAR_CUTOFF, TEXT_FIELD_MAX_LENGTH } from '../constants.js';
import { emailSchema, msg } from './messages.js';

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: msg('required') }).min(1, msg('required')).max(TEXT_FIELD_MAX_LENGTH, msg('max')),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Birth dates before 1923 are invalid and cleared (spec 2 sections 3 and 5). */
export function normaliseBirthDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const year = Number(value.slice(0, 4));
  return Number.isFinite(year) && year >= BIRTH_YEAR_CUTOFF ? value.slice(0, 10) : null;
}
