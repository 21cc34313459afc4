import { AxeBuilder } from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test, type World, type WorldSpec } from './fixtures';

// The observers dialog of a process that has observers, as the owner of a company of the journey's
// own: the list, the add form's duplicate warning, adding and removing before sending, sending, and
// every link action on the new observer (copy, revoke, renew, delete).

const COMPANY: WorldSpec = {
  company: { plans: { CREDIT: 50 } },
  members: { owner: { role: 'OWNER' }, viewer: { role: 'VIEWER' } },
  processes: {
    credit: {
      position: 'Analista de crédito senior',
      components: 'CAP_COMPLETE',
      candidates: { ENDED: 3, INPROGRESS: 1 },
      observers: 2,
    },
  },
};
const OWNER = 'owner';
const NEW_NAME = 'Marta Ruiz';
const DROPPED_NAME = 'Julio';

interface Observer {
  id: number;
  name: string;
  email: string;
  status: string;
}

async function observersOf(world: World, process: number): Promise<Observer[]> {
  const data = await world.graphql<{ getObservers: Observer[] }>(
    OWNER,
    'query($processId: Int!) { getObservers(processId: $processId) { id name email status } }',
    {
      processId: process,
    },
  );
  return data.getObservers;
}

/** A call in the observer realm, with the token of an observer's link. */
async function asObserver<T>(
  request: APIRequestContext,
  linkToken: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: { authorization: `Bearer ${linkToken}`, realm: 'evexternal' },
  });
  const body = (await response.json()) as { data: T; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

/**
 * The snackbar's message. An open dialog hides the page behind it from the accessibility tree, the
 * snackbar included, so the dialog repeats each message in a live region of its own (checked once below).
 */
const snackbar = (page: Page, text: string) =>
  page.getByRole('alert', { includeHidden: true }).filter({ hasText: text });

/** No serious or critical accessibility violation inside the open dialogs. */
async function expectDialogAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The row of one observer in the dialog's list. */
const row = (dialog: Locator, email: string) => dialog.getByRole('listitem').filter({ hasText: email });

/** A dd-MM-yyyy date, as the product writes dates, in the browser's time zone (America/Guayaquil). */
function productDate(date: Date): string {
  const [month, day, year] = date
    .toLocaleDateString('en-US', { timeZone: 'America/Guayaquil', year: 'numeric', month: '2-digit', day: '2-digit' })
    .split('/');
  return `${day}-${month}-${year}`;
}

test.describe('observers dialog', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('lists the observers, warns about a duplicate, adds, sends, copies, revokes, renews and deletes', async ({
    page,
    context,
    request,
    createWorld,
  }) => {
    // A long journey: each message waits for the one before it to leave the snackbar.
    test.slow();
    const world = await createWorld(COMPANY);
    const process = world.processes.credit!.id;
    const PROCESS = world.processes.credit!.name;
    const existing = await observersOf(world, process);
    expect(existing.length, 'the process has observers').toBeGreaterThan(0);
    const email = `observador.${world.tag}@e2e.test`;
    const droppedEmail = `descartado.${world.tag}@e2e.test`;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await world.signIn(page, OWNER, `/es/cap/process/${process}/control/people`);
    await page.getByRole('button', { name: `Observadores de ${PROCESS}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Observadores' });

    // The observers already invited, each with its status. The dialog's code and the list load on
    // this first opening: a busy machine gets more time than a single expectation.
    await expect(dialog.getByRole('list', { name: 'Cargando observadores' })).toHaveCount(0, { timeout: 30_000 });
    for (const observer of existing) {
      await expect(row(dialog, observer.email).getByText(observer.name, { exact: true })).toBeVisible();
    }
    const [first] = existing;
    await expect(row(dialog, first!.email).getByText('Activo')).toBeVisible();
    await expectDialogAccessible(page);

    // Every section starts ticked; Add waits for valid fields.
    const add = dialog.getByRole('button', { name: 'Agregar' });
    const send = dialog.getByRole('button', { name: 'Enviar invitación' });
    await expect(add).toBeDisabled();
    await expect(send).toBeDisabled();
    const sections = dialog.getByRole('group', { name: /Secciones que podrá ver/ }).getByRole('checkbox');
    expect(await sections.count()).toBeGreaterThan(1);
    for (const box of await sections.all()) await expect(box).toBeChecked();

    // An e-mail already invited (in another case) is refused with a warning.
    const name = dialog.getByRole('textbox', { name: 'Nombre' });
    const mail = dialog.getByRole('textbox', { name: 'Correo electrónico' });
    await name.fill('Andrea');
    await mail.fill(first!.email.toUpperCase());
    await add.click();
    await expect(snackbar(page, 'Esa persona ya fue agregada.')).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveText('Esa persona ya fue agregada.');
    await expect(dialog.getByText('Por invitar')).toHaveCount(0);

    // A new person, with one section less, waits unsent; a second one is removed before sending.
    await name.fill(NEW_NAME);
    await mail.fill(email);
    await sections.last().uncheck();
    await add.click();
    await expect(dialog.getByText('Estas personas aún no han sido invitadas')).toBeVisible();
    await expect(row(dialog, email).getByText('Sin invitar')).toBeVisible();
    await expect(name).toBeFocused();
    await expect(sections.last()).toBeChecked();
    await name.fill(DROPPED_NAME);
    await mail.fill(droppedEmail);
    await add.click();
    await expect(row(dialog, droppedEmail)).toBeVisible();
    await expectDialogAccessible(page);
    await dialog.getByRole('button', { name: `Quitar a ${DROPPED_NAME}` }).click();
    await expect(row(dialog, droppedEmail)).toHaveCount(0);

    // Send: the link is active for 15 days.
    await send.click();
    await expect(snackbar(page, 'Invitación enviada.')).toBeVisible();
    const invited = row(dialog, email);
    await expect(invited.getByText('Activo')).toBeVisible();
    await expect(invited.getByText(`Vence el ${productDate(new Date(Date.now() + 15 * 86_400_000))}`)).toBeVisible();
    await expect(send).toBeDisabled();
    await expect(dialog.getByText('Por invitar')).toHaveCount(0);
    const stored = (await observersOf(world, process)).filter((o) => o.email === email || o.email === droppedEmail);
    expect(stored.map((o) => [o.email, o.status])).toEqual([[email, 'ACTIVE']]);

    // Copy puts the report link on the clipboard.
    await dialog.getByRole('button', { name: `Copiar enlace de ${NEW_NAME}` }).click();
    await expect(snackbar(page, 'URL copiada.')).toBeVisible();
    const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    expect(link.pathname).toBe(`/es/report/${process}`);
    expect(link.hash).toMatch(/^#token=[\w-]+$/);

    // The observer opens the report (through the API); the dialog, opened again, counts the visit and logs it.
    const linkToken = link.hash.slice('#token='.length);
    const observerId = (await observersOf(world, process)).find((o) => o.email === email)!.id;
    await asObserver(request, linkToken, 'mutation { acceptObserverTerms { observerId } }');
    await asObserver(
      request,
      linkToken,
      'query($observerId: Int!, $processId: Int!) { processPersonObserverShortListed(observerId: $observerId, processId: $processId) { total } }',
      {
        observerId,
        processId: process,
      },
    );
    await dialog.getByRole('button', { name: 'Cerrar' }).last().click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: `Observadores de ${PROCESS}` }).click();
    await expect(invited.getByText(/^1 visita · última el \d{2}-\d{2}-\d{4} \d{2}:\d{2}$/)).toBeVisible();
    await invited.getByRole('button', { name: 'Ver historial' }).click();
    await expect(
      invited.getByRole('list', { name: `Historial de visitas de ${NEW_NAME}` }).getByRole('listitem'),
    ).toHaveText([/^Lista de candidatos, el /]);
    await expectDialogAccessible(page);

    // Revoke: no copy or revoke any more, only renew and delete.
    await dialog.getByRole('button', { name: `Revocar enlace de ${NEW_NAME}` }).click();
    await expect(snackbar(page, 'URL revocada.')).toBeVisible();
    await expect(invited.getByText('Revocado', { exact: true })).toBeVisible();
    await expect(invited.getByRole('button', { name: `Copiar enlace de ${NEW_NAME}` })).toHaveCount(0);
    await expect(invited.getByRole('button', { name: `Revocar enlace de ${NEW_NAME}` })).toHaveCount(0);

    // Renew brings the same link back.
    await dialog.getByRole('button', { name: `Renovar enlace de ${NEW_NAME}` }).click();
    await expect(snackbar(page, 'URL renovada')).toBeVisible();
    await expect(invited.getByText('Activo')).toBeVisible();
    await dialog.getByRole('button', { name: `Copiar enlace de ${NEW_NAME}` }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link.toString());

    // Delete asks first, then the row goes.
    await dialog.getByRole('button', { name: `Eliminar invitación de ${NEW_NAME}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Eliminar invitación' });
    await expect(confirm.getByText(email)).toBeVisible();
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(snackbar(page, 'Invitación eliminada.')).toBeVisible();
    await expect(row(dialog, email)).toHaveCount(0);
    expect((await observersOf(world, process)).map((o) => o.id).sort()).toEqual(existing.map((o) => o.id).sort());

    // Keyboard: Esc closes the dialog.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('is not offered to a viewer, who may not manage observers', async ({ page, createWorld }) => {
    const world = await createWorld(COMPANY);
    const PROCESS = world.processes.credit!.name;
    await world.signIn(page, 'viewer', `/es/cap/process/${world.processes.credit!.id}/control/people`);
    await expect(page.getByRole('heading', { name: PROCESS, level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: `Observadores de ${PROCESS}` })).toHaveCount(0);
  });
});
