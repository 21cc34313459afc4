import { describe, expect, it } from 'vitest';
import { contentDisposition, sanitiseFileName } from '../../src/files/file-name.js';

describe('sanitiseFileName', () => {
  it('keeps the last path segment only', () => {
    expect(sanitiseFileName('../../etc/passwd.png', 'png')).toBe('passwd.png');
    expect(sanitiseFileName('C:\\Users\\ana\\logo.png', 'png')).toBe('logo.png');
    expect(sanitiseFileName('..\\..\\windows\\win.ini.png', 'png')).toBe('win.ini.png');
  });

  it('removes CR, LF, NUL, other control characters and bidi overrides', () => {
    expect(sanitiseFileName('evil\r\nSet-Cookie: a=b.png', 'png')).toBe('evilSet-Cookie a=b.png');
    expect(sanitiseFileName('a\u0000b\u0007c.png', 'png')).toBe('abc.png');
    // U+202E shows "logo‮gnp.exe" as "logoexe.png" to a person: the override is dropped.
    expect(sanitiseFileName('logo\u202egnp.png', 'png')).toBe('logognp.png');
  });

  it('removes quotes and characters Windows forbids, keeps unicode letters', () => {
    expect(sanitiseFileName('"Ñandú" <Diseño> «São Paulo» 日本.png', 'png')).toBe('Ñandú Diseño «São Paulo» 日本.png');
    expect(sanitiseFileName("it's `x`|y*?.png", 'png')).toBe('its xy.png');
  });

  it('ends in the verified extension and is never empty or hidden', () => {
    expect(sanitiseFileName('Logo.JPG', 'jpeg')).toBe('Logo.jpeg');
    expect(sanitiseFileName('../', 'png')).toBe('file.png');
    expect(sanitiseFileName('...png', 'png')).toBe('file.png');
    expect(sanitiseFileName('  .hidden.png  ', 'png')).toBe('hidden.png');
  });

  it('is at most 120 characters, extension included', () => {
    const name = sanitiseFileName(`${'ñ'.repeat(300)}.png`, 'png');
    expect([...name]).toHaveLength(120);
    expect(name.endsWith('ñ.png')).toBe(true);
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name (RFC 6266, RFC 5987)', () => {
    expect(contentDisposition('attachment', 'Informe Ñandú (final) 日本.pdf')).toBe(
      `attachment; filename="Informe Nandu (final) __.pdf"; filename*=UTF-8''Informe%20%C3%91and%C3%BA%20%28final%29%20%E6%97%A5%E6%9C%AC.pdf`,
    );
    expect(contentDisposition('inline', 'logo.png')).toBe(`inline; filename="logo.png"; filename*=UTF-8''logo.png`);
  });

  it('never lets a sanitised name break out of the header', () => {
    const header = contentDisposition('inline', sanitiseFileName("x\"; filename*=UTF-8''evil.html\r\n.png", 'png'));
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.match(/filename\*=/g)).toHaveLength(1);
    expect(header).toMatch(/^inline; filename="[^"]*\.png"; filename\*=UTF-8''[^'";\s]*\.png$/);
  });
});
