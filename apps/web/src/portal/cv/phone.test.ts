import { describe, expect, it } from 'vitest';
import { countryOptions, nationalPart, toE164 } from './phone';

describe('phone parsing', () => {
  it('reads a national mobile number with the country into E.164', () => {
    expect(toE164('099 123 4567', 'EC')).toBe('+593991234567');
    expect(toE164('(301) 234-5678', 'CO')).toBe('+573012345678');
  });

  it('keeps an international number typed with + whatever the country', () => {
    expect(toE164('+51 912 345 678', 'EC')).toBe('+51912345678');
  });

  it('refuses what is not a valid number of the country', () => {
    expect(toE164('12345', 'EC')).toBeNull();
    expect(toE164('', 'EC')).toBeNull();
    expect(toE164('099 123 4567', 'XX')).toBeNull();
  });

  it('shows a stored number in the national format of its country', () => {
    expect(nationalPart('+593991234567', 'EC')).toBe('099 123 4567');
    expect(nationalPart('+573012345678', 'EC')).toMatch(/^\+57 /);
  });

  it('names the countries in the candidate language with their dial codes', () => {
    const ecuador = countryOptions('es').find((country) => country.code === 'EC');
    expect(ecuador).toEqual({ code: 'EC', name: 'Ecuador', dial: '+593' });
    expect(countryOptions('en').find((country) => country.code === 'DE')?.name).toBe('Germany');
  });
});
