import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { checkAccessible, expect, expectNoSideScroll, test, type World } from './fixtures';

// Launching a process with the wizard (issue 16): a recruiter of a fresh company chooses the product,
// fills every step with the catalogues, leaves and comes back, and launches; then a launched process is
// edited and a closed one relaunched. Each journey builds its own company.

const ddMMyyyy = (date: Date) =>
  `${String(date.getDate()).padStart(2, '0')}${String(date.getMonth() + 1).padStart(2, '0')}${date.getFullYear()}`;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);

const next = (page: Page) => page.getByRole('button', { name: 'Siguiente' });

async function expectStep(page: Page, slug: string, title: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/relaunch/${slug}$`));
  await expect(page.getByRole('form', { name: title })).toBeVisible();
}

/** Opens an autocomplete, types, and picks the option whose text matches. */
async function pick(page: Page, field: Locator, text: string, option: string | RegExp): Promise<void> {
  await field.click();
  await field.fill(text);
  await page.getByRole('option', { name: option }).first().click();
}

async function fillDate(field: Locator, page: Page, date: Date): Promise<void> {
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type(ddMMyyyy(date));
}

async function credits(page: Page): Promise<number> {
  await page.goto('/es/cap/product');
  const chip = page.getByText(/^\d+ créditos?$/).first();
  await expect(chip).toBeVisible();
  return Number(/^(\d+)/.exec(await chip.innerText())?.[1]);
}

const LAUNCH_STEPS = `
  mutation Start {
    startProcessDraft(typeCompanyPlan: CREDIT, environmentType: CONTROLLED, fullProfile: true) { id timeZone }
  }
`;
const CHOOSE = `mutation Choose($id: Int!) { chooseProcessProfile(processId: $id) { id } }`;
const SAVE = `
  mutation Save($id: Int!, $step: LaunchStep!, $data: JSONObject!) {
    saveLaunchStep(processId: $id, step: $step, data: $data) { id issues { step field message } }
  }
`;
const LAUNCH = `mutation Launch($id: Int!) { launchProcess(id: $id) { publicLink } }`;
const CLOSE = `mutation Close($id: Int!) { close(id: $id) { id statusName } }`;

const dayIn = (timeZone: string, days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    inDays(days),
  );

/** A process launched through the API as the wizard would save it: DISC only, from today for 30 days. */
async function launchThroughApi(world: World, request: APIRequestContext, name: string): Promise<number> {
  const owner = world.members.owner!;
  const places = await request.get('/catalog-graph-web/places?name=bogota&country=CO', {
    headers: { authorization: `Bearer ${owner.session.accessToken}` },
  });
  const bogota = ((await places.json()) as { data: { uuid: string; name: string }[] }).data[0]!;
  const { startProcessDraft: draft } = await world.graphql<{ startProcessDraft: { id: number; timeZone: string } }>(
    'owner',
    LAUNCH_STEPS,
  );
  await world.graphql('owner', CHOOSE, { id: draft.id });
  const save = (step: string, data: Record<string, unknown>) =>
    world.graphql('owner', SAVE, { id: draft.id, step, data });
  await save('JOB_PROFILE', {
    name,
    positionId: null,
    positionName: `Cajero ${world.tag}`,
    countryCode: 'CO',
    placeId: bogota.uuid,
    placeName: bogota.name,
    description: 'Atiende la caja de la tienda, cuadra el efectivo al cierre y orienta a los clientes.',
    confidential: false,
    jobTemporality: 'FULL_TIME',
    currencyCode: 'COP',
    publicationInfoName: 'Cajero de tienda',
  });
  await save('TESTS', { disc: true, knowledge: [] });
  await save('COMPONENTS', { components: [{ componentType: 'DISC', weight: 100, minValueToPass: 0, order: 1 }] });
  await save('DATES', {
    startDate: dayIn(draft.timeZone, 0),
    endDate: dayIn(draft.timeZone, 30),
    publicationSite: [],
    isPublic: true,
  });
  await world.graphql('owner', LAUNCH, { id: draft.id });
  return draft.id;
}

async function openMenu(page: Page, name: string, status: string): Promise<void> {
  await page.goto(`/es/cap/process/list?status=${status}&q=${encodeURIComponent(name)}`);
  await page.getByRole('button', { name: `Acciones del proceso ${name}` }).click();
}

async function fillWizardFromJobProfile(page: Page, world: World, name: string): Promise<void> {
  await expectStep(page, 'job-profile', 'Perfil del cargo');
  await page.getByRole('textbox', { name: 'Nombre del proceso' }).fill(name);
  await page.getByRole('combobox', { name: 'Cargo' }).fill(`Ejecutivo comercial ${world.tag}`);
  await page.getByRole('textbox', { name: 'Título de la publicación' }).fill('Ejecutivo comercial');
  await page
    .getByRole('textbox', { name: 'Descripción' })
    .fill('Atiende a los clientes de la zona norte, cierra ventas y cuida la cartera de la tienda.');
  await page.getByRole('combobox', { name: 'País' }).click();
  await page.getByRole('option', { name: 'Colombia' }).click();
  // The places search folds accents: "bogota" finds Bogotá.
  await pick(page, page.getByRole('combobox', { name: 'Ciudad' }), 'bogota', /^Bogotá/);
  await expectNoSideScroll(page);
  await checkAccessible(page);
  await next(page).click();
}

for (const [size, viewport] of [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`at ${size} size`, () => {
    test.use({ viewport });

    test('a recruiter of a fresh company launches a process with the wizard', async ({ page, createWorld }) => {
      // Eight steps with an accessibility check on each: longer than one page's journey.
      test.slow();
      const world = await createWorld({ company: { plans: { CREDIT: 20 } }, members: { owner: { role: 'OWNER' } } });
      const name = `Ventas norte ${world.tag}`;
      await world.signIn(page, 'owner');
      const before = await credits(page);

      // cap-product: a single credit plan still offers its three kinds.
      await page.goto('/es/cap/process/list');
      await page.getByRole('link', { name: 'Lanzar proceso' }).click();
      await expect(page.getByRole('heading', { name: 'Lanzar un proceso' })).toBeVisible();
      await expect(page.getByRole('button', { name: /Controlado básico/ })).toBeVisible();
      await expectNoSideScroll(page);
      await checkAccessible(page);
      await page.getByRole('button', { name: /Controlado completo/ }).click();

      // cap-profiles: blank.
      await expect(page).toHaveURL(/\/cap\/profiles\?processId=\d+/);
      const processId = Number(new URL(page.url()).searchParams.get('processId'));
      await expect(page.getByRole('heading', { name: '¿Desde dónde empiezas el perfil?' })).toBeVisible();
      await checkAccessible(page);
      if (size === 'phone') {
        // A shipped template prefills the profile; the recruiter then makes it theirs.
        await page
          .getByRole('button', { name: /Ejecutivo de ventas/ })
          .first()
          .click();
        await expect(page.getByRole('textbox', { name: 'Descripción' })).not.toHaveValue('');
      } else {
        await page.getByRole('button', { name: 'Empezar en blanco' }).click();
      }

      await fillWizardFromJobProfile(page, world, name);

      // Curriculum: defaults (languages, section weights at 100) and a study area from the catalogue.
      await expectStep(page, 'curriculum', 'Currículum');
      await expect(page.getByText('Total: 100 %. Correcto.')).toBeVisible();
      await pick(page, page.getByRole('combobox', { name: 'Áreas de estudio' }), 'admin', /Administración/);
      await expectNoSideScroll(page);
      await checkAccessible(page);
      await next(page).click();
      await expectStep(page, 'competences', 'Competencias');

      // Leave mid-way, come back through the process menu: the wizard resumes where it was left.
      await page.goto(`/es/cap/process/list?status=DRAFT&q=${encodeURIComponent(name)}`);
      await page.getByRole('button', { name: `Acciones del proceso ${name}` }).click();
      await page.getByRole('menuitem', { name: 'Lanzar' }).click();
      await expectStep(page, 'competences', 'Competencias');

      // Back keeps what was saved.
      await page.getByRole('button', { name: 'Atrás' }).click();
      await expectStep(page, 'curriculum', 'Currículum');
      await expect(page.getByRole('button', { name: /Administración/ }).first()).toBeVisible();
      await next(page).click();

      // Competences from the catalogue.
      await expectStep(page, 'competences', 'Competencias');
      await page.getByRole('combobox', { name: 'Añadir competencia' }).click();
      await page.getByRole('option').first().click();
      await expect(page.getByText('Total: 100 %. Correcto.')).toBeVisible();
      await checkAccessible(page);
      await next(page).click();

      // Tests: DISC on, a knowledge test from Terna's library.
      await expectStep(page, 'tests', 'Pruebas');
      await page.getByRole('combobox', { name: 'Añadir prueba de un banco de preguntas' }).click();
      await page.getByRole('option').first().click();
      await checkAccessible(page);
      await next(page).click();

      // Interview: the company's own bank, made here with one question, and one question written.
      await expectStep(page, 'interview', 'Entrevista');
      await page.getByRole('button', { name: 'Crear banco propio' }).click();
      const bank = page.getByRole('dialog', { name: 'Banco «Preguntas de entrevista de mi empresa»' });
      await bank.getByRole('textbox', { name: 'Nueva pregunta' }).fill('¿Qué te motiva de este cargo?');
      await bank.getByRole('button', { name: 'Añadir' }).click();
      await expect(bank.getByText('¿Qué te motiva de este cargo?')).toBeVisible();
      await checkAccessible(page);
      await bank.getByRole('button', { name: 'Cerrar' }).click();
      await page.getByRole('button', { name: 'Añadir «¿Qué te motiva de este cargo?»' }).click();
      // The template may already bring questions: the bank's one comes last.
      await expect(page.getByRole('textbox', { name: /^Pregunta \d+$/ }).last()).toHaveValue(
        '¿Qué te motiva de este cargo?',
      );
      await page.getByRole('textbox', { name: 'Escribe una pregunta' }).fill('¿Por qué quieres trabajar en ventas?');
      await page.getByRole('button', { name: 'Añadir pregunta' }).click();
      await checkAccessible(page);
      await next(page).click();

      // Components: what the earlier steps set up, evenly weighted; the total reads green.
      await expectStep(page, 'components', 'Componentes y pesos');
      await expect(page.getByText('Total: 100 %. Correcto.')).toBeVisible();
      await expectNoSideScroll(page);
      await checkAccessible(page);
      await next(page).click();

      // Dates: today for 30 days.
      await expectStep(page, 'dates', 'Fechas y publicación');
      await fillDate(page.getByRole('group', { name: 'Fecha de inicio' }), page, inDays(0));
      await fillDate(page.getByRole('group', { name: 'Fecha de fin' }), page, inDays(30));
      await expect(page.getByRole('status').filter({ hasText: '30 días' })).toContainText('crédito');
      await expectNoSideScroll(page);
      await checkAccessible(page);
      await next(page).click();

      // Summary: nothing missing, the cost and the balance after; launch.
      await expect(page).toHaveURL(/\/relaunch\/summary$/);
      await expect(page.getByRole('heading', { name: 'Revisa y lanza' })).toBeVisible();
      await expect(page.getByText(/Faltan? \d+ datos? para lanzar/)).toHaveCount(0);
      await expect(page.getByText(`Créditos: ${before} ahora`)).toBeVisible();
      await expectNoSideScroll(page);
      await checkAccessible(page);
      await page.getByRole('button', { name: 'Lanzar' }).click();

      await expect(page.getByText(/está lanzado\. Enlace público: http/)).toBeVisible();
      await expect(page).toHaveURL(/\/cap\/process\/list\?status=LAUNCHED/);
      await page.goto(`/es/cap/process/list?status=LAUNCHED&q=${encodeURIComponent(name)}`);
      const card = page.getByRole('article', { name });
      await expect(card.getByText('Lanzado')).toBeVisible();
      await page.getByRole('button', { name: `Acciones del proceso ${name}` }).click();
      await expect(page.getByRole('menuitem', { name: /enlace/i }).first()).toBeVisible();
      await page.keyboard.press('Escape');

      expect(await credits(page)).toBeLessThan(before);
      expect(processId).toBeGreaterThan(0);
    });

    test('a launched process is edited and a closed one relaunched', async ({ page, request, createWorld }) => {
      test.slow();
      const world = await createWorld({
        company: { plans: { CREDIT: 20 } },
        members: { owner: { role: 'OWNER' } },
        // Made before the wizard (no draft), with a candidate already evaluating.
        processes: { started: { position: 'Cajero de tienda', city: 'Guayaquil', candidates: { INPROGRESS: 1 } } },
      });
      const launched = `Cajas centro ${world.tag}`;
      const closed = `Cajas sur ${world.tag}`;
      await launchThroughApi(world, request, launched);
      const closedId = await launchThroughApi(world, request, closed);
      await world.graphql('owner', CLOSE, { id: closedId });
      await world.signIn(page, 'owner');

      // Edit: the description may change; the start date, already reached, is locked and says why.
      await openMenu(page, launched, 'LAUNCHED');
      await page.getByRole('menuitem', { name: 'Editar' }).click();
      await expect(page).toHaveURL(/\/edit\/job-profile$/);
      const description = page.getByRole('textbox', { name: 'Descripción' });
      await expect(description).toHaveValue(/Atiende la caja/);
      await description.fill('Atiende la caja, cuadra el efectivo al cierre y ayuda con el inventario semanal.');
      await page.getByRole('button', { name: 'Guardar y seguir' }).click();
      await expect(page).toHaveURL(/\/edit\/curriculum$/);
      await page.goto(page.url().replace(/curriculum$/, 'dates'));
      await expect(page.getByText('No se puede cambiar: el proceso ya empezó.')).toBeVisible();
      await expectNoSideScroll(page);
      await checkAccessible(page);
      await page.goto(page.url().replace(/dates$/, 'job-profile'));
      await expect(page.getByRole('textbox', { name: 'Descripción' })).toHaveValue(/inventario semanal/);

      // Once a candidate started, the profile is locked and says why beside each field.
      await openMenu(page, world.processes.started!.name, 'LAUNCHED');
      await page.getByRole('menuitem', { name: 'Editar' }).click();
      await expect(page).toHaveURL(/\/edit\/job-profile$/);
      await expect(page.getByRole('textbox', { name: 'Nombre del proceso' })).toBeDisabled();
      await expect(page.getByRole('textbox', { name: 'Descripción' })).toBeEnabled();
      await expect(
        page.getByText('No se puede cambiar: algunos candidatos ya empezaron sus evaluaciones.').first(),
      ).toBeVisible();
      await checkAccessible(page);

      // Relaunch: the clone opens in the wizard prefilled; only the dates are chosen again.
      await openMenu(page, closed, 'CLOSED');
      await page.getByRole('menuitem', { name: 'Relanzar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Relanzar proceso' });
      const cloneName = await dialog.getByRole('textbox', { name: 'Nombre del nuevo proceso' }).inputValue();
      await dialog.getByRole('button', { name: 'Relanzar' }).click();
      await expectStep(page, 'job-profile', 'Perfil del cargo');
      await expect(page.getByRole('textbox', { name: 'Descripción' })).toHaveValue(/Atiende la caja/);
      for (const [slug, title] of [
        ['curriculum', 'Currículum'],
        ['competences', 'Competencias'],
        ['tests', 'Pruebas'],
        ['interview', 'Entrevista'],
        ['components', 'Componentes y pesos'],
        ['dates', 'Fechas y publicación'],
      ] as const) {
        await next(page).click();
        await expectStep(page, slug, title);
      }
      await fillDate(page.getByRole('group', { name: 'Fecha de inicio' }), page, inDays(1));
      await fillDate(page.getByRole('group', { name: 'Fecha de fin' }), page, inDays(21));
      await next(page).click();
      await expect(page.getByRole('heading', { name: 'Revisa y lanza' })).toBeVisible();
      await page.getByRole('button', { name: 'Lanzar' }).click();
      await expect(page.getByText(/está lanzado\. Enlace público: http/)).toBeVisible();
      await page.goto(`/es/cap/process/list?status=LAUNCHED&q=${encodeURIComponent(cloneName)}`);
      await expect(page.getByRole('article', { name: cloneName }).getByText('Lanzado')).toBeVisible();
    });
  });
}

test.describe('the product guard on a small phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a single trust plan starts its draft at once and walks the trust steps', async ({ page, createWorld }) => {
    const world = await createWorld({ company: { plans: { RELIABILITY: 10 } }, members: { owner: { role: 'OWNER' } } });
    await world.signIn(page, 'owner', '/es/cap/product');
    // Exactly one launchable plan with one product: chosen for the user.
    await expect(page).toHaveURL(/\/cap\/profiles\?processId=\d+&before=cap-product$/);
    await page.getByRole('button', { name: 'Empezar en blanco' }).click();
    await expect(page.getByText('Paso 1 de 4')).toBeVisible();
    await fillWizardFromJobProfile(page, world, `Confianza bodega ${world.tag}`);

    await expectStep(page, 'trust-features', 'Pruebas de confiabilidad');
    await expect(page.getByRole('checkbox', { name: 'Robo' })).toBeDisabled();
    await expect(page.getByRole('checkbox', { name: 'Robo' })).toBeChecked();
    await page.getByRole('checkbox', { name: 'Violencia' }).check();
    await expectNoSideScroll(page);
    await checkAccessible(page);
    await next(page).click();
    await expectStep(page, 'dates', 'Fechas y publicación');
    await expect(page.getByText('Paso 3 de 4')).toBeVisible();
    // Back keeps what was typed on this step, though it was not saved yet.
    await fillDate(page.getByRole('group', { name: 'Fecha de inicio' }), page, inDays(2));
    await page.getByRole('button', { name: 'Atrás' }).click();
    await expect(page.getByRole('checkbox', { name: 'Violencia' })).toBeChecked();
    await next(page).click();
    await expectStep(page, 'dates', 'Fechas y publicación');
    const day = ddMMyyyy(inDays(2));
    await expect(page.getByRole('group', { name: 'Fecha de inicio' }).getByRole('spinbutton').first()).toHaveText(
      day.slice(0, 2),
    );
  });

  test('a process plan whose processes are all in use explains why', async ({ page, createWorld }) => {
    const world = await createWorld({
      company: { plans: { PROCESS: 1 } },
      members: { owner: { role: 'OWNER' } },
      processes: { busy: { position: 'Cajero de tienda', plan: 'PROCESS', environment: 'EMAIL' } },
    });
    await world.signIn(page, 'owner', '/es/cap/product');
    await expect(page).toHaveURL(/\/cap\/product\/error-product-active$/);
    await expect(page.getByRole('heading', { name: 'Todos los procesos de tu plan están en uso' })).toBeVisible();
    await expectNoSideScroll(page);
    await checkAccessible(page);
    await page.goto('/en/cap/product');
    await expect(page).toHaveURL(/\/en\/cap\/product\/error-product-active$/);
    await expect(page.getByRole('heading', { name: 'Every process of your plan is in use' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the products' })).toBeVisible();
  });
});

test.describe('competence suggestion', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('an AI_PROFILE company on a process plan gets competences suggested from the profile', async ({
    page,
    createWorld,
  }) => {
    const world = await createWorld({
      company: { plans: { PROCESS: 5 }, features: ['AI_PROFILE'] },
      members: { owner: { role: 'OWNER' } },
    });
    await world.signIn(page, 'owner', '/es/cap/product');
    // The only product (e-Talent on the process plan) is chosen for the user.
    await expect(page).toHaveURL(/\/cap\/profiles\?processId=\d+/);
    await page.getByRole('button', { name: 'Empezar en blanco' }).click();
    await fillWizardFromJobProfile(page, world, `Ventas digitales ${world.tag}`);
    await expectStep(page, 'curriculum', 'Currículum');
    await next(page).click();
    await expectStep(page, 'competences', 'Competencias');
    await page.getByRole('button', { name: 'Sugerir' }).click();
    await expect(page.getByText(/Se sugirieron \d+ competencias a partir del perfil/)).toBeVisible();
    await expect(page.getByText('Total: 100 %. Correcto.')).toBeVisible();
    await next(page).click();
    await expectStep(page, 'tests', 'Pruebas');
  });
});
