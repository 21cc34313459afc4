import { eq } from 'drizzle-orm';
import { Document, Packer, Paragraph } from 'docx';
import { zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { CANDIDATE_PRIVACY_NOTICE, FILE_SIZE_LIMIT_BYTES } from '@terna/domain';
import { candidateFiles } from '../../../src/db/schema/index.js';
import { uniqueTag } from '../../support/factories.js';
import { docxFile, fileUpload, pdfFile, zipFile } from '../../support/file-fixtures.js';
import { buildPortalProcess, portalApi, type PortalProcess } from '../../support/portal-api.js';
import { testSuite } from '../../support/suite.js';

/**
 * The CV file (docs/decisions/014, uploads): PDF or DOCX by content, 5 MB, a DOCX's zip directory
 * checked against bombs, stored for the company's recruiters only.
 */
const { t, owner, stranger } = testSuite({ members: ['stranger'] });
const api = portalApi(t);
let process: PortalProcess;

async function candidateToken(consent = true) {
  const token = await api.signIn({ slug: process.slug }, `archivo-${uniqueTag()}@example.test`, {
    firstName: 'Felipe',
    lastName: 'Archivo',
  });
  if (consent) await api.consent(token, CANDIDATE_PRIVACY_NOTICE.version);
  return token;
}

function upload(token: string, name: string, bytes: Buffer | string, headers: Record<string, string> = {}) {
  const body = fileUpload(name, bytes);
  return t.app.inject({
    method: 'POST',
    url: '/portal-web/me/cv/file',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}`, ...headers },
  });
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';

beforeAll(async () => {
  process = await buildPortalProcess(t, { companyId: owner.company.id, isPublic: true });
});

describe('the CV file', () => {
  it('stores a PDF and a Word document for the company’s recruiters, and answers name and size', async () => {
    const token = await candidateToken();
    const pdf = pdfFile();
    const stored = await upload(token, 'Hoja de vida.pdf', pdf);
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toEqual({ file: { name: 'Hoja de vida.pdf', size: pdf.byteLength } });

    const word = await Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph('Felipe Archivo')] }] }));
    const docx = await upload(token, 'cv.docx', word);
    expect(docx.statusCode).toBe(200);
    expect(((await api.getCv(token)).json() as { file: unknown }).file).toEqual({
      name: 'cv.docx',
      size: word.byteLength,
    });

    const { processPersonId } = await t.services.candidateTokens.verify(token);
    const rows = await t.db.select().from(candidateFiles).where(eq(candidateFiles.processPersonId, processPersonId));
    expect(rows.map((r) => [r.fileName, r.contentType])).toEqual([
      ['Hoja de vida.pdf', 'application/pdf'],
      ['cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ]);
    const download = await t.app.inject({
      method: 'GET',
      url: `/files/${rows[0]!.fileKey}`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(pdf)).toBe(true);
    // Another company's user, and the candidate's own token, get nothing.
    for (const token2 of [stranger.token, token]) {
      const refused = await t.app.inject({
        method: 'GET',
        url: `/files/${rows[0]!.fileKey}`,
        headers: { authorization: `Bearer ${token2}` },
      });
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    }
  });

  it('refuses other types, renamed files, oversize files and zip bombs, storing nothing', async () => {
    const token = await candidateToken();
    const cases: [string, Buffer | string, number, string][] = [
      ['cv.doc', docxFile(), 415, 'FILE_TYPE_NOT_ALLOWED'],
      ['cv.png', pdfFile(), 415, 'FILE_TYPE_NOT_ALLOWED'],
      ['cv.pdf', 'Soy un texto con nombre de PDF', 415, 'FILE_CONTENT_MISMATCH'],
      ['cv.docx', pdfFile(), 415, 'FILE_CONTENT_MISMATCH'],
      [
        'cv.pdf',
        Buffer.concat([pdfFile(), Buffer.alloc(FILE_SIZE_LIMIT_BYTES + 1 - pdfFile().byteLength, 0x20)]),
        413,
        'FILE_TOO_LARGE',
      ],
      [
        'bomba.docx',
        Buffer.from(
          zipSync({
            '[Content_Types].xml': [Buffer.from(CONTENT_TYPES), { level: 0 }],
            'word/document.xml': [new Uint8Array(30 * 1024 * 1024), { level: 9 }],
          }),
        ),
        415,
        'FILE_ARCHIVE_UNSAFE',
      ],
      [
        'sin-documento.docx',
        zipFile([
          { name: '[Content_Types].xml', data: CONTENT_TYPES },
          { name: 'word/styles.xml', data: '<w:styles/>' },
        ]),
        415,
        'FILE_ARCHIVE_UNSAFE',
      ],
    ];
    for (const [name, bytes, status, code] of cases) {
      const response = await upload(token, name, bytes, { 'accept-language': 'en' });
      expect(response.statusCode, name).toBe(status);
      expect((response.json() as { code: string }).code, name).toBe(code);
    }
    const typeRefusal = (await upload(token, 'cv.doc', docxFile(), { 'accept-language': 'en' })).json() as {
      messages: string[];
    };
    expect(typeRefusal.messages[0]).toContain('pdf, docx');
    const { processPersonId } = await t.services.candidateTokens.verify(token);
    expect(await t.db.select().from(candidateFiles).where(eq(candidateFiles.processPersonId, processPersonId))).toEqual(
      [],
    );
  });

  it('needs the consent first, and is refused to a recruiter before the body is read', async () => {
    const token = await candidateToken(false);
    const refused = await upload(token, 'cv.pdf', pdfFile());
    expect(refused.json()).toMatchObject({ code: 'CONSENT_REQUIRED' });
    expect((await upload(owner.token, 'cv.pdf', pdfFile())).json()).toMatchObject({ code: 'FORBIDDEN' });
  });
});
