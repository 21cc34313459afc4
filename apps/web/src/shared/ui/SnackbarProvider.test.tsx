import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/shared/lib/i18n';
import { SnackbarProvider, useSnackbar, type SnackbarMessage } from './SnackbarProvider';

let notify: (message: SnackbarMessage) => void = () => undefined;
function Notifier() {
  notify = useSnackbar();
  return null;
}

const renderProvider = () =>
  render(
    <MemoryRouter>
      <SnackbarProvider>
        <Notifier />
      </SnackbarProvider>
    </MemoryRouter>,
  );

beforeAll(async () => {
  await initI18n('es');
});
afterEach(cleanup);

describe('SnackbarProvider', () => {
  it('shows the newest message at once: the one on screen leaves instead of making it wait', async () => {
    renderProvider();
    act(() => notify({ message: 'Candidato agregado' }));
    expect(await screen.findByText('Candidato agregado')).toBeTruthy();
    act(() => notify({ message: 'Candidato eliminado' }));
    // Well before the first message's own timeout (several seconds).
    expect(await screen.findByText('Candidato eliminado', {}, { timeout: 1_500 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Candidato agregado')).toBeNull());
  });

  it('keeps a message with a redirect button until it is closed; the next one waits', async () => {
    renderProvider();
    act(() => notify({ message: 'Proceso clonado', redirect: { label: 'Ver', to: '/es/cap/process/list' } }));
    expect(await screen.findByText('Proceso clonado')).toBeTruthy();
    act(() => notify({ message: 'Otro aviso' }));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.getByText('Proceso clonado')).toBeTruthy();
    expect(screen.queryByText('Otro aviso')).toBeNull();
  });

  it('never gets stuck behind messages that were superseded before they showed', async () => {
    renderProvider();
    act(() => {
      notify({ message: 'Primero' });
      notify({ message: 'Segundo' });
    });
    expect(await screen.findByText('Segundo', {}, { timeout: 1_500 })).toBeTruthy();
    act(() => {
      notify({ message: 'Tercero' });
      notify({ message: 'Cuarto' });
      notify({ message: 'Quinto' });
    });
    expect(await screen.findByText('Quinto', {}, { timeout: 1_500 })).toBeTruthy();
    expect(screen.queryByText('Tercero')).toBeNull();
    expect(screen.queryByText('Cuarto')).toBeNull();
  });

  it('shows the newest waiting message once a redirect message is closed', async () => {
    renderProvider();
    act(() => notify({ message: 'Proceso clonado', redirect: { label: 'Ver', to: '/es/cap/process/list' } }));
    expect(await screen.findByText('Proceso clonado')).toBeTruthy();
    act(() => {
      notify({ message: 'Aviso viejo' });
      notify({ message: 'Aviso nuevo' });
    });
    act(() => screen.getByRole('button', { name: 'Ver' }).click());
    expect(await screen.findByText('Aviso nuevo', {}, { timeout: 1_500 })).toBeTruthy();
    expect(screen.queryByText('Aviso viejo')).toBeNull();
  });
});
