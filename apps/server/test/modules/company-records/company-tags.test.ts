import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companyTags, personTags } from '../../../src/db/schema/index.js';
import { testSuite } from '../../support/suite.js';
import { uniqueTag } from '../../support/factories.js';

/** The company area's tags page: predefined tags stay, the company's own are created, renamed, recoloured, deleted. */

const { t, owner, recruiter, viewer, stranger } = testSuite({ members: ['recruiter', 'viewer', 'stranger'] });

const FIELDS = 'id code title hexCode isPredefined candidates';
interface TagView {
  id: number;
  code: string;
  title: string;
  hexCode: string;
  isPredefined: boolean;
  candidates: number;
}
const list = (token: string) => t.gql<{ companyTagList: TagView[] }>(token, `{ companyTagList { ${FIELDS} } }`);
const create = (token: string, title: string, hexCode: string) =>
  t.gql<{ createCompanyTag: TagView }>(
    token,
    `mutation($title: String!, $hexCode: String!) { createCompanyTag(title: $title, hexCode: $hexCode) { ${FIELDS} } }`,
    { title, hexCode },
  );
const update = (token: string, id: number, title: string, hexCode: string) =>
  t.gql<{ updateCompanyTag: TagView }>(
    token,
    `mutation($id: Int!, $title: String!, $hexCode: String!) {
      updateCompanyTag(id: $id, title: $title, hexCode: $hexCode) { ${FIELDS} } }`,
    { id, title, hexCode },
  );
const remove = (token: string, id: number) =>
  t.gql<{ deleteCompanyTag: number }>(token, `mutation($id: Int!) { deleteCompanyTag(id: $id) }`, { id });
const codeOf = (body: { errors?: { extensions?: Record<string, unknown> }[] }) => body.errors?.[0]?.extensions?.code;
const tagsOf = (companyId: number) => t.db.select().from(companyTags).where(eq(companyTags.companyId, companyId));

async function predefinedTag(companyId: number) {
  const [tag] = await t.db
    .insert(companyTags)
    .values({ companyId, code: `Tag_${uniqueTag()}`, title: `Predefinida ${uniqueTag()}`, hexCode: '#1E88E5' })
    .returning();
  return tag!;
}

describe('company tags', () => {
  it('creates, renames and recolours an own tag, and lists it with the candidates carrying it', async () => {
    const title = `Potencial ${uniqueTag()}`;
    const created = await create(owner.token, `  ${title} `, '#1B5E20');
    expect(created.errors).toBeUndefined();
    const tag = created.data!.createCompanyTag;
    expect(tag).toMatchObject({ title, hexCode: '#1B5E20', isPredefined: false, candidates: 0 });

    const process = await t.buildProcess({ companyId: owner.company.id });
    const candidate = await t.buildProcessPerson({ processId: process.id });
    await t.db.insert(personTags).values({ processPersonId: candidate.processPersonId, code: tag.code });
    const renamed = await update(owner.token, tag.id, `${title} alto`, '#0D47A1');
    expect(renamed.data!.updateCompanyTag).toMatchObject({ title: `${title} alto`, hexCode: '#0D47A1', candidates: 1 });

    // A recruiter reads the list (candidate.view) but may not change it.
    const listed = (await list(recruiter.token)).data!.companyTagList.find((x) => x.id === tag.id);
    expect(listed).toMatchObject({ candidates: 1, title: `${title} alto` });
    expect(codeOf(await create(recruiter.token, `Otra ${uniqueTag()}`, '#1B5E20'))).toBe('FORBIDDEN');
    expect(codeOf(await update(viewer.token, tag.id, 'Nada', '#1B5E20'))).toBe('FORBIDDEN');
  });

  it('refuses a colour white text cannot be read on, a bad colour and a bad name, writing nothing', async () => {
    const before = (await tagsOf(owner.company.id)).length;
    const lowContrast = await create(owner.token, `Amarilla ${uniqueTag()}`, '#FDD835');
    expect(codeOf(lowContrast)).toBe('BAD_INPUT');
    expect(JSON.stringify(lowContrast.errors)).toContain('4,5:1');
    expect(codeOf(await create(owner.token, `Mal ${uniqueTag()}`, 'blue'))).toBe('BAD_INPUT');
    expect(codeOf(await create(owner.token, '   ', '#1B5E20'))).toBe('BAD_INPUT');
    expect(codeOf(await create(owner.token, 'x'.repeat(31), '#1B5E20'))).toBe('BAD_INPUT');
    expect((await tagsOf(owner.company.id)).length).toBe(before);
  });

  it('keeps names unique per company whatever their case; another company may reuse one', async () => {
    const title = `Única ${uniqueTag()}`;
    expect((await create(owner.token, title, '#1B5E20')).errors).toBeUndefined();
    expect(codeOf(await create(owner.token, title.toUpperCase(), '#0D47A1'))).toBe('TAG_NAME_TAKEN');
    const other = (await create(owner.token, `${title} 2`, '#0D47A1')).data!.createCompanyTag;
    expect(codeOf(await update(owner.token, other.id, title.toLowerCase(), '#0D47A1'))).toBe('TAG_NAME_TAKEN');
    expect((await create(stranger.token, title, '#1B5E20')).errors).toBeUndefined();
  });

  it('makes one tag of twenty simultaneous creations with one name', async () => {
    const title = `Carrera ${uniqueTag()}`;
    const results = await Promise.all(Array.from({ length: 20 }, () => create(owner.token, title, '#1B5E20')));
    expect(results.filter((r) => r.data?.createCompanyTag).length).toBe(1);
    expect(results.filter((r) => codeOf(r) === 'TAG_NAME_TAKEN').length).toBe(19);
    expect((await tagsOf(owner.company.id)).filter((x) => x.title === title)).toHaveLength(1);
  });

  it('deletes an own tag and takes it off its candidates; predefined tags stay', async () => {
    const tag = (await create(owner.token, `Borrar ${uniqueTag()}`, '#1B5E20')).data!.createCompanyTag;
    const process = await t.buildProcess({ companyId: owner.company.id });
    for (let i = 0; i < 2; i++) {
      const candidate = await t.buildProcessPerson({ processId: process.id });
      await t.db.insert(personTags).values({ processPersonId: candidate.processPersonId, code: tag.code });
    }
    const body = await remove(owner.token, tag.id);
    expect(body.data!.deleteCompanyTag).toBe(2);
    expect(await t.db.select().from(personTags).where(eq(personTags.code, tag.code))).toEqual([]);
    expect(await t.db.select().from(companyTags).where(eq(companyTags.id, tag.id))).toEqual([]);

    const predefined = await predefinedTag(owner.company.id);
    expect(codeOf(await remove(owner.token, predefined.id))).toBe('TAG_PREDEFINED');
    expect(codeOf(await update(owner.token, predefined.id, 'Otro nombre', '#1B5E20'))).toBe('TAG_PREDEFINED');
    expect(
      await t.db
        .select()
        .from(companyTags)
        .where(and(eq(companyTags.id, predefined.id), eq(companyTags.title, predefined.title))),
    ).toHaveLength(1);
  });

  it('answers NOT_FOUND for another company’s tag and never lists it', async () => {
    const foreign = (await create(stranger.token, `Ajena ${uniqueTag()}`, '#1B5E20')).data!.createCompanyTag;
    expect(codeOf(await update(owner.token, foreign.id, 'Mía', '#1B5E20'))).toBe('NOT_FOUND');
    expect(codeOf(await remove(owner.token, foreign.id))).toBe('NOT_FOUND');
    expect((await list(owner.token)).data!.companyTagList.map((x) => x.id)).not.toContain(foreign.id);
    expect(await t.db.select().from(companyTags).where(eq(companyTags.id, foreign.id))).toHaveLength(1);
  });
});
