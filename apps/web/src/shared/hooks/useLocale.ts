import { DEFAULT_LOCALE, isLocale, type Locale } from '@terna/domain';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { localePath } from '../lib/locale';

/** The locale of the current route and a function that prefixes paths with it. */
export function useLocale(): { locale: Locale; to: (path: string) => string } {
  const { lang } = useParams();
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  const to = useCallback((path: string) => localePath(locale, path), [locale]);
  return { locale, to };
}
