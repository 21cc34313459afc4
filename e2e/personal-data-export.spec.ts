import type { Download, Page } from '@playwright/test';
import { checkAccessible, expect, expectNoSideScroll, test, type World, type WorldSpec } from './fixtures';

// The personal data export (issue 21, docs/decisions/032): from a candidate's detail, the owner
// downloads everything the company keeps about the person as JSON and as PDF, and finds each export
// in the activity log; a recruiter is not offered it. On a desktop and on a 390 px phone.

const COMPANY: WorldSpec = {
  company: { plans: { PROCESS: 10 } },
  members: { owner: { role: 'OWNER' }, recruiter: { role: 'RECRUITER' } },
  processes: {
    sales: { position: 'Asesor comercial', components: 'CAP_COMPLETE', candidates: { ENDED: 2 } },
  },
};

interface Candidate {
  id: number;
  personId: number;
  firstName: string;
  lastName: string;
}

async function firstCandidate(world: World, processId: number): Promise<Candidate> {
  const data = await world.graphql<{ processPersonPaginated: { data: Candidate[] } }>(
    'owner',
    `query ($processId: Int!) { processPersonPaginated(processId: $processId, size: 10) { data { id personId firstName lastName } } }`,
    { processId },
  );
  return data.processPersonPaginated.data[0]!;
}

async function contents(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function exportJourney(page: Page, world: World, phone: boolean) {
  const processId = world.processes.sales!.id;
  const candidate = await firstCandidate(world, processId);
  const name = `${candidate.firstName} ${candidate.lastName}`;
  const detail = `/es/cap/process/${processId}/candidates/${candidate.id}/disc`;

  // A recruiter sees the candidate but is not offered the export.
  await world.signIn(page, 'recruiter', detail);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Exportar datos personales' })).toHaveCount(0);

  await world.signIn(page, 'owner', detail);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Exportar datos personales' }).click();
  const dialog = page.getByRole('dialog', { name: 'Exportar datos personales' });
  await expect(dialog).toContainText(`todo lo que tu empresa guarda sobre ${name}`);
  if (phone) await expectNoSideScroll(page);
  await checkAccessible(page);

  const pdfDownload = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Descargar PDF' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe(`datos-personales-${candidate.personId}.pdf`);
  expect((await contents(pdf)).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByText('Se descargó la exportación en PDF.')).toBeVisible();

  const jsonDownload = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Descargar JSON' }).click();
  const json = await jsonDownload;
  expect(json.suggestedFilename()).toBe(`datos-personales-${candidate.personId}.json`);
  const exported = JSON.parse((await contents(json)).toString('utf8')) as {
    person: { firstName: string };
    participations: { process: { id: number } }[];
  };
  expect(exported.person.firstName).toBe(candidate.firstName);
  expect(exported.participations.map((item) => item.process.id)).toEqual([processId]);
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toBeHidden();

  // Both downloads are in the activity log, named after the candidate.
  await page.goto('/es/cap/my-company/activity');
  const entries = page.getByText('Exportó los datos personales de un candidato');
  await expect(entries).toHaveCount(2, { timeout: 30_000 });
  await expect(page.getByText(`Candidato: ${name}`).first()).toBeVisible();
  if (phone) await expectNoSideScroll(page);
}

test.describe('the personal data export on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('an owner downloads a candidate’s data as PDF and JSON, and the activity log records both', async ({
    page,
    createWorld,
  }) => {
    test.slow();
    await exportJourney(page, await createWorld(COMPANY), false);
  });
});

test.describe('the personal data export on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('an owner exports a candidate’s data from a 390 px screen without sideways scrolling', async ({
    page,
    createWorld,
  }) => {
    test.slow();
    await exportJourney(page, await createWorld(COMPANY), true);
  });
});
