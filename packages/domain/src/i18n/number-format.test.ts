import { describe, expect, it } from 'vitest';
import { formatMoney, formatPercent } from './number-format.js';

describe('money as the product writes it', () => {
  it('groups thousands with commas, rounds to no decimals and puts $ first', () => {
    expect(formatMoney(1234567.89)).toBe('$1,234,568');
    expect(formatMoney(999.5)).toBe('$1,000');
    expect(formatMoney(0)).toBe('$0');
  });

  it('takes the API’s decimal strings as well as numbers', () => {
    expect(formatMoney('2303.00')).toBe('$2,303');
  });

  it('uses another symbol when given one, and names the currency after the amount', () => {
    expect(formatMoney(1234567.89, { symbol: '€' })).toBe('€1,234,568');
    expect(formatMoney(1250000.6, { currency: 'COP' })).toBe('$1,250,001 COP');
  });

  it('shows plan prices with 2 decimals, still with comma thousands', () => {
    expect(formatMoney('2303', { decimals: 2 })).toBe('$2,303.00');
    expect(formatMoney(1234567.891, { decimals: 2 })).toBe('$1,234,567.89');
  });

  it('keeps the sign of a negative amount, but never writes -$0', () => {
    expect(formatMoney(-1500)).toBe('-$1,500');
    expect(formatMoney(-0.4)).toBe('$0');
  });

  it('refuses what is not an amount rather than printing $NaN', () => {
    expect(() => formatMoney('abc')).toThrow();
  });
});

describe('percentages as the product writes them', () => {
  it('rounds to an integer between 0 and 100', () => {
    expect(formatPercent(86.45)).toBe('86%');
    expect(formatPercent(86.5)).toBe('87%');
    expect(formatPercent(100.4)).toBe('100%');
  });
});
