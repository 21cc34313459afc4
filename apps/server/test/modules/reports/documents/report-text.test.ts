import { describe, expect, it } from 'vitest';
import { REPORT_TEXT, dateFormatter, formatNumber, formatPercent, reportText } from '../../../../src/modules/reports/documents/report-text.js';

describe('report text', () => {
  it('has the same words in es and en', () => {
    expect(Object.keys(REPORT_TEXT.en).sort()).toEqual(Object.keys(REPORT_TEXT.es).sort());
  });

  it('fills placeholders', () => {
    expect(reportText('es')('page', { page: 2, pages: 5 })).toBe('Página 2 de 5');
    expect(reportText('en')('page', { page: 2, pages: 5 })).toBe('Page 2 of 5');
  });

  it('prints scores as the web does and numbers in the language', () => {
    expect(formatPercent(86.45, 'es')).toBe('86%');
    expect(formatPercent(100.4, 'en')).toBe('100%');
    expect(formatPercent(null, 'es')).toBe('Sin puntaje');
    expect(formatNumber(8.5, 'es')).toBe('8,5');
    expect(formatNumber(8.5, 'en')).toBe('8.5');
  });

  it('prints dates in the process time zone, UTC without one', () => {
    // 03:00 UTC on the 13th is still the 12th in Bogotá (UTC-5).
    expect(dateFormatter('es', 'America/Bogota').short('2025-11-13T03:00:00.000Z')).toBe('12-11-2025');
    expect(dateFormatter('es').short('2025-11-13T03:00:00.000Z')).toBe('13-11-2025');
    expect(dateFormatter('es', 'Mars/Olympus').short('2025-11-13T03:00:00.000Z')).toBe('13-11-2025');
    expect(dateFormatter('es', 'America/Bogota').long('2025-11-21T15:30:00.000Z')).toBe('21 de noviembre de 2025');
    expect(dateFormatter('en', 'America/Bogota').long('2025-11-21T15:30:00.000Z')).toBe('November 21st, 2025');
    expect(dateFormatter('en').short(null)).toBe('');
    expect(dateFormatter('en').short('not a date')).toBe('');
  });
});
