import { reportPaths } from './routing';

/** Codes that mean the link no longer opens this report: expired or revoked, unknown, or of another process. */
const LINK_REFUSALS = new Set(['UNAUTHENTICATED', 'SESSION_EXPIRED', 'FORBIDDEN']);

export interface ReportGuardInput {
  /** The process id of the address. */
  processId: number;
  /** The session the link grants, once loaded. */
  session?: { processId: number; termsAccepted: boolean };
  /** The error code of a failed session load, if any. */
  errorCode?: string;
  /** Whether the address is the terms page (/report/:id). */
  onTerms: boolean;
}

/**
 * The report guard of spec 2 §6: where the observer must go instead of the page asked for, or null.
 * A refused link, or one of another process, goes to the expired page; terms not yet accepted go to
 * the terms page; accepted terms skip it (the link in the e-mail points at it) for the shortlist.
 */
export function reportRedirect({ processId, session, errorCode, onTerms }: ReportGuardInput): string | null {
  if (errorCode && LINK_REFUSALS.has(errorCode)) return reportPaths.expired(processId);
  if (!session) return null;
  if (session.processId !== processId) return reportPaths.expired(processId);
  if (!session.termsAccepted) return onTerms ? null : reportPaths.terms(processId);
  return onTerms ? reportPaths.shortlisted(processId) : null;
}
