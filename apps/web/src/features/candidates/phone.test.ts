import { describe, expect, it } from 'vitest';
import { loadPhoneLibrary, parsePhone, telLink, whatsAppLink } from './phone';

describe('candidate phone', async () => {
  const lib = await loadPhoneLibrary();

  it('reads a phone with the person’s country, written locally or internationally', () => {
    expect(parsePhone(lib, '099 123 4567', 'EC')).toEqual({ e164: '+593991234567', international: '+593 99 123 4567' });
    expect(parsePhone(lib, '+593 99 123 4567', 'EC')?.e164).toBe('+593991234567');
  });

  it('has no number without a phone, with the unknown country XXX, or when it does not parse', () => {
    expect(parsePhone(lib, null, 'EC')).toBeNull();
    expect(parsePhone(lib, '  ', 'EC')).toBeNull();
    expect(parsePhone(lib, '099 123 4567', 'XXX')).toBeNull();
    expect(parsePhone(lib, '099 123 4567', 'XX')).toBeNull();
    expect(parsePhone(lib, '12', 'EC')).toBeNull();
  });

  it('links WhatsApp with the digits and the message, and calls with tel:', () => {
    const phone = { e164: '+593991234567', international: '+593 99 123 4567' };
    expect(whatsAppLink(phone, 'Hola Ana, ¿el 12-05-2026 a las 10:30?')).toBe(
      'https://wa.me/593991234567?text=Hola%20Ana%2C%20%C2%BFel%2012-05-2026%20a%20las%2010%3A30%3F',
    );
    expect(telLink(phone)).toBe('tel:+593991234567');
  });
});
