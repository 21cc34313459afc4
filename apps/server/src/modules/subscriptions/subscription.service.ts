import { sql } from 'drizzle-orm';
import {
  addsToPlanQuantity,
  availableQuantity,
  idParamSchema,
  isSubscriptionBlocked,
  msg,
  orderTotal,
  PRODUCT_CATEGORIES,
  subscriptionStoreLink,
  upgradeSchema,
  type OrderStatus,
  type PlanStatus,
  type ProductCategory,
  type SubscriptionStatus,
} from '@terna/domain';
import { z } from 'zod';
import { audit } from '../../audit.js';
import { requireCaller, requirePermission, type Caller, type RequestContext } from '../../context.js';
import { queryRows } from '../../db/client.js';
import { orders, subscriptions } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { parseInput } from '../../validation.js';

/**
 * The subscription service of spec 3 section 7 (docs/api/subscriptions.md, docs/decisions/021),
 * answered from our own plans, subscriptions, orders and ledger. Reading the plan and its orders
 * needs dashboard.credits (whoever looks after the credits); changing the subscription (buying,
 * cancelling, resubscribing) needs company.full: only owners and administrators. Any id of another
 * company is NOT_FOUND, and nothing is written.
 */
const READ = 'dashboard.credits';
const CHANGE = 'company.full';

export interface ProductView {
  id: number;
  code: string;
  category: ProductCategory;
  planType: string;
  name: string;
  /** The plan's label (its product line), as the plan cards show it. */
  label: string;
  /** Price per unit, 2 decimals. */
  price: string;
  maxQuantity: number;
  /** Credits a paid unit adds to the plan's account. */
  unitCredits: number;
  /** The plan's features (name, slug), in catalogue order; a card shows the first 4. */
  features: { name: string; slug: string }[];
}

/** A subscription item: one of the company's plans (planConfig), with the product it is sold as. */
export interface SubscriptionItem {
  itemId: number;
  subscriptionId: number | null;
  planType: string;
  label: string;
  name: string;
  planStatus: PlanStatus;
  quantity: number;
  maxQuantity: number | null;
  productId: number | null;
  price: string | null;
  credits: number;
  startsAt: Date;
  endsAt: Date | null;
}

/** Plans info (spec 3 section 3). */
export interface PlansInfo {
  companyId: number;
  subscriptionId: number | null;
  productId: number | null;
  itemId: number | null;
  plans: ProductView[];
  currentPlan: string | null;
  currentPlanType: string | null;
  credits: number;
  price: string;
  renovation: Date | null;
  totalPrice: string;
  quantity: number;
  maxQuantity: number;
  availableQuantity: number;
}

export interface OrderView {
  id: number;
  companyId: number;
  subscriptionId: number | null;
  itemId: number | null;
  productId: number;
  productName: string;
  planType: string;
  quantity: number;
  unitPrice: string;
  total: string;
  status: OrderStatus;
  checkoutUrl: string;
  createdAt: Date;
  createdBy: string | null;
  paidAt: Date | null;
  paidBy: string | null;
}

export interface SubscriptionDetail {
  id: number;
  companyId: number;
  status: SubscriptionStatus;
  startedAt: Date;
  renewsAt: Date | null;
  items: SubscriptionItem[];
}

export interface SubscriptionState {
  companyId: number;
  subscriptionId: number | null;
  status: SubscriptionStatus | null;
  /** Every plan cancelled or expired: the company lands on access denied (spec 3 section 4). */
  blocked: boolean;
  plans: { itemId: number; planType: string; planStatus: PlanStatus }[];
  /** The subscriptions page the zero-credit banner opens, with the caller's mail and company id. */
  storeLink: string;
}

/** A path id: absent (or the "undefined" a client sends for a missing value) is the spec's own message. */
function pathId(ctx: RequestContext, raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '' || raw === 'undefined' || raw === 'null')
    throw new DomainError('ID_NOT_PROVIDED');
  return parseInput(ctx, idParamSchema, raw);
}

/** The caller's own company id from a path; another company's is NOT_FOUND (its existence is not told). */
function ownCompany(ctx: RequestContext, caller: Caller, raw: string | undefined): number {
  const companyId = pathId(ctx, raw);
  if (companyId !== caller.companyId) throw new DomainError('NOT_FOUND');
  return companyId;
}

async function companyTypeOf(ctx: RequestContext, companyId: number): Promise<string> {
  const [row] = await queryRows<{ companyType: string }>(
    ctx.db,
    sql`select company_type as "companyType" from companies where id = ${companyId}`,
  );
  if (!row) throw new DomainError('NOT_FOUND');
  return row.companyType;
}

/** The products sold to a company type, with their plan's label and features (the lowest catalogue plan of the type). */
async function productsFor(
  ctx: RequestContext,
  companyType: string,
  category?: ProductCategory,
): Promise<ProductView[]> {
  const rows = await queryRows<Omit<ProductView, 'features'> & { features: ProductView['features'] | null }>(
    ctx.db,
    sql`select p.id, p.code, p.category, p.plan_type as "planType", p.name, p.price::text as price,
        p.max_quantity as "maxQuantity", p.unit_credits as "unitCredits", coalesce(pl.label, p.name) as label,
        (select json_agg(json_build_object('name', f.name, 'slug', f.slug) order by f.id)
           from plan_features f where f.plan_id = pl.id and f.status) as features
      from products p
        left join lateral (select id, label from plans where type = p.plan_type order by id limit 1) pl on true
      where p.active and ${companyType} = any(p.company_types)
        ${category ? sql`and p.category = ${category}` : sql``}
      order by p.category, p.price, p.id`,
  );
  return rows.map((row) => ({ ...row, features: row.features ?? [] }));
}

/** The company's plans as subscription items, each with the product it is sold as to this company type. */
async function itemsOf(ctx: RequestContext, companyId: number, subscriptionId?: number): Promise<SubscriptionItem[]> {
  const companyType = await companyTypeOf(ctx, companyId);
  const rows = await queryRows<SubscriptionItem>(
    ctx.db,
    sql`select pc.id as "itemId", pc.subscription_id as "subscriptionId", pl.type as "planType", pl.label, pl.name,
        pc.plan_status as "planStatus", pc.quantity, pr.max_quantity as "maxQuantity", pr.id as "productId",
        pr.price::text as price, coalesce(ca.available_balance, 0) as credits, pc.starts_at as "startsAt",
        pc.ends_at as "endsAt"
      from plan_configs pc
        join plans pl on pl.id = pc.plan_id
        left join credit_accounts ca on ca.plan_config_id = pc.id and ca.company_id = ${companyId}
        left join lateral (
          select id, max_quantity, price from products
          where plan_type = pl.type and active and ${companyType} = any(company_types) order by id limit 1
        ) pr on true
      where pc.company_id = ${companyId}
        ${subscriptionId === undefined ? sql`` : sql`and pc.subscription_id = ${subscriptionId}`}
      order by pc.plan_status = 'ACTIVE' desc, pl.type = 'PROCESS' desc, pc.id`,
  );
  return rows.map((row) => ({
    ...row,
    startsAt: new Date(row.startsAt),
    endsAt: row.endsAt ? new Date(row.endsAt) : null,
  }));
}

async function latestSubscription(ctx: RequestContext, companyId: number) {
  const [row] = await queryRows<{ id: number; status: SubscriptionStatus; renewsAt: Date | null }>(
    ctx.db,
    sql`select id, status, renews_at as "renewsAt" from subscriptions where company_id = ${companyId}
      order by status = 'ACTIVE' desc, id desc limit 1`,
  );
  return row ?? null;
}

const plansInfoQuery = z.object({ itemId: idParamSchema.optional() });

/**
 * GET api/evaluar/subscription/{companyId}: the plan cards sold to the company's type and the current
 * subscription item. The current item is `?itemId` when given, else the company's active e-talent
 * plan, else its first active plan sold as a PLAN product.
 */
export async function plansInfo(
  ctx: RequestContext,
  rawCompanyId: string | undefined,
  query: unknown,
): Promise<PlansInfo> {
  const caller = requirePermission(ctx, READ);
  const companyId = ownCompany(ctx, caller, rawCompanyId);
  const { itemId } = parseInput(ctx, plansInfoQuery, query ?? {});
  const companyType = await companyTypeOf(ctx, companyId);
  const [plans, items, subscription] = [
    await productsFor(ctx, companyType, 'PLAN'),
    await itemsOf(ctx, companyId),
    await latestSubscription(ctx, companyId),
  ];
  const planTypes = new Set(plans.map((plan) => plan.planType));
  const current =
    itemId === undefined
      ? (items.find((item) => item.productId !== null && planTypes.has(item.planType)) ?? null)
      : items.find((item) => item.itemId === itemId);
  if (current === undefined) throw new DomainError('NOT_FOUND');
  const price = current?.price ?? '0.00';
  const quantity = current?.quantity ?? 0;
  const maxQuantity = current?.maxQuantity ?? 0;
  return {
    companyId,
    subscriptionId: current?.subscriptionId ?? subscription?.id ?? null,
    productId: current?.productId ?? null,
    itemId: current?.itemId ?? null,
    plans,
    currentPlan: current?.label ?? null,
    currentPlanType: current?.planType ?? null,
    credits: current?.credits ?? 0,
    price,
    renovation: current?.endsAt ?? subscription?.renewsAt ?? null,
    totalPrice: orderTotal(price, quantity),
    quantity,
    maxQuantity,
    availableQuantity: availableQuantity(maxQuantity, quantity),
  };
}

const productsQuery = z.object({ category: z.enum(PRODUCT_CATEGORIES).optional() });

/** GET api/evaluar/products?category: the products sold to the caller's company type. */
export async function listProducts(ctx: RequestContext, query: unknown): Promise<ProductView[]> {
  const caller = requirePermission(ctx, READ);
  const { category } = parseInput(ctx, productsQuery, query ?? {});
  return productsFor(ctx, await companyTypeOf(ctx, caller.companyId), category);
}

/**
 * POST api/evaluar/change/upgrade: a PENDING order for `quantity` units of a product, answered with the
 * checkout link. Buying the item's own plan adds units to it (the add-process dialog: the total stays
 * within the product's maximum); buying another plan is the switch-plan dialog, applied to the
 * company's plan of that type, or to a new one, when the order is paid.
 */
export async function createOrder(ctx: RequestContext, body: unknown): Promise<{ order: OrderView; link: string }> {
  const caller = requirePermission(ctx, CHANGE);
  const input = parseInput(ctx, upgradeSchema, body);
  if (input.companyId !== caller.companyId) throw new DomainError('NOT_FOUND');
  const [subscription] = await queryRows<{ id: number }>(
    ctx.db,
    sql`select id from subscriptions where id = ${input.subscriptionId} and company_id = ${caller.companyId}`,
  );
  if (!subscription) throw new DomainError('NOT_FOUND');
  const items = await itemsOf(ctx, caller.companyId);
  const item = input.itemId == null ? null : items.find((candidate) => candidate.itemId === input.itemId);
  if (item === undefined) throw new DomainError('NOT_FOUND');
  const [product] = await queryRows<{
    id: number;
    planType: string;
    price: string;
    category: string;
    maxQuantity: number;
    companyTypes: string[];
  }>(
    ctx.db,
    sql`select id, plan_type as "planType", category, price::text as price, max_quantity as "maxQuantity",
        company_types as "companyTypes"
      from products where id = ${input.productId} and active`,
  );
  if (!product) throw new DomainError('NOT_FOUND');
  const companyType = await companyTypeOf(ctx, caller.companyId);
  if (!product.companyTypes.includes(companyType)) throw new DomainError('PRODUCT_NOT_SOLD');

  // The plan the order changes: the item when it is of the product's plan, else the company's plan of that type.
  const target =
    item && item.planType === product.planType
      ? item
      : (items.find((candidate) => candidate.planType === product.planType && candidate.planStatus === 'ACTIVE') ??
        null);
  const current =
    target && target.planStatus === 'ACTIVE' && addsToPlanQuantity(product.category) ? target.quantity : 0;
  const available = availableQuantity(product.maxQuantity, current);
  if (input.quantity > available) throw new DomainError('QUANTITY_OVER_MAX', { max: product.maxQuantity, available });

  const [order] = await ctx.db
    .insert(orders)
    .values({
      companyId: caller.companyId,
      subscriptionId: subscription.id,
      planConfigId: target?.itemId ?? null,
      productId: product.id,
      quantity: input.quantity,
      unitPrice: product.price,
      total: orderTotal(product.price, input.quantity),
      status: 'PENDING',
      createdBy: caller.userId,
    })
    .returning({ id: orders.id });
  const link = ctx.config.checkoutUrl.replaceAll('{orderId}', String(order!.id));
  await ctx.db
    .update(orders)
    .set({ checkoutUrl: link })
    .where(sql`${orders.id} = ${order!.id}`);
  await audit(ctx.db, caller, 'order.create', 'order', order!.id, {
    productId: product.id,
    quantity: input.quantity,
    itemId: target?.itemId ?? null,
  });
  return { order: await orderOf(ctx, caller.companyId, order!.id), link };
}

const orderColumns = sql`o.id, o.company_id as "companyId", o.subscription_id as "subscriptionId",
  o.plan_config_id as "itemId", o.product_id as "productId", p.name as "productName", p.plan_type as "planType",
  o.quantity, o.unit_price::text as "unitPrice", o.total::text as total, o.status, o.checkout_url as "checkoutUrl",
  o.created_at as "createdAt", o.paid_at as "paidAt",
  nullif(trim(concat_ws(' ', cu.first_name, cu.last_name)), '') as "createdBy",
  nullif(trim(concat_ws(' ', pu.first_name, pu.last_name)), '') as "paidBy"`;
const orderJoins = sql`orders o join products p on p.id = o.product_id
  left join users cu on cu.id = o.created_by left join users pu on pu.id = o.paid_by`;

function toOrder(row: OrderView): OrderView {
  return { ...row, createdAt: new Date(row.createdAt), paidAt: row.paidAt ? new Date(row.paidAt) : null };
}

async function orderOf(ctx: RequestContext, companyId: number, orderId: number): Promise<OrderView> {
  const [row] = await queryRows<OrderView>(
    ctx.db,
    sql`select ${orderColumns} from ${orderJoins} where o.id = ${orderId} and o.company_id = ${companyId}`,
  );
  if (!row) throw new DomainError('NOT_FOUND');
  return toOrder(row);
}

/** GET api/order/detail/{id}: one of the company's orders. */
export async function orderDetail(ctx: RequestContext, rawId: string | undefined): Promise<OrderView> {
  const caller = requirePermission(ctx, READ);
  return orderOf(ctx, caller.companyId, pathId(ctx, rawId));
}

async function ownSubscription(ctx: RequestContext, caller: Caller, rawId: string | undefined, lock = false) {
  const id = pathId(ctx, rawId);
  const [row] = await queryRows<{ id: number; status: SubscriptionStatus; startedAt: Date; renewsAt: Date | null }>(
    ctx.db,
    sql`select id, status, started_at as "startedAt", renews_at as "renewsAt" from subscriptions
      where id = ${id} and company_id = ${caller.companyId} ${lock ? sql`for update` : sql``}`,
  );
  if (!row) throw new DomainError('NOT_FOUND');
  return { ...row, startedAt: new Date(row.startedAt), renewsAt: row.renewsAt ? new Date(row.renewsAt) : null };
}

/** GET api/subscription/detail/{id}: the subscription, its status and renewal, and its items with quantities and balances. */
export async function subscriptionDetail(ctx: RequestContext, rawId: string | undefined): Promise<SubscriptionDetail> {
  const caller = requirePermission(ctx, READ);
  const subscription = await ownSubscription(ctx, caller, rawId);
  return { ...subscription, companyId: caller.companyId, items: await itemsOf(ctx, caller.companyId, subscription.id) };
}

const pageNumber = (max: number, fallback: number) =>
  z.coerce
    .number({ error: msg('numeric') })
    .int(msg('numeric'))
    .min(1, msg('min_value'))
    .max(max, msg('max_value'))
    .default(fallback);
/** The order history pages like the credit history: 10 a page by default, at most 100. */
const relatedQuery = z.object({ page: pageNumber(100_000, 1), size: pageNumber(100, 10) });

/** GET api/subscription/related/{id}?page&size: the subscription's orders, newest first (the order history). */
export async function relatedOrders(
  ctx: RequestContext,
  rawId: string | undefined,
  query: unknown,
): Promise<{ data: OrderView[]; page: number; size: number; total: number; totalPages: number }> {
  const caller = requirePermission(ctx, READ);
  const subscription = await ownSubscription(ctx, caller, rawId);
  const { page, size } = parseInput(ctx, relatedQuery, query ?? {});
  const rows = await queryRows<OrderView>(
    ctx.db,
    sql`select ${orderColumns} from ${orderJoins}
      where o.subscription_id = ${subscription.id} and o.company_id = ${caller.companyId}
      order by o.created_at desc, o.id desc limit ${size} offset ${(page - 1) * size}`,
  );
  const [counted] = await queryRows<{ total: number }>(
    ctx.db,
    sql`select count(*)::int as total from orders where subscription_id = ${subscription.id} and company_id = ${caller.companyId}`,
  );
  const total = counted?.total ?? 0;
  return { data: rows.map(toOrder), page, size, total, totalPages: Math.ceil(total / size) };
}

/**
 * api/subscription/cancel/{id}: the subscription stops renewing. What was paid stays usable until its
 * end date (docs/decisions/021); the plans then expire and access-denied follows (spec 3 section 4).
 */
export async function cancelSubscription(ctx: RequestContext, rawId: string | undefined): Promise<SubscriptionDetail> {
  const caller = requirePermission(ctx, CHANGE);
  const subscription = await ownSubscription(ctx, caller, rawId, true);
  if (subscription.status === 'CANCELLED') throw new DomainError('SUBSCRIPTION_ALREADY_CANCELLED');
  await ctx.db
    .update(subscriptions)
    .set({ status: 'CANCELLED', renewsAt: null })
    .where(sql`${subscriptions.id} = ${subscription.id}`);
  await audit(ctx.db, caller, 'subscription.cancel', 'subscription', subscription.id);
  return subscriptionDetail(ctx, String(subscription.id));
}

/** api/subscription/active/{id}: resubscribes: renewing again at the end of its latest plan (or a term from now). */
export async function resubscribe(ctx: RequestContext, rawId: string | undefined): Promise<SubscriptionDetail> {
  const caller = requirePermission(ctx, CHANGE);
  const subscription = await ownSubscription(ctx, caller, rawId, true);
  if (subscription.status === 'ACTIVE') throw new DomainError('SUBSCRIPTION_ALREADY_ACTIVE');
  await ctx.db.execute(
    sql`update subscriptions set status = 'ACTIVE',
        renews_at = greatest(now(), (select max(ends_at) from plan_configs where subscription_id = ${subscription.id}
          and company_id = ${caller.companyId}))
      where id = ${subscription.id} and company_id = ${caller.companyId}`,
  );
  await audit(ctx.db, caller, 'subscription.resubscribe', 'subscription', subscription.id);
  return subscriptionDetail(ctx, String(subscription.id));
}

/** api/resubscribe/link/{id}: where the company resubscribes: our subscription page (no outside store). */
export async function resubscribeLink(ctx: RequestContext, rawId: string | undefined): Promise<{ link: string }> {
  const caller = requirePermission(ctx, READ);
  const subscription = await ownSubscription(ctx, caller, rawId);
  return { link: `/subscription/detail?resubscribe=${subscription.id}` };
}

/**
 * GET api/subscription/status/{companyId}: whether the company may work (every plan cancelled or
 * expired blocks it), for any member: the shell asks it for everyone.
 */
export async function subscriptionStatus(
  ctx: RequestContext,
  rawCompanyId: string | undefined,
): Promise<SubscriptionState> {
  const caller = requireCaller(ctx);
  const companyId = ownCompany(ctx, caller, rawCompanyId);
  const subscription = await latestSubscription(ctx, companyId);
  const plans = await queryRows<{ itemId: number; planType: string; planStatus: PlanStatus }>(
    ctx.db,
    sql`select pc.id as "itemId", pl.type as "planType", pc.plan_status as "planStatus"
      from plan_configs pc join plans pl on pl.id = pc.plan_id where pc.company_id = ${companyId} order by pc.id`,
  );
  return {
    companyId,
    subscriptionId: subscription?.id ?? null,
    status: subscription?.status ?? null,
    blocked: isSubscriptionBlocked(
      plans.map((plan) => ({ typeCompanyPlan: { Name: plan.planType }, planConfig: { planStatus: plan.planStatus } })),
    ),
    plans,
    storeLink: subscriptionStoreLink(ctx.config.subscriptionStoreUrl, { email: caller.email, companyId }),
  };
}
