import { z } from 'zod';
import { LOCALES, TEXT_FIELD_MAX_LENGTH } from '../constants.js';
import { emailSchema } from './email.js';
import { idParamSchema } from './id.js';
import { isCalendarDay, msg } from './messages.js';

/** Longest company description: a few paragraphs for the job board. */
export const COMPANY_DESCRIPTION_MAX_LENGTH = 2000;
/** How long a DISC may be reused across a company's processes: from a day to two years. */
export const DISC_VALIDITY_DAYS_RANGE = { min: 1, max: 730 } as const;
/** Months a candidate never hired is kept after their last activity before being anonymised (docs/decisions/033). */
export const CANDIDATE_RETENTION_MONTHS_DEFAULT = 24;
/** From a month to ten years: a longer retention is no retention at all. */
export const CANDIDATE_RETENTION_MONTHS_RANGE = { min: 1, max: 120 } as const;

const requiredText = z
  .string({ error: msg('required') })
  .trim()
  .min(1, msg('required'))
  .max(TEXT_FIELD_MAX_LENGTH, msg('max'));
const optionalText = z.string().trim().max(TEXT_FIELD_MAX_LENGTH, msg('max')).nullish();
const countrySchema = z
  .string({ error: msg('required') })
  .trim()
  .regex(/^[A-Z]{2}$/, msg('regex'));

/** The company's own data (spec 2 section 7.3, "body is the company data"), as the account page edits it. */
export const companyFormSchema = z.object({
  commercialName: requiredText,
  companyName: requiredText,
  countryCode: countrySchema,
  address: optionalText,
  description: z.string().trim().max(COMPANY_DESCRIPTION_MAX_LENGTH, msg('max')).nullish(),
  requireCorporateEmail: z.boolean({ error: msg('required') }),
  discValidityDays: z
    .number({ error: msg('numeric') })
    .int(msg('numeric'))
    .min(DISC_VALIDITY_DAYS_RANGE.min, msg('min_value'))
    .max(DISC_VALIDITY_DAYS_RANGE.max, msg('max_value')),
  candidateRetentionMonths: z
    .number({ error: msg('numeric') })
    .int(msg('numeric'))
    .min(CANDIDATE_RETENTION_MONTHS_RANGE.min, msg('min_value'))
    .max(CANDIDATE_RETENTION_MONTHS_RANGE.max, msg('max_value')),
});
export type CompanyForm = z.infer<typeof companyFormSchema>;

/** PUT /client/companies: the company data; a field left out stays as it is. */
export const companyUpdateSchema = companyFormSchema.partial();

/** POST /client/companies/{companyId}/mails: "body has value". */
export const companyMailSchema = z.object({ value: emailSchema });

/** POST /client/companies/{companyId}/phones: the number as typed; the server parses it with the company's country. */
export const companyPhoneSchema = z.object({
  value: z
    .string({ error: msg('required') })
    .trim()
    .min(1, msg('required'))
    .max(40, msg('max')),
});

const coordinate = (limit: number) =>
  z
    .string()
    .trim()
    .regex(/^-?\d{1,3}(\.\d{1,12})?$/, msg('regex'))
    .refine((value) => Math.abs(Number(value)) <= limit, msg('regex'))
    .nullish();

/** POST /client/agencies and PUT /client/agencies/{id}: address, name, placeId, mail, longitude, latitude, companyId. */
export const agencySchema = z.object({
  companyId: idParamSchema,
  name: requiredText,
  address: optionalText,
  placeId: z
    .number({ error: msg('numeric') })
    .int(msg('numeric'))
    .positive(msg('numeric'))
    .nullish(),
  mail: z.union([z.literal(''), emailSchema]).nullish(),
  longitude: coordinate(180),
  latitude: coordinate(90),
});
export type AgencyInput = z.infer<typeof agencySchema>;

/** PUT /client/departments/{departmentId}: name, companyId. */
export const departmentUpdateSchema = z.object({ companyId: idParamSchema, name: requiredText });

/** POST /client/departments: name, companyId and the agency it belongs to. */
export const departmentCreateSchema = departmentUpdateSchema.extend({ agencyId: idParamSchema });

/** PUT /people-web/persons/secure/me for a company user: their own profile (an omitted field stays as it is). */
export const userProfileSchema = z.object({
  firstName: requiredText.optional(),
  lastName: requiredText.optional(),
  /** As typed; parsed with the user's country into E.164 on the server. Empty or null clears it. */
  phone: z.string().trim().max(40, msg('max')).nullish(),
  language: z.enum(LOCALES, { error: msg('regex') }).optional(),
  country: countrySchema.optional(),
  birthDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, msg('regex'))
    .refine(isCalendarDay, msg('regex'))
    .nullish(),
});
export type UserProfileInput = z.infer<typeof userProfileSchema>;
