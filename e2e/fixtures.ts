import { AxeBuilder } from '@axe-core/playwright';
import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import type { BuiltWorld, WorldSpec } from '../apps/server/test/support/e2e-world';

/** Fails on serious or critical accessibility violations of the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    `accessibility violations on ${page.url()}`,
  ).toEqual([]);
}

/**
 * Waits for the entrances under way (menus, dialogs, drawers, tab indicators, snackbars) to finish,
 * at most 2 s, then checks the page: mid-fade text has no contrast yet. Endless animations
 * (spinners, skeleton pulses) are not waited for.
 */
export async function checkAccessible(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter(
            (animation) =>
              animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity,
          )
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
  await expectAccessible(page);
}

/** How far the page scrolls sideways, in pixels (0 when it fits the screen, as every page must down to 360 px). */
export function sideScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Fails when the page is wider than the screen. */
export async function expectNoSideScroll(page: Page): Promise<void> {
  expect(await sideScroll(page), `sideways scroll on ${page.url()}`).toBeLessThanOrEqual(0);
}

/** A member of a world: the user, its password and a session opened for it. */
export type WorldMember = BuiltWorld['members'][string];

export interface World extends BuiltWorld {
  /** Opens `path` signed in as the member, with the session the world opened for it (no sign-in form, no rate limit). */
  signIn(page: Page, member: string, path?: string): Promise<void>;
  /** GraphQL as the member; fails the test on errors. */
  graphql<T>(member: string, query: string, variables?: Record<string, unknown>): Promise<T>;
}

/**
 * Stores the member's session the way the sign-in page does (the access token in local storage, the
 * refresh token in its cookie), then opens `path`.
 */
export async function signInAs(page: Page, member: WorldMember, path = '/es/cap/process/list'): Promise<void> {
  const { accessToken, expiresAt, refreshToken } = member.session;
  const origin = new URL(test.info().project.use.baseURL!);
  await page.context().addCookies([
    {
      name: 'terna_refresh',
      value: refreshToken,
      domain: origin.hostname,
      path: '/auth',
      httpOnly: true,
      sameSite: 'Strict',
    },
  ]);
  await page.goto('/es/404');
  await page.evaluate(
    (tokens) => {
      window.localStorage.setItem('terna.accessToken', tokens.accessToken);
      window.localStorage.setItem('terna.expiresAt', tokens.expiresAt);
    },
    { accessToken, expiresAt },
  );
  await page.goto(path);
}

async function createWorld(request: APIRequestContext, spec: WorldSpec): Promise<World> {
  const response = await request.post('/__test__/worlds', { data: spec });
  expect(response.ok(), await response.text()).toBe(true);
  const built = (await response.json()) as BuiltWorld;
  const member = (key: string) => {
    const found = built.members[key];
    if (!found) throw new Error(`The world has no member ${key}`);
    return found;
  };
  return {
    ...built,
    signIn: (page, key, path) => signInAs(page, member(key), path),
    async graphql<T>(key: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
      const answer = await request.post('/graphql', {
        data: { query, variables },
        headers: { authorization: `Bearer ${member(key).session.accessToken}` },
      });
      const body = (await answer.json()) as { data: T; errors?: unknown[] };
      expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
      return body.data;
    },
  };
}

/**
 * `createWorld(spec)` builds the company, members, processes and candidates a journey declares, unique
 * to that journey (see apps/server/test/support/e2e-world.ts): journeys share no rows, so they run in
 * any order and in parallel. The run's database is thrown away at the end.
 */
export const test = base.extend<{ createWorld: (spec: WorldSpec) => Promise<World> }>({
  createWorld: async ({ request }, use) => {
    await use((spec) => createWorld(request, spec));
  },
});
export { expect };
export type { WorldSpec };
