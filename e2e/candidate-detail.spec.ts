import type { Page } from '@playwright/test';
import { checkAccessible, expect, test, type World, type WorldSpec } from './fixtures';

// The candidate detail page (spec 2 section 2.5) on a launched process whose job has every component
// but trust (DISC, CV, competences, knowledge test, interview), as the owner of a company of its own.

const TABS = ['DISC', 'Currículum', 'Competencias', 'Conocimientos', 'Entrevista'];
const COMPANY: WorldSpec = {
  company: { plans: { PROCESS: 10 } },
  processes: {
    sales: {
      position: 'Ejecutivo de ventas corporativas',
      plan: 'PROCESS',
      environment: 'EMAIL',
      components: 'CAP_COMPLETE',
      candidates: { ENDED: 4, INPROGRESS: 1, DISQUALIFIED: 1 },
    },
  },
};

/** From the people tab (finished candidates only), the first candidate's detail through the sidebar's link. */
async function openFinishedCandidate(
  page: Page,
  createWorld: (spec: WorldSpec) => Promise<World>,
): Promise<{ id: number; name: string }> {
  const world = await createWorld(COMPANY);
  const id = world.processes.sales!.id;
  await world.signIn(page, 'owner', `/es/cap/process/${id}/control/people?status=ENDED`);
  const row = page.getByRole('article').first();
  // The first list of a fresh server builds the process's filter index: it can take a while.
  await expect(row.getByText('Finalizado', { exact: true })).toBeVisible({ timeout: 30_000 });
  const name = (await row.getByRole('heading').innerText()).trim();
  // By its name: a phone-wide card's middle is its feeling buttons.
  await row.getByRole('heading').click();
  await page.getByRole('complementary', { name }).getByRole('link', { name: 'Ver detalle' }).click();
  await expect(page).toHaveURL(new RegExp(`/es/cap/process/${id}/candidates/\\d+/disc$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return { id, name };
}

const tabs = (page: Page) => page.getByRole('tablist', { name: 'Componentes de la evaluación' });
const panel = (page: Page) => page.getByRole('tabpanel');

test.describe('the candidate detail', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('opens from the people tab and walks every component: DISC profile, CV, competences, knowledge answers, interview', async ({
    page,
    createWorld,
  }) => {
    // Five tabs and three accessibility checks: a long journey.
    test.slow();
    const { id } = await openFinishedCandidate(page, createWorld);

    // One tab per job component, in the job's order; the overall result and the status in the header.
    await expect(tabs(page).getByRole('tab')).toHaveText(TABS);
    await expect(tabs(page).getByRole('tab', { name: 'DISC' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('img', { name: /^Resultado general: \d+ %$/ })).toBeVisible();
    await expect(page.getByText('Finalizado', { exact: true })).toBeVisible();

    // DISC: the four factors, the archetype and what it means.
    await expect(
      panel(page).getByRole('img', {
        name: /^Perfil DISC: Dominancia \d+, Influencia \d+, Estabilidad \d+, Cumplimiento \d+$/,
      }),
    ).toBeVisible();
    const archetype = panel(page).getByRole('heading', {
      level: 3,
      name: /^Arquetipo (Dc|D|Di|DI|Id|I|Is|IS|Si|S|Sc|SC|Cs|C|Cd|CD)$/,
    });
    await expect(archetype).toBeVisible();
    await expect(archetype.locator('xpath=following-sibling::p')).not.toBeEmpty();
    await checkAccessible(page);

    // The tabs are links: the arrow keys move between them and Enter opens one.
    await tabs(page).getByRole('tab', { name: 'DISC' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs(page).getByRole('tab', { name: 'Currículum' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/candidates\/\d+\/curriculum$/);

    // CV: the match per section with its weight, and the CV itself.
    await expect(panel(page).getByRole('heading', { name: 'Coincidencia por sección' })).toBeVisible();
    await expect(panel(page).getByRole('progressbar', { name: 'Educación (peso 35 %)' })).toBeVisible();
    for (const section of ['Experiencia', 'Educación', 'Habilidades', 'Idiomas', 'Aspiración salarial']) {
      await expect(panel(page).getByRole('heading', { level: 3, name: section, exact: true })).toBeVisible();
    }
    await expect(panel(page).getByText(/^\$[\d,]+ [A-Z]{3}$/)).toBeVisible();
    await checkAccessible(page);

    await tabs(page).getByRole('tab', { name: 'Competencias' }).click();
    await expect(panel(page).getByRole('heading', { name: 'Resultado por competencia' })).toBeVisible();
    await expect(panel(page).getByRole('progressbar').nth(1)).toBeVisible();

    // Knowledge: correct out of total, every answer marked in words, the right answer beside a wrong one.
    await tabs(page).getByRole('tab', { name: 'Conocimientos' }).click();
    const score = panel(page).getByText(/^\d+ de \d+ correctas \(\d+ %\)$/);
    await expect(score).toBeVisible();
    const [, correct, total] = /^(\d+) de (\d+)/.exec(await score.innerText())!;
    const answers = panel(page).getByRole('listitem');
    await expect(answers).toHaveCount(Number(total));
    // Regular expressions, so "Correcta" does not also match "Incorrecta" or "Respuesta correcta".
    await expect(answers.filter({ hasText: /Correcta · Respuesta: / })).toHaveCount(Number(correct));
    const wrong = answers.filter({ hasText: /Incorrecta · Respuesta: / });
    await expect(wrong).toHaveCount(Number(total) - Number(correct));
    if (Number(total) > Number(correct)) await expect(wrong.first()).toContainText('Respuesta correcta: ');
    await checkAccessible(page);

    // Interview: the grade out of 10 and the answers.
    await tabs(page).getByRole('tab', { name: 'Entrevista' }).click();
    await expect(panel(page).getByRole('heading', { name: 'Calificación' })).toBeVisible();
    await expect(
      panel(page)
        .getByText(/^\d+(\.\d)? \/ 10$/)
        .first(),
    ).toBeVisible();

    // Back goes to the people tab of the process.
    await page.getByRole('link', { name: 'Volver a las personas del proceso' }).click();
    await expect(page).toHaveURL(new RegExp(`/es/cap/process/${id}/control/people(\\?|$)`));
  });

  test('carries the list’s candidate menu and the reviewer’s feeling', async ({ page, createWorld }) => {
    const { name } = await openFinishedCandidate(page, createWorld);
    // The same menu as the list's: its items open the same dialogs.
    await page.getByRole('button', { name: `Acciones de ${name}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Agregar al comparador' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Etiquetas' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    // A finished candidate takes a feeling here too, kept on the way back to the list.
    const feeling = page.getByRole('group', { name: `Tu opinión sobre ${name}` });
    await feeling.hover();
    await feeling.getByRole('button', { name: `Me gusta: ${name}`, exact: true }).click();
    await expect(feeling.getByRole('button', { name: `Me gusta: ${name}`, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await checkAccessible(page);
    await page.getByRole('link', { name: 'Volver a las personas del proceso' }).click();
    const row = page.getByRole('article', { name });
    await expect(
      row
        .getByRole('group', { name: `Tu opinión sobre ${name}` })
        .getByRole('button', { name: `Me gusta: ${name}`, exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  test('an unknown component, or one the job does not have, answers 404', async ({ page, createWorld }) => {
    await openFinishedCandidate(page, createWorld);
    const detail = page.url().replace(/\/disc$/, '');
    await page.goto(`${detail}/reliability`);
    await expect(page).toHaveURL(/\/es\/404$/);
    await page.goto(`${detail}/not-a-component`);
    await expect(page).toHaveURL(/\/es\/404$/);
  });

  test('a failed load says so in the snackbar and can be retried', async ({ page, createWorld }) => {
    await openFinishedCandidate(page, createWorld);
    let fail = true;
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (fail && body?.operationName === 'ProcessCandidateDetail')
        return route.fulfill({ status: 503, body: 'unavailable' });
      return route.fallback();
    });
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: 'No pudimos cargar el candidato.' })).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(tabs(page).getByRole('tab', { name: 'DISC' })).toBeVisible();
  });
});

test.describe('the candidate detail on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('fits 360 px: the tabs scroll, the page does not', async ({ page, createWorld }) => {
    await openFinishedCandidate(page, createWorld);
    await tabs(page).getByRole('tab', { name: 'Currículum' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Currículum del candidato' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await checkAccessible(page);
  });

  test('the menu and the feeling fit too', async ({ page, createWorld }) => {
    const { name } = await openFinishedCandidate(page, createWorld);
    await expect(page.getByRole('group', { name: `Tu opinión sobre ${name}` })).toBeVisible();
    await page.getByRole('button', { name: `Acciones de ${name}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Etiquetas' })).toBeVisible();
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await checkAccessible(page);
  });
});
