import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { checkAccessible, expect, test, type World, type WorldSpec } from './fixtures';

// Reports from the people tab as a recruiter, on a launched process with the trust check among its
// components, in a company of the journey's own: one candidate's report in PDF and in WORD, the trust
// report, and a ZIP of three. The downloaded files are opened and checked. Each single report is
// deleted from its dialog afterwards; the bulk journey deletes its members' reports through the API
// (a ZIP has no delete of its own, so the bundle's row stays; the run's database is thrown away).

const COMPANY: WorldSpec = {
  company: { plans: { CREDIT: 50 } },
  members: { owner: { role: 'OWNER' }, recruiter: { role: 'RECRUITER' } },
  processes: {
    store: {
      position: 'Jefe de tienda',
      city: 'Cuenca',
      components: 'CAP_WITH_TRUST',
      candidates: { ENDED: 5, INPROGRESS: 1, DISQUALIFIED: 1 },
    },
  },
};
const RECRUITER = 'recruiter';
/** A report is rendered by a job: generous, so a busy machine does not fail the journey. */
const REPORT_TIMEOUT = 60_000;
/** Sections that exist but are never offered (spec 1 section 5: NEVER_OFFERED_SECTIONS of the domain). */
const NEVER_OFFERED = ['DISC_ADVANCED', 'FILTER_QUESTIONS', 'KNOWLEDGE_QUESTIONS'];

interface Candidate {
  id: number;
  personId: number;
  firstName: string;
  lastName: string;
  mail: string | null;
  blackListed: boolean;
  composedCapResult: { value: number | null; status: boolean };
  componentStatus: { componentType: string; status: string; value: number | null }[];
  reliabilityScoredResult: { reliabilityComposedCapId: number } | null;
}

/**
 * The process's finished candidates that may have a report (the menu's downloadReport rule: a
 * composed result with a value, active, not OPEN), in the people tab's default order.
 */
async function reportable(world: World, process: number): Promise<Candidate[]> {
  const data = await world.graphql<{ processPersonPaginated: { data: Candidate[] } }>(
    RECRUITER,
    `
      query ($processId: Int!) {
        processPersonPaginated(processId: $processId, personEvaluationsStatus: [ENDED], size: 100) {
          data {
            id
            personId
            firstName
            lastName
            mail
            blackListed
            composedCapResult {
              value
              status
            }
            componentStatus {
              componentType
              status
              value
            }
            reliabilityScoredResult {
              reliabilityComposedCapId
            }
          }
        }
      }
    `,
    { processId: process },
  );
  return data.processPersonPaginated.data.filter(
    (candidate) =>
      !candidate.blackListed &&
      candidate.mail &&
      candidate.composedCapResult.value !== null &&
      candidate.composedCapResult.status,
  );
}

/** Every section of the candidate's finished components, in their order (the never-offered ones too). */
async function finishedSections(world: World, process: number, candidate: Candidate): Promise<string[]> {
  const { getComponentsFinished: finished } = await world.graphql<{ getComponentsFinished: { sections: string[] }[] }>(
    RECRUITER,
    'query($processId: Int!, $candidateId: Int!) { getComponentsFinished(processId: $processId, candidateId: $candidateId) { sections } }',
    { processId: process, candidateId: candidate.personId },
  );
  return finished.flatMap((component) => component.sections);
}

/** The menu's downloadTrustReport rule: a reliability result in SUCCESS that has been scored. */
const trustworthy = (candidate: Candidate) =>
  candidate.componentStatus.some(
    (component) =>
      component.componentType === 'RELIABILITY' && component.status === 'SUCCESS' && component.value !== null,
  );

const fullName = (candidate: Candidate) => `${candidate.firstName} ${candidate.lastName}`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const snackbar = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

/** The people tab with only this candidate on it (searched by e-mail), then one item of its menu. */
async function openFromMenu(page: Page, process: number, candidate: Candidate, item: string): Promise<void> {
  await page.goto(`/es/cap/process/${process}/control/people?q=${encodeURIComponent(candidate.mail!)}`);
  await page.getByRole('button', { name: `Acciones de ${fullName(candidate)}` }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: item, exact: true }).click();
}

/** A report dialog: its title, then whose report it is. */
const reportDialog = (page: Page, title: string, subject: string) =>
  page.getByRole('dialog', { name: new RegExp(`^${escape(title)}\\s*${escape(subject)}$`) });

/** Accepts the dialog and waits for the file the browser is handed once the report is stored. */
async function acceptAndDownload(
  page: Page,
  dialog: ReturnType<Page['getByRole']>,
): Promise<{ download: Download; bytes: Buffer }> {
  const downloading = page.waitForEvent('download', { timeout: REPORT_TIMEOUT });
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  const download = await downloading;
  // The dialog's status region (it has a second one for its own announcements).
  await expect(dialog.getByRole('status').filter({ hasText: 'El informe está listo.' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Descargar de nuevo' })).toBeVisible();
  return { download, bytes: await readFile((await download.path())!) };
}

const startsWith = (bytes: Buffer, text: string) => bytes.subarray(0, text.length).toString('latin1') === text;

test.describe('candidate reports', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  // Each journey waits for a job to render its file.
  test.describe.configure({ timeout: 2 * REPORT_TIMEOUT });

  test('downloads a finished candidate’s report as PDF, then deletes it', async ({ page, createWorld }) => {
    const world = await createWorld(COMPANY);
    const process = world.processes.store!.id;
    const [candidate] = await reportable(world, process);
    await world.signIn(page, RECRUITER, '/es/404');
    await openFromMenu(page, process, candidate!, 'Descargar informe');

    const dialog = reportDialog(page, 'Descargar informe', fullName(candidate!));
    await expect(dialog.getByRole('radiogroup', { name: 'Formato' })).toBeVisible();
    const sections = dialog.getByRole('group', { name: 'Secciones' }).getByRole('checkbox');
    // Every section of the candidate's finished components is offered, ticked, but the detail ones (spec 1 section 5).
    const offered = (await finishedSections(world, process, candidate!)).filter(
      (section) => !NEVER_OFFERED.includes(section),
    );
    await expect(sections).toHaveCount(offered.length);
    expect(await sections.evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value))).toEqual(offered);
    for (const box of await sections.all()) await expect(box).toBeChecked();
    await checkAccessible(page);
    // Accept needs a section.
    for (const box of await sections.all()) await box.uncheck();
    await expect(dialog.getByText('Elige al menos una sección.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Aceptar' })).toBeDisabled();
    for (const box of await sections.all()) await box.check();

    await dialog.getByRole('radio', { name: 'PDF' }).check();
    const { download, bytes } = await acceptAndDownload(page, dialog);
    expect(download.suggestedFilename()).toBe(`Informe - ${fullName(candidate!)}.pdf`);
    expect(startsWith(bytes, '%PDF-'), 'a PDF file').toBe(true);
    await checkAccessible(page);

    await dialog.getByRole('button', { name: 'Eliminar informe' }).click();
    await expect(dialog).toBeHidden();
    await expect(snackbar(page, 'Informe eliminado')).toBeVisible();
  });

  test('downloads the report as WORD: a DOCX whose document names the candidate', async ({ page, createWorld }) => {
    const world = await createWorld(COMPANY);
    const process = world.processes.store!.id;
    const [, candidate] = await reportable(world, process);
    await world.signIn(page, RECRUITER, '/es/404');
    await openFromMenu(page, process, candidate!, 'Descargar informe');

    const dialog = reportDialog(page, 'Descargar informe', fullName(candidate!));
    await dialog.getByRole('radio', { name: 'WORD' }).check();
    const { download, bytes } = await acceptAndDownload(page, dialog);
    expect(download.suggestedFilename()).toBe(`Informe - ${fullName(candidate!)}.docx`);
    expect(startsWith(bytes, 'PK'), 'a ZIP container').toBe(true);
    const entries = unzipSync(new Uint8Array(bytes));
    expect(Object.keys(entries)).toContain('word/document.xml');
    const xml = strFromU8(entries['word/document.xml']!);
    expect(xml).toContain(candidate!.firstName);
    expect(xml).toContain(candidate!.lastName);

    await dialog.getByRole('button', { name: 'Eliminar informe' }).click();
    await expect(dialog).toBeHidden();
  });

  test('downloads the trust report of a candidate whose reliability result is SUCCESS', async ({
    page,
    createWorld,
  }) => {
    const world = await createWorld(COMPANY);
    const process = world.processes.store!.id;
    const candidate = (await reportable(world, process)).find(trustworthy);
    expect(candidate, 'a candidate with reliability SUCCESS').toBeDefined();
    expect(candidate!.reliabilityScoredResult).not.toBeNull();
    await world.signIn(page, RECRUITER, '/es/404');
    await openFromMenu(page, process, candidate!, 'Descargar informe de confiabilidad');

    const dialog = reportDialog(page, 'Descargar informe de confiabilidad', fullName(candidate!));
    await expect(
      dialog.getByText(`Se generará el informe de confiabilidad de ${fullName(candidate!)} en PDF.`),
    ).toBeVisible();
    await checkAccessible(page);
    const { download, bytes } = await acceptAndDownload(page, dialog);
    expect(download.suggestedFilename()).toBe(`Informe de confiabilidad - ${fullName(candidate!)}.pdf`);
    expect(startsWith(bytes, '%PDF-'), 'a PDF file').toBe(true);

    await dialog.getByRole('button', { name: 'Eliminar informe' }).click();
    await expect(dialog).toBeHidden();
  });

  test('downloads the reports of three selected candidates as one ZIP', async ({ page, createWorld }) => {
    const world = await createWorld(COMPANY);
    const process = world.processes.store!.id;
    const three = (await reportable(world, process)).slice(0, 3);
    expect(three).toHaveLength(3);
    await world.signIn(page, RECRUITER, `/es/cap/process/${process}/control/people?status=ENDED`);

    for (const candidate of three)
      await page.getByRole('checkbox', { name: `Seleccionar a ${fullName(candidate)}` }).check();
    const toolbar = page.getByRole('toolbar', { name: 'Candidatos seleccionados' });
    await expect(toolbar).toContainText('3 candidatos seleccionados');
    await toolbar.getByRole('button', { name: 'Descargar informes' }).click();

    const dialog = reportDialog(page, 'Descargar informes', world.processes.store!.name);
    await expect(dialog.getByText('3 personas seleccionadas.', { exact: false })).toBeVisible();
    await checkAccessible(page);
    await dialog.getByRole('radio', { name: 'PDF' }).check();
    const { download, bytes } = await acceptAndDownload(page, dialog);
    try {
      await expect(dialog.getByText('Se incluyen 3 de 3 personas seleccionadas.')).toBeVisible();
      expect(download.suggestedFilename()).toBe(`Informes - ${world.processes.store!.name}.zip`);
      const entries = unzipSync(new Uint8Array(bytes));
      expect(Object.keys(entries)).toHaveLength(3);
      for (const candidate of three) {
        const entry = Object.keys(entries).find((name) => name.endsWith(` - ${candidate.id}.pdf`));
        expect(entry, `${fullName(candidate)}'s report in the ZIP`).toBeDefined();
        expect(startsWith(Buffer.from(entries[entry!]!), '%PDF-')).toBe(true);
      }
    } finally {
      // The signed address names the bundle: /process-web/reports/<id>/file.
      const bundleId = Number(/\/reports\/(\d+)\/file$/.exec(new URL(download.url()).pathname)?.[1]);
      await removeMemberReports(world, process, bundleId, three);
    }
  });
});

/** Deletes the candidates' reports a bundle stored: each holds the bundle's sections that candidate finished. */
async function removeMemberReports(
  world: World,
  process: number,
  bundleId: number,
  candidates: Candidate[],
): Promise<void> {
  const { candidateReport: bundle } = await world.graphql<{
    candidateReport: { sections: string[]; engineId: string; vendorId: string; type: string; language: string };
  }>(RECRUITER, 'query($id: Int!) { candidateReport(id: $id) { sections engineId vendorId type language } }', {
    id: bundleId,
  });
  for (const candidate of candidates) {
    const sections = (await finishedSections(world, process, candidate)).filter((section) =>
      bundle.sections.includes(section),
    );
    const { deleteReport } = await world.graphql<{ deleteReport: boolean }>(
      RECRUITER,
      `
        mutation (
          $id: Int!
          $sections: [ReportSection!]!
          $engineId: String!
          $type: ReportFormat!
          $language: Locale
          $vendorId: String!
        ) {
          deleteReport(
            id: $id
            sections: $sections
            engineId: $engineId
            type: $type
            language: $language
            vendorId: $vendorId
          )
        }
      `,
      {
        id: candidate.id,
        sections,
        engineId: bundle.engineId,
        type: bundle.type,
        language: bundle.language,
        vendorId: bundle.vendorId,
      },
    );
    expect(deleteReport, `${fullName(candidate)}'s report removed`).toBe(true);
  }
}
