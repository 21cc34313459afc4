import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { checkAccessible, expect, signInAs, test } from './fixtures';
import { demoApi } from './demo-api';

// The blacklist and dashboard tabs of a launched, full controlled demo process, as the owner.
// The blacklist journey takes a person off the company's unwanted list in the browser; the API
// puts the list back as it was, so the demo data ends as it began.

const PROCESS = 'ANALISTA DE DATOS - QUITO';
const OWNER = 'owner@demo.test';

interface Person {
  id: number;
  personId: number;
  firstName: string;
  lastName: string;
  identification: string | null;
}

const api = demoApi(OWNER);
const { graphql } = api;
const processId = (request: APIRequestContext) => api.processId(request, PROCESS);

async function blacklist(request: APIRequestContext, process: number): Promise<Person[]> {
  const data = await graphql<{ getBlackListByProcessId: Person[] }>(
    request,
    'query($processId: Int!) { getBlackListByProcessId(processId: $processId) { id personId firstName lastName identification } }',
    { processId: process },
  );
  return data.getBlackListByProcessId;
}

/** A disqualified candidate nobody has a feeling about: listing them clears nothing. */
async function unlistedCandidate(request: APIRequestContext, process: number): Promise<Person> {
  const data = await graphql<{
    processPersonPaginated: { data: (Person & { blackListed: boolean; feelings: unknown[] })[] };
  }>(
    request,
    `
      query ($processId: Int!) {
        processPersonPaginated(
          processId: $processId
          personEvaluationsStatus: ["DISQUALIFIED"]
          feelings: []
          size: 100
        ) {
          data {
            id
            personId
            firstName
            lastName
            identification
            blackListed
            feelings {
              feeling
            }
          }
        }
      }
    `,
    { processId: process },
  );
  const found = data.processPersonPaginated.data.find(
    (candidate) => !candidate.blackListed && candidate.feelings.length === 0,
  );
  if (!found) throw new Error(`No disqualified candidate without feelings in ${PROCESS}`);
  return found;
}

async function toggleBlacklist(request: APIRequestContext, process: number, person: Person): Promise<boolean> {
  const data = await graphql<{ setPersonToBlackList: boolean }>(
    request,
    'mutation($personId: Int!, $processId: Int) { setPersonToBlackList(personId: $personId, processId: $processId) }',
    { personId: person.personId, processId: process },
  );
  return data.setPersonToBlackList;
}

const fullName = (person: Person) => `${person.firstName} ${person.lastName}`;

/** The count of a facet value in the people tab's filter panel ("Finalizado (12)"); 0 when the value is not offered. */
async function facetCount(page: Page, legend: string, value: string): Promise<number> {
  const checkbox = page
    .getByRole('group', { name: legend, exact: true })
    .getByRole('checkbox', { name: new RegExp(`^${value} \\(\\d+\\)$`) });
  if ((await checkbox.count()) === 0) return 0;
  const label = await checkbox.locator('xpath=ancestor::label').innerText();
  return Number(/\((\d+)\)/.exec(label)?.[1]);
}

/** A number of a chart's table (the text alternative screen readers read): the first cell of the row headed `row`. */
async function tableCount(table: Locator, row: string): Promise<number> {
  const cells = table
    .getByRole('row')
    .filter({ has: table.page().getByRole('rowheader', { name: row, exact: true }) })
    .getByRole('cell');
  return Number(await cells.first().textContent());
}

test.describe('the blacklist and dashboard tabs', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('lists the process’s blacklisted candidates and takes one off the list after confirming', async ({
    page,
    request,
  }) => {
    const process = await processId(request);
    const listedBefore = await blacklist(request, process);
    // A person the demo already lists, else one this test lists (and unlists at the end).
    const person = listedBefore[0] ?? (await unlistedCandidate(request, process));
    const wasListed = listedBefore.length > 0;
    if (!wasListed) expect(await toggleBlacklist(request, process, person)).toBe(true);
    try {
      await signInAs(page, OWNER, `/es/cap/process/${process}/control/blacklist`);
      await expect(page.getByRole('tab', { name: 'No deseados' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('heading', { name: 'Lista de no deseados', level: 2 })).toBeVisible();
      const entry = page.getByRole('article', { name: fullName(person) });
      await expect(entry).toBeVisible();
      if (person.identification) await expect(entry).toContainText(person.identification);
      await expect(entry).toContainText(/En la lista desde el \d{2}-\d{2}-\d{4} \d{2}:\d{2}, agregado por /);
      await checkAccessible(page);

      // Cancelling changes nothing; confirming takes the person off the list.
      await entry.getByRole('button', { name: `Quitar de la lista a ${fullName(person)}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Quitar de la lista de no deseados' });
      await expect(dialog).toContainText(`${fullName(person)} saldrá de la lista de no deseados de toda tu empresa`);
      await checkAccessible(page);
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await expect(dialog).toBeHidden();
      await expect(entry).toBeVisible();

      await entry.getByRole('button', { name: `Quitar de la lista a ${fullName(person)}` }).click();
      await dialog.getByRole('button', { name: 'Quitar de la lista' }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: `${fullName(person)} ya no está en la lista de no deseados.` }),
      ).toBeVisible();
      await expect(entry).toBeHidden();
      expect((await blacklist(request, process)).map((listed) => listed.personId)).not.toContain(person.personId);

      // A fresh visit asks the server again: the person stays off the list.
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Lista de no deseados', level: 2 })).toBeVisible();
      await expect(page.getByRole('article', { name: fullName(person) })).toBeHidden();
    } finally {
      const listedNow = (await blacklist(request, process)).some((listed) => listed.personId === person.personId);
      if (listedNow !== wasListed) await toggleBlacklist(request, process, person);
    }
  });

  test('draws the funnel with the people tab’s counts and every chart with a table for screen readers', async ({
    page,
    request,
  }) => {
    const process = await processId(request);
    // Every feeling (the list opens without "No me gusta"), so the facets count every candidate.
    await signInAs(page, OWNER, `/es/cap/process/${process}/control/people?feelings=`);
    // The first list of a process builds its facet index: slower than the default wait on a busy machine.
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
    const statuses = {
      ended: 'Finalizado',
      inProgress: 'En evaluación',
      open: 'Sin iniciar',
      disqualified: 'Descalificado',
    };
    const counts = {
      ended: await facetCount(page, 'Estado de evaluación', statuses.ended),
      inProgress: await facetCount(page, 'Estado de evaluación', statuses.inProgress),
      open: await facetCount(page, 'Estado de evaluación', statuses.open),
      disqualified: await facetCount(page, 'Estado de evaluación', statuses.disqualified),
      hired: await facetCount(page, 'Contratación', 'Contratados'),
    };
    expect(counts.ended + counts.disqualified).toBeGreaterThan(0);

    await page.getByRole('tab', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(new RegExp(`/es/cap/process/${process}/control/dashboard$`));
    await expect(page.getByRole('heading', { name: 'Dashboard del proceso', level: 2 })).toBeVisible();
    for (const title of [
      'Embudo de candidatos',
      'Distribución del puntaje',
      'Aprobación por componente',
      'Etiquetas',
    ]) {
      await expect(page.getByRole('figure', { name: title })).toBeVisible();
    }

    const funnel = page.getByRole('table', { name: 'Embudo de candidatos' });
    expect(await tableCount(funnel, 'Invitados')).toBe(
      counts.ended + counts.inProgress + counts.open + counts.disqualified,
    );
    expect(await tableCount(funnel, 'En evaluación')).toBe(counts.inProgress);
    expect(await tableCount(funnel, 'Finalizados')).toBe(counts.ended);
    expect(await tableCount(funnel, 'Descalificados')).toBe(counts.disqualified);
    expect(await tableCount(funnel, 'Contratados')).toBe(counts.hired);

    // The histogram holds the finished candidates with a composed score: at most all of them.
    const scores = page.getByRole('table', { name: 'Distribución del puntaje' });
    const buckets = scores.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(buckets).toHaveCount(10);
    const scored = (await buckets.getByRole('cell').allTextContents()).reduce((sum, count) => sum + Number(count), 0);
    expect(scored).toBeGreaterThan(0);
    expect(scored).toBeLessThanOrEqual(counts.ended + counts.disqualified);
    await checkAccessible(page);

    // On a phone the charts fit the screen: nothing scrolls sideways.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(page.getByRole('figure', { name: 'Embudo de candidatos' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await checkAccessible(page);
  });
});
