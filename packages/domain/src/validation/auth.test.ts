import { describe, expect, it } from 'vitest';
import { loginSchema } from './auth.js';

describe('loginSchema', () => {
  it('accepts an e-mail with spaces around it and trims it', () => {
    expect(loginSchema.parse({ email: '  ana@example.test ', password: 'x' })).toEqual({
      email: 'ana@example.test',
      password: 'x',
    });
  });

  it('carries the shared message keys', () => {
    const missing = loginSchema.safeParse({});
    expect(missing.success).toBe(false);
    expect(missing.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['email', 'validation.required'],
      ['password', 'validation.required'],
    ]);
    const bad = loginSchema.safeParse({ email: 'nope', password: 'x' });
    expect(bad.error!.issues.map((issue) => issue.message)).toEqual(['validation.email']);
  });
});
