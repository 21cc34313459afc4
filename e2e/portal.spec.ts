import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { checkAccessible, expect, expectNoSideScroll, test } from './fixtures';
import { fillRequiredCvFields } from './portal-cv';

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

/** Answers DISC group `n` once it is on screen: the first adjective most like me, the second least like me. */
async function answerDiscGroup(page: Page, n: number, total: number): Promise<void> {
  await expect(page.getByText(`Pregunta ${n} de ${total}`, { exact: true })).toBeVisible();
  const most = page.getByRole('group', { name: 'Más como yo' });
  const least = page.getByRole('group', { name: 'Menos como yo' });
  await most.getByRole('radio').first().check();
  await least.getByRole('radio').nth(1).check();
  await page.getByRole('button', { name: 'Siguiente' }).click();
}

/** Signs in from the public link with the mailed code as a new applicant and accepts the privacy notice. */
async function applyAndConsent(
  page: Page,
  request: APIRequestContext,
  slug: string,
  email: string,
  [firstName, lastName] = ['Ana', 'Quispe'],
): Promise<void> {
  await page.goto(`/apply/${slug}`);
  await page.getByRole('textbox', { name: /Correo electrónico/ }).fill(email);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  const code = await mailedCode(request, email);
  await page.getByRole('textbox', { name: /Código de 6 dígitos/ }).fill(code);
  await page.getByRole('textbox', { name: /Nombres/ }).fill(firstName);
  await page.getByRole('textbox', { name: /Apellidos/ }).fill(lastName);
  await page.getByRole('button', { name: 'Continuar' }).click();

  // The company's privacy notice and the data-processing consent come before any step.
  await expect(page.getByRole('heading', { name: 'Privacidad y uso de tus datos' })).toBeVisible();
  const accept = page.getByRole('button', { name: 'Aceptar y continuar' });
  await expect(accept).toBeDisabled();
  await page.getByRole('checkbox').check();
  await accept.click();
}

/** The DISC from the journey's "Empezar" to its end; `reloadAt` reloads the page on that question first. */
async function takeDisc(page: Page, reloadAt?: number): Promise<void> {
  await page.getByRole('button', { name: 'Empezar' }).click();
  await expect(page.getByText(/^Pregunta 1 de \d+$/)).toBeVisible();
  const total = Number((await page.getByText(/^Pregunta 1 de \d+$/).textContent())!.match(/de (\d+)/)![1]);
  expect(total).toBeGreaterThanOrEqual(24);
  for (let n = 1; n <= total; n++) {
    if (n === reloadAt) {
      // A reload resumes exactly where the candidate was: the same tab is the same client.
      await expect(page.getByText(`Pregunta ${n} de ${total}`)).toBeVisible();
      await page.reload();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await checkAccessible(page);
    }
    await answerDiscGroup(page, n, total);
  }
  await page.getByRole('button', { name: 'Terminar esta parte' }).click();
}

/** The CV: the phone read with the country, saved as typed; finishing first marks what is missing. */
async function fillCv(page: Page, options: { reload: boolean }): Promise<void> {
  await page.getByRole('button', { name: 'Empezar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hoja de vida' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nombres' })).toHaveValue('Ana');
  await page.getByLabel('País de residencia').selectOption('EC');
  await page.getByRole('textbox', { name: /Celular/ }).fill('099 123 4567');
  await expect(page.getByText('+593991234567')).toBeVisible();
  await expect(page.getByText(/^Guardado a las/)).toBeVisible();
  if (options.reload) {
    await expectNoSideScroll(page);
    await checkAccessible(page);
    await page.reload();
    await expect(page.getByRole('textbox', { name: /Celular/ })).toHaveValue('099 123 4567');
  }

  // Finishing asks the server whether the CV is complete: the missing fields are marked.
  await page.getByRole('button', { name: 'Terminar hoja de vida' }).click();
  await expect(page.getByText('Falta completar algunos datos. Revisa los campos marcados.').first()).toBeVisible();
  await fillRequiredCvFields(page);
  await page.getByRole('button', { name: 'Terminar hoja de vida' }).click();
}

/** Competences: one statement per screen on the five-point scale, part after part, until `done` shows. */
async function takeCompetences(page: Page, done: Locator): Promise<void> {
  await page.getByRole('button', { name: 'Empezar' }).click();
  const position = page.getByText(/^Pregunta \d+ de \d+$/);
  for (let screens = 0; screens < 200 && !(await done.isVisible()); screens++) {
    const finishPart = page.getByRole('button', { name: 'Terminar esta parte' });
    const often = page.getByRole('radio', { name: 'Casi siempre' });
    await expect(finishPart.or(often).or(done)).toBeVisible();
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
  await expect(done).toBeVisible();
}

const thanksHeading = (page: Page) => page.getByRole('heading', { name: '¡Gracias! Completaste tu postulación' });

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

  await page.goto(`/apply/${publicSlug}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectNoSideScroll(page);
  await checkAccessible(page);
  await applyAndConsent(page, request, publicSlug!, `ana.${world.tag}@e2e.test`);

  // The journey: the steps in the process's order, DISC first.
  await expect(page.getByText('0 de 3 pasos completados')).toBeVisible();
  await expectNoSideScroll(page);
  await checkAccessible(page);
  await takeDisc(page, 4);
  await expect(page.getByText('1 de 3 pasos completados')).toBeVisible();
  await fillCv(page, { reload: true });
  await expect(page.getByText('2 de 3 pasos completados')).toBeVisible();
  await takeCompetences(page, thanksHeading(page));
  await checkAccessible(page);
});

test('a candidate takes every step, a late knowledge answer is refused; the recruiter grades the interview', async ({
  createWorld,
  page,
  request,
}) => {
  test.setTimeout(420_000);
  const world = await createWorld({
    processes: {
      full: {
        position: 'Cajero de tienda',
        city: 'Guayaquil',
        status: 'LAUNCHED',
        wizard: true,
        publicLink: true,
        components: 'CAP_COMPLETE',
      },
    },
  });
  const { publicSlug, id } = world.processes.full!;
  const email = `ana.completa.${world.tag}@e2e.test`;
  await applyAndConsent(page, request, publicSlug!, email);
  await expect(page.getByText('0 de 5 pasos completados')).toBeVisible();
  await takeDisc(page);
  await expect(page.getByText('1 de 5 pasos completados')).toBeVisible();
  await fillCv(page, { reload: false });
  await expect(page.getByText('2 de 5 pasos completados')).toBeVisible();
  await takeCompetences(page, page.getByText('3 de 5 pasos completados'));

  // The knowledge test: the server's clock; a reload mid-test resumes at the same question.
  const started = page.waitForResponse((r) => r.url().endsWith('/portal-web/me/steps/KNOWLEDGE_TEST/start'));
  await page.getByRole('button', { name: 'Empezar' }).click();
  const knowledge = (await (await started).json()) as {
    sessionId: string;
    questions: { id: string; options: { id: string }[] }[];
  };
  await expect(page.getByRole('timer', { name: /^Tiempo restante: / })).toBeVisible();
  for (let n = 1; n <= 2; n++) {
    await expect(page.getByText(new RegExp(`^Pregunta ${n} de \\d+$`))).toBeVisible();
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Siguiente' }).click();
  }
  await expect(page.getByText(/^Pregunta 3 de \d+$/)).toBeVisible();
  await page.reload();
  await expect(page.getByText(/^Pregunta 3 de \d+$/)).toBeVisible();

  // The part's time runs out on the server; an answer the page sends after it is refused, and the part closes.
  const expired = await request.post('/__test__/sessions/expire', { data: { email, componentType: 'KNOWLEDGE_TEST' } });
  expect(((await expired.json()) as { expired: number }).expired).toBe(1);
  const late = await page.evaluate(
    async ({ sessionId, question }) => {
      const stored = Object.keys(sessionStorage).find((key) => key.startsWith('terna.portal.session:'))!;
      const { token } = JSON.parse(sessionStorage.getItem(stored)!) as { token: string };
      const response = await fetch(`/portal-web/me/sessions/${sessionId}/answers`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          clientId: sessionStorage.getItem('terna.portal.clientId'),
          questionId: question.id,
          answer: { kind: 'SINGLE_CHOICE', optionId: question.options[0]!.id },
        }),
      });
      return (await response.json()) as { code: string };
    },
    { sessionId: knowledge.sessionId, question: knowledge.questions[2]! },
  );
  expect(late.code).toBe('OUT_OF_TIME');
  await expect(page.getByRole('heading', { level: 1, name: 'Se acabó el tiempo' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Volver a mis pasos' }).click();
  await expect(page.getByText('4 de 5 pasos completados')).toBeVisible();

  // The interview: each question answered in text against its own time.
  const answer = page.getByRole('textbox');
  // The journey is read again after the closed part: the button may be replaced under the first tap.
  await expect(async () => {
    await page.getByRole('button', { name: 'Empezar' }).click({ timeout: 2_000 });
    await expect(answer).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  const questions = Number((await page.getByText(/^Pregunta 1 de \d+$/).textContent())!.match(/de (\d+)/)![1]);
  expect(questions).toBe(3);
  for (let n = 1; n <= questions; n++) {
    await expect(page.getByText(`Pregunta ${n} de ${questions}`, { exact: true })).toBeVisible();
    await answer.fill(`Respuesta ${n}: trabajé cinco años atendiendo clientes en caja y haciendo cierres diarios.`);
    await page.getByRole('button', { name: 'Siguiente' }).click();
  }
  await page.getByRole('button', { name: 'Terminar esta parte' }).click();
  await expect(thanksHeading(page)).toBeVisible();

  // The recruiter finds her with live scores, opens the interview and grades it: the overall result changes.
  await page.setViewportSize({ width: 1366, height: 900 });
  await world.signIn(page, 'owner', `/es/cap/process/${id}/control/people`);
  await page.getByRole('searchbox', { name: 'Buscar candidatos' }).fill('Ana Quispe');
  const row = page.getByRole('article').filter({ hasText: 'Ana Quispe' });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await row.getByRole('heading').click();
  await page.getByRole('complementary', { name: 'Ana Quispe' }).getByRole('link', { name: 'Ver detalle' }).click();
  const overall = page.getByRole('img', { name: /^Resultado general: \d+ %$/ }).first();
  await expect(overall).toBeVisible();
  const before = await overall.getAttribute('aria-label');
  await page
    .getByRole('tablist', { name: 'Componentes de la evaluación' })
    .getByRole('tab', { name: 'Entrevista' })
    .click();
  await page.getByRole('button', { name: 'Calificar entrevista' }).click();
  const dialog = page.getByRole('dialog', { name: 'Calificar entrevista' });
  const grades = dialog.getByRole('spinbutton');
  await expect(grades.first()).toBeVisible();
  for (let i = 0; i < (await grades.count()); i++) await grades.nth(i).fill('10');
  await dialog.getByRole('button', { name: 'Guardar calificación' }).click();
  await expect(page.getByText(/^Entrevista calificada: 100 \/ 100\.$/)).toBeVisible();
  await expect(overall).not.toHaveAttribute('aria-label', before!);
  await checkAccessible(page);

  // On a phone, the header's bell says a candidate finished; the notice leads to her.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/es/cap/process/${id}/control/people`);
  await page.getByRole('button', { name: /^Notificaciones: [1-9]\d* sin leer$/ }).click();
  const notice = page
    .getByRole('menuitem')
    .or(page.getByRole('button'))
    .filter({ hasText: /^Ana Quispe terminó su evaluación/ });
  await expect(notice.first()).toBeVisible();
  await expectNoSideScroll(page);
  await notice.first().click();
  await expect(page).toHaveURL(new RegExp(`/es/cap/process/${id}/candidates/\\d+/`));
  await expect(page.getByRole('heading', { level: 1, name: 'Ana Quispe' })).toBeVisible();
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
  await applyAndConsent(first, request, publicSlug!, email, ['Luis', 'Paredes']);
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
