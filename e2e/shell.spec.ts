import { checkAccessible, expect, expectAccessible, test, type WorldSpec } from './fixtures';

/** A company with every kind of member, and a second company for the multi-company cases. */
const TEAM: WorldSpec = {
  company: { features: ['MULTI_LANGUAGE'], plans: { TALENT_POOL: 25 } },
  members: {
    owner: { role: 'OWNER' },
    recruiter: { role: 'RECRUITER' },
    viewer: { role: 'VIEWER' },
    newhire: { role: 'RECRUITER', acceptedPolicy: false },
  },
};

const mainNav = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Navegación principal' });

test.describe('signing in and the application shell', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test('the owner signs in with the form and sees every header item and the company link', async ({
    page,
    createWorld,
  }) => {
    const world = await createWorld(TEAM);
    const owner = world.members.owner!;
    await page.goto('/es/cap/process/list');
    await expect(page).toHaveURL(/\/es\/auth\/login\?redirect=/);
    await expect(page.getByRole('heading', { name: 'Inicia sesión' })).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Correo electrónico').fill(owner.email);
    await page.getByLabel(/^Contraseña/).fill(owner.password);
    await page.getByRole('button', { name: 'Ingresar' }).click();

    await expect(page).toHaveURL(/\/es\/cap\/process\/list$/);
    const nav = mainNav(page);
    for (const item of ['Dashboard', 'Perfiles', 'Procesos', 'Banco de talento', 'Centro de recursos']) {
      await expect(nav.getByRole('link', { name: item })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Abrir menú de usuario' }).click();
    await expect(page.getByTestId('user-menu-company')).toHaveText(world.company.name);
    await expect(page.getByRole('menuitem', { name: 'Mi empresa' })).toBeVisible();
    await expect(page.getByText('Versión 2.32.4')).toBeVisible();
    await checkAccessible(page);

    await page.getByRole('menuitem', { name: 'Mi empresa' }).click();
    await expect(page.getByRole('heading', { name: world.company.name, level: 1 })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Menú de la empresa' }).getByRole('link', { name: 'Usuarios' }),
    ).toBeVisible();
    // The user menu fades out after the navigation; mid-fade its text has no contrast to check.
    await expect(page.getByTestId('user-menu-name')).toBeHidden();
    await expectAccessible(page);
  });

  test('a wrong password shows the server message and keeps the user on the sign-in page', async ({
    page,
    createWorld,
  }) => {
    const world = await createWorld({});
    await page.goto('/es/auth/login');
    await page.getByLabel('Correo electrónico').fill(world.members.owner!.email);
    await page.getByLabel(/^Contraseña/).fill('not-the-password');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByRole('alert')).toContainText('El correo o la contraseña no son correctos.');
    await expect(page).toHaveURL(/\/es\/auth\/login/);
  });

  test('the recruiter sees the header items but no company administration', async ({ page, createWorld }) => {
    const world = await createWorld(TEAM);
    await world.signIn(page, 'recruiter');
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Procesos' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Perfiles' })).toBeVisible();
    await page.getByRole('button', { name: 'Abrir menú de usuario' }).click();
    await expect(page.getByRole('menuitem', { name: 'Mis empresas' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Mi empresa' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('the read-only viewer sees no Profiles item and no company administration', async ({ page, createWorld }) => {
    const world = await createWorld(TEAM);
    await world.signIn(page, 'viewer');
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Procesos' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Perfiles' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Abrir menú de usuario' }).click();
    await expect(page.getByRole('menuitem', { name: 'Mi empresa' })).toHaveCount(0);
  });

  test('the owner of a company without the language feature sees only their own company', async ({
    page,
    createWorld,
  }) => {
    await createWorld(TEAM);
    const other = await createWorld({});
    await other.signIn(page, 'owner');
    await page.getByRole('button', { name: 'Abrir menú de usuario' }).click();
    await expect(page.getByTestId('user-menu-company')).toHaveText(other.company.name);
    // This company has no MULTI_LANGUAGE feature: no language selector.
    await expect(page.getByLabel('Idioma')).toHaveCount(0);
  });

  test('switching the language reloads the same page in English', async ({ page, createWorld }) => {
    const world = await createWorld(TEAM);
    await world.signIn(page, 'owner');
    await page.getByRole('button', { name: 'Abrir menú de usuario' }).click();
    await page.getByLabel('Idioma').click();
    await page.getByRole('option', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/cap\/process\/list$/);
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Processes' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectAccessible(page);
  });

  test('signing out ends the session; protected pages then ask to sign in', async ({ page, createWorld }) => {
    const world = await createWorld(TEAM);
    await world.signIn(page, 'recruiter');
    await page.getByRole('button', { name: 'Abrir menú de usuario' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/es\/auth\/login/);
    expect(await page.evaluate(() => window.localStorage.getItem('terna.accessToken'))).toBeNull();
    await page.goto('/es/cap/process/list');
    await expect(page).toHaveURL(/\/es\/auth\/login\?redirect=/);
  });

  test('an unknown route shows the 404 page with a link home', async ({ page }) => {
    await page.goto('/es/esta/ruta/no-existe');
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Página de inicio' })).toBeVisible();
    await expectAccessible(page);
    await page.goto('/ruta-sin-idioma');
    await expect(page).toHaveURL(/\/es\/ruta-sin-idioma$/);
  });

  // The journeys run with reduced motion (playwright.config.ts); this is the one that sees both.
  test('a user who asks the system for less motion gets no transitions', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/es/auth/login');
    const submit = page.getByRole('button', { name: 'Ingresar' });
    const durations = async () =>
      (await submit.evaluate((element) => getComputedStyle(element).transitionDuration)).split(', ').map(parseFloat);
    expect(Math.max(...(await durations()))).toBeGreaterThanOrEqual(0.2);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(Math.max(...(await durations()))).toBeLessThan(0.001);
  });

  test('without motion, the loader stands still and stays visible', async ({ page }) => {
    // The sign-in page's code held back: the page loader shows until it arrives.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/SignInRoute-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/es/auth/login');
    const circle = page.getByRole('progressbar').locator('circle');
    await expect(circle).toBeVisible();
    // MUI's still arc of 80 px, not the 1 px arc its animation ends on (a reset that kept the last
    // frame, animation-fill-mode: forwards, would leave the loader empty).
    expect(await circle.evaluate((element) => getComputedStyle(element).strokeDasharray)).toBe('80px, 200px');
    release();
    await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  });
});

test.describe('company area and talent pool', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test('the talent-pool base shows the views available in the header', async ({ page, createWorld }) => {
    const world = await createWorld(TEAM);
    await world.signIn(page, 'owner', '/es/talent-pool/my-base');
    await expect(page.getByRole('status').filter({ hasText: 'vistas disponibles' })).toHaveText(
      /25 vistas disponibles/,
    );
    await expectAccessible(page);
  });

  test('users: the owner reaches the section, the viewer is sent to company-not-found', async ({
    page,
    createWorld,
  }) => {
    const world = await createWorld(TEAM);
    await world.signIn(page, 'owner', '/es/cap/users');
    await expect(page.getByRole('heading', { name: 'Usuarios' })).toBeVisible();
    await expectAccessible(page);
    await world.signIn(page, 'viewer', '/es/cap/users');
    await expect(page).toHaveURL(/\/es\/errors\/company-not-found$/);
    await expect(page.getByRole('heading', { name: 'Empresa no encontrada' })).toBeVisible();
  });
});

test.describe('privacy policy', () => {
  test('a user who has not accepted the current policy must accept it; rejecting asks first', async ({
    page,
    createWorld,
  }) => {
    const world = await createWorld(TEAM);
    await world.signIn(page, 'newhire');
    const dialog = page.getByRole('dialog', { name: 'Actualizamos nuestra política de privacidad' });
    await expect(dialog).toBeVisible();
    // The server refuses the page's own data until the policy is accepted, whatever the client shows.
    await expect(page.getByText('No pudimos cargar tus procesos.')).toBeVisible();
    await expectAccessible(page);
    const accept = dialog.getByRole('button', { name: 'Aceptar' });
    await expect(accept).toBeDisabled();

    await dialog.getByRole('button', { name: 'Rechazar' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Estás seguro?' });
    await expect(confirm.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    await confirm.getByRole('button', { name: 'Volver' }).click();

    await dialog.getByLabel('He leído y acepto la política de privacidad').check();
    await accept.click();
    await expect(page.getByText('Aceptaste la política de privacidad. ¡Gracias!')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    // Accepting asks the page's data again: the list loads without a reload.
    await expect(page.getByText('No hay procesos que coincidan con tu búsqueda y tus filtros.')).toBeVisible();
    await page.reload();
    await expect(mainNav(page).getByRole('link', { name: 'Procesos' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the navigation moves into a drawer', async ({ page, createWorld }) => {
    const world = await createWorld(TEAM);
    await world.signIn(page, 'owner');
    await expect(mainNav(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Abrir menú de navegación' }).click();
    await expect(mainNav(page).getByRole('link', { name: 'Procesos' })).toBeVisible();
    await expectAccessible(page);
  });
});
