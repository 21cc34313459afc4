import { randomBytes, createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { COMPANY_REALM, isRecordId, type Realm } from '@terna/domain';
import type { Config } from '../config.js';
import { DomainError } from '../errors.js';

export interface AccessClaims {
  userId: number;
  companyId: number;
  realm: Realm;
  email: string;
  /**
   * The session family (one sign-in and its refreshes) the token was issued for: the token works while
   * the family does, and a password change keeps that family and ends the others.
   */
  sessionId?: string;
}

export interface TokenService {
  issue(claims: AccessClaims): Promise<{ accessToken: string; expiresAt: string }>;
  verify(token: string): Promise<AccessClaims>;
}

/** The signing key: JWT_SECRET, else a random one kept in DATA_DIR so sessions survive restarts. */
export function resolveSecret(config: Config): Uint8Array {
  if (config.jwtSecret) return new TextEncoder().encode(config.jwtSecret);
  const file = join(config.dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

const ISSUER = 'terna';

/**
 * The record id a token's subject names: its decimal digits and nothing else (no sign, fraction,
 * exponent or hex, which Number() would read), within an integer column. Anything else would reach
 * SQL as NaN or past int4 and fail there, even under a valid signature.
 */
export function subjectId(sub: string | undefined): number | undefined {
  const id = sub !== undefined && /^[1-9]\d*$/.test(sub) ? Number(sub) : undefined;
  return isRecordId(id) ? id : undefined;
}

/** Verified tokens a server node remembers (a few MB at most). */
const VERIFIED_TOKENS_LIMIT = 10_000;

export function createTokenService(secret: Uint8Array, ttlSeconds: number): TokenService {
  // Every request presents its token again: HMAC through WebCrypto is a thread-pool job per call, so a
  // token verified once is answered from here until its own expiry. Keyed by the whole token string:
  // a token differing in any byte (a forged signature, an edited payload) is verified afresh.
  const verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();
  return {
    async issue(claims) {
      const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
      const accessToken = await new SignJWT({
        cid: claims.companyId,
        realm: claims.realm,
        email: claims.email,
        ...(claims.sessionId && { sid: claims.sessionId }),
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(secret);
      return { accessToken, expiresAt: expiresAt.toISOString() };
    },
    async verify(token) {
      const known = verified.get(token);
      if (known && Date.now() < known.expiresAtMs) return { ...known.claims };
      if (known) verified.delete(token);
      try {
        // A token without an expiry would be good forever: refused even when its signature is right.
        const { payload } = await jwtVerify(token, secret, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          requiredClaims: ['exp'],
        });
        const userId = subjectId(payload.sub);
        if (
          payload.realm !== COMPANY_REALM ||
          userId === undefined ||
          !isRecordId(payload.cid) ||
          typeof payload.email !== 'string'
        ) {
          throw new DomainError('UNAUTHENTICATED');
        }
        const claims: AccessClaims = {
          userId,
          companyId: payload.cid,
          realm: COMPANY_REALM,
          email: payload.email,
          ...(payload.sid !== undefined && { sessionId: sessionIdOf(payload.sid) }),
        };
        if (verified.size >= VERIFIED_TOKENS_LIMIT) verified.delete(verified.keys().next().value!);
        verified.set(token, { claims, expiresAtMs: payload.exp! * 1000 });
        return { ...claims };
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw new DomainError('SESSION_EXPIRED');
        throw new DomainError('UNAUTHENTICATED');
      }
    },
  };
}

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The session family a token names: a uuid, or the token is refused. */
function sessionIdOf(sid: unknown): string {
  if (typeof sid !== 'string' || !SESSION_ID.test(sid)) throw new DomainError('UNAUTHENTICATED');
  return sid;
}

/**
 * Refresh tokens and observer link tokens: 256 random bits, stored only as their SHA-256 (a leaked
 * table holds no usable token). Base64url has no '.', so they never look like a JWT.
 */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
