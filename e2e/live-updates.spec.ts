import { expect, test, type WorldSpec } from './fixtures';

// Real time (issue 20): what another member changes reaches an open people tab without a reload or
// polling, through the candidateChanged subscription (GraphQL over SSE).

const COMPANY: WorldSpec = {
  company: { plans: { CREDIT: 50 } },
  processes: {
    sales: { position: 'Asesor comercial', candidates: { ENDED: 4 }, processTags: true, feelings: {} },
  },
};

for (const screen of [
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
]) {
  test(`a tag added by another member shows in the open list at once (${screen.name})`, async ({
    page,
    createWorld,
  }) => {
    await page.setViewportSize(screen.viewport);
    const world = await createWorld(COMPANY);
    const processId = world.processes.sales!.id;
    await world.signIn(page, 'owner', `/es/cap/process/${processId}/control/people`);
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Disponibilidad inmediata')).toHaveCount(0);

    const { processPersonPaginated } = await world.graphql<{ processPersonPaginated: { data: { id: number }[] } }>(
      'owner',
      'query ($processId: Int!) { processPersonPaginated(processId: $processId, size: 10) { data { id } } }',
      { processId },
    );
    // Another session of the company (the API, as a teammate's browser would call it) tags a candidate.
    await world.graphql(
      'owner',
      'mutation ($id: Int!) { createPersonTag(processPersonId: $id, code: "Process_Tag_1", userId: 1) { id } }',
      { id: processPersonPaginated.data[0]!.id },
    );
    await expect(page.getByText('Disponibilidad inmediata').first()).toBeVisible({ timeout: 5_000 });
  });
}
