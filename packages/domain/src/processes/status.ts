import type { ProcessStatus } from '../enums.js';

export type StatusColor = 'success' | 'error' | 'default' | 'info' | 'warning';

/** Header colour of a process status (spec 2 section 2.1): LAUNCHED green, CLOSED red, DRAFT black, other blue. */
export function processStatusColor(status: ProcessStatus | string): StatusColor {
  switch (status) {
    case 'LAUNCHED':
      return 'success';
    case 'CLOSED':
      return 'error';
    case 'DRAFT':
      return 'default';
    default:
      return 'info';
  }
}
