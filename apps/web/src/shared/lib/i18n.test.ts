import { describe, expect, it } from 'vitest';
import { bundledResources, catalogueLoaders } from './i18n';

/** The catalogue's keys with their messages; a key may itself hold a dot (an audit action's name). */
function entriesOf(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => entriesOf(child, prefix ? `${prefix}.${key}` : key));
}

const keysOf = (value: unknown) => entriesOf(value).map(([key]) => key);

/** Every catalogue of both languages: the bundled ones and every file a page can fetch. */
async function allResources() {
  const resources: Record<string, Record<string, unknown>> = bundledResources();
  for (const [key, load] of Object.entries(catalogueLoaders)) {
    const [locale = '', namespace = ''] = key.split('/');
    (resources[locale] ??= {})[namespace] = await load();
  }
  return resources;
}

const resources = await allResources();

describe('message catalogues', () => {
  it('has the same namespaces in Spanish and English', () => {
    expect(Object.keys(resources.en!).sort()).toEqual(Object.keys(resources.es!).sort());
  });

  it.each(Object.keys(resources.es!))('namespace %s has the same keys in both languages', (namespace) => {
    expect(keysOf(resources.en![namespace]).sort()).toEqual(keysOf(resources.es![namespace]).sort());
  });

  it('has no empty message', () => {
    for (const locale of ['es', 'en']) {
      for (const [namespace, messages] of Object.entries(resources[locale]!)) {
        const empty = entriesOf(messages).flatMap(([key, message]) => (message === '' ? [key] : []));
        expect(empty, `${locale}/${namespace}`).toEqual([]);
      }
    }
  });
});
