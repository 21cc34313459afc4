import { interpolate, type Locale } from '@terna/domain';
import type { MailAttachment, OutgoingMail } from '../../mail/mailer.js';

export interface ScheduledMeeting {
  /** The provider's meeting id: the invitation's UID, so a calendar recognises a resend as the same event. */
  id: string;
  topic: string;
  agenda: string;
  start: Date;
  timezone: string;
  duration: number;
  joinUrl: string;
}

const TEXTS = {
  es: {
    subject: 'Entrevista virtual: {{topic}}',
    body: [
      'Hola {{firstName}}:',
      '',
      '{{company}} te invita a una entrevista virtual del proceso {{process}}.',
      '',
      '{{topic}}',
      '{{agenda}}',
      '',
      'Fecha: {{when}} ({{timezone}})',
      'Duración: {{duration}} minutos',
      'Únete aquí: {{joinUrl}}',
      '',
      'Adjuntamos la invitación para agregarla a tu calendario.',
    ].join('\n'),
  },
  en: {
    subject: 'Virtual interview: {{topic}}',
    body: [
      'Hello {{firstName}},',
      '',
      '{{company}} invites you to a virtual interview for the {{process}} process.',
      '',
      '{{topic}}',
      '{{agenda}}',
      '',
      'Date: {{when}} ({{timezone}})',
      'Duration: {{duration}} minutes',
      'Join here: {{joinUrl}}',
      '',
      'The invitation is attached so you can add it to your calendar.',
    ].join('\n'),
  },
} as const;

/** RFC 5545 text: backslash, semicolon, comma and newlines escaped. */
const icsText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
/** 20261128T150000Z */
const icsTime = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** RFC 5545 folds content lines longer than 75 octets; a continuation starts with a space. */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (Buffer.byteLength(current + char, 'utf8') > limit) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The calendar invitation (iCalendar, METHOD:REQUEST) the candidate's mail carries. */
export function meetingInvitation(meeting: ScheduledMeeting, organizer: string): MailAttachment {
  const end = new Date(meeting.start.getTime() + meeting.duration * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Terna//Virtual interviews//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:REQUEST',
    'BEGIN:VEVENT',
    `UID:zoom-${meeting.id}@terna`,
    `DTSTAMP:${icsTime(new Date())}`,
    `DTSTART:${icsTime(meeting.start)}`,
    `DTEND:${icsTime(end)}`,
    `SUMMARY:${icsText(meeting.topic)}`,
    `DESCRIPTION:${icsText(`${meeting.agenda}\n\n${meeting.joinUrl}`)}`,
    `LOCATION:${icsText(meeting.joinUrl)}`,
    `URL:${meeting.joinUrl}`,
    `ORGANIZER;CN=${icsText(organizer)}:mailto:no-reply@terna.lat`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return {
    filename: 'entrevista.ics',
    contentType: 'text/calendar; charset=utf-8; method=REQUEST',
    content: `${lines.map(fold).join('\r\n')}\r\n`,
  };
}

/** The start as the candidate reads it, in the meeting's time zone and the mail's language. */
function whenText(meeting: ScheduledMeeting, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'es' ? 'es-ES' : 'en-GB', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: meeting.timezone,
  }).format(meeting.start);
}

/** The candidate's invitation e-mail, with the meeting's link in the text and the .ics attached. */
export function meetingMail(
  locale: Locale,
  meeting: ScheduledMeeting,
  to: { companyId: number; email: string; firstName: string; company: string; process: string },
): OutgoingMail {
  const texts = TEXTS[locale];
  const params = {
    ...to,
    topic: meeting.topic,
    agenda: meeting.agenda,
    when: whenText(meeting, locale),
    timezone: meeting.timezone,
    duration: meeting.duration,
    joinUrl: meeting.joinUrl,
  };
  return {
    companyId: to.companyId,
    to: to.email,
    subject: interpolate(texts.subject, params),
    body: interpolate(texts.body, params),
    category: 'CANDIDATE',
    attachments: [meetingInvitation(meeting, to.company)],
  };
}
