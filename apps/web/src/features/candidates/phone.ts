import { UNKNOWN_PHONE_COUNTRY } from '@terna/domain';

type PhoneLibrary = typeof import('libphonenumber-js/min');

let library: Promise<PhoneLibrary> | undefined;
/** libphonenumber-js is large: it loads the first time a phone number is read. */
export const loadPhoneLibrary = () => (library ??= import('libphonenumber-js/min'));

export interface ParsedPhone {
  /** +593991234567 */
  e164: string;
  /** +593 99 123 4567, for reading. */
  international: string;
}

/**
 * A person's phone as a real number of their country, or null: no phone, an unknown country
 * (XXX) or a number that does not parse means no WhatsApp menu (spec 2 sections 2.11 and 8).
 */
export function parsePhone(
  lib: PhoneLibrary,
  phone: string | null | undefined,
  countryCode: string | null | undefined,
): ParsedPhone | null {
  if (!phone?.trim() || !countryCode || countryCode === UNKNOWN_PHONE_COUNTRY || !lib.isSupportedCountry(countryCode))
    return null;
  const parsed = lib.parsePhoneNumberFromString(phone, countryCode);
  return parsed?.isValid() ? { e164: parsed.number, international: parsed.formatInternational() } : null;
}

/** A WhatsApp chat with the number, the message typed in. */
export const whatsAppLink = (phone: ParsedPhone, message: string) =>
  `https://wa.me/${phone.e164.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;

export const telLink = (phone: ParsedPhone) => `tel:${phone.e164}`;
