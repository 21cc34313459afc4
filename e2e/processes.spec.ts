import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { checkAccessible, DEMO_PASSWORD, expect, signInAs, test } from './fixtures';

// Journeys through the process list, its menu and the process pages on the demo data. The actions
// change the demo processes for the rest of the run, so each journey works on its own process:
// VENDEDOR DE PISO is closed, ANALISTA DE PRICING relaunched, EJECUTIVO DE COBRANZAS extended,
// TÉCNICO DE SOPORTE archived and unarchived; the other journeys only read.

const processCard = (page: Page, name: string) => page.getByRole('article', { name });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Buscar procesos' });
const totalLine = (page: Page) => page.getByRole('status').filter({ hasText: /procesos?$/ });

/** Brings a process onto the first page of the list by typing its name in the search box. */
async function findOnList(page: Page, name: string): Promise<Locator> {
  await search(page).fill(name);
  // The search is sent 500 ms after the last key; the list reloads after that.
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === name);
  const card = processCard(page, name);
  await expect(card).toBeVisible();
  return card;
}

async function openMenu(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `Acciones del proceso ${name}` }).click();
  await expect(page.getByRole('menu')).toBeVisible();
}

/** The count a facet checkbox shows, e.g. "Lanzado (20)" → 20. */
async function facetCount(checkbox: Locator): Promise<number> {
  const label = await checkbox.locator('xpath=ancestor::label').innerText();
  return Number(/\((\d+)\)/.exec(label)?.[1]);
}

// One API sign-in per account for the whole file: sign-in is rate limited.
const tokens = new Map<string, string>();

async function graphqlAs(request: APIRequestContext, email: string, query: string): Promise<Record<string, unknown>> {
  if (!tokens.has(email)) {
    const login = await request.post('/auth/login', { data: { email, password: DEMO_PASSWORD } });
    tokens.set(email, ((await login.json()) as { data: { accessToken: string } }).data.accessToken);
  }
  const response = await request.post('/graphql', {
    data: { query },
    headers: { authorization: `Bearer ${tokens.get(email)}` },
  });
  const body = (await response.json()) as { data: Record<string, unknown> };
  return body.data;
}

interface ListedProcess {
  id: number;
  processName: string;
  children: number[];
}

async function processesOf(request: APIRequestContext, email: string): Promise<ListedProcess[]> {
  const data = await graphqlAs(
    request,
    email,
    '{ getProcessPaginated(size: 100, processStatus: null) { data { id processName children } } }',
  );
  return (data.getProcessPaginated as { data: ListedProcess[] }).data;
}

async function processId(request: APIRequestContext, name: string): Promise<number> {
  const found = (await processesOf(request, 'owner@demo.test')).find((process) => process.processName === name);
  if (!found) throw new Error(`No demo process named ${name}`);
  return found.id;
}

test.describe('the process list', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('opens on launched processes; the search and the facets narrow it', async ({ page }) => {
    await signInAs(page, 'owner@demo.test');
    await expect(page.getByRole('heading', { name: 'Procesos', level: 1 })).toBeVisible();
    const launched = page.getByRole('checkbox', { name: /^Lanzado/ });
    const closed = page.getByRole('checkbox', { name: /^Cerrado/ });
    await expect(launched).toBeChecked();
    await expect(closed).not.toBeChecked();
    await expect(page.getByRole('article')).toHaveCount(10);
    await checkAccessible(page);

    await search(page).fill('  Cajero ');
    await expect(page).toHaveURL(/q=/);
    await expect(processCard(page, 'CAJERO DE TIENDA - GUAYAQUIL')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(totalLine(page)).toHaveText('1 proceso');

    await search(page).fill('');
    await expect(page).not.toHaveURL(/q=/);
    const launchedCount = await facetCount(launched);
    const closedCount = await facetCount(closed);
    await expect(totalLine(page)).toHaveText(`${launchedCount} procesos`);
    await closed.check();
    await expect(totalLine(page)).toHaveText(`${launchedCount + closedCount} procesos`);
    await expect(launched).toBeChecked();
    await launched.uncheck();
    await expect(totalLine(page)).toHaveText(`${closedCount} procesos`);
    await expect(page.getByRole('article').first().getByText('Cerrado', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Ver como filas' }).click();
    await expect(page).toHaveURL(/view=rows/);
    await expect(page.getByRole('table', { name: 'Procesos' })).toBeVisible();
    await search(page).fill('supervisor de bodega');
    await expect(page.getByRole('row', { name: /SUPERVISOR DE BODEGA - GUAYAQUIL/ })).toBeVisible();
    await checkAccessible(page);

    await search(page).fill('proceso que no existe');
    await expect(page.getByText('No hay procesos que coincidan con tu búsqueda y tus filtros.')).toBeVisible();
    await checkAccessible(page);
    await page.getByRole('main').getByRole('button', { name: 'Limpiar filtros' }).last().click();
    await expect(search(page)).toHaveValue('');
    await expect(launched).not.toBeChecked();
    // Every status now: the total is the sum of the status facets.
    const statuses = page.getByRole('group', { name: 'Estado' }).getByRole('checkbox');
    await expect(statuses).toHaveCount(4);
    let all = 0;
    for (const checkbox of await statuses.all()) all += await facetCount(checkbox);
    await expect(totalLine(page)).toHaveText(`${all} procesos`);
    await expect(page.getByRole('table', { name: 'Procesos' }).getByRole('row')).toHaveCount(11);
  });

  test('the read-only viewer gets only the menu items that change nothing', async ({ page }) => {
    await signInAs(page, 'viewer@demo.test');
    await findOnList(page, 'CAJERO DE TIENDA - GUAYAQUIL');
    await openMenu(page, 'CAJERO DE TIENDA - GUAYAQUIL');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Monitorear candidatos',
      'Copiar enlace para candidatos',
      'Ver resumen',
    ]);
    await checkAccessible(page);
  });
});

test.describe('process actions', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('closing a launched process', async ({ page }) => {
    const name = 'VENDEDOR DE PISO - QUITO';
    await signInAs(page, 'owner@demo.test');
    await findOnList(page, name);
    await openMenu(page, name);
    await checkAccessible(page);
    await page.getByRole('menuitem', { name: 'Cerrar proceso' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Cerrar el proceso?' });
    await expect(dialog).toContainText(name);
    await checkAccessible(page);
    await dialog.getByRole('button', { name: 'Cerrar proceso' }).click();
    await expect(page.getByText(`Cerraste el proceso ${name}.`)).toBeVisible();
    await expect(processCard(page, name).getByText('Cerrado', { exact: true })).toBeVisible();
    // The list shows launched processes: the refresh 3 s later takes the closed one away.
    await expect(processCard(page, name)).toHaveCount(0);
  });

  test('relaunching refuses a bad name, then opens the new draft', async ({ page }) => {
    await signInAs(page, 'owner@demo.test');
    await findOnList(page, 'ANALISTA DE PRICING - QUITO');
    await openMenu(page, 'ANALISTA DE PRICING - QUITO');
    await page.getByRole('menuitem', { name: 'Relanzar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Relanzar proceso' });
    const nameField = dialog.getByRole('textbox', { name: 'Nombre del nuevo proceso' });
    await expect(nameField).toHaveValue('ANALISTA DE PRICING - QUITO (COPIA)');
    await checkAccessible(page);

    await nameField.fill('corto');
    await expect(nameField).toHaveValue('CORTO');
    await dialog.getByRole('button', { name: 'Relanzar' }).click();
    await expect(dialog.getByText('La entrada no debe ser menor a 10 caratéres')).toBeVisible();
    await nameField.fill('analista de pricing: 2027');
    await expect(dialog.getByText('El campo ingresado no es válido.')).toBeVisible();
    await checkAccessible(page);

    await nameField.fill('');
    await nameField.pressSequentially('analista de pricing - relanzamiento');
    await expect(nameField).toHaveValue('ANALISTA DE PRICING - RELANZAMIENTO');
    await dialog.getByRole('button', { name: 'Relanzar' }).click();
    await expect(page).toHaveURL(/\/es\/cap\/process\/\d+\/edit$/);
    await expect(page.getByText('Creaste el borrador ANALISTA DE PRICING - RELANZAMIENTO.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'ANALISTA DE PRICING - RELANZAMIENTO', level: 1 })).toBeVisible();
    await expect(page.getByText('Borrador', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Edición del proceso' })).toBeVisible();
    await checkAccessible(page);
  });

  test('extending a process-plan process moves its end date and debits the plan', async ({ page }) => {
    const name = 'EJECUTIVO DE COBRANZAS - GUAYAQUIL';
    const etalentBalance = async () => {
      await page.goto('/es/cap/my-company/home');
      const text = await page
        .locator('.MuiCardContent-root')
        .filter({ hasText: 'E-TALENT' })
        .getByText(/créditos disponibles/)
        .innerText();
      return Number(/\d+/.exec(text)?.[0]);
    };

    await signInAs(page, 'owner@demo.test');
    const before = await etalentBalance();
    await checkAccessible(page);
    await page.goto('/es/cap/process/list');
    const card = await findOnList(page, name);
    const endBefore = await card.getByText(/Fin: /).innerText();

    await openMenu(page, name);
    await page.getByRole('menuitem', { name: 'Extender' }).click();
    const dialog = page.getByRole('dialog', { name: 'Extender proceso' });
    await expect(dialog.getByText(`Tu plan E-talent tiene ${before} créditos disponibles.`)).toBeVisible();
    await expect(dialog.getByRole('radio', { name: /^365 días · 16 créditos/ })).toBeDisabled();
    const extend = dialog.getByRole('button', { name: 'Extender' });
    await dialog.getByRole('radio', { name: /^20 días · 1 crédito/ }).check();
    await expect(extend).toBeDisabled();
    await checkAccessible(page);
    await dialog.getByRole('checkbox', { name: /^Acepto que se debite 1 crédito de mi plan/ }).check();
    await extend.click();

    const success = page.getByText(new RegExp(`Extendiste el proceso ${name} hasta el (\\d{2}-\\d{2}-\\d{4})\\.`));
    await expect(success).toBeVisible();
    const newEnd = /(\d{2}-\d{2}-\d{4})/.exec(await success.innerText())![1]!;
    await expect(card.getByText(/Fin: /)).toContainText(`Fin: ${newEnd}`);
    expect(endBefore).not.toContain(`Fin: ${newEnd}`);

    expect(await etalentBalance()).toBe(before - 1);
  });

  test('archiving takes a process out of the list and unarchiving brings it back', async ({ page }) => {
    const name = 'TÉCNICO DE SOPORTE - GUAYAQUIL';
    await signInAs(page, 'owner@demo.test');
    await findOnList(page, name);
    await openMenu(page, name);
    await page.getByRole('menuitem', { name: 'Archivar' }).click();
    const archiveDialog = page.getByRole('dialog', { name: '¿Archivar el proceso?' });
    await checkAccessible(page);
    await archiveDialog.getByRole('button', { name: 'Archivar' }).click();
    await expect(page.getByText(`Archivaste el proceso ${name}.`)).toBeVisible();
    await expect(processCard(page, name).getByText('Archivado')).toBeVisible();
    await expect(processCard(page, name)).toHaveCount(0);

    await expect(page.getByText('No hay procesos que coincidan con tu búsqueda y tus filtros.')).toBeVisible();
    await page.getByLabel('Ver archivados').check();
    await expect(processCard(page, name)).toBeVisible();
    await openMenu(page, name);
    await page.getByRole('menuitem', { name: 'Desarchivar' }).click();
    await page
      .getByRole('dialog', { name: '¿Desarchivar el proceso?' })
      .getByRole('button', { name: 'Desarchivar' })
      .click();
    await expect(page.getByText(`Desarchivaste el proceso ${name}.`)).toBeVisible();
    await expect(processCard(page, name)).toHaveCount(0);

    await page.getByLabel('Ver archivados').uncheck();
    await expect(processCard(page, name)).toBeVisible();
  });

  test('copying the candidate link', async ({ page, context, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const id = await processId(request, 'CAJERO DE TIENDA - GUAYAQUIL');
    await signInAs(page, 'owner@demo.test');
    await findOnList(page, 'CAJERO DE TIENDA - GUAYAQUIL');
    await openMenu(page, 'CAJERO DE TIENDA - GUAYAQUIL');
    await page.getByRole('menuitem', { name: 'Copiar enlace para candidatos' }).click();
    await expect(page.getByText('Enlace copiado')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/evaluacion/${id}$`));
  });
});

test.describe('process pages and their guards', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the control page shows the tabs the process kind allows', async ({ page }) => {
    await signInAs(page, 'owner@demo.test');
    await findOnList(page, 'CAJERO DE TIENDA - GUAYAQUIL');
    await page.getByRole('link', { name: 'CAJERO DE TIENDA - GUAYAQUIL' }).click();
    await expect(page).toHaveURL(/\/es\/cap\/process\/\d+\/control\/people$/);
    const tabs = page.getByRole('tablist', { name: 'Secciones del proceso' });
    // A basic controlled process: no comparator and no blacklist.
    await expect(tabs.getByRole('tab')).toHaveText(['Candidatos', 'Finalistas', 'Dashboard']);
    await expect(page.getByRole('heading', { name: 'CAJERO DE TIENDA - GUAYAQUIL', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Acciones del proceso CAJERO DE TIENDA - GUAYAQUIL' })).toBeVisible();
    await checkAccessible(page);

    await page.goto(page.url().replace('/people', '/comparator'));
    await expect(page).toHaveURL(/\/control\/people$/);

    await page.getByRole('link', { name: 'Volver a procesos' }).click();
    await expect(page).toHaveURL(/\/es\/cap\/process\/list$/);
    await findOnList(page, 'GERENTE DE TIENDA - LIMA');
    await page.getByRole('link', { name: 'GERENTE DE TIENDA - LIMA' }).click();
    await expect(tabs.getByRole('tab')).toHaveText([
      'Candidatos',
      'Comparador',
      'Finalistas',
      'No deseados',
      'Dashboard',
    ]);
    await tabs.getByRole('tab', { name: 'Finalistas' }).click();
    await expect(page).toHaveURL(/\/control\/shortlisted$/);
    await expect(page.getByRole('heading', { name: 'Finalistas' })).toBeVisible();
  });

  test('the summary opens for a launched process on its plan path; other statuses go back to the list', async ({
    page,
    request,
  }) => {
    const etalent = await processId(request, 'AGENTE DE CALL CENTER - GUAYAQUIL');
    const closed = await processId(request, 'SUPERVISOR DE BODEGA - GUAYAQUIL');
    await signInAs(page, 'owner@demo.test', `/es/cap/process/${etalent}/summary`);
    await expect(page).toHaveURL(new RegExp(`/es/cap/process/etalent/${etalent}/summary$`));
    await expect(page.getByRole('heading', { name: 'Resumen del proceso' })).toBeVisible();
    await expect(page.getByText('Plan E-talent', { exact: true })).toBeVisible();
    await checkAccessible(page);

    await page.goto(`/es/cap/process/${closed}/summary`);
    await expect(page).toHaveURL(/\/es\/cap\/process\/list$/);
  });

  test('launch, relaunch and profile choice follow the draft and its plan', async ({ page, request }) => {
    const processDraft = await processId(request, 'ANALISTA DE NÓMINA - QUITO');
    const launched = await processId(request, 'CAJERO DE TIENDA - GUAYAQUIL');
    await signInAs(page, 'owner@demo.test');

    // A draft with its job opportunity launches on the relaunch screen.
    await page.getByRole('checkbox', { name: /^Borrador/ }).check();
    await findOnList(page, 'GERENTE FINANCIERO - QUITO');
    await openMenu(page, 'GERENTE FINANCIERO - QUITO');
    await page.getByRole('menuitem', { name: 'Lanzar' }).click();
    await expect(page).toHaveURL(/\/es\/cap\/process\/\d+\/relaunch$/);
    await expect(page.getByRole('heading', { name: 'GERENTE FINANCIERO - QUITO', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Lanzamiento del proceso' })).toBeVisible();
    await checkAccessible(page);

    // Without one, the profile comes first.
    await page.goBack();
    await findOnList(page, 'ANALISTA DE CUMPLIMIENTO - QUITO');
    await openMenu(page, 'ANALISTA DE CUMPLIMIENTO - QUITO');
    await page.getByRole('menuitem', { name: 'Lanzar' }).click();
    await expect(page).toHaveURL(/\/es\/cap\/profiles\?processId=\d+&before=cap-process-list$/);
    await expect(page.getByRole('heading', { name: 'Elección del perfil' })).toBeVisible();
    await checkAccessible(page);

    // A process-plan draft moves from the cap360 relaunch path to the etalent one; a launched process has no relaunch.
    await page.goto(`/es/cap/process/${processDraft}/relaunch`);
    await expect(page).toHaveURL(new RegExp(`/es/cap/process/etalent/${processDraft}/relaunch$`));
    await page.goto(`/es/cap/process/etalent/${launched}/relaunch`);
    await expect(page).toHaveURL(/\/es\/cap\/process\/list$/);
    await page.goto(`/es/cap/process/etalent/${launched}/edit`);
    await expect(page).toHaveURL(new RegExp(`/es/cap/process/${launched}/edit$`));
  });

  test('another company’s process, a sub-process and an unknown one have their own pages', async ({
    page,
    request,
  }) => {
    const otherCompany = (await processesOf(request, 'owner@other.test'))[0]!.id;
    const parent = (await processesOf(request, 'owner@demo.test')).find((process) => process.children.length > 0)!;
    await signInAs(page, 'multi@demo.test', `/es/cap/process/${otherCompany}/control/people`);
    await expect(page).toHaveURL(/\/es\/errors\/process-not-owned-by-company$/);
    await expect(page.getByRole('heading', { name: 'Proceso de otra empresa' })).toBeVisible();
    await checkAccessible(page);

    await page.goto(`/es/cap/process/${parent.children[0]}/control/people`);
    await expect(page).toHaveURL(/\/es\/404$/);
    await page.goto('/es/cap/process/999999/summary');
    await expect(page).toHaveURL(/\/es\/404$/);
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  });
});

test.describe('the process list on a small screen', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the filters open in a drawer', async ({ page }) => {
    await signInAs(page, 'owner@demo.test');
    await expect(page.getByRole('article').first()).toBeVisible();
    await checkAccessible(page);
    await page.getByRole('button', { name: 'Filtros' }).click();
    const drawer = page.getByRole('presentation').filter({ has: page.getByRole('heading', { name: 'Filtros' }) });
    await drawer.getByRole('checkbox', { name: /^Lanzado/ }).uncheck();
    await drawer.getByRole('checkbox', { name: /^Borrador/ }).check();
    await checkAccessible(page);
    await drawer.getByRole('button', { name: 'Cerrar filtros' }).click();
    await expect(page.getByRole('button', { name: 'Filtros, 1 activo' })).toBeVisible();
    await expect(processCard(page, 'GERENTE FINANCIERO - QUITO')).toBeVisible();
    await expect(page.getByRole('article').filter({ hasNotText: 'Borrador' })).toHaveCount(0);
  });
});
