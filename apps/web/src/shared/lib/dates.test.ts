import { format } from 'date-fns';
import fc from 'fast-check';
import { DATE_FORMAT } from '@terna/domain';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates';

describe('formatDate and formatDateTime', () => {
  it('write every moment as date-fns does with the product formats', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('0100-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }),
        (date) => {
          expect(formatDate(date)).toBe(format(date, DATE_FORMAT));
          expect(formatDateTime(date.toISOString())).toBe(format(date, `${DATE_FORMAT} HH:mm`));
        },
      ),
    );
  });

  it('pads each part: 5 March 2024, 07:04', () => {
    expect(formatDateTime(new Date(2024, 2, 5, 7, 4))).toBe('05-03-2024 07:04');
  });

  it('show nothing for a missing or unreadable date', () => {
    for (const value of [null, undefined, '', 'not a date']) {
      expect(formatDate(value)).toBeNull();
      expect(formatDateTime(value)).toBeNull();
    }
  });
});
