import { describe, expect, it } from 'vitest';
import {
  addsToPlanQuantity,
  availableQuantity,
  clampAddQuantity,
  formatPrice,
  ORDER_MAX_QUANTITY,
  orderTotal,
  planCardFeatures,
  priceToCents,
  showsZeroCreditBanner,
  subscriptionStoreLink,
  type BannerPlan,
} from './subscriptions.js';
import { upgradeSchema } from './upgrade.js';

describe('prices', () => {
  it('shows every price with 2 decimals', () => {
    expect(formatPrice('49')).toBe('$49.00');
    expect(formatPrice('19.5')).toBe('$19.50');
    expect(formatPrice(0.1 + 0.2)).toBe('$0.30');
    expect(formatPrice('2303')).toBe('$2,303.00');
  });

  it('totals quantity times price exactly, without binary fractions', () => {
    expect(orderTotal('0.10', 3)).toBe('0.30');
    expect(orderTotal('49.00', 12)).toBe('588.00');
    expect(orderTotal('19.99', 100)).toBe('1999.00');
    expect(priceToCents('1999.99')).toBe(199_999);
  });

  it('refuses what is not a price', () => {
    expect(() => priceToCents('12,50')).toThrow();
    expect(() => priceToCents('1.234')).toThrow();
  });
});

describe('add-process quantities', () => {
  it('offers max quantity minus the current quantity, never below 0', () => {
    expect(availableQuantity(10, 3)).toBe(7);
    expect(availableQuantity(10, 10)).toBe(0);
    expect(availableQuantity(10, 12)).toBe(0);
  });

  it('keeps the counter between 1 and the available quantity', () => {
    expect(clampAddQuantity(0, 7)).toBe(1);
    expect(clampAddQuantity(-4, 7)).toBe(1);
    expect(clampAddQuantity(8, 7)).toBe(7);
    expect(clampAddQuantity(3.9, 7)).toBe(3);
    expect(clampAddQuantity(Number.NaN, 7)).toBe(1);
  });
});

describe('what counts toward a plan’s quantity', () => {
  it('is every unit but loose credits', () => {
    expect(addsToPlanQuantity('PLAN')).toBe(true);
    expect(addsToPlanQuantity('USERS')).toBe(true);
    expect(addsToPlanQuantity('CREDITS')).toBe(false);
  });
});

describe('plan cards', () => {
  it('show at most the first 4 features', () => {
    expect(planCardFeatures(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual(['a', 'b', 'c', 'd']);
    expect(planCardFeatures(['a'])).toEqual(['a']);
  });
});

describe('the zero-credit banner', () => {
  const etalent = (availableBalance: number | null): BannerPlan => ({
    typeCompanyPlan: { Name: 'PROCESS' },
    planConfig: { planStatus: 'ACTIVE', creditAccount: availableBalance === null ? null : { availableBalance } },
  });
  const credit: BannerPlan = {
    typeCompanyPlan: { Name: 'CREDIT' },
    planConfig: { planStatus: 'ACTIVE', creditAccount: { availableBalance: 0 } },
  };

  it('shows for a PYME whose e-talent balance is exactly 0', () => {
    expect(showsZeroCreditBanner([etalent(0), credit], 'PYME')).toBe(true);
  });

  it('does not show with credits left, for an enterprise, or without an e-talent plan', () => {
    expect(showsZeroCreditBanner([etalent(1)], 'PYME')).toBe(false);
    expect(showsZeroCreditBanner([etalent(0)], 'ENTERPRISE')).toBe(false);
    expect(showsZeroCreditBanner([credit], 'PYME')).toBe(false);
    expect(showsZeroCreditBanner([etalent(null)], 'PYME')).toBe(false);
    const hidden: BannerPlan = {
      typeCompanyPlan: { Name: 'PROCESS' },
      planConfig: { planStatus: 'ACTIVE', creditAccount: { availableBalance: null } },
    };
    expect(showsZeroCreditBanner([hidden], 'PYME')).toBe(false);
  });

  it('links to the subscriptions page with the user’s mail and company id', () => {
    expect(
      subscriptionStoreLink('https://shop.test/s?email={email}&company={companyId}', {
        email: 'ana+rrhh@pyme.test',
        companyId: 42,
      }),
    ).toBe('https://shop.test/s?email=ana%2Brrhh%40pyme.test&company=42');
  });
});

describe('the upgrade body', () => {
  const body = { companyId: 1, subscriptionId: 2, itemId: 3, productId: 4, quantity: 5 };

  it('takes a positive whole quantity up to the order maximum', () => {
    expect(upgradeSchema.safeParse(body).success).toBe(true);
    expect(upgradeSchema.safeParse({ ...body, itemId: undefined }).success).toBe(true);
    for (const quantity of [0, -1, 1.5, ORDER_MAX_QUANTITY + 1, 1e12, '3'])
      expect(upgradeSchema.safeParse({ ...body, quantity }).success).toBe(false);
  });
});
