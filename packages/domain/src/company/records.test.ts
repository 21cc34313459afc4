import { describe, expect, it } from 'vitest';
import {
  activityLogFilterSchema,
  companyTagSchema,
  contrastRatio,
  isReadableTagColor,
  tagTextColor,
} from './records.js';

describe('tag colours', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1D8CD0', '#FFFFFF')).toBeCloseTo(3.7, 1);
    expect(contrastRatio('#1670A6', '#FFFFFF')).toBeCloseTo(5.4, 1);
  });

  it('accepts a colour white text reads on at AA and refuses the rest', () => {
    expect(isReadableTagColor('#1B5E20')).toBe(true);
    expect(isReadableTagColor('#FDD835')).toBe(false);
    expect(isReadableTagColor('#1D8CD0')).toBe(false);
    expect(companyTagSchema.safeParse({ title: 'Finalista', hexCode: '#FDD835' }).error?.issues[0]?.message).toBe(
      'validation.contrast',
    );
    expect(companyTagSchema.parse({ title: ' Finalista ', hexCode: '#0D47A1' })).toEqual({
      title: 'Finalista',
      hexCode: '#0D47A1',
    });
  });

  it('gives a fixed colour white fails the text colour that reads better', () => {
    expect(tagTextColor('#0D47A1')).toBe('#FFFFFF');
    expect(tagTextColor('#FDD835')).toBe('#000000');
  });
});

describe('activityLogFilterSchema', () => {
  it('takes real days in order and refuses the rest', () => {
    expect(activityLogFilterSchema.safeParse({ from: '2026-03-01', to: '2026-03-01' }).success).toBe(true);
    expect(activityLogFilterSchema.safeParse({ from: '2026-02-30' }).success).toBe(false);
    expect(activityLogFilterSchema.safeParse({ from: '2026-03-02', to: '2026-03-01' }).success).toBe(false);
  });
});
