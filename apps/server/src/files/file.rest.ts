import type { FastifyInstance, FastifyReply } from 'fastify';
import { requireCaller } from '../context.js';
import { DomainError } from '../errors.js';
import { contentDisposition } from './file-name.js';
import type { StoredFile } from './storage.js';

/**
 * A stored file's own response: nothing in it may run. The sandbox makes an HTML or SVG that slipped
 * through a unique-origin document without scripts, forms or plugins, and nosniff stops a browser from
 * reading an image as anything but its declared type.
 */
const FILE_CSP = "default-src 'none'; sandbox";

/** GET /files/:key: a stored file with the headers of its verified type (docs/security.md, uploads). */
export function registerFileRoutes(app: FastifyInstance): void {
  app.get<{ Params: { key: string } }>('/files/:key', async (request, reply) => {
    const file = await request.ctx.files.get(request.params.key);
    if (!file) throw new DomainError('NOT_FOUND');
    if (file.info.access === 'company') {
      // Another company's document answers like a missing one: its existence is not disclosed.
      if (request.ctx.caller?.companyId !== file.info.companyId) {
        file.body.destroy();
        // Without a session: 401 like every company route.
        requireCaller(request.ctx);
        throw new DomainError('NOT_FOUND');
      }
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
