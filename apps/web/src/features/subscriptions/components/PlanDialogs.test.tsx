import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/shared/lib/i18n';
import { SnackbarProvider } from '@/shared/ui/SnackbarProvider';
import type { PlansInfo } from '../api/subscriptions.api';
import { AddProcessDialog } from './AddProcessDialog';
import { SwitchPlanDialog } from './SwitchPlanDialog';

beforeAll(() => initI18n('es', ['subscriptions', 'common']));
afterEach(cleanup);

const feature = (name: string) => ({ name, slug: name.toLowerCase().replace(/\s/g, '_') });
const info: PlansInfo = {
  companyId: 1,
  subscriptionId: 2,
  productId: 3,
  itemId: 4,
  plans: [
    {
      id: 3,
      code: 'E_TALENT',
      category: 'PLAN',
      planType: 'PROCESS',
      label: 'E-TALENT',
      name: 'E-talent',
      price: '49.00',
      maxQuantity: 50,
      unitCredits: 1,
      features: ['Uno', 'Dos', 'Tres', 'Cuatro', 'Cinco', 'Seis'].map(feature),
    },
    {
      id: 5,
      code: 'TALENT_POOL',
      category: 'PLAN',
      planType: 'TALENT_POOL',
      label: 'TALENT POOL',
      name: 'Talent Pool',
      price: '19.5',
      maxQuantity: 100,
      unitCredits: 10,
      features: [],
    },
  ],
  currentPlan: 'E-TALENT',
  currentPlanType: 'PROCESS',
  credits: 0,
  price: '49.00',
  renovation: null,
  totalPrice: '2303.00',
  quantity: 47,
  maxQuantity: 50,
  availableQuantity: 3,
};

const renderIn = (node: React.ReactNode) =>
  render(
    <MemoryRouter>
      <SnackbarProvider>{node}</SnackbarProvider>
    </MemoryRouter>,
  );

describe('AddProcessDialog', () => {
  it('counts from 1 up to the available quantity and totals quantity times price', () => {
    renderIn(<AddProcessDialog open info={info} subscriptionId={2} onClose={vi.fn()} />);
    const less = screen.getByRole('button', { name: 'Uno menos' });
    const more = screen.getByRole('button', { name: 'Uno más' });
    expect((less as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(more);
    fireEvent.click(more);
    expect((more as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('spinbutton', { name: 'Procesos' }) as HTMLInputElement).value).toBe('3');
    expect(screen.getByText('Tendrás 50 de 50 procesos.')).toBeTruthy();
    expect(screen.getByText('Total: $147.00')).toBeTruthy();
    // Typing past the limit, or below 1, is held within it.
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Procesos' }), { target: { value: '40' } });
    expect((screen.getByRole('spinbutton', { name: 'Procesos' }) as HTMLInputElement).value).toBe('3');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Procesos' }), { target: { value: '-2' } });
    expect((screen.getByRole('spinbutton', { name: 'Procesos' }) as HTMLInputElement).value).toBe('1');
  });
});

describe('SwitchPlanDialog', () => {
  it('shows each card’s price with 2 decimals and its first 4 features, then the total of the chosen plan', () => {
    const onClose = vi.fn();
    renderIn(<SwitchPlanDialog open info={info} subscriptionId={2} onClose={onClose} onOrdered={vi.fn()} />);
    const etalent = screen.getByRole('button', { name: 'Elegir el plan E-TALENT' });
    expect(etalent.textContent).toContain('$49.00');
    expect(etalent.textContent).toContain('Cuatro');
    expect(etalent.textContent).not.toContain('Cinco');
    fireEvent.click(screen.getByRole('button', { name: 'Elegir el plan TALENT POOL' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Cantidad' }), { target: { value: '3' } });
    expect(screen.getByText('Total: $58.50')).toBeTruthy();
    // Cancelling goes back to the first step and hides the dialog.
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalled();
  });
});
