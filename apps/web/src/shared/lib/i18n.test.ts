import { describe, expect, it } from 'vitest';
import { bundledResources, catalogueLoaders } from './i18n';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

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
        const empty = keysOf(messages).filter(
          (key) =>
            key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages) === '',
        );
        expect(empty, `${locale}/${namespace}`).toEqual([]);
      }
    }
  });
});
