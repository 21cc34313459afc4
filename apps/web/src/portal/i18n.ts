import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@terna/domain';
import portalEn from '../locales/en/portal.json';
import portalEs from '../locales/es/portal.json';

const LOCALE_KEY = 'terna.locale';
const STEP_TEXTS = 'portalSteps';

// The texts of the steps (CV, questionnaires) come with the step screens, in the candidate's language only.
const stepCatalogues = import.meta.glob<Record<string, unknown>>('../locales/*/portalSteps.json', {
  import: 'default',
});

/** Loads the step screens' texts of the language (the current one by default) once. */
export async function loadStepTexts(locale: string = i18next.language): Promise<void> {
  if (i18next.hasResourceBundle(locale, STEP_TEXTS)) return;
  const load = stepCatalogues[`../locales/${locale}/portalSteps.json`];
  if (load) i18next.addResourceBundle(locale, STEP_TEXTS, await load());
}

/** Spanish unless the candidate chose English before (the same preference the recruiter app keeps). */
export function portalLocale(): Locale {
  const stored = window.localStorage.getItem(LOCALE_KEY);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

/**
 * The entry's texts ship in both languages, so switching on the first screen waits for nothing; the
 * step screens read their namespace first and fall back to these.
 */
export async function initPortalI18n(locale: Locale) {
  await i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: { es: { portal: portalEs }, en: { portal: portalEn } },
    ns: ['portal'],
    defaultNS: 'portal',
    fallbackNS: 'portal',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = locale;
  return i18next;
}

export async function switchPortalLocale(locale: Locale): Promise<void> {
  window.localStorage.setItem(LOCALE_KEY, locale);
  // A step on screen switches with its texts already there.
  if (i18next.hasResourceBundle(i18next.language, STEP_TEXTS)) await loadStepTexts(locale);
  await i18next.changeLanguage(locale);
  document.documentElement.lang = locale;
}
