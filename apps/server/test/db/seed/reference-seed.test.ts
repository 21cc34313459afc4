import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bankQuestions,
  catalogueItems,
  competences,
  jobBoards,
  places,
  plans,
  questionBanks,
} from '../../../src/db/schema/index.js';
import { PLACES } from '../../../src/db/seed/catalogue-data/places.js';
import { LIBRARY_BANKS } from '../../../src/db/seed/catalogue-data/question-library.js';
import { seedReferenceData } from '../../../src/db/seed/reference.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const total = async (
  table: typeof places | typeof catalogueItems | typeof competences | typeof jobBoards | typeof plans,
) => (await t.db.select({ n: count() }).from(table))[0]!.n;

describe('the reference seed at every start', () => {
  it('adds nothing twice and brings back a missing or changed catalogue row', async () => {
    const before = {
      places: await total(places),
      items: await total(catalogueItems),
      competences: await total(competences),
      boards: await total(jobBoards),
      plans: await total(plans),
    };
    expect(before.places).toBe(PLACES.length);

    // An existing database that lacks a row added to the files since, and holds an outdated name.
    await t.db.delete(catalogueItems).where(and(eq(catalogueItems.slug, 'skills'), eq(catalogueItems.name, 'Kotlin')));
    await t.db.update(places).set({ name: 'Bogota vieja' }).where(eq(places.uuid, 'place-007'));
    await t.db.update(competences).set({ nameEn: 'Old name' }).where(eq(competences.code, 'TEAMWORK'));
    const [library] = await t.db.select().from(questionBanks).where(eq(questionBanks.code, 'SALES_ES'));
    await t.db.delete(bankQuestions).where(and(eq(bankQuestions.bankId, library!.id), eq(bankQuestions.order, 15)));

    await seedReferenceData(t.db);

    expect({
      places: await total(places),
      items: await total(catalogueItems),
      competences: await total(competences),
      boards: await total(jobBoards),
      plans: await total(plans),
    }).toEqual(before);
    const [bogota] = await t.db.select().from(places).where(eq(places.uuid, 'place-007'));
    expect(bogota!.name).toBe('Bogotá');
    const [teamwork] = await t.db.select().from(competences).where(eq(competences.code, 'TEAMWORK'));
    expect(teamwork!.nameEn).toBe('Teamwork');
    const banks = await t.db.select().from(questionBanks).where(isNull(questionBanks.companyId));
    expect(banks.map((bank) => [bank.id, bank.code]).sort()).toEqual(
      LIBRARY_BANKS.map((bank) => [bank.id, bank.code]).sort(),
    );
    const questions = await t.db
      .select({ n: count() })
      .from(bankQuestions)
      .where(eq(bankQuestions.bankId, library!.id));
    expect(questions[0]!.n).toBe(15);
  });

  it('keeps the search column folded for accent-insensitive SQL searches', async () => {
    const [row] = await t.db.select({ searchName: places.searchName }).from(places).where(eq(places.uuid, 'place-008'));
    expect(row!.searchName).toBe('medellin');
  });
});
