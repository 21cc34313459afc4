import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FILE_SIZE_LIMIT_BYTES } from '@terna/domain';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/shared/lib/i18n';
import { SnackbarProvider } from '@/shared/ui/SnackbarProvider';
import { CompanyLogoUpload } from './CompanyLogoUpload';

/** Stands in for the browser's XMLHttpRequest: records what would be sent and answers as the test says. */
class FakeRequest {
  static sent: { method: string; url: string; headers: Record<string, string>; body: FormData }[] = [];
  static answer: { status: number; response: unknown } = { status: 200, response: { data: { logoUrl: '/files/x' } } };
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  responseType = '';
  status = 0;
  response: unknown = null;
  private method = '';
  private url = '';
  private headers: Record<string, string> = {};
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    FakeRequest.sent.push({ method: this.method, url: this.url, headers: this.headers, body });
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
      setTimeout(() => {
        this.status = FakeRequest.answer.status;
        this.response = FakeRequest.answer.response;
        this.onload?.();
      }, 20);
    }, 0);
  }
}

beforeAll(async () => {
  await initI18n('es');
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
});
afterEach(() => {
  cleanup();
  FakeRequest.sent = [];
});

async function renderUpload() {
  render(
    <MemoryRouter>
      <ApolloProvider client={new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() })}>
        <SnackbarProvider>
          <CompanyLogoUpload />
        </SnackbarProvider>
      </ApolloProvider>
    </MemoryRouter>,
  );
  await screen.findByRole('button', { name: 'Cambiar logo' });
  return document.querySelector<HTMLInputElement>('input[type=file]')!;
}

function choose(input: HTMLInputElement, file: File) {
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
}

describe('the company logo upload', () => {
  it('offers only jpeg, png and gif, and says the limit', async () => {
    const input = await renderUpload();
    expect(input.accept).toBe('.jpeg,.jpg,.png,.gif,image/jpeg,image/png,image/gif');
    expect(screen.getByText('JPEG, PNG o GIF de hasta 5120 KB.').id).toBe(
      screen.getByRole('button', { name: 'Cambiar logo' }).getAttribute('aria-describedby'),
    );
  });

  it('refuses an SVG before sending it, with the translated message', async () => {
    choose(await renderUpload(), new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(
      await screen.findByText('Ese tipo de archivo no está permitido. Tipos admitidos: jpeg, png, gif.'),
    ).toBeTruthy();
    expect(FakeRequest.sent).toEqual([]);
  });

  it('refuses a file one byte over 5120 KB before sending it', async () => {
    choose(
      await renderUpload(),
      new File([new Uint8Array(FILE_SIZE_LIMIT_BYTES + 1)], 'logo.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('El archivo supera el tamaño máximo de 5120 KB.')).toBeTruthy();
    expect(FakeRequest.sent).toEqual([]);
  });

  it('sends the file as the `file` field with the session language, shows progress, then confirms', async () => {
    FakeRequest.answer = { status: 200, response: { data: { logoUrl: '/files/x' } } };
    const file = new File([new Uint8Array([0x89, 0x50])], 'logo.png', { type: 'image/png' });
    choose(await renderUpload(), file);
    expect(await screen.findByRole('progressbar', { name: 'Subiendo el logo' })).toBeTruthy();
    expect(await screen.findByText('Logo actualizado.')).toBeTruthy();
    expect(FakeRequest.sent).toHaveLength(1);
    const [request] = FakeRequest.sent;
    expect(request).toMatchObject({
      method: 'POST',
      url: '/client/companies/logo',
      headers: { 'accept-language': 'es' },
    });
    expect(request!.body.get('file')).toBe(file);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows the server’s translated refusal', async () => {
    FakeRequest.answer = {
      status: 415,
      response: {
        code: 'FILE_CONTENT_MISMATCH',
        messages: ['El contenido del archivo no corresponde a su extensión.'],
      },
    };
    const input = await renderUpload();
    choose(input, new File(['<html>'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText('El contenido del archivo no corresponde a su extensión.')).toBeTruthy();
    // Ready for another try.
    expect(input.disabled).toBe(false);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
