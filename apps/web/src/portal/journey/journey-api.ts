import { portalFetch } from '../api';
import type { TalentPoolOptIn } from '@terna/domain';
import type { Journey } from '../types';

export const journeyApi = {
  me: () => portalFetch<Journey>('/portal-web/me'),
  consent: (privacyVersion: string | number) =>
    portalFetch<Journey>('/portal-web/me/consent', { method: 'POST', body: { privacyVersion, dataProcessing: true } }),
  talentPool: () => portalFetch<TalentPoolOptIn>('/portal-web/me/talent-pool'),
  setTalentPool: (optIn: boolean) =>
    portalFetch<TalentPoolOptIn>('/portal-web/me/talent-pool', { method: 'PUT', body: { optIn } }),
};
