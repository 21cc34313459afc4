import type { APIRequestContext, Page } from '@playwright/test';
import { checkAccessible, expect, test, type World, type WorldSpec } from './fixtures';

// A virtual interview from the candidate sidebar (spec 3 sections 2 and 4): connect Zoom in its popup
// (the e2e server's fake Zoom approves at once), fill in the meeting and send the candidate its link,
// which reaches the outbox with the calendar invitation. Each journey builds its own company.

const COMPANY: WorldSpec = {
  company: { features: ['ZOOM_INTEGRATION'], plans: { CREDIT: 20 } },
  processes: {
    sales: {
      position: 'Asesor comercial',
      environment: 'EMAIL',
      components: 'CAP_STANDARD',
      candidates: { INPROGRESS: 2 },
    },
  },
};

const ddMMyyyy = (date: Date) =>
  `${String(date.getDate()).padStart(2, '0')}${String(date.getMonth() + 1).padStart(2, '0')}${date.getFullYear()}`;

async function latestMail(request: APIRequestContext, to: string): Promise<{ subject: string; body: string } | null> {
  const response = await request.get(`/__test__/mails/latest?to=${encodeURIComponent(to)}`);
  return (await response.json()) as { subject: string; body: string } | null;
}

async function openCandidate(page: Page, world: World) {
  await world.signIn(page, 'owner', `/es/cap/process/${world.processes.sales!.id}/control/people`);
  const row = page.getByRole('article').first();
  await expect(row).toBeVisible({ timeout: 30_000 });
  const name = (await row.getByRole('heading').innerText()).trim();
  await row.getByRole('heading').click();
  const sidebar = page.getByRole('complementary', { name });
  await expect(sidebar).toBeVisible();
  const email = (await sidebar.getByRole('link', { name: /@/ }).innerText()).trim();
  return { name, email, sidebar };
}

async function scheduleInterview(page: Page, request: APIRequestContext, world: World, phone: boolean) {
  // The first list of a process builds its filter index, and the popup makes two more round trips.
  test.setTimeout(150_000);
  const { name, email, sidebar } = await openCandidate(page, world);
  await sidebar.getByRole('button', { name: 'Entrevista virtual' }).click();
  const dialog = page.getByRole('dialog', { name: `Entrevista virtual con ${name}` });

  // Only Zoom can be connected; the other tools are announced as coming.
  await expect(dialog.getByText('Google Meet')).toBeVisible();
  await expect(dialog.getByText('Microsoft Teams')).toBeVisible();
  await expect(dialog.getByText('Próximamente')).toHaveCount(2);
  const popup = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Conectar' }).click();
  const zoom = await popup;
  // The popup went through Zoom's (fake) consent and back to Terna; polling finds the connection and closes it.
  await expect(dialog.getByRole('textbox', { name: 'Asunto' })).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => zoom.isClosed()).toBe(true);
  if (phone) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  else expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(645);
  await checkAccessible(page);

  // The form's rules: a description over 200 characters and a missing time are refused.
  await dialog.getByRole('textbox', { name: 'Asunto' }).fill('Entrevista de Asesor comercial');
  await dialog.getByRole('textbox', { name: 'Descripción' }).fill('x'.repeat(201));
  await dialog.getByRole('button', { name: 'Crear reunión' }).click();
  await expect(dialog.getByText('La entrada no debe ser mayor a 200 caratéres')).toBeVisible();
  await expect(dialog.getByText('Campo obligatorio')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Descripción' }).fill('Conversemos sobre tu experiencia en ventas.');
  await dialog.getByRole('group', { name: 'Fecha' }).getByRole('spinbutton').first().click();
  await page.keyboard.type(ddMMyyyy(new Date(Date.now() + 86_400_000)));
  await dialog.getByRole('group', { name: 'Hora' }).click();
  await page.keyboard.type('1030');
  await expect(dialog.getByRole('spinbutton', { name: 'Duración (minutos)' })).toHaveValue('10');
  await dialog.getByRole('button', { name: 'Crear reunión' }).click();

  // The link screen: the join link the candidate was sent.
  await expect(dialog.getByText(`Listo. Enviamos el enlace y la invitación de calendario a ${email}.`)).toBeVisible();
  const joinUrl = (await dialog.getByRole('link', { name: /^https:\/\/zoom\.example\/j\// }).innerText()).trim();
  await expect.poll(async () => (await latestMail(request, email))?.body ?? '').toContain(joinUrl);
  expect((await latestMail(request, email))!.subject).toBe('Entrevista virtual: Entrevista de Asesor comercial');
  await dialog.getByRole('button', { name: 'Salir' }).click();
  await expect(dialog).toBeHidden();

  // The timeline shows the interview with its link.
  await expect(sidebar.getByText('Entrevista virtual agendada')).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Enlace de la reunión' })).toHaveAttribute('href', joinUrl);

  // The company's outbox lists the e-mail with its calendar file.
  await page.goto('/es/cap/my-company/outbox');
  const sent = page.getByRole('listitem').filter({ hasText: 'Entrevista virtual: Entrevista de Asesor comercial' });
  await expect(sent.getByText('Adjuntos: entrevista.ics')).toBeVisible();
}

test.describe('virtual interviews on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('connects Zoom in its popup and e-mails the candidate the meeting link', async ({
    page,
    request,
    createWorld,
  }) => {
    await scheduleInterview(page, request, await createWorld(COMPANY), false);
  });

  test('offers no virtual interview without the company feature', async ({ page, createWorld }) => {
    const world = await createWorld({ ...COMPANY, company: { plans: { CREDIT: 20 } } });
    const { sidebar } = await openCandidate(page, world);
    await expect(sidebar.getByRole('button', { name: 'Entrevista virtual' })).toHaveCount(0);
  });
});

test.describe('virtual interviews on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the same journey at 390 px, without sideways scroll', async ({ page, request, createWorld }) => {
    await scheduleInterview(page, request, await createWorld(COMPANY), true);
  });
});
