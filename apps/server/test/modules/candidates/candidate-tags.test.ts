import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_TAGS, sharedMessages } from '@terna/domain';
import { companyTags, personTags, processTags } from '../../../src/db/schema/index.js';
import { candidateApi } from '../../support/candidate-api.js';
import { invitationRecords } from '../../support/invitation-api.js';
import { codeOf } from '../../support/process-api.js';
import { testSuite } from '../../support/suite.js';

/** createPersonTag, deletePersonTag, createProcessTag and updateProcessTag: which codes, how many, and what they record. */

const { t, owner, recruiter, stranger } = testSuite({ members: ['recruiter', 'stranger'] });
const api = candidateApi(t);
const records = invitationRecords(t);
let processId: number;

const COMPANY_CODES = Array.from({ length: 12 }, (_, i) => `Tag_${i + 1}`);

beforeAll(async () => {
  await t.db.insert(companyTags).values(
    COMPANY_CODES.map((code, i) => ({
      companyId: owner.company.id,
      code,
      title: `Etiqueta ${i + 1}`,
      hexCode: '#1E88E5',
    })),
  );
  await t.db
    .insert(companyTags)
    .values({ companyId: stranger.company.id, code: 'Ajena_1', title: 'Ajena', hexCode: '#000000' });
  processId = (
    await t.buildProcess({
      companyId: owner.company.id,
      tags: [{ code: 'Process_Tag_1', label: 'Disponibilidad inmediata', color: '#5E35B1' }],
    })
  ).id;
});

const candidate = (inProcess = processId) => t.buildProcessPerson({ processId: inProcess, evaluationsStatus: 'ENDED' });
const tagsOf = async (processPersonId: number) =>
  (
    await t.db
      .select()
      .from(personTags)
      .where(eq(personTags.processPersonId, processPersonId))
      .orderBy(asc(personTags.id))
  ).map((tag) => tag.code);
const processTagsOf = async (id: number) =>
  (await t.db.select().from(processTags).where(eq(processTags.processId, id)).orderBy(asc(processTags.id))).map(
    ({ code, label, color }) => ({ code, label, color }),
  );

describe('createPersonTag', () => {
  it('tags a candidate with a company tag or a process tag, as the caller, on the timeline and audited', async () => {
    const built = await candidate();
    const body = await api.addTag(recruiter.token, built.processPersonId, 'Tag_3');
    expect(body.errors).toBeUndefined();
    expect(body.data!.createPersonTag).toMatchObject({
      code: 'Tag_3',
      userId: recruiter.user.id,
      processPersonId: built.processPersonId,
    });
    expect((await api.addTag(recruiter.token, built.processPersonId, 'Process_Tag_1')).errors).toBeUndefined();
    expect(await tagsOf(built.processPersonId)).toEqual(['Tag_3', 'Process_Tag_1']);
    expect(
      (await records.activitiesOf(built.processPersonId)).map((a) => ({
        name: a.name,
        userId: a.userId,
        data: a.data,
      })),
    ).toEqual([
      { name: 'TAG_ADDED', userId: recruiter.user.id, data: { code: 'Tag_3' } },
      { name: 'TAG_ADDED', userId: recruiter.user.id, data: { code: 'Process_Tag_1' } },
    ]);
    const audits = (await records.audits(owner.company.id, 'candidate.tagAdd')).filter(
      (a) => a.entityId === String(built.processPersonId),
    );
    expect(audits.map((a) => a.data)).toEqual([
      { processId, code: 'Tag_3' },
      { processId, code: 'Process_Tag_1' },
    ]);
  });

  it('answers a tag the candidate already has as it is, without recording it twice', async () => {
    const built = await candidate();
    const first = await api.addTag(recruiter.token, built.processPersonId, 'Tag_1');
    const again = await api.addTag(owner.token, built.processPersonId, 'Tag_1');
    expect(again.data!.createPersonTag).toEqual(first.data!.createPersonTag);
    expect(await tagsOf(built.processPersonId)).toEqual(['Tag_1']);
    expect(await records.activitiesOf(built.processPersonId)).toHaveLength(1);
  });

  it('refuses NO_TAGS, unknown codes, another company’s tags and another process’s tags (TAG_UNKNOWN)', async () => {
    const built = await candidate();
    await t.buildProcess({
      companyId: owner.company.id,
      tags: [{ code: 'Process_Tag_9', label: 'Otra', color: '#000000' }],
    });
    for (const code of ['NO_TAGS', 'Tag_99', 'Ajena_1', 'Process_Tag_9']) {
      const body = await api.addTag(recruiter.token, built.processPersonId, code);
      expect(codeOf(body)).toBe('TAG_UNKNOWN');
    }
    expect((await api.addTag(recruiter.token, built.processPersonId, 'Tag_99')).errors![0]!.message).toBe(
      sharedMessages.es.errors.TAG_UNKNOWN,
    );
    expect(await tagsOf(built.processPersonId)).toEqual([]);
  });

  it(`allows at most ${MAX_TAGS} tags per candidate (TAG_LIMIT); NO_TAGS does not count`, async () => {
    const built = await candidate();
    await t.buildPersonTag({ processPersonId: built.processPersonId, code: 'NO_TAGS' });
    for (const code of COMPANY_CODES.slice(0, 11))
      await t.buildPersonTag({ processPersonId: built.processPersonId, code });
    expect((await api.addTag(recruiter.token, built.processPersonId, 'Tag_12')).errors).toBeUndefined();
    const body = await api.addTag(recruiter.token, built.processPersonId, 'Process_Tag_1');
    expect(codeOf(body)).toBe('TAG_LIMIT');
    expect(body.errors![0]!.message).toBe('Un candidato puede tener como máximo 12 etiquetas.');
    expect((await tagsOf(built.processPersonId)).filter((code) => code !== 'NO_TAGS')).toHaveLength(MAX_TAGS);
  });

  it('works in a CLOSED process and refuses a DRAFT one (PROCESS_STATUS_INVALID)', async () => {
    const closed = await t.buildProcess({ companyId: owner.company.id, status: 'CLOSED' });
    expect(
      (await api.addTag(recruiter.token, (await candidate(closed.id)).processPersonId, 'Tag_2')).errors,
    ).toBeUndefined();
    const draft = await t.buildProcess({ companyId: owner.company.id, status: 'DRAFT' });
    expect(codeOf(await api.addTag(recruiter.token, (await candidate(draft.id)).processPersonId, 'Tag_2'))).toBe(
      'PROCESS_STATUS_INVALID',
    );
  });

  it('refuses a blacklisted candidate (CANDIDATE_BLACKLISTED)', async () => {
    const built = await candidate();
    await t.buildBlacklist({ companyId: owner.company.id, personId: built.personId });
    expect(codeOf(await api.addTag(recruiter.token, built.processPersonId, 'Tag_2'))).toBe('CANDIDATE_BLACKLISTED');
    expect(await tagsOf(built.processPersonId)).toEqual([]);
  });
});

describe('deletePersonTag', () => {
  it('removes one of the candidate’s tags (TAG_REMOVED)', async () => {
    const built = await candidate();
    const tag = (await api.addTag(recruiter.token, built.processPersonId, 'Tag_5')).data!.createPersonTag;
    const body = await api.removeTag(owner.token, tag.id, built.processPersonId);
    expect(body.data!.deletePersonTag).toBe(true);
    expect(await tagsOf(built.processPersonId)).toEqual([]);
    expect((await records.activitiesOf(built.processPersonId)).at(-1)).toMatchObject({
      name: 'TAG_REMOVED',
      userId: owner.user.id,
      data: { code: 'Tag_5' },
    });
    expect(
      (await records.audits(owner.company.id, 'candidate.tagRemove')).filter(
        (a) => a.entityId === String(built.processPersonId),
      ),
    ).toHaveLength(1);
  });

  it('answers NOT_FOUND for a tag of another candidate', async () => {
    const built = await candidate();
    const other = await candidate();
    const tag = (await api.addTag(recruiter.token, other.processPersonId, 'Tag_5')).data!.createPersonTag;
    expect(codeOf(await api.removeTag(owner.token, tag.id, built.processPersonId))).toBe('NOT_FOUND');
    expect(await tagsOf(other.processPersonId)).toEqual(['Tag_5']);
  });
});

describe('createProcessTag', () => {
  it('adds tags, numbering those without a code after the last Process_Tag_n, and relabels a code it already has', async () => {
    const process = await t.buildProcess({
      companyId: owner.company.id,
      tags: [{ code: 'Process_Tag_4', label: 'Vieja', color: '#111111' }],
    });
    const body = await api.createProcessTags(recruiter.token, process.id, [
      { label: ' Remoto ', color: '#00AA00' },
      { code: 'Referido', label: 'Referido', color: '#0000AA' },
      { label: 'Presencial', color: '#AA0000' },
      { code: 'Process_Tag_4', label: 'Renombrada', color: '#222222' },
    ]);
    expect(body.errors).toBeUndefined();
    const expected = [
      { code: 'Process_Tag_4', label: 'Renombrada', color: '#222222' },
      { code: 'Process_Tag_5', label: 'Remoto', color: '#00AA00' },
      { code: 'Referido', label: 'Referido', color: '#0000AA' },
      { code: 'Process_Tag_6', label: 'Presencial', color: '#AA0000' },
    ];
    expect(body.data!.createProcessTag).toMatchObject({ id: process.id, processId: process.id, tags: expected });
    expect(await processTagsOf(process.id)).toEqual(expected);
    expect(
      (await records.audits(owner.company.id, 'process.tagsCreate')).filter((a) => a.entityId === String(process.id)),
    ).toHaveLength(1);
    // The new tags can be given to the process's candidates.
    expect(
      (await api.addTag(recruiter.token, (await candidate(process.id)).processPersonId, 'Process_Tag_6')).errors,
    ).toBeUndefined();
  });

  it('needs labels of 1 to 30 characters, #RRGGBB colours and codes other than NO_TAGS (BAD_INPUT), and changes nothing', async () => {
    const process = await t.buildProcess({ companyId: owner.company.id });
    const empty = await api.createProcessTags(recruiter.token, process.id, [{ label: '  ', color: '#00AA00' }]);
    expect(codeOf(empty)).toBe('BAD_INPUT');
    expect(empty.errors![0]!.extensions!.fields).toEqual({ 'tags.0.label': sharedMessages.es.validation.required });
    const long = await api.createProcessTags(recruiter.token, process.id, [
      { label: 'x'.repeat(30), color: '#00AA00' },
      { label: 'x'.repeat(31), color: '#00AA00' },
    ]);
    expect(long.errors![0]!.extensions!.fields).toEqual({
      'tags.1.label': 'La entrada no debe ser mayor a 30 caratéres',
    });
    expect(codeOf(await api.createProcessTags(recruiter.token, process.id, [{ label: 'Rojo', color: 'red' }]))).toBe(
      'BAD_INPUT',
    );
    expect(
      codeOf(
        await api.createProcessTags(recruiter.token, process.id, [
          { code: 'NO_TAGS', label: 'Nada', color: '#000000' },
        ]),
      ),
    ).toBe('BAD_INPUT');
    expect(codeOf(await api.createProcessTags(recruiter.token, process.id, []))).toBe('BAD_INPUT');
    expect(await processTagsOf(process.id)).toEqual([]);
  });

  it('works on a CLOSED process and refuses a DRAFT one (PROCESS_STATUS_INVALID)', async () => {
    const closed = await t.buildProcess({ companyId: owner.company.id, status: 'CLOSED' });
    expect(
      (await api.createProcessTags(recruiter.token, closed.id, [{ label: 'Final', color: '#000000' }])).errors,
    ).toBeUndefined();
    const draft = await t.buildProcess({ companyId: owner.company.id, status: 'DRAFT' });
    expect(codeOf(await api.createProcessTags(recruiter.token, draft.id, [{ label: 'Final', color: '#000000' }]))).toBe(
      'PROCESS_STATUS_INVALID',
    );
  });
});

describe('updateProcessTag', () => {
  it('relabels and recolours the process tags named by code', async () => {
    const process = await t.buildProcess({
      companyId: owner.company.id,
      tags: [
        { code: 'Process_Tag_1', label: 'Uno', color: '#111111' },
        { code: 'Process_Tag_2', label: 'Dos', color: '#222222' },
      ],
    });
    const body = await api.updateProcessTags(recruiter.token, process.id, process.id, [
      { code: 'Process_Tag_2', label: 'Segunda', color: '#2A2A2A' },
    ]);
    expect(body.errors).toBeUndefined();
    expect(body.data!.updateProcessTag.tags).toEqual([
      { code: 'Process_Tag_1', label: 'Uno', color: '#111111' },
      { code: 'Process_Tag_2', label: 'Segunda', color: '#2A2A2A' },
    ]);
    expect(
      (await records.audits(owner.company.id, 'process.tagsUpdate')).filter((a) => a.entityId === String(process.id)),
    ).toHaveLength(1);
  });

  it('refuses a code the process does not have (TAG_UNKNOWN) and a configuration id of another process (NOT_FOUND), changing nothing', async () => {
    const process = await t.buildProcess({
      companyId: owner.company.id,
      tags: [{ code: 'Process_Tag_1', label: 'Uno', color: '#111111' }],
    });
    const tags = [
      { code: 'Process_Tag_1', label: 'Cambiada', color: '#111111' },
      { code: 'Process_Tag_7', label: 'Nueva', color: '#000000' },
    ];
    expect(codeOf(await api.updateProcessTags(recruiter.token, process.id, process.id, tags))).toBe('TAG_UNKNOWN');
    expect(codeOf(await api.updateProcessTags(recruiter.token, processId, process.id, tags.slice(0, 1)))).toBe(
      'NOT_FOUND',
    );
    expect(await processTagsOf(process.id)).toEqual([{ code: 'Process_Tag_1', label: 'Uno', color: '#111111' }]);
  });
});
