import { interpolate, USER_INVITATION_TTL_DAYS, type Locale } from '@terna/domain';
import type { OutgoingMail } from '../../mail/mailer.js';

const TEMPLATE = {
  es: {
    subject: '{{inviter}} te invita a {{companyName}} en Terna',
    body:
      'Hola:\n\n{{inviter}} te invita a unirte a {{companyName}} en Terna, la plataforma de selección de personal.\n\n' +
      '{{action}}\n{{link}}\n\nEl enlace funciona durante {{days}} días. Si no esperabas esta invitación, puedes ignorar este mensaje.',
    activate: 'Para crear tu cuenta abre este enlace:',
    join: 'Ya tienes una cuenta en Terna: para unirte con ella abre este enlace:',
  },
  en: {
    subject: '{{inviter}} invites you to {{companyName}} on Terna',
    body:
      'Hello,\n\n{{inviter}} invites you to join {{companyName}} on Terna, the recruiting platform.\n\n' +
      '{{action}}\n{{link}}\n\nThe link works for {{days}} days. If you were not expecting this invitation, you can ignore this message.',
    activate: 'To create your account, open this link:',
    join: 'You already have a Terna account: to join with it, open this link:',
  },
} as const satisfies Record<Locale, { subject: string; body: string; activate: string; join: string }>;

/**
 * The link of an invitation: the activation page for a new account, the onboarding page for an
 * existing one (the token is a path segment there, as the spec's invitation-onboard-hash route has it).
 */
export function userInvitationLink(publicUrl: string, locale: Locale, token: string, registered: boolean): string {
  const base = publicUrl.replace(/\/$/, '');
  return registered
    ? `${base}/${locale}/onboard/${encodeURIComponent(token)}`
    : `${base}/${locale}/invitation/activate?token=${encodeURIComponent(token)}`;
}

/** The invitation e-mail, in the language the inviter works in (the invitee has none yet). */
export function userInvitationMail(
  locale: Locale,
  invitation: {
    companyId: number;
    companyName: string;
    inviter: string;
    email: string;
    link: string;
    registered: boolean;
  },
): OutgoingMail {
  const template = TEMPLATE[locale];
  const params = {
    inviter: invitation.inviter,
    companyName: invitation.companyName,
    action: invitation.registered ? template.join : template.activate,
    link: invitation.link,
    days: USER_INVITATION_TTL_DAYS,
  };
  return {
    companyId: invitation.companyId,
    to: invitation.email,
    subject: interpolate(template.subject, params),
    body: interpolate(template.body, params),
    category: 'USER',
  };
}
