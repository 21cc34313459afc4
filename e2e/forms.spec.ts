import { checkAccessible, expect, test, type WorldSpec } from './fixtures';

// The one dialog form pattern (docs/decisions/012-forms.md) in a real dialog: the hire dialog
// refuses a day after today with the spec's Spanish form message under the field, and sends nothing.

const COMPANY: WorldSpec = {
  company: { plans: { CREDIT: 10 } },
  processes: { data: { position: 'Analista de datos', candidates: { ENDED: 2 } } },
};

interface Candidate {
  id: number;
  firstName: string;
  lastName: string;
  mail: string | null;
  hired: { status: string } | null;
}

const CANDIDATES = `
  query ($processId: Int!) {
    processPersonPaginated(processId: $processId, personEvaluationsStatus: [ENDED], size: 100) {
      data {
        id
        firstName
        lastName
        mail
        hired {
          status
        }
      }
    }
  }
`;

const ddMMyyyy = (date: Date) =>
  `${String(date.getDate()).padStart(2, '0')}-${String(date.getMonth() + 1).padStart(2, '0')}-${date.getFullYear()}`;

for (const [size, viewport] of [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`at ${size} size`, () => {
    test.use({ viewport });

    test('a dialog form shows the Spanish field error and does not submit', async ({ page, createWorld }) => {
      const world = await createWorld(COMPANY);
      const process = world.processes.data!.id;
      const list = async () =>
        (
          await world.graphql<{ processPersonPaginated: { data: Candidate[] } }>('owner', CANDIDATES, {
            processId: process,
          })
        ).processPersonPaginated.data;
      const candidate = (await list()).find((person) => person.mail && person.hired?.status !== 'ACTIVE')!;
      const name = `${candidate.firstName} ${candidate.lastName}`;

      await world.signIn(
        page,
        'owner',
        `/es/cap/process/${process}/control/people?q=${encodeURIComponent(candidate.mail!)}`,
      );
      await page.getByRole('button', { name: `Acciones de ${name}` }).click();
      await page.getByRole('menu').getByRole('menuitem', { name: 'Contratar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Contratar candidato' });

      // A year from now: past the last day a hire may take (today, in the process's time zone).
      const nextYear = new Date(Date.now() + 365 * 24 * 3600 * 1000);
      const field = dialog.getByRole('group', { name: 'Fecha de contratación' });
      await field.getByRole('spinbutton').first().click();
      await page.keyboard.type(ddMMyyyy(nextYear).replaceAll('-', ''));
      await dialog.getByRole('button', { name: 'Contratar' }).click();

      await expect(dialog.getByRole('alert')).toHaveText(/^El valor máximo es \d{2}-\d{2}-\d{4}$/);
      // The first invalid field takes the focus, on its first section (the day).
      await expect(field.getByRole('spinbutton').first()).toBeFocused();
      await expect(dialog).toBeVisible();
      await checkAccessible(page);
      expect((await list()).find((person) => person.id === candidate.id)?.hired?.status).not.toBe('ACTIVE');

      // Escape cancels the dialog.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
  });
}
