import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { REPORT_URL_TTL_MINUTES } from '@terna/domain';
import { resolveSecret } from '../../auth/tokens.js';
import type { Config } from '../../config.js';

/**
 * A report's download address (docs/decisions/009, Reports): the report id, an expiry and an
 * HMAC-SHA-256 of `${reportId}.${companyId}.${expires}`, keyed with a key derived (HKDF) from the
 * server secret. The browser follows it with a plain link (no Authorization header), so the address
 * itself is the credential: it names one report of one company and works for REPORT_URL_TTL_MINUTES.
 */

const keys = new WeakMap<Config, Buffer>();
const SIGNATURE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function linkKey(config: Config): Buffer {
  let key = keys.get(config);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', resolveSecret(config), 'terna', 'report-download-url hmac-sha256', 32));
    keys.set(config, key);
  }
  return key;
}

const sign = (config: Config, reportId: number, companyId: number, expires: number) =>
  createHmac('sha256', linkKey(config)).update(`${reportId}.${companyId}.${expires}`).digest();

export interface ReportLink {
  url: string;
  expiresAt: Date;
}

/** A fresh address of the report's file, relative to the server (the web app is served from it). */
export function reportLink(config: Config, reportId: number, companyId: number, options: { now?: number; ttlSeconds?: number } = {}): ReportLink {
  const expires = Math.floor((options.now ?? Date.now()) / 1000) + (options.ttlSeconds ?? REPORT_URL_TTL_MINUTES * 60);
  const signature = sign(config, reportId, companyId, expires).toString('base64url');
  return { url: `/process-web/reports/${reportId}/file?expires=${expires}&signature=${signature}`, expiresAt: new Date(expires * 1000) };
}

/** Whether `signature` was made by this server for that report of that company with that expiry (expired or not). */
export function isReportSignature(config: Config, reportId: number, companyId: number, expires: number, signature: string): boolean {
  if (!SIGNATURE_PATTERN.test(signature)) return false;
  // The texts are compared, not the bytes they decode to: the last character's two spare bits would let
  // four spellings of one signature pass.
  const expected = sign(config, reportId, companyId, expires).toString('base64url');
  return timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
}
