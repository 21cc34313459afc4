import type { Locator, Page } from '@playwright/test';
import { checkAccessible, expect, test, type World, type WorldSpec } from './fixtures';

// The people tab of a launched process with candidates in every status: the facets, the filters in
// the address, the group, the sidebar and the drawers on a phone. Each journey has its own company.

const CANDIDATES = { ENDED: 24, INPROGRESS: 8, OPEN: 8, DISQUALIFIED: 6 };
const COMPANY: WorldSpec = {
  company: { plans: { CREDIT: 50 } },
  processes: {
    sales: {
      position: 'Asesor comercial',
      environment: 'EMAIL',
      components: 'CAP_STANDARD',
      candidates: CANDIDATES,
      // The best finished candidate is hired; the next one is not.
      hired: 1,
      feelings: { YES: 2, MAYBE: 2, NO: 2 },
      processTags: true,
    },
  },
};
const CANDIDATE_TOTAL = Object.values(CANDIDATES).reduce((sum, count) => sum + count, 0);

async function openPeopleTab(page: Page, createWorld: (spec: WorldSpec) => Promise<World>, query = ''): Promise<World> {
  const world = await createWorld(COMPANY);
  await world.signIn(page, 'owner', `/es/cap/process/${world.processes.sales!.id}/control/people${query}`);
  // The first list of a process builds its filter index: slower than the default wait on a busy machine.
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
  return world;
}

const facetGroup = (page: Page, legend: string) => page.getByRole('group', { name: legend, exact: true });
/** The checkbox of a facet value, e.g. "Me gusta (18)". */
const facet = (page: Page, legend: string, value: string) =>
  facetGroup(page, legend).getByRole('checkbox', { name: new RegExp(`^${value} \\(\\d+\\)$`) });

async function countOf(checkbox: Locator): Promise<number> {
  const label = await checkbox.locator('xpath=ancestor::label').innerText();
  return Number(/\((\d+)\)/.exec(label)?.[1]);
}

const totalLine = (page: Page) => page.getByRole('status').filter({ hasText: /candidatos?$/ });

async function total(page: Page): Promise<number> {
  return Number(/(\d+)/.exec(await totalLine(page).innerText())?.[1]);
}

/** The candidates shown: "N candidatos", or "N de M candidatos" when a filter hides some of the process's M. */
async function expectTotal(page: Page, count: number): Promise<void> {
  await expect(totalLine(page)).toHaveText(new RegExp(`^${count} (candidatos?|de \\d+ candidatos)$`));
}

test.describe('the people tab', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('counts every filter value; the evaluation status and the feelings narrow the list and the other counts', async ({
    page,
    createWorld,
  }) => {
    await openPeopleTab(page, createWorld);
    const opening = await total(page);
    // Everyone but the candidates only disliked.
    expect(opening).toBeGreaterThan(CANDIDATE_TOTAL / 2);
    expect(opening).toBeLessThanOrEqual(CANDIDATE_TOTAL);

    // The list opens on "Me gusta", "Tal vez" and "Sin sentimiento": their counts make the total.
    const feelings = {
      YES: facet(page, 'Sentimiento', 'Me gusta'),
      MAYBE: facet(page, 'Sentimiento', 'Tal vez'),
      NONE: facet(page, 'Sentimiento', 'Sin sentimiento'),
    };
    await expect(feelings.YES).toBeChecked();
    await expect(feelings.MAYBE).toBeChecked();
    await expect(feelings.NONE).toBeChecked();
    await expect(facet(page, 'Sentimiento', 'No me gusta')).not.toBeChecked();
    expect((await countOf(feelings.YES)) + (await countOf(feelings.MAYBE)) + (await countOf(feelings.NONE))).toBe(
      opening,
    );

    // Each status counts its candidates within the other filters: together they make the total.
    const statuses = ['Finalizado', 'En evaluación', 'Sin iniciar', 'Descalificado'];
    const statusCounts = await Promise.all(
      statuses.map((status) => countOf(facet(page, 'Estado de evaluación', status))),
    );
    expect(statusCounts.reduce((sum, count) => sum + count, 0)).toBe(opening);

    // Filtering by a status: the list shows that many candidates, all with that status.
    const ended = statusCounts[0]!;
    await facet(page, 'Estado de evaluación', 'Finalizado').check();
    await expect(page).toHaveURL((url) => url.searchParams.getAll('status').join() === 'ENDED');
    await expectTotal(page, ended);
    const rows = page.getByRole('article');
    await expect(rows).toHaveCount(10);
    for (const row of await rows.all()) await expect(row.getByText('Finalizado', { exact: true })).toBeVisible();
    // The feeling counts now count finished candidates only; the status counts stay.
    const endedYes = await countOf(feelings.YES);
    const endedMaybe = await countOf(feelings.MAYBE);
    await expect.poll(async () => endedYes + endedMaybe + (await countOf(feelings.NONE))).toBe(ended);
    expect(await countOf(facet(page, 'Estado de evaluación', 'En evaluación'))).toBe(statusCounts[1]);

    // Leaving out the candidates nobody has a feeling about: only liked and doubted ones remain.
    await feelings.NONE.uncheck();
    await expect(page).toHaveURL((url) => url.searchParams.getAll('feelings').sort().join() === 'MAYBE,YES');
    await expectTotal(page, endedYes + endedMaybe);
    await expect(facet(page, 'Estado de evaluación', 'Finalizado')).toHaveAccessibleName(
      `Finalizado (${endedYes + endedMaybe})`,
    );
    for (const row of await rows.all())
      await expect(row.getByRole('list', { name: 'Sentimientos' })).toContainText(/Me gusta|Tal vez/);

    // The filters live in the address: a reload keeps them; a chip takes one off.
    await page.reload();
    await expectTotal(page, endedYes + endedMaybe);
    await expect(feelings.NONE).not.toBeChecked();
    await page.getByRole('button', { name: 'Quitar el filtro Estado de evaluación: Finalizado' }).click();
    await expect(page).toHaveURL((url) => !url.searchParams.has('status'));
    await expectTotal(page, (await countOf(feelings.YES)) + (await countOf(feelings.MAYBE)));

    // Clearing the filters brings the opening list back.
    await page.getByRole('list', { name: 'Filtros activos' }).getByRole('button', { name: 'Limpiar filtros' }).click();
    await expectTotal(page, opening);
    await expect(feelings.NONE).toBeChecked();
  });

  test('searches, sorts and pages through the address', async ({ page, createWorld }) => {
    const world = await openPeopleTab(page, createWorld);
    const opening = await total(page);
    const first = page.getByRole('article').first().getByRole('heading');
    const name = (await first.innerText()).trim();

    await page.getByRole('searchbox', { name: 'Buscar candidatos' }).fill(name.split(' ').slice(0, 2).join(' '));
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === name.split(' ').slice(0, 2).join(' '));
    await expect(page.getByRole('article').first().getByRole('heading')).toHaveText(name);

    await page.getByRole('searchbox', { name: 'Buscar candidatos' }).fill('zzz-nadie-se-llama-asi');
    await expect(page.getByText('No encontramos candidatos para «zzz-nadie-se-llama-asi».')).toBeVisible();
    await expectTotal(page, 0);
    await page.getByRole('searchbox', { name: 'Buscar candidatos' }).fill('');
    await expect(page).toHaveURL((url) => !url.searchParams.has('q'));

    await page.getByRole('combobox', { name: 'Ordenar por' }).click();
    await page.getByRole('option', { name: 'Apellido (A-Z)' }).click();
    await expect(page).toHaveURL(
      (url) => url.searchParams.get('sort') === 'lastName' && url.searchParams.get('order') === 'ASC',
    );
    const expected = await world.graphql<{
      processPersonPaginated: { data: { firstName: string; lastName: string }[] };
    }>(
      'owner',
      `{ processPersonPaginated(processId: ${world.processes.sales!.id}, sortBy: { field: lastName, order: ASC }) { data { firstName lastName } } }`,
    );
    await expect(page.getByRole('article').getByRole('heading')).toHaveText(
      expected.processPersonPaginated.data.map((candidate) => `${candidate.firstName} ${candidate.lastName}`),
    );

    await page.getByRole('combobox', { name: 'Por página:' }).click();
    await page.getByRole('option', { name: '20' }).click();
    await expect(page.getByRole('article')).toHaveCount(20);
    await page.getByRole('button', { name: /página siguiente/i }).click();
    await expect(page).toHaveURL(
      (url) => url.searchParams.get('page') === '2' && url.searchParams.get('size') === '20',
    );
    await expect(page.getByRole('article')).toHaveCount(Math.min(20, opening - 20));
  });

  test('opens a candidate in the sidebar with the result and the timeline; the page passes the accessibility check', async ({
    page,
    createWorld,
  }) => {
    await openPeopleTab(page, createWorld);
    const row = page.getByRole('article').first();
    const name = (await row.getByRole('heading').innerText()).trim();
    const gauge = (await row.getByRole('img', { name: /^Resultado general/ }).getAttribute('aria-label'))!;
    await row.getByRole('heading').click();

    const sidebar = page.getByRole('complementary', { name });
    await expect(sidebar.getByRole('heading', { name, level: 2 })).toBeVisible();
    await expect(sidebar.getByRole('img', { name: gauge })).toBeVisible();
    await expect(sidebar.getByText(/^Ranking: #\d+$/)).toBeVisible();
    await expect(sidebar.getByText(/^\d+ años$/)).toBeVisible();
    const timeline = sidebar
      .getByRole('region', { name: 'Actividad' })
      .or(sidebar.locator('section', { has: page.getByRole('heading', { name: 'Actividad' }) }));
    await expect(timeline.getByRole('listitem').first()).toContainText('Invitado al proceso');
    await expect(timeline.getByRole('listitem').last()).toContainText(/\d{2}-\d{2}-\d{4} \d{2}:\d{2}/);
    // The reviewer's own feeling, on the row and in the sidebar.
    await expect(row.getByRole('group', { name: `Tu opinión sobre ${name}` })).toBeAttached();
    await expect(sidebar.getByRole('group', { name: `Tu opinión sobre ${name}` })).toBeVisible();
    // The best candidate of the process is already hired: no contract button.
    await expect(row.getByText('Contratado', { exact: true })).toBeVisible();
    await expect(sidebar.getByRole('button', { name: 'Contratar' })).toHaveCount(0);
    await checkAccessible(page);

    // The generated phones are real numbers of the person's country: the WhatsApp menu schedules an interview.
    await page.context().route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }));
    await sidebar.getByRole('button', { name: `Contactar a ${name}` }).click();
    await expect(page.getByRole('menuitem', { name: /^Llamar al \+\d/ })).toHaveAttribute('href', /^tel:\+\d+$/);
    await page.getByRole('menuitem', { name: 'Agendar entrevista' }).click();
    const dialog = page.getByRole('dialog', { name: `Agendar entrevista con ${name}` });
    const accept = dialog.getByRole('button', { name: 'Aceptar' });
    // The day starts on today; without a time nothing can be sent.
    await expect(dialog.getByRole('group', { name: 'Fecha' })).toContainText(/\d{2}-\s*\d{2}-\s*\d{4}/);
    await expect(accept).toBeDisabled();
    await dialog.getByRole('group', { name: 'Hora' }).click();
    await page.keyboard.type('1030');
    const popup = page.waitForEvent('popup');
    await accept.click();
    const chat = await popup;
    await chat.waitForLoadState();
    const link = new URL(chat.url());
    expect(link.hostname).toBe('wa.me');
    expect(link.pathname).toMatch(/^\/\d{10,15}$/);
    expect(link.searchParams.get('text')).toContain(`a las 10:30`);
    await chat.close();
    await expect(dialog).toBeHidden();

    // Enter on another candidate opens it instead.
    const second = page.getByRole('article').nth(1);
    const secondName = (await second.getByRole('heading').innerText()).trim();
    await second.focus();
    await page.keyboard.press('Enter');
    const secondSidebar = page.getByRole('complementary', { name: secondName });
    await expect(secondSidebar).toBeVisible();
    // A finished candidate not hired yet has the contract button at hand; it opens the hire dialog.
    await expect(second.getByText('Finalizado', { exact: true })).toBeVisible();
    await expect(second.getByText('Contratado', { exact: true })).toHaveCount(0);
    await secondSidebar.getByRole('button', { name: 'Contratar' }).click();
    const hire = page.getByRole('dialog', { name: 'Contratar candidato' });
    await expect(hire.getByText(`Elige la fecha en que contrataste a ${secondName}.`)).toBeVisible();
    await hire.getByRole('button', { name: 'Cancelar' }).click();
    await expect(hire).toBeHidden();
    await page.getByRole('button', { name: 'Cerrar el detalle' }).click();
    await expect(page.getByRole('complementary', { name: secondName })).toHaveCount(0);
  });

  test('groups candidates across the page to invite them to another process', async ({ page, createWorld }) => {
    await openPeopleTab(page, createWorld);
    await page.getByRole('checkbox', { name: 'Seleccionar los candidatos de esta página' }).check();
    const toolbar = page.getByRole('toolbar', { name: 'Candidatos seleccionados' });
    await expect(toolbar).toContainText('10 candidatos seleccionados');

    // A selected candidate clicked again leaves the group; the page checkbox is then partial.
    const first = page.getByRole('article').first();
    await first.getByRole('checkbox').uncheck();
    await expect(toolbar).toContainText('9 candidatos seleccionados');
    await expect(page.getByRole('checkbox', { name: 'Seleccionar los candidatos de esta página' })).toHaveAttribute(
      'data-indeterminate',
      'true',
    );

    await toolbar.getByRole('button', { name: 'Invitar a otro proceso' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invitar a 9 candidatos a otro proceso' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toBeHidden();

    await toolbar.getByRole('button', { name: 'Quitar la selección' }).click();
    await expect(toolbar).not.toContainText('seleccionados');
  });

  test('a candidate added from the tab shows as finished for a moment, then as not started, and the counter rises', async ({
    page,
    createWorld,
  }) => {
    await openPeopleTab(page, createWorld);
    const open = facet(page, 'Estado de evaluación', 'Sin iniciar');
    const before = await countOf(open);
    const opening = await total(page);

    await page.getByRole('button', { name: 'Agregar candidato' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invitar candidato' });
    await dialog.getByRole('textbox', { name: 'Correo electrónico' }).fill(`lista.${Date.now()}@correo.test`);
    await expect(page.getByText('No encontramos a nadie con ese correo: completa sus datos.').first()).toBeVisible();
    await dialog.getByRole('combobox', { name: 'País' }).click();
    await page.getByRole('option', { name: 'Ecuador' }).click();
    await dialog.getByRole('textbox', { name: 'Nombres' }).fill('Lucía');
    await dialog.getByRole('textbox', { name: 'Apellidos' }).fill('Prueba Lista');
    await dialog.getByRole('button', { name: 'Invitar' }).click();

    const row = page.getByRole('article', { name: 'Lucía Prueba Lista' });
    await expect(row.getByText('Finalizado', { exact: true })).toBeVisible();
    await expect(row.getByText('Sin iniciar', { exact: true })).toBeVisible({ timeout: 6_000 });
    await expect(open).toHaveAccessibleName(`Sin iniciar (${before + 1})`);
    await expectTotal(page, opening + 1);
  });
});

test.describe('the people tab on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('shows the filters and the candidate in drawers', async ({ page, createWorld }) => {
    await openPeopleTab(page, createWorld);
    await page.getByRole('button', { name: 'Filtros', exact: true }).click();
    await expect(facetGroup(page, 'Sentimiento')).toBeVisible();
    await facet(page, 'Estado de evaluación', 'Descalificado').check();
    await expect(page).toHaveURL((url) => url.searchParams.get('status') === 'DISQUALIFIED');
    await page.getByRole('button', { name: 'Cerrar filtros' }).click();
    await expect(page.getByRole('button', { name: 'Filtros, 1 activo' })).toBeVisible();

    const row = page.getByRole('article').first();
    const name = (await row.getByRole('heading').innerText()).trim();
    await row.getByRole('heading').click();
    const sidebar = page.getByRole('complementary', { name });
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByText('Motivos de descalificación')).toBeVisible();
    // The feeling selector shows in the sidebar, closed to a candidate who did not finish (spec 3).
    const feeling = sidebar.getByRole('group', { name: `Tu opinión sobre ${name}` });
    await expect(feeling.getByRole('button', { name: `Me gusta: ${name}`, exact: true })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const box = (await sidebar.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(360);
    await checkAccessible(page);
    await sidebar.getByRole('button', { name: 'Cerrar el detalle' }).click();
    await expect(sidebar).toBeHidden();
  });
});
