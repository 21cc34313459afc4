import { z } from 'zod';
import { idSchema } from '../validation/id.js';
import { displayDay, isCalendarDay, msg } from '../validation/messages.js';

/** The meeting tools a recruiter can connect (spec 3 section 9: only ZOOM is offered). */
export const MEETING_PROVIDERS = ['ZOOM'] as const;
export type MeetingProvider = (typeof MEETING_PROVIDERS)[number];
/** Tools the connect step lists as coming, without a way to connect them yet (spec 3 section 9). */
export const COMING_MEETING_TOOLS = ['GOOGLE_MEET', 'MICROSOFT_TEAMS'] as const;

/** After the connect flow starts, the integrations are polled this often until one appears (spec 3 section 9). */
export const INTEGRATION_POLL_INTERVAL_MS = 3000;
/** The meeting tool's sign-in popup (spec 3 section 9). */
export const MEETING_LOGIN_POPUP = { width: 600, height: 850 } as const;
/** The virtual-interview dialog's widths (spec 3 section 2): the connect and link steps, and the form. */
export const MEETING_DIALOG_WIDTH = { narrow: 450, wide: 645 } as const;
export const MEETING_DESCRIPTION_MAX_LENGTH = 200;
/** Minutes, when the form leaves the duration empty (spec 3 section 9). */
export const MEETING_DEFAULT_DURATION = 10;
/**
 * The longest interview, in minutes: the spec is silent; a working day (docs/decisions/023). Zoom
 * itself accepts longer durations, but a longer value is a typo (600 for 60), not an interview.
 */
export const MEETING_MAX_DURATION = 480;
export const MEETING_SUBJECT_MAX_LENGTH = 200;
/**
 * How far in the past a start may lie and still count as now: the form's minute precision plus the
 * time the request takes, so "today at this minute" is accepted.
 */
export const MEETING_START_GRACE_MS = 2 * 60_000;

const subject = z
  .string({ error: msg('required') })
  .trim()
  .min(1, msg('required'))
  .max(MEETING_SUBJECT_MAX_LENGTH, msg('max'));
const description = z
  .string({ error: msg('required') })
  .trim()
  .min(1, msg('required'))
  .max(MEETING_DESCRIPTION_MAX_LENGTH, msg('max'));
const duration = z
  .number({ error: msg('numeric') })
  .int(msg('numeric'))
  .min(0, msg('min_value'))
  .max(MEETING_MAX_DURATION, msg('max_value'));

/** The form's duration: empty reads as the default, anything else must be a whole number (spec 3 section 5). */
export function parseMeetingDuration(value: string | number | null | undefined): number {
  if (value === null || value === undefined || String(value).trim() === '') return MEETING_DEFAULT_DURATION;
  const text = String(value).trim();
  return /^-?\d+$/.test(text) ? Number.parseInt(text, 10) : Number.NaN;
}

/** "-05:00" for what Date#getTimezoneOffset answers in UTC-5 (300: minutes west of UTC). */
export function offsetText(timezoneOffset: number): string {
  const sign = timezoneOffset > 0 ? '-' : '+';
  const abs = Math.abs(timezoneOffset);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The start the form sends: local date-time plus its offset, e.g. 2026-11-28T10:00:00-05:00 (spec 3 section 5). */
export function meetingStartTime(date: string, time: string, timezoneOffset: number): string {
  return `${date}T${time}:00${offsetText(timezoneOffset)}`;
}

/** An ISO 8601 date-time with its offset (or Z); seconds and milliseconds optional. */
const START_TIME = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;
const startsBefore = (start: Date, now: Date) => start.getTime() < now.getTime() - MEETING_START_GRACE_MS;

/**
 * The meeting form (spec 3 section 5): subject; description up to 200; a day from today and a time
 * (together not in the past); a whole, non-negative duration, empty meaning 10 minutes.
 * `offsetOf` gives the browser's Date#getTimezoneOffset at that day and time (daylight saving moves it).
 */
export function meetingFormSchema(today: string, now: Date, offsetOf: (date: string, time: string) => number) {
  return z
    .object({
      subject,
      description,
      date: z
        .string({ error: msg('required') })
        .min(1, { error: msg('required'), abort: true })
        .refine(isCalendarDay, { error: msg('regex'), abort: true })
        .refine((day) => day >= today, { error: msg('min_value'), params: { min: displayDay(today) } }),
      time: z
        .string({ error: msg('required') })
        .min(1, { error: msg('required'), abort: true })
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/, msg('regex')),
      duration: z.string().transform(parseMeetingDuration).pipe(duration),
    })
    .superRefine((form, context) => {
      if (form.date < today || !START_TIME.test(meetingStartTime(form.date, form.time, 0))) return;
      const start = new Date(meetingStartTime(form.date, form.time, offsetOf(form.date, form.time)));
      if (startsBefore(start, now))
        context.addIssue({ code: 'custom', path: ['time'], message: msg('start_not_past') });
    });
}
export type MeetingForm = z.input<ReturnType<typeof meetingFormSchema>>;

/** An IANA time zone the runtime knows (Intl), e.g. America/Lima. */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * createMeeting's request (spec 3 section 3, meeting request): the server re-checks the form's rules,
 * that the start is a real date-time with its offset and not in the past, and the maximum duration.
 */
export function meetingRequestSchema(now: Date) {
  return z.object({
    subject,
    description,
    duration,
    guestId: idSchema,
    processId: idSchema,
    provider: z.enum(MEETING_PROVIDERS, { error: msg('regex') }),
    startTime: z
      .string({ error: msg('required') })
      .regex(START_TIME, { error: msg('regex'), abort: true })
      .refine((value) => !Number.isNaN(new Date(value).getTime()), { error: msg('regex'), abort: true })
      .refine((value) => !startsBefore(new Date(value), now), msg('start_not_past')),
    timezone: z.string().max(64, msg('max')).refine(isTimeZone, msg('regex')).optional(),
  });
}
export type MeetingRequest = z.infer<ReturnType<typeof meetingRequestSchema>>;

/**
 * The sidebar's virtual-interview button (spec 3 section 2): the company's ZOOM_INTEGRATION feature,
 * the candidates-list route (not the report route), a candidate with a person, and a process that is
 * not closed (a closed process hides the actions).
 */
export function showsVirtualInterview(context: {
  zoomFeature: boolean;
  route: 'list' | 'report';
  hasPerson: boolean;
  processClosed: boolean;
}): boolean {
  return context.zoomFeature && context.route === 'list' && context.hasPerson && !context.processClosed;
}
