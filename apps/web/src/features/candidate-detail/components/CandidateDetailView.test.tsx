import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ProcessCandidateDetailQuery as Detail } from '@/gql/graphql';
import { SetFeelingMutation } from '@/shared/feelings/feelings.graphql';
import { createCache } from '@/shared/lib/apollo';
import { initI18n } from '@/shared/lib/i18n';
import { ReviewerProvider, type Reviewer } from '@/shared/session/reviewer';
import { UserPermissionsQuery } from '@/shared/session/session.graphql';
import { ProcessCandidateDetailQuery } from '../graphql/candidate-detail.graphql';
import { CandidateDetailView } from './CandidateDetailView';

beforeAll(() => initI18n('es', ['candidateDetail']));
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

type Result = Detail['processCandidate']['results'][number];

const base = {
  __typename: 'ComponentResult' as const,
  value: 80,
  minValueToPass: null,
  disc: null,
  curriculum: null,
  competences: null,
  knowledge: null,
  interview: null,
  trust: null,
};
// Typed by assertion: the mocks carry the __typename the cache asks for, which the generated types leave out.
const results = [
  {
    ...base,
    componentType: 'KNOWLEDGE_TEST',
    label: 'Conocimientos',
    order: 4,
    status: 'SUCCESS',
    value: 50,
    minValueToPass: 40,
    knowledge: {
      __typename: 'KnowledgeResult',
      questionCount: 2,
      correctAnswers: 1,
      answers: [
        {
          __typename: 'KnowledgeAnswer',
          question: '¿Qué es un margen bruto?',
          answer: 'Ventas menos costo de ventas',
          correctAnswer: 'Ventas menos costo de ventas',
          correct: true,
        },
        {
          __typename: 'KnowledgeAnswer',
          question: '¿Qué mide el ROI?',
          answer: null,
          correctAnswer: 'El retorno de la inversión',
          correct: false,
        },
      ],
    },
  },
  {
    ...base,
    componentType: 'DISC',
    label: 'DISC',
    order: 1,
    status: 'SUCCESS',
    disc: {
      __typename: 'DiscResult',
      factors: (
        [
          ['D', 80],
          ['I', 30],
          ['S', 20],
          ['C', 55],
        ] as const
      ).map(([factor, value]) => ({ __typename: 'DiscFactorScore' as const, factor, value })),
      archetype: 'D',
      interpretation: 'Directo.',
    },
  },
  { ...base, componentType: 'CURRICULUM', label: 'Currículum', order: 2, status: 'PENDING', value: null },
] as Result[];

const candidate = {
  __typename: 'ProcessCandidate',
  id: 7,
  processId: 3,
  personId: 21,
  firstName: 'Ana',
  lastName: 'Vera',
  identification: '0912345678',
  evaluationsStatus: 'ENDED',
  blackListed: false,
  viewerFeeling: null,
  person: { __typename: 'CandidatePerson', avatarUrl: null },
  composedCapResult: { __typename: 'ComposedCapResult', value: 72, status: true },
  results,
  cv: null,
} as Detail['processCandidate'];

const detailMock = (shown: Detail['processCandidate']) => ({
  request: { query: ProcessCandidateDetailQuery, variables: { personId: 7 } },
  result: { data: { processCandidate: shown } },
});

function renderDetail(
  component: string,
  options: {
    reviewer?: Reviewer;
    mocks?: MockedProviderProps['mocks'];
    /** The signed-in company user's permissions. */
    permissions?: string[];
    actions?: () => ReactNode;
  } = {},
) {
  const mocks = options.mocks ?? [detailMock(candidate)];
  const cache = createCache();
  if (options.permissions) {
    window.localStorage.setItem('terna.accessToken', 'test-token');
    cache.writeQuery({
      query: UserPermissionsQuery,
      data: {
        getUserPermissions: options.permissions.map((action, index) => ({
          __typename: 'UserPermission' as const,
          id: index + 1,
          action,
          label: action,
        })),
      },
    });
  }
  const router = createMemoryRouter(
    [
      {
        path: '/:lang/*',
        element: (
          <ReviewerProvider value={options.reviewer ?? { realm: 'company' }}>
            <CandidateDetailView processId={3} candidateId={7} component={component} actions={options.actions} />
          </ReviewerProvider>
        ),
      },
      { path: '/:lang/404', element: <p>not found</p> },
    ],
    { initialEntries: ['/es/cap/process/3/candidates/7/x'] },
  );
  render(
    <MockedProvider mocks={mocks} cache={cache}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return router;
}

describe('the candidate detail view', () => {
  it('shows one tab per component in the job order, each a link to its address, and the chosen one selected', async () => {
    renderDetail('knowledge_test');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['DISC', 'Currículum', 'Conocimientos']);
    expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual([
      '/es/cap/process/3/candidates/7/disc',
      '/es/cap/process/3/candidates/7/curriculum',
      '/es/cap/process/3/candidates/7/knowledge_test',
    ]);
    expect(tabs[2]!.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('1 de 2 correctas (50 %)')).toBeTruthy();
    expect(within(panel).getByText('Respuesta correcta: El retorno de la inversión')).toBeTruthy();
    expect(within(panel).getByText(/Respuesta: sin responder/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a las personas del proceso' }).getAttribute('href')).toBe(
      '/es/cap/process/3/control/people',
    );
  });

  it('shows a pending component as pending', async () => {
    renderDetail('curriculum');
    const panel = await screen.findByRole('tabpanel');
    expect(within(panel).getByText(/todavía no completa este componente/)).toBeTruthy();
    expect(within(panel).getByText('El candidato no tiene currículum registrado.')).toBeTruthy();
  });

  it('gives an observer the granted sections only, report links, and 404 for the others', async () => {
    const reviewer: Reviewer = {
      realm: 'observer',
      observerId: 1,
      processId: 3,
      sections: ['DISC', 'KNOWLEDGE_TEST'],
      token: 'secret',
      onSessionEnd: () => undefined,
    };
    renderDetail('disc', { reviewer });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual([
      '/es/report/3/candidates/7/disc',
      '/es/report/3/candidates/7/knowledge_test',
    ]);
    expect(
      screen.getByRole('img', { name: 'Perfil DISC: Dominancia 80, Influencia 30, Estabilidad 20, Cumplimiento 55' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a los candidatos preseleccionados' }).getAttribute('href')).toBe(
      '/es/report/3/shortlisted',
    );

    cleanup();
    const router = renderDetail('curriculum', { reviewer });
    expect(await screen.findByText('not found')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/es/404');
  });

  it('answers 404 for an unknown component and for a candidate of another process', async () => {
    const router = renderDetail('nonsense');
    expect(await screen.findByText('not found')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/es/404');

    cleanup();
    const elsewhere = renderDetail('disc', {
      mocks: [
        {
          request: { query: ProcessCandidateDetailQuery, variables: { personId: 7 } },
          result: { data: { processCandidate: { ...candidate, processId: 99 } } },
        },
      ],
    });
    expect(await screen.findByText('not found')).toBeTruthy();
    expect(elsewhere.state.location.pathname).toBe('/es/404');
  });

  it('lets a company user who manages candidates set a feeling on an ENDED candidate, and shows the actions menu', async () => {
    const feelings = [
      {
        __typename: 'CandidateFeeling' as const,
        userId: 5,
        observerId: null,
        feeling: 'YES' as const,
        createdAt: '2026-11-27T09:00:00.000Z',
        updatedAt: '2026-11-27T09:00:00.000Z',
        reviewerName: 'Rita Reclutadora',
        reviewerKind: 'USER' as const,
      },
    ];
    renderDetail('disc', {
      permissions: ['candidate.update'],
      actions: () => <button>Acciones de Ana Vera</button>,
      mocks: [
        detailMock(candidate),
        {
          request: { query: SetFeelingMutation, variables: { processId: 3, processPersonId: '7', feeling: 'YES' } },
          result: { data: { addPersonShortlisted: { __typename: 'ShortlistedEntry', feelings } } },
        },
      ],
    });
    const like = await screen.findByRole('button', { name: 'Me gusta: Ana Vera' });
    expect(screen.getByRole('button', { name: 'Acciones de Ana Vera' })).toBeTruthy();
    expect(like.getAttribute('aria-disabled')).toBeNull();
    fireEvent.focus(like);
    fireEvent.click(like);
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('true'));
  });

  it('lets nobody set a feeling before the candidate ENDED, and hides it for a blacklisted one', async () => {
    renderDetail('disc', {
      permissions: ['candidate.update'],
      mocks: [detailMock({ ...candidate, evaluationsStatus: 'INPROGRESS' })],
    });
    expect((await screen.findByRole('button', { name: 'Me gusta: Ana Vera' })).getAttribute('aria-disabled')).toBe(
      'true',
    );

    cleanup();
    renderDetail('disc', {
      permissions: ['candidate.update'],
      mocks: [detailMock({ ...candidate, blackListed: true })],
    });
    await screen.findAllByRole('tab');
    expect(screen.queryByRole('group', { name: 'Tu opinión sobre Ana Vera' })).toBeNull();
  });

  it('shows no feeling selector without candidate.update, and no company actions to an observer', async () => {
    renderDetail('disc', { permissions: [], actions: () => <button>Acciones de Ana Vera</button> });
    await screen.findAllByRole('tab');
    expect(screen.queryByRole('group', { name: 'Tu opinión sobre Ana Vera' })).toBeNull();

    cleanup();
    const reviewer: Reviewer = {
      realm: 'observer',
      observerId: 1,
      processId: 3,
      sections: ['DISC'],
      token: 'secret',
      onSessionEnd: () => undefined,
    };
    renderDetail('disc', { reviewer, actions: () => <button>Acciones de Ana Vera</button> });
    // Observers may record a feeling (spec 2), never act on the candidate.
    expect(await screen.findByRole('group', { name: 'Tu opinión sobre Ana Vera' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Acciones de Ana Vera' })).toBeNull();
  });
});
