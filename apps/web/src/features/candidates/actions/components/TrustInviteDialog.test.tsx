import type { MockLink } from '@apollo/client/testing';
import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CandidateActionsFragment } from '@/gql/graphql';
import { createCache } from '@/shared/lib/apollo';
import { initI18n, loadNamespaces } from '@/shared/lib/i18n';
import { ClientInfoQuery } from '@/shared/session/session.graphql';
import { buildClientInfo, buildPlan } from '@/shared/session/session.fixtures';
import { SnackbarProvider } from '@/shared/ui/SnackbarProvider';
import { finishedCandidate } from '../candidate-actions.fixtures';
import { AddPeopleToTrustProcessMutation, LaunchSubProcessMutation } from '../graphql/trust.graphql';
import { TrustInviteDialog } from './TrustInviteDialog';

beforeAll(async () => {
  await initI18n('es');
  await loadNamespaces(['candidateActions']);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// Finished, not invited to the trust check yet.
const candidate: CandidateActionsFragment = {
  ...finishedCandidate,
  trustCode: null,
  componentStatus: [{ componentType: 'DISC', status: 'SUCCESS', value: 72, notified: false }],
  reliabilityScoredResult: null,
};

/** The signed-in company with `balance` reliability credits left. */
const clientInfo = (balance: number) => buildClientInfo({ plans: [buildPlan('RELIABILITY', balance)] });

const addPeople = (childId: number, result: MockLink.MockedResponse['result']) => ({
  request: {
    query: AddPeopleToTrustProcessMutation,
    variables: { processId: childId, peopleList: [{ id: 21, email: 'ana@example.com' }] },
  },
  result,
});
const pending = {
  data: {
    addPeopleToTrustProcess: [{ ...candidate, __typename: 'ProcessCandidate', trustCode: null }],
  },
};

function renderDialog(options: {
  children?: number[];
  balance?: number;
  mocks?: MockedProviderProps['mocks'];
  onClose?: () => void;
  onDone?: () => void;
}) {
  const cache = createCache();
  cache.writeQuery({ query: ClientInfoQuery, data: { clientInfo: clientInfo(options.balance ?? 3) } });
  window.localStorage.setItem('terna.accessToken', 'test-token');
  render(
    <MemoryRouter>
      <MockedProvider mocks={options.mocks ?? []} cache={cache}>
        <SnackbarProvider>
          <TrustInviteDialog
            candidate={candidate}
            process={{ id: 3, children: options.children ?? [] }}
            onClose={options.onClose ?? (() => undefined)}
            onDone={options.onDone ?? (() => undefined)}
          />
        </SnackbarProvider>
      </MockedProvider>
    </MemoryRouter>,
  );
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
// The snackbar sits outside the modal dialog, which hides the rest of the page from the accessibility tree.
const snackbar = () => screen.findByRole('alert', { hidden: true });

describe('the trust invitation dialog', () => {
  it('on the first invitation shows the cost, the balance and the checks, then creates the trust process and invites', async () => {
    const onClose = vi.fn();
    const onDone = vi.fn();
    renderDialog({
      onClose,
      onDone,
      mocks: [
        {
          request: { query: LaunchSubProcessMutation, variables: { processId: 3, competences: ['DRUGS'] } },
          result: { data: { launchSubProcess: { __typename: 'Process', id: 90, parent: 3 } } },
        },
        addPeople(90, pending),
      ],
    });
    expect(screen.getByRole('dialog', { name: 'Invitar a la prueba de confiabilidad' })).toBeTruthy();
    expect(screen.getByTestId('trust-cost').textContent).toBe('Costo: 1 crédito de confiabilidad');
    expect(screen.getByTestId('trust-balance').textContent).toBe('Saldo disponible: 3 créditos');
    // The three required checks are ticked and locked; the optional ones are the recruiter's choice.
    const required = screen.getAllByRole('checkbox', { name: /\(obligatoria\)/ }) as HTMLInputElement[];
    expect(required).toHaveLength(3);
    expect(required.every((box) => box.checked && box.disabled)).toBe(true);
    const optional = screen.getAllByRole('checkbox').filter((box) => !(box as HTMLInputElement).disabled);
    expect(optional).toHaveLength(3);
    fireEvent.click(screen.getByRole('checkbox', { name: /Drogas/i }));

    fireEvent.click(button('Siguiente'));
    expect(screen.getByText(/Enviaremos la invitación a Ana Vera/)).toBeTruthy();
    expect(screen.getByText(/^Pruebas: .*Drogas/i)).toBeTruthy();
    await act(async () => fireEvent.click(button('Enviar invitación')));

    expect((await snackbar()).textContent).toContain('Invitamos a Ana Vera a la prueba de confiabilidad.');
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
  });

  it('sends at once to the existing trust process, with no checks to choose', async () => {
    const onDone = vi.fn();
    renderDialog({ children: [90], onDone, mocks: [addPeople(90, pending)] });
    expect(screen.queryByText('Pruebas')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Siguiente' })).toBeNull();
    await act(async () => fireEvent.click(button('Enviar invitación')));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('says there are not enough credits and does not let the invitation go', () => {
    renderDialog({ balance: 0 });
    expect(screen.getByText('No tienes créditos suficientes de confiabilidad para esta invitación.')).toBeTruthy();
    expect(button('Siguiente').disabled).toBe(true);
  });

  it('only warns about a candidate already invited, and recognises the server’s credit refusal', async () => {
    const onClose = vi.fn();
    const onDone = vi.fn();
    renderDialog({
      children: [90],
      onClose,
      onDone,
      mocks: [addPeople(90, { errors: [{ message: 'Ya invitado', extensions: { code: 'TRUST_ALREADY_INVITED' } }] })],
    });
    await act(async () => fireEvent.click(button('Enviar invitación')));
    expect((await snackbar()).textContent).toContain('El candidato ya está invitado a la prueba de confiabilidad.');
    expect(onClose).toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
    cleanup();

    renderDialog({
      children: [90],
      mocks: [
        addPeople(90, {
          errors: [{ message: 'No tienes créditos suficientes', extensions: { code: 'NOT_ENOUGH_CREDITS' } }],
        }),
      ],
    });
    await act(async () => fireEvent.click(button('Enviar invitación')));
    expect((await snackbar()).textContent).toContain(
      'No tienes créditos suficientes de confiabilidad para esta invitación.',
    );
    // It stays open, so the recruiter can cancel or try again once credits are bought.
    expect(screen.getByRole('dialog', { name: 'Invitar a la prueba de confiabilidad' })).toBeTruthy();
  });
});
