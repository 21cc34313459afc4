import { and, eq, sql } from 'drizzle-orm';
import { addsToPlanQuantity, idSchema, ORDER_STATUSES, PLAN_TERM_DAYS, type OrderStatus } from '@terna/domain';
import { z } from 'zod';
import { audit } from '../../audit.js';
import { requireCaller, type Caller, type RequestContext } from '../../context.js';
import { queryRows } from '../../db/client.js';
import { creditAccounts, orders, planConfigs, users } from '../../db/schema/index.js';
import { DomainError } from '../../errors.js';
import { parseInput } from '../../validation.js';
import { creditCredits } from '../credits/index.js';

/**
 * Orders from Terna's side (docs/decisions/021): a payment provider is out of scope, so a Terna
 * administrator (users.role_type SYSTEM) marks an order PAID once the money arrived, which applies it
 * to the company's plan and ledger. Migration 0025 lets exactly that work through row-level security.
 */

/** Whether the signed-in user is a Terna administrator, read on every call (a role change applies at once). */
export async function isTernaStaff(ctx: RequestContext): Promise<boolean> {
  const caller = requireCaller(ctx);
  const [row] = await ctx.db.select({ roleType: users.roleType }).from(users).where(eq(users.id, caller.userId));
  return row?.roleType === 'SYSTEM';
}

async function requireStaff(ctx: RequestContext): Promise<Caller> {
  const caller = requireCaller(ctx);
  if (!(await isTernaStaff(ctx))) throw new DomainError('FORBIDDEN');
  return caller;
}

export interface StaffOrder {
  id: number;
  companyId: number;
  companyName: string;
  productName: string;
  planType: string;
  quantity: number;
  unitPrice: string;
  total: string;
  status: OrderStatus;
  createdAt: Date;
  paidAt: Date | null;
}

const staffOrdersSchema = z.object({ status: z.enum(ORDER_STATUSES) });

/** Every company's orders of one status (PENDING by default), oldest first: the queue to collect. */
export async function staffOrders(ctx: RequestContext, status: OrderStatus = 'PENDING'): Promise<StaffOrder[]> {
  await requireStaff(ctx);
  const input = parseInput(ctx, staffOrdersSchema, { status });
  const rows = await queryRows<StaffOrder>(
    ctx.db,
    sql`select o.id, o.company_id as "companyId", c.commercial_name as "companyName", p.name as "productName",
        p.plan_type as "planType", o.quantity, o.unit_price::text as "unitPrice", o.total::text as total, o.status,
        o.created_at as "createdAt", o.paid_at as "paidAt"
      from orders o join products p on p.id = o.product_id join companies c on c.id = o.company_id
      where o.status = ${input.status}
      order by o.created_at, o.id limit 200`,
  );
  return rows.map((row) => ({
    ...row,
    createdAt: new Date(row.createdAt),
    paidAt: row.paidAt ? new Date(row.paidAt) : null,
  }));
}

export interface PaidOrder {
  orderId: number;
  companyId: number;
  itemId: number;
  quantity: number;
  creditsAdded: number;
  balanceAfter: number | null;
}

/**
 * Marks a PENDING order PAID and applies it, all in the request's transaction: claiming the order is a
 * conditional update, so of twenty simultaneous calls one applies it and the others find it no longer
 * pending (ORDER_NOT_PENDING) and write nothing. The order goes to the company's plan of the
 * product's type (the item it named, else the active one, else a new plan under its subscription):
 * an active plan gains the units; a plan that is not active starts a new term with them (loose credits
 * leave the plan's quantity alone: they are only credits). Each unit
 * adds the product's credits to the plan's ledger, keyed by the order so it is never added twice.
 */
export async function markOrderPaid(ctx: RequestContext, rawOrderId: number): Promise<PaidOrder> {
  const staff = await requireStaff(ctx);
  const orderId = parseInput(ctx, idSchema, rawOrderId);
  const [claimed] = await ctx.db
    .update(orders)
    .set({ status: 'PAID', paidAt: new Date(), paidBy: staff.userId })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'PENDING')))
    .returning();
  if (!claimed) {
    const [existing] = await ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
    if (!existing) throw new DomainError('NOT_FOUND');
    throw new DomainError('ORDER_NOT_PENDING', { status: existing.status });
  }
  const companyId = claimed.companyId;
  const [product] = await queryRows<{
    id: number;
    code: string;
    planType: string;
    category: string;
    maxQuantity: number;
    unitCredits: number;
  }>(
    ctx.db,
    sql`select id, code, plan_type as "planType", category, max_quantity as "maxQuantity",
        unit_credits as "unitCredits"
      from products where id = ${claimed.productId}`,
  );
  if (!product) throw new DomainError('NOT_FOUND');

  const candidates = await queryRows<{ id: number; planStatus: string; quantity: number; endsAt: Date | null }>(
    ctx.db,
    sql`select pc.id, pc.plan_status as "planStatus", pc.quantity, pc.ends_at as "endsAt"
      from plan_configs pc join plans pl on pl.id = pc.plan_id
      where pc.company_id = ${companyId} and pl.type = ${product.planType}
      order by pc.id = ${claimed.planConfigId ?? 0} desc, pc.plan_status = 'ACTIVE' desc, pc.id desc
      limit 1 for update of pc`,
  );
  const existing = candidates[0];
  const now = new Date();
  const termEnd = new Date(now.getTime() + PLAN_TERM_DAYS * 86_400_000);
  let itemId: number;
  if (existing) {
    const running = existing.planStatus === 'ACTIVE' && (!existing.endsAt || new Date(existing.endsAt) > now);
    const quantity = !addsToPlanQuantity(product.category)
      ? running
        ? existing.quantity
        : 1
      : running
        ? existing.quantity + claimed.quantity
        : claimed.quantity;
    // Another order paid since this one was placed may have filled the plan: the maximum holds at payment too.
    if (quantity > product.maxQuantity)
      throw new DomainError('QUANTITY_OVER_MAX', {
        max: product.maxQuantity,
        available: Math.max(0, product.maxQuantity - existing.quantity),
      });
    await ctx.db
      .update(planConfigs)
      .set(running ? { quantity } : { quantity, planStatus: 'ACTIVE', startsAt: now, endsAt: termEnd })
      .where(eq(planConfigs.id, existing.id));
    itemId = existing.id;
  } else {
    const [plan] = await queryRows<{ id: number }>(
      ctx.db,
      sql`select id from plans where type = ${product.planType} order by id limit 1`,
    );
    if (!plan) throw new DomainError('NOT_FOUND');
    const [created] = await ctx.db
      .insert(planConfigs)
      .values({
        companyId,
        subscriptionId: claimed.subscriptionId,
        planId: plan.id,
        planStatus: 'ACTIVE',
        quantity: addsToPlanQuantity(product.category) ? claimed.quantity : 1,
        startsAt: now,
        endsAt: termEnd,
      })
      .returning({ id: planConfigs.id });
    itemId = created!.id;
  }
  // Every plan has its account (the ledger's unit), even one whose product adds no credits.
  await ctx.db.insert(creditAccounts).values({ companyId, planConfigId: itemId }).onConflictDoNothing();

  const creditsAdded = product.unitCredits * claimed.quantity;
  const credited =
    creditsAdded > 0
      ? await creditCredits(ctx.db, {
          companyId,
          planConfigId: itemId,
          amount: creditsAdded,
          concept: `Pedido ${orderId}: ${claimed.quantity} × ${product.code}`,
          userId: staff.userId,
          idempotencyKey: `order-${orderId}`,
        })
      : null;
  await ctx.db.update(orders).set({ planConfigId: itemId }).where(eq(orders.id, orderId));
  await audit(ctx.db, { companyId, userId: staff.userId }, 'order.paid', 'order', orderId, {
    itemId,
    productCode: product.code,
    quantity: claimed.quantity,
    creditsAdded,
  });
  return {
    orderId,
    companyId,
    itemId,
    quantity: claimed.quantity,
    creditsAdded,
    balanceAfter: credited?.balanceAfter ?? null,
  };
}
