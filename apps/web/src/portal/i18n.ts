import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@terna/domain';
import portalEn from '../locales/en/portal.json';
import portalEs from '../locales/es/portal.json';

const LOCALE_KEY = 'terna.locale';

/** Spanish unless the candidate chose English before (the same preference the recruiter app keeps). */
export function portalLocale(): Locale {
  const stored = window.localStorage.getItem(LOCALE_KEY);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

/** Both languages ship with the portal: switching never waits for the network, mid-test included. */
export async function initPortalI18n(locale: Locale) {
  await i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: { es: { portal: portalEs }, en: { portal: portalEn } },
    ns: ['portal'],
    defaultNS: 'portal',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = locale;
  return i18next;
}

export async function switchPortalLocale(locale: Locale): Promise<void> {
  window.localStorage.setItem(LOCALE_KEY, locale);
  await i18next.changeLanguage(locale);
  document.documentElement.lang = locale;
}
