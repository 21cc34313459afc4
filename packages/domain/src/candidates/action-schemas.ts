import { z } from 'zod';
import { TAG_LABEL_MAX_LENGTH, TEXT_FIELD_MAX_LENGTH } from '../constants.js';
import { emailSchema } from '../validation/email.js';
import { displayDay, msg } from '../validation/messages.js';
import { APPROVAL_OBSERVATION_MAX_LENGTH, isHireDateAllowed, parseHireDate, PEOPLE_BATCH_MAX } from './actions.js';

/** The candidate actions' forms and requests (spec 1 section 5, spec 3), with the rules of actions.ts. */

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
