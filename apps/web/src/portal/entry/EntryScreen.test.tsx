import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PortalApiError } from '../api';
import { initPortalI18n } from '../i18n';
import type { EntryInfo } from '../types';
import { NotifyProvider } from '../ui';
import { EntryScreen, type EntryState } from './EntryScreen';

const info = (overrides: Partial<EntryInfo> = {}): EntryInfo => ({
  processId: 42,
  processName: 'Asesor comercial Quito',
  companyName: 'Andina Retail',
  logoUrl: null,
  description: 'Atención a clientes en tienda.',
  status: 'OPEN',
  identifyBy: 'EMAIL',
  startDate: '2026-11-01',
  endDate: '2026-12-31',
  components: ['CURRICULUM', 'DISC'],
  privacy: { version: '2026-11', link: 'https://andina.example/privacidad' },
  ...overrides,
});

const show = (entry: EntryState, invitation: string | null = null) =>
  render(
    <NotifyProvider>
      <EntryScreen
        entry={entry}
        processRef={{ slug: 'asesor-quito' }}
        invitation={invitation}
        onSession={() => undefined}
      />
    </NotifyProvider>,
  );

beforeAll(async () => {
  await initPortalI18n('es');
});
afterEach(cleanup);

describe('the entry screen', () => {
  it.each([
    ['CLOSED', 'Este proceso está cerrado'],
    ['OUT_OF_DATE', 'El plazo de este proceso terminó'],
    ['NOT_STARTED', 'Este proceso aún no empieza'],
  ] as const)('a %s process shows its page with a clear title, never a form', (status, title) => {
    show({ state: 'ready', info: info({ status }) });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.queryByLabelText(/Correo electrónico/)).toBeNull();
  });

  it('an entry call refused as CLOSED or OUT_OF_DATE shows the same status page', () => {
    show({ state: 'failed', error: new PortalApiError('Cerrado', 409, 'OUT_OF_DATE'), retry: () => undefined });
    expect(screen.getByRole('heading', { name: 'El plazo de este proceso terminó' })).toBeTruthy();
  });

  it('a code asked for a process that closed meanwhile shows the status page, not an error', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ messages: ['El proceso está cerrado'], code: 'PROCESS_CLOSED' }, { status: 409 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    show({ state: 'ready', info: info() });
    fireEvent.change(screen.getByRole('textbox', { name: /Correo electrónico/ }), {
      target: { value: 'ana@example.test' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByRole('heading', { name: 'Este proceso está cerrado' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/portal-web/entry/code', expect.objectContaining({ method: 'POST' }));
    vi.unstubAllGlobals();
  });

  it('an unknown link says so instead of a bare 404', () => {
    show({ state: 'failed', error: new PortalApiError('No encontrado', 404, 'NOT_FOUND'), retry: () => undefined });
    expect(screen.getByRole('heading', { name: 'Este enlace no es válido' })).toBeTruthy();
  });

  it('an open process shows its name, description and the e-mail identification', () => {
    show({ state: 'ready', info: info() });
    expect(screen.getByRole('heading', { level: 1, name: 'Asesor comercial Quito' })).toBeTruthy();
    expect(screen.getByText('Atención a clientes en tienda.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Correo electrónico/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviar código' })).toBeTruthy();
  });

  describe('a personal link the server refuses', () => {
    const refuseWith = (status: number, code: string, message: string) => {
      const fetchMock = vi.fn(async () => Response.json({ messages: [message], code }, { status }));
      vi.stubGlobal('fetch', fetchMock);
      return fetchMock;
    };
    afterEach(async () => {
      vi.unstubAllGlobals();
      await i18next.changeLanguage('es');
    });

    it('an expired one says so and to ask the company for a new invitation, with the e-mail below', async () => {
      const fetchMock = refuseWith(410, 'INVITATION_EXPIRED', 'El enlace de invitación venció.');
      show({ state: 'ready', info: info() }, '7.1700000000.firma');
      const notice = (await screen.findByText('Tu enlace de invitación venció')).closest('[role="status"]')!;
      expect(notice.textContent).toContain('Pide a Andina Retail que te envíe una invitación nueva');
      expect(screen.getByRole('textbox', { name: /Correo electrónico/ })).toBeTruthy();
      expect(fetchMock).toHaveBeenCalledWith(
        '/portal-web/entry/invitation',
        expect.objectContaining({
          method: 'POST',
          body: JSON.stringify({ processId: 42, token: '7.1700000000.firma' }),
        }),
      );
    });

    it('in English for a candidate who reads English', async () => {
      await i18next.changeLanguage('en');
      refuseWith(410, 'INVITATION_EXPIRED', 'The invitation link has expired.');
      show({ state: 'ready', info: info() }, '7.1700000000.firma');
      const notice = (await screen.findByText('Your invitation link has expired')).closest('[role="status"]')!;
      expect(notice.textContent).toContain('Ask Andina Retail to send you a new invitation');
    });

    it('an invalid one falls back to the e-mail without speaking of expiry', async () => {
      refuseWith(401, 'INVITATION_INVALID', 'El enlace de invitación no es válido.');
      show({ state: 'ready', info: info() }, 'no-es-un-token');
      const notice = await screen.findByText('Tu enlace de invitación ya no es válido. Identifícate con tu correo.');
      expect(notice).toBeTruthy();
      expect(screen.queryByText(/venció/)).toBeNull();
    });
  });

  it('a controlled basic process asks for the identification number', () => {
    show({ state: 'ready', info: info({ identifyBy: 'IDENTIFICATION' }) });
    expect(screen.getByRole('textbox', { name: /Número de identificación/ })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Correo electrónico/ })).toBeNull();
  });
});
