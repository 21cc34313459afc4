import { describe, expect, it } from 'vitest';
import { purchaseAmount, purchaseCheck, viewCvsTarget } from './purchase';

describe('the CV purchase rules (spec 2 sections 4.4, 5 and 9)', () => {
  it('charges one credit per person', () => {
    expect(purchaseAmount(['1', '2', '3'])).toBe(3);
  });

  it('opens the no-credits dialog at 0, the not-enough view below the amount, buys otherwise', () => {
    expect(purchaseCheck(0, 1)).toBe('noCredits');
    expect(purchaseCheck(1, 2)).toBe('notEnough');
    expect(purchaseCheck(2, 2)).toBe('ok');
    expect(purchaseCheck(null, 2)).toBe('ok');
  });

  it('views several CVs in my-base with bulk=cvPurchased, one in a new tab', () => {
    expect(viewCvsTarget(['4', '5'])).toEqual({ newTab: false, path: '/talent-pool/my-base?bulk=cvPurchased' });
    expect(viewCvsTarget(['4'])).toEqual({ newTab: true, path: '/talent-pool/my-base/cv/4' });
  });
});
