import type { Locator, Page } from '@playwright/test';
import { checkAccessible, expect, test, type WorldSpec } from './fixtures';

// Journeys through the process list, its menu and the process pages. Each journey builds a company of
// its own with every kind of process (COMPANY), so what one journey closes, archives or extends no
// other journey sees.

const COMPANY: WorldSpec = {
  company: { plans: { CREDIT: 120, PROCESS: 10 } },
  members: { owner: { role: 'OWNER' }, viewer: { role: 'VIEWER' } },
  processes: {
    cashier: {
      position: 'Cajero de tienda',
      city: 'Guayaquil',
      environment: 'CONTROLLED_BASIC',
      components: 'CAP_PROFILE',
    },
    seller: { position: 'Vendedor de piso', environment: 'CONTROLLED_BASIC', components: 'CAP_PROFILE' },
    pricing: { position: 'Analista de pricing' },
    collections: { position: 'Ejecutivo de cobranzas', city: 'Guayaquil', plan: 'PROCESS', environment: 'EMAIL' },
    support: {
      position: 'Técnico de soporte',
      city: 'Guayaquil',
      environment: 'EMAIL',
      product: 'INTERVIEW',
      components: 'INTERVIEW_ONLY',
    },
    manager: { position: 'Gerente de tienda', city: 'Lima', components: 'CAP_COMPLETE' },
    callCenter: {
      position: 'Agente de call center',
      city: 'Guayaquil',
      plan: 'PROCESS',
      environment: 'EMAIL',
      components: 'CAP_INTERVIEW',
    },
    sales: { position: 'Asesor comercial', environment: 'EMAIL', trust: 'LAUNCHED' },
    data: { position: 'Analista de datos' },
    purchasing: { position: 'Analista de compras', city: 'Bogotá', environment: 'EMAIL' },
    backend: { position: 'Desarrollador backend' },
    warehouse: { position: 'Supervisor de bodega', city: 'Guayaquil', status: 'CLOSED', components: 'CAP_COMPLETE' },
    accounting: { position: 'Contador general', status: 'CLOSED' },
    design: { position: 'Diseñador gráfico', status: 'CANCELED', environment: 'EMAIL' },
    finance: { position: 'Gerente financiero', status: 'DRAFT', components: 'CAP_COMPLETE', draftWithJob: true },
    payroll: { position: 'Analista de nómina', status: 'DRAFT', plan: 'PROCESS', environment: 'EMAIL' },
    compliance: {
      position: 'Analista de cumplimiento',
      status: 'DRAFT',
      environment: 'CONTROLLED_BASIC',
      product: 'KNOWLEDGE',
      components: 'KNOWLEDGE_ONLY',
    },
  },
};

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

test.describe('the process list', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('opens on launched processes; the search and the facets narrow it', async ({ page, createWorld }) => {
    const world = await createWorld(COMPANY);
    await world.signIn(page, 'owner');
    await expect(page.getByRole('heading', { name: 'Procesos', level: 1 })).toBeVisible();
    const launched = page.getByRole('checkbox', { name: /^Lanzado/ });
    const closed = page.getByRole('checkbox', { name: /^Cerrado/ });
    await expect(launched).toBeChecked();
    await expect(closed).not.toBeChecked();
    await expect(page.getByRole('article')).toHaveCount(10);
    await checkAccessible(page);

    await search(page).fill('  Cajero ');
    await expect(page).toHaveURL(/q=/);
    await expect(processCard(page, world.processes.cashier!.name)).toBeVisible();
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
    await search(page).fill(world.processes.warehouse!.name.toLowerCase());
    await expect(page.getByRole('row', { name: new RegExp(world.processes.warehouse!.name) })).toBeVisible();
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

  test('a visit asks the server for the list once; another search asks again', async ({ page, createWorld }) => {
    const world = await createWorld(COMPANY);
    await world.signIn(page, 'owner');
    await expect(page.getByRole('heading', { name: 'Procesos', level: 1 })).toBeVisible();
    // The route asks for the list as its code arrives, beside the session's queries; the page reads
    // that answer and must not ask for it a second time (a phone's first screen, issue 22).
    const searched: string[] = [];
    page.on('request', (request) => {
      const body = request.url().endsWith('/graphql') ? request.postDataJSON() : null;
      if (body?.operationName === 'GetProcessPaginated') searched.push(body.variables.wildcard ?? '');
    });
    await page.goto('/es/cap/process/list?q=Cajero');
    await expect(processCard(page, world.processes.cashier!.name)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(searched).toEqual(['cajero']);

    await search(page).fill('Vendedor');
    await expect(processCard(page, world.processes.seller!.name)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    expect(searched).toEqual(['cajero', 'vendedor']);
  });

  test('the read-only viewer gets only the menu items that change nothing', async ({ page, createWorld }) => {
    const world = await createWorld(COMPANY);
    await world.signIn(page, 'viewer');
    await findOnList(page, world.processes.cashier!.name);
    await openMenu(page, world.processes.cashier!.name);
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

  test('closing a launched process', async ({ page, createWorld }) => {
    const world = await createWorld(COMPANY);
    const name = world.processes.seller!.name;
    await world.signIn(page, 'owner');
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

  test('relaunching refuses a bad name, then opens the new draft', async ({ page, createWorld }) => {
    const world = await createWorld(COMPANY);
    await world.signIn(page, 'owner');
    await findOnList(page, world.processes.pricing!.name);
    await openMenu(page, world.processes.pricing!.name);
    await page.getByRole('menuitem', { name: 'Relanzar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Relanzar proceso' });
    const nameField = dialog.getByRole('textbox', { name: 'Nombre del nuevo proceso' });
    await expect(nameField).toHaveValue(`${world.processes.pricing!.name} (COPIA)`);
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
    // The new draft opens in its launch wizard, on the first step.
    await expect(page).toHaveURL(/\/es\/cap\/process\/\d+\/relaunch\/job-profile$/);
    await expect(page.getByText('Creaste el borrador ANALISTA DE PRICING - RELANZAMIENTO.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'ANALISTA DE PRICING - RELANZAMIENTO', level: 1 })).toBeVisible();
    await expect(page.getByText('Borrador', { exact: true })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Perfil del cargo' })).toBeVisible();
    // Prefilled from the source (made before the wizard): its position and the new name.
    await expect(page.getByRole('textbox', { name: 'Nombre del proceso' })).toHaveValue(
      'ANALISTA DE PRICING - RELANZAMIENTO',
    );
    await expect(page.getByRole('combobox', { name: 'Cargo' })).toHaveValue('Analista de pricing');
    await checkAccessible(page);
  });

  test('extending a process-plan process moves its end date and debits the plan', async ({ page, createWorld }) => {
    const world = await createWorld(COMPANY);
    const name = world.processes.collections!.name;
    const etalentBalance = async () => {
      await page.goto('/es/cap/my-company/home');
      const text = await page
        .locator('.MuiCardContent-root')
        .filter({ hasText: 'E-TALENT' })
        .getByText(/créditos disponibles/)
        .innerText();
      return Number(/\d+/.exec(text)?.[0]);
    };

    await world.signIn(page, 'owner');
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

  test('archiving takes a process out of the list and unarchiving brings it back', async ({ page, createWorld }) => {
    const world = await createWorld(COMPANY);
    const name = world.processes.support!.name;
    await world.signIn(page, 'owner');
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

  test('copying the candidate link', async ({ page, context, createWorld }) => {
    const world = await createWorld(COMPANY);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const id = world.processes.cashier!.id;
    await world.signIn(page, 'owner');
    await findOnList(page, world.processes.cashier!.name);
    await openMenu(page, world.processes.cashier!.name);
    await page.getByRole('menuitem', { name: 'Copiar enlace para candidatos' }).click();
    await expect(page.getByText('Enlace copiado')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/evaluacion/${id}$`));
  });
});

test.describe('process pages and their guards', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the control page shows the tabs the process kind allows', async ({ page, createWorld }) => {
    const world = await createWorld(COMPANY);
    await world.signIn(page, 'owner');
    await findOnList(page, world.processes.cashier!.name);
    await page.getByRole('link', { name: world.processes.cashier!.name }).click();
    await expect(page).toHaveURL(/\/es\/cap\/process\/\d+\/control\/people$/);
    const tabs = page.getByRole('tablist', { name: 'Secciones del proceso' });
    // A basic controlled process: no comparator and no blacklist.
    await expect(tabs.getByRole('tab')).toHaveText(['Candidatos', 'Finalistas', 'Dashboard']);
    await expect(page.getByRole('heading', { name: world.processes.cashier!.name, level: 1 })).toBeVisible();
    await expect(
      page.getByRole('button', { name: `Acciones del proceso ${world.processes.cashier!.name}` }),
    ).toBeVisible();
    await checkAccessible(page);

    await page.goto(page.url().replace('/people', '/comparator'));
    await expect(page).toHaveURL(/\/control\/people$/);

    await page.getByRole('link', { name: 'Volver a procesos' }).click();
    await expect(page).toHaveURL(/\/es\/cap\/process\/list$/);
    await findOnList(page, world.processes.manager!.name);
    await page.getByRole('link', { name: world.processes.manager!.name }).click();
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
    createWorld,
  }) => {
    const world = await createWorld(COMPANY);
    const etalent = world.processes.callCenter!.id;
    const closed = world.processes.warehouse!.id;
    await world.signIn(page, 'owner', `/es/cap/process/${etalent}/summary`);
    await expect(page).toHaveURL(new RegExp(`/es/cap/process/etalent/${etalent}/summary$`));
    await expect(page.getByRole('heading', { name: 'Resumen del proceso' })).toBeVisible();
    await expect(page.getByText('Plan E-talent', { exact: true })).toBeVisible();
    await checkAccessible(page);

    await page.goto(`/es/cap/process/${closed}/summary`);
    await expect(page).toHaveURL(/\/es\/cap\/process\/list$/);
  });

  test('launch, relaunch and profile choice follow the draft and its plan', async ({ page, createWorld }) => {
    const world = await createWorld(COMPANY);
    const processDraft = world.processes.payroll!.id;
    const launched = world.processes.cashier!.id;
    await world.signIn(page, 'owner');

    // A draft with its job opportunity launches on the relaunch screen.
    await page.getByRole('checkbox', { name: /^Borrador/ }).check();
    await findOnList(page, world.processes.finance!.name);
    await openMenu(page, world.processes.finance!.name);
    await page.getByRole('menuitem', { name: 'Lanzar' }).click();
    await expect(page).toHaveURL(/\/es\/cap\/process\/\d+\/relaunch\/job-profile$/);
    await expect(page.getByRole('heading', { name: world.processes.finance!.name, level: 1 })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Perfil del cargo' })).toBeVisible();
    await checkAccessible(page);

    // Without one, the profile comes first.
    await page.goBack();
    await findOnList(page, world.processes.compliance!.name);
    await openMenu(page, world.processes.compliance!.name);
    await page.getByRole('menuitem', { name: 'Lanzar' }).click();
    await expect(page).toHaveURL(/\/es\/cap\/profiles\?processId=\d+&before=cap-process-list$/);
    await expect(page.getByRole('heading', { name: '¿Desde dónde empiezas el perfil?' })).toBeVisible();
    await checkAccessible(page);

    // A process-plan draft moves from the cap360 relaunch path to the etalent one; a launched process has no relaunch.
    await page.goto(`/es/cap/process/${processDraft}/relaunch`);
    await expect(page).toHaveURL(new RegExp(`/es/cap/process/etalent/${processDraft}/relaunch/job-profile$`));
    await page.goto(`/es/cap/process/etalent/${launched}/relaunch`);
    await expect(page).toHaveURL(/\/es\/cap\/process\/list$/);
    await page.goto(`/es/cap/process/etalent/${launched}/edit`);
    await expect(page).toHaveURL(new RegExp(`/es/cap/process/${launched}/edit/job-profile$`));
    // A step in the address survives the move to the right family.
    await page.goto(`/es/cap/process/etalent/${launched}/edit/dates`);
    await expect(page).toHaveURL(new RegExp(`/es/cap/process/${launched}/edit/dates$`));
  });

  test('another company’s process, a sub-process and an unknown one have their own pages', async ({
    page,
    createWorld,
  }) => {
    const world = await createWorld({
      ...COMPANY,
      members: { ...COMPANY.members, multi: { role: 'RECRUITER' } },
      otherCompany: { members: ['multi'], processes: { elsewhere: { position: 'Jefe de flota', city: 'Lima' } } },
    });
    const otherCompany = world.otherCompany!.processes.elsewhere!.id;
    await world.signIn(page, 'multi', `/es/cap/process/${otherCompany}/control/people`);
    await expect(page).toHaveURL(/\/es\/errors\/process-not-owned-by-company$/);
    await expect(page.getByRole('heading', { name: 'Proceso de otra empresa' })).toBeVisible();
    await checkAccessible(page);

    await page.goto(`/es/cap/process/${world.processes.sales!.trustChildId}/control/people`);
    await expect(page).toHaveURL(/\/es\/404$/);
    await page.goto('/es/cap/process/999999/summary');
    await expect(page).toHaveURL(/\/es\/404$/);
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  });
});

test.describe('the process list on a small screen', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the filters open in a drawer', async ({ page, createWorld }) => {
    const world = await createWorld(COMPANY);
    await world.signIn(page, 'owner');
    await expect(page.getByRole('article').first()).toBeVisible();
    await checkAccessible(page);
    await page.getByRole('button', { name: 'Filtros' }).click();
    const drawer = page.getByRole('presentation').filter({ has: page.getByRole('heading', { name: 'Filtros' }) });
    await drawer.getByRole('checkbox', { name: /^Lanzado/ }).uncheck();
    await drawer.getByRole('checkbox', { name: /^Borrador/ }).check();
    await checkAccessible(page);
    await drawer.getByRole('button', { name: 'Cerrar filtros' }).click();
    await expect(page.getByRole('button', { name: 'Filtros, 1 activo' })).toBeVisible();
    await expect(processCard(page, world.processes.finance!.name)).toBeVisible();
    await expect(page.getByRole('article').filter({ hasNotText: 'Borrador' })).toHaveCount(0);
  });
});
