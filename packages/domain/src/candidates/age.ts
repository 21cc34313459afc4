/**
 * Whole years from a yyyy-MM-dd birth date to `today` (yyyy-MM-dd): the age the candidate
 * sidebar shows; the list's age filter asks for the birth dates that give these ages.
 */
export function ageOn(birthDate: string | null, today: string): number | null {
  if (!birthDate) return null;
  const [by, bm, bd] = birthDate.slice(0, 10).split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}
