import { describe, expect, it } from 'vitest';
import { findBlockedWords, foldText, isFreeMail, isSafeUrl, truncateLabel } from './text-rules.js';

describe('isFreeMail', () => {
  it('flags the free-mail providers of the spec, whatever the country domain', () => {
    for (const email of ['ana@gmail.com', 'ana@yahoo.com.mx', 'ana@hotmail.es', 'ana@me.com', 'ana@protonmail.com']) {
      expect(isFreeMail(email), email).toBe(true);
    }
  });
  it('leaves company domains alone', () => {
    expect(isFreeMail('ana@terna.io')).toBe(false);
    expect(isFreeMail('ana@gmailer.com')).toBe(false);
    expect(isFreeMail('not-an-email')).toBe(false);
  });
});

describe('isSafeUrl', () => {
  it('accepts http, https and ftp addresses on the internet', () => {
    expect(isSafeUrl('https://www.youtube.com/watch?v=x')).toBe(true);
    expect(isSafeUrl('http://empresa.com.co/empleo')).toBe(true);
    expect(isSafeUrl('ftp://files.example.org/offer.pdf')).toBe(true);
  });
  it('refuses other schemes and anything that is not a URL', () => {
    expect(isSafeUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeUrl('file:///etc/passwd')).toBe(false);
    expect(isSafeUrl('data:text/html,hi')).toBe(false);
    expect(isSafeUrl('www.empresa.com')).toBe(false);
  });
  it('refuses private and local addresses', () => {
    for (const url of [
      'http://localhost:3000',
      'http://127.0.0.1/',
      'http://10.1.2.3/',
      'http://172.20.0.1/',
      'http://192.168.0.10/',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/',
      'http://[fd00::1]/',
      'http://intranet/',
      'http://printer.local/',
    ]) {
      expect(isSafeUrl(url), url).toBe(false);
    }
  });
});

describe('findBlockedWords', () => {
  it('finds whole words and phrases without accents or case', () => {
    expect(findBlockedWords('Buscamos vendedora SOLTERA, sin hijos y de buena presencia')).toEqual([
      'soltera',
      'sin hijos',
      'buena presencia',
    ]);
    expect(findBlockedWords('Jefe IMBÉCIL')).toEqual(['imbecil']);
  });
  it('does not flag words that only contain a blocked one, nor innocent offers', () => {
    expect(findBlockedWords('Shitake chef, salario atractivo, Universidad Católica')).toEqual([]);
    expect(findBlockedWords('Ejecutivo de ventas para Bogotá')).toEqual([]);
  });
});

describe('truncateLabel', () => {
  it('cuts labels longer than 50 characters with an ellipsis', () => {
    expect(truncateLabel('a'.repeat(50))).toBe('a'.repeat(50));
    expect(truncateLabel('a'.repeat(51))).toBe(`${'a'.repeat(50)}…`);
  });
  it('never splits an emoji in half', () => {
    const label = `${'a'.repeat(49)}😀😀`;
    expect(truncateLabel(label)).toBe(`${'a'.repeat(49)}😀…`);
  });
});

describe('foldText', () => {
  it('drops accents and case', () => {
    expect(foldText('Bogotá MÉXICO Ñuñoa')).toBe('bogota mexico nunoa');
  });
});
