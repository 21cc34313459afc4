import type { FastifyInstance } from 'fastify';
import { activityLogCsv } from './activity-log.service.js';

/** A query-string number as the filter schema takes it: absent stays absent, anything else is checked there. */
const numberOf = (value: unknown) => (value === undefined || value === '' ? undefined : Number(value));
const textOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * GET /company-web/activity.csv?userId=&action=&processId=&processPersonId=&from=&to=: the company's
 * activity log under the activity log page's filters, as a CSV download (permission company.full).
 */
export function registerActivityLogRoutes(app: FastifyInstance): void {
  app.get('/company-web/activity.csv', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const csv = await activityLogCsv(request.ctx, {
      userId: numberOf(query.userId),
      action: textOf(query.action),
      processId: numberOf(query.processId),
      processPersonId: numberOf(query.processPersonId),
      from: textOf(query.from),
      to: textOf(query.to),
    });
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="activity-${day}.csv"`)
      .send(csv);
  });
}
