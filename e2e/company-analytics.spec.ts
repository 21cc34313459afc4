import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { checkAccessible, expect, expectNoSideScroll, test, type World, type WorldSpec } from './fixtures';

// The company area's analytics, credits and reports as the owner, at desktop and phone width: the
// figures follow the filters and read as tables; the credit history pages; the generated reports
// list, download, and the analytics export as CSV and XLSX.

const COMPANY: WorldSpec = {
  company: { plans: { CREDIT: 40 }, features: ['ANALYTIC_REPORT'], creditMovements: 14 },
  members: { owner: { role: 'OWNER' } },
  processes: {
    store: {
      position: 'Jefe de tienda',
      city: 'Cuenca',
      candidates: { ENDED: 4, INPROGRESS: 2, OPEN: 1, DISQUALIFIED: 1 },
      hired: 1,
    },
    cashier: { position: 'Cajero de tienda', city: 'Quito', status: 'CLOSED', candidates: { ENDED: 2 } },
    draft: { position: 'Cajero de tienda', city: 'Guayaquil', status: 'DRAFT' },
  },
};
/**
 * A report is rendered by a job, which took 10 s on CI's 2 cores beside the other journeys (its row's
 * times); generous, since the first render also starts the render thread. test.slow() triples the
 * journey timeout.
 */
const REPORT_TIMEOUT = 120_000;

/** One candidate report of the store's first finished candidate, queued through the API as the dialog would. */
async function generateReport(world: World) {
  const { processPersonPaginated } = await world.graphql<{
    processPersonPaginated: { data: { id: number; personId: number }[] };
  }>(
    'owner',
    `query($processId: Int!) { processPersonPaginated(processId: $processId, personEvaluationsStatus: [ENDED], size: 10) { data { id personId } } }`,
    { processId: world.processes.store!.id },
  );
  const candidate = processPersonPaginated.data[0]!;
  const { getComponentsFinished } = await world.graphql<{ getComponentsFinished: { sections: string[] }[] }>(
    'owner',
    'query($processId: Int!, $candidateId: Int!) { getComponentsFinished(processId: $processId, candidateId: $candidateId) { sections } }',
    { processId: world.processes.store!.id, candidateId: candidate.personId },
  );
  const { getReportTemplateByCompanyId: templates } = await world.graphql<{
    getReportTemplateByCompanyId: { engineId: string; vendorId: string }[];
  }>('owner', `query { getReportTemplateByCompanyId(CompanyId: ${world.company.id}) { engineId vendorId } }`);
  await world.graphql(
    'owner',
    `mutation($id: Int!, $sections: [ReportSection!]!, $engineId: String!, $vendorId: String!) {
      generateReport(processPersonId: $id, sections: $sections, type: PDF, engineId: $engineId, vendorId: $vendorId, language: es) { id }
    }`,
    {
      id: candidate.id,
      sections: [getComponentsFinished[0]!.sections[0]!],
      engineId: templates[0]!.engineId,
      vendorId: templates[0]!.vendorId,
    },
  );
}

for (const [size, viewport] of [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`company analytics on ${size}`, () => {
    test.use({ viewport });

    test('the owner reads the analytics; the filters change the figures; each chart reads as a table', async ({
      page,
      createWorld,
    }) => {
      const world = await createWorld(COMPANY);
      await world.signIn(page, 'owner', '/es/cap/my-company/analytics/process');
      await expect(page.getByRole('heading', { level: 1, name: 'Analítica de procesos' })).toBeVisible();
      const figures = page.locator('dl');
      // Three processes (the draft counts by its creation day), ten candidates, one hire.
      await expect(figures.getByText('Procesos', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(
        '3',
      );
      await expect(figures.getByText('Candidatos', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(
        '10',
      );
      await expect(
        figures.getByText('Contrataciones', { exact: true }).locator('xpath=following-sibling::dd'),
      ).toHaveText('1');

      const byStatus = page.getByRole('region', { name: 'Candidatos por estado' });
      await byStatus.getByRole('button', { name: 'Ver como tabla' }).click();
      const table = byStatus.getByRole('table');
      await expect(table).toBeVisible();
      await expect(table.getByRole('row', { name: /Finalizado 6/ })).toBeVisible();
      await expect(table.getByRole('row', { name: /En evaluación 2/ })).toBeVisible();
      await checkAccessible(page);
      await expectNoSideScroll(page);

      // Nothing was launched after the seed day's year: the figures empty out, then come back.
      await page.getByLabel('Desde').fill('2099-01-01');
      await expect(page.getByText('No hay procesos con estos filtros. Cambia las fechas o la agencia.')).toBeVisible();
      await page.getByRole('button', { name: 'Limpiar filtros' }).click();
      await expect(figures.getByText('Candidatos', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(
        '10',
      );

      await world.signIn(page, 'owner', '/es/cap/my-company/analytics/tags');
      await expect(page.getByRole('heading', { level: 1, name: 'Analítica de etiquetas' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Uso de etiquetas' })).toBeVisible();
      await checkAccessible(page);
      await expectNoSideScroll(page);
    });

    test('the owner reads the credits and pages the history', async ({ page, createWorld }) => {
      const world = await createWorld(COMPANY);
      await world.signIn(page, 'owner', '/es/cap/my-company/credits');
      await expect(page.getByRole('heading', { level: 1, name: 'Créditos' })).toBeVisible();
      await expect(page.getByText('40 créditos')).toBeVisible();
      const history = page.getByRole('region', { name: 'Movimientos' });
      // Fourteen debits and the initial credit: ten on the first page, newest first.
      await expect(history.getByRole('row')).toHaveCount(11);
      await expect(history.getByRole('row').nth(1)).toContainText('Consumo 14');
      await expect(history.getByRole('row').nth(1).getByRole('link')).toHaveText(world.processes.store!.name);
      await expect(history.getByText('1–10 de 15')).toBeVisible();
      await history.getByRole('button', { name: /siguiente/i }).click();
      await expect(history.getByText('11–15 de 15')).toBeVisible();
      await expect(history.getByRole('row')).toHaveCount(6);
      await checkAccessible(page);
      await expectNoSideScroll(page);
    });

    test('the owner lists and downloads the generated reports, and exports the analytics', async ({
      page,
      createWorld,
    }) => {
      // Generating the report alone may take up to REPORT_TIMEOUT, then three downloads follow.
      test.slow();
      const world = await createWorld(COMPANY);
      await generateReport(world);
      // The list is read once when the page opens: wait for the job through the query the page runs, so a
      // slow page on a busy machine is not mistaken for a report that is not ready.
      await expect
        .poll(
          async () => {
            const { companyReports } = await world.graphql<{ companyReports: { items: { status: string }[] } }>(
              'owner',
              'query { companyReports { items { status } } }',
            );
            return companyReports.items.map((item) => item.status);
          },
          { timeout: REPORT_TIMEOUT },
        )
        .toEqual(['COMPLETED']);
      await world.signIn(page, 'owner', '/es/cap/my-company/reports');
      await expect(page.getByRole('heading', { level: 1, name: 'Reportes' })).toBeVisible();
      const generated = page.getByRole('region', { name: 'Reportes generados' });
      const link = generated.getByRole('link', { name: /^Descargar / });
      await expect(link).toBeVisible();
      const report = page.waitForEvent('download');
      await link.click();
      const pdf = await readFile((await (await report).path())!);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

      await generated.getByLabel('Buscar por candidato o proceso').fill('ningún proceso así');
      await expect(generated.getByText('Ningún reporte coincide con la búsqueda.')).toBeVisible();

      const csvDownload = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Descargar CSV' }).click();
      const csv = (await readFile((await (await csvDownload).path())!)).toString('utf8');
      expect(csv).toContain('Sección,Elemento,Valor,Procesos');
      expect(csv).toContain('Candidatos por estado,ENDED,6,');

      const xlsxDownload = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Descargar Excel (XLSX)' }).click();
      const xlsx = unzipSync(new Uint8Array(await readFile((await (await xlsxDownload).path())!)));
      expect(strFromU8(xlsx['xl/worksheets/sheet1.xml']!)).toContain('Procesos por estado');
      await checkAccessible(page);
      await expectNoSideScroll(page);
    });
  });
}
