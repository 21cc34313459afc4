import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/shared/lib/i18n';
import { SnackbarProvider } from '@/shared/ui/SnackbarProvider';
import { UserIntegrationsQuery } from '../graphql/meetings.graphql';
import { VirtualInterviewDialog } from './VirtualInterviewDialog';

beforeAll(() => initI18n('es', ['virtualInterview', 'common']));
afterEach(cleanup);

const integrations = (active: boolean | null) => ({
  request: { query: UserIntegrationsQuery },
  result: {
    data: {
      getUserIntegrations:
        active === null
          ? []
          : [{ __typename: 'UserIntegration', id: 1, provider: 'ZOOM', updatedAt: '2026-11-27T10:00:00Z', active }],
    },
  },
});

function renderDialog(active: boolean | null) {
  render(
    <MemoryRouter>
      <MockedProvider mocks={[integrations(active)]}>
        <SnackbarProvider>
          <VirtualInterviewDialog
            guest={{ personId: 3, processId: 9, name: 'Ana Pérez', email: 'ana@correo.test' }}
            onClose={() => undefined}
          />
        </SnackbarProvider>
      </MockedProvider>
    </MemoryRouter>,
  );
}

describe('the virtual-interview dialog', () => {
  it('offers to connect Zoom and lists the other tools as coming', async () => {
    renderDialog(null);
    expect(await screen.findByRole('button', { name: 'Conectar' })).toBeTruthy();
    expect(screen.getByText('Google Meet')).toBeTruthy();
    expect(screen.getByText('Microsoft Teams')).toBeTruthy();
    expect(screen.getAllByText('Próximamente')).toHaveLength(2);
  });

  it('asks to connect again when the saved connection stopped working', async () => {
    renderDialog(false);
    expect(await screen.findByRole('button', { name: 'Volver a conectar' })).toBeTruthy();
    expect(screen.getByText('La conexión venció: vuelve a conectar tu cuenta')).toBeTruthy();
  });

  it('goes on to the form with a connection, and refuses a long description and a missing time', async () => {
    renderDialog(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Usar Zoom' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Asunto' }), { target: { value: 'Entrevista' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Descripción' }), { target: { value: 'x'.repeat(201) } });
    expect((screen.getByRole('spinbutton', { name: 'Duración (minutos)' }) as HTMLInputElement).value).toBe('10');
    fireEvent.click(screen.getByRole('button', { name: 'Crear reunión' }));
    await waitFor(() => expect(screen.getByText('La entrada no debe ser mayor a 200 caratéres')).toBeTruthy());
    expect(screen.getByText('Campo obligatorio')).toBeTruthy();
  });
});
