import type { FastifyInstance } from 'fastify';
import {
  cancelSubscription,
  createOrder,
  listProducts,
  orderDetail,
  plansInfo,
  relatedOrders,
  resubscribe,
  resubscribeLink,
  subscriptionDetail,
  subscriptionStatus,
} from './subscription.service.js';

type IdParams = { Params: { id?: string } };
type CompanyParams = { Params: { companyId?: string } };

/**
 * The subscription service of spec 3 section 7 under /api (docs/api/subscriptions.md): every answer
 * is `{ data }`. A path with an empty id (`/api/evaluar/subscription/`, or the `undefined` a client sends
 * for a missing value) answers the spec's 'El id no ha sido provisto' (section 5).
 * Cancel and resubscribe change state, so they are POSTs (the spec names no method).
 */
export function registerSubscriptionRoutes(app: FastifyInstance): void {
  app.get<CompanyParams>('/api/evaluar/subscription/:companyId', async (request) => ({
    data: await plansInfo(request.ctx, request.params.companyId, request.query),
  }));
  app.get('/api/evaluar/products', async (request) => ({ data: await listProducts(request.ctx, request.query) }));
  app.post<{ Body: unknown }>('/api/evaluar/change/upgrade', async (request) => ({
    data: await createOrder(request.ctx, request.body),
  }));

  app.get<IdParams>('/api/subscription/detail/:id', async (request) => ({
    data: await subscriptionDetail(request.ctx, request.params.id),
  }));
  app.get<IdParams>('/api/order/detail/:id', async (request) => ({
    data: await orderDetail(request.ctx, request.params.id),
  }));
  app.get<IdParams>('/api/subscription/related/:id', async (request) => {
    const { data, ...page } = await relatedOrders(request.ctx, request.params.id, request.query);
    return { data, ...page };
  });
  app.post<IdParams>('/api/subscription/cancel/:id', async (request) => ({
    data: await cancelSubscription(request.ctx, request.params.id),
  }));
  app.post<IdParams>('/api/subscription/active/:id', async (request) => ({
    data: await resubscribe(request.ctx, request.params.id),
  }));
  app.get<CompanyParams>('/api/subscription/status/:companyId', async (request) => ({
    data: await subscriptionStatus(request.ctx, request.params.companyId),
  }));
  app.get<IdParams>('/api/resubscribe/link/:id', async (request) => ({
    data: await resubscribeLink(request.ctx, request.params.id),
  }));
}
