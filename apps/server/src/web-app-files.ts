import { sep } from 'node:path';

/**
 * How long browsers keep the web build's files (issue 22, "a lighter, faster first screen").
 * Everything under assets/ is named by its content hash (vite), so a copy can never be stale: a
 * year, immutable, no revalidation on a phone's slow round trip. The entry pages (index.html,
 * portal.html) and the unhashed files beside them are revalidated on every load, so a deployment
 * reaches everyone at once (an unchanged file answers 304).
 */
export function webFileCacheControl(path: string): string {
  return path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
}
