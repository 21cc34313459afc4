import { ORDER_STATUSES } from '@terna/domain';
import { builder } from '../../graphql/builder.js';
import { enumFromDomain } from '../../graphql/enums.js';
import { DateTimeScalar } from '../../graphql/scalars.js';
import { isTernaStaff, markOrderPaid, staffOrders, type PaidOrder, type StaffOrder } from './order-payment.service.js';

const OrderStatusEnum = enumFromDomain('OrderStatus', ORDER_STATUSES, 'Where a purchase order is.', {
  PENDING: 'Placed, waiting for the payment.',
  PAID: 'Paid and applied to the plan and its credits.',
  CANCELLED: 'Withdrawn; it will not be applied.',
});

const StaffOrderRef = builder.objectRef<StaffOrder>('StaffOrder').implement({
  description: 'A company’s purchase order, as Terna’s administrators see it.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The order’s id.' }),
    companyId: t.exposeInt('companyId', { description: 'The buying company.' }),
    companyName: t.exposeString('companyName', { description: 'The buying company’s commercial name.' }),
    productName: t.exposeString('productName', { description: 'What was bought.' }),
    planType: t.exposeString('planType', { description: 'The plan type the product sells.' }),
    quantity: t.exposeInt('quantity', { description: 'Units bought.' }),
    unitPrice: t.exposeString('unitPrice', { description: 'Price per unit, 2 decimals.' }),
    total: t.exposeString('total', { description: 'Quantity times unit price, 2 decimals.' }),
    status: t.expose('status', { type: OrderStatusEnum, description: 'Where the order is.' }),
    createdAt: t.field({ type: DateTimeScalar, description: 'When it was placed.', resolve: (o) => o.createdAt }),
    paidAt: t.field({
      type: DateTimeScalar,
      nullable: true,
      description: 'When it was marked paid; null while it is not.',
      resolve: (o) => o.paidAt,
    }),
  }),
});

const PaidOrderRef = builder.objectRef<PaidOrder>('PaidOrder').implement({
  description: 'An order marked paid, and what applying it did.',
  fields: (t) => ({
    orderId: t.exposeInt('orderId', { description: 'The order.' }),
    companyId: t.exposeInt('companyId', { description: 'The buying company.' }),
    itemId: t.exposeInt('itemId', { description: 'The company’s plan (planConfig) it was applied to.' }),
    quantity: t.exposeInt('quantity', { description: 'Units applied.' }),
    creditsAdded: t.exposeInt('creditsAdded', { description: 'Credits added to that plan’s account (0 for none).' }),
    balanceAfter: t.exposeInt('balanceAfter', {
      nullable: true,
      description: 'The account’s balance afterwards; null when no credits were added.',
    }),
  }),
});

builder.queryField('ternaStaff', (t) =>
  t.boolean({
    description: 'Whether the signed-in user is a Terna administrator (who marks orders paid).',
    resolve: (_, __, ctx) => isTernaStaff(ctx),
  }),
);

builder.queryField('staffOrders', (t) =>
  t.field({
    type: [StaffOrderRef],
    description: 'Every company’s orders of one status, oldest first. Terna administrators only (FORBIDDEN otherwise).',
    args: {
      status: t.arg({
        type: OrderStatusEnum,
        required: false,
        defaultValue: 'PENDING',
        description: 'The status to list (PENDING by default).',
      }),
    },
    resolve: (_, args, ctx) => staffOrders(ctx, args.status ?? 'PENDING'),
  }),
);

builder.mutationField('markOrderPaid', (t) =>
  t.field({
    type: PaidOrderRef,
    description:
      'Marks a pending order paid and applies it once: units to the company’s plan, credits to its ledger, an audit entry. Terna administrators only; an order no longer pending is ORDER_NOT_PENDING.',
    args: { orderId: t.arg.int({ required: true, description: 'The order to mark paid.' }) },
    resolve: (_, args, ctx) => markOrderPaid(ctx, args.orderId),
  }),
);
