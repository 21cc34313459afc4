import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullJobProfile, launchApi, must } from '../../support/launch-api.js';
import { codeOf } from '../../support/process-api.js';
import { createTestApp, type Member, type TestApp } from '../../support/test-app.js';

/**
 * suggestCompetences: the rule-based suggestion over the competence catalogue (table `competences`
 * of migration 0007, from the catalogues work), for AI_PROFILE companies on a PROCESS plan only.
 * The job profile uses made-up words so only this file's catalogue rows can match them.
 */
let t: TestApp;
let api: ReturnType<typeof launchApi>;
let member: Member;

const QUERY = `query($id: Int!) { suggestCompetences(processId: $id) { id name definition weight difficulty score } }`;

async function competence(code: string, area: string, keywords: string[]) {
  await t.db.execute(sql`insert into competences (code, name_es, name_en, definition_es, definition_en, area, keywords)
    values (${code}, ${`Competencia ${code}`}, ${`Competence ${code}`}, 'Definición', 'Definition', ${area},
      ${`{${keywords.join(',')}}`}::text[])`);
}

async function etalentDraft(description: string, areaList: string[] = []) {
  const started = must(await api.start(member.token, 'PROCESS', 'EMAIL', true)).startProcessDraft;
  must(await api.choose(member.token, started.id));
  must(await api.save(member.token, started.id, 'JOB_PROFILE', { ...fullJobProfile('Proceso zorblat'), description }));
  must(
    await api.save(member.token, started.id, 'CURRICULUM', {
      experience: { areaList, subAreaList: [], industryList: [], jobTitleList: [], yearsFrom: null, yearsTo: null },
    }),
  );
  return started.id;
}

beforeAll(async () => {
  t = await createTestApp();
  api = launchApi(t);
  member = await t.buildMember({ role: 'RECRUITER' });
  const plan = await t.buildPlan(member.company.id, 'PROCESS', 0);
  await t.db.execute(sql`update plan_configs set quantity = 10 where id = ${plan.planConfigId}`);
  await t.buildFeature(member.company.id, 'AI_PROFILE');
  await competence('ZZ-A', 'Quenrixología', ['zorblat', 'vantrel']);
  await competence('ZZ-B', 'Otra', ['zorblat']);
  await competence('ZZ-C', 'Otra', ['plimbo']);
  for (const code of ['ZZ-D', 'ZZ-E', 'ZZ-F', 'ZZ-G']) await competence(code, 'Otra', ['zorblat', 'vantrel', 'kestro']);
});
afterAll(() => t?.close());

describe('suggestCompetences', () => {
  it('ranks by keyword and area matches, keeps five, weights them evenly, in the caller’s language', async () => {
    const id = await etalentDraft(
      'Buscamos una persona zorblat con experiencia vantrel y kestro para nuestro equipo.',
      ['Quenrixología'],
    );
    const body = await t.gql<{ suggestCompetences: { id: string; name: string; weight: number; score: number }[] }>(
      member.token,
      QUERY,
      { id },
      { 'accept-language': 'en' },
    );
    const suggested = must(body).suggestCompetences;
    expect(suggested.map((c) => [c.id, c.score])).toEqual([
      ['ZZ-A', 4],
      ['ZZ-D', 3],
      ['ZZ-E', 3],
      ['ZZ-F', 3],
      ['ZZ-G', 3],
    ]);
    expect(suggested.map((c) => c.weight)).toEqual([20, 20, 20, 20, 20]);
    expect(suggested[0]).toMatchObject({ name: 'Competence ZZ-A', difficulty: 'MEDIUM' });
    // Deterministic: the same profile gets the same suggestion, here named in Spanish.
    const again = must(await t.gql<typeof body.data & object>(member.token, QUERY, { id })).suggestCompetences;
    expect(again.map((c) => c.id)).toEqual(suggested.map((c) => c.id));
    expect(again[0]!.name).toBe('Competencia ZZ-A');
  });

  it('refuses companies without AI_PROFILE and processes off the PROCESS plan', async () => {
    const other = await t.buildMember();
    await t.buildPlan(other.company.id, 'PROCESS', 0);
    await t.buildPlan(other.company.id, 'CREDIT', 5);
    const etalent = must(await api.start(other.token, 'PROCESS', 'EMAIL', true)).startProcessDraft;
    const refused = await t.gql(other.token, QUERY, { id: etalent.id });
    expect(codeOf(refused)).toBe('FEATURE_REQUIRED');
    expect(refused.errors![0]!.message).toContain('AI_PROFILE');
    await t.buildFeature(other.company.id, 'AI_PROFILE');
    const credit = must(await api.start(other.token, 'CREDIT', 'CONTROLLED', true)).startProcessDraft;
    expect(codeOf(await t.gql(other.token, QUERY, { id: credit.id }))).toBe('FEATURE_REQUIRED');
  });
});
