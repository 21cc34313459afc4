import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCache } from '@/shared/lib/apollo';
import { initI18n, loadNamespaces } from '@/shared/lib/i18n';
import { SnackbarProvider } from '@/shared/ui/SnackbarProvider';
import {
  PendingNotificationPreviewQuery,
  RecordProcessNpsMutation,
  SendNotificationByProcessIdMutation,
} from '../graphql/processes.graphql';
import { NotifyPendingDialog } from './NotifyPendingDialog';
import { NpsDialog } from './NpsDialog';

beforeAll(async () => {
  await initI18n('es');
  await loadNamespaces(['processes']);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderWith(mocks: MockedProviderProps['mocks'], ui: React.ReactElement) {
  render(
    <MemoryRouter>
      <MockedProvider mocks={mocks} cache={createCache()}>
        <SnackbarProvider>{ui}</SnackbarProvider>
      </MockedProvider>
    </MemoryRouter>,
  );
}

const preview = (count: number) => ({
  request: { query: PendingNotificationPreviewQuery, variables: { processId: 7 } },
  result: {
    data: {
      pendingNotificationPreview: {
        __typename: 'MailPreview' as const,
        count,
        recipients: Array.from({ length: count }, (_, i) => ({
          __typename: 'MailRecipient' as const,
          processPersonId: 100 + i,
          firstName: `Ana${i}`,
          lastName: 'Ruiz',
          email: `ana${i}@correo.test`,
        })),
        subject: 'Recordatorio: tu evaluación en el proceso CAJERO',
        body: 'Hola [nombre del candidato]:\n\nTe recordamos…',
        lastSentAt: null,
      },
    },
  },
});
const snackbar = () => screen.findByRole('alert', { hidden: true });

describe('notifying the pending candidates', () => {
  it('shows who and how many will be reminded and the e-mail, and sends only once confirmed', async () => {
    const onClose = vi.fn();
    const sent = vi.fn(() => ({ data: { sendNotificationByProcessId: 2 } }));
    renderWith(
      [
        preview(2),
        { request: { query: SendNotificationByProcessIdMutation, variables: { processId: 7 } }, result: sent },
      ],
      <NotifyPendingDialog process={{ id: 7 }} onClose={onClose} />,
    );
    expect(await screen.findByText('Lo recibirán 2 candidatos:')).toBeTruthy();
    expect(screen.getByText('Ana0 Ruiz')).toBeTruthy();
    expect(screen.getByText('ana1@correo.test')).toBeTruthy();
    expect(screen.getByText('Asunto: Recordatorio: tu evaluación en el proceso CAJERO')).toBeTruthy();
    expect(screen.getByText('Aún no se ha enviado en este proceso.')).toBeTruthy();
    expect(sent).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Enviar recordatorios' }));
    expect((await snackbar()).textContent).toContain('Enviamos el recordatorio a 2 candidatos.');
    expect(sent).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('offers no sending when nobody is pending', async () => {
    renderWith([preview(0)], <NotifyPendingDialog process={{ id: 7 }} onClose={() => undefined} />);
    expect(await screen.findByText('Ningún candidato lo recibiría ahora.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Enviar recordatorios' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('the NPS question', () => {
  it('asks for a score from 0 to 10 and records the one chosen', async () => {
    const onClose = vi.fn();
    const recorded = vi.fn(() => ({
      data: { recordProcessNps: { __typename: 'ProcessFeedback' as const, hasNps: true, hasHired: true } },
    }));
    renderWith(
      [{ request: { query: RecordProcessNpsMutation, variables: { processId: 7, score: 9 } }, result: recorded }],
      <NpsDialog processId={7} onClose={onClose} />,
    );
    const send = screen.getByRole('button', { name: 'Enviar' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    for (const score of [0, 10]) expect(screen.getByRole('button', { name: `Puntuación ${score}` })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Puntuación 9' }));
    fireEvent.click(send);
    expect((await snackbar()).textContent).toContain('¡Gracias por tu opinión!');
    expect(recorded).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalled();
  });

  it('can be left for later without recording anything', () => {
    const onClose = vi.fn();
    renderWith([], <NpsDialog processId={7} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ahora no' }));
    expect(onClose).toHaveBeenCalled();
  });
});
