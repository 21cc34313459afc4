import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { GraphQLError } from 'graphql';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespaces } from '@/shared/lib/i18n';
import { SnackbarProvider } from '@/shared/ui/SnackbarProvider';
import { EraseCandidateMutation } from '../EraseCandidate.graphql';
import { EraseCandidateAction } from './EraseCandidateAction';

beforeAll(async () => {
  await initI18n('es');
  await loadNamespaces(['candidateDetail']);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const erase = (result: { data?: { anonymizeCandidate: boolean }; errors?: GraphQLError[] }) => ({
  request: { query: EraseCandidateMutation, variables: { personId: 42 } },
  result,
});

function renderAction(mocks: MockedProviderProps['mocks'], onErased = vi.fn()) {
  render(
    <MemoryRouter>
      <MockedProvider mocks={mocks}>
        <SnackbarProvider>
          <EraseCandidateAction personId={42} onErased={onErased} />
        </SnackbarProvider>
      </MockedProvider>
    </MemoryRouter>,
  );
  return onErased;
}

describe('EraseCandidateAction', () => {
  it('says what will happen before anything is erased, and Cancel erases nothing', async () => {
    const onErased = renderAction([]);
    fireEvent.click(screen.getByRole('button', { name: 'Anonimizar datos personales' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Anonimizar los datos personales de este candidato?' });
    expect(dialog.textContent).toContain('Se eliminan los archivos de hoja de vida y los informes generados.');
    expect(dialog.textContent).toContain('Se conservan puntajes, resultados, etiquetas y contrataciones');
    expect(dialog.textContent).toContain('No se puede deshacer.');
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onErased).not.toHaveBeenCalled();
  });

  it('anonymises on confirmation, confirms it in the snackbar and reloads the candidate', async () => {
    const onErased = renderAction([erase({ data: { anonymizeCandidate: true } })]);
    fireEvent.click(screen.getByRole('button', { name: 'Anonimizar datos personales' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Anonimizar' }));
    await screen.findByText('Los datos personales del candidato se anonimizaron.');
    expect(onErased).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the server’s refusal in the snackbar and keeps the dialog open', async () => {
    const onErased = renderAction([
      erase({ errors: [new GraphQLError('No tienes permiso.', { extensions: { code: 'FORBIDDEN' } })] }),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Anonimizar datos personales' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Anonimizar' }));
    await screen.findByText('No se pudieron anonimizar los datos: No tienes permiso.');
    screen.getByRole('dialog');
    expect(onErased).not.toHaveBeenCalled();
  });
});
