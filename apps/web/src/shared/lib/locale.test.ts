import { describe, expect, it } from 'vitest';
import { localePath, switchLocalePath } from './locale';

describe('locale paths', () => {
  it('prefixes app paths with the locale', () => {
    expect(localePath('es', '/cap/process/list')).toBe('/es/cap/process/list');
    expect(localePath('en', 'auth/logout')).toBe('/en/auth/logout');
  });

  it('switches the locale of a prefixed path and prefixes an unprefixed one', () => {
    expect(switchLocalePath('/es/cap/process/list', 'en')).toBe('/en/cap/process/list');
    expect(switchLocalePath('/talent-pool', 'en')).toBe('/en/talent-pool');
  });
});
