import type { APIRequestContext, Page } from '@playwright/test';
import { checkAccessible, expect, test } from './fixtures';

// The candidate's side (issue 17) on a phone: a candidate opens the public link of a process the
// launch wizard made, identifies with the code mailed to them, consents, takes the DISC (reloading
// mid-test resumes it where it was) and reaches the CV, which saves itself as they type.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

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

/** Nothing wider than the phone's screen. */
async function expectNoSideScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Answers DISC group `n` once it is on screen: the first adjective most like me, the second least like me. */
async function answerDiscGroup(page: Page, n: number, total: number): Promise<void> {
  await expect(page.getByText(`Pregunta ${n} de ${total}`, { exact: true })).toBeVisible();
  const most = page.getByRole('group', { name: 'Más como yo' });
  const least = page.getByRole('group', { name: 'Menos como yo' });
  await most.getByRole('radio').first().check();
  await least.getByRole('radio').nth(1).check();
  await page.getByRole('button', { name: 'Siguiente' }).click();
}

test('a candidate applies from a phone, takes the DISC with a reload mid-test, fills the CV and the competences', async ({
  createWorld,
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const world = await createWorld({
    processes: {
      open: {
        position: 'Cajero de tienda',
        city: 'Guayaquil',
        status: 'LAUNCHED',
        wizard: true,
        publicLink: true,
        components: 'CAP_PROFILE',
      },
    },
  });
  const { publicSlug, name } = world.processes.open!;
  expect(publicSlug).toBeTruthy();
  const email = `ana.${world.tag}@e2e.test`;

  await page.goto(`/apply/${publicSlug}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectNoSideScroll(page);
  await checkAccessible(page);

  await page.getByRole('textbox', { name: /Correo electrónico/ }).fill(email);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  const code = await mailedCode(request, email);
  await page.getByRole('textbox', { name: /Código de 6 dígitos/ }).fill(code);
  await page.getByRole('textbox', { name: /Nombres/ }).fill('Ana');
  await page.getByRole('textbox', { name: /Apellidos/ }).fill('Quispe');
  await page.getByRole('button', { name: 'Continuar' }).click();

  // The company's privacy notice and the data-processing consent come before any step.
  await expect(page.getByRole('heading', { name: 'Privacidad y uso de tus datos' })).toBeVisible();
  const accept = page.getByRole('button', { name: 'Aceptar y continuar' });
  await expect(accept).toBeDisabled();
  await page.getByRole('checkbox').check();
  await accept.click();

  // The journey: the steps in the process's order, DISC first.
  await expect(page.getByText('0 de 3 pasos completados')).toBeVisible();
  await expectNoSideScroll(page);
  await checkAccessible(page);
  await page.getByRole('button', { name: 'Empezar' }).click();

  await expect(page.getByText(/^Pregunta 1 de \d+$/)).toBeVisible();
  const total = Number((await page.getByText(/^Pregunta 1 de \d+$/).textContent())!.match(/de (\d+)/)![1]);
  expect(total).toBeGreaterThanOrEqual(24);
  await checkAccessible(page);
  for (let n = 1; n <= 3; n++) await answerDiscGroup(page, n, total);
  await expect(page.getByText(`Pregunta 4 de ${total}`)).toBeVisible();

  // A reload resumes exactly where the candidate was: the same tab is the same client.
  await page.reload();
  await expect(page.getByText(`Pregunta 4 de ${total}`)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  for (let n = 4; n <= total; n++) await answerDiscGroup(page, n, total);
  await page.getByRole('button', { name: 'Terminar esta parte' }).click();

  await expect(page.getByText('1 de 3 pasos completados')).toBeVisible();
  await page.getByRole('button', { name: 'Empezar' }).click();

  // The CV saves itself as the candidate types; the phone is read with the country.
  await expect(page.getByRole('heading', { level: 1, name: 'Hoja de vida' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nombres' })).toHaveValue('Ana');
  await page.getByLabel('País de residencia').selectOption('EC');
  await page.getByRole('textbox', { name: /Celular/ }).fill('099 123 4567');
  await expect(page.getByText('+593991234567')).toBeVisible();
  await expect(page.getByText(/^Guardado a las/)).toBeVisible();
  await expectNoSideScroll(page);
  await checkAccessible(page);

  await page.reload();
  await expect(page.getByRole('textbox', { name: /Celular/ })).toHaveValue('099 123 4567');

  // Finishing asks the server whether the CV is complete: the missing fields are marked.
  await page.getByRole('button', { name: 'Terminar hoja de vida' }).click();
  await expect(page.getByText('Falta completar algunos datos. Revisa los campos marcados.').first()).toBeVisible();
  await page.getByLabel(/Fecha de nacimiento/).fill('1995-04-12');
  await page.getByLabel(/Género/).selectOption('FEMALE');
  await page.getByRole('combobox', { name: /Ciudad/ }).fill('Guayaquil');
  await page
    .getByRole('option', { name: /^Guayaquil/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Agregar estudio' }).click();
  await page.getByLabel(/Nivel de estudios/).selectOption({ label: 'Universitario' });
  await page.getByRole('textbox', { name: /Año de inicio/ }).fill('2013');
  await page.getByRole('textbox', { name: /Año de fin/ }).fill('2018');
  await page.getByRole('textbox', { name: /Monto mensual/ }).fill('900');
  await page.getByRole('textbox', { name: /Moneda/ }).fill('USD');
  await page.getByRole('button', { name: 'Terminar hoja de vida' }).click();

  // Competences: one statement per screen on the five-point scale, part after part.
  await expect(page.getByText('2 de 3 pasos completados')).toBeVisible();
  await page.getByRole('button', { name: 'Empezar' }).click();
  const thanks = page.getByRole('heading', { name: '¡Gracias! Completaste tu postulación' });
  const position = page.getByText(/^Pregunta \d+ de \d+$/);
  for (let screens = 0; screens < 200 && !(await thanks.isVisible()); screens++) {
    const finishPart = page.getByRole('button', { name: 'Terminar esta parte' });
    const often = page.getByRole('radio', { name: 'Casi siempre' });
    await expect(finishPart.or(often).or(thanks)).toBeVisible();
    if ((await finishPart.isVisible()) && (await finishPart.isEnabled())) {
      await finishPart.click();
      await expect(finishPart).toBeHidden();
    } else if (await often.isVisible()) {
      const before = await position.textContent();
      await often.check();
      await page.getByRole('button', { name: 'Siguiente' }).click();
      await expect(position.filter({ hasNotText: before! }).or(finishPart)).toBeVisible();
    }
  }
  await expect(thanks).toBeVisible();
  await checkAccessible(page);
});

test('a second tab takes the test over and the first is told, then takes it back', async ({
  createWorld,
  browser,
  request,
}) => {
  const world = await createWorld({
    processes: {
      open: {
        position: 'Cajero de tienda',
        status: 'LAUNCHED',
        wizard: true,
        publicLink: true,
        components: 'CAP_PROFILE',
      },
    },
  });
  const { publicSlug } = world.processes.open!;
  const email = `luis.${world.tag}@e2e.test`;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const first = await context.newPage();
  await first.goto(`/apply/${publicSlug}`);
  await first.getByRole('textbox', { name: /Correo electrónico/ }).fill(email);
  await first.getByRole('button', { name: 'Enviar código' }).click();
  await first.getByRole('textbox', { name: /Código de 6 dígitos/ }).fill(await mailedCode(request, email));
  await first.getByRole('textbox', { name: /Nombres/ }).fill('Luis');
  await first.getByRole('textbox', { name: /Apellidos/ }).fill('Paredes');
  await first.getByRole('button', { name: 'Continuar' }).click();
  await first.getByRole('checkbox').check();
  await first.getByRole('button', { name: 'Aceptar y continuar' }).click();
  await first.getByRole('button', { name: 'Empezar' }).click();
  await expect(first.getByText(/^Pregunta 1 de/)).toBeVisible();

  // Another tab of the same browser session: its own client id, the same candidate.
  const session = await first.evaluate(() => ({ ...window.sessionStorage }));
  const second = await context.newPage();
  await second.addInitScript((stored) => {
    for (const [key, value] of Object.entries(stored))
      if (key !== 'terna.portal.clientId') window.sessionStorage.setItem(key, value);
  }, session);
  await second.goto(first.url());
  await expect(second.getByText(/^Pregunta 1 de/)).toBeVisible();

  const notice = first.getByRole('dialog', { name: 'Esta prueba está abierta en otra pestaña o dispositivo' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Continuar aquí' }).click();
  await expect(notice).toBeHidden();
  await expect(
    second.getByRole('dialog', { name: 'Esta prueba está abierta en otra pestaña o dispositivo' }),
  ).toBeVisible();
  await context.close();
});
