/** The external observer's report pages of spec 2 §2.6, without the locale (prefix with useLocale().to). */
export const reportPaths = {
  terms: (processId: number) => `/report/${processId}`,
  shortlisted: (processId: number) => `/report/${processId}/shortlisted`,
  comparator: (processId: number) => `/report/${processId}/comparator`,
  expired: (processId: number | string) => `/report/${processId}/expired`,
} as const;

/** The router's patterns, relative to ':lang': the layout (terms at its index) and the expired page outside it. */
export const reportRoutePatterns = {
  layout: 'report/:id',
  shortlisted: 'shortlisted',
  comparator: 'comparator',
  candidate: 'candidates/:candidateId/:component',
  expired: 'report/:id/expired',
} as const;

/** The tabs of the report header, in order. */
export const REPORT_TABS = ['shortlisted', 'comparator'] as const;
export type ReportTab = (typeof REPORT_TABS)[number];

/** The process id of a report address, or null when it is not one (a link never carries anything else). */
export function reportProcessId(param: string | undefined): number | null {
  if (!param || !/^[1-9]\d{0,9}$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}
