import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt } from 'jose';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { DomainError } from '../../src/errors.js';
import { createTokenService, hashOpaqueToken, newOpaqueToken, resolveSecret } from '../../src/auth/tokens.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'terna-tokens-'));
  dirs.push(dir);
  return dir;
};

const secret = new TextEncoder().encode('unit-test-secret');
const claims = { userId: 7, companyId: 3, realm: 'evcore' as const, email: 'ana@example.test' };

async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return error instanceof DomainError ? error.code : 'not a DomainError';
  }
}

describe('token service', () => {
  it('issues a token it verifies back to the same claims', async () => {
    const tokens = createTokenService(secret, 60);
    const { accessToken, expiresAt } = await tokens.issue(claims);
    expect(await tokens.verify(accessToken)).toEqual(claims);
    expect(decodeJwt(accessToken)).toMatchObject({ sub: '7', cid: 3, realm: 'evcore', iss: 'terna' });
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(55_000);
  });

  it('refuses a token of another key as UNAUTHENTICATED, an expired one as SESSION_EXPIRED', async () => {
    const other = createTokenService(new TextEncoder().encode('another-secret'), 60);
    const { accessToken } = await other.issue(claims);
    expect(await codeOf(createTokenService(secret, 60).verify(accessToken))).toBe('UNAUTHENTICATED');

    const expired = await createTokenService(secret, -10).issue(claims);
    expect(await codeOf(createTokenService(secret, 60).verify(expired.accessToken))).toBe('SESSION_EXPIRED');
  });

  it('keeps answering a token it verified until the token expires, then SESSION_EXPIRED', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T10:00:00Z') });
    try {
      const tokens = createTokenService(secret, 60);
      const { accessToken } = await tokens.issue(claims);
      expect(await tokens.verify(accessToken)).toEqual(claims);
      vi.setSystemTime(new Date('2026-03-01T10:00:59Z'));
      expect(await tokens.verify(accessToken)).toEqual(claims);
      vi.setSystemTime(new Date('2026-03-01T10:01:00Z'));
      expect(await codeOf(tokens.verify(accessToken))).toBe('SESSION_EXPIRED');
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a verified token with its signature or its payload changed', async () => {
    const tokens = createTokenService(secret, 60);
    const { accessToken } = await tokens.issue(claims);
    await tokens.verify(accessToken);
    const [header, payload, signature] = accessToken.split('.') as [string, string, string];
    const otherSignature = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BA' : 'AA'}`;
    expect(await codeOf(tokens.verify(`${header}.${payload}.${otherSignature}`))).toBe('UNAUTHENTICATED');
    const raised = Buffer.from(JSON.stringify({ ...decodeJwt(accessToken), cid: 4 })).toString('base64url');
    expect(await codeOf(tokens.verify(`${header}.${raised}.${signature}`))).toBe('UNAUTHENTICATED');
    // The genuine token still passes: a refusal does not evict it.
    expect(await tokens.verify(accessToken)).toEqual(claims);
  });
});

describe('resolveSecret', () => {
  it('uses JWT_SECRET when set', () => {
    const config = { ...loadConfig({}), dataDir: tempDir(), jwtSecret: 'from-env' };
    expect(new TextDecoder().decode(resolveSecret(config))).toBe('from-env');
  });

  it('otherwise creates a private random secret in DATA_DIR and keeps it across restarts', () => {
    const config = { ...loadConfig({}), dataDir: tempDir(), jwtSecret: undefined };
    const first = resolveSecret(config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(config.dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(resolveSecret(config)).toEqual(first);
  });
});

describe('refresh tokens', () => {
  it('are random, and stored only as their SHA-256', () => {
    const a = newOpaqueToken();
    const b = newOpaqueToken();
    expect(a.token).not.toBe(b.token);
    expect(a.hash).toBe(hashOpaqueToken(a.token));
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.hash).not.toContain(a.token);
  });
});
