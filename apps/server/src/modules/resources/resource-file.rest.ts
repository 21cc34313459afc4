import type { FastifyInstance } from 'fastify';
import { RESOURCE_FILE_KINDS } from '@terna/domain';
import { readUpload } from '../../files/upload.js';
import { uploadResourceFile } from './resource-file.service.js';

/**
 * POST /resource-center/files: a Terna administrator uploads a document (or an image) for a
 * resource-centre item, multipart with one part named `file`; answers `{ data: { url } }` to publish with.
 * Registered in the multipart scope of app.ts.
 */
export function registerResourceFileRoutes(app: FastifyInstance): void {
  app.post('/resource-center/files', async (request) => ({
    data: await uploadResourceFile(request.ctx, () => readUpload(request, RESOURCE_FILE_KINDS)),
  }));
}
