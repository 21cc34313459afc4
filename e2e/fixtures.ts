import { AxeBuilder } from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'terna-demo';

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

/** Signs in through the API and stores the session the way the sign-in page does. */
export async function signInAs(page: Page, email: string, path = '/es/cap/process/list'): Promise<void> {
  const response = await page.request.post('/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { accessToken: string; expiresAt: string } };
  await page.goto('/es/404');
  await page.evaluate(({ accessToken, expiresAt }) => {
    window.localStorage.setItem('terna.accessToken', accessToken);
    window.localStorage.setItem('terna.expiresAt', expiresAt);
  }, data);
  await page.goto(path);
}

export const test = base;
export { expect };
