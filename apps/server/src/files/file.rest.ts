import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PermissionAction } from '@terna/domain';
import { requireCaller, type RequestContext } from '../context.js';
import type { Database } from '../db/client.js';
import { candidateFiles, candidateReports } from '../db/schema/index.js';
import { DomainError } from '../errors.js';
import { contentDisposition } from './file-name.js';
import type { StoredFile, StoredFileInfo } from './storage.js';

/**
 * A stored file's own response: nothing in it may run. The sandbox makes an HTML or SVG that slipped
 * through a unique-origin document without scripts, forms or plugins, and nosniff stops a browser from
 * reading an image as anything but its declared type.
 */
const FILE_CSP = "default-src 'none'; sandbox";

/**
 * The permission a company file is read with, from the row that names it: a report (candidate,
 * trust or bundle) needs report.generate, a candidate's CV file candidate.view. Read on the
 * caller's tenant transaction, so row-level security answers only rows of the caller's company
 * whose process is within the caller's agency or department (migration 0017). Null: no row the
 * caller may see names the key.
 */
async function readPermissionOf(db: Database, companyId: number, key: string): Promise<PermissionAction | null> {
  const [report] = await db
    .select({ id: candidateReports.id })
    .from(candidateReports)
    .where(and(eq(candidateReports.fileKey, key), eq(candidateReports.companyId, companyId)))
    .limit(1);
  if (report) return 'report.generate';
  const [cv] = await db
    .select({ id: candidateFiles.id })
    .from(candidateFiles)
    .where(and(eq(candidateFiles.fileKey, key), eq(candidateFiles.companyId, companyId)))
    .limit(1);
  return cv ? 'candidate.view' : null;
}

/**
 * Whether the request may read a company file (docs/decisions/030). Without a session it is 401,
 * like every company route (the web app refreshes its token and asks again); in the observer realm
 * FORBIDDEN.
 */
async function mayReadCompanyFile(ctx: RequestContext, key: string, info: StoredFileInfo): Promise<boolean> {
  const caller = requireCaller(ctx);
  if (caller.companyId !== info.companyId) return false;
  const permission = await readPermissionOf(ctx.db, caller.companyId, key);
  return permission !== null && caller.permissions.includes(permission);
}

/**
 * GET /files/:key: a stored file with the headers of its verified type (docs/security.md, uploads).
 * A public file (a logo, a resource centre file) goes to anyone holding its key. A company file goes
 * only to whom its row allows; anyone else, another company included, gets the 404 of a missing
 * key, so a key does not tell whether it exists.
 */
export function registerFileRoutes(app: FastifyInstance): void {
  app.get<{ Params: { key: string } }>('/files/:key', async (request, reply) => {
    const { key } = request.params;
    const file = await request.ctx.files.get(key);
    if (!file) throw new DomainError('NOT_FOUND');
    if (file.info.access === 'company') {
      let allowed = false;
      try {
        allowed = await mayReadCompanyFile(request.ctx, key, file.info);
      } finally {
        if (!allowed) file.body.destroy();
      }
      if (!allowed) throw new DomainError('NOT_FOUND');
    }
    return sendStoredFile(reply, file);
  });
}

/** Answers with a stored file and the headers of its verified type; a company's file is never cached on the way. */
export function sendStoredFile(reply: FastifyReply, file: StoredFile): FastifyReply {
  return (
    reply
      .header('content-type', file.info.contentType)
      .header('content-length', String(file.info.size))
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', contentDisposition(file.info.inline ? 'inline' : 'attachment', file.info.fileName))
      .header('content-security-policy', FILE_CSP)
      // A logo's key changes whenever it is replaced, so a public file never changes under its address.
      .header(
        'cache-control',
        file.info.access === 'public' ? 'public, max-age=31536000, immutable' : 'private, no-store',
      )
      .send(file.body)
  );
}
