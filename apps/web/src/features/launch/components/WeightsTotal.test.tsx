import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/shared/lib/i18n';
import { WeightsTotal } from './WeightsTotal';

beforeAll(() => initI18n('es', ['launch']));
afterEach(cleanup);

describe('the weights total', () => {
  it('says when the total is right, and offers no redistribution then', () => {
    render(<WeightsTotal items={[{ weight: 70 }, { weight: 30 }]} onRedistribute={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toBe('Total: 100 %. Correcto.');
    expect(screen.getByRole('status').dataset.tone).toBe('green');
    expect(screen.getByRole('button', { name: 'Repartir a 100' }).hasAttribute('disabled')).toBe(true);
  });

  it('says how much is missing under 100 and redistributes on request', () => {
    const onRedistribute = vi.fn();
    render(<WeightsTotal items={[{ weight: 50 }, { weight: 20 }]} onRedistribute={onRedistribute} />);
    expect(screen.getByRole('status').textContent).toBe('Total: 70 %. Faltan 30 para 100.');
    expect(screen.getByRole('status').dataset.tone).toBe('orange');
    fireEvent.click(screen.getByRole('button', { name: 'Repartir a 100' }));
    expect(onRedistribute).toHaveBeenCalledOnce();
  });

  it('says when the total is over 100', () => {
    render(<WeightsTotal items={[{ weight: 80 }, { weight: 40 }]} />);
    expect(screen.getByRole('status').textContent).toBe('Total: 120 %. Pasa de 100.');
    expect(screen.getByRole('status').dataset.tone).toBe('red');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
