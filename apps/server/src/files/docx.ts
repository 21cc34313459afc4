import { DOCX_LIMITS } from '@terna/domain';

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const END_RECORD_BYTES = 22;
const MAX_COMMENT_BYTES = 0xffff;
const CENTRAL_ENTRY_BYTES = 46;
/** ZIP64 marks sizes and counts too large for the classic fields with all ones: no CV needs it. */
const ZIP64_32 = 0xffffffff;
const ZIP64_16 = 0xffff;
const RATIO_FREE_BYTES = 64 * 1024;

/** What a DOCX's central directory declares, or why it cannot be accepted. */
export type DocxInspection =
  | { ok: true; entries: number; uncompressedBytes: number }
  | { ok: false; reason: 'malformed' | 'too-large' | 'ratio' | 'entries' | 'not-a-document' };

function endRecordOffset(bytes: Buffer): number {
  const earliest = Math.max(0, bytes.byteLength - END_RECORD_BYTES - MAX_COMMENT_BYTES);
  for (let at = bytes.byteLength - END_RECORD_BYTES; at >= earliest; at--) {
    if (bytes.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) return at;
  }
  return -1;
}

/**
 * Reads a DOCX's central directory without expanding anything (docs/decisions/014, uploads): the
 * declared uncompressed sizes must stay under DOCX_LIMITS in total and per entry's compression ratio,
 * the entries under their count limit, and `word/document.xml` must be there. The directory is what
 * Word reads to find the parts, so an archive whose local headers say otherwise is not a document.
 */
export function inspectDocx(bytes: Buffer): DocxInspection {
  if (bytes.byteLength < END_RECORD_BYTES) return { ok: false, reason: 'malformed' };
  const end = endRecordOffset(bytes);
  if (end < 0) return { ok: false, reason: 'malformed' };
  const entries = bytes.readUInt16LE(end + 10);
  const directorySize = bytes.readUInt32LE(end + 12);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  if (entries === ZIP64_16 || directorySize === ZIP64_32 || directoryOffset === ZIP64_32)
    return { ok: false, reason: 'too-large' };
  if (entries > DOCX_LIMITS.maxEntries) return { ok: false, reason: 'entries' };
  if (directoryOffset + directorySize > end) return { ok: false, reason: 'malformed' };

  let offset = directoryOffset;
  let total = 0;
  let hasDocument = false;
  for (let index = 0; index < entries; index++) {
    if (offset + CENTRAL_ENTRY_BYTES > end || bytes.readUInt32LE(offset) !== CENTRAL_DIRECTORY_ENTRY)
      return { ok: false, reason: 'malformed' };
    const compressed = bytes.readUInt32LE(offset + 20);
    const uncompressed = bytes.readUInt32LE(offset + 24);
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    if (compressed === ZIP64_32 || uncompressed === ZIP64_32) return { ok: false, reason: 'too-large' };
    const name = bytes.toString('utf8', offset + CENTRAL_ENTRY_BYTES, offset + CENTRAL_ENTRY_BYTES + nameLength);
    if (name === 'word/document.xml') hasDocument = true;
    total += uncompressed;
    if (total > DOCX_LIMITS.totalUncompressedBytes) return { ok: false, reason: 'too-large' };
    // A small part can compress very well (a run of spaces); only large ones are judged by their ratio.
    if (uncompressed > RATIO_FREE_BYTES && uncompressed > Math.max(compressed, 1) * DOCX_LIMITS.maxRatio)
      return { ok: false, reason: 'ratio' };
    offset += CENTRAL_ENTRY_BYTES + nameLength + extraLength + commentLength;
  }
  if (!hasDocument) return { ok: false, reason: 'not-a-document' };
  return { ok: true, entries, uncompressedBytes: total };
}
