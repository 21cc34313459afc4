import type { Page } from '@playwright/test';
import { checkAccessible, expect, expectNoSideScroll, test, type World } from './fixtures';

// Plans and subscriptions (issue 19): a small business out of e-talent credits sees the banner and its
// exit confirmation, adds processes up to its plan's limit, switches to another plan, and Terna's
// administrator marks the order paid, which the owner then sees in the plan; a company whose plans
// all expired lands on access denied. On a desktop and on a 390 px phone.

/** The order id of a checkout link (/subscription/detail?order=N). */
const orderIdOf = (url: string) => Number(new URL(url).searchParams.get('order'));

async function journey(page: Page, world: World): Promise<void> {
  const owner = world.members.owner!;
  await world.signIn(page, 'owner', '/es/subscription/detail');
  await expect(page.getByRole('heading', { name: 'Suscripción', level: 1 })).toBeVisible();
  await expect(page.getByTestId('current-plan')).toHaveText('E-TALENT');
  await expect(page.getByTestId('current-quantity')).toHaveText('47 de 50 procesos contratados');
  await expect(page.getByTestId('subscription-status')).toHaveText('Activa');
  await checkAccessible(page);
  await expectNoSideScroll(page);

  // The zero-credit banner (a PYME, e-talent balance 0): its exit confirmation, then the subscriptions page in a new tab.
  const banner = page.getByRole('region', { name: 'Aviso de créditos' });
  await expect(banner).toContainText('Te quedaste sin créditos');
  await banner.getByRole('button', { name: 'Comprar suscripción' }).click();
  const leaving = page.getByRole('dialog', { name: 'Atención' });
  await expect(leaving).toContainText('Vas a salir de Terna');
  await leaving.getByRole('button', { name: 'Cancelar' }).click();
  await expect(leaving).toBeHidden();
  await banner.getByRole('button', { name: 'Comprar suscripción' }).click();
  const storeTab = page.waitForEvent('popup');
  await page.getByRole('dialog', { name: 'Atención' }).getByRole('button', { name: 'Aceptar' }).click();
  const store = await storeTab;
  await store.waitForURL(/companyId=/);
  expect(new URL(store.url()).searchParams.get('email')).toBe(owner.email);
  expect(new URL(store.url()).searchParams.get('companyId')).toBe(String(world.company.id));
  await store.close();

  // Switch plan: the cards (price with 2 decimals, at most 4 features), then the confirmation with its total.
  await page.getByRole('button', { name: 'Cambiar plan' }).click();
  const switching = page.getByRole('dialog', { name: 'Cambiar plan' });
  await expect(switching.getByRole('button', { name: 'Elegir el plan TALENT POOL' })).toContainText('$19.00');
  await checkAccessible(page);
  await expectNoSideScroll(page);
  await switching.getByRole('button', { name: 'Elegir el plan TALENT POOL' }).click();
  await expect(switching.getByRole('heading', { name: 'Plan TALENT POOL' })).toBeVisible();
  await switching.getByRole('spinbutton', { name: 'Cantidad' }).fill('2');
  await expect(switching.getByText('Total: $38.00')).toBeVisible();
  const checkoutTab = page.waitForEvent('popup');
  await switching.getByRole('button', { name: 'Confirmar compra' }).click();
  const checkout = await checkoutTab;
  await checkout.waitForURL(/order=\d+/);
  const switchOrder = orderIdOf(checkout.url());
  await checkout.close();
  await expect(switching).toBeHidden();
  await expect(page.getByText(`Pedido n.º ${switchOrder} · Talent Pool × 2 · $38.00`)).toBeVisible();

  // Add processes: the counter stops at what is left (50 - 47 = 3); confirming goes to the checkout.
  await page.getByRole('button', { name: 'Agregar procesos' }).click();
  const adding = page.getByRole('dialog', { name: 'Agregar procesos a E-TALENT' });
  await expect(adding.getByRole('button', { name: 'Uno menos' })).toBeDisabled();
  const more = adding.getByRole('button', { name: 'Uno más' });
  await more.click();
  await more.click();
  await expect(more).toBeDisabled();
  await expect(adding.getByRole('spinbutton', { name: 'Procesos' })).toHaveValue('3');
  await expect(adding.getByText('Tendrás 50 de 50 procesos.')).toBeVisible();
  await expect(adding.getByText('Total: $147.00')).toBeVisible();
  await checkAccessible(page);
  await expectNoSideScroll(page);
  await adding.getByRole('button', { name: 'Ir al pago' }).click();
  await page.waitForURL(/subscription\/detail\?order=\d+/);
  const addOrder = orderIdOf(page.url());
  await expect(page.getByText(`Tu pedido n.º ${addOrder} por $147.00 está pendiente de pago`)).toBeVisible();

  // Terna's administrator marks the add-process order paid.
  await world.signIn(page, 'staff', '/es/staff/orders');
  await expect(page.getByRole('heading', { name: 'Pedidos por cobrar', level: 1 })).toBeVisible();
  const row = page.getByTestId('staff-order').filter({ hasText: `Pedido n.º ${addOrder} ·` });
  await expect(row).toContainText(world.company.name);
  await checkAccessible(page);
  await expectNoSideScroll(page);
  await row.getByRole('button', { name: 'Marcar pagado' }).click();
  await page
    .getByRole('dialog', { name: `¿Marcar pagado el pedido n.º ${addOrder}?` })
    .getByRole('button', {
      name: 'Marcar pagado',
    })
    .click();
  await expect(page.getByText(`Pedido n.º ${addOrder} pagado y aplicado (3 créditos).`)).toBeVisible();
  await expect(row).toHaveCount(0);

  // The owner sees the plan full and the credits in, and the banner is gone.
  await world.signIn(page, 'owner', `/es/subscription/detail?order=${addOrder}`);
  await expect(page.getByText(`Tu pedido n.º ${addOrder} por $147.00 ya está pagado`)).toBeVisible();
  await expect(page.getByTestId('current-quantity')).toHaveText('50 de 50 procesos contratados');
  await expect(page.getByTestId('current-credits')).toHaveText('3 créditos disponibles');
  await expect(page.getByRole('button', { name: 'Agregar procesos' })).toBeDisabled();
  await expect(page.getByRole('region', { name: 'Aviso de créditos' })).toHaveCount(0);
  await expectNoSideScroll(page);

  // Cancel and resubscribe, each after a confirmation.
  await page.getByRole('button', { name: 'Cancelar suscripción' }).click();
  await page
    .getByRole('dialog', { name: '¿Cancelar la suscripción?' })
    .getByRole('button', {
      name: 'Cancelar suscripción',
    })
    .click();
  await expect(page.getByTestId('subscription-status')).toHaveText('Cancelada');
  await page.getByRole('button', { name: 'Reactivar suscripción' }).click();
  await page
    .getByRole('dialog', { name: '¿Reactivar la suscripción?' })
    .getByRole('button', { name: 'Reactivar' })
    .click();
  await expect(page.getByTestId('subscription-status')).toHaveText('Activa');
}

const spec = {
  company: { companyType: 'PYME', plans: { PROCESS: 0 }, processQuota: 47 },
  members: { owner: { role: 'OWNER' }, staff: { role: 'VIEWER', roleType: 'SYSTEM' } },
} as const;

test('an owner switches plan and adds processes up to the limit, and Terna marks the order paid, on a desktop', async ({
  page,
  createWorld,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1366, height: 900 });
  await journey(page, await createWorld(spec));
});

test('the same subscription journey on a 390 px phone', async ({ page, createWorld }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await journey(page, await createWorld(spec));
});

for (const [name, viewport] of [
  ['desktop', { width: 1366, height: 900 }],
  ['390 px phone', { width: 390, height: 844 }],
] as const) {
  test(`a company whose plans all expired lands on access denied (${name})`, async ({ page, createWorld }) => {
    await page.setViewportSize(viewport);
    const world = await createWorld({ company: { plans: { PROCESS: 5, CREDIT: 3 }, planStatus: 'EXPIRED' } });
    await world.signIn(page, 'owner', '/es/cap/process/list');
    await page.waitForURL(/\/es\/errors\/user-access-denied/);
    await expect(page.getByRole('heading', { name: 'Acceso restringido' })).toBeVisible();
    await expect(page.getByText('La suscripción de tu empresa está cancelada o vencida.')).toBeVisible();
    await checkAccessible(page);
    await expectNoSideScroll(page);
  });
}
