import type { FastifyInstance } from 'fastify';
import { POSITION_PARTS, readPositionPart, writePositionPart, type PositionPart } from './position.service.js';

type PositionRoute = { Params: { id: string } };

/**
 * The content service's position profile routes (spec 3 section 7): the profile the wizard keeps
 * per company position. Answers `{ data }`; another company's position is 404 NOT_FOUND.
 */
export function registerLaunchRoutes(app: FastifyInstance): void {
  for (const part of Object.keys(POSITION_PARTS) as PositionPart[]) {
    app.get<PositionRoute>(`/cm/position/:id/${part}`, async (request) => ({
      data: await readPositionPart(request.ctx, Number(request.params.id), part),
    }));
  }
  for (const part of ['curriculums', 'competences'] as const) {
    app.post<PositionRoute>(`/cm/position/:id/${part}`, async (request) => ({
      data: await writePositionPart(request.ctx, Number(request.params.id), part, request.body ?? {}),
    }));
  }
}
