import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/shared/lib/i18n';
import { RequestCreditsMutation } from '../graphql/credits.graphql';
import { CreditsDialog } from './CreditsDialog';

vi.mock('@/shared/session/useSessionData', () => ({
  useCurrentUser: () => ({ user: { mail: 'ana@empresa.test' } }),
}));

beforeAll(() => initI18n('es', ['shell', 'common']));
afterEach(cleanup);

const LIMIT =
  'Tu empresa ya envió 3 solicitudes en las últimas 24 horas. El equipo comercial te contactará; podrás pedir de nuevo más tarde.';

function renderDialog(code: string, message: string) {
  render(
    <MockedProvider
      mocks={[
        {
          request: { query: RequestCreditsMutation, variables: { kind: 'VIEWS' } },
          result: { errors: [new GraphQLError(message, { extensions: { code } })] },
        },
      ]}
    >
      <CreditsDialog open mode="noCredits" onClose={() => undefined} />
    </MockedProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Solicitar vistas' }));
}

describe('the credits dialog', () => {
  it("shows the daily limit in the server's words when the company has sent its requests of the day", async () => {
    renderDialog('CREDIT_REQUEST_LIMIT', LIMIT);
    expect(await screen.findByText('Ya recibimos las solicitudes de tu empresa de hoy.')).toBeTruthy();
    expect(screen.getByText(LIMIT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Aceptar' })).toBeTruthy();
  });

  it('shows the no-e-mail message when the server finds no address for the user', async () => {
    renderDialog('USER_EMAIL_REQUIRED', 'sin correo');
    expect(await screen.findByText('Tu usuario no tiene un correo registrado para contactarte.')).toBeTruthy();
  });
});
