import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, sharedMessages, type Locale } from '@terna/domain';

// Every catalogue is small text, bundled with the app: no loading flash when the page opens.
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json', { eager: true });

export function buildResources() {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {
    es: { validation: sharedMessages.es.validation, apiErrors: sharedMessages.es.errors },
    en: { validation: sharedMessages.en.validation, apiErrors: sharedMessages.en.errors },
  };
  for (const [path, module] of Object.entries(catalogues)) {
    const [, locale = '', file = ''] = path.match(/locales\/(\w+)\/([\w-]+)\.json$/) ?? [];
    (resources[locale] ??= {})[file] = module.default;
  }
  return resources;
}

export function initI18n(locale: Locale) {
  void i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    resources: buildResources(),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = locale;
  return i18next;
}
