import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/shared/lib/i18n';
import { CompanyAgenciesQuery } from '../graphql/launch.graphql';
import { AgencyFields } from './AgencyFields';

beforeAll(() => initI18n('es', ['launch']));
afterEach(cleanup);

interface Placement {
  agencyId: number | null;
  departmentId: number | null;
}

const department = (id: number, name: string, scoped = false) => ({
  __typename: 'CompanyDepartment' as const,
  id,
  name,
  scoped,
});
const agencies = (scopedAgency: number | null, scopedDepartment: number | null = null) => ({
  request: { query: CompanyAgenciesQuery },
  result: {
    data: {
      companyAgencies: [
        {
          __typename: 'CompanyAgency' as const,
          id: 1,
          name: 'Norte',
          scoped: scopedAgency === 1,
          departments: [department(11, 'Ventas norte', scopedDepartment === 11), department(12, 'Operaciones')],
        },
        {
          __typename: 'CompanyAgency' as const,
          id: 2,
          name: 'Sur',
          scoped: scopedAgency === 2,
          departments: [department(21, 'Ventas sur')],
        },
      ],
    },
  },
});

let values: Placement = { agencyId: null, departmentId: null };
function Form({ initial }: { initial: Placement }) {
  const form = useForm<Placement>({ defaultValues: initial });
  values = form.watch();
  return (
    <FormProvider {...form}>
      <AgencyFields />
    </FormProvider>
  );
}

const renderWith = (mock: ReturnType<typeof agencies>, initial: Placement = { agencyId: null, departmentId: null }) =>
  render(
    <MockedProvider mocks={[mock]}>
      <Form initial={initial} />
    </MockedProvider>,
  );

describe('the agency fields', () => {
  it('offer every agency, or none, to a company-wide member', async () => {
    renderWith(agencies(null));
    const agency = await screen.findByRole('combobox', { name: 'Agencia' });
    expect(agency.getAttribute('aria-disabled')).toBeNull();
    fireEvent.mouseDown(agency);
    const names = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(names).toEqual(['Ninguno', 'Norte', 'Sur']);
  });

  it('show a member limited to an agency only theirs, chosen and locked', async () => {
    renderWith(agencies(2));
    const agency = await screen.findByRole('combobox', { name: 'Agencia' });
    await waitFor(() => expect(values.agencyId).toBe(2));
    expect(agency.getAttribute('aria-disabled')).toBe('true');
    expect(agency.textContent).toBe('Sur');
    expect(screen.getByText('Tu acceso se limita a esta agencia.')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Departamento' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('lock a member limited to a department to it', async () => {
    renderWith(agencies(1, 11));
    await waitFor(() => expect(values).toEqual({ agencyId: 1, departmentId: 11 }));
    const departmentBox = screen.getByRole('combobox', { name: 'Departamento' });
    expect(departmentBox.getAttribute('aria-disabled')).toBe('true');
    expect(departmentBox.textContent).toBe('Ventas norte');
  });
});
