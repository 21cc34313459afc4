import type { FastifyInstance } from 'fastify';
import type { Locale } from '@terna/domain';
import { candidateResource } from '../candidates/index.js';
import { addPerson, createPeople } from './invitation.service.js';
import { sendNotHiredMails } from './not-hired-mail.service.js';

const NOT_HIRED_SENT: Record<Locale, string> = { es: 'Emails enviados con éxito', en: 'Emails sent successfully' };

/** The process service's invitation routes (spec 3 section 7); errors answer `{ messages, code }` like every route. */
export function registerInvitationRoutes(app: FastifyInstance): void {
  // The spec's invitation payload calls the e-mail `email`; addPerson's personCreateDto calls it `mail`.
  app.post<{ Params: { id: string }; Body: unknown }>('/process-web/process/:id/people', async (request) => {
    const body =
      typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body)
        ? (request.body as Record<string, unknown>)
        : {};
    const candidate = await addPerson(request.ctx, Number(request.params.id), {
      ...body,
      mail: body.mail ?? body.email,
    });
    return { data: candidateResource(candidate) };
  });

  // The people service (spec 3): the body is the list itself; the full-profile header picks the variant.
  app.post<{ Body: unknown }>('/people-web/persons', async (request) => ({
    data: await createPeople(request.ctx, request.body, request.headers['full-profile']),
  }));

  app.post<{ Params: { id: string } }>('/process-web/process/:id/mail/notHired', async (request) => {
    const result = await sendNotHiredMails(request.ctx, Number(request.params.id));
    return { messages: [NOT_HIRED_SENT[request.ctx.locale]], data: result };
  });
}
