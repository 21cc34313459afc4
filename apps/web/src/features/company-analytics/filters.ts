/** The analytics pages' filters as the form holds them: yyyy-MM-dd days ('' for none) and an agency id. */
export interface AnalyticsFilterValues {
  from: string;
  to: string;
  agencyId: number | null;
}

export const NO_FILTERS: AnalyticsFilterValues = { from: '', to: '', agencyId: null };

/** The export address of the figures for these filters (GET /process-web/company/analytics/export). */
export function exportPath(format: 'csv' | 'xlsx', filters: AnalyticsFilterValues): string {
  const query = new URLSearchParams({ format });
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  if (filters.agencyId !== null) query.set('agencyId', String(filters.agencyId));
  return `/process-web/company/analytics/export?${query.toString()}`;
}
