import { z } from 'zod';
import { EDUCATION_STATUSES } from '../candidates/education.js';
import { GENDERS, LANGUAGE_LEVELS, MARITAL_STATUSES, SKILL_LEVELS } from '../enums.js';
import { isoDaySchema, LIST_MAX, SHORT_TEXT_MAX, typedText } from '../launch/draft.js';
import { emailSchema } from '../validation/email.js';
import { msg } from '../validation/messages.js';

/**
 * The CV a candidate fills in the portal (docs/api/portal.md). The server stores it as the person's
 * curricula row (data in the shape the candidate detail already reads, plus the flat columns the
 * facets read) and scores it against the job profile. The draft form is what autosave accepts
 * (every part optional); the complete form is what finishing the step requires.
 */

const yearMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, msg('regex'));
const year = z
  .number({ error: msg('numeric') })
  .int(msg('numeric'))
  .min(1940, msg('min_value'))
  .max(2100, msg('max_value'));
const name = typedText(SHORT_TEXT_MAX, { min: 1 });

export const cvPersonalSchema = z.object({
  firstName: typedText(80, { min: 1 }),
  lastName: typedText(80, { min: 1 }),
  identification: typedText(30).optional(),
  email: emailSchema.optional(),
  birthDate: isoDaySchema,
  gender: z.enum(GENDERS),
  maritalStatus: z.enum(MARITAL_STATUSES).nullable(),
  /** ISO 3166 alpha-2 of the country the candidate lives in; the phone is parsed with it. */
  countryCode: z.string().regex(/^[A-Z]{2}$/, msg('regex')),
  /** The city: a place of the places catalogue by its uuid, and its name as shown. */
  placeId: typedText(64, { min: 1 }),
  placeName: name,
  /** E.164, as parsed in the browser (libphonenumber-js) and checked again on the server. */
  phone: z.string().regex(/^\+[1-9]\d{6,14}$/, msg('regex')),
  willingToRelocate: z.boolean(),
  introduction: typedText(1000).nullable(),
});

export const cvEducationSchema = z.object({
  /** The degrees catalogue's id (its order ranks degrees for the CV match) and its name. */
  degreeId: z.number().int().min(1).max(1000),
  degree: name,
  studyArea: name.nullable(),
  institution: name.nullable(),
  status: z.enum(EDUCATION_STATUSES),
  startYear: year,
  endYear: year.nullable(),
});

export const cvExperienceSchema = z.object({
  jobTitle: name,
  company: name,
  area: name.nullable(),
  subArea: name.nullable(),
  industry: name.nullable(),
  startDate: yearMonth,
  /** Null while current. */
  endDate: yearMonth.nullable(),
  current: z.boolean(),
  description: typedText(1000).nullable(),
});

export const cvSkillSchema = z.object({ skill: name, level: z.enum(SKILL_LEVELS) });
export const cvLanguageSchema = z.object({
  /** The languages catalogue's id (es, en, ...) and its name as shown. */
  languageId: typedText(16, { min: 2 }),
  name,
  level: z.enum(LANGUAGE_LEVELS),
});
export const cvSalarySchema = z.object({
  amount: z
    .number({ error: msg('numeric') })
    .int(msg('numeric'))
    .min(0, msg('min_value'))
    .max(1_000_000_000, msg('max_value')),
  currency: z.string().regex(/^[A-Z]{3}$/, msg('regex')),
});

const cvShape = z.object({
  personal: cvPersonalSchema,
  educationList: z.array(cvEducationSchema).max(LIST_MAX, msg('max')),
  experiences: z.array(cvExperienceSchema).max(LIST_MAX, msg('max')),
  skills: z.array(cvSkillSchema).max(LIST_MAX, msg('max')),
  languages: z.array(cvLanguageSchema).max(10, msg('max')),
  salary: cvSalarySchema,
});

/** Autosave: any part, each part whole (a half-typed entry stays in the form until it parses). */
export const candidateCvDraftSchema = cvShape.extend({ personal: cvPersonalSchema.partial() }).partial();
/** Finishing the CV step. */
export const candidateCvSchema = cvShape;
export type CandidateCvDraft = z.infer<typeof candidateCvDraftSchema>;
export type CandidateCvForm = z.infer<typeof candidateCvSchema>;
export type CvEducation = z.infer<typeof cvEducationSchema>;
export type CvExperienceEntry = z.infer<typeof cvExperienceSchema>;
