import type { ProcessStatus } from '../enums.js';

/** Where a process stands for a candidate who opens its link (EntryInfo.status of docs/api/portal.md). */
export const PORTAL_PROCESS_STATUSES = ['OPEN', 'NOT_STARTED', 'OUT_OF_DATE', 'CLOSED'] as const;
export type PortalProcessStatus = (typeof PORTAL_PROCESS_STATUSES)[number];

/**
 * A process takes candidates while LAUNCHED and between its start and end dates. A draft, closed or
 * cancelled process is CLOSED to candidates (its link shows a page saying so, never a 404); past its
 * end date it is OUT_OF_DATE even before a recruiter closes it; before its start, NOT_STARTED.
 */
export function portalProcessStatus(
  process: { status: ProcessStatus | string; startDate: Date | null; endDate: Date | null },
  now: Date,
): PortalProcessStatus {
  if (process.status !== 'LAUNCHED') return 'CLOSED';
  if (process.endDate && process.endDate.getTime() <= now.getTime()) return 'OUT_OF_DATE';
  if (process.startDate && process.startDate.getTime() > now.getTime()) return 'NOT_STARTED';
  return 'OPEN';
}

/** The error a call for a process that is not OPEN answers with. */
export const PORTAL_STATUS_ERRORS = {
  CLOSED: 'PROCESS_CLOSED',
  OUT_OF_DATE: 'PROCESS_OUT_OF_DATE',
  NOT_STARTED: 'PROCESS_NOT_STARTED',
} as const satisfies Record<Exclude<PortalProcessStatus, 'OPEN'>, string>;
