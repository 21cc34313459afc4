/**
 * The countries a process may be published in: the 21 of the places catalogue (spec 3 "Countries"),
 * by ISO code; their names come from the browser in the user's language.
 */
export const LAUNCH_COUNTRIES = [
  'AR',
  'BO',
  'BR',
  'CL',
  'CO',
  'CR',
  'CU',
  'DO',
  'EC',
  'ES',
  'GT',
  'HN',
  'MX',
  'NI',
  'PA',
  'PE',
  'PR',
  'PY',
  'SV',
  'UY',
  'VE',
] as const;

export function countryName(code: string, locale: string): string {
  return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
}

/** A language's name from its code ("es" → "español"); an unknown code shows as it is. */
export function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
