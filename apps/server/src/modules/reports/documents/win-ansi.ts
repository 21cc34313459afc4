/**
 * The PDFs are set in the PDF standard Helvetica (nothing to embed or download, and fast), which
 * encodes Windows-1252 only: Spanish, Portuguese and the typographic quotes, dashes and bullets are
 * there, other characters would print as unrelated glyphs. So text is brought into that set first:
 * a letter with a mark Helvetica lacks loses the mark (ő → o, ș → s), a few common signs are
 * spelled out (≥ → >=), and anything else (another script, an emoji) prints as "?".
 */

// Windows-1252's printable characters beyond Latin-1 (0x80-0x9F).
const CP1252_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

const REPLACEMENTS: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  '≥': '>=',
  '≤': '<=',
  '≠': '!=',
  '−': '-',
  '‐': '-',
  '‑': '-',
  '′': "'",
  '″': '"',
  '\u00a0': ' ',
  '\u2009': ' ',
  '\u202f': ' ',
  '\r': '',
  '\u200b': '',
  '\ufeff': '',
};

function encodable(char: string): boolean {
  const code = char.codePointAt(0)!;
  return code === 0x09 || code === 0x0a || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRA.includes(char);
}

export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    if (encodable(char)) {
      out += char;
      continue;
    }
    const replacement = REPLACEMENTS[char];
    if (replacement !== undefined) {
      out += replacement;
      continue;
    }
    const base = char.normalize('NFD').replace(/\p{M}/gu, '');
    out += base && [...base].every(encodable) ? base : '?';
  }
  return out;
}

/** Every string of a document in Windows-1252 (the logo's data: URL is ASCII already and left alone). */
export function winAnsiDocument<T>(value: T): T {
  if (typeof value === 'string') return toWinAnsi(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => winAnsiDocument(item)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, key === 'logoDataUrl' ? item : winAnsiDocument(item)])) as T;
  }
  return value;
}
