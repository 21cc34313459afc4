import type { CandidateCvDraft } from '@terna/domain';
import { portalFetch, portalUpload } from '../api';
import type { CvFile, CvState, Journey } from '../types';

export interface Degree {
  id: number;
  name: string;
  order: number;
}
export interface CatalogueLanguage {
  id: string | number;
  name: string;
  nameSpanish?: string;
  nameEnglish?: string;
}
export interface Place {
  uuid: string;
  name: string;
  province?: string | null;
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

export const cvApi = {
  load: () => portalFetch<CvState>('/portal-web/me/cv'),
  save: (draft: CandidateCvDraft) =>
    portalFetch<{ savedAt: string }>('/portal-web/me/cv', { method: 'PUT', body: draft }),
  knockout: (questionId: string, optionId: string) =>
    portalFetch<{ code: string }>(`/portal-web/me/cv/knockouts/${encodeURIComponent(questionId)}`, {
      method: 'PUT',
      body: { optionId },
    }),
  upload: (file: File, onProgress: (fraction: number) => void) =>
    portalUpload<{ file: CvFile }>('/portal-web/me/cv/file', file, onProgress),
  finish: () => portalFetch<Journey>('/portal-web/me/cv/finish', { method: 'POST' }),
  // The reference catalogues the recruiter app reads, asked with the candidate's token.
  degrees: () => portalFetch<Degree[]>('/catalog-mongo-web/degrees'),
  languages: () => portalFetch<CatalogueLanguage[]>('/catalog-mongo-web/languages'),
  places: (name: string, country: string) =>
    portalFetch<Place[]>(`/catalog-graph-web/places?${query({ name, country })}`),
};
