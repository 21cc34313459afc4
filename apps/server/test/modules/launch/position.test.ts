import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullJobProfile, launchApi, must } from '../../support/launch-api.js';
import { codeOf } from '../../support/process-api.js';
import { createTestApp, type Member, type TestApp } from '../../support/test-app.js';

/**
 * Positions (job profiles): getPositionDetail/getPositions and the content service's
 * /cm/position/{id}/... routes over the profile the wizard keeps per position.
 */
let t: TestApp;
let owner: Member;
let stranger: Member;
let positionId: number;

const CURRICULUM = {
  salary: { salaryFrom: 1_500_000, salaryTo: 2_500_000, includeDefined: true, currencyId: 'COP' },
  languageList: [{ languageId: 'es', level: 'NATIVE_OR_BILINGUAL' }],
};

const rest = (
  token: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.inject({ method, url, payload: payload as never, headers: { authorization: `Bearer ${token}`, ...headers } });

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.buildMember({ role: 'RECRUITER' });
  await t.buildPlan(owner.company.id, 'CREDIT', 10);
  stranger = await t.buildMember();
  const api = launchApi(t);
  const started = must(await api.start(owner.token)).startProcessDraft;
  must(await api.choose(owner.token, started.id));
  must(await api.save(owner.token, started.id, 'JOB_PROFILE', fullJobProfile('Ejecutivo comercial norte')));
  must(await api.save(owner.token, started.id, 'CURRICULUM', CURRICULUM));
  const monitor = await t.gql<{ getProcessMonitor: { jobOpportunity: { positionId: number } } }>(
    owner.token,
    'query($id: Int!) { getProcessMonitor(processId: $id) { jobOpportunity { positionId } } }',
    { id: started.id },
  );
  positionId = must(monitor).getProcessMonitor.jobOpportunity.positionId;
});
afterAll(() => t?.close());

describe('position detail', () => {
  it('answers the spec’s fields from the profile the wizard saved', async () => {
    const body = await t.gql<{ getPositionDetail: Record<string, unknown> }>(
      owner.token,
      `query($id: Int!) { getPositionDetail(id: $id) { id companyId name workflow difficulty coveredFactorVersion placeId
        agencies city description curriculum { salary { currencyId salaryFrom salaryTo } }
        components { componentType weight minValueToPass order } } }`,
      { id: positionId },
    );
    expect(must(body).getPositionDetail).toMatchObject({
      id: positionId,
      companyId: owner.company.id,
      name: 'Ejecutivo comercial',
      placeId: 'bogota-uuid',
      description: fullJobProfile('x').description,
      curriculum: { salary: { currencyId: 'COP', salaryFrom: 1_500_000, salaryTo: 2_500_000 } },
    });
    expect((must(body).getPositionDetail.components as unknown[]).length).toBe(5);
    const list = await t.gql<{ getPositions: { id: number }[] }>(
      owner.token,
      '{ getPositions(wildcard: "comercíal") { id } }',
    );
    expect(must(list).getPositions.map((p) => p.id)).toEqual([positionId]);
  });

  it('refuses a search text PostgreSQL cannot hold (a NUL character) or an oversized one as bad input', async () => {
    const search = (wildcard: string) =>
      t.gql(owner.token, 'query($w: String) { getPositions(wildcard: $w) { id } }', { w: wildcard });
    expect(codeOf(await search('comer\u0000cial'))).toBe('BAD_INPUT');
    expect(codeOf(await search('x'.repeat(257)))).toBe('BAD_INPUT');
    expect(must(await search('😀'.repeat(100))).getPositions).toEqual([]);
  });

  it('answers another company’s position as not found, and refuses a viewer', async () => {
    const query = 'query($id: Int!) { getPositionDetail(id: $id) { id } }';
    expect(codeOf(await t.gql(stranger.token, query, { id: positionId }))).toBe('NOT_FOUND');
    const viewer = await t.buildMember({ role: 'VIEWER', company: owner.company });
    expect(codeOf(await t.gql(viewer.token, query, { id: positionId }))).toBe('FORBIDDEN');
  });
});

describe('/cm/position/{id}/...', () => {
  it('reads the curriculum, competences, tests and interview of the profile', async () => {
    const curriculum = await rest(owner.token, 'GET', `/cm/position/${positionId}/curriculums`);
    expect(curriculum.statusCode).toBe(200);
    expect(curriculum.json().data).toMatchObject(CURRICULUM);
    expect((await rest(owner.token, 'GET', `/cm/position/${positionId}/tests`)).json()).toEqual({
      data: { disc: true, knowledge: [] },
    });
    expect((await rest(owner.token, 'GET', `/cm/position/${positionId}/interviews`)).json().data).toMatchObject({
      defaultQuestions: true,
    });
    expect((await rest(owner.token, 'GET', `/cm/position/${positionId}/competences`)).json()).toEqual({ data: null });
  });

  it('writes the curriculum and competences after checking them with the step schemas', async () => {
    const competences = {
      competences: [{ id: 'NEGO', name: 'Negociación', weight: 100, difficulty: 'HARD' }],
      coveredFactorVersion: 3,
    };
    const saved = await rest(owner.token, 'POST', `/cm/position/${positionId}/competences`, competences);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual(competences);
    expect((await rest(owner.token, 'GET', `/cm/position/${positionId}/competences`)).json().data).toEqual(competences);

    const bad = await rest(
      owner.token,
      'POST',
      `/cm/position/${positionId}/curriculums`,
      { salary: { ...CURRICULUM.salary, salaryFrom: 9, salaryTo: 1 } },
      { 'accept-language': 'en' },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('BAD_INPUT');
    expect((await rest(owner.token, 'GET', `/cm/position/${positionId}/curriculums`)).json().data).toMatchObject(
      CURRICULUM,
    );
  });

  it('answers another company’s position 404 and a viewer 403', async () => {
    const foreign = await rest(stranger.token, 'GET', `/cm/position/${positionId}/curriculums`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('NOT_FOUND');
    expect(
      (await rest(stranger.token, 'POST', `/cm/position/${positionId}/competences`, { competences: [] })).statusCode,
    ).toBe(404);
    const viewer = await t.buildMember({ role: 'VIEWER', company: owner.company });
    expect((await rest(viewer.token, 'GET', `/cm/position/${positionId}/tests`)).statusCode).toBe(403);
  });
});
