import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/** INTEGRATION_TOKEN_KEY as 32 bytes: 64 hex digits or base64; anything else is a configuration error. */
export function tokenKey(configured: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(configured) ? Buffer.from(configured, 'hex') : Buffer.from(configured, 'base64');
  if (key.length !== 32) throw new Error('INTEGRATION_TOKEN_KEY must be 32 bytes, as 64 hex digits or base64');
  return key;
}

/** AES-256-GCM with a fresh 96-bit nonce: "v1.<nonce>.<tag>.<ciphertext>", base64url parts. */
export function encryptToken(key: Buffer, plain: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, nonce, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The plain token; throws when the value was not sealed with this key (a changed key, a tampered row). */
export function decryptToken(key: Buffer, sealed: string): string {
  const [version, nonce, tag, data] = sealed.split('.');
  if (version !== VERSION || !nonce || !tag || data === undefined) throw new Error('not a sealed integration token');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
