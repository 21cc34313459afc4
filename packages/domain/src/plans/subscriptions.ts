import type { CompanyType } from '../enums.js';
import { formatMoney } from '../i18n/number-format.js';

/**
 * Plans, subscriptions and orders (spec 3 sections 2, 3, 4, 5 and 9; docs/decisions/021). A product
 * is what a company can buy of a plan; an order is one purchase, PENDING until Terna marks it PAID
 * (the payment provider is out of scope), which applies it to the plan and the ledger.
 */

/** Spec 3 section 9: the switch-plan dialog is 750 px wide at most, the add-process dialog 550 px. */
export const SWITCH_PLAN_DIALOG_MAX_WIDTH = 750;
export const ADD_PROCESS_DIALOG_MAX_WIDTH = 550;
/** Spec 3 sections 5 and 9: a plan card shows at most its first 4 features. */
export const PLAN_CARD_MAX_FEATURES = 4;
/** Spec 3 section 9: prices show with 2 decimals. */
export const PRICE_DECIMALS = 2;

export const ORDER_STATUSES = ['PENDING', 'PAID', 'CANCELLED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A subscription renews (ACTIVE) or was cancelled by the company (it then ends with its plans). */
export const SUBSCRIPTION_STATUSES = ['ACTIVE', 'CANCELLED'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * What a product sells: a PLAN (the switch-plan dialog's cards, and more of the same plan in the
 * add-process dialog), loose CREDITS, or more USERS.
 */
export const PRODUCT_CATEGORIES = ['PLAN', 'CREDITS', 'USERS'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/**
 * Whether a product's units count toward its plan's quantity (processes, checks, views packs, users) and
 * so toward the product's maximum per plan. Loose credits do not: they go to the ledger only, and the
 * maximum bounds one order of them, not every credit a company ever bought.
 */
export const addsToPlanQuantity = (category: ProductCategory | string): boolean => category !== 'CREDITS';

/**
 * The most units one order may carry, whatever the product: a product's own maximum is the real
 * limit; this bound only keeps a typo (or a script) from reaching the database as a huge number.
 */
export const ORDER_MAX_QUANTITY = 10_000;
/** How long a paid plan runs before it renews (the spec is silent: a yearly subscription, like the seeds'). */
export const PLAN_TERM_DAYS = 365;

/** The plan type whose balance the zero-credit banner watches (spec 3 section 2: the e-talent plan). */
export const ZERO_CREDIT_BANNER_PLAN_TYPE = 'PROCESS';
/** The company type the zero-credit banner speaks to (spec 3 section 2: the small-business type). */
export const ZERO_CREDIT_BANNER_COMPANY_TYPE: CompanyType = 'PYME';

/** A price as the database holds it ("49.00") in cents, exact: no binary fractions in money. */
export function priceToCents(price: string | number): number {
  const text = typeof price === 'number' ? price.toFixed(PRICE_DECIMALS) : price.trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(`not a price: ${price}`);
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

/** Cents as a price with 2 decimals ("49.00"), the way the API answers and the screens show. */
export function centsToPrice(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A price as the screens show it: 2 decimals (spec 3 section 9), written like all money ("$2,303.00"). */
export const formatPrice = (price: string | number): string =>
  formatMoney(centsToPrice(priceToCents(price)), { decimals: PRICE_DECIMALS });

/** Spec 3 section 2: the total is quantity times the plan's price. */
export function orderTotal(unitPrice: string | number, quantity: number): string {
  return centsToPrice(priceToCents(unitPrice) * quantity);
}

/** The add-process dialog's maximum (spec 3 section 5): max quantity minus the current quantity, never below 0. */
export function availableQuantity(maxQuantity: number, currentQuantity: number): number {
  return Math.max(0, maxQuantity - currentQuantity);
}

/** The add-process counter: at least 1, at most what is available (spec 3 sections 2 and 5). */
export function clampAddQuantity(value: number, available: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.max(1, Math.min(Math.trunc(value), Math.max(1, available)));
}

/** A plan card's features: the first 4 (spec 3 section 5). */
export function planCardFeatures<T>(features: readonly T[]): T[] {
  return features.slice(0, PLAN_CARD_MAX_FEATURES);
}

export interface BannerPlan {
  typeCompanyPlan: { Name: string };
  planConfig: { planStatus: string; creditAccount?: { availableBalance: number | null } | null };
}

/**
 * The zero-credit banner (spec 3 section 2): shown only when the e-talent plan's available balance is
 * exactly 0 and the company is a PYME. A company without an e-talent plan, or whose account is
 * unknown, does not see it: "exactly 0" is a known balance.
 */
export function showsZeroCreditBanner(plans: readonly BannerPlan[], companyType: string | null | undefined): boolean {
  if (companyType !== ZERO_CREDIT_BANNER_COMPANY_TYPE) return false;
  const etalent = plans.filter((plan) => plan.typeCompanyPlan.Name === ZERO_CREDIT_BANNER_PLAN_TYPE);
  if (etalent.length === 0) return false;
  return etalent.every((plan) => plan.planConfig.creditAccount?.availableBalance === 0);
}

/** The external subscriptions page the banner opens, with the user's mail and company id ({email}, {companyId}). */
export function subscriptionStoreLink(template: string, values: { email: string; companyId: number }): string {
  return template
    .replaceAll('{email}', encodeURIComponent(values.email))
    .replaceAll('{companyId}', encodeURIComponent(String(values.companyId)));
}
