import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { idParamSchema, OBSERVER_REALM } from '@terna/domain';
import { z } from 'zod';
import { requirePermission } from '../../context.js';
import { candidateReports } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { sendStoredFile } from '../../files/file.rest.js';
import { isReportSignature } from './report-link.js';

const requestSchema = z.object({
  id: idParamSchema,
  expires: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  signature: z.string().max(100),
});

/**
 * GET /process-web/reports/:id/file?expires=&signature=: a generated report's file, through the
 * signed address candidateReport hands out (report-link.ts). The address is the credential, so a
 * plain browser link works; a request that does carry a session must be a company user with
 * report.generate, and then sees only their company's reports (an observer: FORBIDDEN). An unknown
 * report or a wrong signature: 404 (NOT_FOUND); a good signature past its expiry: 410 (REPORT_LINK_EXPIRED).
 */
export function registerReportRoutes(app: FastifyInstance): void {
  app.get('/process-web/reports/:id/file', async (request, reply) => {
    const { ctx } = request;
    if (ctx.caller) requirePermission(ctx, 'report.generate');
    const parsed = requestSchema.safeParse({ ...(request.params as object), ...(request.query as object) });
    if (!parsed.success) throw new DomainError('NOT_FOUND');
    const { id, expires, signature } = parsed.data;
    // A session's request runs as its company (row-level security): another company's report is not there.
    const [report] = await ctx.db
      .select({ companyId: candidateReports.companyId, status: candidateReports.status, fileKey: candidateReports.fileKey })
      .from(candidateReports)
      .where(and(eq(candidateReports.id, id), ctx.caller ? eq(candidateReports.companyId, ctx.caller.companyId) : undefined));
    // A bad address is 404 whatever else the request carries (an observer's link, a stale token).
    if (!report || !isReportSignature(ctx.config, id, report.companyId, expires, signature)) throw new DomainError('NOT_FOUND');
    if (ctx.observer || ctx.realm === OBSERVER_REALM) throw new DomainError('FORBIDDEN');
    if (ctx.authError) throw ctx.authError;
    if (expires * 1000 < Date.now()) throw new DomainError('REPORT_LINK_EXPIRED');
    // The report was queued again since the address was handed out: its new file is not there yet.
    if (report.status !== 'COMPLETED' || !report.fileKey) throw new DomainError('REPORT_NOT_READY');
    const file = await ctx.files.get(report.fileKey);
    if (!file) throw new DomainError('NOT_FOUND');
    if (file.info.companyId !== report.companyId) {
      file.body.destroy();
      throw new DomainError('NOT_FOUND');
    }
    return sendStoredFile(reply, file);
  });
}
