import type { APIRequestContext, Page } from '@playwright/test';
import { checkAccessible, expect, test, type World, type WorldSpec } from './fixtures';

// Trust invitations (issue 20): the owner invites two finished candidates of a controlled process to
// the trust check (the first invitation chooses the optional checks, the second goes straight to
// sending), both show pending; one takes the trust questionnaire from the invitation e-mail, and the
// result shows in the list, the sidebar and the trust report. On a desktop and on a phone.

const COMPANY: WorldSpec = {
  company: { plans: { CREDIT: 50, RELIABILITY: 5 } },
  processes: { data: { position: 'Analista de datos', candidates: { ENDED: 3 } } },
};

interface Candidate {
  id: number;
  firstName: string;
  lastName: string;
  mail: string | null;
  blackListed: boolean;
}

async function endedCandidates(world: World, process: number): Promise<Candidate[]> {
  const data = await world.graphql<{ processPersonPaginated: { data: Candidate[] } }>(
    'owner',
    `query ($processId: Int!) {
      processPersonPaginated(processId: $processId, personEvaluationsStatus: [ENDED], size: 100) {
        data { id firstName lastName mail blackListed }
      }
    }`,
    { processId: process },
  );
  return data.processPersonPaginated.data.filter((candidate) => !candidate.blackListed && candidate.mail);
}

const fullName = (candidate: Candidate) => `${candidate.firstName} ${candidate.lastName}`;
/** A snackbar; the invitation's two calls and refetches can take a while on a loaded machine. */
const snackbar = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });
const SENDING = { timeout: 30_000 };

async function openCandidate(page: Page, process: number, candidate: Candidate): Promise<void> {
  await page.goto(`/es/cap/process/${process}/control/people?q=${encodeURIComponent(candidate.mail!)}`);
  // The first visit loads the people tab's chunks; a loaded machine takes longer than the default wait.
  await expect(page.getByRole('button', { name: `Acciones de ${fullName(candidate)}` }).first()).toBeVisible({
    timeout: 30_000,
  });
}

async function inviteToTrust(page: Page, candidate: Candidate): Promise<void> {
  await page.getByRole('button', { name: `Acciones de ${fullName(candidate)}` }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Invitar a confiabilidad' }).click();
}

/** The personal link of the newest e-mail to the address (the trust invitation). */
async function mailedLink(request: APIRequestContext, to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/__test__/mails/latest?to=${encodeURIComponent(to)}`);
      const mail = (await response.json()) as { body: string } | null;
      link = mail?.body.match(/https?:\/\/\S+invitation=\S+/)?.[0];
      return link;
    })
    .toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

async function expectNoSideScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const screen of [
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
]) {
  test.describe(`trust invitations on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport });

    test('invites two candidates, one takes the trust check, the result shows everywhere', async ({
      page,
      request,
      createWorld,
    }) => {
      // Two invitations, a whole questionnaire in the portal and the report: a long journey.
      test.slow();
      const world = await createWorld(COMPANY);
      const process = world.processes.data!.id;
      const [first, second] = await endedCandidates(world, process);
      await world.signIn(page, 'owner', '/es/404');

      // The first invitation: the credits (cost, balance, optional checks), then the sending.
      await openCandidate(page, process, first!);
      await inviteToTrust(page, first!);
      const dialog = page.getByRole('dialog', { name: 'Invitar a la prueba de confiabilidad' });
      await expect(dialog.getByText('Costo: 1 crédito de confiabilidad')).toBeVisible();
      await expect(dialog.getByText('Saldo disponible: 5 créditos')).toBeVisible();
      await expect(dialog.getByRole('checkbox', { name: /obligatoria/ })).toHaveCount(3);
      await dialog.getByRole('checkbox', { name: 'Consumo de drogas' }).check();
      await checkAccessible(page);
      if (screen.name === 'phone') await expectNoSideScroll(page);
      await dialog.getByRole('button', { name: 'Siguiente' }).click();
      await expect(dialog.getByText(/Pruebas: .*Consumo de drogas/)).toBeVisible();
      await dialog.getByRole('button', { name: 'Enviar invitación' }).click();
      await expect(snackbar(page, `Invitamos a ${fullName(first!)} a la prueba de confiabilidad.`)).toBeVisible(
        SENDING,
      );
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Confiabilidad: Pendiente')).toBeVisible();

      // The second: the sub-process exists, so the credits step sends at once.
      await openCandidate(page, process, second!);
      await inviteToTrust(page, second!);
      await expect(dialog.getByText('Saldo disponible: 4 créditos')).toBeVisible();
      await expect(dialog.getByRole('checkbox')).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Enviar invitación' }).click();
      await expect(snackbar(page, `Invitamos a ${fullName(second!)} a la prueba de confiabilidad.`)).toBeVisible(
        SENDING,
      );
      await expect(page.getByText('Confiabilidad: Pendiente')).toBeVisible();
      // Invited already: the menu no longer offers it.
      await page.getByRole('button', { name: `Acciones de ${fullName(second!)}` }).click();
      await expect(page.getByRole('menuitem', { name: 'Invitar a confiabilidad' })).toHaveCount(0);
      await page.keyboard.press('Escape');

      // The first candidate takes the trust questionnaire from the invitation e-mail.
      const candidatePage = await page.context().browser()!.newPage({ viewport: screen.viewport });
      await candidatePage.goto(await mailedLink(request, first!.mail!));
      const accept = candidatePage.getByRole('button', { name: 'Aceptar y continuar' });
      await expect(candidatePage.getByRole('heading', { name: 'Privacidad y uso de tus datos' })).toBeVisible();
      await candidatePage.getByRole('checkbox').check();
      await accept.click();
      await expect(candidatePage.getByText('Prueba de confiabilidad')).toBeVisible();
      await candidatePage.getByRole('button', { name: 'Empezar' }).click();
      await expect(candidatePage.getByText('Pregunta 1 de 12')).toBeVisible();
      for (let n = 1; n <= 12; n++) {
        await expect(candidatePage.getByText(`Pregunta ${n} de 12`, { exact: true })).toBeVisible();
        await candidatePage.getByRole('radio', { name: 'A veces' }).check();
        await candidatePage.getByRole('button', { name: 'Siguiente' }).click();
      }
      await candidatePage.getByRole('button', { name: 'Terminar esta parte' }).click();
      await candidatePage.close();

      // Sometimes to everything: every check at mid risk, so medium reliability.
      await openCandidate(page, process, first!);
      await expect(page.getByText('Confiabilidad: Confiabilidad media')).toBeVisible();
      await page
        .getByRole('article')
        .filter({ hasText: fullName(first!) })
        .getByRole('heading')
        .click();
      const sidebar = page.getByRole('complementary', { name: fullName(first!) });
      await expect(sidebar.getByText('Confiabilidad: Confiabilidad media')).toBeVisible();
      if (screen.name === 'phone') await expectNoSideScroll(page);
      await page.keyboard.press('Escape');

      // The trust report is offered and says what it will generate.
      await page
        .getByRole('button', { name: `Acciones de ${fullName(first!)}` })
        .first()
        .click();
      await page.getByRole('menu').getByRole('menuitem', { name: 'Descargar informe de confiabilidad' }).click();
      await expect(
        page.getByText(`Se generará el informe de confiabilidad de ${fullName(first!)} en PDF.`),
      ).toBeVisible();
    });
  });
}
