import type { FastifyInstance } from 'fastify';
import { PRIVACY_POLICY_NAME } from '@terna/domain';
import { DomainError } from '../../errors.js';
import { getPrivacyPolicy } from './privacy.service.js';

/** GET /cm/parameters/PRIVACY_POLICIES: the content service's parameter, public like the policy itself. */
export function registerPrivacyRoutes(app: FastifyInstance): void {
  app.get<{ Params: { name: string } }>('/cm/parameters/:name', async (request) => {
    if (request.params.name !== PRIVACY_POLICY_NAME) throw new DomainError('NOT_FOUND');
    const policy = await getPrivacyPolicy(request.ctx);
    return { data: { name: PRIVACY_POLICY_NAME, ...policy } };
  });
}
