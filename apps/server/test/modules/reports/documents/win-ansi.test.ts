import { describe, expect, it } from 'vitest';
import { toWinAnsi, winAnsiDocument } from '../../../../src/modules/reports/documents/win-ansi.js';

describe('toWinAnsi', () => {
  it('keeps Spanish, Portuguese and typographic punctuation', () => {
    const text = 'Ñandú, José’s “cita” — ¿qué? ¡sí! São Paulo • 10 € … ü';
    expect(toWinAnsi(text)).toBe(text);
  });

  it('drops marks Helvetica lacks, spells out common signs and marks the rest', () => {
    expect(toWinAnsi('Łucja Dvořák Ștefan')).toBe('Lucja Dvorák Stefan');
    expect(toWinAnsi('≥ 8 ≤ 10 − 2')).toBe('>= 8 <= 10 - 2');
    expect(toWinAnsi('Привет 😀')).toBe('?????? ?');
  });

  it('joins a decomposed accent to its letter rather than losing it', () => {
    expect(toWinAnsi('Jose\u0301')).toBe('José');
  });

  it('maps every string of a document, leaving the logo alone', () => {
    const doc = { name: 'Łódź', list: [{ label: '≥' }], count: 3, company: { logoDataUrl: 'data:image/png;base64,Ł' } };
    expect(winAnsiDocument(doc)).toEqual({ name: 'Lódz', list: [{ label: '>=' }], count: 3, company: { logoDataUrl: 'data:image/png;base64,Ł' } });
  });
});
