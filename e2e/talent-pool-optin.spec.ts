import type { APIRequestContext, Page } from '@playwright/test';
import { checkAccessible, expect, test } from './fixtures';
import { fillRequiredCvFields } from './portal-cv';

// The candidate's talent-pool opt-in (issue 19): on the finish screen, unticked until the candidate
// ticks it, kept across a reload and withdrawn the same way, on a desktop and on a 390 px phone.

/** The one-time code of the newest e-mail to the address (what the candidate reads in their inbox). */
async function mailedCode(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/__test__/mails/latest?to=${encodeURIComponent(to)}`);
      const mail = (await response.json()) as { body: string } | null;
      code = mail?.body.match(/\b(\d{6})\b/)?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** Applies from the public link with the mailed code, consents and sends a complete CV: the finish screen. */
async function applyWithCv(page: Page, request: APIRequestContext, slug: string, email: string): Promise<void> {
  await page.goto(`/apply/${slug}`);
  await page.getByRole('textbox', { name: /Correo electrónico/ }).fill(email);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await page.getByRole('textbox', { name: /Código de 6 dígitos/ }).fill(await mailedCode(request, email));
  await page.getByRole('textbox', { name: /Nombres/ }).fill('Inés');
  await page.getByRole('textbox', { name: /Apellidos/ }).fill('Cañas');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Aceptar y continuar' }).click();

  await page.getByRole('button', { name: 'Empezar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hoja de vida' })).toBeVisible();
  await page.getByLabel('País de residencia').selectOption('EC');
  await page.getByRole('textbox', { name: /Celular/ }).fill('099 123 4567');
  await fillRequiredCvFields(page);
  await expect(page.getByText(/^Guardado a las/)).toBeVisible();
  await page.getByRole('button', { name: 'Terminar hoja de vida' }).click();
  await expect(page.getByRole('heading', { name: '¡Gracias! Completaste tu postulación' })).toBeVisible();
}

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['390 px phone', { width: 390, height: 844 }],
] as const) {
  test.describe(label, () => {
    test.use({ viewport });

    test(`a candidate joins the talent pool on the finish screen and leaves it again (${label})`, async ({
      createWorld,
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      const world = await createWorld({
        processes: {
          open: {
            position: 'Cajero de tienda',
            city: 'Guayaquil',
            status: 'LAUNCHED',
            wizard: true,
            publicLink: true,
            components: 'CURRICULUM_ONLY',
          },
        },
      });
      await applyWithCv(page, request, world.processes.open!.publicSlug!, `ines.${world.tag}@e2e.test`);

      const pool = page.getByRole('region', { name: 'Red de talento de Terna' });
      await expect(pool.getByText(/encontrar tu hoja de vida sin tu nombre, foto ni datos de contacto/)).toBeVisible();
      const box = pool.getByRole('checkbox', { name: /Quiero que otras empresas puedan encontrarme/ });
      await expect(box).not.toBeChecked();
      await expect(pool.getByRole('status')).toHaveText(/No estás en la red de talento/);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await checkAccessible(page);

      // Keyboard: the box takes the focus and a space ticks it; the choice is saved at once.
      await box.focus();
      await page.keyboard.press('Space');
      await expect(box).toBeChecked();
      await expect(pool.getByRole('status')).toHaveText(/Estás en la red de talento desde el/);

      // Coming back to the link shows the choice as stored, and the same box withdraws it.
      await page.reload();
      await expect(box).toBeChecked();
      await box.uncheck();
      await expect(pool.getByRole('status')).toHaveText(/Saliste de la red de talento/);
      await page.reload();
      await expect(box).not.toBeChecked();
    });
  });
}
