import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { queryRows } from '../../../src/db/client.js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  creditTransactions,
  orders,
  planConfigs,
  subscriptions,
  users,
} from '../../../src/db/schema/index.js';
import type { BuiltPlan } from '../../support/factories.js';
import type { Member } from '../../support/test-app.js';
import { testSuite } from '../../support/suite.js';

/**
 * The subscription service (spec 3 section 7, docs/api/subscriptions.md): plans info, products, the
 * upgrade order and its checkout link, subscription detail, orders, cancel and resubscribe, status,
 * and Terna's administrator marking an order paid (docs/decisions/021).
 */
const { t, owner, recruiter, viewer, stranger } = testSuite({ members: ['recruiter', 'viewer', 'stranger'] });

let subscriptionId: number;
let etalent: BuiltPlan;
let strangerSubscriptionId: number;
let strangerPlan: BuiltPlan;
let pyme: Member;
let pymeSubscriptionId: number;
let staff: Member;

const call = (
  token: string | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function subscribe(companyId: number): Promise<number> {
  const [row] = await t.db
    .insert(subscriptions)
    .values({ companyId, status: 'ACTIVE', renewsAt: new Date(Date.now() + 200 * 86_400_000) })
    .returning({ id: subscriptions.id });
  return row!.id;
}

async function attach(plan: BuiltPlan, subscription: number, quantity: number) {
  await t.db
    .update(planConfigs)
    .set({ subscriptionId: subscription, quantity, endsAt: new Date(Date.now() + 200 * 86_400_000) })
    .where(eq(planConfigs.id, plan.planConfigId));
}

const productId = async (code: string) =>
  (await queryRows<{ id: number }>(t.db, sql`select id from products where code = ${code}`))[0]!.id;

const orderCount = async (companyId: number) =>
  (await t.db.select({ id: orders.id }).from(orders).where(eq(orders.companyId, companyId))).length;

const balanceOf = async (planConfigId: number) =>
  (
    await queryRows<{ balance: number }>(
      t.db,
      sql`select available_balance as balance from credit_accounts where plan_config_id = ${planConfigId}`,
    )
  )[0]!.balance;

const upgrade = (member: Member, body: Record<string, unknown>) =>
  call(member.token, 'POST', '/api/evaluar/change/upgrade', body);

const MARK_PAID = `mutation($orderId: Int!) {
  markOrderPaid(orderId: $orderId) { orderId companyId itemId quantity creditsAdded balanceAfter }
}`;

beforeAll(async () => {
  subscriptionId = await subscribe(owner.company.id);
  etalent = await t.buildPlan(owner.company.id, 'PROCESS', 5);
  await attach(etalent, subscriptionId, 3);
  strangerSubscriptionId = await subscribe(stranger.company.id);
  strangerPlan = await t.buildPlan(stranger.company.id, 'PROCESS', 9);
  await attach(strangerPlan, strangerSubscriptionId, 1);

  pyme = await t.buildMember({ company: await t.buildCompany({ companyType: 'PYME' }) });
  pymeSubscriptionId = await subscribe(pyme.company.id);
  await attach(await t.buildPlan(pyme.company.id, 'PROCESS', 0), pymeSubscriptionId, 1);

  staff = await t.buildMember({ role: 'VIEWER' });
  await t.db.update(users).set({ roleType: 'SYSTEM' }).where(eq(users.id, staff.user.id));
});

describe('GET /api/evaluar/subscription/{companyId}', () => {
  it('answers the plan cards sold to the company and its current e-talent item', async () => {
    const response = await call(owner.token, 'GET', `/api/evaluar/subscription/${owner.company.id}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      companyId: owner.company.id,
      subscriptionId,
      itemId: etalent.planConfigId,
      productId: await productId('E_TALENT'),
      currentPlan: 'E-TALENT',
      credits: 5,
      price: '49.00',
      quantity: 3,
      totalPrice: '147.00',
      maxQuantity: 50,
      availableQuantity: 47,
    });
    expect(data.renovation).toBeTruthy();
    const codes = data.plans.map((plan: { code: string }) => plan.code);
    expect(codes).toEqual(expect.arrayContaining(['E_TALENT', 'TRUST', 'TALENT_POOL']));
    expect(codes).not.toContain('CREDITS');
    for (const plan of data.plans) expect(plan.price).toMatch(/^\d+\.\d{2}$/);
  });

  it('says the id was not provided when it is missing', async () => {
    for (const url of ['/api/evaluar/subscription/', '/api/evaluar/subscription/undefined']) {
      const response = await call(owner.token, 'GET', url);
      expect(response.statusCode).toBe(400);
      expect(response.json().messages[0]).toBe('El id no ha sido provisto');
    }
  });

  it('hides another company, refuses a bad id and members without the credits permission', async () => {
    expect((await call(owner.token, 'GET', `/api/evaluar/subscription/${stranger.company.id}`)).statusCode).toBe(404);
    expect((await call(owner.token, 'GET', '/api/evaluar/subscription/abc')).statusCode).toBe(400);
    expect((await call(owner.token, 'GET', '/api/evaluar/subscription/99999999999')).statusCode).toBe(400);
    const foreignItem = `/api/evaluar/subscription/${owner.company.id}?itemId=${strangerPlan.planConfigId}`;
    expect((await call(owner.token, 'GET', foreignItem)).statusCode).toBe(404);
    expect((await call(recruiter.token, 'GET', `/api/evaluar/subscription/${owner.company.id}`)).statusCode).toBe(403);
    expect((await call(null, 'GET', `/api/evaluar/subscription/${owner.company.id}`)).statusCode).toBe(401);
  });
});

describe('GET /api/evaluar/products?category', () => {
  it('lists the products of a category sold to the company type', async () => {
    const enterprise = (await call(owner.token, 'GET', '/api/evaluar/products?category=CREDITS')).json().data;
    expect(enterprise.map((p: { code: string }) => p.code)).toEqual(['CREDITS']);
    const small = (await call(pyme.token, 'GET', '/api/evaluar/products?category=CREDITS')).json().data;
    expect(small).toEqual([]);
    const all = (await call(pyme.token, 'GET', '/api/evaluar/products')).json().data;
    expect(all.length).toBeGreaterThanOrEqual(4);
  });

  it('refuses an unknown category with a form message', async () => {
    const response = await call(owner.token, 'GET', '/api/evaluar/products?category=BOGUS');
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/evaluar/change/upgrade', () => {
  const body = () => ({
    companyId: owner.company.id,
    subscriptionId,
    itemId: etalent.planConfigId,
    quantity: 2,
  });

  it('places a PENDING order and answers the checkout link', async () => {
    const response = await upgrade(owner, { ...body(), productId: await productId('E_TALENT') });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.order).toMatchObject({ status: 'PENDING', quantity: 2, unitPrice: '49.00', total: '98.00' });
    expect(data.link).toContain(`order=${data.order.id}`);
    const detail = (await call(owner.token, 'GET', `/api/order/detail/${data.order.id}`)).json().data;
    expect(detail).toMatchObject({ id: data.order.id, status: 'PENDING', itemId: etalent.planConfigId });
    const related = (await call(owner.token, 'GET', `/api/subscription/related/${subscriptionId}`)).json();
    expect(related.data.map((o: { id: number }) => o.id)).toContain(data.order.id);
    expect(related).toMatchObject({ page: 1, size: 10 });
    // The plan itself is untouched until the order is paid.
    expect(await balanceOf(etalent.planConfigId)).toBe(5);
  });

  it('refuses bad quantities with a translated message and writes nothing', async () => {
    const before = await orderCount(owner.company.id);
    const product = await productId('E_TALENT');
    for (const quantity of [0, -1, 1.5, 1e9, '3', null]) {
      const response = await upgrade(owner, { ...body(), productId: product, quantity });
      expect(response.statusCode).toBe(400);
      expect(response.json().messages[0]).toBeTruthy();
    }
    const over = await upgrade(owner, { ...body(), productId: product, quantity: 48 });
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('QUANTITY_OVER_MAX');
    expect(over.json().messages[0]).toContain('47');
    expect(await orderCount(owner.company.id)).toBe(before);
  });

  it('answers NOT_FOUND for another company’s ids and PRODUCT_NOT_SOLD for a product not sold to the type', async () => {
    const before = await orderCount(owner.company.id);
    const product = await productId('E_TALENT');
    const refusals = [
      { ...body(), productId: product, companyId: stranger.company.id },
      { ...body(), productId: product, subscriptionId: strangerSubscriptionId },
      { ...body(), productId: product, itemId: strangerPlan.planConfigId },
      { ...body(), productId: 99_999 },
    ];
    for (const refused of refusals) expect((await upgrade(owner, refused)).statusCode).toBe(404);
    expect(await orderCount(owner.company.id)).toBe(before);

    const notSold = await upgrade(pyme, {
      companyId: pyme.company.id,
      subscriptionId: pymeSubscriptionId,
      productId: await productId('CREDITS'),
      quantity: 10,
    });
    expect(notSold.statusCode).toBe(409);
    expect(notSold.json().code).toBe('PRODUCT_NOT_SOLD');
    expect(await orderCount(pyme.company.id)).toBe(0);
  });

  it('lets only owners and administrators buy', async () => {
    const response = await upgrade(recruiter, { ...body(), productId: await productId('E_TALENT') });
    expect(response.statusCode).toBe(403);
  });
});

describe('markOrderPaid (Terna administrators)', () => {
  const place = async (member: Member, code: string, quantity: number, itemId?: number) => {
    const response = await upgrade(member, {
      companyId: member.company.id,
      subscriptionId: member === owner ? subscriptionId : pymeSubscriptionId,
      ...(itemId ? { itemId } : {}),
      productId: await productId(code),
      quantity,
    });
    expect(response.statusCode).toBe(200);
    return response.json().data.order.id as number;
  };

  it('is refused to company users, owners included', async () => {
    const orderId = await place(owner, 'E_TALENT', 1, etalent.planConfigId);
    const body = await t.gql(owner.token, MARK_PAID, { orderId });
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await call(owner.token, 'GET', `/api/order/detail/${orderId}`)).json().data.status).toBe('PENDING');
    const list = await t.gql(owner.token, '{ staffOrders { id } }');
    expect(list.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('applies a paid order once: units to the plan, credits to the ledger, an audit entry', async () => {
    const orderId = await place(owner, 'E_TALENT', 2, etalent.planConfigId);
    const listed = await t.gql<{ staffOrders: { id: number; companyName: string }[] }>(
      staff.token,
      '{ staffOrders { id companyName } }',
    );
    expect(listed.data?.staffOrders.find((o) => o.id === orderId)?.companyName).toBe(owner.company.commercialName);

    const before = await balanceOf(etalent.planConfigId);
    const [config] = await t.db.select().from(planConfigs).where(eq(planConfigs.id, etalent.planConfigId));
    const paid = await t.gql<{ markOrderPaid: { creditsAdded: number; balanceAfter: number; itemId: number } }>(
      staff.token,
      MARK_PAID,
      { orderId },
    );
    expect(paid.errors).toBeUndefined();
    expect(paid.data?.markOrderPaid).toMatchObject({
      itemId: etalent.planConfigId,
      creditsAdded: 2,
      balanceAfter: before + 2,
    });
    const [after] = await t.db.select().from(planConfigs).where(eq(planConfigs.id, etalent.planConfigId));
    expect(after!.quantity).toBe(config!.quantity + 2);
    expect(await balanceOf(etalent.planConfigId)).toBe(before + 2);
    const ledger = await t.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.idempotencyKey, `order-${orderId}`));
    expect(ledger).toMatchObject([{ type: 'CREDIT', amount: 2, balanceAfter: before + 2 }]);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.paid'), eq(auditLog.entityId, String(orderId))));
    expect(entries).toMatchObject([{ companyId: owner.company.id, userId: staff.user.id }]);
    expect((await call(owner.token, 'GET', `/api/order/detail/${orderId}`)).json().data.status).toBe('PAID');

    const again = await t.gql(staff.token, MARK_PAID, { orderId });
    expect(again.errors?.[0]?.extensions?.code).toBe('ORDER_NOT_PENDING');
    expect(await balanceOf(etalent.planConfigId)).toBe(before + 2);
  });

  it('applies an order once under 20 parallel calls', async () => {
    const orderId = await place(owner, 'E_TALENT', 3, etalent.planConfigId);
    const before = await balanceOf(etalent.planConfigId);
    const [config] = await t.db.select().from(planConfigs).where(eq(planConfigs.id, etalent.planConfigId));
    const results = await Promise.all(Array.from({ length: 20 }, () => t.gql(staff.token, MARK_PAID, { orderId })));
    expect(results.filter((r) => !r.errors).length).toBe(1);
    expect(results.filter((r) => r.errors?.[0]?.extensions?.code === 'ORDER_NOT_PENDING').length).toBe(19);
    expect(await balanceOf(etalent.planConfigId)).toBe(before + 3);
    const [after] = await t.db.select().from(planConfigs).where(eq(planConfigs.id, etalent.planConfigId));
    expect(after!.quantity).toBe(config!.quantity + 3);
    const ledger = await t.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.idempotencyKey, `order-${orderId}`));
    expect(ledger).toHaveLength(1);
  });

  it('switching to a plan the company lacks adds that plan, with its credits, under the subscription', async () => {
    const orderId = await place(pyme, 'TALENT_POOL', 2);
    const paid = await t.gql<{ markOrderPaid: { itemId: number; creditsAdded: number } }>(staff.token, MARK_PAID, {
      orderId,
    });
    expect(paid.errors).toBeUndefined();
    const itemId = paid.data!.markOrderPaid.itemId;
    expect(paid.data!.markOrderPaid.creditsAdded).toBe(20);
    const [config] = await t.db.select().from(planConfigs).where(eq(planConfigs.id, itemId));
    expect(config).toMatchObject({
      companyId: pyme.company.id,
      subscriptionId: pymeSubscriptionId,
      planStatus: 'ACTIVE',
      quantity: 2,
    });
    expect(await balanceOf(itemId)).toBe(20);
  });

  it('an expired plan bought again starts a new term with the units bought', async () => {
    const company = await t.buildMember({ company: await t.buildCompany() });
    const subscription = await subscribe(company.company.id);
    const plan = await t.buildPlan(company.company.id, 'RELIABILITY', 0, 'EXPIRED');
    await attach(plan, subscription, 40);
    await t.db
      .update(planConfigs)
      .set({ endsAt: new Date(Date.now() - 86_400_000) })
      .where(eq(planConfigs.id, plan.planConfigId));
    const response = await upgrade(company, {
      companyId: company.company.id,
      subscriptionId: subscription,
      itemId: plan.planConfigId,
      productId: await productId('TRUST'),
      quantity: 5,
    });
    expect(response.statusCode).toBe(200);
    const paid = await t.gql(staff.token, MARK_PAID, { orderId: response.json().data.order.id });
    expect(paid.errors).toBeUndefined();
    const [config] = await t.db.select().from(planConfigs).where(eq(planConfigs.id, plan.planConfigId));
    expect(config).toMatchObject({ planStatus: 'ACTIVE', quantity: 5 });
    expect(config!.endsAt!.getTime()).toBeGreaterThan(Date.now() + 300 * 86_400_000);
    const status = (await call(company.token, 'GET', `/api/subscription/status/${company.company.id}`)).json().data;
    expect(status.blocked).toBe(false);
  });

  it('loose credits go to the ledger without filling the plan: two orders of 9,000 both apply', async () => {
    const company = await t.buildMember({ company: await t.buildCompany() });
    const subscription = await subscribe(company.company.id);
    const plan = await t.buildPlan(company.company.id, 'CREDIT', 0);
    await attach(plan, subscription, 1);
    for (let round = 0; round < 2; round += 1) {
      const response = await upgrade(company, {
        companyId: company.company.id,
        subscriptionId: subscription,
        itemId: plan.planConfigId,
        productId: await productId('CREDITS'),
        quantity: 9_000,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.order.total).toBe('45000.00');
      const paid = await t.gql(staff.token, MARK_PAID, { orderId: response.json().data.order.id });
      expect(paid.errors).toBeUndefined();
    }
    expect(await balanceOf(plan.planConfigId)).toBe(18_000);
    const [config] = await t.db.select().from(planConfigs).where(eq(planConfigs.id, plan.planConfigId));
    expect(config!.quantity).toBe(1);
  });

  it('answers NOT_FOUND for an order that does not exist', async () => {
    const body = await t.gql(staff.token, MARK_PAID, { orderId: 987_654 });
    expect(body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('subscription detail, cancel and resubscribe', () => {
  it('answers the subscription with its items, quantities and balances', async () => {
    const { data } = (await call(owner.token, 'GET', `/api/subscription/detail/${subscriptionId}`)).json();
    expect(data).toMatchObject({ id: subscriptionId, status: 'ACTIVE' });
    expect(data.items).toEqual([
      expect.objectContaining({ itemId: etalent.planConfigId, planType: 'PROCESS', maxQuantity: 50, price: '49.00' }),
    ]);
    expect((await call(owner.token, 'GET', `/api/subscription/detail/${strangerSubscriptionId}`)).statusCode).toBe(404);
    expect((await call(owner.token, 'GET', `/api/subscription/related/${strangerSubscriptionId}`)).statusCode).toBe(
      404,
    );
  });

  it('hides another company’s orders', async () => {
    const [foreign] = await t.db
      .insert(orders)
      .values({
        companyId: stranger.company.id,
        productId: await productId('E_TALENT'),
        quantity: 1,
        unitPrice: '49.00',
        total: '49.00',
      })
      .returning({ id: orders.id });
    expect((await call(owner.token, 'GET', `/api/order/detail/${foreign!.id}`)).statusCode).toBe(404);
    expect((await call(stranger.token, 'GET', `/api/order/detail/${foreign!.id}`)).statusCode).toBe(200);
  });

  it('cancels and resubscribes, once each, for owners only', async () => {
    expect((await call(recruiter.token, 'POST', `/api/subscription/cancel/${subscriptionId}`)).statusCode).toBe(403);
    expect((await call(owner.token, 'POST', `/api/subscription/cancel/${strangerSubscriptionId}`)).statusCode).toBe(
      404,
    );
    const [strangerRow] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, strangerSubscriptionId));
    expect(strangerRow!.status).toBe('ACTIVE');

    const cancelled = await call(owner.token, 'POST', `/api/subscription/cancel/${subscriptionId}`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'CANCELLED', renewsAt: null });
    const twice = await call(owner.token, 'POST', `/api/subscription/cancel/${subscriptionId}`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('SUBSCRIPTION_ALREADY_CANCELLED');

    const resumed = await call(owner.token, 'POST', `/api/subscription/active/${subscriptionId}`);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().data.status).toBe('ACTIVE');
    expect(resumed.json().data.renewsAt).toBeTruthy();
    const again = await call(owner.token, 'POST', `/api/subscription/active/${subscriptionId}`);
    expect(again.json().code).toBe('SUBSCRIPTION_ALREADY_ACTIVE');
  });

  it('answers the resubscribe link of an own subscription only', async () => {
    const own = await call(owner.token, 'GET', `/api/resubscribe/link/${subscriptionId}`);
    expect(own.json().data.link).toContain(`/subscription/detail?resubscribe=${subscriptionId}`);
    expect((await call(owner.token, 'GET', `/api/resubscribe/link/${strangerSubscriptionId}`)).statusCode).toBe(404);
  });
});

describe('GET /api/subscription/status/{companyId}', () => {
  it('tells any member whether the company may work, with the subscriptions page link', async () => {
    const response = await call(viewer.token, 'GET', `/api/subscription/status/${owner.company.id}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ companyId: owner.company.id, subscriptionId, status: 'ACTIVE', blocked: false });
    expect(data.storeLink).toContain(encodeURIComponent(viewer.user.email));
    expect(data.storeLink).toContain(`companyId=${owner.company.id}`);
    expect((await call(viewer.token, 'GET', `/api/subscription/status/${stranger.company.id}`)).statusCode).toBe(404);
  });

  it('is blocked when every plan is cancelled or expired', async () => {
    const company = await t.buildMember({ company: await t.buildCompany() });
    await t.buildPlan(company.company.id, 'PROCESS', 0, 'EXPIRED');
    await t.buildPlan(company.company.id, 'CREDIT', 4, 'CANCELLED');
    const { data } = (await call(company.token, 'GET', `/api/subscription/status/${company.company.id}`)).json();
    expect(data).toMatchObject({ blocked: true, subscriptionId: null });
  });
});
