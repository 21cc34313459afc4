import type { Browser, Page } from '@playwright/test';
import { expect, expectNoSideScroll, test, type World, type WorldSpec } from './fixtures';

// Two recruiters of one company chat about a candidate in two browsers and see each other's messages
// live (issue 20, docs/api/chat.md), on a desktop and on a phone.

const COMPANY: WorldSpec = {
  company: { plans: { CREDIT: 20 } },
  members: {
    owner: { role: 'OWNER', firstName: 'Marta', lastName: 'Ibáñez' },
    recruiter: { role: 'RECRUITER', firstName: 'Lucía', lastName: 'Rojas' },
  },
  processes: {
    sales: { position: 'Asesor comercial', environment: 'EMAIL', components: 'CAP_STANDARD', candidates: { ENDED: 3 } },
  },
};

const SIZES = [
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

/** Opens the people tab as `member`, the first candidate's sidebar and their chat; answers the chat panel. */
async function openChat(page: Page, world: World, member: string) {
  await world.signIn(page, member, `/es/cap/process/${world.processes.sales!.id}/control/people`);
  const row = page.getByRole('article').first();
  // Seen on this machine: a fresh world's first list can come back empty; the next load has the candidates.
  await expect(async () => {
    if (!(await row.isVisible())) await page.reload();
    await expect(row).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 45_000 });
  const name = (await row.getByRole('heading').innerText()).trim();
  await row.getByRole('heading').click();
  const sidebar = page.getByRole('complementary', { name });
  await sidebar.getByRole('button', { name: /^Chat del equipo/ }).click();
  const panel = page.getByRole('region', { name: `Chat de ${name}` });
  await expect(panel).toBeVisible();
  return { panel, name };
}

async function newPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'es-EC',
    timezoneId: 'America/Guayaquil',
    viewport,
  });
  return context.newPage();
}

for (const size of SIZES) {
  test.describe(`the candidate's team chat (${size.name})`, () => {
    test.use({ viewport: size.viewport });
    test.setTimeout(120_000);

    test('two recruiters chat about a candidate and see each other’s messages live', async ({
      page,
      browser,
      createWorld,
    }) => {
      const world = await createWorld(COMPANY);
      const other = await newPage(browser, size.viewport);
      const lucia = await openChat(other, world, 'recruiter');
      const marta = await openChat(page, world, 'owner');
      expect(lucia.name).toBe(marta.name);

      const input = (panel: typeof marta.panel) => panel.getByRole('textbox', { name: 'Escribe un mensaje' });
      const log = (panel: typeof marta.panel) => panel.getByRole('log', { name: 'Mensajes' });
      await expect(log(marta.panel)).toContainText('Aún no hay mensajes');

      // An empty message is refused with the invalid-message text; a leading space cannot be typed.
      await input(marta.panel).press('Enter');
      await expect(marta.panel.getByText('El mensaje no es válido')).toBeVisible();
      await input(marta.panel).pressSequentially('  @Lucía Rojas, ¿revisamos <b>su</b> entrevista?');
      await expect(input(marta.panel)).toHaveValue('@Lucía Rojas, ¿revisamos <b>su</b> entrevista?');
      // Shift+Enter adds a line; Enter sends.
      await input(marta.panel).press('Shift+Enter');
      await input(marta.panel).pressSequentially('Mañana');
      await input(marta.panel).press('Enter');
      await expect(input(marta.panel)).toHaveValue('');

      const sent = log(marta.panel).getByRole('listitem').last();
      await expect(sent).toContainText('@Lucía Rojas, ¿revisamos <b>su</b> entrevista?');
      await expect(sent.getByLabel('Enviado')).toBeVisible();

      // Lucía sees it at once, with its author; the markup is text.
      const received = log(lucia.panel).getByRole('listitem').last();
      await expect(received).toContainText('Marta Ibáñez');
      await expect(received).toContainText('¿revisamos <b>su</b> entrevista?\nMañana');
      await expect(log(lucia.panel).locator('b')).toHaveCount(0);

      await input(lucia.panel).fill('Sí, a las 10');
      await input(lucia.panel).press('Enter');
      await expect(log(marta.panel).getByRole('listitem').last()).toContainText('Lucía Rojas');
      await expect(log(marta.panel).getByRole('listitem').last()).toContainText('Sí, a las 10');
      await expect(log(lucia.panel).getByRole('listitem')).toHaveCount(2);
      await expect(log(marta.panel).getByRole('listitem')).toHaveCount(2);

      // Nothing scrolls sideways on either screen.
      for (const screen of [page, other]) await expectNoSideScroll(screen);
      await other.context().close();
    });
  });
}
