import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Readable } from 'node:stream';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FILE_SIZE_LIMIT_BYTES, LOGO_FILE_KINDS, sharedMessages, type ErrorCode } from '@terna/domain';
import { auditLog, candidateFiles, companies } from '../../src/db/schema/index.js';
import { afterCommitSettled } from '../../src/db/tenant.js';
import { DomainError } from '../../src/errors.js';
import {
  docxFile,
  exeFile,
  fileUpload,
  gifFile,
  jpegFile,
  multipartBody,
  pdfFile,
  pngFile,
  storedFileKeys,
  zipFile,
} from '../support/file-fixtures.js';
import { testSuite } from '../support/suite.js';
import type { Member } from '../support/test-app.js';
import { validateUpload } from '../../src/files/upload.js';

/** Uploads and downloads: every rule with real bytes, on the company logo routes and GET /files/:key. */

const { t, owner, recruiter, viewer, stranger } = testSuite({ members: ['recruiter', 'viewer', 'stranger'] });

const LOGO = '/client/companies/logo';
const JOB_BOARD_LOGO = '/client/companies/job-board-logo';
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)"><rect width="1" height="1"/></svg>';
const HTML = '<!doctype html><html><body><script>fetch("/graphql")</script></body></html>';

type Body = { payload: Buffer | Readable; headers: Record<string, string> };

/** Answers once the upload's work after commit (deleting the replaced logo) has ended too. */
async function post(member: Member | null, body: Body, url = LOGO, headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(member ? { authorization: `Bearer ${member.token}` } : {}), ...headers },
  });
  await afterCommitSettled();
  return response;
}

const download = (url: string, member?: Member) =>
  t.app.inject({ method: 'GET', url, headers: member ? { authorization: `Bearer ${member.token}` } : {} });

const storedKeys = () => storedFileKeys(t.services.files);

/** Every file under the data directory, relative to it: uploads must never land anywhere else. */
function dataFiles(dir = t.services.config.dataDir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? dataFiles(join(dir, entry.name))
      : [relative(t.services.config.dataDir, join(dir, entry.name))],
  );
}

async function companyRow(companyId: number) {
  const [row] = await t.db
    .select({ logoUrl: companies.logoUrl, jobBoardLogoUrl: companies.jobBoardLogoUrl })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row!;
}

const logoAudits = (companyId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.companyId, companyId), eq(auditLog.entityType, 'company')))
    .orderBy(asc(auditLog.id));

/** What a refused upload must leave as it was: the stored files, the company's columns, its audit trail. */
async function snapshot(companyId = owner.company.id) {
  return {
    files: dataFiles().sort(),
    stored: await storedKeys(),
    company: await companyRow(companyId),
    audits: (await logoAudits(companyId)).length,
  };
}

async function expectRefused(
  response: { statusCode: number; json(): unknown },
  status: number,
  code: ErrorCode,
  before: Awaited<ReturnType<typeof snapshot>>,
) {
  expect(response.statusCode).toBe(status);
  expect((response.json() as { code: string }).code).toBe(code);
  expect(await snapshot()).toEqual(before);
}

const keyOf = (url: string) => url.replace('/files/', '');

describe('the upload validator', () => {
  it('accepts real PNG, JPEG and GIF logos with the type’s own MIME type', async () => {
    expect((await validateUpload({ fileName: 'logo.png', bytes: pngFile() }, LOGO_FILE_KINDS)).type.mime).toBe(
      'image/png',
    );
    expect((await validateUpload({ fileName: 'Logo.JPG', bytes: jpegFile() }, LOGO_FILE_KINDS)).type.mime).toBe(
      'image/jpeg',
    );
    expect((await validateUpload({ fileName: 'logo.jpeg', bytes: jpegFile() }, LOGO_FILE_KINDS)).fileName).toBe(
      'logo.jpeg',
    );
    expect((await validateUpload({ fileName: 'logo.gif', bytes: gifFile() }, LOGO_FILE_KINDS)).type.mime).toBe(
      'image/gif',
    );
  });

  it('accepts real PDF and DOCX documents; an Illustrator file may be a PDF inside', async () => {
    expect((await validateUpload({ fileName: 'informe.pdf', bytes: pdfFile() }, ['document'])).type.mime).toBe(
      'application/pdf',
    );
    expect((await validateUpload({ fileName: 'cv.docx', bytes: docxFile() }, ['document'])).type.extension).toBe(
      'docx',
    );
    expect((await validateUpload({ fileName: 'marca.ai', bytes: pdfFile() }, ['document'])).type.mime).toBe(
      'application/postscript',
    );
  });

  const refusal = async (fileName: string, bytes: Buffer, kinds = LOGO_FILE_KINDS) =>
    validateUpload({ fileName, bytes }, kinds).then(
      () => 'accepted',
      (error: unknown) => (error instanceof DomainError ? error.code : error),
    );

  it.each([
    ['SVG named .png', 'logo.png', Buffer.from(SVG)],
    ['HTML named .gif', 'logo.gif', Buffer.from(HTML)],
    ['an executable named .png', 'setup.png', exeFile()],
    ['a PDF named .jpg', 'logo.jpg', pdfFile()],
    ['a GIF named .png', 'logo.png', gifFile()],
  ])('refuses %s as FILE_CONTENT_MISMATCH', async (_, fileName, bytes) => {
    expect(await refusal(fileName, bytes)).toBe('FILE_CONTENT_MISMATCH');
  });

  it.each([
    ['a PNG followed by HTML', 'logo.png', pngFile(), HTML],
    ['a JPEG followed by a zip', 'logo.jpg', jpegFile(), docxFile()],
    ['a GIF followed by a PDF', 'logo.gif', gifFile(), pdfFile()],
  ])('refuses a polyglot: %s', async (_, fileName, image, tail) => {
    expect(await refusal(fileName, image)).toBe('accepted');
    expect(await refusal(fileName, Buffer.concat([image, Buffer.from(tail)]))).toBe('FILE_CONTENT_MISMATCH');
  });

  it('refuses script or SVG markup hidden inside a well-formed image', async () => {
    expect(await refusal('logo.gif', gifFile('<script>alert(1)</script>'))).toBe('FILE_CONTENT_MISMATCH');
    expect(await refusal('logo.gif', gifFile('<ScRiPt/src=//x.test>'))).toBe('FILE_CONTENT_MISMATCH');
    // Only a real tag counts: words that merely start like one are not markup.
    expect(await refusal('logo.gif', gifFile('made with care <bodyguard> <svgs'))).toBe('accepted');
    const png = pngFile(400);
    png.write('<SVG onload=alert(1)>', 80, 'latin1');
    expect(await refusal('logo.png', png)).toBe('FILE_CONTENT_MISMATCH');
  });

  it('refuses a document whose content is another type, or a zip that is not an office file', async () => {
    expect(await refusal('informe.pdf', docxFile(), ['document'])).toBe('FILE_CONTENT_MISMATCH');
    expect(await refusal('cv.docx', zipFile([{ name: 'payload.html', data: HTML }]), ['document'])).toBe(
      'FILE_CONTENT_MISMATCH',
    );
    expect(await refusal('cv.doc', exeFile(), ['document'])).toBe('FILE_CONTENT_MISMATCH');
  });

  it.each(['logo.svg', 'logo.png.html', 'setup.exe', 'logo.pdf', 'logo', 'logo.webp'])(
    'refuses the logo name %j as FILE_TYPE_NOT_ALLOWED',
    async (fileName) => {
      expect(await refusal(fileName, pngFile())).toBe('FILE_TYPE_NOT_ALLOWED');
    },
  );

  it('refuses the inactive csv and zip types', async () => {
    expect(await refusal('datos.csv', Buffer.from('a,b\n1,2\n'), ['document'])).toBe('FILE_TYPE_NOT_ALLOWED');
    expect(await refusal('todo.zip', docxFile(), ['document'])).toBe('FILE_TYPE_NOT_ALLOWED');
  });

  it('refuses an empty file and one byte over 5120 KB', async () => {
    expect(await refusal('logo.png', Buffer.alloc(0))).toBe('FILE_REQUIRED');
    expect(await refusal('logo.png', pngFile(FILE_SIZE_LIMIT_BYTES + 1))).toBe('FILE_TOO_LARGE');
  });
});

describe('POST /client/companies/logo', () => {
  it('stores a PNG under a random key, sets the logo, audits, and serves the same bytes back', async () => {
    const bytes = pngFile();
    const response = await post(owner, fileUpload('Logotipo.png', bytes, 'image/png'));
    expect(response.statusCode).toBe(200);
    const { logoUrl } = (response.json() as { data: { logoUrl: string } }).data;
    expect(logoUrl).toMatch(/^\/files\/[A-Za-z0-9_-]{32}$/);
    expect(await companyRow(owner.company.id)).toMatchObject({ logoUrl });
    expect(await storedKeys()).toContain(keyOf(logoUrl));

    const audits = (await logoAudits(owner.company.id)).filter((row) => row.action === 'company.logo.upload');
    expect(audits.at(-1)).toMatchObject({
      userId: owner.user.id,
      entityId: String(owner.company.id),
      data: { key: keyOf(logoUrl), fileName: 'Logotipo.png', contentType: 'image/png', size: bytes.byteLength },
    });

    // The header's client info shows the new logo.
    const info = await t.gql<{ clientInfo: { logoUrl: string } }>(owner.token, '{ clientInfo { logoUrl } }');
    expect(info.data!.clientInfo.logoUrl).toBe(logoUrl);

    const file = await download(logoUrl);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(bytes)).toBe(true);
  });

  it('serves a stored file with its verified type, nosniff, a safe disposition and a sandbox CSP', async () => {
    const { logoUrl } = (await post(owner, fileUpload('Marca Ñandú.gif', gifFile(), 'text/html')).then((r) => r.json()))
      .data as { logoUrl: string };
    const file = await download(logoUrl);
    // The client said text/html: the stored type comes from the checked content's type, never from the client.
    expect(file.headers['content-type']).toBe('image/gif');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toBe(
      `inline; filename="Marca Nandu.gif"; filename*=UTF-8''Marca%20%C3%91and%C3%BA.gif`,
    );
    const csp = String(file.headers['content-security-policy']);
    expect(csp).toMatch(/(^|;\s*)sandbox(;|$)/);
    expect(csp).toContain("default-src 'none'");
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(file.headers['content-length'])).toBe(gifFile().byteLength);
  });

  it('replaces the previous logo and deletes its file', async () => {
    const first = (await post(owner, fileUpload('a.png', pngFile())).then((r) => r.json())).data.logoUrl as string;
    const second = (await post(owner, fileUpload('b.jpg', jpegFile())).then((r) => r.json())).data.logoUrl as string;
    expect(second).not.toBe(first);
    expect(await companyRow(owner.company.id)).toMatchObject({ logoUrl: second });
    expect((await download(first)).statusCode).toBe(404);
    expect(await storedKeys()).not.toContain(keyOf(first));
    const served = await download(second);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.equals(jpegFile())).toBe(true);
  });

  it('two uploads at once leave one logo and one file: the replaced one is deleted, none is orphaned', async () => {
    const before = (await companyRow(owner.company.id)).logoUrl;
    const responses = await Promise.all([
      post(owner, fileUpload('uno.png', pngFile())),
      post(owner, fileUpload('dos.gif', gifFile())),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    const urls = responses.map((response) => response.json().data.logoUrl as string);
    const { logoUrl } = await companyRow(owner.company.id);
    expect(urls).toContain(logoUrl);
    const stored = await storedKeys();
    expect(urls.filter((url) => stored.includes(keyOf(url)))).toEqual([logoUrl]);
    if (before) expect(stored).not.toContain(keyOf(before));
  });

  it('POST /client/companies/job-board-logo sets the job-board logo and leaves the header logo alone', async () => {
    const before = await companyRow(owner.company.id);
    const response = await post(owner, fileUpload('portal.gif', gifFile()), JOB_BOARD_LOGO);
    expect(response.statusCode).toBe(200);
    const { logoUrl } = response.json().data as { logoUrl: string };
    expect(await companyRow(owner.company.id)).toEqual({ logoUrl: before.logoUrl, jobBoardLogoUrl: logoUrl });
    expect((await logoAudits(owner.company.id)).at(-1)).toMatchObject({ action: 'company.jobBoardLogo.upload' });
    expect((await download(logoUrl)).rawPayload.equals(gifFile())).toBe(true);
  });

  it('accepts a file of exactly 5120 KB and returns it byte for byte', async () => {
    const bytes = pngFile(FILE_SIZE_LIMIT_BYTES);
    const response = await post(owner, fileUpload('grande.png', bytes));
    expect(response.statusCode).toBe(200);
    const file = await download(response.json().data.logoUrl);
    expect(file.rawPayload.byteLength).toBe(FILE_SIZE_LIMIT_BYTES);
    expect(file.rawPayload.equals(bytes)).toBe(true);
  });

  it('refuses 5120 KB + 1 byte with FILE_TOO_LARGE (413, translated) and stores nothing', async () => {
    const before = await snapshot();
    const response = await post(owner, fileUpload('grande.png', pngFile(FILE_SIZE_LIMIT_BYTES + 1)), LOGO, {
      'accept-language': 'en',
    });
    await expectRefused(response, 413, 'FILE_TOO_LARGE', before);
    expect(response.json().messages).toEqual(['The file is larger than the maximum of 5120 KB.']);
  });

  it('cuts off a body far over the limit, declared or streamed without a length', async () => {
    const before = await snapshot();
    const huge = pngFile(3 * FILE_SIZE_LIMIT_BYTES);
    await expectRefused(await post(owner, fileUpload('enorme.png', huge)), 413, 'FILE_TOO_LARGE', before);
    const { payload, headers } = fileUpload('enorme.png', huge);
    const streamed = await post(owner, {
      payload: Readable.from([payload.subarray(0, 1 << 20), payload.subarray(1 << 20)]),
      headers,
    });
    await expectRefused(streamed, 413, 'FILE_TOO_LARGE', before);
  });

  it.each([
    ['SVG named .png', 'logo.png', Buffer.from(SVG), 'image/png'],
    ['HTML named .gif', 'logo.gif', Buffer.from(HTML), 'image/gif'],
    ['a renamed executable', 'setup.png', exeFile(), 'image/png'],
    ['a PDF renamed .jpg', 'logo.jpg', pdfFile(), 'image/jpeg'],
    ['a PNG with HTML after its end', 'logo.png', Buffer.concat([pngFile(), Buffer.from(HTML)]), 'image/png'],
  ])('refuses %s with FILE_CONTENT_MISMATCH (415) and changes nothing', async (_, fileName, bytes, contentType) => {
    const before = await snapshot();
    const response = await post(owner, fileUpload(fileName, bytes, contentType));
    await expectRefused(response, 415, 'FILE_CONTENT_MISMATCH', before);
    expect(response.json().messages).toEqual([sharedMessages.es.errors.FILE_CONTENT_MISMATCH]);
  });

  it.each(['logo.png.html', 'logo.svg', 'setup.exe'])(
    'refuses the name %j with FILE_TYPE_NOT_ALLOWED (415) and changes nothing',
    async (fileName) => {
      const before = await snapshot();
      const response = await post(owner, fileUpload(fileName, pngFile(), 'image/png'));
      await expectRefused(response, 415, 'FILE_TYPE_NOT_ALLOWED', before);
      expect(response.json().messages).toEqual([
        'Ese tipo de archivo no está permitido. Tipos admitidos: jpeg, png, gif.',
      ]);
    },
  );

  it('stores a path-traversal name under a random key, inside the storage, downloaded as its last segment', async () => {
    const before = { files: dataFiles(), stored: await storedKeys() };
    const response = await post(owner, fileUpload('../../etc/passwd.png', pngFile()));
    expect(response.statusCode).toBe(200);
    const key = keyOf(response.json().data.logoUrl);
    expect((await storedKeys()).filter((stored) => !before.stored.includes(stored))).toEqual([key]);
    // The local folder holds the bytes and the info under the key; the shared backends write nothing to disk.
    const added = dataFiles().filter((path) => !before.files.includes(path));
    expect(added.sort()).toEqual(
      t.driver === 'pglite' ? [join('files', key), join('files', `${key}.json`)].sort() : [],
    );
    expect((await download(`/files/${key}`)).headers['content-disposition']).toBe(
      `inline; filename="passwd.png"; filename*=UTF-8''passwd.png`,
    );
    const stored = await t.services.files.get(key);
    stored?.body.destroy();
    expect(stored?.info).toMatchObject({ fileName: 'passwd.png', contentType: 'image/png' });
  });

  it('refuses a name with CR or LF (the multipart parser skips the part), so no header can be split', async () => {
    const before = await snapshot();
    const encoded = `filename*=UTF-8''evil%0D%0ASet-Cookie%3A%20session%3Dx.png`;
    const response = await post(
      owner,
      multipartBody([{ name: 'file', filename: encoded, contentType: 'image/png', data: pngFile() }]),
    );
    await expectRefused(response, 400, 'FILE_REQUIRED', before);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('drops NUL, tab, quotes, semicolons and a bidi override from a name before it reaches a header', async () => {
    const encoded = `filename*=UTF-8''evil%00%09%22%3B%20filename%3Dx.html%E2%80%AEgnp.png`;
    const response = await post(
      owner,
      multipartBody([{ name: 'file', filename: encoded, contentType: 'image/png', data: pngFile() }]),
    );
    expect(response.statusCode).toBe(200);
    const disposition = (await download(response.json().data.logoUrl)).headers['content-disposition'];
    expect(disposition).toBe(
      `inline; filename="evil filename=x.htmlgnp.png"; filename*=UTF-8''evil%20filename%3Dx.htmlgnp.png`,
    );
  });

  it.each([
    ['a viewer', 'viewer', 403, 'FORBIDDEN'],
    ['a recruiter (no company administration)', 'recruiter', 403, 'FORBIDDEN'],
    ['no session', null, 401, 'UNAUTHENTICATED'],
  ] as const)('refuses %s and changes nothing', async (_, who, status, code) => {
    const member = who === 'viewer' ? viewer : who === 'recruiter' ? recruiter : null;
    for (const url of [LOGO, JOB_BOARD_LOGO]) {
      const before = await snapshot();
      await expectRefused(await post(member, fileUpload('logo.png', pngFile()), url), status, code, before);
    }
  });

  it('another company’s owner changes only their own company: ours keeps its logo and its file', async () => {
    const ours = (await post(owner, fileUpload('nuestro.png', pngFile())).then((r) => r.json())).data.logoUrl as string;
    const response = await post(stranger, fileUpload('suyo.gif', gifFile()));
    expect(response.statusCode).toBe(200);
    const theirs = response.json().data.logoUrl as string;
    expect(await companyRow(owner.company.id)).toMatchObject({ logoUrl: ours });
    expect(await companyRow(stranger.company.id)).toMatchObject({ logoUrl: theirs });
    expect((await download(ours)).rawPayload.equals(pngFile())).toBe(true);
  });

  it('answers FILE_REQUIRED without a file, and BAD_INPUT for a second file or another field name', async () => {
    const before = await snapshot();
    await expectRefused(
      await post(owner, multipartBody([{ name: 'note', data: 'hola' }])),
      400,
      'FILE_REQUIRED',
      before,
    );
    await expectRefused(
      await post(owner, { payload: Buffer.from('{"file":"x"}'), headers: { 'content-type': 'application/json' } }),
      400,
      'FILE_REQUIRED',
      before,
    );
    await expectRefused(await post(owner, fileUpload('vacio.png', Buffer.alloc(0))), 400, 'FILE_REQUIRED', before);
    const two = multipartBody([
      { name: 'file', filename: 'filename="a.png"', data: pngFile() },
      { name: 'file', filename: 'filename="b.png"', data: pngFile() },
    ]);
    await expectRefused(await post(owner, two), 400, 'BAD_INPUT', before);
    await expectRefused(
      await post(owner, multipartBody([{ name: 'logo', filename: 'filename="a.png"', data: pngFile() }])),
      400,
      'BAD_INPUT',
      before,
    );
  });

  it('multipart is refused on every other route', async () => {
    const response = await post(owner, fileUpload('logo.png', pngFile()), '/graphql');
    expect(response.statusCode).toBe(415);
  });
});

describe('GET /files/:key', () => {
  it.each(['/files/abc', '/files/..%2F..%2Fetc%2Fpasswd', '/files/..%2Fconfig.json', `/files/${'a'.repeat(32)}`])(
    'answers 404 for %s',
    async (url) => {
      const response = await download(url);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    },
  );

  it('never serves a file’s stored info', async () => {
    const key = keyOf((await post(owner, fileUpload('x.png', pngFile())).then((r) => r.json())).data.logoUrl);
    expect((await download(`/files/${key}.json`)).statusCode).toBe(404);
  });

  it('serves a company document to its members only, as an attachment; others cannot tell it exists', async () => {
    const bytes = docxFile();
    const key = await t.services.files.put(bytes, {
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      fileName: 'Informe final.docx',
      companyId: owner.company.id,
      access: 'company',
      inline: false,
    });
    // A candidate's CV file: members who may view candidates read it (files/file.rest.ts, decision 030).
    const process = await t.buildProcess({ companyId: owner.company.id });
    const candidate = await t.buildProcessPerson({ processId: process.id });
    await t.db.insert(candidateFiles).values({
      processPersonId: candidate.processPersonId,
      companyId: owner.company.id,
      fileKey: key,
      fileName: 'Informe final.docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      size: bytes.byteLength,
    });
    for (const member of [owner, viewer]) {
      const file = await download(`/files/${key}`, member);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(bytes)).toBe(true);
      expect(file.headers['content-disposition']).toBe(
        `attachment; filename="Informe final.docx"; filename*=UTF-8''Informe%20final.docx`,
      );
      expect(file.headers['cache-control']).toBe('private, no-store');
    }
    const foreign = await download(`/files/${key}`, stranger);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('NOT_FOUND');
    expect((await download(`/files/${key}`)).statusCode).toBe(401);
  });
});
