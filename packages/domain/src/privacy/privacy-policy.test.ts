import { describe, expect, it } from 'vitest';
import { privacyAcceptanceSchema } from './privacy-acceptance.js';

describe('privacyAcceptanceSchema', () => {
  it('accepts only with the box ticked', () => {
    expect(privacyAcceptanceSchema.safeParse({ accepted: true }).success).toBe(true);
    expect(privacyAcceptanceSchema.safeParse({ accepted: false }).error?.issues[0]?.message).toBe(
      'validation.required',
    );
  });
});
