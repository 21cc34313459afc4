import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParamSchema, idSchema } from '@terna/domain';
import { z } from 'zod';
import { parseInput } from '../../validation.js';
import { deleteCandidate } from './candidate-delete.service.js';
import { candidateResource } from './candidate-row.js';
import { approveComponents } from './component-approval.service.js';
import { cancelHire, setPersonHired } from './hiring.service.js';
import { sendNotificationByProcessId, sendReminder } from './reminder.service.js';

const processParams = z.object({ id: idParamSchema });
const personBody = z.object({ id: idSchema });
const identificationBody = z.object({ identification: z.string() });
const hireBody = z.object({ processId: idSchema, processPersonId: idSchema, hiredDate: z.unknown() });
const aidPassParams = z.object({ processId: idParamSchema, personId: idParamSchema });

/** The request's part in the route's shape (BAD_INPUT otherwise, like a GraphQL argument of the wrong type). */
const read = <S extends z.ZodType>(request: FastifyRequest, schema: S, value: unknown): z.infer<S> =>
  parseInput(request.ctx, schema, value ?? {});

/**
 * The candidate actions' routes of the process and evaluation services (spec 3 section 7): each
 * calls the service its GraphQL twin calls. Errors answer `{ messages, code }` like every route.
 */
export function registerCandidateActionRoutes(app: FastifyInstance): void {
  // The body's notifyAll is always false in the spec: the reminder goes to every candidate who can get one.
  app.put('/process-web/process/:id/notifications', async (request) => ({
    data: { sent: await sendNotificationByProcessId(request.ctx, read(request, processParams, request.params).id) },
  }));

  app.put('/process-web/process/:id/notification', async (request) => ({
    data: await sendReminder(
      request.ctx,
      read(request, processParams, request.params).id,
      read(request, personBody, request.body).id,
    ),
  }));

  app.put('/process-web/process/:id/delete/full', async (request) => ({
    data: await deleteCandidate(request.ctx, read(request, processParams, request.params).id, {
      personId: read(request, personBody, request.body).id,
    }),
  }));

  app.put('/process-web/process/:id/delete/basic', async (request) => ({
    data: await deleteCandidate(
      request.ctx,
      read(request, processParams, request.params).id,
      read(request, identificationBody, request.body),
    ),
  }));

  app.post('/process-web/hired', async (request) => {
    const { processId, hiredDate, processPersonId } = read(request, hireBody, request.body);
    return { data: await setPersonHired(request.ctx, processId, hiredDate, processPersonId) };
  });

  app.put('/process-web/hired/cancel', async (request) => {
    const { processId, processPersonId } = read(request, hireBody.omit({ hiredDate: true }), request.body);
    return { data: await cancelHire(request.ctx, processId, processPersonId) };
  });

  app.post('/evaluation-web/process/:processId/evaluated/:personId/aid-pass', async (request) => {
    const { processId, personId } = read(request, aidPassParams, request.params);
    const observation = (request.body as { observation?: unknown } | null)?.observation;
    return { data: candidateResource(await approveComponents(request.ctx, processId, { personId }, observation)) };
  });
}
