import { beforeAll, describe, expect, it } from 'vitest';
import { activities, companyTags } from '../../../src/db/schema/index.js';
import { CANDIDATE_FIELDS, candidateApi, type CandidateView } from '../../support/candidate-api.js';
import { codeOf } from '../../support/process-api.js';
import { testSuite } from '../../support/suite.js';

/** processPerson (the candidate sidebar), its lazily resolved fields, and the tag reads getCompanyTags and getTagsConfig. */

const { t, owner, viewer, stranger } = testSuite({ members: ['viewer', 'stranger'] });
const api = candidateApi(t);
let processId: number;
let candidateId: number;
let otherCandidateId: number;
let strangerCandidateId: number;

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
/** A birth date that makes the candidate turn 30 tomorrow: 29 today. */
function birthDateTurning30Tomorrow(): string {
  const tomorrow = new Date(Date.now() + DAY_MS);
  return `${tomorrow.getUTCFullYear() - 30}-${isoDay(tomorrow).slice(5)}`;
}

beforeAll(async () => {
  const process = await t.buildProcess({
    companyId: owner.company.id,
    withJobOpportunity: true,
    tags: [
      { code: 'Process_Tag_1', label: 'Disponibilidad inmediata', color: '#5E35B1' },
      { code: 'Process_Tag_2', label: 'Bilingüe', color: '#00897B' },
    ],
  });
  processId = process.id;
  const place = await t.buildPlace({ name: 'Quito' });
  const candidate = await t.buildProcessPerson({
    processId,
    evaluationsStatus: 'DISQUALIFIED',
    composedScore: 61.5,
    person: { firstName: 'Lucía', lastName: 'Paredes', birthDate: birthDateTurning30Tomorrow(), placeId: place.id },
  });
  candidateId = candidate.processPersonId;
  await t.buildComponentResult({ processPersonId: candidateId, componentType: 'DISC', status: 'SUCCESS', value: 80 });
  await t.buildComponentResult({
    processPersonId: candidateId,
    componentType: 'COMPETENCE',
    status: 'REJECT',
    value: 41,
  });
  await t.buildComponentResult({
    processPersonId: candidateId,
    componentType: 'INTERVIEW',
    status: 'REJECT',
    value: 10,
  });
  await t.buildPersonTag({ processPersonId: candidateId, code: 'Tag_1', userId: owner.user.id });
  await t.buildFeeling({ processPersonId: candidateId, userId: owner.user.id, feeling: 'YES' });
  const observer = await t.buildObserver({ processId, companyId: owner.company.id });
  await t.buildFeeling({ processPersonId: candidateId, observerId: observer.id, feeling: 'MAYBE' });
  await t.buildHire({ processPersonId: candidateId, userId: owner.user.id, hiredAt: isoDay(new Date()) });
  const invitedAt = new Date(Date.now() - 5 * DAY_MS);
  await t.db.insert(activities).values([
    // Written out of order: the timeline is ordered by time.
    {
      processPersonId: candidateId,
      name: 'STARTED',
      userId: null,
      data: null,
      timestamp: new Date(invitedAt.getTime() + DAY_MS),
    },
    {
      processPersonId: candidateId,
      name: 'INVITED',
      userId: owner.user.id,
      data: { source: 'CAP_ADDED' },
      timestamp: invitedAt,
    },
  ]);

  const other = await t.buildProcessPerson({
    processId,
    evaluationsStatus: 'OPEN',
    person: { firstName: 'Mario', lastName: 'Ruiz' },
  });
  otherCandidateId = other.processPersonId;
  await t.db.insert(activities).values({
    processPersonId: otherCandidateId,
    name: 'INVITED',
    userId: null,
    data: { source: 'E_TALENT' },
    timestamp: invitedAt,
  });

  const strangerProcess = await t.buildProcess({ companyId: stranger.company.id, withJobOpportunity: true });
  strangerCandidateId = (await t.buildProcessPerson({ processId: strangerProcess.id })).processPersonId;
  await t.db.insert(companyTags).values([
    { companyId: owner.company.id, code: 'Tag_1', title: '1ra Entrevista', hexCode: '#1E88E5' },
    { companyId: owner.company.id, code: 'Tag_2', title: '2da Entrevista', hexCode: '#43A047' },
    { companyId: stranger.company.id, code: 'Tag_1', title: 'Ajena', hexCode: '#000000' },
  ]);
});

describe('processPerson', () => {
  it('answers the candidate with every field of the list’s row, the same values the list shows', async () => {
    const list = await t.gql<{ processPersonPaginated: { data: CandidateView[] } }>(
      owner.token,
      `query($processId: Int!) { processPersonPaginated(processId: $processId, feelings: []) { data { ${CANDIDATE_FIELDS} } } }`,
      { processId },
    );
    const fromList = list.data!.processPersonPaginated.data.find((c) => c.id === candidateId);
    const detail = await api.processPerson(owner.token, candidateId);
    expect(detail.errors).toBeUndefined();
    expect(detail.data!.processPerson).toEqual(fromList);
    expect(detail.data!.processPerson).toMatchObject({
      processPersonId: candidateId,
      processId,
      evaluationsStatus: 'DISQUALIFIED',
      firstName: 'Lucía',
      feeling: 'YES',
      composedCapResult: { value: 61.5, status: true, isCompleted: true },
      tags: [{ code: 'Tag_1', userId: owner.user.id, processPersonId: candidateId }],
      hired: { status: 'ACTIVE', userId: owner.user.id },
      person: { place: { name: 'Quito' } },
    });
  });

  it('answers each portal step of the timeline with its time and the component it names', async () => {
    const started = new Date(Date.now() - 2 * 3_600_000);
    const finished = new Date(started.getTime() + 25 * 60_000);
    const step = await t.buildProcessPerson({ processId, evaluationsStatus: 'INPROGRESS' });
    await t.db.insert(activities).values([
      {
        processPersonId: step.processPersonId,
        name: 'STEP_FINISHED',
        data: { componentType: 'DISC' },
        timestamp: finished,
      },
      {
        processPersonId: step.processPersonId,
        name: 'STEP_STARTED',
        data: { componentType: 'DISC' },
        timestamp: started,
      },
    ]);
    const body = await api.processPerson(
      owner.token,
      step.processPersonId,
      'activities { name timestamp userName data }',
    );
    expect(body.errors).toBeUndefined();
    const { activities: timeline } = body.data!.processPerson as unknown as {
      activities: { name: string; timestamp: string; userName: string | null; data: string }[];
    };
    expect(timeline).toEqual([
      { name: 'STEP_STARTED', timestamp: started.toISOString(), userName: null, data: '{"componentType":"DISC"}' },
      { name: 'STEP_FINISHED', timestamp: finished.toISOString(), userName: null, data: '{"componentType":"DISC"}' },
    ]);
  });

  it('resolves the sidebar’s fields: the ordered timeline, the rejected components and the age', async () => {
    const body = await api.processPerson(
      owner.token,
      candidateId,
      'activities { id name timestamp userName data } disqualificationReasons approvedComponents { description createdAt } age',
    );
    expect(body.errors).toBeUndefined();
    const candidate = body.data!.processPerson as unknown as {
      activities: { name: string; timestamp: string; userName: string | null; data: string | null }[];
      disqualificationReasons: string[];
      approvedComponents: unknown[];
      age: number;
    };
    expect(candidate.activities.map((a) => [a.name, a.userName, a.data])).toEqual([
      ['INVITED', `${owner.user.firstName} ${owner.user.lastName}`, JSON.stringify({ source: 'CAP_ADDED' })],
      ['STARTED', null, null],
    ]);
    expect(new Date(candidate.activities[0]!.timestamp).getTime()).toBeLessThan(
      new Date(candidate.activities[1]!.timestamp).getTime(),
    );
    expect(candidate.disqualificationReasons).toEqual(['COMPETENCE', 'INTERVIEW']);
    expect(candidate.approvedComponents).toEqual([]);
    expect(candidate.age).toBe(29);
  });

  it('shows the CV’s education under the list rule: the studies in progress, or all but the most recent', async () => {
    const entry = (degree: string, status: string, startYear: number, endYear: number | null) => ({
      degree,
      institution: 'PUCE',
      studyArea: null,
      status,
      startYear,
      endYear,
    });
    const studying = await t.buildProcessPerson({ processId });
    await t.buildCurriculum({
      personId: studying.personId,
      data: {
        educationList: [
          entry('Bachillerato', 'COMPLETED', 2010, 2016),
          entry('Universitario', 'IN_PROGRESS', 2017, null),
        ],
      },
    });
    const graduated = await t.buildProcessPerson({ processId });
    await t.buildCurriculum({
      personId: graduated.personId,
      data: {
        educationList: [entry('Maestría', 'COMPLETED', 2020, 2022), entry('Universitario', 'COMPLETED', 2014, 2019)],
      },
    });
    const educationOf = async (id: number) =>
      (
        (await api.processPerson(owner.token, id, 'educationList { degree status endYear }')).data!
          .processPerson as unknown as { educationList: { degree: string }[] }
      ).educationList.map((e) => e.degree);
    expect(await educationOf(studying.processPersonId)).toEqual(['Universitario']);
    expect(await educationOf(graduated.processPersonId)).toEqual(['Universitario']);
    expect(await educationOf(otherCandidateId)).toEqual([]);
  });

  it('gives each candidate of a list its own timeline when the list asks for it', async () => {
    const list = await t.gql<{
      processPersonPaginated: { data: { id: number; activities: { name: string; data: string | null }[] }[] };
    }>(
      owner.token,
      'query($processId: Int!) { processPersonPaginated(processId: $processId, feelings: []) { data { id activities { name data } } } }',
      { processId },
    );
    const byId = new Map(list.data!.processPersonPaginated.data.map((c) => [c.id, c.activities.map((a) => a.name)]));
    expect(byId.get(candidateId)).toEqual(['INVITED', 'STARTED']);
    expect(byId.get(otherCandidateId)).toEqual(['INVITED']);
  });

  it('is readable by a viewer (candidate.view); a candidate without birth date has no age', async () => {
    const body = await api.processPerson(viewer.token, otherCandidateId, 'age disqualificationReasons');
    expect(body.errors).toBeUndefined();
    expect(body.data!.processPerson).toMatchObject({ id: otherCandidateId, age: null, disqualificationReasons: [] });
  });

  it('answers NOT_FOUND for a candidate of another company and for an unknown id', async () => {
    expect(codeOf(await api.processPerson(owner.token, strangerCandidateId))).toBe('NOT_FOUND');
    expect(codeOf(await api.processPerson(owner.token, 999_999))).toBe('NOT_FOUND');
    expect(codeOf(await api.processPerson(stranger.token, candidateId, 'activities { name }'))).toBe('NOT_FOUND');
  });

  it('needs a signed-in caller', async () => {
    const body = await t.gql(null, 'query($id: Int!) { processPerson(id: $id) { id } }', { id: candidateId });
    expect(codeOf(body)).toBe('UNAUTHENTICATED');
  });
});

describe('getCompanyTags', () => {
  it('answers the caller’s company’s tags whatever companyId says', async () => {
    const body = await api.companyTags(viewer.token, stranger.company.id);
    expect(body.errors).toBeUndefined();
    expect(body.data!.getCompanyTags).toMatchObject({
      id: owner.company.id,
      companyId: owner.company.id,
      listTags: [
        { code: 'Tag_1', title: '1ra Entrevista', hexCode: '#1E88E5', isPredefined: true },
        { code: 'Tag_2', title: '2da Entrevista', hexCode: '#43A047', isPredefined: true },
      ],
    });
    expect(body.data!.getCompanyTags.date).not.toBeNull();
  });
});

describe('getTagsConfig', () => {
  it('answers the process’s own tags, in the order they were created', async () => {
    const body = await api.tagsConfig(viewer.token, processId);
    expect(body.errors).toBeUndefined();
    expect(body.data!.getTagsConfig).toMatchObject({
      id: processId,
      processId,
      tags: [
        { code: 'Process_Tag_1', label: 'Disponibilidad inmediata', color: '#5E35B1' },
        { code: 'Process_Tag_2', label: 'Bilingüe', color: '#00897B' },
      ],
    });
  });

  it('answers NOT_FOUND for another company’s process and PROCESS_NOT_OWNED for one of another of the caller’s companies', async () => {
    const strangerProcess = await t.buildProcess({ companyId: stranger.company.id });
    expect(codeOf(await api.tagsConfig(owner.token, strangerProcess.id))).toBe('NOT_FOUND');
    const user = await t.buildUser({ companyId: owner.company.id, role: 'RECRUITER' });
    await t.addMembership(user.id, stranger.company.id, 'OWNER');
    expect(codeOf(await api.tagsConfig(await t.login(user.email), strangerProcess.id))).toBe('PROCESS_NOT_OWNED');
  });
});
