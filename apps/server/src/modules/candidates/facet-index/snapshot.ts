/**
 * The binary form of a candidate index snapshot (CandidateFacetIndex.encode): a header (a magic
 * number and the format's version), then sections, then an end mark. A section is a 16-byte head
 * (its kind, its byte length, a checksum of its bytes, and its element count) and its bytes padded
 * to 4. Typed arrays are written as they lie in memory (the platform's byte order, little-endian on
 * every platform Node runs on here), text as UTF-8. A reader refuses, with a SnapshotError, any
 * input that is truncated, whose checksums or kinds do not match, or of another version.
 */

export class SnapshotError extends Error {
  constructor(reason: string) {
    super(`Unreadable candidate index snapshot: ${reason}`);
    this.name = 'SnapshotError';
  }
}

export type NumericArray = Uint8Array | Uint16Array | Uint32Array | Int16Array | Int32Array | Float64Array;
type NumericArrayType<T extends NumericArray> = { new (length: number): T; readonly BYTES_PER_ELEMENT: number };

const MAGIC = 0x49464354;
const HEAD_BYTES = 16;
/** Section kinds: the typed arrays by their position here, then these. */
const ARRAY_TYPES = [Uint8Array, Uint16Array, Uint32Array, Int32Array, Float64Array, Int16Array] as const;
const STRINGS = 16;
const JSON_VALUE = 17;
const END = 18;
/** Between the strings of a list: database text never holds it. */
const STRING_SEPARATOR = '\u0000';

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

/** A 32-bit hash of the bytes, read as little-endian words then a tail of bytes. */
function checksum(bytes: Uint8Array): number {
  let hash = 0x811c9dc5;
  const words = bytes.byteLength >>> 2;
  if (bytes.byteOffset % 4 === 0) {
    const view = new Uint32Array(bytes.buffer, bytes.byteOffset, words);
    for (let i = 0; i < words; i++) {
      hash = Math.imul(hash ^ view[i]!, 0x9e3779b1);
      hash = (hash << 13) | (hash >>> 19);
    }
  } else {
    for (let i = 0; i < words; i++) {
      const at = i * 4;
      const word = bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24);
      hash = Math.imul(hash ^ word, 0x9e3779b1);
      hash = (hash << 13) | (hash >>> 19);
    }
  }
  for (let i = words * 4; i < bytes.byteLength; i++) hash = Math.imul(hash ^ bytes[i]!, 0x01000193);
  return hash >>> 0;
}

const bytesOf = (values: NumericArray) => new Uint8Array(values.buffer, values.byteOffset, values.byteLength);

export class SnapshotWriter {
  private readonly chunks: Uint8Array[];

  constructor(version: number) {
    this.chunks = [bytesOf(Uint32Array.of(MAGIC, version))];
  }

  /** Written as it lies: the array must not change before the chunks are written out. */
  array(values: NumericArray): void {
    this.section(
      ARRAY_TYPES.findIndex((type) => values instanceof type),
      bytesOf(values),
      values.length,
    );
  }

  strings(values: readonly string[]): void {
    this.section(STRINGS, encoder.encode(values.join(STRING_SEPARATOR)), values.length);
  }

  /** For small values only (counts, options): never per candidate. */
  json(value: unknown): void {
    this.section(JSON_VALUE, encoder.encode(JSON.stringify(value)), 0);
  }

  /** The snapshot, as chunks to be written one after another. */
  finish(): Uint8Array[] {
    this.section(END, new Uint8Array(0), 0);
    return this.chunks;
  }

  private section(kind: number, bytes: Uint8Array, count: number): void {
    this.chunks.push(bytesOf(Uint32Array.of(kind, bytes.byteLength, checksum(bytes), count)), bytes);
    const padding = (4 - (bytes.byteLength % 4)) % 4;
    if (padding) this.chunks.push(new Uint8Array(padding));
  }
}

export class SnapshotReader {
  private readonly view: DataView;
  private at = 8;

  constructor(
    private readonly bytes: Uint8Array,
    version: number,
  ) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (bytes.byteLength < 8 || this.view.getUint32(0, true) !== MAGIC) throw new SnapshotError('not a snapshot');
    const found = this.view.getUint32(4, true);
    if (found !== version) throw new SnapshotError(`format version ${found}, expected ${version}`);
  }

  /** A copy of the next section, an array of `type`, of exactly `length` elements when given. */
  array<T extends NumericArray>(type: NumericArrayType<T>, length?: number): T {
    const { bytes, count } = this.section(ARRAY_TYPES.indexOf(type as never));
    if (bytes.byteLength !== count * type.BYTES_PER_ELEMENT || (length !== undefined && count !== length))
      throw new SnapshotError(`an array of ${count} elements where ${length ?? 'another size'} was expected`);
    const values = new type(count);
    const copy = bytesOf(values);
    copy.set(bytes);
    return values;
  }

  /** Like `array`, for a section that may be of any of `types`. */
  oneOf<T extends NumericArray>(types: readonly NumericArrayType<NumericArray>[], length?: number): T {
    const kind = this.at + 4 <= this.bytes.byteLength ? this.view.getUint32(this.at, true) : -1;
    const type = types.find((candidate) => ARRAY_TYPES.indexOf(candidate as never) === kind);
    if (!type) throw new SnapshotError(`a section of kind ${kind} where an array was expected`);
    return this.array(type, length) as T;
  }

  strings(length?: number): string[] {
    const { bytes, count } = this.section(STRINGS);
    const values = count === 0 ? [] : decoder.decode(bytes).split(STRING_SEPARATOR);
    if (values.length !== count || (length !== undefined && count !== length))
      throw new SnapshotError(`a list of ${values.length} strings where ${length ?? count} were expected`);
    return values;
  }

  json<T>(): T {
    try {
      return JSON.parse(decoder.decode(this.section(JSON_VALUE).bytes)) as T;
    } catch (error) {
      if (error instanceof SnapshotError) throw error;
      throw new SnapshotError(`its options are not JSON (${String(error)})`);
    }
  }

  /** Checks that the snapshot ends here. */
  end(): void {
    this.section(END);
    if (this.at !== this.bytes.byteLength) throw new SnapshotError('bytes after its end');
  }

  private section(kind: number): { bytes: Uint8Array; count: number } {
    if (this.at + HEAD_BYTES > this.bytes.byteLength) throw new SnapshotError('truncated');
    const found = this.view.getUint32(this.at, true);
    const length = this.view.getUint32(this.at + 4, true);
    const sum = this.view.getUint32(this.at + 8, true);
    const count = this.view.getUint32(this.at + 12, true);
    if (found !== kind) throw new SnapshotError(`a section of kind ${found} where kind ${kind} was expected`);
    const start = this.at + HEAD_BYTES;
    if (start + length > this.bytes.byteLength) throw new SnapshotError('truncated');
    const bytes = this.bytes.subarray(start, start + length);
    if (checksum(bytes) !== sum) throw new SnapshotError('checksum mismatch');
    this.at = start + length + ((4 - (length % 4)) % 4);
    return { bytes, count };
  }
}
