import { describe, expect, it } from 'vitest';
import { feelingInputSchema } from './feeling-input.js';
import { canReceiveFeeling, isShortlisted, nextFeeling } from './feelings.js';

describe('nextFeeling', () => {
  it('sets a feeling when none is active', () => {
    expect(nextFeeling(null, 'YES')).toBe('YES');
  });

  it('replaces the active feeling with another one', () => {
    expect(nextFeeling('YES', 'NO')).toBe('NO');
    expect(nextFeeling('NO', 'MAYBE')).toBe('MAYBE');
  });

  it('clears the active feeling when it is chosen again', () => {
    expect(nextFeeling('MAYBE', 'MAYBE')).toBeNull();
  });

  it('clears it with null', () => {
    expect(nextFeeling('YES', null)).toBeNull();
    expect(nextFeeling(null, null)).toBeNull();
  });
});

describe('canReceiveFeeling', () => {
  it('allows only ENDED candidates who are not blacklisted', () => {
    expect(canReceiveFeeling({ evaluationsStatus: 'ENDED', blackListed: false })).toBe(true);
    expect(canReceiveFeeling({ evaluationsStatus: 'ENDED', blackListed: true })).toBe(false);
    for (const status of ['OPEN', 'INPROGRESS', 'DISQUALIFIED'])
      expect(canReceiveFeeling({ evaluationsStatus: status, blackListed: false })).toBe(false);
  });
});

describe('isShortlisted', () => {
  it('needs one YES or MAYBE from anyone; NO alone does not count', () => {
    expect(isShortlisted([])).toBe(false);
    expect(isShortlisted([{ feeling: 'NO' }])).toBe(false);
    expect(isShortlisted([{ feeling: 'NO' }, { feeling: 'MAYBE' }])).toBe(true);
    expect(isShortlisted([{ feeling: 'YES' }])).toBe(true);
  });
});

describe('feelingInputSchema', () => {
  it('takes the three feelings and null, nothing else', () => {
    for (const value of ['YES', 'MAYBE', 'NO', null]) expect(feelingInputSchema.safeParse(value).success).toBe(true);
    for (const value of ['yes', 'NO_FEELING', '', 1, undefined])
      expect(feelingInputSchema.safeParse(value).success).toBe(false);
  });
});
