import type { Browser, Locator, Page } from '@playwright/test';
import { checkAccessible, expect, test, type World, type WorldSpec } from './fixtures';

// The external observer's journey of issue 6: the owner invites an observer from the observers
// dialog and copies the link; the observer opens it in a browser of their own, accepts the terms,
// likes a shortlisted candidate (seeing no opinion but their own, decision 031) and dislikes
// another; the owner sees that feeling under the observer's name; the owner revokes the link and
// the observer's report ends on the expired page (at their next feeling, and on their next visit).
// The journey runs on a process of a company of its own.

const COMPANY: WorldSpec = {
  company: { plans: { CREDIT: 50 } },
  processes: {
    store: {
      position: 'Jefe de tienda',
      city: 'Cuenca',
      components: 'CAP_WITH_TRUST',
      candidates: { ENDED: 3, INPROGRESS: 1 },
      // Nobody has a feeling yet: the owner shortlists the finalist below.
      reviews: false,
    },
  },
};
const OWNER = 'owner';
const OBSERVER_NAME = 'Lucía Andrade';

interface ShortlistedCandidate {
  id: number;
  firstName: string;
  lastName: string;
}

/** The owner's feeling on a candidate (null clears it). */
async function setOwnerFeeling(
  world: World,
  process: number,
  candidate: number,
  feeling: string | null,
): Promise<void> {
  await world.graphql(
    OWNER,
    'mutation($processId: Int!, $id: String!, $feeling: Feeling) { addPersonShortlisted(processId: $processId, processPersonId: $id, feeling: $feeling) { feelings { feeling } } }',
    {
      processId: process,
      id: String(candidate),
      feeling,
    },
  );
}

/** Two ENDED candidates of the process who are not blacklisted, to shortlist. */
async function endedCandidates(world: World, process: number): Promise<[ShortlistedCandidate, ShortlistedCandidate]> {
  const data = await world.graphql<{
    processPersonPaginated: { data: (ShortlistedCandidate & { blackListed: boolean })[] };
  }>(
    OWNER,
    'query($processId: Int!) { processPersonPaginated(processId: $processId, personEvaluationsStatus: [ENDED], size: 20) { data { id firstName lastName blackListed } } }',
    { processId: process },
  );
  const [first, second] = data.processPersonPaginated.data.filter((candidate) => !candidate.blackListed);
  if (!first || !second) throw new Error('The process has fewer than two finished candidates');
  return [first, second];
}

/** The observers dialog hides the page's snackbar from assistive technology and repeats each outcome in a status region of its own. */
const announced = (dialog: Locator, text: string) => dialog.getByRole('status').filter({ hasText: text });

/** A browser of the observer's own: no company session, nothing shared with the owner's page. */
async function observerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    locale: 'es-EC',
    timezoneId: 'America/Guayaquil',
    viewport: { width: 390, height: 844 },
  });
  return context.newPage();
}

test.describe('observer report', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('an invited observer accepts the terms and likes a finalist; the owner sees it; a revoked link ends the report', async ({
    page,
    context,
    browser,
    createWorld,
  }) => {
    // Two browsers, three axe checks and the dialog's round trips: longer than one page's journey.
    test.slow();
    const world = await createWorld(COMPANY);
    const process = world.processes.store!.id;
    const processName = world.processes.store!.name;
    const email = `observadora.${world.tag}@e2e.test`;
    const [candidate, other] = await endedCandidates(world, process);
    await setOwnerFeeling(world, process, candidate.id, 'YES');
    await setOwnerFeeling(world, process, other.id, 'YES');
    const candidateName = `${candidate.firstName} ${candidate.lastName}`;
    const otherName = `${other.firstName} ${other.lastName}`;
    const owner = world.members[OWNER]!;

    // The owner invites the observer and copies the link from the dialog.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await world.signIn(page, OWNER, `/es/cap/process/${process}/control/shortlisted`);
    await page.getByRole('button', { name: `Observadores de ${processName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Observadores' });
    await dialog.getByRole('textbox', { name: 'Nombre' }).fill(OBSERVER_NAME);
    await dialog.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
    await dialog.getByRole('button', { name: 'Agregar' }).click();
    await dialog.getByRole('button', { name: 'Enviar invitación' }).click();
    await expect(announced(dialog, 'Invitación enviada.')).toBeVisible();
    await dialog.getByRole('button', { name: `Copiar enlace de ${OBSERVER_NAME}` }).click();
    await expect(announced(dialog, 'URL copiada.')).toBeVisible();
    const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    expect(link.pathname).toBe(`/es/report/${process}`);
    expect(link.hash).toMatch(/^#token=[\w-]+$/);
    await dialog.getByRole('button', { name: 'Cerrar' }).first().click();
    await expect(dialog).toBeHidden();

    // The observer opens it in a browser of their own: terms first, the token off the address bar.
    const origin = new URL(page.url()).origin;
    const observer = await observerPage(browser);
    await observer.goto(`${origin}${link.pathname}${link.hash}`);
    await expect(observer.getByRole('heading', { name: 'Acuerdo de confidencialidad' })).toBeVisible();
    await expect(observer.getByText(`Te damos la bienvenida, ${OBSERVER_NAME}`)).toBeVisible();
    await expect(observer.getByRole('heading', { name: processName, level: 1 })).toBeVisible();
    expect(observer.url()).toBe(`${origin}/es/report/${process}`);
    // Nothing of the report opens before the terms are accepted.
    await observer.goto(`${origin}/es/report/${process}/shortlisted`);
    await expect(observer).toHaveURL(`${origin}/es/report/${process}`);
    await checkAccessible(observer);

    const accept = observer.getByRole('button', { name: 'Aceptar y continuar' });
    await expect(accept).toBeDisabled();
    await observer.getByRole('checkbox', { name: /acepto mantener la confidencialidad/ }).check();
    await accept.click();
    await expect(observer).toHaveURL(`${origin}/es/report/${process}/shortlisted`);
    await expect(observer.getByRole('tab', { name: 'Finalistas', selected: true })).toBeVisible();

    // The observer likes the finalist.
    const like = observer.getByRole('button', { name: `Me gusta: ${candidateName}`, exact: true });
    // Collapsed, the selector opens on hover.
    await observer.getByRole('group', { name: `Tu opinión sobre ${candidateName}` }).hover();
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    // Their own opinion only: not the owner's like, nor the owner's name, nor anybody of the team (decision 031).
    const opinions = observer.getByRole('list', { name: `Opiniones sobre ${candidateName}` });
    await expect(opinions.getByRole('listitem')).toHaveCount(1);
    await expect(opinions).toContainText(OBSERVER_NAME);
    await expect(observer.getByText(owner.lastName)).toHaveCount(0);
    await expect(observer.getByText('Equipo', { exact: true })).toHaveCount(0);
    await expect(observer.getByText(owner.email)).toHaveCount(0);
    await checkAccessible(observer);

    // Their dislike of the other finalist is confirmed as theirs: the team's shortlist keeps the owner's like.
    await observer.getByRole('group', { name: `Tu opinión sobre ${otherName}` }).hover();
    await observer.getByRole('button', { name: `No me gusta: ${otherName}`, exact: true }).click();
    await expect(observer.getByText(`Guardamos tu «No me gusta» sobre ${otherName}.`)).toBeVisible();
    await expect(observer.getByText(`${otherName} ya no está entre los finalistas.`)).toHaveCount(0);

    // The finalist's detail opens from the list, inside the report, and leads back to it.
    await observer.getByRole('link', { name: candidateName }).click();
    await expect(observer).toHaveURL(new RegExp(`/es/report/${process}/candidates/${candidate.id}/[\\w-]+$`));
    await expect(observer.getByRole('heading', { name: processName, level: 1 })).toBeVisible();
    await observer.getByRole('link', { name: 'Volver a los candidatos preseleccionados' }).click();
    await expect(observer).toHaveURL(`${origin}/es/report/${process}/shortlisted`);

    // The owner sees the observer's feeling, under the observer's name, on the shortlist tab.
    await page.reload();
    const row = page.getByRole('article', { name: candidateName });
    await expect(
      row
        .getByRole('list', { name: new RegExp(candidateName) })
        .getByRole('listitem')
        .filter({ hasText: OBSERVER_NAME }),
    ).toContainText('Me gusta');

    // The owner revokes the link while the observer is still on the report: their next feeling ends the visit on the expired page.
    await page.getByRole('button', { name: `Observadores de ${processName}` }).click();
    await dialog.getByRole('button', { name: `Revocar enlace de ${OBSERVER_NAME}` }).click();
    await expect(announced(dialog, 'URL revocada.')).toBeVisible();
    await observer.getByRole('group', { name: `Tu opinión sobre ${candidateName}` }).hover();
    await like.click();
    await expect(observer).toHaveURL(`${origin}/es/report/${process}/expired`);

    // A process the link was not made for shows the expired page.
    await observer.goto(`${origin}/es/report/${process + 100000}`);
    await expect(observer.getByRole('heading', { name: 'Este enlace ya no está disponible' })).toBeVisible();

    // And so does the revoked link's report on the next visit.
    await observer.goto(`${origin}/es/report/${process}/shortlisted`);
    await expect(observer).toHaveURL(`${origin}/es/report/${process}/expired`);
    await expect(observer.getByRole('heading', { name: 'Este enlace ya no está disponible' })).toBeVisible();
    await checkAccessible(observer);
    await observer.context().close();

    // The owner deletes the invitation.
    await dialog.getByRole('button', { name: `Eliminar invitación de ${OBSERVER_NAME}` }).click();
    await page.getByRole('dialog', { name: 'Eliminar invitación' }).getByRole('button', { name: 'Eliminar' }).click();
    await expect(announced(dialog, 'Invitación eliminada.')).toBeVisible();
    await expect(dialog.getByText(email)).toHaveCount(0);
  });
});
