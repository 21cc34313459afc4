import { describe, expect, it } from 'vitest';
import { ageOn } from './age.js';

describe('ageOn', () => {
  it('counts a year only once the birthday has come', () => {
    expect(ageOn('1996-11-22', '2026-11-21')).toBe(29);
    expect(ageOn('1996-11-21', '2026-11-21')).toBe(30);
    expect(ageOn('1996-12-01', '2026-11-21')).toBe(29);
  });

  it('takes a timestamp by its day and has no age without a birth date', () => {
    expect(ageOn('2000-02-29T00:00:00Z', '2026-02-28')).toBe(25);
    expect(ageOn('2000-02-29', '2026-03-01')).toBe(26);
    expect(ageOn(null, '2026-11-21')).toBeNull();
  });
});
