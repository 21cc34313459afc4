import type { Locator, Page } from '@playwright/test';
import { checkAccessible, expect, test, type World, type WorldSpec } from './fixtures';

// The blacklist and dashboard tabs of a launched, full controlled process, as the owner of a company
// of the journey's own. The blacklist journey takes a person off the company's unwanted list.

const COMPANY: WorldSpec = {
  company: { plans: { CREDIT: 50 } },
  processes: {
    data: {
      position: 'Analista de datos',
      candidates: { ENDED: 8, INPROGRESS: 3, OPEN: 3, DISQUALIFIED: 4 },
      hired: 1,
      blacklisted: 1,
      processTags: true,
    },
  },
};
const OWNER = 'owner';

interface Person {
  id: number;
  personId: number;
  firstName: string;
  lastName: string;
  identification: string | null;
}

async function blacklist(world: World, process: number): Promise<Person[]> {
  const data = await world.graphql<{ getBlackListByProcessId: Person[] }>(
    OWNER,
    'query($processId: Int!) { getBlackListByProcessId(processId: $processId) { id personId firstName lastName identification } }',
    { processId: process },
  );
  return data.getBlackListByProcessId;
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
    createWorld,
  }) => {
    const world = await createWorld(COMPANY);
    const process = world.processes.data!.id;
    const [person] = await blacklist(world, process);
    if (!person) throw new Error('The company lists nobody');
    await world.signIn(page, OWNER, `/es/cap/process/${process}/control/blacklist`);
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
    expect((await blacklist(world, process)).map((listed) => listed.personId)).not.toContain(person.personId);

    // A fresh visit asks the server again: the person stays off the list.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Lista de no deseados', level: 2 })).toBeVisible();
    await expect(page.getByRole('article', { name: fullName(person) })).toBeHidden();
  });

  test('draws the funnel with the people tab’s counts and every chart with a table for screen readers', async ({
    page,
    createWorld,
  }) => {
    const world = await createWorld(COMPANY);
    const process = world.processes.data!.id;
    // Every feeling (the list opens without "No me gusta"), so the facets count every candidate.
    await world.signIn(page, OWNER, `/es/cap/process/${process}/control/people?feelings=`);
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
