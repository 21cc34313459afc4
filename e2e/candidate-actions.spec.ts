import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { checkAccessible, expect, test, type World, type WorldSpec } from './fixtures';

// The candidate menu, its dialogs and the invite-candidate dialog, as the owner. Every journey acts on
// candidates of a launched, full controlled process of a company of its own, picked through the API.

const COMPANY: WorldSpec = {
  company: { plans: { CREDIT: 50 } },
  processes: {
    data: { position: 'Analista de datos', candidates: { ENDED: 6, INPROGRESS: 3, OPEN: 2, DISQUALIFIED: 3 } },
    sales: { position: 'Asesor comercial', environment: 'EMAIL', candidates: { ENDED: 3 } },
    purchasing: { position: 'Analista de compras', city: 'Bogotá', environment: 'EMAIL' },
  },
};
/** The twelve predefined company tags (spec 3 section 3). */
const PREDEFINED_TAGS: Record<string, string> = {
  Tag_1: '1ra Entrevista',
  Tag_2: '2da Entrevista',
  Tag_3: 'Assessment',
  Tag_4: 'Referencias Laborales',
  Tag_5: 'Oferta Laboral',
  Tag_6: 'Descartado',
  Tag_7: 'Contactar',
  Tag_8: 'Entrevista cliente interno',
  Tag_9: 'Recopilación de datos',
  Tag_10: 'Descalificado',
  Tag_11: 'Contratación',
  Tag_12: 'Recordatorio',
};

interface Candidate {
  id: number;
  firstName: string;
  lastName: string;
  mail: string | null;
  blackListed: boolean;
  hired: { status: string } | null;
  tags: { code: string }[];
}

/** Candidates of a process in one evaluation status, as the list shows them by default. */
async function candidates(world: World, process: number, status: string): Promise<Candidate[]> {
  const data = await world.graphql<{ processPersonPaginated: { data: Candidate[] } }>(
    'owner',
    `
      query ($processId: Int!, $status: [PersonStatus!]) {
        processPersonPaginated(processId: $processId, personEvaluationsStatus: $status, size: 100) {
          data {
            id
            firstName
            lastName
            mail
            blackListed
            hired {
              status
            }
            tags {
              code
            }
          }
        }
      }
    `,
    { processId: process, status: [status] },
  );
  return data.processPersonPaginated.data.filter((candidate) => !candidate.blackListed && candidate.mail);
}

const fullName = (candidate: Candidate) => `${candidate.firstName} ${candidate.lastName}`;

/** The people tab with only this candidate on it (searched by e-mail). */
async function openCandidate(page: Page, process: number, candidate: Candidate): Promise<void> {
  await page.goto(`/es/cap/process/${process}/control/people?q=${encodeURIComponent(candidate.mail!)}`);
  // The first visit loads the people tab's chunks: on the shared 2-core CI machine that has taken over 10 s.
  await expect(menuButton(page, candidate)).toBeVisible({ timeout: 30_000 });
}

const menuButton = (page: Page, candidate: Candidate) =>
  page.getByRole('button', { name: `Acciones de ${fullName(candidate)}` });

async function choose(page: Page, candidate: Candidate, item: string): Promise<void> {
  await menuButton(page, candidate).click();
  await page.getByRole('menu').getByRole('menuitem', { name: item }).click();
}

const snackbar = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

/** The open dialog alone: the page behind it is dimmed by the backdrop, which lowers its contrast on purpose. */
async function checkDialogAccessible(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** A day as the app shows it, in the browser's time zone. */
const ddMMyyyy = (date: Date) =>
  `${String(date.getDate()).padStart(2, '0')}-${String(date.getMonth() + 1).padStart(2, '0')}-${date.getFullYear()}`;

test.describe('candidate actions', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('tags a candidate with a new process tag and a predefined one', async ({ page, createWorld }) => {
    const world = await createWorld(COMPANY);
    const process = world.processes.data!.id;
    const [candidate] = await candidates(world, process, 'ENDED');
    const predefined = Object.keys(PREDEFINED_TAGS).find((code) => !candidate!.tags.some((tag) => tag.code === code))!;
    await world.signIn(page, 'owner', '/es/404');
    await openCandidate(page, process, candidate!);

    await choose(page, candidate!, 'Etiquetas');
    const dialog = page.getByRole('dialog', { name: `Etiquetas de ${fullName(candidate!)}` });
    await expect(dialog.getByRole('heading', { name: 'Etiquetas predefinidas' })).toBeVisible();
    await checkAccessible(page);

    await dialog.getByRole('button', { name: 'Nueva etiqueta' }).click();
    const create = page.getByRole('dialog', { name: 'Nueva etiqueta del proceso' });
    const label = create.getByRole('textbox', { name: 'Nombre de la etiqueta' });
    await expect(create.getByRole('button', { name: 'Crear' })).toBeDisabled();
    await label.fill('x'.repeat(40));
    await expect(label).toHaveValue('x'.repeat(30));
    await label.fill('Finalistas E2E');
    await label.press('Enter');
    await expect(create).toBeHidden();
    // The tag dialog stays open: it says what happened in its own live region.
    const status = dialog.getByRole('status');
    await expect(status).toHaveText('Creamos la etiqueta Finalistas E2E para el proceso.');

    const processTag = dialog.getByRole('button', { name: 'Finalistas E2E', exact: true });
    await expect(processTag).toHaveAttribute('aria-pressed', 'false');
    await processTag.click();
    await expect(status).toHaveText(`Pusimos la etiqueta Finalistas E2E a ${fullName(candidate!)}.`);
    await expect(processTag).toHaveAttribute('aria-pressed', 'true');

    const predefinedTag = dialog.getByRole('button', { name: PREDEFINED_TAGS[predefined], exact: true });
    await predefinedTag.click();
    await expect(predefinedTag).toHaveAttribute('aria-pressed', 'true');

    await dialog.getByRole('button', { name: 'Editar la etiqueta Finalistas E2E' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar etiqueta del proceso' });
    await edit.getByRole('textbox', { name: 'Nombre de la etiqueta' }).fill('Finalistas');
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByRole('button', { name: 'Finalistas', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await dialog.getByRole('button', { name: 'Cerrar' }).first().click();
    await expect(dialog).toBeHidden();

    const tags = await world.graphql<{ processPerson: { tags: { code: string }[] } }>(
      'owner',
      'query($id: Int!) { processPerson(id: $id) { tags { code } } }',
      {
        id: candidate!.id,
      },
    );
    expect(tags.processPerson.tags.map((tag) => tag.code)).toEqual(
      expect.arrayContaining([predefined, expect.stringMatching(/^Process_Tag_\d+$/)]),
    );
  });

  test('hires a candidate on a chosen day, then removes the hire', async ({ page, createWorld }) => {
    const world = await createWorld(COMPANY);
    const process = world.processes.data!.id;
    const candidate = (await candidates(world, process, 'ENDED')).find((c) => c.hired?.status !== 'ACTIVE')!;
    const yesterday = new Date(Date.now() - 24 * 3600 * 1000);
    await world.signIn(page, 'owner', '/es/404');
    await openCandidate(page, process, candidate);

    await choose(page, candidate, 'Contratar');
    const dialog = page.getByRole('dialog', { name: 'Contratar candidato' });
    const field = dialog.getByRole('group', { name: 'Fecha de contratación' });
    await field.getByRole('spinbutton').first().click();
    await page.keyboard.type(ddMMyyyy(yesterday).replaceAll('-', ''));
    await checkAccessible(page);
    await dialog.getByRole('button', { name: 'Contratar' }).click();
    await expect(
      snackbar(page, `Registramos la contratación de ${fullName(candidate)} el ${ddMMyyyy(yesterday)}.`),
    ).toBeVisible();
    await expect(dialog).toBeHidden();

    await choose(page, candidate, 'Cambiar o quitar la contratación');
    const hired = page.getByRole('dialog', { name: 'Contratación' });
    await expect(
      hired.getByText(`La contratación de ${fullName(candidate)} es del ${ddMMyyyy(yesterday)}.`, { exact: false }),
    ).toBeVisible();
    await hired.getByRole('button', { name: 'Quitar la contratación' }).click();
    await expect(snackbar(page, `Quitamos la contratación de ${fullName(candidate)}.`)).toBeVisible();
    await expect(hired).toBeHidden();
  });

  test('approves the rejected components of a disqualified candidate with an observation', async ({
    page,
    createWorld,
  }) => {
    const world = await createWorld(COMPANY);
    const process = world.processes.data!.id;
    const [candidate] = await candidates(world, process, 'DISQUALIFIED');
    await world.signIn(page, 'owner', '/es/404');
    await openCandidate(page, process, candidate!);

    await choose(page, candidate!, 'Aprobar componente rechazado');
    const dialog = page.getByRole('dialog', { name: 'Aprobar componente rechazado' });
    const approve = dialog.getByRole('button', { name: 'Aprobar' });
    await expect(approve).toBeDisabled();
    const observation = dialog.getByRole('textbox', { name: 'Observación' });
    await observation.fill('   ');
    await expect(approve).toBeDisabled();
    await observation.fill('Validamos su experiencia en la entrevista presencial.');
    await expect(dialog.getByText('53/250')).toBeVisible();
    await checkAccessible(page);
    await approve.click();
    await expect(snackbar(page, `Aprobamos los componentes rechazados de ${fullName(candidate!)}.`)).toBeVisible();
    await expect(dialog).toBeHidden();

    await menuButton(page, candidate!).click();
    await expect(page.getByRole('menuitem', { name: 'Aprobar componente rechazado' })).toHaveCount(0);
    await page.keyboard.press('Escape');
  });

  test('invites a candidate: a known e-mail fills the form, an unknown one unlocks it', async ({
    page,
    createWorld,
  }) => {
    const world = await createWorld(COMPANY);
    const process = world.processes.data!.id;
    const other = world.processes.sales!.id;
    const [known] = await candidates(world, other, 'ENDED');
    await world.signIn(page, 'owner', `/es/cap/process/${process}/control/people`);

    await page.getByRole('button', { name: 'Agregar candidato' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invitar candidato' });
    const firstName = dialog.getByRole('textbox', { name: 'Nombres' });
    await expect(firstName).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Correo electrónico' }).fill(known!.mail!);
    const status = dialog.getByRole('status');
    await expect(status).toHaveText(`Encontramos a ${fullName(known!)}: completamos sus datos.`);
    await expect(firstName).toHaveValue(known!.firstName);
    await expect(dialog.getByRole('textbox', { name: 'Apellidos' })).toHaveValue(known!.lastName);
    await checkAccessible(page);
    await dialog.getByRole('button', { name: 'Invitar' }).click();
    await expect(snackbar(page, `Invitamos a ${fullName(known!)} al proceso.`)).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Agregar candidato' }).click();
    await dialog.getByRole('textbox', { name: 'Correo electrónico' }).fill(known!.mail!);
    await expect(firstName).toHaveValue(known!.firstName);
    await dialog.getByRole('button', { name: 'Invitar' }).click();
    await expect(status).toHaveText('El candidato ya está en este proceso.');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    await page.getByRole('button', { name: 'Agregar candidato' }).click();
    await dialog.getByRole('textbox', { name: 'Correo electrónico' }).fill(`valentina.${world.tag}@example.com`);
    await expect(status).toHaveText('No encontramos a nadie con ese correo: completa sus datos.');
    await expect(firstName).toBeEnabled();
    await dialog.getByRole('button', { name: 'Invitar' }).click();
    await expect(dialog.getByText('Campo obligatorio').first()).toBeVisible();
    await dialog.getByRole('combobox', { name: 'País' }).click();
    await page.getByRole('option', { name: 'Ecuador' }).click();
    await firstName.fill('Valentina');
    await dialog.getByRole('textbox', { name: 'Apellidos' }).fill('Ortiz E2E');
    await dialog.getByRole('button', { name: 'Invitar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('article', { name: 'Valentina Ortiz E2E' })).toBeVisible();
    // Snackbars show one at a time: the lookups' messages come first.
    await expect(snackbar(page, 'Invitamos a Valentina Ortiz E2E al proceso.')).toBeVisible({ timeout: 30_000 });
  });

  test('invites one candidate, then a group, to another launched process', async ({ page, createWorld }) => {
    const world = await createWorld(COMPANY);
    const process = world.processes.data!.id;
    const [first, second, third] = await candidates(world, process, 'ENDED');
    await world.signIn(page, 'owner', `/es/cap/process/${process}/control/people?status=ENDED`);

    await page.getByRole('checkbox', { name: `Seleccionar a ${fullName(first!)}` }).check();
    await page.getByRole('button', { name: 'Invitar a otro proceso' }).click();
    const one = page.getByRole('dialog', { name: `Invitar a ${fullName(first!)} a otro proceso` });
    const search = one.getByRole('searchbox', { name: 'Buscar procesos' });
    await search.fill(world.processes.data!.name.toLowerCase());
    await expect(one.getByText('Ningún proceso lanzado coincide con tu búsqueda.')).toBeVisible();
    await search.fill('analista de compras');
    await one.getByRole('button', { name: `Enviar invitación a ${world.processes.purchasing!.name}` }).click();
    await expect(one.getByRole('status')).toHaveText(
      `Invitamos a ${fullName(first!)} a ${world.processes.purchasing!.name}.`,
    );
    await checkDialogAccessible(page);
    // Persistent: Esc does not close it, its close icon does.
    await page.keyboard.press('Escape');
    await expect(one).toBeVisible();
    await one.getByRole('button', { name: 'Cerrar' }).click();
    await expect(one).toBeHidden();

    for (const candidate of [second!, third!])
      await page.getByRole('checkbox', { name: `Seleccionar a ${fullName(candidate)}` }).check();
    await page.getByRole('button', { name: 'Invitar a otro proceso' }).click();
    const group = page.getByRole('dialog', { name: 'Invitar a 3 candidatos a otro proceso' });
    await group.getByRole('searchbox', { name: 'Buscar procesos' }).fill('analista de compras');
    const send = group.getByRole('button', { name: `Enviar invitación a ${world.processes.purchasing!.name}` });
    await send.click();
    await expect(group.getByRole('status')).toHaveText(
      `Enviamos 2 invitaciones a ${world.processes.purchasing!.name}.`,
    );
    await send.click();
    await expect(group.getByRole('status')).toHaveText(
      `Los candidatos ya están invitados a ${world.processes.purchasing!.name}.`,
    );
    await group.getByRole('button', { name: 'Cerrar' }).click();
    await expect(group).toBeHidden();
  });

  test('blacklists a candidate; the menu is then disabled', async ({ page, createWorld }) => {
    const world = await createWorld(COMPANY);
    const process = world.processes.data!.id;
    // Blacklisting is company-wide: the company is this journey's own.
    const [candidate] = await candidates(world, process, 'INPROGRESS');
    if (!candidate) throw new Error('The process has no candidate in evaluation');
    await world.signIn(page, 'owner', '/es/404');
    await openCandidate(page, process, candidate);

    await choose(page, candidate, 'Agregar a la lista de no deseados');
    const dialog = page.getByRole('dialog', { name: 'Agregar a la lista de no deseados' });
    await expect(dialog).toContainText('toda tu empresa');
    await checkAccessible(page);
    await dialog.getByRole('button', { name: 'Agregar a la lista' }).click();
    await expect(snackbar(page, `${fullName(candidate)} está ahora en la lista de no deseados.`)).toBeVisible();
    await expect(menuButton(page, candidate)).toBeDisabled();
  });
});
