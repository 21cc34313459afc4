import { describe, expect, it } from 'vitest';
import { LOCALES } from '../constants.js';
import { interpolate, sharedMessages } from './messages.js';

/** Every key path of a nested catalogue, e.g. `errors.FORBIDDEN`. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]!).sort();
}

describe('sharedMessages', () => {
  it('es and en have exactly the same keys, at every depth', () => {
    expect(keyPaths(sharedMessages.en).sort()).toEqual(keyPaths(sharedMessages.es).sort());
  });

  it('has a catalogue for each supported locale', () => {
    expect(Object.keys(sharedMessages).sort()).toEqual([...LOCALES].sort());
  });

  it('no message is empty and each translation uses the same placeholders', () => {
    for (const path of keyPaths(sharedMessages.es)) {
      const [section, key] = path.split('.') as ['errors' | 'validation', string];
      const es = (sharedMessages.es[section] as Record<string, string>)[key]!;
      const en = (sharedMessages.en[section] as Record<string, string>)[key]!;
      expect(es.trim(), path).not.toBe('');
      expect(en.trim(), path).not.toBe('');
      expect(placeholders(en), path).toEqual(placeholders(es));
    }
  });

  it('error codes are UPPER_SNAKE_CASE', () => {
    for (const code of Object.keys(sharedMessages.es.errors)) expect(code).toMatch(/^[A-Z][A-Z0-9_]*$/);
  });
});

describe('interpolate', () => {
  it('fills {{name}} placeholders, with or without inner spaces', () => {
    expect(interpolate('Hola {{name}}, tienes {{ count }} créditos', { name: 'Ana', count: 3 })).toBe(
      'Hola Ana, tienes 3 créditos',
    );
  });

  it('fills a placeholder used twice', () => {
    expect(interpolate('{{x}}-{{x}}', { x: 1 })).toBe('1-1');
  });

  it('leaves missing or null parameters empty and keeps 0 and false', () => {
    expect(interpolate('[{{a}}][{{b}}][{{c}}][{{d}}]', { b: null, c: 0, d: false })).toBe('[][][0][false]');
  });

  it('returns text without placeholders unchanged', () => {
    expect(interpolate('Campo obligatorio')).toBe('Campo obligatorio');
    expect(interpolate(sharedMessages.es.validation.min, { length: 10 })).toBe(
      'La entrada no debe ser menor a 10 caratéres',
    );
  });
});
