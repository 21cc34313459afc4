import { useCallback, useSyncExternalStore } from 'react';
import { isPortalComponent, type PortalComponent } from '@terna/domain';

/**
 * The portal's few pages, under the link the candidate opened (docs/api/portal.md):
 * `{base}` entry, `{base}/consent`, `{base}/steps` the journey, `{base}/steps/{component}` one step.
 * A router of its own, a few lines on the History API: the first screen stays small (issue 17's budget).
 */
export type ProcessRef = { slug: string } | { processId: string };

export type PortalView =
  | { name: 'entry' }
  | { name: 'consent' }
  | { name: 'journey' }
  | { name: 'step'; component: PortalComponent }
  | { name: 'notFound' };

export interface PortalRoute {
  /** The link's own path, e.g. /apply/ventas-quito or /evaluacion/42: every page lives under it. */
  base: string;
  ref: ProcessRef | null;
  view: PortalView;
  search: URLSearchParams;
}

export function parseRoute(pathname: string, search = ''): PortalRoute {
  const params = new URLSearchParams(search);
  const match = /^\/(apply|evaluacion)\/([^/]+)(?:\/(.*))?$/.exec(pathname.replace(/\/+$/, ''));
  if (!match) return { base: '', ref: null, view: { name: 'notFound' }, search: params };
  const [, kind, id = '', rest = ''] = match;
  const key = decodeURIComponent(id);
  const ref: ProcessRef = kind === 'apply' ? { slug: key } : { processId: key };
  const base = `/${kind}/${id}`;
  const [page, component] = rest.split('/');
  let view: PortalView = { name: 'notFound' };
  if (!page) view = { name: 'entry' };
  else if (page === 'consent' && !component) view = { name: 'consent' };
  else if (page === 'steps' && !component) view = { name: 'journey' };
  else if (page === 'steps' && component && isPortalComponent(component)) view = { name: 'step', component };
  return { base, ref, view, search: params };
}

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
};
const snapshot = () => window.location.pathname + window.location.search;

/** Moves to a page of the portal (a path under the route's base), adding a history entry unless replacing. */
export function navigate(path: string, options: { replace?: boolean } = {}): void {
  if (options.replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
  window.scrollTo?.(0, 0);
  for (const listener of listeners) listener();
}

export function usePortalRoute(): PortalRoute & { go: (page: string, options?: { replace?: boolean }) => void } {
  const location = useSyncExternalStore(subscribe, snapshot);
  const [pathname = '', search = ''] = location.split(/(?=\?)/);
  const route = parseRoute(pathname, search);
  const { base } = route;
  const go = useCallback(
    (page: string, options?: { replace?: boolean }) => navigate(`${base}${page}`, options),
    [base],
  );
  return { ...route, go };
}
