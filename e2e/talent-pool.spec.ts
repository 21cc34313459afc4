import type { Page } from '@playwright/test';
import { checkAccessible, expect, test, type WorldSpec } from './fixtures';

// The talent pool (issue 19), on a desktop and on a 390 px phone: my-base found with an accent-free
// word and a typo, a CV opened and its person invited to a process; the talent pool searched, two
// anonymous CVs bought, the balance falling and the people showing in my-base; a purchase with no
// views left, and the request for more.

/** Nothing wider than the screen: the page never scrolls sideways. */
async function expectNoSideScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function checkPage(page: Page): Promise<void> {
  await checkAccessible(page);
  await expectNoSideScroll(page);
}

/** A word nobody else's CV holds: every world's talent-pool people are in every company's talent pool. */
const uniqueWord = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** The views balance: in the header on a desktop, in the user menu on a phone. */
async function expectViews(page: Page, phone: boolean, views: number): Promise<void> {
  if (phone) await page.getByRole('button', { name: 'Abrir menú de usuario' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'vistas disponibles' })).toHaveText(
    new RegExp(`^${views} vistas disponibles`),
  );
  if (phone) await page.keyboard.press('Escape');
}

/** Types a search and waits for it to be committed (the address holds it), so the results are its own. */
async function searchFor(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Buscar CV' }).fill(text);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text).replace(/%20/g, '\\+')}(&|$)`));
}

for (const [label, viewport, phone] of [
  ['desktop', { width: 1366, height: 850 }, false],
  ['390 px phone', { width: 390, height: 844 }, true],
] as const) {
  test.describe(`talent pool on a ${label}`, () => {
    test.use({ viewport });

    test('my-base: accents and a typo find the person, whose CV opens and who is invited to a process', async ({
      page,
      createWorld,
    }) => {
      const world = await createWorld({
        company: { plans: { TALENT_POOL: 5 } },
        processes: {
          base: { position: 'Cajero de tienda', candidates: { ENDED: 1 } },
          target: { position: 'Analista de compras', city: 'Bogotá', environment: 'EMAIL' },
        },
        cvPeople: {
          rosa: {
            pool: 'MY_BASE',
            firstName: 'Rosa',
            lastName: 'Quiñónez',
            jobTitle: 'Técnico contable',
            company: 'Ferretería Andina',
          },
        },
      } satisfies WorldSpec);
      await world.signIn(page, 'owner', '/es/talent-pool/my-base');
      await expect(page.getByRole('heading', { name: 'Mi base', level: 1 })).toBeVisible();

      // "tecnico" without its accent finds "Técnico contable".
      await searchFor(page, 'tecnico contable');
      const card = page.getByRole('article', { name: 'Rosa Quiñónez' });
      await expect(card).toBeVisible();
      await expect(card.getByText('Técnico contable en Ferretería Andina')).toBeVisible();
      // One typo in a long word (CV_SEARCH_TYPO_MIN_LENGTH) is tolerated by the search engine.
      await searchFor(page, 'tecnico contavle');
      await expect(card).toBeVisible();
      await checkPage(page);

      await card.getByRole('link', { name: 'Ver CV' }).click();
      await expect(page).toHaveURL(new RegExp(`/es/talent-pool/my-base/cv/${world.cvPeople.rosa!.personId}$`));
      await expect(page.getByText('Rosa Quiñónez')).toBeVisible();
      await expect(page.getByText(world.cvPeople.rosa!.email)).toBeVisible();
      await checkPage(page);

      await page.getByRole('button', { name: 'Invitar a un proceso' }).click();
      const dialog = page.getByRole('dialog', { name: 'Invitar a Rosa Quiñónez a otro proceso' });
      await dialog.getByRole('searchbox', { name: 'Buscar procesos' }).fill('analista de compras');
      await dialog.getByRole('button', { name: `Enviar invitación a ${world.processes.target!.name}` }).click();
      await expect(dialog.getByRole('status')).toHaveText(
        `Invitamos a Rosa Quiñónez a ${world.processes.target!.name}.`,
      );
      await dialog.getByRole('button', { name: 'Cerrar' }).click();
      await expect(dialog).toBeHidden();
    });

    test('talent pool: two anonymous CVs bought, the balance falls and they show in my-base', async ({
      page,
      createWorld,
    }) => {
      const word = uniqueWord();
      const world = await createWorld({
        company: { plans: { TALENT_POOL: 3 } },
        processes: { base: { position: 'Cajero de tienda' } },
        cvPeople: {
          ana: {
            pool: 'TALENT_POOL',
            firstName: 'Ana',
            lastName: 'Benítez',
            jobTitle: `Auditora ${word}`,
            company: 'Banco Sur',
          },
          luis: {
            pool: 'TALENT_POOL',
            firstName: 'Luis',
            lastName: 'Cedeño',
            jobTitle: `Contralor ${word}`,
            company: 'Minera Alta',
          },
        },
      } satisfies WorldSpec);
      await world.signIn(page, 'owner', '/es/talent-pool');
      await expect(page.getByRole('heading', { name: 'Banco de talento', level: 1 })).toBeVisible();
      await expectViews(page, phone, 3);

      await searchFor(page, word);
      const ana = page.getByRole('article', { name: `Perfil anónimo · Auditora ${word}` });
      const luis = page.getByRole('article', { name: `Perfil anónimo · Contralor ${word}` });
      await expect(ana).toBeVisible();
      await expect(luis).toBeVisible();
      // Anonymised: no name, no employer.
      await expect(page.getByText(/Benítez|Cedeño|Banco Sur|Minera Alta/)).toHaveCount(0);
      await checkPage(page);

      await ana.getByRole('checkbox').check();
      await luis.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Comprar 2 CV' }).click();
      const dialog = page.getByRole('dialog', { name: '¿Comprar 2 CV?' });
      await expect(dialog.getByText('Tienes 3 vistas disponibles.')).toBeVisible();
      await checkAccessible(page);
      // Persistent: Escape does not close it.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Comprar', exact: true }).click();
      const done = page.getByRole('dialog', { name: '¡CV comprados!' });
      await expect(done.getByText('Las 2 personas ya están en tu base, con su CV completo.')).toBeVisible();
      await done.getByRole('button', { name: 'Ver CV' }).click();

      await expect(page).toHaveURL(/\/es\/talent-pool\/my-base\?bulk=cvPurchased$/);
      const bought = page.getByRole('region', { name: '2 CV comprados' });
      await expect(bought.getByText('Ana Benítez')).toBeVisible();
      await expect(bought.getByText('Luis Cedeño')).toBeVisible();
      await expectViews(page, phone, 1);
      await searchFor(page, word);
      await expect(page.getByRole('article', { name: 'Ana Benítez' })).toBeVisible();
      await expect(page.getByRole('article', { name: 'Luis Cedeño' })).toBeVisible();
      await checkPage(page);

      // They left the talent pool.
      await page.getByRole('tab', { name: 'Banco de talento' }).click();
      // The tab's own search box, empty: typed into my-base's box before the switch rendered, the same
      // words change nothing there and the talent pool opens without them (CI, 2026-12-03).
      await expect(page).toHaveURL(/\/es\/talent-pool$/);
      await expect(page.getByRole('searchbox', { name: 'Buscar CV' })).toHaveValue('');
      await searchFor(page, word);
      await expect(page.getByText('No encontrado. Prueba con otras palabras o quita filtros.')).toBeVisible();
    });

    test('talent pool: with no views left a purchase offers to request more', async ({ page, createWorld }) => {
      const word = uniqueWord();
      const world = await createWorld({
        company: { plans: { TALENT_POOL: 0 } },
        processes: { base: { position: 'Cajero de tienda' } },
        cvPeople: {
          eva: {
            pool: 'TALENT_POOL',
            firstName: 'Eva',
            lastName: 'Mora',
            jobTitle: `Tesorera ${word}`,
            company: 'Caja Norte',
          },
        },
      } satisfies WorldSpec);
      await world.signIn(page, 'owner', '/es/talent-pool');
      await expectViews(page, phone, 0);
      await searchFor(page, word);
      const eva = page.getByRole('article', { name: `Perfil anónimo · Tesorera ${word}` });
      await eva.getByRole('link', { name: 'Ver CV' }).click();
      await expect(page).toHaveURL(new RegExp(`/es/talent-pool/evaluar/cv/${world.cvPeople.eva!.personId}$`));
      await expect(page.getByText(/Eva|Mora|Caja Norte/)).toHaveCount(0);
      await checkPage(page);

      await page.getByRole('button', { name: 'Comprar CV' }).click();
      const noViews = page.getByRole('dialog', { name: 'No tienes vistas disponibles' });
      await expect(noViews).toBeVisible();
      await noViews.getByRole('button', { name: 'Solicitar vistas' }).click();
      await expect(page.getByRole('dialog', { name: 'Recibimos tu solicitud.' })).toBeVisible();
      await page.getByRole('button', { name: 'Aceptar' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });
}
