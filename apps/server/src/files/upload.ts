import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import {
  FILE_SIZE_LIMIT_BYTES,
  fileProblemParams,
  fileTypeForName,
  fileUploadProblem,
  type FileKind,
  type FileType,
} from '@terna/domain';
import { DomainError } from '../errors.js';
import { sanitiseFileName } from './file-name.js';

/** The multipart limits of every upload route: one file part named `file`, a few small fields at most. */
export const UPLOAD_LIMITS = {
  fileSize: FILE_SIZE_LIMIT_BYTES,
  files: 1,
  fields: 4,
  parts: 5,
  fieldNameSize: 100,
  fieldSize: 1024,
  headerPairs: 20,
} as const;

/** Multipart boundaries and part headers around the file: a body longer than the file limit plus this is refused unread. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export interface UploadedFile {
  bytes: Buffer;
  type: FileType;
  /** The client's name, sanitised, ending in the verified type's extension. */
  fileName: string;
}

/**
 * The file types file-type 21 reports for each allowed type's content. doc, xls and ppt are all
 * OLE compound files (cfb) and cannot be told apart by their magic bytes; Illustrator files are
 * PDF or PostScript inside.
 */
const CONTENT_SIGNATURES: Record<string, readonly string[]> = {
  pdf: ['pdf'],
  docx: ['docx'],
  xlsx: ['xlsx'],
  pptx: ['pptx'],
  doc: ['cfb'],
  xls: ['cfb'],
  ppt: ['cfb'],
  psd: ['psd'],
  ai: ['pdf', 'ps', 'eps'],
  jpeg: ['jpg'],
  png: ['png', 'apng'],
  gif: ['gif'],
};

/** Markup inside an image: a browser that guessed the type would run it (the image half of a polyglot). Lower case, after '<'. */
const MARKUP_IN_IMAGE = ['script', 'html', 'svg', 'iframe', 'body', 'object', 'embed', '!doctype', '?php'].map((tag) =>
  Buffer.from(tag, 'latin1'),
);

/**
 * Checks a received file: non-empty, within the size limit, an active allowed type by its extension
 * (of `kinds`, and among `only` when given),
 * content whose magic bytes are that type, and for images a well-formed file with nothing after its
 * end and no markup inside. Answers the type and the sanitised name; throws a translated error.
 */
export async function validateUpload(
  file: { fileName: string; bytes: Buffer },
  kinds: readonly FileKind[],
  only?: readonly string[],
): Promise<UploadedFile> {
  const params = problemParams(kinds, only);
  const problem = fileUploadProblem({ name: file.fileName, size: file.bytes.byteLength }, kinds);
  if (problem) throw new DomainError(problem, params);
  const type = fileTypeForName(file.fileName, kinds)!;
  if (only && !only.includes(type.extension)) throw new DomainError('FILE_TYPE_NOT_ALLOWED', params);

  const detected = await fileTypeFromBuffer(file.bytes);
  if (!detected || !CONTENT_SIGNATURES[type.extension]?.includes(detected.ext))
    throw new DomainError('FILE_CONTENT_MISMATCH');
  if (type.kind === 'image' && !isCleanImage(type.extension, file.bytes))
    throw new DomainError('FILE_CONTENT_MISMATCH');

  return { bytes: file.bytes, type, fileName: sanitiseFileName(file.fileName, type.extensions[0]!) };
}

/**
 * Reads the one `file` part of a multipart request. The size limit is applied while streaming
 * (@fastify/multipart's fileSize): past it the rest is discarded as it arrives, never buffered.
 */
export async function readUpload(
  request: FastifyRequest,
  kinds: readonly FileKind[],
  only?: readonly string[],
): Promise<UploadedFile> {
  if (!request.isMultipart()) throw new DomainError('FILE_REQUIRED');
  const declaredLength = Number(request.headers['content-length']);
  if (declaredLength > FILE_SIZE_LIMIT_BYTES + MULTIPART_OVERHEAD_BYTES)
    throw new DomainError('FILE_TOO_LARGE', problemParams(kinds, only));

  let received: { fileName: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts({ limits: UPLOAD_LIMITS })) {
      if (part.type !== 'file') continue;
      // Anything but the first `file` part is drained and the request refused: one file per request.
      if (part.fieldname !== 'file' || received) {
        part.file.resume();
        throw new DomainError('BAD_INPUT');
      }
      received = { fileName: part.filename, bytes: await part.toBuffer() };
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new DomainError('FILE_TOO_LARGE', problemParams(kinds, only));
    // Too many parts, files or fields, or a malformed body (@fastify/multipart's 4xx errors, and
    // busboy's plain "Unexpected end of multipart data"): nothing but the request is read here.
    throw new DomainError('BAD_INPUT');
  }
  if (!received) throw new DomainError('FILE_REQUIRED');
  return validateUpload(received, kinds, only);
}

/** The FILE_* messages' parameters; `only` narrows the kinds to these extensions (the CV takes PDF and DOCX). */
function problemParams(kinds: readonly FileKind[], only: readonly string[] | undefined) {
  const params = fileProblemParams(kinds);
  return only ? { ...params, allowed: only.join(', ') } : params;
}

function isCleanImage(extension: string, bytes: Buffer): boolean {
  const end = extension === 'png' ? pngEnd(bytes) : extension === 'gif' ? gifEnd(bytes) : jpegEnd(bytes);
  return end === bytes.byteLength && !containsMarkup(bytes);
}

/** Bytes that end a tag name for an HTML parser: whitespace, '/' and '>'. */
const TAG_NAME_END = new Set([0x09, 0x0a, 0x0c, 0x0d, 0x20, 0x2f, 0x3e]);
const lowerCase = (byte: number) => (byte >= 0x41 && byte <= 0x5a ? byte | 0x20 : byte);

/**
 * Whether a `<` opens a tag of MARKUP_IN_IMAGE, in any letter case. Native indexOf keeps 5 MB to a few
 * milliseconds; requiring the tag name's end keeps chance matches in compressed pixels rare.
 */
function containsMarkup(bytes: Buffer): boolean {
  for (let at = bytes.indexOf(0x3c); at !== -1; at = bytes.indexOf(0x3c, at + 1)) {
    const opens = (tag: Buffer) =>
      tag.every((char, i) => lowerCase(bytes[at + 1 + i] ?? -1) === char) &&
      TAG_NAME_END.has(bytes[at + 1 + tag.byteLength] ?? -1);
    if (MARKUP_IN_IMAGE.some(opens)) return true;
  }
  return false;
}

/** Where a PNG's IEND chunk ends, walking the chunks from the signature; -1 when malformed. */
function pngEnd(bytes: Buffer): number {
  let offset = 8;
  let first = true;
  while (offset + 12 <= bytes.byteLength) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    if (first && type !== 'IHDR') return -1;
    first = false;
    const next = offset + 12 + length;
    if (next > bytes.byteLength) return -1;
    if (type === 'IEND') return next;
    offset = next;
  }
  return -1;
}

/** Where a GIF's trailer byte ends, walking its blocks; -1 when malformed. */
function gifEnd(bytes: Buffer): number {
  const colourTable = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  const skipSubBlocks = (from: number) => {
    let offset = from;
    while (offset < bytes.byteLength) {
      const size = bytes[offset]!;
      offset += 1 + size;
      if (size === 0) return offset;
    }
    return -1;
  };
  if (bytes.byteLength < 13) return -1;
  let offset = 13 + colourTable(bytes[10]!);
  while (offset >= 0 && offset < bytes.byteLength) {
    const block = bytes[offset]!;
    if (block === 0x3b) return offset + 1;
    if (block === 0x21) offset = skipSubBlocks(offset + 2);
    else if (block === 0x2c) {
      if (offset + 10 > bytes.byteLength) return -1;
      // The image descriptor (10 bytes), its local colour table, the LZW code size byte, then the data.
      offset = skipSubBlocks(offset + 10 + colourTable(bytes[offset + 9]!) + 1);
    } else return -1;
  }
  return -1;
}

/** Where a JPEG's end-of-image marker ends, walking segments and entropy-coded data; -1 when malformed. */
function jpegEnd(bytes: Buffer): number {
  let offset = 2;
  while (offset + 1 < bytes.byteLength) {
    if (bytes[offset] !== 0xff) return -1;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0xd9) return offset + 2;
    // Standalone markers carry no length.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    if (offset + 4 > bytes.byteLength) return -1;
    offset += 2 + bytes.readUInt16BE(offset + 2);
    if (marker === 0xda) {
      // Entropy-coded data runs to the next marker that is neither a stuffed 0xFF00 nor a restart marker.
      while (offset + 1 < bytes.byteLength) {
        if (bytes[offset] === 0xff) {
          const next = bytes[offset + 1]!;
          if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7) && next !== 0xff) break;
        }
        offset += 1;
      }
    }
  }
  return -1;
}
