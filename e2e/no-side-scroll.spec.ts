import type { Page, Route } from '@playwright/test';
import { expect, sideScroll, test, type World, type WorldSpec } from './fixtures';

// Issue 21: no screen scrolls sideways, from a 390 px phone to a desktop. Each page is opened signed
// in as the owner of a company with a process full of candidates, waited for until its data is on
// screen, and measured. A wide table may scroll inside its own box (the comparator, the credit
// history), never the page.

const COMPANY: WorldSpec = {
  company: { plans: { CREDIT: 50 } },
  processes: {
    data: { position: 'Analista de datos', candidates: { ENDED: 6, INPROGRESS: 3, OPEN: 2, DISQUALIFIED: 2 } },
  },
};

const SIGNED_IN_PATHS = [
  '/cap/process/list',
  '/cap/product',
  '/cap/my-company/home',
  '/cap/my-company/analytics/process',
  '/cap/my-company/analytics/tags',
  '/cap/my-company/reports',
  '/cap/my-company/credits',
  '/cap/my-company/tags',
  '/cap/my-company/hired',
  '/cap/my-company/blacklist',
  '/cap/my-company/activity',
  '/cap/my-company/outbox',
  '/cap/my-company/notifications',
  '/cap/users',
  '/account/company',
  '/account/users',
  '/account/profile',
  '/subscription/detail',
  '/user/companies',
  '/talent-pool',
  '/talent-pool/my-base',
  '/resource-center',
  '/resource-center/videos',
  '/resource-center/documents',
  '/404',
  '/maintenance',
  '/errors/user-access-denied',
  '/errors/company-not-found',
  '/errors/process-not-owned-by-company',
];
const SIGNED_OUT_PATHS = ['/auth/login', '/invitation/activate?token=no-such-token'];

/** Until the page's data is on screen: no route loader, no skeleton, no busy region. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('main').first()).toBeVisible({ timeout: 30_000 });
  await loaded(page);
}

/** No route loader, no skeleton, no busy region (the candidate drawer hides the page's main region). */
async function loaded(page: Page): Promise<void> {
  await expect(page.getByRole('progressbar', { name: 'Cargando…' })).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
}

async function processPaths(world: World): Promise<string[]> {
  const process = world.processes.data!.id;
  const { processPersonPaginated } = await world.graphql<{ processPersonPaginated: { data: { id: number }[] } }>(
    'owner',
    `query($processId: Int!) { processPersonPaginated(processId: $processId, personEvaluationsStatus: [ENDED]) { data { id } } }`,
    { processId: process },
  );
  const candidate = processPersonPaginated.data[0]!.id;
  return [
    ...['people', 'comparator', 'shortlisted', 'blacklist', 'dashboard'].map(
      (tab) => `/cap/process/${process}/control/${tab}`,
    ),
    `/cap/process/${process}/candidates/${candidate}/disc`,
  ];
}

/** Every screen at this size: the overflowing ones are listed together, so one run names them all. */
async function sweep(page: Page, world: World): Promise<void> {
  const overflowing: string[] = [];
  const measure = async (path: string) => {
    await page.goto(`/es${path}`);
    await settled(page);
    const overflow = await sideScroll(page);
    if (overflow > 0) overflowing.push(`${path}: ${overflow} px`);
  };
  await world.signIn(page, 'owner', '/es/404');
  for (const path of [...SIGNED_IN_PATHS, ...(await processPaths(world))]) await measure(path);
  // The candidate sidebar, opened from the list (a drawer on a phone).
  await measure(`/cap/process/${world.processes.data!.id}/control/people`);
  const row = page.getByRole('article').first();
  const name = (await row.getByRole('heading').innerText()).trim();
  await row.getByRole('heading').click();
  await expect(page.getByRole('complementary', { name })).toBeVisible();
  await loaded(page);
  const withSidebar = await sideScroll(page);
  if (withSidebar > 0) overflowing.push(`candidate sidebar: ${withSidebar} px`);
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  for (const path of SIGNED_OUT_PATHS) await measure(path);
  expect(overflowing).toEqual([]);
}

for (const [size, viewport] of [
  ['a 390 px phone', { width: 390, height: 844 }],
  ['a desktop', { width: 1366, height: 800 }],
] as const) {
  test.describe(`every screen on ${size}`, () => {
    test.use({ viewport, ...(viewport.width < 600 ? { isMobile: true, hasTouch: true } : {}) });

    test('fits the width without sideways scrolling', async ({ page, createWorld }) => {
      // One journey through every route, each waiting for its loaders: 3-4 min beside another worker on 2 cores.
      test.setTimeout(420_000);
      await sweep(page, await createWorld(COMPANY));
    });
  });
}

// Loading states count too: a phone shows them longest. The page's own GraphQL answers are held back
// (the shell's, seen on a page with nothing else, go through), so each process screen is measured with
// its skeletons on screen.
test.describe('the process screens while they load, on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('fit the width without sideways scrolling', async ({ page, createWorld }) => {
    test.setTimeout(180_000);
    const world = await createWorld(COMPANY);
    const paths = ['/cap/process/list', ...(await processPaths(world))];
    const operation = (route: Route) =>
      (route.request().postDataJSON() as { operationName?: string } | null)?.operationName ?? '';
    const shell = new Set<string>();
    await page.route('**/graphql', (route) => {
      shell.add(operation(route));
      return route.fallback();
    });
    await world.signIn(page, 'owner', '/es/404');
    await settled(page);
    await page.unrouteAll();
    let held: { operation: string; answer: () => Promise<void> }[] = [];
    await page.route('**/graphql', (route) => {
      if (shell.has(operation(route))) return route.fallback();
      held.push({ operation: operation(route), answer: () => route.fallback() });
    });
    // The full-page loader waits for the session's queries, not for these, which a route asks for
    // beside them as its code arrives (the process list's prefetch): they stay held with the page's.
    const asked = new Set(['GetProcessPaginated']);
    const answerOldest = async () => {
      const next = held.find((query) => !asked.has(query.operation));
      if (!next) return;
      held = held.filter((query) => query !== next);
      await next.answer();
    };
    const overflowing: string[] = [];
    for (const path of paths) {
      await page.goto(`/es${path}`);
      // A route that loads its data before it shows (the full-page loader) gets it, oldest query first.
      await expect
        .poll(
          async () => {
            if ((await page.locator('.MuiSkeleton-root').count()) > 0) return true;
            if ((await page.getByRole('progressbar', { name: 'Cargando…' }).count()) > 0) await answerOldest();
            return false;
          },
          { timeout: 30_000, intervals: [100] },
        )
        .toBe(true);
      const overflow = await sideScroll(page);
      if (overflow > 0) overflowing.push(`${path}: ${overflow} px`);
      const release = held;
      held = [];
      await Promise.all(release.map((query) => query.answer()));
    }
    expect(overflowing).toEqual([]);
  });
});
