import type { Locator, Page } from '@playwright/test';
import { checkAccessible, expect, expectNoSideScroll, test, type World } from './fixtures';

// A 1×1 PNG: a real image by its content, as the server checks.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Picks an option of a select once its menu has finished opening: a click mid-entrance can leave it open. */
async function pickOption(page: Page, combobox: Locator, option: string): Promise<void> {
  await combobox.click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

async function openFromUserMenu(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: 'Abrir menú de usuario' }).click();
  await page.getByRole('menuitem', { name: item }).click();
  await expect(page.getByTestId('user-menu-name')).toBeHidden();
}

/** The owner runs the company from the account area, then edits their own profile and password. */
async function accountJourney(page: Page, world: World, suffix: string): Promise<void> {
  // A long journey (a dozen saves, a logo, a password hash) on a shared two-core machine.
  test.setTimeout(150_000);
  const owner = world.members.owner!;
  await world.signIn(page, 'owner');
  await openFromUserMenu(page, 'Datos de la empresa');
  await expect(page).toHaveURL(/\/es\/account\/company$/);
  await expect(page.getByRole('heading', { name: 'Datos de la empresa', level: 1 })).toBeVisible();
  await checkAccessible(page);
  await expectNoSideScroll(page);

  // The company data.
  const form = page.getByRole('form', { name: 'Información de la empresa' });
  await form.getByLabel('Nombre comercial').fill(`Andina ${suffix}`);
  await form.getByLabel('Dirección').fill('Av. Amazonas 123, Quito');
  await form.getByLabel('Exigir correo corporativo a los usuarios invitados').check();
  await form.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Datos de la empresa guardados.')).toBeVisible();
  await expect(form.getByLabel('Nombre comercial')).toHaveValue(`Andina ${suffix}`);

  // A phone that does not parse is refused with the server's message; a good one is stored in E.164.
  const phones = page.getByRole('region', { name: 'Teléfonos', exact: true });
  await phones.getByLabel('Nuevo teléfono').fill('12');
  await phones.getByRole('button', { name: 'Agregar' }).click();
  await expect(page.getByText('El teléfono no es válido para el país EC.')).toBeVisible();
  await phones.getByLabel('Nuevo teléfono').fill('099 123 4567');
  await phones.getByRole('button', { name: 'Agregar' }).click();
  await expect(phones.getByRole('listitem').filter({ hasText: '+593991234567' })).toBeVisible();
  const mails = page.getByRole('region', { name: 'Correos', exact: true });
  await mails.getByLabel('Nuevo correo').fill(`rrhh-${suffix}@andina.test`);
  await mails.getByRole('button', { name: 'Agregar' }).click();
  await expect(mails.getByRole('listitem').filter({ hasText: `rrhh-${suffix}@andina.test` })).toBeVisible();

  // An agency with two departments.
  await page.getByRole('button', { name: 'Agregar sede' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agregar sede' });
  await dialog.getByLabel('Nombre').fill('Sede Norte');
  await dialog.getByLabel('Correo').fill('norte@andina.test');
  await checkAccessible(page);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Sede creada.')).toBeVisible();
  const agency = page.getByRole('article', { name: 'Sede Norte' });
  for (const department of ['Ventas', 'Cobranzas']) {
    await agency.getByLabel('Nuevo departamento').fill(department);
    await agency.getByRole('button', { name: 'Agregar' }).click();
    await expect(agency.getByRole('list', { name: 'Departamentos de Sede Norte' })).toContainText(department);
  }
  await expect(agency.getByRole('listitem')).toHaveCount(2);

  // A logo: the preview and then the header show it.
  await expect(page.getByTestId('header-company-logo')).toHaveCount(0);
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Logo actualizado.')).toBeVisible();
  await expect(page.getByTestId('header-company-logo')).toBeVisible();
  await expect(page.getByTestId('header-company-logo')).toHaveAttribute('src', /^\/files\//);
  await expect(page.getByTestId('logo-preview').locator('img')).toHaveAttribute('src', /^\/files\//);
  await checkAccessible(page);
  await expectNoSideScroll(page);

  // The profile: name, phone (parsed with the user's country) and the password.
  await openFromUserMenu(page, 'Mi perfil');
  await expect(page).toHaveURL(/\/es\/account\/profile$/);
  const profile = page.getByRole('form', { name: 'Datos personales' });
  await profile.getByLabel('Nombre').fill('Lucía');
  // The phone is read with the user's country: without one ("Otro") a local number does not parse.
  await profile.getByLabel('Teléfono').fill('099 765 4321');
  await profile.getByRole('button', { name: 'Guardar perfil' }).click();
  await expect(page.getByText('El teléfono no es válido para el país XX.')).toBeVisible();
  await pickOption(page, profile.getByRole('combobox', { name: 'País' }), 'Ecuador');
  await profile.getByRole('button', { name: 'Guardar perfil' }).click();
  await expect(page.getByText('Perfil guardado.')).toBeVisible();
  await page.getByRole('button', { name: 'Abrir menú de usuario' }).click();
  await expect(page.getByTestId('user-menu-name')).toContainText('Lucía');
  await page.keyboard.press('Escape');
  await checkAccessible(page);
  await expectNoSideScroll(page);

  const password = page.getByRole('form', { name: 'Contraseña' });
  await password.getByLabel('Contraseña actual').fill('no-es-esta');
  await password.getByLabel(/^Nueva contraseña/).fill('clave-nueva-2026');
  await password.getByLabel('Repite la nueva contraseña').fill('clave-nueva-2026');
  await password.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('La contraseña actual no es correcta.')).toBeVisible();
  await password.getByLabel('Contraseña actual').fill(owner.password);
  await password.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText(/^Contraseña cambiada/)).toBeVisible();

  const signIn = (secret: string) =>
    page.request.post('/auth/login', { data: { email: owner.email, password: secret } });
  expect((await signIn(owner.password)).status()).toBe(401);
  expect((await signIn('clave-nueva-2026')).status()).toBe(200);
}

test.describe('the account area on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test('the owner edits the company, adds an agency, contacts and a logo, then the profile and password', async ({
    page,
    createWorld,
  }) => {
    const world = await createWorld({ members: { owner: { role: 'OWNER' } } });
    await accountJourney(page, world, 'escritorio');
    // The account tabs lead to the users page too.
    await page.getByRole('tab', { name: 'Usuarios' }).click();
    await expect(page).toHaveURL(/\/es\/account\/users$/);
  });
});

test.describe('the account area on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the same journey at 390 px, with the sections in a select and no sideways scroll', async ({
    page,
    createWorld,
  }) => {
    const world = await createWorld({ members: { owner: { role: 'OWNER' } } });
    await accountJourney(page, world, 'telefono');
    await pickOption(page, page.getByRole('combobox', { name: 'Sección' }), 'Empresa');
    await expect(page).toHaveURL(/\/es\/account\/company$/);
    await expectNoSideScroll(page);
  });
});
