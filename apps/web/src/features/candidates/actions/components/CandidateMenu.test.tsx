import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCache } from '@/shared/lib/apollo';
import { initI18n, loadNamespaces } from '@/shared/lib/i18n';
import { UserPermissionsQuery } from '@/shared/session/session.graphql';
import { finishedCandidate } from '../candidate-actions.fixtures';
import type { ProcessForActions } from '../graphql/candidate-actions.graphql';
import {
  CandidateReportDialogsProvider,
  type CandidateReportDialogProps,
  type CandidateReportDialogs,
} from '../report-dialogs';
import { CandidateMenu } from './CandidateMenu';

beforeAll(async () => {
  await initI18n('es');
  await loadNamespaces(['candidateActions']);
});
afterEach(cleanup);

const candidate = finishedCandidate;
// Only the fields the menu reads.
const process = {
  id: 3,
  processName: 'ANALISTA CONTABLE',
  statusName: 'LAUNCHED',
  typeCompanyPlan: 'PROCESS',
  environmentTypeName: 'EMAIL',
  fullProfile: true,
  parent: null,
  children: [],
  jobOpportunity: { id: 1, components: [{ componentType: 'DISC' }, { componentType: 'RELIABILITY' }] },
} as unknown as ProcessForActions;

// Stand-ins for the reports feature's dialogs, which the app plugs in.
const stand = (name: string) =>
  function StandIn({ candidate: chosen, onClose }: CandidateReportDialogProps) {
    return (
      <div role="dialog" aria-label={`${name} ${chosen.firstName}`}>
        <button onClick={onClose}>cerrar</button>
      </div>
    );
  };
const dialogs: CandidateReportDialogs = {
  DownloadReport: stand('informe'),
  DownloadTrustReport: stand('confiabilidad'),
  BulkReport: () => null,
};

function renderMenu() {
  window.localStorage.setItem('terna.accessToken', 'test-token');
  const cache = createCache();
  const permissions = {
    getUserPermissions: [{ __typename: 'UserPermission', id: 1, action: 'report.generate', label: 'Generar informes' }],
  };
  cache.writeQuery({ query: UserPermissionsQuery, data: permissions });
  render(
    <MemoryRouter>
      <MockedProvider cache={cache}>
        <CandidateReportDialogsProvider value={dialogs}>
          <CandidateMenu candidate={candidate} process={process} />
        </CandidateReportDialogsProvider>
      </MockedProvider>
    </MemoryRouter>,
  );
}

describe('the candidate menu’s reports', () => {
  it.each([
    ['Descargar informe', 'informe Ana'],
    ['Descargar informe de confiabilidad', 'confiabilidad Ana'],
  ])('“%s” opens the report dialog the app provides', async (item, dialog) => {
    renderMenu();
    fireEvent.click(await screen.findByRole('button', { name: 'Acciones de Ana Vera' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: item }));
    expect(await screen.findByRole('dialog', { name: dialog })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'cerrar' }));
    expect(screen.queryByRole('dialog', { name: dialog })).toBeNull();
  });
});
