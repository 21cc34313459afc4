import { DEFAULT_LOCALE, interpolate, isLocale, sharedMessages, type ErrorCode, type Locale } from '@terna/domain';

/** Picks es or en from an Accept-Language header; Spanish is the default. */
export function localeFromHeader(header: string | undefined): Locale {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    if (isLocale(tag)) return tag;
  }
  return DEFAULT_LOCALE;
}

export function errorMessage(locale: Locale, code: ErrorCode, params?: Record<string, unknown>): string {
  return interpolate(sharedMessages[locale].errors[code], params);
}

/** Translates a `validation.key` message key. */
export function validationMessage(locale: Locale, key: string, params?: Record<string, unknown>): string {
  const name = key.replace(/^validation\./, '') as keyof (typeof sharedMessages)['es']['validation'];
  return interpolate(sharedMessages[locale].validation[name] ?? sharedMessages[locale].validation.regex, params);
}
