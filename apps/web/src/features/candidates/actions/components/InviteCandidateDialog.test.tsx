import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCache } from '@/shared/lib/apollo';
import { initI18n, loadNamespaces } from '@/shared/lib/i18n';
import { SnackbarProvider } from '@/shared/ui/SnackbarProvider';
import type { ProcessForActions } from '../graphql/candidate-actions.graphql';
import { AddPersonMutation, CountriesQuery, PersonByEmailQuery } from '../graphql/invitations.graphql';
import { InviteCandidateDialog } from './InviteCandidateDialog';

beforeAll(async () => {
  await initI18n('es');
  await loadNamespaces(['candidateActions']);
});
afterEach(cleanup);

// Only the fields the dialog reads: an e-mail process, so the e-mail lookup fills the form.
const process = {
  id: 3,
  typeCompanyPlan: 'CREDIT',
  environmentTypeName: 'EMAIL',
  fullProfile: true,
} as unknown as ProcessForActions;

const countries = {
  request: { query: CountriesQuery },
  result: { data: { countries: [{ __typename: 'Country', code: 'CO', name: 'Colombia' }] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
const lookup = {
  request: { query: PersonByEmailQuery, variables: { email: 'ana@example.com' } },
  result: {
    data: {
      getPersonByEmail: {
        __typename: 'PersonLookup',
        id: 21,
        countryCode: 'CO',
        countryName: 'Colombia',
        firstName: 'Ana',
        lastName: 'Vera',
      },
    },
  },
};
const added = {
  request: {
    query: AddPersonMutation,
    variables: {
      processId: 3,
      personCreateDto: {
        firstName: 'Ana',
        lastName: 'Vera',
        countryCode: 'CO',
        mail: 'ana@example.com',
        identification: null,
      },
    },
  },
  result: { data: { addPerson: { __typename: 'ProcessCandidate', id: 11, evaluationsStatus: 'OPEN' } } },
};

/** The candidate list's use: a button opens the dialog, which the page closes. */
function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>abrir</button>
      <InviteCandidateDialog open={open} process={process} onClose={() => setOpen(false)} onAdded={() => undefined} />
    </>
  );
}

function renderPage() {
  window.localStorage.setItem('terna.accessToken', 'test-token');
  render(
    <MemoryRouter>
      <MockedProvider mocks={[countries, lookup, added]} cache={createCache()}>
        <SnackbarProvider>
          <Page />
        </SnackbarProvider>
      </MockedProvider>
    </MemoryRouter>,
  );
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;

/** Opens the dialog and types Ana's e-mail: the lookup fills her names. */
async function openAndFindAna() {
  fireEvent.click(screen.getByRole('button', { name: 'abrir' }));
  await screen.findByRole('dialog', { name: 'Invitar candidato' });
  fireEvent.change(field('Correo electrónico'), { target: { value: 'ana@example.com' } });
  await waitFor(() => expect(field('Nombres').value).toBe('Ana'));
}

function expectEmptyForm() {
  expect(field('Correo electrónico').value).toBe('');
  expect(field('Nombres').value).toBe('');
  expect(field('Apellidos').value).toBe('');
  // The names wait for a new lookup again.
  expect(field('Nombres').disabled).toBe(true);
}

describe('the invite-candidate dialog', () => {
  it('opens empty again after it was cancelled with a person filled in', async () => {
    renderPage();
    await openAndFindAna();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invitar candidato' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'abrir' }));
    await screen.findByRole('dialog', { name: 'Invitar candidato' });
    expectEmptyForm();
  });

  it('opens empty again after inviting someone', async () => {
    renderPage();
    await openAndFindAna();
    fireEvent.click(screen.getByRole('button', { name: 'Invitar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invitar candidato' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'abrir' }));
    await screen.findByRole('dialog', { name: 'Invitar candidato' });
    expectEmptyForm();
  });
});
