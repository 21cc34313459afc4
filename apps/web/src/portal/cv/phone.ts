import { getCountries, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/** The countries a phone can be parsed with, named in the candidate's language, with their dial codes. */
export function countryOptions(locale: string): { code: CountryCode; name: string; dial: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return getCountries()
    .map((code) => ({ code, name: names.of(code) ?? code, dial: `+${getCountryCallingCode(code)}` }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

export const isCountryCode = (value: string): value is CountryCode => (getCountries() as string[]).includes(value);

/**
 * The phone as typed (national, or international with +) read with the country the candidate lives
 * in, as E.164 (+593991234567); null while it is not a valid number of that country's plan.
 */
export function toE164(input: string, country: string): string | null {
  if (!input.trim()) return null;
  const parsed = parsePhoneNumberFromString(input, isCountryCode(country) ? country : undefined);
  return parsed?.isValid() ? parsed.number : null;
}

/** What to show in the phone field for a stored E.164 number: the national format when it is of that country. */
export function nationalPart(e164: string, country: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  return parsed.country === country ? parsed.formatNational() : parsed.formatInternational();
}
