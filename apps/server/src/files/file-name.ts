const MAX_NAME_LENGTH = 120;

/**
 * A client's file name made safe to save and to send back in Content-Disposition: the last path
 * segment only, without control or format characters (CR, LF, NUL, bidi overrides that disguise an
 * extension), quotes, path separators or characters Windows forbids; unicode letters stay. The name
 * always ends in `.extension` (the verified type), and is never empty.
 */
export function sanitiseFileName(raw: string, extension: string): string {
  const lastSegment = raw.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const cleaned = lastSegment
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/["'`<>:*?|;%]/g, '')
    .replace(/\s+/g, ' ');
  const dot = cleaned.lastIndexOf('.');
  const stem = (dot > 0 ? cleaned.slice(0, dot) : cleaned).replace(/^[\s.]+|[\s.]+$/g, '');
  const suffix = `.${extension}`;
  return `${[...(stem || 'file')].slice(0, MAX_NAME_LENGTH - suffix.length).join('')}${suffix}`;
}

/** RFC 5987 attr-char: what may stay unencoded in a filename* value. */
const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * An RFC 6266 Content-Disposition: `filename` is an ASCII fallback for old clients (accents dropped,
 * other letters as `_`), `filename*` the exact UTF-8 name. The name must come from sanitiseFileName.
 */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}
