import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { ANALYTICS_EXPORT_FORMATS } from '@terna/domain';
import { z } from 'zod';
import { requirePermission } from '../../context.js';
import { queryRows } from '../../db/client.js';
import { parseInput } from '../../validation.js';
import { requireReportsFeature } from '../reports/index.js';
import { analyticsRows, EXPORT_TYPES, toCsv, toXlsx } from './analytics-export.js';
import { companyAnalytics } from './analytics.service.js';

const exportQuery = z.object({
  format: z.enum(ANALYTICS_EXPORT_FORMATS),
  from: z.string().optional(),
  to: z.string().optional(),
  agencyId: z.coerce.number().optional(),
});

/**
 * GET /process-web/company/analytics/export?format=csv|xlsx&from&to&agencyId (ours): the company
 * analytics as a spreadsheet, from the reports page, so the permission of the analytics
 * (dashboard.general) and the reports page's feature (COMPANY_REPORTS or ANALYTIC_REPORT) both apply.
 */
export function registerAnalyticsRoutes(app: FastifyInstance): void {
  app.get('/process-web/company/analytics/export', async (request, reply) => {
    const { ctx } = request;
    const caller = requirePermission(ctx, 'dashboard.general');
    const { format, ...filters } = parseInput(ctx, exportQuery, request.query);
    await requireReportsFeature(ctx, caller);
    const analytics = await companyAnalytics(ctx, filters);
    const [agency] = analytics.filters.agencyId
      ? await queryRows<{ name: string }>(
          ctx.db,
          sql`select name from agencies where id = ${analytics.filters.agencyId} and company_id = ${caller.companyId}`,
        )
      : [];
    const rows = analyticsRows(analytics, ctx.locale, agency?.name ?? null);
    const name = ctx.locale === 'es' ? 'analitica' : 'analytics';
    const body = format === 'csv' ? toCsv(rows) : toXlsx(rows, name);
    return reply
      .header('content-type', EXPORT_TYPES[format])
      .header('content-disposition', `attachment; filename="${name}.${format}"`)
      .header('cache-control', 'no-store')
      .send(body);
  });
}
