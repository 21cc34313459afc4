import { describe, expect, it } from 'vitest';
import { productRefusal } from './ProductPage';

const card = (overrides: Partial<Parameters<typeof productRefusal>[0]> = {}): Parameters<typeof productRefusal>[0] => ({
  kind: 'CONTROLLED_FULL',
  typeCompanyPlan: 'CREDIT',
  environmentType: 'CONTROLLED',
  fullProfile: true,
  planConfigId: 1,
  planStatus: 'ACTIVE',
  available: true,
  availableCredits: 10,
  processesLeft: null,
  productActive: false,
  ...overrides,
});

describe('why a product card cannot be chosen', () => {
  it('lets an active plan with room be chosen', () => {
    expect(productRefusal(card())).toBeNull();
  });

  it('names an inactive plan before anything else', () => {
    expect(productRefusal(card({ planStatus: 'EXPIRED', available: false, productActive: true }))).toBe('inactive');
  });

  it('sends a used-up process plan to the product-active page, and says when credits ran out', () => {
    expect(
      productRefusal(card({ typeCompanyPlan: 'PROCESS', kind: 'ETALENT', productActive: true, available: false })),
    ).toBe('quota');
    expect(productRefusal(card({ available: false, availableCredits: 0 }))).toBe('noCredits');
  });
});
