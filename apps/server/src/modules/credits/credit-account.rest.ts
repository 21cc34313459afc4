import type { FastifyInstance } from 'fastify';
import { idParamSchema } from '@terna/domain';
import { z } from 'zod';
import { parseInput } from '../../validation.js';
import { creditAccountsOf, creditHistory } from './credit-account.service.js';

const historyParams = z.object({
  planId: idParamSchema,
  page: z.coerce.number().default(1),
  size: z.coerce.number().default(10),
});

/** The credits service of spec 3 (dashboard.credits): the company's plan accounts, and one account's movements paged. */
export function registerCreditAccountRoutes(app: FastifyInstance): void {
  app.get('/credits-web/plans', async (request) => ({ data: await creditAccountsOf(request.ctx) }));

  app.get('/credits-web/creditAccount/planConfig/:planId', async (request) => {
    const { planId, page, size } = parseInput(request.ctx, historyParams, {
      ...(request.query as object),
      ...(request.params as object),
    });
    return { data: await creditHistory(request.ctx, { planConfigId: planId, page, size }) };
  });
}
