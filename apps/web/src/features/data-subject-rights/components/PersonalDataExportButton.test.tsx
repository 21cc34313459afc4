import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCache } from '@/shared/lib/apollo';
import { initI18n, loadNamespaces } from '@/shared/lib/i18n';
import { UserPermissionsQuery } from '@/shared/session/session.graphql';
import { SnackbarProvider } from '@/shared/ui/SnackbarProvider';
import { PersonalDataExportButton } from './PersonalDataExportButton';

beforeAll(async () => {
  await initI18n('es');
  await loadNamespaces(['personalDataExport']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const permission = (id: number, action: string) => ({
  __typename: 'UserPermission' as const,
  id,
  action,
  label: action,
});

function renderButton(actions: string[]) {
  window.localStorage.setItem('terna.accessToken', 'test-token');
  const cache = createCache();
  cache.writeQuery({
    query: UserPermissionsQuery,
    data: { getUserPermissions: actions.map((action, index) => permission(index + 1, action)) },
  });
  render(
    <MemoryRouter>
      <MockedProvider cache={cache}>
        <SnackbarProvider>
          <PersonalDataExportButton personId={21} name="Ana Vera" />
        </SnackbarProvider>
      </MockedProvider>
    </MemoryRouter>,
  );
}

describe('the personal data export (issue 21)', () => {
  it('lets an administrator download the PDF with the session, and says so', async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(
        new Response('%PDF-1.4', {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="datos-personales-21.pdf"' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetch);
    URL.createObjectURL = vi.fn(() => 'blob:export');
    URL.revokeObjectURL = vi.fn();
    renderButton(['candidate.view', 'company.full']);

    fireEvent.click(await screen.findByRole('button', { name: 'Exportar datos personales' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exportar datos personales' });
    expect(dialog.textContent).toContain('todo lo que tu empresa guarda sobre Ana Vera');
    expect(dialog.textContent).toContain('registro de actividad');
    fireEvent.click(screen.getByRole('button', { name: 'Descargar PDF' }));

    expect(await screen.findByText('Se descargó la exportación en PDF.')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/people-web/persons/21/data-export?format=pdf');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer test-token');
  });

  it("shows the server's refusal in the snackbar", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ code: 'FORBIDDEN', messages: ['No tienes permiso.'] }), { status: 403 }),
        ),
      ),
    );
    renderButton(['company.full']);
    fireEvent.click(await screen.findByRole('button', { name: 'Exportar datos personales' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Descargar JSON' }));
    expect(await screen.findByText('No pudimos exportar los datos personales: No tienes permiso.')).toBeTruthy();
  });

  it('is not offered to a member who does not administer the company', async () => {
    renderButton(['candidate.view', 'candidate.update', 'report.generate']);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Exportar datos personales' })).toBeNull());
  });
});
