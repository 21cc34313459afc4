import {
  cvEducationSchema,
  cvExperienceSchema,
  cvLanguageSchema,
  cvPersonalSchema,
  cvSalarySchema,
  cvSkillSchema,
  type CandidateCvDraft,
} from '@terna/domain';
import { nationalPart, toE164 } from './phone';

/** The CV as the form holds it: text as typed, so a half-typed entry stays on screen until it parses. */
export interface PersonalForm {
  firstName: string;
  lastName: string;
  identification: string;
  email: string;
  birthDate: string;
  gender: string;
  maritalStatus: string;
  countryCode: string;
  placeId: string;
  placeName: string;
  phone: string;
  willingToRelocate: boolean;
  introduction: string;
}
export interface EducationForm {
  degreeId: string;
  degree: string;
  studyArea: string;
  institution: string;
  status: string;
  startYear: string;
  endYear: string;
}
export interface ExperienceForm {
  jobTitle: string;
  company: string;
  area: string;
  subArea: string;
  industry: string;
  startDate: string;
  endDate: string;
  current: boolean;
  description: string;
}
export interface SkillForm {
  skill: string;
  level: string;
}
export interface LanguageForm {
  languageId: string;
  name: string;
  level: string;
}
export interface CvForm {
  personal: PersonalForm;
  educationList: EducationForm[];
  experiences: ExperienceForm[];
  skills: SkillForm[];
  languages: LanguageForm[];
  salary: { amount: string; currency: string };
}

export const emptyEducation = (): EducationForm => ({
  degreeId: '',
  degree: '',
  studyArea: '',
  institution: '',
  status: 'COMPLETED',
  startYear: '',
  endYear: '',
});
export const emptyExperience = (): ExperienceForm => ({
  jobTitle: '',
  company: '',
  area: '',
  subArea: '',
  industry: '',
  startDate: '',
  endDate: '',
  current: false,
  description: '',
});
export const emptySkill = (): SkillForm => ({ skill: '', level: 'MEDIUM' });
export const emptyLanguage = (): LanguageForm => ({ languageId: '', name: '', level: 'PROFESSIONAL_WORKING' });

const text = (value: string | null | undefined) => value ?? '';
const number = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const yearOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

/** The saved draft as the form shows it. */
export function formFromDraft(cv: CandidateCvDraft, defaultCountry: string, defaultCurrency: string): CvForm {
  const p = cv.personal ?? {};
  const countryCode = p.countryCode ?? defaultCountry;
  return {
    personal: {
      firstName: text(p.firstName),
      lastName: text(p.lastName),
      identification: text(p.identification),
      email: text(p.email),
      birthDate: text(p.birthDate),
      gender: text(p.gender),
      maritalStatus: text(p.maritalStatus),
      countryCode,
      placeId: text(p.placeId),
      placeName: text(p.placeName),
      phone: p.phone ? nationalPart(p.phone, countryCode) : '',
      willingToRelocate: p.willingToRelocate ?? false,
      introduction: text(p.introduction),
    },
    educationList: (cv.educationList ?? []).map((entry) => ({
      degreeId: number(entry.degreeId),
      degree: entry.degree,
      studyArea: text(entry.studyArea),
      institution: text(entry.institution),
      status: entry.status,
      startYear: number(entry.startYear),
      endYear: number(entry.endYear),
    })),
    experiences: (cv.experiences ?? []).map((entry) => ({
      jobTitle: entry.jobTitle,
      company: entry.company,
      area: text(entry.area),
      subArea: text(entry.subArea),
      industry: text(entry.industry),
      startDate: entry.startDate,
      endDate: text(entry.endDate),
      current: entry.current,
      description: text(entry.description),
    })),
    skills: (cv.skills ?? []).map((entry) => ({ skill: entry.skill, level: entry.level })),
    languages: (cv.languages ?? []).map((entry) => ({ ...entry })),
    salary: { amount: number(cv.salary?.amount), currency: cv.salary?.currency ?? defaultCurrency },
  };
}

const valid = <T>(schema: { safeParse: (value: unknown) => { success: boolean; data?: T } }, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? (result.data as T) : undefined;
};

/**
 * What autosave sends: each personal field that is valid on its own, every list entry that parses
 * whole (the others stay in the form only), the salary once it parses (candidateCvDraftSchema).
 */
export function draftFromForm(form: CvForm): CandidateCvDraft {
  const p = form.personal;
  const personalValues: Record<string, unknown> = {
    firstName: p.firstName.trim(),
    lastName: p.lastName.trim(),
    identification: p.identification.trim() || undefined,
    email: p.email.trim() || undefined,
    birthDate: p.birthDate,
    gender: p.gender,
    maritalStatus: p.maritalStatus || null,
    countryCode: p.countryCode,
    placeId: p.placeId,
    placeName: p.placeName.trim(),
    phone: toE164(p.phone, p.countryCode) ?? '',
    willingToRelocate: p.willingToRelocate,
    introduction: orNull(p.introduction),
  };
  const shape = cvPersonalSchema.shape as Record<string, { safeParse: (value: unknown) => { success: boolean } }>;
  const personal = Object.fromEntries(
    Object.entries(personalValues).filter(
      ([key, value]) => value !== undefined && shape[key]!.safeParse(value).success,
    ),
  );
  const entries = <T>(schema: Parameters<typeof valid<T>>[0], values: unknown[]) =>
    values.map((value) => valid<T>(schema, value)).filter((value): value is T => value !== undefined);
  const draft: CandidateCvDraft = {
    personal,
    educationList: entries(
      cvEducationSchema,
      form.educationList.map((entry) => ({
        degreeId: entry.degreeId === '' ? undefined : Number(entry.degreeId),
        degree: entry.degree.trim(),
        studyArea: orNull(entry.studyArea),
        institution: orNull(entry.institution),
        status: entry.status,
        startYear: yearOrNull(entry.startYear),
        endYear: entry.status === 'IN_PROGRESS' ? null : yearOrNull(entry.endYear),
      })),
    ),
    experiences: entries(
      cvExperienceSchema,
      form.experiences.map((entry) => ({
        jobTitle: entry.jobTitle.trim(),
        company: entry.company.trim(),
        area: orNull(entry.area),
        subArea: orNull(entry.subArea),
        industry: orNull(entry.industry),
        startDate: entry.startDate,
        endDate: entry.current ? null : entry.endDate || null,
        current: entry.current,
        description: orNull(entry.description),
      })),
    ),
    skills: entries(
      cvSkillSchema,
      form.skills.map((entry) => ({ skill: entry.skill.trim(), level: entry.level })),
    ),
    languages: entries(cvLanguageSchema, form.languages),
  };
  const salary = valid(cvSalarySchema, {
    amount: form.salary.amount === '' ? undefined : Number(form.salary.amount),
    currency: form.salary.currency,
  });
  return salary ? { ...draft, salary } : draft;
}
