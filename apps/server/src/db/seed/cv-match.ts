import { scoreCv, type CandidateCvForm, type CvRequirements, type CvScore } from '@terna/domain';
import { DEGREES, LANGUAGES } from './catalogue-data/reference.js';
import type { PersonDraft } from './people.js';

/**
 * The demo's CV match comes from the scoring engine the portal uses (decision 036): a person with
 * no degree the job asks for scores 0 in education, never a made-up 97%. The seed stores degrees
 * and languages by name; the engine compares degrees by the catalogue's order and languages by code.
 */

/** The job requirements as the seed writes them on the job opportunity (spec 1 section 3). */
export interface SeededCurriculum {
  skillList: { skill: string; level: string }[];
  personalInfo: { ageFrom: number; ageTo: number; relocation: boolean; cityList: string[] };
  salary: { currencyName: string; includeDefined: boolean; salaryFrom: number; salaryTo: number };
  education: { degreeName: string; status: string; institutions: string[]; studyAreas: string[] };
  experience: {
    yearsFrom: number;
    yearsTo: number;
    areas: string[];
    industries: string[];
    subAreas: string[];
    jobTitleList: string[];
  };
  languageList: { name: string; level: string }[];
}

/** The CV the people factory stores (curricula.data). */
interface SeededCv {
  salary: { amount: number; currency: string };
  educationList: {
    degree: string;
    institution: string | null;
    studyArea: string | null;
    status: string;
    startYear: number;
    endYear: number | null;
  }[];
  experiences: {
    company: string;
    jobTitle: string;
    area: string | null;
    subArea?: string | null;
    industry: string | null;
    startDate: string;
    endDate: string | null;
    current: boolean;
  }[];
  skills: { skill: string; level: string }[];
  languages: { name: string; level: string }[];
  willingToRelocate: boolean;
}

/** The degree's catalogue order doubles as its id here: the engine only compares orders. */
function degreeOrder(name: string): number {
  const degree = DEGREES.find((entry) => entry.name === name);
  if (!degree) throw new Error(`unknown degree ${name}`);
  return degree.order;
}

function languageId(name: string): string {
  const language = LANGUAGES.find((entry) => entry.nameSpanish === name);
  if (!language) throw new Error(`unknown language ${name}`);
  return language.code;
}

/** The seeded requirements in the launch draft's shape, which the engine reads. */
export function cvRequirementsOf(curriculum: SeededCurriculum): CvRequirements {
  const { personalInfo, salary, education, experience } = curriculum;
  return {
    jobProfile: null,
    curriculum: {
      personalInfo,
      salary: { ...salary, currencyId: salary.currencyName },
      education: {
        degreeId: degreeOrder(education.degreeName),
        status: education.status as 'COMPLETED',
        studyAreaList: education.studyAreas,
        institutionList: education.institutions,
      },
      experience: {
        areaList: experience.areas,
        subAreaList: experience.subAreas,
        industryList: experience.industries,
        jobTitleList: experience.jobTitleList,
        yearsFrom: experience.yearsFrom,
        yearsTo: experience.yearsTo,
      },
      skillList: curriculum.skillList as NonNullable<CvRequirements['curriculum']>['skillList'],
      languageList: curriculum.languageList.map((entry) => ({
        languageId: languageId(entry.name),
        level: entry.level as 'NATIVE_OR_BILINGUAL',
      })),
    },
  };
}

/** A seeded person's CV in the portal's form, as the candidate would have filled it. */
function cvForm(draft: PersonDraft): CandidateCvForm {
  const cv = draft.curriculum.data as SeededCv;
  const { person } = draft;
  return {
    personal: {
      firstName: person.firstName,
      lastName: person.lastName,
      birthDate: person.birthDate!,
      gender: person.gender as CandidateCvForm['personal']['gender'],
      maritalStatus: (person.maritalStatus ?? null) as CandidateCvForm['personal']['maritalStatus'],
      countryCode: person.countryCode!,
      placeId: String(person.placeId),
      placeName: draft.placeName ?? '',
      phone: person.phone!,
      willingToRelocate: cv.willingToRelocate,
      introduction: null,
    },
    educationList: cv.educationList.map((entry) => ({
      ...entry,
      degreeId: degreeOrder(entry.degree),
      status: entry.status as 'COMPLETED',
    })),
    experiences: cv.experiences.map((entry) => ({
      ...entry,
      subArea: entry.subArea ?? null,
      description: null,
    })),
    skills: cv.skills as CandidateCvForm['skills'],
    languages: cv.languages.map((entry) => ({
      languageId: languageId(entry.name),
      name: entry.name,
      level: entry.level as 'NATIVE_OR_BILINGUAL',
    })),
    salary: cv.salary,
  };
}

/** The engine's CV match of a seeded person for a job, on the day they filled the CV. */
export function cvMatch(draft: PersonDraft, requirements: CvRequirements, today: string): CvScore {
  return scoreCv(cvForm(draft), requirements, { today, degreeOrder: (id) => id });
}
