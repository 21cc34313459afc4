import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';

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

/** The candidate portal's links (docs/api/portal.md): the public application and the evaluation link. */
const PORTAL_PATH = /^\/(apply|evaluacion)(\/|\?|$)/;

/**
 * Which page of the web build `webDist` answers an address with: the candidate portal's own entry
 * for a candidate's link (issue 17); a first screen's own index.html for its address, which lists
 * that screen's code for the browser to fetch at once (the build writes them and their list,
 * first-screens.json: apps/web/vite.config.ts, firstScreenPreloads); else index.html.
 */
export function webEntryPage(webDist: string): (url: string) => string {
  const list = join(webDist, 'first-screens.json');
  const firstScreens = new Map<string, string>(
    existsSync(list) ? Object.entries(JSON.parse(readFileSync(list, 'utf8')) as Record<string, string>) : [],
  );
  return (url) => {
    if (PORTAL_PATH.test(url)) return 'portal.html';
    return firstScreens.get(url.split(/[?#]/, 1)[0]!) ?? 'index.html';
  };
}
