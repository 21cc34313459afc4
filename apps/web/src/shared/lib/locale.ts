import { DEFAULT_LOCALE, isLocale, type Locale } from '@terna/domain';

const LOCALE_KEY = 'terna.locale';

/** The locale of the current URL (/es/..., /en/...), else the last one used, else Spanish. */
export function currentLocale(): Locale {
  const prefix = window.location.pathname.split('/')[1];
  if (isLocale(prefix)) return prefix;
  const stored = window.localStorage.getItem(LOCALE_KEY);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

export function rememberLocale(locale: Locale): void {
  window.localStorage.setItem(LOCALE_KEY, locale);
}

/** Prefixes an app path with the locale: localePath('es', '/cap/process/list') → '/es/cap/process/list'. */
export function localePath(locale: Locale, path: string): string {
  return `/${locale}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The same page in another language. */
export function switchLocalePath(pathname: string, locale: Locale): string {
  const [, first, ...rest] = pathname.split('/');
  return isLocale(first) ? `/${[locale, ...rest].join('/')}` : localePath(locale, pathname);
}
