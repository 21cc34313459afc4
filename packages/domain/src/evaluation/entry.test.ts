import { describe, expect, it } from 'vitest';
import { portalProcessStatus } from './entry.js';

const now = new Date('2026-11-26T15:00:00Z');
const day = (iso: string) => new Date(`${iso}T05:00:00Z`);

describe('portalProcessStatus', () => {
  it('is OPEN for a launched process between its dates', () => {
    expect(
      portalProcessStatus({ status: 'LAUNCHED', startDate: day('2026-11-01'), endDate: day('2026-12-01') }, now),
    ).toBe('OPEN');
  });
  it('is OUT_OF_DATE from its end date on, NOT_STARTED before its start', () => {
    expect(
      portalProcessStatus({ status: 'LAUNCHED', startDate: day('2026-11-01'), endDate: day('2026-11-26') }, now),
    ).toBe('OUT_OF_DATE');
    expect(
      portalProcessStatus({ status: 'LAUNCHED', startDate: day('2026-11-27'), endDate: day('2026-12-27') }, now),
    ).toBe('NOT_STARTED');
  });
  it('is CLOSED for a draft, closed or cancelled process, whatever its dates', () => {
    for (const status of ['DRAFT', 'CLOSED', 'CANCELED'])
      expect(portalProcessStatus({ status, startDate: null, endDate: null }, now)).toBe('CLOSED');
  });
});
