import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, restFetch } from './api';
import { privacyPolicyRefusal } from './privacy-policy-refusal';

afterEach(() => {
  vi.unstubAllGlobals();
  privacyPolicyRefusal.clear();
});

const answer = (status: number, body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );

describe('a refused REST call', () => {
  it('carries the server’s message and code, and one refused for the privacy policy shows the policy dialog', async () => {
    const message = 'Acepta la política de privacidad vigente para continuar.';
    answer(403, { code: 'PRIVACY_POLICY_NOT_ACCEPTED', messages: [message] });
    const refusal = restFetch('/evaluation-web/capresults/1/2/3/detail');
    await expect(refusal).rejects.toBeInstanceOf(ApiError);
    await expect(refusal).rejects.toMatchObject({ message, status: 403, code: 'PRIVACY_POLICY_NOT_ACCEPTED' });
    expect(privacyPolicyRefusal.happened()).toBe(true);
  });

  it('for any other reason leaves the policy dialog alone', async () => {
    answer(403, { code: 'FORBIDDEN', messages: ['No tienes permiso para hacer esto.'] });
    await expect(restFetch('/company-web/activity.csv')).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(privacyPolicyRefusal.happened()).toBe(false);
  });
});
