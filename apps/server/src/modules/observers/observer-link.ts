import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Locale } from '@terna/domain';
import { newOpaqueToken, resolveSecret } from '../../auth/tokens.js';
import type { Config } from '../../config.js';

/**
 * An observer's link token is kept two ways (docs/decisions/008): its SHA-256 finds the observer
 * when a request presents it, and an AES-256-GCM ciphertext lets the company copy the same link
 * again later. The key is derived (HKDF) from the server secret, so a database dump alone opens nothing.
 */

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const keys = new WeakMap<Config, Buffer>();

function linkKey(config: Config): Buffer {
  let key = keys.get(config);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', resolveSecret(config), 'terna', 'observer-link-token aes-256-gcm', 32));
    keys.set(config, key);
  }
  return key;
}

// The observer id is authenticated with the ciphertext: one row's ciphertext copied into another opens nothing.
const associatedData = (observerId: number) => Buffer.from(`observer:${observerId}`);

/** A fresh link token: what the e-mail carries, its hash for look-ups and its ciphertext for copying. */
export function newObserverToken(
  config: Config,
  observerId: number,
): { token: string; hash: string; ciphertext: string } {
  const { token, hash } = newOpaqueToken();
  return { token, hash, ciphertext: sealToken(config, observerId, token) };
}

export function sealToken(config: Config, observerId: number, token: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', linkKey(config), iv);
  cipher.setAAD(associatedData(observerId));
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}`;
}

/** The token back, or null when it cannot be opened (another server secret, a tampered value). */
export function openToken(config: Config, observerId: number, value: string): string | null {
  const [version, body] = value.split('.');
  if (version !== VERSION || !body) return null;
  const raw = Buffer.from(body, 'base64url');
  if (raw.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', linkKey(config), raw.subarray(0, IV_BYTES));
    decipher.setAAD(associatedData(observerId));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/**
 * The report link: the token rides in the fragment, which browsers never send, so it stays out of
 * every server's and proxy's access log; the report page reads it and sends it as a bearer.
 */
export function observerLink(publicUrl: string, locale: Locale, processId: number, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}/${locale}/report/${processId}#token=${token}`;
}
