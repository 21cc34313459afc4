import { MockedProvider } from '@apollo/client/testing/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DEFAULT_PAGE, SHORTLIST_PAGE_SIZE } from '@terna/domain';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/shared/lib/i18n';
import { ReviewerProvider, type Reviewer } from '@/shared/session/reviewer';
import { SnackbarProvider } from '@/shared/ui/SnackbarProvider';
import { ObserverShortlistQuery } from '../graphql/shortlist.graphql';
import { ReviewerFeelings } from './ReviewerFeelings';
import { ShortlistView } from './ShortlistView';

beforeAll(() => initI18n('es', ['shortlist']));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const OBSERVER: Reviewer = {
  realm: 'observer',
  observerId: 5,
  processId: 3,
  sections: ['DISC'],
  token: 'link-token',
  onSessionEnd: () => undefined,
};

const candidate = {
  __typename: 'ProcessCandidate' as const,
  id: 11,
  processId: 3,
  firstName: 'Ana',
  lastName: 'Vera',
  ranking: 1,
  evaluationsStatus: 'ENDED',
  blackListed: false,
  viewerFeeling: null,
  composedCapResult: { __typename: 'ComposedCapResult' as const, value: 80, status: true },
  componentStatus: [{ __typename: 'CandidateComponentStatus' as const, componentType: 'DISC' }],
  person: { __typename: 'CandidatePerson' as const, avatarUrl: null },
  feelings: [],
};

function renderObserverShortlist() {
  const mocks = [
    {
      request: {
        query: ObserverShortlistQuery,
        variables: { processId: 3, page: DEFAULT_PAGE, size: SHORTLIST_PAGE_SIZE, observerId: 5 },
      },
      result: {
        data: {
          processPersonObserverShortListed: {
            __typename: 'ProcessPersonPaginated',
            page: 1,
            size: SHORTLIST_PAGE_SIZE,
            total: 1,
            data: [candidate],
          },
        },
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
  ];
  const router = createMemoryRouter(
    [
      {
        path: '/:lang/*',
        element: (
          <ReviewerProvider value={OBSERVER}>
            <SnackbarProvider>
              <ShortlistView processId={3} />
            </SnackbarProvider>
          </ReviewerProvider>
        ),
      },
    ],
    { initialEntries: ['/es/report/3/shortlisted'] },
  );
  render(
    <MockedProvider mocks={mocks}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
}

describe('the observer’s shortlist', () => {
  it('confirms an observer’s «No me gusta» with its own message, not the team’s shortlist removal', async () => {
    const own = {
      userId: null,
      observerId: 5,
      feeling: 'NO',
      createdAt: '2026-11-27T09:00:00.000Z',
      updatedAt: '2026-11-27T09:00:00.000Z',
      reviewerName: 'Lucía Andrade',
      reviewerKind: 'OBSERVER',
    };
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: { feelings: [own] } }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    renderObserverShortlist();

    const dislike = await screen.findByRole('button', { name: 'No me gusta: Ana Vera' });
    act(() => dislike.focus());
    fireEvent.click(dislike);

    expect(await screen.findByText('Guardamos tu «No me gusta» sobre Ana Vera.')).toBeTruthy();
    expect(screen.queryByText('Ana Vera ya no está entre los finalistas.')).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith(
      '/process-web/observers/feelings',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ feeling: 'NO', observerId: 5, processId: 3, processPersonId: 11 }),
      }),
    );
  }, 20_000);
});

describe('the reviewers’ feelings', () => {
  it('names a team member without a name with a neutral label, never anything else', () => {
    render(
      <ReviewerFeelings
        candidateName="Ana Vera"
        feelings={[
          {
            userId: 8,
            observerId: null,
            feeling: 'YES',
            createdAt: '2026-11-27T09:00:00.000Z',
            updatedAt: '2026-11-27T09:00:00.000Z',
            reviewerName: '',
            reviewerKind: 'USER',
          },
        ]}
      />,
    );
    const entry = screen.getByRole('listitem');
    expect(entry.textContent).toContain('Usuario sin nombre');
    expect(entry.textContent).toContain('Me gusta');
  });
});
