import type { Page } from '@playwright/test';
import { checkAccessible, expect, expectNoSideScroll, test, type WorldSpec } from './fixtures';

// Issue 21: the process menu's reminder to pending candidates (with its preview) and the NPS question
// after closing a process that hired, on a desktop and on a phone.

const COMPANY: WorldSpec = {
  company: { plans: { CREDIT: 60 } },
  processes: {
    reminders: {
      position: 'Analista de datos',
      environment: 'EMAIL',
      candidates: { OPEN: 2, INPROGRESS: 1, ENDED: 2 },
    },
    hiring: { position: 'Auxiliar de bodega', environment: 'EMAIL', candidates: { ENDED: 3 }, hired: 1 },
  },
};

async function openMenuOf(page: Page, name: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Buscar procesos' }).fill(name);
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === name);
  await page.getByRole('button', { name: `Acciones del proceso ${name}` }).click();
  await expect(page.getByRole('menu')).toBeVisible();
}

for (const [device, viewport] of [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`process e-mails and NPS (${device})`, () => {
    test.use({ viewport });

    test('the pending candidates are notified after a preview', async ({ page, createWorld }) => {
      const world = await createWorld(COMPANY);
      const name = world.processes.reminders!.name;
      await world.signIn(page, 'owner');
      await openMenuOf(page, name);
      await page.getByRole('menuitem', { name: 'Notificar a los candidatos pendientes' }).click();
      const dialog = page.getByRole('dialog', { name: 'Notificar a los candidatos pendientes' });
      await expect(dialog.getByText('Lo recibirán 3 candidatos:')).toBeVisible();
      await expect(dialog.getByRole('region', { name: 'Vista previa del correo' })).toContainText(
        'Hola [nombre del candidato]:',
      );
      await expectNoSideScroll(page);
      await checkAccessible(page);
      await dialog.getByRole('button', { name: 'Enviar recordatorios' }).click();
      await expect(page.getByText('Enviamos el recordatorio a 3 candidatos.')).toBeVisible();
      await expect(dialog).toHaveCount(0);
    });

    test('closing a process that hired asks for the NPS once', async ({ page, createWorld }) => {
      const world = await createWorld(COMPANY);
      const name = world.processes.hiring!.name;
      await world.signIn(page, 'owner');
      await openMenuOf(page, name);
      await page.getByRole('menuitem', { name: 'Cerrar proceso' }).click();
      await page
        .getByRole('dialog', { name: '¿Cerrar el proceso?' })
        .getByRole('button', { name: 'Cerrar proceso' })
        .click();
      const nps = page.getByRole('dialog', { name: '¿Cómo te fue con este proceso?' });
      await expect(nps).toBeVisible();
      await expectNoSideScroll(page);
      await checkAccessible(page);
      await nps.getByRole('button', { name: 'Puntuación 9' }).click();
      await nps.getByRole('button', { name: 'Enviar' }).click();
      await expect(page.getByText('¡Gracias por tu opinión!')).toBeVisible();
      await expect(nps).toHaveCount(0);
    });
  });
}
