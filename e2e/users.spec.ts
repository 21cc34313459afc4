import type { APIRequestContext, Page } from '@playwright/test';
import { checkAccessible, expect, test } from './fixtures';

// Users and roles (issue 18): an owner invites a recruiter scoped to an agency, the invitee activates
// the account from the e-mailed link in a browser of their own and lands in the company; the owner
// makes them read-only and their very next action is refused; the owner creates a company role.
// The invitee, limited to one agency, sees only that agency's processes.

/** The path of the link in the newest e-mail to the address (what the invitee clicks in their inbox). */
async function mailedLink(request: APIRequestContext, to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/__test__/mails/latest?to=${encodeURIComponent(to)}`);
      const mail = (await response.json()) as { body: string } | null;
      link = mail?.body.match(/https?:\/\/\S+/)?.[0];
      return link;
    })
    .toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

/** Nothing wider than the screen; on failure, the elements that reach past it. */
async function expectNoSideScroll(page: Page): Promise<void> {
  const { overflow, wide } = await page.evaluate(() => ({
    overflow: document.documentElement.scrollWidth - window.innerWidth,
    wide: [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 5)
      .map((element) => `${element.tagName}.${element.className}`),
  }));
  expect(overflow, `wider than the screen: ${wide.join(', ')}`).toBeLessThanOrEqual(0);
}

/** Starts a process draft with the session the page holds: what a recruiter may do and a viewer may not. */
function startDraft(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${window.localStorage.getItem('terna.accessToken') ?? ''}`,
      },
      body: JSON.stringify({
        query:
          'mutation { startProcessDraft(environmentType: CONTROLLED, fullProfile: false, typeCompanyPlan: CREDIT) { id } }',
      }),
    });
    const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
    return body.errors?.[0]?.extensions?.code ?? 'OK';
  });
}

async function choose(page: Page, scope: Page | ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

for (const [size, viewport] of [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`at ${size} size`, () => {
    test.use({ viewport });

    test('an owner invites an agency recruiter, who activates from the mail; a role change applies at once', async ({
      page,
      browser,
      request,
      createWorld,
    }) => {
      test.slow();
      const world = await createWorld({
        company: { plans: { CREDIT: 20 }, agencies: { 'Sede Norte': ['Ventas'], 'Sede Sur': [] } },
        members: { owner: { role: 'OWNER' } },
        processes: {
          north: { position: 'Analista de datos', city: 'Quito', agency: 'Sede Norte', candidates: { ENDED: 2 } },
          south: { position: 'Asesor comercial', city: 'Guayaquil', agency: 'Sede Sur', candidates: { ENDED: 2 } },
        },
      });
      const email = `reclutadora.${world.tag}@e2e.test`;
      await world.signIn(page, 'owner', '/es/cap/users');
      await expect(page.getByRole('heading', { name: 'Usuarios', level: 1 })).toBeVisible();
      await expect(page.getByText(world.members.owner!.email)).toBeVisible();
      await checkAccessible(page);
      await expectNoSideScroll(page);

      await page.getByRole('button', { name: 'Invitar usuario' }).click();
      const invite = page.getByRole('dialog', { name: 'Invitar usuario' });
      await invite.getByLabel('Correo electrónico').fill('no-es-correo');
      await invite.getByRole('button', { name: 'Enviar invitación' }).click();
      await expect(invite.getByText('Introduzca un email válido')).toBeVisible();
      await invite.getByLabel('Correo electrónico').fill(email);
      await invite.getByRole('radio', { name: 'Una sede' }).check();
      await choose(page, invite, 'Sede', 'Sede Norte');
      await checkAccessible(page);
      await invite.getByRole('button', { name: 'Enviar invitación' }).click();
      await expect(page.getByText('Invitación enviada.')).toBeVisible();
      await expect(page.getByText(email)).toBeVisible();
      await expect(page.getByText('Invitación pendiente').first()).toBeVisible();

      // The invitee opens the mailed link in a browser of their own.
      const link = await mailedLink(request, email);
      expect(link).toMatch(/^\/es\/invitation\/activate\?token=/);
      const inviteeContext = await browser.newContext({ viewport });
      const invitee = await inviteeContext.newPage();
      await invitee.goto(link);
      await expect(invitee.getByRole('heading', { name: `Únete a ${world.company.name} en Terna` })).toBeVisible();
      await checkAccessible(invitee);
      await expectNoSideScroll(invitee);
      await invitee.getByLabel('Nombre').fill('Ana');
      await invitee.getByLabel('Apellido').fill('Reclutadora');
      await invitee.getByLabel('Contraseña').fill('clave-segura-1');
      await invitee.getByRole('button', { name: 'Crear cuenta y entrar' }).click();
      await expect(invitee.getByText('Campo obligatorio')).toBeVisible();
      await invitee.getByRole('checkbox', { name: /Acepto la/ }).check();
      await invitee.getByRole('button', { name: 'Crear cuenta y entrar' }).click();
      await expect(invitee).toHaveURL(/\/es\/cap\/process\/list/);
      await expect(invitee.getByText(world.processes.north!.name).first()).toBeVisible();
      await expect(invitee.getByText(world.processes.south!.name)).toHaveCount(0);
      expect(await startDraft(invitee)).toBe('OK');

      // The link works once.
      await invitee.goto(link);
      await expect(invitee.getByRole('heading', { name: 'Invitación ya usada' })).toBeVisible();

      // The owner makes the new member read-only; the member's very next action is refused.
      await page.reload();
      await page.getByRole('button', { name: 'Acciones de Ana Reclutadora' }).click();
      await page.getByRole('menuitem', { name: 'Cambiar rol o alcance' }).click();
      const edit = page.getByRole('dialog', { name: 'Cambiar rol y alcance de Ana Reclutadora' });
      await expect(edit.getByRole('combobox', { name: 'Sede' })).toContainText('Sede Norte');
      await choose(page, edit, 'Rol', 'Solo lectura');
      await edit.getByRole('button', { name: 'Guardar' }).click();
      await expect(page.getByText('Rol y alcance guardados.')).toBeVisible();
      expect(await startDraft(invitee)).toBe('FORBIDDEN');
      await inviteeContext.close();

      // A company role from the permission catalogue, shown in the matrix.
      await page.getByRole('tab', { name: 'Roles y permisos' }).click();
      await expect(page.getByRole('columnheader', { name: /Propietario/ })).toBeVisible();
      await checkAccessible(page);
      await page.getByRole('button', { name: 'Crear rol' }).click();
      const roleDialog = page.getByRole('dialog', { name: 'Crear rol' });
      await roleDialog.getByLabel('Nombre del rol').fill('Auditoría');
      await roleDialog.getByRole('checkbox', { name: 'Ver procesos' }).check();
      await roleDialog.getByRole('checkbox', { name: 'Ver candidatos' }).check();
      await checkAccessible(page);
      await roleDialog.getByRole('button', { name: 'Guardar rol' }).click();
      await expect(page.getByText('Rol Auditoría guardado.')).toBeVisible();
      await expect(page.getByRole('columnheader', { name: /Auditoría/ })).toBeVisible();
      await expectNoSideScroll(page);
    });
  });
}
