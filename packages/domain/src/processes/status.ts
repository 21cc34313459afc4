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

/** Chip colours of the statuses in lists and cards (spec 3 section 4): LAUNCHED green, CANCELED red, CLOSED dark, DRAFT amber. */
export const PROCESS_STATUS_CHIP_COLORS: Record<ProcessStatus, 'green' | 'red' | 'dark' | 'amber'> = {
  LAUNCHED: 'green',
  CANCELED: 'red',
  CLOSED: 'dark',
  DRAFT: 'amber',
};

/** The statuses of an open process: no two open processes of a company share a name (in any case). */
export const OPEN_PROCESS_STATUSES = ['DRAFT', 'LAUNCHED'] as const satisfies readonly ProcessStatus[];
