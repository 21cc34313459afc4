import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies, users } from './identity.js';

/** The plan catalogue: what a company can subscribe to. */
export const plans = pgTable('plans', {
  id: serial('id').primaryKey(),
  type: text('type').notNull(),
  label: text('label').notNull(),
  name: text('name').notNull(),
  price: numeric('price', { precision: 12, scale: 2 }).notNull().default('0'),
});

export const planFeatures = pgTable('plan_features', {
  id: serial('id').primaryKey(),
  planId: integer('plan_id')
    .notNull()
    .references(() => plans.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
  status: boolean('status').notNull().default(true),
});

export const subscriptions = pgTable('subscriptions', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  status: text('status').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  renewsAt: timestamp('renews_at', { withTimezone: true }),
});

/** A company's subscription to one plan (the spec's planConfig). */
export const planConfigs = pgTable(
  'plan_configs',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    planStatus: text('plan_status').notNull(),
    quantity: integer('quantity').notNull().default(1),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [index('plan_configs_company_idx').on(t.companyId)],
);

export const creditAccounts = pgTable(
  'credit_accounts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    planConfigId: integer('plan_config_id')
      .notNull()
      .references(() => planConfigs.id, { onDelete: 'cascade' }),
    availableBalance: integer('available_balance').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_accounts_plan_config_idx').on(t.planConfigId),
    check('credit_accounts_balance_non_negative', sql`${t.availableBalance} >= 0`),
  ],
);

/** The credit ledger: every movement of a credit account, with the balance it left. */
export const creditTransactions = pgTable(
  'credit_transactions',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => creditAccounts.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    concept: text('concept').notNull(),
    processId: integer('process_id'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_transactions_account_idx').on(t.accountId, t.createdAt),
    uniqueIndex('credit_transactions_idempotency_idx').on(t.accountId, t.idempotencyKey),
  ],
);

/** Company features (MULTI_LANGUAGE, ZOOM_INTEGRATION, ...), checked by name with status true. */
export const companyFeatures = pgTable(
  'company_features',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: boolean('status').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.name] })],
);

/** Requests for more credits or views, stored and e-mailed to the sales inbox. */
export const creditRequests = pgTable('credit_requests', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  email: text('email').notNull(),
  kind: text('kind').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What a company can buy (migration 0025, docs/decisions/021): units of one plan type, sold to some
 * company types (PYME, ENTERPRISE) at a unit price, up to a maximum quantity per company plan. A
 * paid unit adds `unitCredits` credits to the plan's account. Shared by every company, like plans.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    category: text('category').notNull(),
    planType: text('plan_type').notNull(),
    name: text('name').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    maxQuantity: integer('max_quantity').notNull(),
    unitCredits: integer('unit_credits').notNull().default(0),
    companyTypes: text('company_types').array().notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('products_code_idx').on(t.code),
    index('products_category_idx').on(t.category),
    check('products_max_quantity_positive', sql`${t.maxQuantity} > 0`),
    check('products_price_non_negative', sql`${t.price} >= 0`),
  ],
);

/**
 * One purchase (spec 3 section 7, change/upgrade): PENDING until Terna marks it PAID, which applies it
 * once to the plan (quantity, status, renewal) and the ledger; or CANCELLED. `planConfigId` is the
 * subscription item it changes, set at payment when the plan is new to the company.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    planConfigId: integer('plan_config_id').references(() => planConfigs.id, { onDelete: 'set null' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    unitPrice: numeric('unit_price', { precision: 12, scale: 2 }).notNull(),
    total: numeric('total', { precision: 12, scale: 2 }).notNull(),
    status: text('status').notNull().default('PENDING'),
    checkoutUrl: text('checkout_url').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidBy: integer('paid_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('orders_company_idx').on(t.companyId, t.createdAt),
    index('orders_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'PENDING'`),
    check('orders_quantity_positive', sql`${t.quantity} > 0`),
    check('orders_status_known', sql`${t.status} in ('PENDING', 'PAID', 'CANCELLED')`),
  ],
);
