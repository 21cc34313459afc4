import { checkAccessible, expect, expectNoSideScroll, test } from './fixtures';

// The resource centre (issue 18): every company reads Terna's guides, videos and documents, and a Terna
// administrator publishes them; the company side panel on a phone.

/** A one-page PDF, enough for the upload's content check. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

for (const [size, viewport] of [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`at ${size} size`, () => {
    test.use({ viewport });

    test('a recruiter finds the DISC guide by searching "disc" and reads it', async ({ page, createWorld }) => {
      const world = await createWorld({ members: { recruiter: { role: 'RECRUITER' } } });
      await world.signIn(page, 'recruiter', '/es/resource-center');

      await expect(page.getByRole('heading', { name: 'Centro de recursos', level: 1 })).toBeVisible();
      const guides = page.getByRole('region', { name: 'Guías' });
      await expect(guides.getByRole('article', { name: 'Cómo lanzar un proceso' })).toBeVisible();
      // Spanish by default: the English guides wait behind the language filter.
      await expect(guides.getByRole('article', { name: 'How to read DISC' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Publicar' })).toHaveCount(0);
      await expectNoSideScroll(page);
      await checkAccessible(page);

      await page.getByRole('searchbox', { name: 'Buscar en el centro de recursos' }).fill('disc');
      const results = page.getByRole('region', { name: /resultados? para «disc»/ });
      const first = results.getByRole('article').first();
      await expect(first).toHaveAccessibleName('Cómo leer el DISC');
      await expectNoSideScroll(page);
      await first.getByRole('link', { name: 'Leer guía' }).click();

      await expect(page).toHaveURL(/\/es\/resource-center\/guides\/como-leer-el-disc$/);
      await expect(page.getByRole('heading', { name: 'Cómo leer el DISC', level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Los cuatro factores', level: 2 })).toBeVisible();
      await expect(page.getByText('Dominancia', { exact: false }).first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Editar' })).toHaveCount(0);
      await expectNoSideScroll(page);
      await checkAccessible(page);

      await page.getByRole('link', { name: 'Volver al centro de recursos' }).click();
      await expect(page.getByRole('heading', { name: 'Centro de recursos', level: 1 })).toBeVisible();
    });

    test('a Terna administrator publishes a document that a recruiter then sees', async ({
      page,
      browser,
      createWorld,
    }) => {
      const world = await createWorld({
        members: { staff: { role: 'VIEWER', roleType: 'SYSTEM' }, recruiter: { role: 'RECRUITER' } },
      });
      const title = `Política de viáticos ${world.tag}`;
      await world.signIn(page, 'staff', '/es/resource-center/documents');
      await expect(page.getByRole('heading', { name: 'Documentos', level: 2 })).toBeVisible();
      await page.getByRole('button', { name: 'Publicar' }).click();

      const dialog = page.getByRole('dialog', { name: 'Publicar en el centro de recursos' });
      await expect(dialog.getByRole('radio', { name: 'Documento' })).toBeChecked();
      // Nothing filled in: the form says what is missing and sends nothing.
      await dialog.getByRole('button', { name: 'Publicar' }).click();
      await expect(dialog.getByText('La entrada no debe ser menor a 3 caratéres')).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Título' }).fill(title);
      await dialog
        .getByRole('textbox', { name: 'Descripción' })
        .fill('Montos y comprobantes de los viajes de trabajo.');
      await dialog.locator('input[type="file"]').setInputFiles({
        name: 'viaticos.pdf',
        mimeType: 'application/pdf',
        buffer: PDF,
      });
      await expect(dialog.getByRole('textbox', { name: 'Enlace del documento' })).toHaveValue(/^\/files\/[\w-]{32}$/);
      await checkAccessible(page);
      await dialog.getByRole('button', { name: 'Publicar' }).click();
      await expect(page.getByText(`Publicaste «${title}».`)).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('article', { name: title })).toBeVisible();
      await expectNoSideScroll(page);

      const context = await browser.newContext({ viewport });
      const recruiterPage = await context.newPage();
      await world.signIn(recruiterPage, 'recruiter', '/es/resource-center/documents');
      const card = recruiterPage.getByRole('article', { name: title });
      await expect(card).toBeVisible();
      await expect(card.getByText('Montos y comprobantes de los viajes de trabajo.')).toBeVisible();
      const open = card.getByRole('link', { name: /Abrir documento/ });
      await expect(open).toHaveAttribute('target', '_blank');
      const href = await open.getAttribute('href');
      const file = await recruiterPage.request.get(href!);
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toContain('application/pdf');
      await expect(recruiterPage.getByRole('button', { name: 'Publicar' })).toHaveCount(0);
      await expect(card.getByRole('button', { name: /Eliminar/ })).toHaveCount(0);
      await checkAccessible(recruiterPage);
      await context.close();
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the company side panel folds into a menu whose links work, and the header drawer leads to the resource centre', async ({
    page,
    createWorld,
  }) => {
    const world = await createWorld({});
    await world.signIn(page, 'owner', '/es/cap/my-company/home');
    await expect(page.getByRole('heading', { name: world.company.name, level: 1 })).toBeVisible();

    const panel = page.getByRole('navigation', { name: 'Menú de la empresa' });
    const toggle = panel.getByRole('button', { name: new RegExp(`${world.company.name} · Cuenta`) });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel.getByRole('link', { name: 'Usuarios' })).toBeHidden();
    await expectNoSideScroll(page);
    await checkAccessible(page);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const knowledge = panel.getByRole('link', { name: 'Biblioteca de conocimiento (se abre en una pestaña nueva)' });
    await expect(knowledge).toHaveAttribute('target', '_blank');
    await expect(knowledge).toHaveAttribute('rel', /noopener/);
    await expect(panel.getByRole('link', { name: 'Cuenta' })).toHaveAttribute('aria-current', 'page');
    await checkAccessible(page);

    await panel.getByRole('link', { name: 'Contratados' }).click();
    await expect(page).toHaveURL(/\/es\/cap\/my-company\/hired$/);
    await expect(
      panel.getByRole('button', { name: new RegExp(`${world.company.name} · Contratados`) }),
    ).toHaveAttribute('aria-expanded', 'false');
    await expectNoSideScroll(page);

    await page.getByRole('button', { name: 'Abrir menú de navegación' }).click();
    const drawer = page.getByRole('navigation', { name: 'Navegación principal' });
    await expect(drawer.getByRole('link', { name: 'Perfiles (se abre en una pestaña nueva)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await drawer.getByRole('link', { name: 'Centro de recursos' }).click();
    await expect(page).toHaveURL(/\/es\/resource-center$/);
    await expect(page.getByRole('heading', { name: 'Centro de recursos', level: 1 })).toBeVisible();
    await expectNoSideScroll(page);
  });
});
