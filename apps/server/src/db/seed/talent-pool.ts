import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../client.js';
import { curricula, persons } from '../schema/index.js';
import { insertInBatches, insertReturningIds } from './batches.js';
import type { ExperienceArea, PositionLevel } from './demo-data.js';
import type { PersonDraft, PersonFactory, PlaceRow } from './people.js';
import type { SeededRandom } from './random.js';
import { CATALOGUES } from './reference-data.js';
import { SEED_NOW, addDays } from './seed-time.js';

/**
 * Terna's talent pool in the demo (issue 19): people who opted in, in the candidate portal, to be found
 * by other companies. They come from Terna's own network ("Red de talento": no company's process, so
 * they are in no demo company's my-base and every demo company finds them in /talent-pool), with CVs
 * of the people factory whose job titles and skills vary more than the demo processes' applicants
 * (accented titles such as "Técnico" or "Ingeniería", and some English titles and skills), so that
 * searches with and without accents, prefixes and typos have something to find.
 */
export const DEMO_TALENT_POOL_PEOPLE = 200;
/** One in this many of the demo companies' own candidates opted in as well (found by the other company). */
const CANDIDATE_OPT_IN_EVERY = 15;

interface TalentProfile {
  title: string;
  area: ExperienceArea;
  level: PositionLevel;
  skills: string[];
}

export const TALENT_POOL_PROFILES: readonly TalentProfile[] = [
  {
    title: 'Técnico de mantenimiento industrial',
    area: 'Operaciones',
    level: 'PROFESSIONAL',
    skills: ['Mantenimiento preventivo', 'Electricidad industrial', 'Soldadura'],
  },
  {
    title: 'Técnica en electrónica',
    area: 'Operaciones',
    level: 'OPERATIVE',
    skills: ['Electrónica', 'Reparación de equipos', 'Instrumentación'],
  },
  {
    title: 'Ingeniera de procesos',
    area: 'Operaciones',
    level: 'PROFESSIONAL',
    skills: ['Lean Manufacturing', 'Six Sigma', 'Mejora continua'],
  },
  {
    title: 'Jefe de Ingeniería y Mantenimiento',
    area: 'Operaciones',
    level: 'SENIOR',
    skills: ['Gestión de proyectos', 'AutoCAD', 'Presupuestos'],
  },
  {
    title: 'Ingeniero civil residente de obra',
    area: 'Operaciones',
    level: 'PROFESSIONAL',
    skills: ['AutoCAD', 'Revit', 'Control de obra'],
  },
  {
    title: 'Analista de logística y distribución',
    area: 'Operaciones',
    level: 'PROFESSIONAL',
    skills: ['Gestión de inventarios', 'SAP', 'Excel avanzado'],
  },
  {
    title: 'Desarrolladora full stack',
    area: 'Tecnología',
    level: 'PROFESSIONAL',
    skills: ['JavaScript', 'React', 'Node.js', 'PostgreSQL'],
  },
  {
    title: 'Software Engineer',
    area: 'Tecnología',
    level: 'SENIOR',
    skills: ['TypeScript', 'Cloud computing', 'Docker', 'English (advanced)'],
  },
  { title: 'Data Analyst', area: 'Tecnología', level: 'PROFESSIONAL', skills: ['Python', 'Power BI', 'SQL'] },
  {
    title: 'Técnico de soporte informático',
    area: 'Tecnología',
    level: 'OPERATIVE',
    skills: ['Soporte técnico', 'Redes', 'Windows Server'],
  },
  {
    title: 'Contadora pública',
    area: 'Finanzas',
    level: 'PROFESSIONAL',
    skills: ['NIIF', 'Tributación', 'Excel avanzado'],
  },
  {
    title: 'Analista financiero',
    area: 'Finanzas',
    level: 'PROFESSIONAL',
    skills: ['Financial modeling', 'Power BI', 'Presupuestos'],
  },
  {
    title: 'Especialista en selección de personal',
    area: 'Recursos humanos',
    level: 'PROFESSIONAL',
    skills: ['Entrevistas por competencias', 'Evaluación psicométrica', 'LinkedIn Recruiter'],
  },
  {
    title: 'Ejecutiva de ventas corporativas',
    area: 'Ventas',
    level: 'PROFESSIONAL',
    skills: ['Negociación', 'CRM', 'Key account management'],
  },
  {
    title: 'Especialista en marketing digital',
    area: 'Marketing',
    level: 'PROFESSIONAL',
    skills: ['SEO', 'Google Ads', 'Copywriting'],
  },
  {
    title: 'Customer Success Manager',
    area: 'Atención al cliente',
    level: 'SENIOR',
    skills: ['Customer service', 'Zendesk', 'Inglés avanzado'],
  },
  {
    title: 'Asesora de atención al cliente',
    area: 'Atención al cliente',
    level: 'OPERATIVE',
    skills: ['Servicio al cliente', 'Manejo de reclamos', 'Comunicación efectiva'],
  },
  {
    title: 'Abogada corporativa',
    area: 'Legal',
    level: 'SENIOR',
    skills: ['Derecho laboral', 'Contratos', 'Compliance'],
  },
];

/** What a talent-pool CV may be given instead of the factory's choice (the e2e world's `talentPool`). */
export interface TalentPoolCv {
  firstName?: string;
  lastName?: string;
  jobTitle?: string;
  skills?: string[];
  /** A demo place name; the person's country follows it. */
  city?: string;
}

type StoredExperience = { jobTitle: string; current: boolean; startDate: string; endDate: string | null } & Record<
  string,
  unknown
>;
type StoredCv = { experiences?: StoredExperience[]; skills?: { skill: string; level: string }[] };

/**
 * An opted-in person of the people factory with a talent-pool profile: the main (latest) experience
 * carries the profile's title, and the profile's skills come first. `cv` fixes fields a test needs.
 */
export function talentPoolPerson(
  people: PersonFactory,
  random: SeededRandom,
  places: readonly PlaceRow[],
  cv: TalentPoolCv = {},
): PersonDraft {
  const profile = random.pick(TALENT_POOL_PROFILES);
  const place = places.find((row) => row.name === cv.city) ?? random.pick(places);
  const registeredAt = addDays(SEED_NOW, -random.int(1, 540));
  const draft = people.create(
    random,
    {
      countryCode: place.countryCode,
      city: place.name,
      level: profile.level,
      area: profile.area,
      industry: random.pick(CATALOGUES.industries!),
    },
    registeredAt,
  );
  const data = draft.curriculum.data as StoredCv;
  const experiences = data.experiences ?? [];
  const title = cv.jobTitle ?? profile.title;
  if (experiences[0]) experiences[0].jobTitle = title;
  else {
    // Someone fresh out of studies: their first job is the one they want to be found for.
    const month = `${registeredAt.getUTCFullYear()}-${String(registeredAt.getUTCMonth() + 1).padStart(2, '0')}`;
    experiences.push({
      company: 'Prácticas profesionales',
      jobTitle: title,
      area: profile.area,
      industry: draft.curriculum.industry ?? null,
      startDate: month,
      endDate: null,
      current: true,
    });
  }
  const skills = [...new Set([...(cv.skills ?? profile.skills), ...(draft.curriculum.skills ?? [])])];
  return {
    placeName: place.name,
    person: {
      ...draft.person,
      ...(cv.firstName ? { firstName: cv.firstName } : {}),
      ...(cv.lastName ? { lastName: cv.lastName } : {}),
      placeId: place.id,
      countryCode: place.countryCode,
      talentPoolOptIn: true,
      talentPoolOptInAt: registeredAt,
    },
    curriculum: {
      ...draft.curriculum,
      skills,
      data: {
        ...data,
        experiences,
        skills: skills.map((skill) => ({ skill, level: random.pick(['LOW', 'MEDIUM', 'HIGH']) })),
      },
    },
  };
}

/**
 * Writes talent-pool people and their CVs. `ownerCompanyId`: the company whose record they are
 * (persons.created_by_company_id, as if its invitation had created them); null: Terna's own network.
 */
export async function insertTalentPoolPeople(
  db: Database,
  drafts: readonly PersonDraft[],
  options: { ownerCompanyId?: number | null; batchSize: number },
): Promise<number[]> {
  const ids = await insertReturningIds(
    db,
    persons,
    drafts.map((draft) => ({ ...draft.person, createdByCompanyId: options.ownerCompanyId ?? null })),
    options.batchSize,
  );
  await insertInBatches(
    db,
    curricula,
    drafts.map((draft, index) => ({ personId: ids[index]!, ...draft.curriculum })),
    options.batchSize,
  );
  return ids;
}

/**
 * The demo's talent pool: DEMO_TALENT_POOL_PEOPLE people of Terna's network, and one in
 * CANDIDATE_OPT_IN_EVERY of the demo companies' candidates (by id, so the same ones on every seed).
 */
export async function seedDemoTalentPool(
  db: Database,
  random: SeededRandom,
  people: PersonFactory,
  places: readonly PlaceRow[],
  batchSize: number,
): Promise<number> {
  const drafts = Array.from({ length: DEMO_TALENT_POOL_PEOPLE }, () => talentPoolPerson(people, random, places));
  await insertTalentPoolPeople(db, drafts, { batchSize });
  await db.execute(sql`update persons set talent_pool_opt_in = true, talent_pool_opt_in_at = created_at
    where id % ${CANDIDATE_OPT_IN_EVERY} = 0 and id in (select person_id from process_persons)`);
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from persons where talent_pool_opt_in`,
  );
  return row?.n ?? 0;
}
