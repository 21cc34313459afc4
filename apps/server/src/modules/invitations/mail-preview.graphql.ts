import { builder } from '../../graphql/builder.js';
import type { MailRecipient } from '../processes/index.js';
import { MAIL_PREVIEW_RECIPIENTS, type MailPreview } from './mail-preview.js';

const MailRecipientRef = builder.objectRef<MailRecipient>('MailRecipient').implement({
  description: 'A candidate a process-wide e-mail will reach.',
  fields: (t) => ({
    processPersonId: t.exposeInt('id', { description: 'The candidate’s processPersonId.' }),
    email: t.exposeString('email', { description: 'Where the e-mail goes.' }),
    firstName: t.exposeString('firstName', { description: 'The candidate’s first name.' }),
    lastName: t.exposeString('lastName', { description: 'The candidate’s last name.' }),
  }),
});

/** Shared by every process-wide e-mail's preview (docs/decisions/034). */
export const MailPreviewRef = builder.objectRef<MailPreview>('MailPreview').implement({
  description: 'What a process-wide e-mail will do if sent now: who gets it, how many, and its text.',
  fields: (t) => ({
    count: t.exposeInt('count', { description: 'How many candidates it will reach.' }),
    recipients: t.field({
      type: [MailRecipientRef],
      description: `The candidates it will reach, in the order they joined; the first ${MAIL_PREVIEW_RECIPIENTS} only.`,
      resolve: (preview) => preview.recipients,
    }),
    subject: t.exposeString('subject', { description: 'The e-mail’s subject.' }),
    body: t.exposeString('body', {
      description: 'The e-mail’s text; each candidate’s own name (and link) stand in brackets.',
    }),
    lastSentAt: t.expose('lastSentAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it was last sent for the process; null when never.',
    }),
  }),
});
