import { BIRTH_YEAR_CUTOFF } from '../constants.js';

// No zod here: the web app's signed-in pages read birth dates without loading the form schemas.
/** Birth dates before 1923 are invalid and cleared (spec 2 sections 3 and 5). */
export function normaliseBirthDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const year = Number(value.slice(0, 4));
  return Number.isFinite(year) && year >= BIRTH_YEAR_CUTOFF ? value.slice(0, 10) : null;
}
