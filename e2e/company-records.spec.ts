import type { Page } from '@playwright/test';
import { checkAccessible, expect, expectNoSideScroll, test, type World } from './fixtures';

// The company area's records (issue 18): an owner manages the company's tags, reads who was hired and
// undoes a hire, lists someone as unwanted with a reason and takes someone off with a note, filters the
// activity log and exports it, and resends a failed e-mail; on a desktop and on a 390 px phone.

/** The rows of the records page titled `title`. */
const rows = (page: Page, title: string) => page.getByRole('list', { name: title }).getByRole('listitem');

async function checkPage(page: Page): Promise<void> {
  await checkAccessible(page);
  await expectNoSideScroll(page);
}

const HIRED = `{ hiredPersons { data { personId firstName lastName processName } } }`;
const LIST = `mutation List($personId: Int!, $reason: String) {
  setPersonToBlackList(personId: $personId, listed: true, reason: $reason)
}`;

async function journey(page: Page, world: World): Promise<void> {
  const tag = world.tag.toUpperCase();

  // Tags: the predefined ones stay; an own tag is created, refused a low-contrast colour, deleted.
  await world.signIn(page, 'owner', '/es/cap/my-company/tags');
  await expect(page.getByRole('heading', { name: 'Etiquetas', level: 1 })).toBeVisible();
  await expect(page.getByText('1ra Entrevista')).toBeVisible();
  await page.getByRole('button', { name: 'Nueva etiqueta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva etiqueta' });
  await dialog.getByRole('textbox', { name: 'Nombre' }).fill(`Potencial ${tag}`);
  await dialog.getByRole('textbox', { name: 'Color', exact: true }).fill('#1B5E20');
  await checkAccessible(page);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(`Etiqueta Potencial ${tag} guardada.`)).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: `Editar Potencial ${tag}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar etiqueta' });
  await edit.getByRole('textbox', { name: 'Color', exact: true }).fill('#FDD835');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(edit.getByText(/El texto blanco no se lee sobre este color/)).toBeVisible();
  await edit.getByRole('button', { name: 'Cancelar' }).click();
  await expect(edit).toBeHidden();
  await checkPage(page);

  await page.getByRole('button', { name: `Eliminar Potencial ${tag}` }).click();
  const removal = page.getByRole('dialog', { name: 'Eliminar la etiqueta' });
  await expect(removal.getByText(/se quitará de los 0 candidatos/)).toBeVisible();
  await removal.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Etiqueta eliminada; se quitó de 0 candidatos.')).toBeVisible();
  await expect(page.getByText(`Potencial ${tag}`)).toHaveCount(0);

  // Hired: the process's hire, undone.
  const { hiredPersons } = await world.graphql<{
    hiredPersons: { data: { personId: number; firstName: string; lastName: string; processName: string }[] };
  }>('owner', HIRED);
  const hire = hiredPersons.data[0]!;
  const name = `${hire.firstName} ${hire.lastName}`;
  await page.goto('/es/cap/my-company/hired');
  await expect(page.getByText(name)).toBeVisible();
  await expect(page.getByRole('link', { name: `Proceso: ${hire.processName}` })).toBeVisible();
  await checkPage(page);
  await page.getByRole('button', { name: `Deshacer la contratación de ${name}` }).click();
  await page
    .getByRole('dialog', { name: 'Deshacer la contratación' })
    .getByRole('button', { name: 'Deshacer' })
    .click();
  await expect(page.getByText(`Se deshizo la contratación de ${name}.`)).toBeVisible();
  await expect(page.getByText('Aún no hay personas contratadas.')).toBeVisible();

  // Unwanted list: the person listed with a reason shows it; removing asks for a note.
  await world.graphql('owner', LIST, { personId: hire.personId, reason: 'No se presentó a la oferta' });
  await page.goto('/es/cap/my-company/blacklist');
  const row = rows(page, 'Lista de no deseados').filter({ hasText: name });
  await expect(row.getByText('Motivo: No se presentó a la oferta')).toBeVisible();
  await expect(row.getByText('Sin vencimiento')).toBeVisible();
  await checkPage(page);
  await row.getByRole('button', { name: `Quitar de la lista a ${name}` }).click();
  const note = page.getByRole('dialog', { name: 'Quitar de la lista de no deseados' });
  await note.getByRole('button', { name: 'Quitar de la lista' }).click();
  await expect(note.getByText('Campo obligatorio')).toBeVisible();
  await note.getByRole('textbox', { name: /Nota/ }).fill('Se aclaró con el candidato');
  await note.getByRole('button', { name: 'Quitar de la lista' }).click();
  await expect(page.getByText(`${name} ya no está en la lista de no deseados.`)).toBeVisible();
  await expect(rows(page, 'Lista de no deseados').filter({ hasText: name })).toHaveCount(0);

  // Activity log: what was just done, filtered by action, and exported as CSV.
  await page.goto('/es/cap/my-company/activity');
  await expect(page.getByText('Deshizo una contratación').first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Acción' }).click();
  await page.getByRole('option', { name: 'Eliminó una etiqueta' }).click();
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(rows(page, 'Registro de actividad')).toHaveCount(1);
  await expect(rows(page, 'Registro de actividad').first()).toContainText('Eliminó una etiqueta');
  await checkPage(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await file.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  });
  expect(csv.trim().split('\r\n')).toHaveLength(2);
  expect(csv).toContain('company.tagDelete');

  // Mail outbox: a failed e-mail is resent and queued again.
  await page.goto('/es/cap/my-company/outbox');
  const failed = rows(page, 'Correos enviados').filter({ hasText: 'Falló' });
  await expect(failed).toHaveCount(1);
  await expect(failed.getByText('Error: 550 Mailbox unavailable')).toBeVisible();
  await checkPage(page);
  await failed.getByRole('button', { name: /^Reenviar el correo a / }).click();
  await expect(page.getByText(/volvió a la cola\.$/)).toBeVisible();
  await expect(rows(page, 'Correos enviados').filter({ hasText: 'Falló' })).toHaveCount(0);
  await expect(rows(page, 'Correos enviados').filter({ hasText: 'En cola' })).toHaveCount(1);
}

const spec = {
  company: { failedMails: 1 },
  processes: { sales: { position: 'Asesor comercial', candidates: { ENDED: 3 }, hired: 1 } },
} as const;

test('an owner manages tags, hires, the unwanted list, the activity log and the outbox on a desktop', async ({
  page,
  createWorld,
}) => {
  // Five pages with an accessibility check each: about a minute on a loaded 2-core machine.
  test.slow();
  await page.setViewportSize({ width: 1366, height: 900 });
  await journey(page, await createWorld(spec));
});

test('the same records on a 390 px phone', async ({ page, createWorld }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await journey(page, await createWorld(spec));
});
