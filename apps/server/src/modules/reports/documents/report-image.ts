/**
 * The company logo, read from its data: URL. Both renderers need its kind and pixel size (to keep
 * its proportions inside the header's box); a URL that is not a readable PNG or JPEG gives null, and
 * the header then shows the company name alone rather than failing the whole report.
 */
export interface ReportImage {
  type: 'png' | 'jpg';
  bytes: Buffer;
  width: number;
  height: number;
}

const DATA_URL = /^data:image\/(?:png|jpeg|jpg);base64,([A-Za-z0-9+/=\s]+)$/;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE) || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

// Start-of-frame markers carry the size; C4 (Huffman tables), C8 (reserved) and CC (arithmetic coding) do not.
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    if (isStartOfFrame(marker)) return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    offset += 2 + bytes.readUInt16BE(offset + 2);
  }
  return null;
}

export function readLogo(dataUrl: string | null): ReportImage | null {
  const match = dataUrl ? DATA_URL.exec(dataUrl) : null;
  if (!match) return null;
  const bytes = Buffer.from(match[1]!, 'base64');
  // The bytes decide the kind: a data: URL's declared type is only what its writer claimed.
  const png = pngSize(bytes);
  const size = png ?? jpegSize(bytes);
  if (!size || size.width === 0 || size.height === 0) return null;
  return { type: png ? 'png' : 'jpg', bytes, ...size };
}

/** The largest size within maxWidth × maxHeight that keeps the image's proportions. */
export function fitInside(image: { width: number; height: number }, maxWidth: number, maxHeight: number): { width: number; height: number } {
  const scale = Math.min(maxWidth / image.width, maxHeight / image.height);
  return { width: Math.round(image.width * scale), height: Math.round(image.height * scale) };
}
