import type { FastifyInstance } from 'fastify';
import { LOGO_FILE_KINDS } from '@terna/domain';
import { readUpload } from '../../files/upload.js';
import { uploadCompanyLogo } from './company-logo.service.js';

/**
 * The company service's logo uploads (spec 2 section 7.3), multipart with one part named `file`.
 * Registered in the scope that has @fastify/multipart (app.ts), so no other route accepts multipart.
 */
export function registerCompanyLogoRoutes(app: FastifyInstance): void {
  app.post('/client/companies/logo', async (request) => ({
    data: await uploadCompanyLogo(request.ctx, 'logo', () => readUpload(request, LOGO_FILE_KINDS)),
  }));
  app.post('/client/companies/job-board-logo', async (request) => ({
    data: await uploadCompanyLogo(request.ctx, 'jobBoardLogo', () => readUpload(request, LOGO_FILE_KINDS)),
  }));
}
