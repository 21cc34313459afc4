import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, type BuiltWorld } from '../../support/e2e-world.js';
import { launchApi, must } from '../../support/launch-api.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

/**
 * The browser journeys' worlds (e2e-world): plans with balances, quota and plan features, and
 * processes made by the wizard that the launch operations read and edit like their own.
 */
let t: TestApp;
let api: ReturnType<typeof launchApi>;
let world: BuiltWorld;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  api = launchApi(t);
  world = await buildWorld(t.services, {
    company: {
      plans: { CREDIT: 7, PROCESS: 0 },
      processQuota: 3,
      planFeatures: { CREDIT: ['Long_Duration_Processes'] },
    },
    processes: {
      live: { position: 'Cajero de tienda', wizard: true, status: 'LAUNCHED', components: 'CAP_STANDARD' },
      closed: { position: 'Cajero de tienda', wizard: true, status: 'CLOSED' },
      draft: { position: 'Cajero de tienda', wizard: true, status: 'DRAFT' },
    },
  });
  token = world.members.owner!.session.accessToken;
});
afterAll(() => t?.close());

describe('launch worlds', () => {
  it('gives the company its CREDIT balance and PROCESS quota', async () => {
    const { launchProducts } = must(await api.products(token));
    expect(launchProducts.products).toContainEqual(
      expect.objectContaining({ kind: 'CONTROLLED_FULL', availableCredits: 7, available: true }),
    );
    expect(launchProducts.products).toContainEqual(expect.objectContaining({ kind: 'ETALENT', processesLeft: 3 }));
  });

  it('makes wizard processes the launch operations read, edit and launch', async () => {
    const live = must(await api.get(token, world.processes.live!.id)).getLaunchDraft;
    expect(live).toMatchObject({ status: 'LAUNCHED', draftStep: 'SUMMARY', hasProfile: true });
    expect(live.publicLink).toMatch(/\/apply\//);
    const profile = { ...live.jobProfile, description: 'Una descripción nueva, más clara, para el mismo cargo.' };
    expect(must(await api.save(token, live.id, 'JOB_PROFILE', profile)).saveLaunchStep.jobProfile).toMatchObject({
      description: profile.description,
    });

    const closed = must(await api.get(token, world.processes.closed!.id)).getLaunchDraft;
    expect(closed.status).toBe('CLOSED');

    const draft = must(await api.get(token, world.processes.draft!.id)).getLaunchDraft;
    expect(draft.issues.filter((issue) => issue.step !== 'DATES')).toEqual([]);
  });
});
