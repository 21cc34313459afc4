import { ApolloClient, ApolloLink, gql, type TypedDocumentNode } from '@apollo/client';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCache, privacyPolicyRefusalLink } from '@/shared/lib/apollo';
import { initI18n } from '@/shared/lib/i18n';
import { privacyPolicyRefusal } from '@/shared/lib/privacy-policy-refusal';
import { CurrentUserQuery } from '@/shared/session/session.graphql';
import { UpdateMeMutation } from '../graphql/privacy.graphql';
import { PrivacyPolicyGate } from './PrivacyPolicyGate';

beforeAll(async () => {
  await initI18n('es', ['privacy', 'common']);
  window.localStorage.setItem('terna.accessToken', 'token');
});
afterEach(() => {
  cleanup();
  privacyPolicyRefusal.clear();
});

const CandidateQuery: TypedDocumentNode<{
  processPerson: { __typename: 'ProcessCandidate'; id: number; firstName: string };
}> = gql`
  query Candidate {
    processPerson(id: 7) {
      id
      firstName
    }
  }
`;

function Candidate() {
  const { data, error } = useQuery(CandidateQuery);
  if (error) return <p>Sin acceso</p>;
  return <p>{data ? data.processPerson.firstName : 'Cargando'}</p>;
}

const acceptance = (version: string) => ({
  __typename: 'TermsAndConditions' as const,
  name: 'PRIVACY_POLICIES',
  version,
  date: '2026-01-01T00:00:00.000Z',
  link: '/legal/privacy-policy',
});
const currentUser = (accepted: string[], policy: string) => ({
  request: { query: CurrentUserQuery },
  result: {
    data: {
      me: {
        __typename: 'User' as const,
        id: 3,
        firstName: 'Ana',
        lastName: 'Rojas',
        mail: 'ana@empresa.test',
        username: 'ana@empresa.test',
        urlAvatar: null,
        country: 'PE',
        birthDate: null,
        termsAndConditions: accepted.map(acceptance),
      },
      getPrivacyPolicy: { __typename: 'PrivacyPolicy' as const, value: policy, link: '/legal/privacy-policy' },
    },
  },
});

function renderGate(mocks: MockLink.MockedResponse[]) {
  const client = new ApolloClient({
    link: ApolloLink.from([privacyPolicyRefusalLink, new MockLink(mocks)]),
    cache: createCache(),
  });
  const router = createMemoryRouter(
    [
      {
        path: '/:lang/*',
        element: (
          <PrivacyPolicyGate>
            <Candidate />
          </PrivacyPolicyGate>
        ),
      },
    ],
    { initialEntries: ['/es/cap/process'] },
  );
  render(
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
}

describe('the privacy-policy gate', () => {
  it('shows the dialog when the server refuses an operation, though the profile said accepted; accepting asks again', async () => {
    renderGate([
      // A version published while the page was open: the cached profile still has the old one accepted.
      currentUser(['1'], '1'),
      {
        request: { query: CandidateQuery },
        result: {
          errors: [
            new GraphQLError('Acepta la política de privacidad vigente para continuar.', {
              extensions: { code: 'PRIVACY_POLICY_NOT_ACCEPTED' },
            }),
          ],
        },
      },
      currentUser(['1'], '2'),
      {
        request: {
          query: UpdateMeMutation,
          variables: (variables: { dataMe: { termsAndConditions: { version: string }[] } }) =>
            variables.dataMe.termsAndConditions[0]?.version === '2',
        },
        result: {
          data: { updateMe: { __typename: 'User', id: 3, termsAndConditions: [acceptance('1'), acceptance('2')] } },
        },
      },
      currentUser(['1', '2'], '2'),
      {
        request: { query: CandidateQuery },
        result: { data: { processPerson: { __typename: 'ProcessCandidate', id: 7, firstName: 'Marcela' } } },
      },
    ]);

    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Actualizamos nuestra política de privacidad' },
      { timeout: 10_000 },
    );
    expect(screen.getByText('Sin acceso')).toBeTruthy();
    fireEvent.click(await screen.findByLabelText('He leído y acepto la política de privacidad'));
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar' }));

    expect(await screen.findByText('Marcela')).toBeTruthy();
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows nothing over the page while the policy is accepted and nothing is refused', async () => {
    renderGate([
      currentUser(['1'], '1'),
      {
        request: { query: CandidateQuery },
        result: { data: { processPerson: { __typename: 'ProcessCandidate', id: 7, firstName: 'Marcela' } } },
      },
    ]);
    expect(await screen.findByText('Marcela')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
