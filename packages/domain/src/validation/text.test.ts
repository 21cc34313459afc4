import { describe, expect, it } from 'vitest';
import { isStorableText } from './text.js';

describe('isStorableText', () => {
  it('takes any text of whole characters, emoji and other pairs included', () => {
    for (const text of ['', 'Ñandú', '田中', '𝕿𝖍𝖊', '👩‍👩‍👧‍👦🏳️‍🌈', '\uFFFD\uFFFF', 'tab\tand\nnewline'])
      expect(isStorableText(text), text).toBe(true);
  });

  it('refuses a NUL character and half of a surrogate pair, wherever it stands', () => {
    for (const text of [
      '\u0000',
      'a\u0000b',
      '\uD800',
      'Ana\uDFFF',
      '\uDC00\uD800',
      '👩'.slice(0, 1),
      'x👩'.slice(0, 2),
    ])
      expect(isStorableText(text), JSON.stringify(text)).toBe(false);
  });
});
