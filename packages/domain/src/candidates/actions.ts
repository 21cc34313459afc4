import { z } from 'zod';
import { MAX_TAGS, TAG_LABEL_MAX_LENGTH, TEXT_FIELD_MAX_LENGTH } from '../constants.js';
import { emailSchema } from '../validation/email.js';
import { displayDay, isCalendarDay, msg } from '../validation/messages.js';

/** Approving a rejected component needs an observation of at most this many characters (spec 1 section 5). */
export const APPROVAL_OBSERVATION_MAX_LENGTH = 250;
/** The placeholder tag some candidates carry; it is never shown (spec 1 section 5). */
export const NO_TAGS_CODE = 'NO_TAGS';
/** The source of a candidate a recruiter invites by hand (spec 1 section 9). */
export const MANUAL_INVITATION_SOURCE = 'CAP_ADDED';
/** Candidates one bulk invitation may carry (the target: 5,000 in at most 10 s). */
export const BULK_INVITATION_MAX = 5000;

export const approvalObservationSchema = z
  .string({ error: msg('required') })
  .trim()
  .min(1, msg('required'))
  .max(APPROVAL_OBSERVATION_MAX_LENGTH, msg('max'));

export const tagLabelSchema = z
  .string({ error: msg('required') })
  .trim()
  .min(1, msg('required'))
  .max(TAG_LABEL_MAX_LENGTH, msg('max'));

/** The tags a candidate shows: never NO_TAGS, at most twelve (spec 1 section 5, spec 2 section 5). */
export function visibleTags<T extends { code: string }>(tags: readonly T[]): T[] {
  return tags.filter((tag) => tag.code !== NO_TAGS_CODE).slice(0, MAX_TAGS);
}

/**
 * A hire date as the API takes it: dd-MM-yyyy (the spec's format) or yyyy-MM-dd; returns the
 * calendar day as yyyy-MM-dd, or null when the text is not a real day.
 */
export function parseHireDate(value: string): string | null {
  const text = value.trim();
  const dayFirst = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text);
  const iso = dayFirst
    ? `${dayFirst[3]}-${dayFirst[2]}-${dayFirst[1]}`
    : /^\d{4}-\d{2}-\d{2}$/.test(text)
      ? text
      : null;
  return iso !== null && isCalendarDay(iso) ? iso : null;
}

/**
 * A hire date must fall between the process start and today (spec 1 section 5). Days are
 * compared as yyyy-MM-dd in the process's own time zone so a hire recorded late in the evening
 * in Bogotá is not refused as "tomorrow" by a server clock in UTC.
 */
export function hireDateBounds(
  processStart: Date | string | null,
  now: Date,
  timeZone: string,
): { min: string | null; max: string } {
  return {
    min: processStart === null ? null : calendarDayIn(processStart, timeZone),
    max: calendarDayIn(now, timeZone),
  };
}

/** The calendar day (yyyy-MM-dd) an instant falls on in a time zone. */
export function calendarDayIn(instant: Date | string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(instant),
  );
}

export function isHireDateAllowed(isoDay: string, bounds: { min: string | null; max: string }): boolean {
  return (bounds.min === null || isoDay >= bounds.min) && isoDay <= bounds.max;
}

/**
 * The hire dialog's day (yyyy-MM-dd, empty when none is chosen): a real day within the bounds of
 * hireDateBounds. The server applies the same rule (isHireDateAllowed) to the day it receives;
 * the messages name the bounds as the spec writes dates.
 */
export function hireDateSchema(bounds: { min: string | null; max: string }) {
  return z
    .string({ error: msg('required') })
    .min(1, { error: msg('required'), abort: true })
    .refine((day) => parseHireDate(day) !== null, { error: msg('regex'), abort: true })
    .refine((day) => isHireDateAllowed(day, { min: bounds.min, max: day }), {
      error: msg('min_value'),
      params: { min: bounds.min === null ? '' : displayDay(bounds.min) },
    })
    .refine((day) => isHireDateAllowed(day, { min: null, max: bounds.max }), {
      error: msg('max_value'),
      params: { max: displayDay(bounds.max) },
    });
}

/**
 * The WhatsApp interview dialog (spec 3): a day from today on (yyyy-MM-dd, today in the
 * recruiter's own calendar) and a time (HH:mm). Nothing reaches the server: it builds a chat link.
 */
export function interviewScheduleSchema(today: string) {
  return z.object({
    date: z
      .string({ error: msg('required') })
      .min(1, { error: msg('required'), abort: true })
      .refine((day) => parseHireDate(day) !== null, { error: msg('regex'), abort: true })
      .refine((day) => day >= today, { error: msg('min_value'), params: { min: displayDay(today) } }),
    time: z
      .string({ error: msg('required') })
      .min(1, { error: msg('required'), abort: true })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, msg('regex')),
  });
}
export type InterviewSchedule = z.input<ReturnType<typeof interviewScheduleSchema>>;

/** The hire dialog: the one day, yyyy-MM-dd. */
export const hireFormSchema = (bounds: { min: string | null; max: string }) =>
  z.object({ date: hireDateSchema(bounds) });
export type HireForm = z.input<ReturnType<typeof hireFormSchema>>;

const name = z
  .string({ error: msg('required') })
  .trim()
  .min(1, msg('required'))
  .max(TEXT_FIELD_MAX_LENGTH, msg('max'));

/**
 * The invite-candidate form (spec 1 section 5): country, first and last name always; e-mail for
 * every process but the controlled basic variant, which identifies candidates by identification.
 */
export function inviteCandidateSchema(basicVariant: boolean) {
  const identification = z
    .string({ error: msg('required') })
    .trim()
    .max(64, msg('max'));
  return z.object({
    mail: basicVariant ? z.string().trim().max(256, msg('max')).nullish() : emailSchema,
    identification: basicVariant ? identification.min(1, msg('required')) : identification.nullish(),
    countryCode: z
      .string({ error: msg('required') })
      .trim()
      .regex(/^[A-Z]{2}$/, msg('required')),
    firstName: name,
    lastName: name,
    phone: z.string().trim().max(32, msg('max')).nullish(),
  });
}
export type InviteCandidateInput = z.input<ReturnType<typeof inviteCandidateSchema>>;

/** Persons one POST /people-web/persons call may create or find. */
export const PEOPLE_BATCH_MAX = 100;

/** A way to reach a person (spec 3: contactInfoList{type,value,active}); a PHONE entry is the person's phone. */
export const contactInfoSchema = z.object({
  type: z
    .string({ error: msg('required') })
    .trim()
    .min(1, msg('required'))
    .max(32, msg('max')),
  value: z
    .string({ error: msg('required') })
    .trim()
    .min(1, msg('required'))
    .max(256, msg('max')),
  active: z.boolean().nullish(),
});
export type ContactInfo = z.infer<typeof contactInfoSchema>;

/**
 * POST /people-web/persons's body: a list of candidates with the invite form's rules (the header
 * full-profile: false is the controlled basic variant, identified by identification), the country
 * named `country` and contacts in place of the phone.
 */
export function peopleBatchSchema(basicVariant: boolean) {
  const person = inviteCandidateSchema(basicVariant);
  return z
    .array(
      person.omit({ countryCode: true, phone: true }).extend({
        country: person.shape.countryCode,
        contactInfoList: z.array(contactInfoSchema).max(10, msg('max')).nullish(),
      }),
      { error: msg('required') },
    )
    .min(1, msg('required'))
    .max(PEOPLE_BATCH_MAX, msg('max'));
}
