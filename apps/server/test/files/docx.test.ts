import { describe, expect, it } from 'vitest';
import { DOCX_LIMITS } from '@terna/domain';
import { inspectDocx } from '../../src/files/docx.js';
import { docxFile, zipFile } from '../support/file-fixtures.js';

const CENTRAL = 0x02014b50;

/** A zip whose central directory declares these sizes (what the check reads; nothing is expanded). */
function declared(entries: { name: string; compressed: number; uncompressed: number }[]): Buffer {
  const zip = zipFile(entries.map((entry) => ({ name: entry.name, data: 'x' })));
  let at = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  for (const entry of entries) {
    expect(zip.readUInt32LE(at)).toBe(CENTRAL);
    zip.writeUInt32LE(entry.compressed, at + 20);
    zip.writeUInt32LE(entry.uncompressed, at + 24);
    at += 46 + zip.readUInt16LE(at + 28);
  }
  return zip;
}

const MB = 1024 * 1024;

describe('inspectDocx', () => {
  it('accepts a Word document and reports what it declares', () => {
    expect(inspectDocx(docxFile())).toMatchObject({ ok: true, entries: 3 });
  });

  it('refuses more than the total uncompressed size, even at a modest ratio per entry', () => {
    const parts = Array.from({ length: 6 }, (_, i) => ({
      name: `word/part${i}.xml`,
      compressed: MB,
      uncompressed: 10 * MB,
    }));
    expect(inspectDocx(declared([{ name: 'word/document.xml', compressed: 10, uncompressed: 10 }, ...parts]))).toEqual({
      ok: false,
      reason: 'too-large',
    });
    expect(10 * 6 * MB).toBeGreaterThan(DOCX_LIMITS.totalUncompressedBytes);
  });

  it('refuses an entry compressed past the ratio, but not a small part that compresses well', () => {
    const bomb = declared([
      { name: 'word/document.xml', compressed: 1000, uncompressed: 1000 * (DOCX_LIMITS.maxRatio + 1) },
    ]);
    expect(inspectDocx(bomb)).toEqual({ ok: false, reason: 'ratio' });
    const spaces = declared([{ name: 'word/document.xml', compressed: 20, uncompressed: 60 * 1024 }]);
    expect(inspectDocx(spaces)).toMatchObject({ ok: true });
  });

  it('refuses too many entries, ZIP64 sizes, a missing document part and bytes that are no zip', () => {
    const many = zipFile(
      Array.from({ length: DOCX_LIMITS.maxEntries + 1 }, (_, i) => ({
        name: i === 0 ? 'word/document.xml' : `p${i}`,
        data: '',
      })),
    );
    expect(inspectDocx(many)).toEqual({ ok: false, reason: 'entries' });
    expect(inspectDocx(declared([{ name: 'word/document.xml', compressed: 0xffffffff, uncompressed: 1 }]))).toEqual({
      ok: false,
      reason: 'too-large',
    });
    expect(inspectDocx(zipFile([{ name: 'word/styles.xml', data: '<w:styles/>' }]))).toEqual({
      ok: false,
      reason: 'not-a-document',
    });
    expect(inspectDocx(Buffer.from('no soy un zip, solo texto plano de relleno'))).toEqual({
      ok: false,
      reason: 'malformed',
    });
    const cut = docxFile();
    expect(inspectDocx(cut.subarray(0, cut.byteLength - 30))).toEqual({ ok: false, reason: 'malformed' });
  });
});
