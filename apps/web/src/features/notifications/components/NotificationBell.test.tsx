import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NOTIFICATION_PAGE_SIZES } from '@terna/domain';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadNamespaces } from '@/shared/lib/i18n';
import {
  MarkNotificationsReadMutation,
  NotificationListQuery,
  NotificationPreferencesQuery,
  SaveNotificationPreferencesMutation,
} from '../graphql/notifications.graphql';
import { NotificationBell } from './NotificationBell';

beforeAll(async () => {
  await initI18n('es');
  await loadNamespaces(['notifications']);
});
afterEach(cleanup);

const variables = { page: 1, size: NOTIFICATION_PAGE_SIZES.default };
const notification = (id: number, overrides: Record<string, unknown> = {}) => ({
  __typename: 'Notification' as const,
  id,
  kind: 'EVALUATION_FINISHED' as const,
  candidateName: `Candidata ${id}`,
  processName: 'ANALISTA CONTABLE',
  composedScore: 87.5,
  link: `/cap/process/3/candidates/${id}/disc`,
  createdAt: '2026-11-20T15:00:00.000Z',
  readAt: null as string | null,
  ...overrides,
});
const page = (data: ReturnType<typeof notification>[], unread = data.filter((n) => !n.readAt).length) => ({
  request: { query: NotificationListQuery, variables },
  result: {
    data: { notifications: { __typename: 'NotificationPage' as const, total: data.length, unread, data } },
  },
});
const marked = (ids: number[], left: number) => ({
  request: { query: MarkNotificationsReadMutation, variables: { ids } },
  result: { data: { markNotificationsRead: left } },
});

function renderBell(mocks: MockedProviderProps['mocks']) {
  const router = createMemoryRouter(
    [
      {
        path: '/:lang',
        element: (
          <>
            <NotificationBell />
            <Outlet />
          </>
        ),
        children: [
          { path: 'cap/process/:id/candidates/:candidateId/:component', element: <p>detalle del candidato</p> },
          { path: '*', element: null },
        ],
      },
    ],
    { initialEntries: ['/es/cap/process'] },
  );
  render(
    <MockedProvider mocks={mocks}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return router;
}

describe('the notification bell', () => {
  it('shows the unread count on the bell and lists the newest first, the unread ones marked', async () => {
    renderBell([page([notification(8), notification(7, { readAt: '2026-11-20T16:00:00.000Z', composedScore: null })])]);
    const bell = await screen.findByRole('button', { name: 'Notificaciones: 1 sin leer' });
    fireEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notificaciones' });
    const items = within(panel).getAllByRole('button', { name: /terminó su evaluación/ });
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(
        /^Candidata 8 terminó su evaluación en ANALISTA CONTABLEPuntaje compuesto: 87,5 · .*Sin leer$/,
      ),
      expect.stringMatching(/^Candidata 7 terminó su evaluación en ANALISTA CONTABLE\d/),
    ]);
  });

  it('opening a notification goes to the candidate and marks it read', async () => {
    const router = renderBell([page([notification(8)]), marked([8], 0), page([notification(8, { readAt: 'x' })], 0)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Notificaciones: 1 sin leer' }));
    fireEvent.click(await screen.findByRole('button', { name: /Candidata 8 terminó/ }));
    expect(await screen.findByText('detalle del candidato')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/es/cap/process/3/candidates/8/disc');
    expect(await screen.findByRole('button', { name: 'Notificaciones: 0 sin leer' })).toBeTruthy();
  });

  it('“Marcar todo como leído” marks every notification and the badge goes', async () => {
    renderBell([
      page([notification(8), notification(7)]),
      marked([], 0),
      page([notification(8, { readAt: 'x' }), notification(7, { readAt: 'x' })], 0),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Notificaciones: 2 sin leer' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Marcar todo como leído' }));
    // The open panel hides the rest of the page from the accessibility tree: the bell is behind it.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Notificaciones: 0 sin leer', hidden: true })).toBeTruthy(),
    );
    expect((screen.getByRole('button', { name: 'Marcar todo como leído' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says so when there is nothing to show', async () => {
    renderBell([page([])]);
    fireEvent.click(await screen.findByRole('button', { name: 'Notificaciones: 0 sin leer' }));
    expect(await screen.findByText('No tienes notificaciones.')).toBeTruthy();
  });

  it('opens the preferences from the panel: two switches, saved as chosen', async () => {
    const preferences = (inApp: boolean, email: boolean) => ({
      __typename: 'NotificationPreferences' as const,
      inApp,
      email,
    });
    let saved = false;
    renderBell([
      page([]),
      {
        request: { query: NotificationPreferencesQuery },
        result: { data: { notificationPreferences: preferences(true, true) } },
      },
      {
        request: { query: SaveNotificationPreferencesMutation, variables: { inApp: true, email: false } },
        result: () => {
          saved = true;
          return { data: { saveNotificationPreferences: preferences(true, false) } };
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Notificaciones: 0 sin leer' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Preferencias de notificaciones' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preferencias de notificaciones' });
    const inApp = within(dialog).getByRole('switch', { name: 'En la aplicación' }) as HTMLInputElement;
    const email = within(dialog).getByRole('switch', { name: 'Por correo electrónico' }) as HTMLInputElement;
    expect([inApp.checked, email.checked]).toEqual([true, true]);
    fireEvent.click(email);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(saved).toBe(true));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Preferencias de notificaciones' })).toBeNull());
  });
});
