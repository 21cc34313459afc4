import type { AnswerValue, PortalComponent } from '@terna/domain';
import { portalFetch } from '../api';
import type { AnswerResponse, Journey, StepSession } from '../types';

export const stepApi = {
  start: (component: PortalComponent, clientId: string, part: string | null) =>
    portalFetch<StepSession>(`/portal-web/me/steps/${component}/start`, {
      method: 'POST',
      body: { clientId, ...(part ? { part } : {}) },
    }),
  answer: (sessionId: string, clientId: string, questionId: string, answer: AnswerValue) =>
    portalFetch<AnswerResponse>(`/portal-web/me/sessions/${encodeURIComponent(sessionId)}/answers`, {
      method: 'POST',
      body: { clientId, questionId, answer },
    }),
  finish: (sessionId: string, clientId: string) =>
    portalFetch<Journey>(`/portal-web/me/sessions/${encodeURIComponent(sessionId)}/finish`, {
      method: 'POST',
      body: { clientId },
    }),
  liveUrl: (sessionId: string, clientId: string) =>
    `/portal-web/me/sessions/${encodeURIComponent(sessionId)}/live?clientId=${encodeURIComponent(clientId)}`,
};
