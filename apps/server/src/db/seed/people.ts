import { LANGUAGE_LEVELS, type Gender, type MaritalStatus } from '@terna/domain';
import type { curricula, persons } from '../schema/index.js';
import {
  AREA_PROFILES,
  CURRENCY_BY_COUNTRY,
  DEGREE_WEIGHTS_BY_LEVEL,
  EMPLOYERS,
  FEMALE_FIRST_NAMES,
  INSTITUTIONS_BY_COUNTRY,
  MALE_FIRST_NAMES,
  MIGRANT_COUNTRY_WEIGHTS,
  SALARY_BANDS_USD,
  SECOND_LANGUAGES,
  SURNAMES,
  type ExperienceArea,
  type PositionLevel,
} from './demo-data.js';
import type { SeededRandom } from './random.js';
import { CATALOGUES, COUNTRIES } from './reference-data.js';

export interface PlaceRow {
  id: number;
  name: string;
  countryCode: string;
}

/** What a job tells about the people who apply to it. */
export interface JobProfile {
  countryCode: string;
  city: string;
  level: PositionLevel;
  area: ExperienceArea;
  industry: string;
}

export interface PersonDraft {
  person: Omit<typeof persons.$inferInsert, 'id'> & { createdAt: Date };
  curriculum: Omit<typeof curricula.$inferInsert, 'personId'>;
  /** The city persons.place_id names, which the CV match compares with the job's cities. */
  placeName: string | null;
}

const MOBILE_PATTERNS: Record<string, string> = {
  EC: '+593 9# ### ####',
  PE: '+51 9## ### ###',
  CO: '+57 3## ### ####',
  VE: '+58 41# ### ####',
  CL: '+56 9 #### ####',
  MX: '+52 55 #### ####',
  AR: '+54 9 11 #### ####',
  BO: '+591 7## #####',
};

const EMAIL_DOMAINS = ['correo.test', 'email.test', 'buzon.test'];

const JOB_TITLES_BY_LEVEL: Record<PositionLevel, string[]> = {
  OPERATIVE: ['Asistente', 'Ejecutivo de ventas'],
  PROFESSIONAL: ['Analista', 'Coordinador', 'Ejecutivo de ventas'],
  SENIOR: ['Jefe de área', 'Coordinador', 'Analista'],
  EXECUTIVE: ['Gerente', 'Jefe de área'],
};

/** When each degree usually starts (age) and how many years it takes, to date a CV's studies. */
const DEGREE_TIMELINE: Record<string, { startAge: number; years: number }> = {
  Bachillerato: { startAge: 12, years: 6 },
  Técnico: { startAge: 18, years: 2 },
  Tecnólogo: { startAge: 18, years: 3 },
  Universitario: { startAge: 18, years: 5 },
  Especialización: { startAge: 25, years: 1 },
  Maestría: { startAge: 26, years: 2 },
  Doctorado: { startAge: 28, years: 4 },
};
const POSTGRADUATE = ['Especialización', 'Maestría', 'Doctorado'];
/** Of the applicants to operative jobs, the share whose CV lists no studies. */
const UNSCHOOLED_SHARE = 0.08;

/** Typical birth year of applicants by job level: senior roles draw older people. */
const BIRTH_YEAR_BY_LEVEL: Record<PositionLevel, number> = {
  OPERATIVE: 1997,
  PROFESSIONAL: 1992,
  SENIOR: 1987,
  EXECUTIVE: 1982,
};

/**
 * Builds candidates: Spanish names with two surnames, national ids in each country's format,
 * mobile numbers, and a CV that fits the job applied to. A running sequence keeps e-mails and ids
 * unique across every company the seeds create.
 */
export class PersonFactory {
  private readonly placesByCountry = new Map<string, PlaceRow[]>();
  private sequence: number;

  constructor(places: readonly PlaceRow[], firstSequence = 1) {
    for (const place of places) {
      const inCountry = this.placesByCountry.get(place.countryCode) ?? [];
      inCountry.push(place);
      this.placesByCountry.set(place.countryCode, inCountry);
    }
    this.sequence = firstSequence;
  }

  create(random: SeededRandom, job: JobProfile, registeredAt: Date): PersonDraft {
    const sequence = this.sequence++;
    const countryCode = random.chance(0.82) ? job.countryCode : random.weighted(MIGRANT_COUNTRY_WEIGHTS);
    const female = random.chance(0.5);
    const gender: Gender = random.chance(0.015) ? 'UNDEFINED' : female ? 'FEMALE' : 'MALE';
    const firstName = random.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
    const surname = random.pick(SURNAMES);
    const birthYear = Math.round(Math.min(2004, Math.max(1965, random.normal(BIRTH_YEAR_BY_LEVEL[job.level], 7))));
    const age = registeredAt.getUTCFullYear() - birthYear;
    const place = this.placeFor(random, countryCode, job);

    return {
      person: {
        firstName,
        lastName: `${surname} ${random.pick(SURNAMES)}`,
        identification: nationalId(random, countryCode, sequence),
        email: `${asciiSlug(firstName.split(' ')[0]!)}.${asciiSlug(surname)}.${sequence}@${random.pick(EMAIL_DOMAINS)}`,
        phone: digits(
          random,
          MOBILE_PATTERNS[countryCode] ??
            `${COUNTRIES.find((c) => c.code === countryCode)?.dialCode ?? ''} #### ####`.trim(),
        ),
        birthDate: `${birthYear}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`,
        countryCode,
        gender,
        maritalStatus: maritalStatus(random, age),
        placeId: place?.id ?? null,
        hasSomeDisability: random.chance(0.02),
        createdAt: registeredAt,
      },
      curriculum: curriculumFor(random, { countryCode, birthYear }, job, registeredAt),
      placeName: place?.name ?? null,
    };
  }

  /** Locals mostly live in the job's city; others anywhere in their country. */
  private placeFor(random: SeededRandom, countryCode: string, job: JobProfile): PlaceRow | undefined {
    const places = this.placesByCountry.get(countryCode);
    if (!places) return undefined;
    const jobCity = places.find((place) => place.name === job.city);
    return jobCity && random.chance(0.6) ? jobCity : random.pick(places);
  }
}

/** An injective shuffle of the sequence number (below `modulus`), so ids look random yet never repeat. */
function scrambled(sequence: number, modulus: number): number {
  return (sequence * 7_919_113 + 2_654_435) % modulus;
}

function nationalId(random: SeededRandom, countryCode: string, sequence: number): string {
  switch (countryCode) {
    case 'EC':
      return ecuadorianId(sequence);
    case 'PE':
      return `${random.pick(['4', '7'])}${String(scrambled(sequence, 1e7)).padStart(7, '0')}`;
    case 'CO':
      return `10${String(scrambled(sequence, 1e8)).padStart(8, '0')}`;
    case 'VE':
      return `2${String(scrambled(sequence, 1e7)).padStart(7, '0')}`;
    default:
      return `3${String(scrambled(sequence, 1e8)).padStart(8, '0')}`;
  }
}

/** Distinct Ecuadorian cédulas: 24 provinces × 6 third digits × a million numbers. */
const ECUADORIAN_IDS = 24 * 6 * 1e6;

/** An Ecuadorian cédula: province (01-24), a third digit under 6 for people, six digits and the modulus-10 check digit. */
function ecuadorianId(sequence: number): string {
  const n = scrambled(sequence, ECUADORIAN_IDS);
  const body = `${pad((n % 24) + 1)}${Math.floor(n / 24) % 6}${String(Math.floor(n / 144)).padStart(6, '0')}`;
  const sum = [...body].reduce((total, char, i) => {
    const product = Number(char) * (i % 2 === 0 ? 2 : 1);
    return total + (product > 9 ? product - 9 : product);
  }, 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

function maritalStatus(random: SeededRandom, age: number): MaritalStatus {
  if (age < 27) return random.weighted({ SINGLE: 80, UNION: 15, MARRIED: 5 });
  if (age < 40) return random.weighted({ SINGLE: 40, MARRIED: 35, UNION: 18, DIVORCED: 7 });
  return random.weighted({ MARRIED: 55, DIVORCED: 15, SINGLE: 15, UNION: 10, WIDOWER: 5 });
}

function curriculumFor(
  random: SeededRandom,
  person: { countryCode: string; birthYear: number },
  job: JobProfile,
  registeredAt: Date,
): PersonDraft['curriculum'] {
  const year = registeredAt.getUTCFullYear();
  const chosen = random.weighted(DEGREE_WEIGHTS_BY_LEVEL[job.level]);
  // Someone too young for a postgraduate degree reports the university degree instead.
  const degree = person.birthYear + DEGREE_TIMELINE[chosen]!.startAge > year ? 'Universitario' : chosen;
  const area: ExperienceArea = random.chance(0.7)
    ? job.area
    : random.pick(Object.keys(AREA_PROFILES) as ExperienceArea[]);
  const profile = AREA_PROFILES[area];
  const institution = ['Bachillerato', 'Técnico'].includes(degree)
    ? null
    : random.pick(INSTITUTIONS_BY_COUNTRY[person.countryCode] ?? CATALOGUES.institutions!);

  // Some applicants to operative jobs never finished school: their CV lists no studies at all.
  const unschooled = job.level === 'OPERATIVE' && random.chance(UNSCHOOLED_SHARE);
  const studies = unschooled ? [] : POSTGRADUATE.includes(degree) ? ['Universitario', degree] : [degree];
  const educationList = studies.map((name) => {
    const timeline = DEGREE_TIMELINE[name]!;
    const startYear = person.birthYear + timeline.startAge + (POSTGRADUATE.includes(name) ? random.int(0, 3) : 0);
    const finished = startYear + timeline.years <= year;
    return {
      degree: name,
      institution,
      studyArea: name === 'Bachillerato' ? null : profile.studyArea,
      status: finished ? 'COMPLETED' : 'IN_PROGRESS',
      startYear: Math.min(startYear, year),
      endYear: finished ? startYear + timeline.years : null,
    };
  });

  // Work starts after the first degree (at 18 without one); postgraduate studies usually happen while working.
  const firstDegree = studies[0] ? DEGREE_TIMELINE[studies[0]]! : { startAge: 18, years: 0 };
  const yearsWorking = Math.max(0, year - (person.birthYear + firstDegree.startAge + firstDegree.years));
  const experiences = workHistory(random, registeredAt, yearsWorking, job.level, area, job.industry);
  const skills = [
    ...new Set([
      ...random.sample(profile.skills, random.int(2, 4)),
      ...random.sample(CATALOGUES.skills!, random.int(0, 2)),
    ]),
  ];
  const secondLanguages = Object.entries(SECOND_LANGUAGES)
    .filter(([, percent]) => random.chance(percent / 100))
    .map(([name]) => name);
  const currency = CURRENCY_BY_COUNTRY[person.countryCode] ?? CURRENCY_BY_COUNTRY.EC!;
  const [low, high] = SALARY_BANDS_USD[job.level];
  const salaryAmount = Math.round((random.int(low, high) * currency.perDollar) / currency.roundTo) * currency.roundTo;

  return {
    salaryAmount,
    salaryCurrency: currency.code,
    industry: random.chance(0.45) ? job.industry : random.pick(CATALOGUES.industries!),
    areaExperience: area,
    subExperience: profile.subArea,
    education: unschooled ? null : degree,
    institution: unschooled ? null : institution,
    lastCompany: experiences[0]?.company ?? null,
    skills,
    languages: ['Español', ...secondLanguages],
    data: {
      salary: { amount: salaryAmount, currency: currency.code },
      educationList,
      experiences,
      skills: skills.map((skill) => ({ skill, level: random.pick(['LOW', 'MEDIUM', 'HIGH']) })),
      languages: [
        { name: 'Español', level: 'NATIVE_OR_BILINGUAL' },
        ...secondLanguages.map((name) => ({ name, level: random.pick(LANGUAGE_LEVELS.slice(0, 4)) })),
      ],
      willingToRelocate: random.chance(0.3),
    },
    updatedAt: registeredAt,
  };
}

/** Jobs from the most recent backwards, filling the years since studies ended without overlapping. */
function workHistory(
  random: SeededRandom,
  registeredAt: Date,
  yearsWorking: number,
  level: PositionLevel,
  area: ExperienceArea,
  industry: string,
) {
  const experiences: {
    company: string;
    jobTitle: string;
    area: string;
    industry: string;
    startDate: string;
    endDate: string | null;
    current: boolean;
  }[] = [];
  const employedNow = random.chance(0.4);
  const earlierLevel: PositionLevel = level === 'OPERATIVE' ? 'OPERATIVE' : 'PROFESSIONAL';
  // Months counted from year 0, so a job can end in one year and the previous one in the year before.
  const registeredMonth = registeredAt.getUTCFullYear() * 12 + registeredAt.getUTCMonth();
  const firstMonth = registeredMonth - yearsWorking * 12;
  let end = employedNow ? registeredMonth : registeredMonth - random.int(1, 9);
  while (end - firstMonth >= 12 && experiences.length < 4) {
    const latest = experiences.length === 0;
    const start = Math.max(firstMonth, end - random.int(12, 60));
    experiences.push({
      company: random.pick(EMPLOYERS),
      jobTitle: random.pick(JOB_TITLES_BY_LEVEL[latest ? level : earlierLevel]),
      area,
      industry: random.chance(0.5) ? industry : random.pick(CATALOGUES.industries!),
      startDate: yearMonth(start),
      endDate: latest && employedNow ? null : yearMonth(end),
      current: latest && employedNow,
    });
    end = start - random.int(1, 4);
  }
  return experiences;
}

function yearMonth(months: number): string {
  return `${Math.floor(months / 12)}-${pad((months % 12) + 1)}`;
}

/** `#` in a pattern becomes a random digit. */
function digits(random: SeededRandom, pattern: string): string {
  return pattern.replace(/#/g, () => String(random.int(0, 9)));
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** "José Ángel" → "jose": e-mail addresses are plain ASCII. */
function asciiSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}
