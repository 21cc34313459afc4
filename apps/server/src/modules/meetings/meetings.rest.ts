import type { FastifyInstance } from 'fastify';
import { errorMessage } from '../../i18n.js';
import { DomainError } from '../../errors.js';
import { completeAuthorization, OAUTH_CALLBACK_PATH } from './integration.service.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A small page for the popup. Once connected it closes itself with the web app's close-popup.js (the
 * CSP allows no inline script), and the dialog that opened it sees the connection appear (it polls);
 * an error stays open for the user to read. Either way the text says the window can be closed.
 */
function page(title: string, text: string, close = false): string {
  const script = close ? '<script src="/close-popup.js"></script>' : '';
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;margin:2rem;line-height:1.5"><h1 style="font-size:1.25rem">${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${script}</body></html>`;
}

/**
 * GET /integrations/zoom/callback: where Zoom sends the popup back with the code and our state. A
 * browser (Accept: text/html) gets a small page either way; any other client gets the API's JSON
 * answers, errors included, like every other route.
 */
export function registerMeetingRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: { code?: string; state?: string; error?: string } }>(
    OAUTH_CALLBACK_PATH,
    async (request, reply) => {
      const { code, state, error } = request.query;
      const query = {
        code: typeof code === 'string' ? code : undefined,
        state: typeof state === 'string' ? state : undefined,
        error: typeof error === 'string' ? error : undefined,
      };
      reply.header('cache-control', 'no-store');
      const browser = (request.headers.accept ?? '').includes('text/html');
      try {
        await completeAuthorization(request.ctx, query);
      } catch (failure) {
        if (!browser || !(failure instanceof DomainError)) throw failure;
        reply.status(failure.status).type('text/html; charset=utf-8');
        return page('Zoom', errorMessage(request.ctx.locale, failure.code, failure.params));
      }
      if (!browser) return { data: { provider: 'ZOOM', connected: true } };
      reply.type('text/html; charset=utf-8');
      return page(
        'Zoom conectado · Zoom connected',
        'Ya puedes cerrar esta ventana. · You can close this window.',
        true,
      );
    },
  );
}
