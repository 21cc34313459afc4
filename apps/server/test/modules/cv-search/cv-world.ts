import type { CvSearchFilters, CvSearchPool } from '@terna/domain';
import { sql } from 'drizzle-orm';
import { persons } from '../../../src/db/schema/index.js';
import { searchCvs, type CvSearchPage } from '../../../src/modules/cv-search/index.js';
import type { TestApp } from '../../support/test-app.js';
import { eq } from 'drizzle-orm';

/** A CV described by where its words are; everything unnamed is neutral filler. */
export interface CvSpec {
  mainTitle?: string;
  /** Current main experience unless an end month is given. */
  mainEnd?: string | null;
  mainStart?: string;
  otherTitles?: string[];
  studyArea?: string;
  degree?: string;
  subArea?: string;
  skills?: string[];
  introduction?: string;
  firstName?: string;
  lastName?: string;
  identification?: string;
  email?: string;
  optIn?: boolean;
  countryCode?: string;
  city?: string;
  area?: string;
  salary?: number;
  languages?: string[];
  /** The company's process the person takes part in (my-base). */
  processId?: number;
  /** When the CV was last updated. */
  updatedAt?: Date;
}

/** Writes a person and CV the way the product stores them; the triggers index them. */
export async function buildCv(t: TestApp, spec: CvSpec): Promise<number> {
  const person = await t.buildPerson({
    firstName: spec.firstName ?? 'Nadie',
    lastName: spec.lastName ?? 'Ninguno',
    email: spec.email ?? null,
    identification: spec.identification ?? null,
  });
  await t.db
    .update(persons)
    .set({ talentPoolOptIn: spec.optIn ?? false, countryCode: spec.countryCode ?? 'EC' })
    .where(eq(persons.id, person.id));
  const experiences = [
    {
      jobTitle: spec.mainTitle ?? 'Operario',
      company: 'Empresa',
      area: spec.area ?? 'Operaciones',
      subArea: spec.subArea ?? null,
      startDate: spec.mainStart ?? '2020-01',
      endDate: spec.mainEnd ?? null,
      current: (spec.mainEnd ?? null) === null,
    },
    ...(spec.otherTitles ?? []).map((jobTitle, i) => ({
      jobTitle,
      company: 'Otra',
      area: null,
      subArea: null,
      startDate: `201${i}-01`,
      endDate: `201${i}-06`,
      current: false,
    })),
  ];
  await t.buildCurriculum({
    personId: person.id,
    salaryAmount: spec.salary ?? null,
    languages: spec.languages ?? null,
    data: {
      experiences,
      educationList: [{ degree: spec.degree ?? 'Bachillerato', studyArea: spec.studyArea ?? null }],
      skills: (spec.skills ?? []).map((skill) => ({ skill, level: 'HIGH' })),
      personal: { introduction: spec.introduction ?? null, placeName: spec.city ?? 'Ambato' },
    },
  });
  if (spec.updatedAt)
    await t.db.execute(sql`update curricula set updated_at = ${spec.updatedAt} where person_id = ${person.id}`);
  if (spec.processId) await t.buildProcessPerson({ processId: spec.processId, personId: person.id });
  return person.id;
}

export interface SearchArgs {
  pool: CvSearchPool;
  text?: string;
  filters?: CvSearchFilters;
  page?: number;
  scope?: { agencyId: number | null; departmentId: number | null };
}

export function searcher(t: TestApp, companyId: () => number) {
  return (args: SearchArgs): Promise<CvSearchPage> =>
    searchCvs(t.db, {
      pool: args.pool,
      text: args.text ?? '',
      filters: args.filters ?? {},
      page: args.page ?? 1,
      companyId: companyId(),
      scope: args.scope ?? { agencyId: null, departmentId: null },
    });
}
