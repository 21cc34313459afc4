import { portalFetch } from '../api';
import type { ProcessRef } from '../router';
import type { EntryInfo, PortalSession } from '../types';

/** How the entry calls name the process: the link's slug, or the process's own id as the entry info gave it. */
export type EntryRef = { slug: string } | { processId: number | string };

const post = <T>(path: string, body: unknown) => portalFetch<T>(path, { method: 'POST', body });

/** The entry calls (docs/api/portal.md, "Entry"): none needs a token. */
export const entryApi = {
  info: (ref: ProcessRef) =>
    portalFetch<EntryInfo>(
      'slug' in ref
        ? `/portal-web/entry/apply/${encodeURIComponent(ref.slug)}`
        : `/portal-web/entry/process/${encodeURIComponent(ref.processId)}`,
    ),
  sendCode: (processRef: EntryRef, email: string) =>
    post<{ sent: true }>('/portal-web/entry/code', { processRef, email }),
  verify: (processRef: EntryRef, body: { email: string; code: string; firstName?: string; lastName?: string }) =>
    post<PortalSession>('/portal-web/entry/verify', { processRef, ...body }),
  invitation: (processId: number | string, token: string) =>
    post<PortalSession>('/portal-web/entry/invitation', { processId, token }),
  identification: (processId: number | string, identification: string) =>
    post<PortalSession>('/portal-web/entry/identification', { processId, identification }),
};
