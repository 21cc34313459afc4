import type { Locator, Page } from '@playwright/test';
import { checkAccessible, expect, test, type World } from './fixtures';

// Launching a process with the wizard (issue 16): a recruiter of a fresh company chooses the product,
// fills every step with the catalogues, leaves and comes back, and launches; then a launched process is
// edited and a closed one relaunched. Each journey builds its own company.

const ddMMyyyy = (date: Date) =>
  `${String(date.getDate()).padStart(2, '0')}${String(date.getMonth() + 1).padStart(2, '0')}${date.getFullYear()}`;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);

const next = (page: Page) => page.getByRole('button', { name: 'Siguiente' });

async function expectStep(page: Page, slug: string, title: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/relaunch/${slug}$`));
  await expect(page.getByRole('form', { name: title })).toBeVisible();
}

/** Nothing wider than the screen: the page never scrolls sideways. */
async function expectNoSideScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Opens an autocomplete, types, and picks the option whose text matches. */
async function pick(page: Page, field: Locator, text: string, option: string | RegExp): Promise<void> {
  await field.click();
  await field.fill(text);
  await page.getByRole('option', { name: option }).first().click();
}

async function fillDate(field: Locator, page: Page, date: Date): Promise<void> {
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type(ddMMyyyy(date));
}

async function credits(page: Page): Promise<number> {
  await page.goto('/es/cap/product');
  const chip = page.getByText(/^\d+ créditos?$/).first();
  await expect(chip).toBeVisible();
  return Number(/^(\d+)/.exec(await chip.innerText())?.[1]);
}

async function fillWizardFromJobProfile(page: Page, world: World, name: string): Promise<void> {
  await expectStep(page, 'job-profile', 'Perfil del cargo');
  await page.getByRole('textbox', { name: 'Nombre del proceso' }).fill(name);
  await page.getByRole('combobox', { name: 'Cargo' }).fill(`Ejecutivo comercial ${world.tag}`);
  await page.getByRole('textbox', { name: 'Título de la publicación' }).fill('Ejecutivo comercial');
  await page
    .getByRole('textbox', { name: 'Descripción' })
    .fill('Atiende a los clientes de la zona norte, cierra ventas y cuida la cartera de la tienda.');
  await page.getByRole('combobox', { name: 'País' }).click();
  await page.getByRole('option', { name: 'Colombia' }).click();
  // The places search folds accents: "bogota" finds Bogotá.
  await pick(page, page.getByRole('combobox', { name: 'Ciudad' }), 'bogota', /^Bogotá/);
  await next(page).click();
}

for (const [size, viewport] of [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`at ${size} size`, () => {
    test.use({ viewport });

    test('a recruiter of a fresh company launches a process with the wizard', async ({ page, createWorld }) => {
      const world = await createWorld({ company: { plans: { CREDIT: 20 } }, members: { owner: { role: 'OWNER' } } });
      const name = `Ventas norte ${world.tag}`;
      await world.signIn(page, 'owner');
      const before = await credits(page);

      // cap-product: a single credit plan still offers its three kinds.
      await page.goto('/es/cap/process/list');
      await page.getByRole('link', { name: 'Lanzar proceso' }).click();
      await expect(page.getByRole('heading', { name: 'Lanzar un proceso' })).toBeVisible();
      await expect(page.getByRole('button', { name: /Controlado básico/ })).toBeVisible();
      await expectNoSideScroll(page);
      await page.getByRole('button', { name: /Controlado completo/ }).click();

      // cap-profiles: blank.
      await expect(page).toHaveURL(/\/cap\/profiles\?processId=\d+/);
      const processId = Number(new URL(page.url()).searchParams.get('processId'));
      await page.getByRole('button', { name: 'Empezar en blanco' }).click();

      await fillWizardFromJobProfile(page, world, name);

      // Curriculum: defaults (languages, section weights at 100) and a study area from the catalogue.
      await expectStep(page, 'curriculum', 'Currículum');
      await expect(page.getByText('Total: 100 %. Correcto.')).toBeVisible();
      await pick(page, page.getByRole('combobox', { name: 'Áreas de estudio' }), 'admin', /Administración/);
      await expectNoSideScroll(page);
      await next(page).click();
      await expectStep(page, 'competences', 'Competencias');

      // Leave mid-way, come back through the process menu: the wizard resumes where it was left.
      await page.goto(`/es/cap/process/list?status=DRAFT&q=${encodeURIComponent(name)}`);
      await page.getByRole('button', { name: `Acciones del proceso ${name}` }).click();
      await page.getByRole('menuitem', { name: 'Lanzar' }).click();
      await expectStep(page, 'competences', 'Competencias');

      // Back keeps what was saved.
      await page.getByRole('button', { name: 'Atrás' }).click();
      await expectStep(page, 'curriculum', 'Currículum');
      await expect(page.getByRole('button', { name: /Administración/ })).toBeVisible();
      await next(page).click();

      // Competences from the catalogue.
      await expectStep(page, 'competences', 'Competencias');
      await page.getByRole('combobox', { name: 'Añadir competencia' }).click();
      await page.getByRole('option').first().click();
      await expect(page.getByText('Total: 100 %. Correcto.')).toBeVisible();
      await next(page).click();

      // Tests: DISC on, a knowledge test from Terna's library.
      await expectStep(page, 'tests', 'Pruebas');
      await page.getByRole('combobox', { name: 'Añadir prueba de un banco de preguntas' }).click();
      await page.getByRole('option').first().click();
      await next(page).click();

      // Interview: one written question.
      await expectStep(page, 'interview', 'Entrevista');
      await page.getByRole('textbox', { name: 'Escribe una pregunta' }).fill('¿Por qué quieres trabajar en ventas?');
      await page.getByRole('button', { name: 'Añadir pregunta' }).click();
      await next(page).click();

      // Components: what the earlier steps set up, evenly weighted; the total reads green.
      await expectStep(page, 'components', 'Componentes y pesos');
      await expect(page.getByText('Total: 100 %. Correcto.')).toBeVisible();
      await next(page).click();

      // Dates: today for 30 days.
      await expectStep(page, 'dates', 'Fechas y publicación');
      await fillDate(page.getByRole('group', { name: 'Fecha de inicio' }), page, inDays(0));
      await fillDate(page.getByRole('group', { name: 'Fecha de fin' }), page, inDays(30));
      await expect(page.getByRole('status').filter({ hasText: '30 días' })).toContainText('crédito');
      await next(page).click();

      // Summary: nothing missing, the cost and the balance after; launch.
      await expect(page).toHaveURL(/\/relaunch\/summary$/);
      await expect(page.getByRole('heading', { name: 'Revisa y lanza' })).toBeVisible();
      await expect(page.getByText(/Faltan? \d+ datos? para lanzar/)).toHaveCount(0);
      await expect(page.getByText(`Créditos: ${before} ahora`)).toBeVisible();
      await expectNoSideScroll(page);
      await checkAccessible(page);
      await page.getByRole('button', { name: 'Lanzar' }).click();

      await expect(page.getByText(/está lanzado\. Enlace público: http/)).toBeVisible();
      await expect(page).toHaveURL(/\/cap\/process\/list\?status=LAUNCHED/);
      await page.goto(`/es/cap/process/list?status=LAUNCHED&q=${encodeURIComponent(name)}`);
      const card = page.getByRole('article', { name });
      await expect(card.getByText('Lanzado')).toBeVisible();
      await page.getByRole('button', { name: `Acciones del proceso ${name}` }).click();
      await expect(page.getByRole('menuitem', { name: /enlace/i }).first()).toBeVisible();
      await page.keyboard.press('Escape');

      expect(await credits(page)).toBeLessThan(before);
      expect(processId).toBeGreaterThan(0);
    });
  });
}
