import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../client.js';
import {
  bankQuestions,
  catalogueItems,
  competences,
  countries,
  currencies,
  degrees,
  jobBoards,
  languages,
  places,
  questionBanks,
} from '../schema/index.js';
import { EXPERIENCE_AREAS, INDUSTRIES, STUDY_AREAS } from './catalogue-data/areas.js';
import { COMPETENCES } from './catalogue-data/competences.js';
import { INSTITUTIONS } from './catalogue-data/institutions.js';
import { JOB_BOARDS } from './catalogue-data/job-boards.js';
import { JOB_TITLES, POSITIONS } from './catalogue-data/job-titles.js';
import { PLACES } from './catalogue-data/places.js';
import { LIBRARY_BANKS } from './catalogue-data/question-library.js';
import { COUNTRIES, CURRENCIES, DEGREES, LANGUAGES } from './catalogue-data/reference.js';
import { SKILLS } from './catalogue-data/skills.js';

/** The slug catalogues of /catalog-mongo-web/{slug} that are plain name lists. */
const NAME_CATALOGUES: Readonly<Record<string, readonly string[]>> = {
  skills: SKILLS,
  industries: INDUSTRIES,
  'experience-areas': Object.keys(EXPERIENCE_AREAS),
  'study-areas': STUDY_AREAS,
  institutions: INSTITUTIONS,
  'job-titles': JOB_TITLES,
  positions: POSITIONS,
};

/** `excluded.<column>` for every named column: an upsert that takes the seed's values. */
function takeSeeded<T extends Record<string, PgColumn>>(columns: T, names: (keyof T)[]): Record<string, SQL> {
  return Object.fromEntries(names.map((name) => [name, sql.raw(`excluded."${columns[name]!.name}"`)]));
}

/**
 * Upserts every shipped catalogue by its natural key (country code, language code, ISO code, degree
 * name, place uuid, slug and name, competence code, job-board code, library bank code and question
 * order): a row added to the seed files reaches existing databases at the next start, and a
 * corrected name replaces the old one. Nothing is deleted: companies' data may point at any row.
 */
export async function seedCatalogues(tx: Database): Promise<void> {
  await tx
    .insert(countries)
    .values(COUNTRIES)
    .onConflictDoUpdate({
      target: countries.code,
      set: takeSeeded(getTableColumns(countries), ['nameEs', 'nameEn', 'dialCode']),
    });
  await tx
    .insert(languages)
    .values(LANGUAGES)
    .onConflictDoUpdate({
      target: languages.code,
      set: takeSeeded(getTableColumns(languages), ['nameSpanish', 'nameEnglish']),
    });
  await tx
    .insert(currencies)
    .values(CURRENCIES)
    .onConflictDoUpdate({
      target: currencies.codeISO,
      set: takeSeeded(getTableColumns(currencies), ['name', 'symbol']),
    });
  await tx
    .insert(degrees)
    .values(DEGREES)
    .onConflictDoUpdate({ target: degrees.name, set: takeSeeded(getTableColumns(degrees), ['order']) });
  await tx
    .insert(places)
    .values(PLACES)
    .onConflictDoUpdate({
      target: places.uuid,
      set: takeSeeded(getTableColumns(places), ['name', 'province', 'countryCode']),
    });
  await tx
    .insert(catalogueItems)
    .values(Object.entries(NAME_CATALOGUES).flatMap(([slug, names]) => names.map((name) => ({ slug, name }))))
    .onConflictDoNothing();
  // Sub-areas point at their area.
  const areas = await tx
    .select({ id: catalogueItems.id, name: catalogueItems.name })
    .from(catalogueItems)
    .where(sql`${catalogueItems.slug} = 'experience-areas'`);
  const areaId = new Map(areas.map((area) => [area.name, area.id]));
  await tx
    .insert(catalogueItems)
    .values(
      Object.entries(EXPERIENCE_AREAS).flatMap(([area, subAreas]) =>
        subAreas.map((name) => ({ slug: 'experience-subareas', name, parentId: areaId.get(area)! })),
      ),
    )
    .onConflictDoUpdate({
      target: [catalogueItems.slug, catalogueItems.name],
      set: takeSeeded(getTableColumns(catalogueItems), ['parentId']),
    });
  await tx
    .insert(competences)
    .values(COMPETENCES)
    .onConflictDoUpdate({
      target: competences.code,
      set: takeSeeded(getTableColumns(competences), [
        'nameEs',
        'nameEn',
        'definitionEs',
        'definitionEn',
        'area',
        'keywords',
      ]),
    });
  await tx
    .insert(jobBoards)
    .values(JOB_BOARDS)
    .onConflictDoUpdate({
      target: jobBoards.id,
      set: takeSeeded(getTableColumns(jobBoards), ['name', 'webPage', 'active', 'externalSiteInfoList']),
    });
  await seedQuestionLibrary(tx);
}

/**
 * Terna's question library, by bank code: a bank is added with its fixed id (templates name it) or
 * renamed in place; its questions are upserted by their order in the bank.
 */
async function seedQuestionLibrary(tx: Database): Promise<void> {
  const banks = await tx
    .insert(questionBanks)
    .values(LIBRARY_BANKS.map(({ questions: _questions, ...bank }) => ({ ...bank, companyId: null })))
    .onConflictDoUpdate({
      target: questionBanks.code,
      targetWhere: sql`${questionBanks.companyId} is null`,
      set: takeSeeded(getTableColumns(questionBanks), ['name', 'language', 'purpose', 'area']),
    })
    .returning({ id: questionBanks.id, code: questionBanks.code });
  const idOf = new Map(banks.map((bank) => [bank.code, bank.id]));
  await tx
    .insert(bankQuestions)
    .values(
      LIBRARY_BANKS.flatMap((bank) =>
        bank.questions.map((question) => ({ ...question, bankId: idOf.get(bank.code)! })),
      ),
    )
    .onConflictDoUpdate({
      target: [bankQuestions.bankId, bankQuestions.order],
      set: takeSeeded(getTableColumns(bankQuestions), ['content', 'answers', 'difficulty']),
    });
}
