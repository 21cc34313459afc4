import type { FastifyInstance } from 'fastify';
import { idParamSchema } from '@terna/domain';
import { z } from 'zod';
import { parseInput } from '../../validation.js';
import { getComponentsFinished } from './report.service.js';

const params = z.object({ processId: idParamSchema, personId: idParamSchema });

/**
 * GET component/finished/{processId}/people/{personId} of the evaluation service (spec 3): the
 * components of the candidate's job they have finished, with their report sections, which the
 * download-report dialog offers. The twin of getComponentsFinished (report.generate; personId is the person's id).
 */
export function registerComponentsFinishedRoutes(app: FastifyInstance): void {
  app.get('/evaluation-web/component/finished/:processId/people/:personId', async (request) => {
    const { processId, personId } = parseInput(request.ctx, params, request.params);
    return { data: await getComponentsFinished(request.ctx, processId, personId) };
  });
}
