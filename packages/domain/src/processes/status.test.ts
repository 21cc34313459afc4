import { describe, expect, it } from 'vitest';
import { PROCESS_STATUSES } from '../enums.js';
import { processStatusColor } from './status.js';

describe('processStatusColor', () => {
  it.each([
    ['LAUNCHED', 'success'],
    ['CLOSED', 'error'],
    ['DRAFT', 'default'],
    ['CANCELED', 'info'],
    ['SOMETHING_NEW', 'info'],
  ])('%s is %s', (status, color) => {
    expect(processStatusColor(status)).toBe(color);
  });

  it('gives every known status a colour', () => {
    for (const status of PROCESS_STATUSES)
      expect(['success', 'error', 'default', 'info', 'warning']).toContain(processStatusColor(status));
  });
});
