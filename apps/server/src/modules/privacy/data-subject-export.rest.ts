import type { FastifyInstance } from 'fastify';
import { DATA_SUBJECT_EXPORT_FORMATS, DATA_SUBJECT_EXPORT_PERMISSION, idParamSchema } from '@terna/domain';
import { z } from 'zod';
import { requirePermission } from '../../context.js';
import { parseInput } from '../../validation.js';
import { renderDataSubjectExportPdf } from './data-subject-export-pdf.js';
import { exportCandidateData } from './data-subject-export.service.js';

const exportRequest = z.object({ personId: idParamSchema, format: z.enum(DATA_SUBJECT_EXPORT_FORMATS) });

/**
 * GET /people-web/persons/:personId/data-export?format=json|pdf (ours, docs/decisions/032): the
 * person's data as a file, for a company administrator's session (the web app sends the bearer
 * token, as for the analytics export). Each download is an export of its own in the audit log.
 */
export function registerDataSubjectExportRoutes(app: FastifyInstance): void {
  app.get('/people-web/persons/:personId/data-export', async (request, reply) => {
    const { ctx } = request;
    // Permission first: whoever may not export learns nothing from how the address is checked.
    requirePermission(ctx, DATA_SUBJECT_EXPORT_PERMISSION);
    const { personId, format } = parseInput(ctx, exportRequest, {
      ...(request.params as object),
      ...(request.query as object),
    });
    const exported = await exportCandidateData(ctx, personId, format);
    const name = `${ctx.locale === 'es' ? 'datos-personales' : 'personal-data'}-${personId}.${format}`;
    const body = format === 'pdf' ? await renderDataSubjectExportPdf(exported) : JSON.stringify(exported, null, 2);
    return reply
      .header('content-type', format === 'pdf' ? 'application/pdf' : 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .send(body);
  });
}
