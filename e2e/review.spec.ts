import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { checkAccessible, expect, test, type World, type WorldSpec } from './fixtures';

// The comparator and the shortlist as the owner, on a launched, full controlled process of a company
// of the journey's own, with finished candidates nobody has reviewed yet.

const COMPANY: WorldSpec = {
  company: { plans: { CREDIT: 50 } },
  processes: {
    store: {
      position: 'Gerente de tienda',
      city: 'Lima',
      components: 'CAP_COMPLETE',
      candidates: { ENDED: 5, INPROGRESS: 1 },
      reviews: false,
    },
  },
};
const OWNER = 'owner';

interface Candidate {
  id: number;
  firstName: string;
  lastName: string;
  mail: string | null;
  blackListed: boolean;
  viewerFeeling: string | null;
  feelings: { feeling: string }[];
}

const CANDIDATE_FIELDS = 'id firstName lastName mail blackListed viewerFeeling feelings { feeling }';

/** The process's finished candidates whatever their feelings, with an e-mail to search them by. */
async function endedCandidates(world: World, process: number): Promise<Candidate[]> {
  const data = await world.graphql<{ processPersonPaginated: { data: Candidate[] } }>(
    OWNER,
    `query($processId: Int!) {
      processPersonPaginated(processId: $processId, personEvaluationsStatus: [ENDED], feelings: [], size: 100) { data { ${CANDIDATE_FIELDS} } }
    }`,
    { processId: process },
  );
  return data.processPersonPaginated.data.filter((candidate) => !candidate.blackListed && candidate.mail);
}

async function shortlisted(world: World, process: number): Promise<Candidate[]> {
  const data = await world.graphql<{ processPersonShortlisted: { data: Candidate[] } }>(
    OWNER,
    `query($processId: Int!) { processPersonShortlisted(processId: $processId, size: 100) { data { ${CANDIDATE_FIELDS} } } }`,
    { processId: process },
  );
  return data.processPersonShortlisted.data;
}

async function setFeeling(world: World, process: number, candidate: number, feeling: string | null): Promise<void> {
  await world.graphql(
    OWNER,
    `
      mutation ($processId: Int!, $processPersonId: String!, $feeling: Feeling) {
        addPersonShortlisted(processId: $processId, processPersonId: $processPersonId, feeling: $feeling) {
          feelings {
            feeling
          }
        }
      }
    `,
    { processId: process, processPersonId: String(candidate), feeling },
  );
}

async function comparatorIds(world: World, process: number): Promise<number[]> {
  const data = await world.graphql<{ processPersonComparator: { data: { candidate: { id: number } }[] } }>(
    OWNER,
    'query($processId: Int!) { processPersonComparator(processId: $processId, size: 5) { data { candidate { id } } } }',
    { processId: process },
  );
  return data.processPersonComparator.data.map((entry) => entry.candidate.id);
}

const fullName = (candidate: Candidate) => `${candidate.firstName} ${candidate.lastName}`;
const snackbar = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

test.describe('reviewing candidates', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('compares three finished candidates side by side, the best values marked, and removes one', async ({
    page,
    createWorld,
  }) => {
    const world = await createWorld(COMPANY);
    const process = world.processes.store!.id;
    const three = (await endedCandidates(world, process)).slice(0, 3);
    expect(three).toHaveLength(3);
    await world.signIn(page, OWNER, `/es/cap/process/${process}/control/comparator`);
    await expect(page.getByRole('heading', { name: 'Comparador', level: 2 })).toBeVisible();
    await expect(page.getByText('Tu comparador está vacío.', { exact: false })).toBeVisible();

    const picker = page.getByRole('combobox', { name: 'Agregar candidato' });
    for (const candidate of three) {
      await picker.click();
      await picker.fill(candidate.mail!);
      await page.getByRole('option', { name: fullName(candidate) }).click();
      await expect(snackbar(page, 'Candidato agregado al comparador correctamente.').last()).toBeVisible();
      await expect(page.getByRole('columnheader', { name: fullName(candidate) })).toBeVisible();
    }

    const table = page.getByRole('table', { name: 'Comparación de 3 candidatos' });
    await expect(table.getByRole('row').first().getByRole('columnheader')).toHaveCount(4);
    const overall = table.getByRole('row', { name: /^Resultado general/ });
    await expect(overall.getByRole('cell')).toHaveCount(3);
    // At least one value of the row is the best one, said in words as well as with the trophy.
    await expect(overall.getByText('(mejor valor)').first()).toBeAttached();
    await expect(table.getByRole('rowheader', { name: 'Arquetipo DISC' })).toBeVisible();
    await checkAccessible(page);

    const [first, ...rest] = three;
    await page.getByRole('button', { name: `Quitar a ${fullName(first!)} del comparador` }).click();
    await expect(snackbar(page, 'Candidato eliminado del comparador correctamente.')).toBeVisible();
    await expect(page.getByRole('columnheader', { name: fullName(first!) })).toBeHidden();
    await expect(page.getByRole('table', { name: 'Comparación de 2 candidatos' })).toBeVisible();
    for (const candidate of rest)
      await expect(page.getByRole('columnheader', { name: fullName(candidate) })).toBeVisible();
    expect(await comparatorIds(world, process)).toEqual(rest.map((candidate) => candidate.id));
  });

  test('a full comparator says why no one more can be added, in text with enough contrast', async ({
    page,
    createWorld,
  }) => {
    const world = await createWorld(COMPANY);
    const process = world.processes.store!.id;
    const five = (await endedCandidates(world, process)).slice(0, 5);
    expect(five).toHaveLength(5);
    await world.graphql(
      OWNER,
      'mutation($ids: [Int!]!, $processId: Int!) { addCandidatesToComparator(ids: $ids, processId: $processId) { ok } }',
      { ids: five.map((candidate) => candidate.id), processId: process },
    );
    await world.signIn(page, OWNER, `/es/cap/process/${process}/control/comparator`);
    await expect(page.getByRole('table', { name: 'Comparación de 5 candidatos' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Agregar candidato' })).toBeDisabled();
    const helper = page.getByText('El comparador ya tiene 5 candidatos: quita uno para agregar otro');
    await expect(helper).toBeVisible();
    // Every text of the comparator, the helper of the disabled picker included, at 4.5:1 or more.
    const contrast = await new AxeBuilder({ page })
      .include('section[aria-labelledby]')
      .withRules(['color-contrast'])
      .analyze();
    expect(contrast.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual(
      [],
    );
    expect(contrast.passes.some((rule) => rule.id === 'color-contrast')).toBe(true);
    await checkAccessible(page);
  });

  test('likes a shortlisted candidate under the owner’s name and dislikes another off the shortlist', async ({
    page,
    createWorld,
  }) => {
    const world = await createWorld(COMPANY);
    const process = world.processes.store!.id;
    // Two finished candidates nobody has given a feeling yet, put on the shortlist by the owner alone.
    const [liked, disliked] = (await endedCandidates(world, process)).filter(
      (candidate) => candidate.feelings.length === 0,
    );
    expect(disliked, 'two finished candidates without feelings').toBeDefined();
    const ownerName = `${world.members.owner!.firstName} ${world.members.owner!.lastName}`;
    await setFeeling(world, process, liked!.id, 'MAYBE');
    await setFeeling(world, process, disliked!.id, 'YES');
    const onShortlist = (await shortlisted(world, process)).map((candidate) => candidate.id);
    expect(onShortlist).toEqual(expect.arrayContaining([liked!.id, disliked!.id]));
    await world.signIn(
      page,
      OWNER,
      `/es/cap/process/${process}/control/shortlisted?search=${encodeURIComponent(liked!.mail!)}`,
    );
    await expect(page.getByRole('heading', { name: 'Finalistas', level: 2 })).toBeVisible();
    const likedRow = page.getByRole('article', { name: fullName(liked!) });
    const selector = likedRow.getByRole('group', { name: `Tu opinión sobre ${fullName(liked!)}` });
    // Collapsed, the selector shows the owner's doubt; it opens on hover.
    await expect(selector.getByRole('button', { name: `Tal vez: ${fullName(liked!)}`, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await selector.hover();
    await selector.getByRole('button', { name: `Me gusta: ${fullName(liked!)}`, exact: true }).click();
    await expect(selector.getByRole('button', { name: `Me gusta: ${fullName(liked!)}`, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const opinions = likedRow.getByRole('list', { name: `Opiniones sobre ${fullName(liked!)}` });
    await expect(opinions.getByRole('listitem').filter({ hasText: ownerName })).toContainText('Me gusta');
    await expect(opinions.getByRole('listitem').filter({ hasText: ownerName })).toContainText('Equipo');
    await checkAccessible(page);

    await page.goto(`/es/cap/process/${process}/control/shortlisted?search=${encodeURIComponent(disliked!.mail!)}`);
    const dislikedRow = page.getByRole('article', { name: fullName(disliked!) });
    const dislike = dislikedRow.getByRole('group', { name: `Tu opinión sobre ${fullName(disliked!)}` });
    await dislike.hover();
    const refetched = page.waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') &&
        (response.request().postData() ?? '').includes('ProcessPersonShortlisted'),
      {
        timeout: 10_000,
      },
    );
    await dislike.getByRole('button', { name: `No me gusta: ${fullName(disliked!)}`, exact: true }).click();
    await expect(dislikedRow).toBeHidden();
    await expect(snackbar(page, `${fullName(disliked!)} ya no está entre los finalistas.`)).toBeVisible();
    // The list asks the server again about 2 seconds later; the candidate stays gone.
    await refetched;
    await expect(dislikedRow).toBeHidden();
    await expect(page.getByText('Ningún finalista coincide', { exact: false })).toBeVisible();
  });
});
