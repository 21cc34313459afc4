import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, resourceItems, users } from '../../../src/db/schema/index.js';
import { afterCommitSettled } from '../../../src/db/tenant.js';
import { SEED_RESOURCE_ITEMS } from '../../../src/db/seed/resource-guides.js';
import { exeFile, fileUpload, pdfFile, storedFileKeys } from '../../support/file-fixtures.js';
import { testSuite } from '../../support/suite.js';
import type { GraphqlBody, Member } from '../../support/test-app.js';

/**
 * The resource centre (issue 18): Terna's administrators (users.role_type SYSTEM) publish videos,
 * documents and guides; every member of every company reads the published ones; nobody else writes.
 */

const { t, owner, recruiter, stranger } = testSuite({ members: ['recruiter', 'stranger'] });
const staff = {} as Member;

beforeAll(async () => {
  const member = await t.buildMember({ role: 'VIEWER', company: owner.company });
  await t.db.update(users).set({ roleType: 'SYSTEM' }).where(eq(users.id, member.user.id));
  Object.assign(staff, member);
});

interface Item {
  id: number;
  kind: string;
  slug: string;
  title: string;
  description: string;
  language: string;
  url: string;
  body: string;
  published: boolean;
  publishedAt: string | null;
}

const FIELDS = 'id kind slug title description language url body published publishedAt';
const LIST = `query List($kind: ResourceKind, $language: Locale, $search: String, $page: Int, $size: Int) {
  resourceItems(kind: $kind, language: $language, search: $search, page: $page, size: $size) { total data { ${FIELDS} } } }`;

const list = (member: Member, variables: Record<string, unknown> = {}) =>
  t.gql<{ resourceItems: { total: number; data: Item[] } }>(member.token, LIST, { size: 50, ...variables });
const one = (member: Member, variables: { id?: number; slug?: string }) =>
  t.gql<{ resourceItem: Item }>(
    member.token,
    `query One($id: Int, $slug: String) { resourceItem(id: $id, slug: $slug) { ${FIELDS} } }`,
    variables,
  );
const publish = (member: Member, input: Record<string, unknown>) =>
  t.gql<{ publishResourceItem: Item }>(
    member.token,
    `mutation Publish($input: ResourceItemInput!) { publishResourceItem(input: $input) { ${FIELDS} } }`,
    { input: { ...DOCUMENT, ...input } },
  );
const update = (member: Member, id: number, input: Record<string, unknown>) =>
  t.gql<{ updateResourceItem: Item }>(
    member.token,
    `mutation Update($id: Int!, $input: ResourceItemInput!) { updateResourceItem(id: $id, input: $input) { ${FIELDS} } }`,
    { id, input: { ...DOCUMENT, ...input } },
  );
const remove = (member: Member, id: number) =>
  t.gql<{ deleteResourceItem: number }>(member.token, 'mutation Delete($id: Int!) { deleteResourceItem(id: $id) }', {
    id,
  });
const upload = async (member: Member, fileName: string, bytes: Buffer) => {
  const body = fileUpload(fileName, bytes);
  const response = await t.app.inject({
    method: 'POST',
    url: '/resource-center/files',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${member.token}` },
  });
  await afterCommitSettled();
  return response;
};

const DOCUMENT = {
  kind: 'DOCUMENT',
  title: 'Checklist de entrevistas',
  description: 'Lo que conviene revisar antes de cada entrevista.',
  language: 'es',
  url: 'https://academia.terna.lat/documentos/checklist.pdf',
  body: '',
  published: true,
};

const codeOf = (body: GraphqlBody) => body.errors?.[0]?.extensions?.code;
const itemCount = async () => (await t.db.select({ value: count() }).from(resourceItems))[0]!.value;

describe('reading the resource centre', () => {
  it('shows every company the seeded guides, videos and documents', async () => {
    for (const member of [owner, recruiter, stranger]) {
      const { data } = await list(member);
      expect(data!.resourceItems.total).toBe(SEED_RESOURCE_ITEMS.length);
      expect(data!.resourceItems.data.map((item) => item.slug).sort()).toEqual(
        SEED_RESOURCE_ITEMS.map((item) => item.slug).sort(),
      );
    }
    const guides = await list(recruiter, { kind: 'GUIDE', language: 'es' });
    expect(guides.data!.resourceItems.data.map((item) => item.slug).sort()).toEqual([
      'como-comparar-candidatos',
      'como-lanzar-un-proceso',
      'como-leer-el-disc',
    ]);
    for (const guide of guides.data!.resourceItems.data) {
      const words = guide.body.split(/\s+/).length;
      expect(words).toBeGreaterThanOrEqual(300);
      expect(words).toBeLessThanOrEqual(600);
    }
  });

  it('finds a guide by its slug or id, and "disc" finds the DISC guides in both languages', async () => {
    // Other guides mention DISC (or "discusión") in their text: the titles that hold it come first.
    const found = await list(recruiter, { search: 'disc', kind: 'GUIDE' });
    const slugs = found.data!.resourceItems.data.map((item) => item.slug);
    expect(slugs.slice(0, 2).sort()).toEqual(['como-leer-el-disc', 'how-to-read-disc']);
    expect(slugs).toContain('how-to-launch-a-process');
    const bySlug = await one(recruiter, { slug: 'como-leer-el-disc' });
    expect(bySlug.data!.resourceItem).toMatchObject({ title: 'Cómo leer el DISC', kind: 'GUIDE', language: 'es' });
    const byId = await one(stranger, { id: bySlug.data!.resourceItem.id });
    expect(byId.data!.resourceItem.slug).toBe('como-leer-el-disc');
    expect(codeOf(await one(recruiter, { slug: 'no-existe' }))).toBe('NOT_FOUND');
    expect(codeOf(await one(recruiter, {}))).toBe('BAD_INPUT');
    expect(codeOf(await one(recruiter, { id: byId.data!.resourceItem.id, slug: 'como-leer-el-disc' }))).toBe(
      'BAD_INPUT',
    );
  });

  it('searches without regard to accents or case, and treats % and _ as text', async () => {
    const { data } = await publish(staff, {
      kind: 'GUIDE',
      title: 'Evaluación de líderes en campaña',
      url: '',
      body: 'Cómo medir el liderazgo de quienes dirigirán equipos de temporada: señales, pruebas y entrevistas.',
    });
    const id = data!.publishResourceItem.id;
    for (const search of ['evaluacion de LIDERES', 'ÉVALUACIÓN', 'senales', 'Señales']) {
      const found = await list(recruiter, { search });
      expect(
        found.data!.resourceItems.data.map((item) => item.id),
        search,
      ).toContain(id);
    }
    expect((await list(recruiter, { search: '%' })).data!.resourceItems.total).toBe(0);
    expect((await list(recruiter, { search: '_' })).data!.resourceItems.total).toBe(0);
    expect((await list(recruiter, { search: 'liderazgo', language: 'en' })).data!.resourceItems.total).toBe(0);
  });

  it('refuses a search over 100 characters and a page size over 50', async () => {
    expect(codeOf(await list(recruiter, { search: 'x'.repeat(101) }))).toBe('BAD_INPUT');
    expect(codeOf(await list(recruiter, { size: 51 }))).toBe('BAD_INPUT');
    expect(codeOf(await list(recruiter, { page: 0 }))).toBe('BAD_INPUT');
  });

  it('asks for a session', async () => {
    const body = await t.gql(null, LIST);
    expect(codeOf(body)).toBe('UNAUTHENTICATED');
  });
});

describe('publishing', () => {
  it('lets a Terna administrator publish a document every company then sees, with an audit row', async () => {
    const { data, errors } = await publish(staff, { title: 'Plantilla de oferta laboral' });
    expect(errors).toBeUndefined();
    const item = data!.publishResourceItem;
    expect(item).toMatchObject({ slug: 'plantilla-de-oferta-laboral', published: true, body: '' });
    expect(item.publishedAt).not.toBeNull();
    const seen = await list(stranger, { kind: 'DOCUMENT', search: 'plantilla de oferta' });
    expect(seen.data!.resourceItems.data.map((row) => row.id)).toEqual([item.id]);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(item.id)));
    expect(audit).toMatchObject({ action: 'resourceItem.publish', entityType: 'resource_item', userId: staff.user.id });
    expect(
      (await t.gql<{ resourceCenterPublisher: boolean }>(staff.token, '{ resourceCenterPublisher }')).data,
    ).toEqual({ resourceCenterPublisher: true });
    expect(
      (await t.gql<{ resourceCenterPublisher: boolean }>(owner.token, '{ resourceCenterPublisher }')).data,
    ).toEqual({ resourceCenterPublisher: false });
  });

  it('refuses every company role, owners included: FORBIDDEN and nothing written', async () => {
    const target = (await list(owner, { kind: 'VIDEO' })).data!.resourceItems.data[0]!;
    const before = await itemCount();
    for (const member of [owner, recruiter, stranger]) {
      expect(codeOf(await publish(member, {}))).toBe('FORBIDDEN');
      expect(codeOf(await update(member, target.id, { title: 'Cambiado' }))).toBe('FORBIDDEN');
      expect(codeOf(await remove(member, target.id))).toBe('FORBIDDEN');
      const refused = await upload(member, 'manual.pdf', pdfFile());
      expect(refused.statusCode).toBe(403);
      expect((refused.json() as { code: string }).code).toBe('FORBIDDEN');
    }
    expect(await itemCount()).toBe(before);
    expect((await one(owner, { id: target.id })).data!.resourceItem.title).toBe(target.title);
  });

  it('keeps drafts to Terna administrators', async () => {
    const { data } = await publish(staff, { title: 'Borrador de guía interna', published: false });
    const draft = data!.publishResourceItem;
    expect(draft.publishedAt).toBeNull();
    expect(codeOf(await one(recruiter, { id: draft.id }))).toBe('NOT_FOUND');
    expect((await list(recruiter, { search: 'borrador de guia' })).data!.resourceItems.total).toBe(0);
    expect((await list(staff, { search: 'borrador de guia' })).data!.resourceItems.total).toBe(1);

    const published = await update(staff, draft.id, { title: 'Guía interna publicada', published: true });
    expect(published.data!.updateResourceItem).toMatchObject({ slug: draft.slug, published: true });
    expect((await one(recruiter, { id: draft.id })).data!.resourceItem.title).toBe('Guía interna publicada');
  });

  it('answers BAD_INPUT per field and writes nothing', async () => {
    const before = await itemCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ title: 'ab' }, 'title'],
      [{ title: 'x'.repeat(161) }, 'title'],
      [{ url: 'javascript:alert(1)' }, 'url'],
      [{ url: 'http://localhost/manual.pdf' }, 'url'],
      [{ url: '' }, 'url'],
      [{ kind: 'GUIDE', url: '', body: 'demasiado corto' }, 'body'],
      [{ description: 'd'.repeat(501) }, 'description'],
    ];
    for (const [input, field] of cases) {
      const body = await publish(staff, input);
      expect(codeOf(body), JSON.stringify(input)).toBe('BAD_INPUT');
      expect(Object.keys(body.errors![0]!.extensions!.fields ?? {})).toEqual([field]);
    }
    expect(codeOf(await publish(staff, { language: 'fr' }))).toBe('BAD_INPUT');
    expect(codeOf(await publish(staff, { kind: 'PODCAST' }))).toBe('BAD_INPUT');
    expect(codeOf(await update(staff, 2_147_483_647, {}))).toBe('NOT_FOUND');
    expect(codeOf(await remove(staff, 0))).toBe('BAD_INPUT');
    expect(await itemCount()).toBe(before);
  });

  it('gives twenty publications of one title at once twenty different slugs', async () => {
    const bodies = await Promise.all(Array.from({ length: 20 }, () => publish(staff, { title: 'Guía de inducción' })));
    expect(bodies.map((body) => body.errors)).toEqual(Array(20).fill(undefined));
    const slugs = bodies.map((body) => body.data!.publishResourceItem.slug);
    expect(new Set(slugs).size).toBe(20);
    expect(slugs).toContain('guia-de-induccion');
    expect(slugs).toContain('guia-de-induccion-20');
  });

  it('stores an uploaded document, and deletes the file with its item', async () => {
    const refused = await upload(staff, 'programa.exe', exeFile());
    expect(refused.statusCode).toBe(415);
    expect((refused.json() as { code: string }).code).toBe('FILE_TYPE_NOT_ALLOWED');
    const response = await upload(staff, 'Manual del cajero.pdf', pdfFile());
    expect(response.statusCode).toBe(200);
    const { url } = (response.json() as { data: { url: string } }).data;
    expect(url).toMatch(/^\/files\/[A-Za-z0-9_-]{32}$/);
    const key = url.slice('/files/'.length);

    const { data } = await publish(staff, { title: 'Manual del cajero', url });
    const item = data!.publishResourceItem;
    const file = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${stranger.token}` } });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdfFile())).toBe(true);

    expect((await remove(staff, item.id)).data).toEqual({ deleteResourceItem: item.id });
    await afterCommitSettled();
    expect(await storedFileKeys(t.services.files)).not.toContain(key);
    expect(codeOf(await one(staff, { id: item.id }))).toBe('NOT_FOUND');
    expect(codeOf(await remove(staff, item.id))).toBe('NOT_FOUND');
  });
});
