import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { sharedMessages, type Locale } from '@terna/domain';
import commonEn from '../../locales/en/common.json';
import errorsEn from '../../locales/en/errors.json';
import commonEs from '../../locales/es/common.json';
import errorsEs from '../../locales/es/errors.json';

type Catalogue = Record<string, unknown>;

/**
 * Page catalogues, one file per language and namespace, fetched when a page needs them: the app
 * does not carry every page's text in both languages (initial JavaScript budget, docs/performance.md).
 * 'common' (the loader, buttons, snackbar), 'errors' (the error pages must show when the network
 * fails) and the shared validation and API error texts ship with the app.
 */
const files = import.meta.glob<Catalogue>(
  ['../../locales/*/*.json', '!../../locales/*/common.json', '!../../locales/*/errors.json'],
  {
    import: 'default',
  },
);
export const catalogueLoaders: Record<string, () => Promise<Catalogue>> = Object.fromEntries(
  Object.entries(files).map(([path, load]) => {
    const [, locale = '', namespace = ''] = path.match(/locales\/(\w+)\/([\w-]+)\.json$/) ?? [];
    return [`${locale}/${namespace}`, load];
  }),
);

export function bundledResources(): Record<Locale, Record<string, Catalogue>> {
  return {
    es: {
      common: commonEs,
      errors: errorsEs,
      validation: sharedMessages.es.validation,
      apiErrors: sharedMessages.es.errors,
    },
    en: {
      common: commonEn,
      errors: errorsEn,
      validation: sharedMessages.en.validation,
      apiErrors: sharedMessages.en.errors,
    },
  };
}

const catalogueFiles: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language, namespace, callback) {
    const load = catalogueLoaders[`${language}/${namespace}`];
    if (!load) return callback(new Error(`No catalogue ${language}/${namespace}`), false);
    load().then(
      (catalogue) => callback(null, catalogue),
      (error: Error) => callback(error, false),
    );
  },
};

// The router starts fetching a page's catalogues before main.tsx has set the language.
let initialised: () => void;
const ready = new Promise<void>((resolve) => (initialised = resolve));

/** Resolves once the bundled catalogues and the given namespaces of the language can be read. */
export async function initI18n(locale: Locale, namespaces: readonly string[] = []) {
  await i18next
    .use(catalogueFiles)
    .use(initReactI18next)
    .init({
      lng: locale,
      // Both languages have the same keys (i18n.test.ts): an English page never downloads Spanish text to fall back on.
      fallbackLng: false,
      partialBundledLanguages: true,
      resources: bundledResources(),
      ns: ['common', ...namespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  document.documentElement.lang = locale;
  initialised();
  return i18next;
}

/** Fetches a page's catalogues in the page's language, e.g. beside its code. */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  await ready;
  await i18next.loadNamespaces([...namespaces]);
}
