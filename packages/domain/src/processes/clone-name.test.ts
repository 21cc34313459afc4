import { describe, expect, it } from 'vitest';
import { CLONE_NAME_MAX, cloneNameSchema, defaultCloneName } from './clone-name.js';

const error = (value: unknown) => {
  const result = cloneNameSchema.safeParse(value);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('clone name', () => {
  it('accepts letters, digits, accented vowels, ñ, hyphen and parentheses with single spaces', () => {
    expect(error('ANALISTA DE CRÉDITO - QUITO (2026)')).toBeNull();
    expect(error('DISEÑADOR GRÁFICO')).toBeNull();
  });

  it('requires a value of 10 to 150 characters', () => {
    expect(error('')).toBe('validation.required');
    expect(error(undefined)).toBe('validation.required');
    expect(error('CORTO')).toBe('validation.min');
    expect(error('A'.repeat(CLONE_NAME_MAX + 1))).toBe('validation.max');
  });

  it('refuses other characters and double spaces', () => {
    expect(error('ANALISTA  DE VENTAS')).toBe('validation.regex');
    expect(error('ANALISTA DE VENTAS!')).toBe('validation.regex');
    expect(error(' ANALISTA DE VENTAS')).toBe('validation.regex');
    expect(error('ANALISTA/DE/VENTAS')).toBe('validation.regex');
  });

  it('defaults to the upper-cased name with the copy suffix, within 150 characters', () => {
    expect(defaultCloneName('Analista de ventas')).toBe('ANALISTA DE VENTAS (COPIA)');
    expect(defaultCloneName('X'.repeat(200))).toHaveLength(CLONE_NAME_MAX);
    expect(error(defaultCloneName('Jefe de tienda  Lima'))).toBeNull();
  });
});
