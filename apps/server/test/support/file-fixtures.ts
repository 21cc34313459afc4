import { crc32, deflateSync } from 'node:zlib';
import type { FileStorage } from '../../src/files/storage.js';

/** Tiny real files, built byte by byte, for upload tests: each opens in a browser or office suite. */

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.byteLength, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A 1×1 RGB PNG; with `size`, a tEXt comment pads it to exactly that many bytes. */
export function pngFile(size?: number): Buffer {
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  const head = Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 0x1d, 0x8c, 0xd0]))),
  ]);
  const end = pngChunk('IEND', Buffer.alloc(0));
  if (size === undefined) return Buffer.concat([head, end]);
  const keyword = Buffer.from('Comment\0', 'latin1');
  const padding = size - head.byteLength - end.byteLength - 12 - keyword.byteLength;
  if (padding < 0) throw new Error(`a PNG cannot be as small as ${size} bytes`);
  return Buffer.concat([head, pngChunk('tEXt', Buffer.concat([keyword, Buffer.alloc(padding, 'x')])), end]);
}

/** A 1×1 grey baseline JPEG: one 8×8 block, Huffman tables of a single one-bit code each. */
export function jpegFile(): Buffer {
  const segment = (marker: number, body: number[]) => [
    0xff,
    marker,
    (body.length + 2) >> 8,
    (body.length + 2) & 0xff,
    ...body,
  ];
  const oneCodeTable = (tableClass: number) => [tableClass, 1, ...new Array<number>(15).fill(0), 0];
  return Buffer.from([
    0xff,
    0xd8,
    ...segment(0xdb, [0, ...new Array<number>(64).fill(1)]),
    ...segment(0xc0, [8, 0, 1, 0, 1, 1, 1, 0x11, 0]),
    ...segment(0xc4, oneCodeTable(0x00)),
    ...segment(0xc4, oneCodeTable(0x10)),
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    // DC difference 0 (code 0), then end of block (code 0), padded with ones.
    0x3f,
    0xff,
    0xd9,
  ]);
}

/** A 1×1 GIF89a with a two-colour table; with `comment`, a comment extension carrying it. */
export function gifFile(comment?: string): Buffer {
  const commentBlock = comment === undefined ? [] : [0x21, 0xfe, comment.length, ...Buffer.from(comment, 'latin1'), 0];
  return Buffer.from([
    ...Buffer.from('GIF89a', 'latin1'),
    1,
    0,
    1,
    0,
    0x80,
    0,
    0,
    0,
    0,
    0,
    0xff,
    0xff,
    0xff,
    ...commentBlock,
    0x21,
    0xf9,
    4,
    1,
    0,
    0,
    0,
    0,
    0x2c,
    0,
    0,
    0,
    0,
    1,
    0,
    1,
    0,
    0,
    2,
    2,
    0x44,
    0x01,
    0,
    0x3b,
  ]);
}

/** A one-page PDF with a correct cross-reference table. */
export function pdfFile(): Buffer {
  const objects = [
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 72 72]>>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj${object}endobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A zip of stored (uncompressed) entries. */
export function zipFile(entries: { name: string; data: Buffer | string }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.byteLength, 18);
    local.writeUInt32LE(data.byteLength, 22);
    local.writeUInt16LE(name.byteLength, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.byteLength, 20);
    central.writeUInt32LE(data.byteLength, 24);
    central.writeUInt16LE(name.byteLength, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.byteLength + name.byteLength + data.byteLength;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.byteLength, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';

/** A Word document with one paragraph: the three parts Word needs. */
export function docxFile(): Buffer {
  return zipFile([
    {
      name: '[Content_Types].xml',
      data: `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
    },
    {
      name: '_rels/.rels',
      data: `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
    },
    {
      name: 'word/document.xml',
      data: `${XML}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Terna</w:t></w:r></w:p></w:body></w:document>`,
    },
  ]);
}

/** The start of a Windows executable (the DOS header's MZ). */
export function exeFile(): Buffer {
  const bytes = Buffer.alloc(256);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
}

export interface MultipartPart {
  name: string;
  /** A file part's Content-Disposition filename parameters, written as given (quotes, filename*). */
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart/form-data body and its content type, byte for byte under the test's control. */
export function multipartBody(parts: MultipartPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----terna${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; ${part.filename}`}`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`, 'utf8'));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data, 'utf8'));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** One `file` part named `fileName` (quoted as a browser would). */
export function fileUpload(fileName: string, data: Buffer | string, contentType = 'application/octet-stream') {
  return multipartBody([{ name: 'file', filename: `filename="${fileName}"`, contentType, data }]);
}

/** Every key a storage holds now, whichever backend it is (docs/decisions/025), sorted. */
export async function storedFileKeys(files: FileStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of files.keysOlderThan(new Date(Date.now() + 60_000))) keys.push(key);
  return keys.sort();
}
