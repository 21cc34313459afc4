import { portalFetch } from '../api';
import type { Journey } from '../types';

export const journeyApi = {
  me: () => portalFetch<Journey>('/portal-web/me'),
  consent: (privacyVersion: string | number) =>
    portalFetch<Journey>('/portal-web/me/consent', { method: 'POST', body: { privacyVersion, dataProcessing: true } }),
};
