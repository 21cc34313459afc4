import type { Page } from '@playwright/test';
import { checkAccessible, expect, expectNoSideScroll, test, type World, type WorldSpec } from './fixtures';

// Issue 21 (docs/decisions/033): an owner sets how long candidates are kept, anonymises a finished
// candidate from their detail after reading what will happen, sees the anonymous candidate in its
// place and the erasure in the activity log; on a desktop and on a 390 px phone.

const SPEC: WorldSpec = {
  company: { plans: { PROCESS: 10 } },
  processes: {
    sales: {
      position: 'Ejecutivo de ventas corporativas',
      plan: 'PROCESS',
      environment: 'EMAIL',
      components: 'CAP_COMPLETE',
      candidates: { ENDED: 2 },
    },
  },
};

async function journey(page: Page, world: World): Promise<void> {
  // Three pages, a dialog and four accessibility checks on a loaded two-core machine.
  test.setTimeout(150_000);

  // The retention setting on the company account.
  await world.signIn(page, 'owner', '/es/account/company');
  const form = page.getByRole('form', { name: 'Información de la empresa' });
  const retention = form.getByLabel('Conservación de candidatos (meses)');
  // The account page's first load on a fresh server (lazy page, catalogues, company data) can take a while.
  await expect(retention).toHaveValue('24', { timeout: 60_000 });
  await retention.fill('18');
  await form.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Datos de la empresa guardados.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('form', { name: 'Información de la empresa' }).getByLabel(/Conservación/)).toHaveValue(
    '18',
    { timeout: 30_000 },
  );
  await expectNoSideScroll(page);

  // A finished candidate's detail, from the people tab.
  const id = world.processes.sales!.id;
  await page.goto(`/es/cap/process/${id}/control/people?status=ENDED`);
  const row = page.getByRole('article').first();
  await expect(row.getByText('Finalizado', { exact: true })).toBeVisible({ timeout: 30_000 });
  const name = (await row.getByRole('heading').innerText()).trim();
  await row.getByRole('heading').click();
  await page.getByRole('complementary', { name }).getByRole('link', { name: 'Ver detalle' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // The confirmation says what goes and what stays; cancelling changes nothing.
  await page.getByRole('button', { name: 'Anonimizar datos personales' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Anonimizar los datos personales de este candidato?' });
  await expect(dialog.getByText('Se eliminan los archivos de hoja de vida y los informes generados.')).toBeVisible();
  await expect(dialog.getByText(/Se conservan puntajes, resultados/)).toBeVisible();
  await expect(dialog.getByText('No se puede deshacer.')).toBeVisible();
  await checkAccessible(page);
  await expectNoSideScroll(page);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.getByRole('button', { name: 'Anonimizar datos personales' }).click();
  await dialog.getByRole('button', { name: 'Anonimizar', exact: true }).click();
  await expect(page.getByText('Los datos personales del candidato se anonimizaron.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /^Anónimo \d+$/ })).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
  // The results stay: the overall result is still shown.
  await expect(page.getByRole('img', { name: /^Resultado general: \d+ %$/ })).toBeVisible();
  await checkAccessible(page);

  // The activity log names the erasure.
  await page.goto('/es/cap/my-company/activity');
  await expect(page.getByText('Anonimizó los datos personales de un candidato').first()).toBeVisible({
    timeout: 30_000,
  });
  await checkAccessible(page);
  await expectNoSideScroll(page);
}

test('an owner sets the retention and anonymises a candidate on a desktop', async ({ page, createWorld }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await journey(page, await createWorld(SPEC));
});

test('the same on a 390 px phone', async ({ page, createWorld }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await journey(page, await createWorld(SPEC));
});
