/**
 * The candidate index's storage (columnar-index.ts), each column in the narrowest typed array its
 * values fit so far: 1,000,000 candidates in about 100 bytes each (issue 22). Every column keeps
 * one value per slot; none does I/O. Each encodes itself into a snapshot and decodes from it.
 */
import { SnapshotError, type SnapshotReader, type SnapshotWriter } from './snapshot.js';

export type CodeArray = Uint8Array | Uint16Array | Uint32Array;
const CODE_TYPES = [Uint8Array, Uint16Array, Uint32Array] as const;

/** The length a growing array takes: a quarter more, or what is needed. */
export const grown = (length: number, needed: number) => Math.max(needed, Math.ceil(length * 1.25), 16);

function resized<T extends CodeArray | Int16Array | Int32Array | Float64Array>(source: T, length: number): T {
  const target = new (source.constructor as new (length: number) => T)(length);
  target.set(source.subarray(0, Math.min(source.length, length)) as never);
  return target;
}

/** Non-negative integers by slot (dictionary codes, counts, positions), 1, 2 or 4 bytes each as the largest needs. */
export class CodeColumn {
  values: CodeArray;

  constructor(length: number) {
    this.values = new Uint8Array(length);
  }

  set(slot: number, code: number): void {
    if (code > 0xff && (this.values instanceof Uint8Array || (code > 0xffff && this.values instanceof Uint16Array)))
      this.values = code > 0xffff ? Uint32Array.from(this.values) : Uint16Array.from(this.values);
    this.values[slot] = code;
  }

  resize(length: number): void {
    this.values = resized(this.values, length);
  }

  encode(writer: SnapshotWriter, length: number): void {
    writer.array(this.values.subarray(0, length));
  }

  /** The column `encode` wrote, `length` values long, with room for `room`; every value below `bound`. */
  static decode(reader: SnapshotReader, length: number, room: number, bound: number): CodeColumn {
    const column = new CodeColumn(0);
    const values = reader.oneOf<CodeArray>(CODE_TYPES, length);
    column.values = resized(values, Math.max(room, length));
    for (let i = 0; i < length; i++) if (values[i]! >= bound) throw new SnapshotError('a value beyond its bound');
    return column;
  }
}

type NumberArray = Int16Array | Int32Array | Float64Array;
const NUMBER_TYPES = [Int16Array, Int32Array, Float64Array] as const;
/** The value an integer array holds for "none": its smallest, never stored otherwise. */
const noneOf = (values: NumberArray) => (values instanceof Int16Array ? -0x8000 : -0x80000000);

/**
 * A sort's key of each slot, ascending, NaN (none) last; a descending order negates it. A number
 * column's values, or a name column's codes through their collation ranks. One class for every
 * sort, so the loops over a million slots that call `of` stay monomorphic and have it inlined (a
 * closure per column made them call through, a third of a page's time).
 */
export class SortKeys {
  constructor(
    private readonly values: NumberArray | CodeArray,
    /** What `values` holds for none; NaN (equal to nothing) when none is stored as NaN or cannot be. */
    private readonly none: number,
    private readonly sign: 1 | -1,
    private readonly ranks: Uint32Array | null,
  ) {}

  of(slot: number): number {
    const value = this.values[slot]!;
    if (this.ranks !== null) return this.sign * this.ranks[value]!;
    return value === this.none ? Number.NaN : this.sign * value;
  }
}

/**
 * Numbers by slot, NaN for none. Stored times `scale` as 2-byte, then 4-byte integers while every
 * value is exactly such an integer over `scale` (the smallest integer stands for none), else as
 * 8-byte floats: what comes out is always exactly what went in.
 */
export class NumberColumn {
  values: NumberArray;
  /** What `values` holds for none, and what it is divided by to give a value: kept as fields for `get`'s speed. */
  private none = -0x8000;
  private divisor: number;

  constructor(
    length: number,
    readonly scale: number,
  ) {
    this.values = new Int16Array(length).fill(-0x8000);
    this.divisor = scale;
  }

  set(slot: number, value: number): void {
    if (Number.isNaN(value)) {
      this.values[slot] = this.values instanceof Float64Array ? Number.NaN : noneOf(this.values);
      return;
    }
    if (!(this.values instanceof Float64Array)) {
      const scaled = Math.round(value * this.scale);
      if (scaled / this.scale === value && scaled > -0x80000000 && scaled <= 0x7fffffff) {
        if (this.values instanceof Int16Array && (scaled <= -0x8000 || scaled > 0x7fff)) this.widen(Int32Array);
        this.values[slot] = scaled;
        return;
      }
      this.widen(Float64Array);
    }
    this.values[slot] = value;
  }

  get(slot: number): number {
    const value = this.values[slot]!;
    // Floats hold NaN for none, which equals nothing and comes out as it is.
    return value === this.none ? Number.NaN : value / this.divisor;
  }

  /**
   * Each slot's value times `sign` (NaN for none): for a sort, whose order it keeps; integers stay
   * scaled, which changes no order.
   */
  keys(sign: 1 | -1): SortKeys {
    return new SortKeys(
      this.values,
      this.values instanceof Float64Array ? Number.NaN : noneOf(this.values),
      sign,
      null,
    );
  }

  /**
   * Sets `status` of each slot whose value is outside `from`-`to` (null: unbounded) to
   * `next[256 + status]`: the index's first pass, as MultiColumn.fail. None is within no range, as
   * SQL's null. Values are read as `get` reads them, without its branch or call per slot.
   */
  outside(from: number | null, to: number | null, status: Uint8Array, next: Uint8Array): void {
    const { values, none, divisor } = this;
    const low = from ?? -Infinity;
    const high = to ?? Infinity;
    for (let slot = 0; slot < status.length; slot++) {
      const stored = values[slot]!;
      const value = stored / divisor;
      // NaN (a float column's none) fails both comparisons.
      status[slot] = next[(value >= low && value <= high && stored !== none ? 0 : 256) | status[slot]!]!;
    }
  }

  resize(length: number): void {
    const before = this.values.length;
    this.values = resized(this.values, length);
    if (!(this.values instanceof Float64Array)) this.values.fill(noneOf(this.values), before);
  }

  encode(writer: SnapshotWriter, length: number): void {
    writer.array(this.values.subarray(0, length));
  }

  static decode(reader: SnapshotReader, length: number, room: number, scale: number): NumberColumn {
    const column = new NumberColumn(0, scale);
    column.values = reader.oneOf<NumberArray>(NUMBER_TYPES, length);
    column.representation();
    column.resize(Math.max(room, length));
    return column;
  }

  private widen(type: typeof Int32Array | typeof Float64Array): void {
    const none = noneOf(this.values);
    const scale = this.scale;
    const values = this.values;
    this.values =
      type === Int32Array
        ? Int32Array.from(values, (value) => (value === none ? -0x80000000 : value))
        : Float64Array.from(values, (value) => (value === none ? Number.NaN : value / scale));
    this.representation();
  }

  private representation(): void {
    const floats = this.values instanceof Float64Array;
    this.none = floats ? Number.NaN : noneOf(this.values);
    this.divisor = floats ? 1 : this.scale;
  }
}

/** Up to this many codes a multi-valued column keeps each slot's codes as the bits of a mask (code c as bit c - 1). */
const MASK_CODES = 32;

/**
 * Several codes per slot (a candidate's skills, languages, tags…). While the dictionary is small,
 * each slot's codes are the bits of one mask (1, 2 or 4 bytes); beyond MASK_CODES codes, each
 * slot's codes lie back to back in a pool, with a start and a count per slot; a slot rewritten
 * leaves a gap there until the pool is compacted.
 */
export class MultiColumn {
  /** Each slot's codes as bits; null once the column uses a pool. */
  masks: CodeColumn | null;
  start: Uint32Array | null = null;
  count: CodeColumn | null = null;
  pool: CodeColumn | null = null;
  used = 0;
  private garbage = 0;

  constructor(private length: number) {
    this.masks = new CodeColumn(length);
  }

  resize(length: number): void {
    this.length = length;
    this.masks?.resize(length);
    if (this.start) this.start = resized(this.start, length);
    this.count?.resize(length);
  }

  /** The mask of the codes flagged 1 (for `has`), or 0 when the column uses a pool. */
  maskOf(flags: Uint8Array): number {
    let mask = 0;
    if (this.masks)
      for (let code = 1; code < flags.length && code <= MASK_CODES; code++) if (flags[code]) mask |= 1 << (code - 1);
    return mask;
  }

  /** Whether the slot has a code that `flags` flags; `mask` is `maskOf(flags)`. */
  has(slot: number, flags: Uint8Array, mask: number): boolean {
    if (this.masks) return (this.masks.values[slot]! & mask) !== 0;
    const pool = this.pool!.values;
    const start = this.start![slot]!;
    const end = start + this.count!.values[slot]!;
    for (let k = start; k < end; k++) if (flags[pool[k]!] === 1) return true;
    return false;
  }

  /**
   * Sets `status` of each slot to `next[status]` if it has a flagged code, else to
   * `next[256 + status]` (`mask` is `maskOf(flags)`): the index's first pass, which marks who failed
   * one filter or more. Looked up, not branched on: candidates pass and fail in no order.
   */
  fail(flags: Uint8Array, mask: number, status: Uint8Array, next: Uint8Array): void {
    const masks = this.masks?.values;
    if (masks)
      for (let slot = 0; slot < status.length; slot++)
        status[slot] = next[((masks[slot]! & mask) === 0 ? 256 : 0) | status[slot]!]!;
    else
      for (let slot = 0; slot < status.length; slot++)
        status[slot] = next[(this.has(slot, flags, mask) ? 0 : 256) | status[slot]!]!;
  }

  /** Adds `delta` to the counts of the slot's codes. */
  tally(slot: number, counts: Int32Array | Uint32Array, delta: number): void {
    if (this.masks) {
      for (let mask = this.masks.values[slot]! | 0; mask !== 0; mask &= mask - 1)
        counts[32 - Math.clz32(mask & -mask)]! += delta;
      return;
    }
    const pool = this.pool!.values;
    const start = this.start![slot]!;
    const end = start + this.count!.values[slot]!;
    for (let k = start; k < end; k++) counts[pool[k]!]! += delta;
  }

  /**
   * `tally` for each slot in `slots`. Masks are counted byte by byte first (how many slots have each
   * value of each byte), then each byte value's bits once: the slots' loop has no branch, where a
   * loop over each mask's bits mispredicts its end for most slots.
   */
  tallyEach(slots: Int32Array, counts: Int32Array, delta: number): void {
    if (this.masks) {
      const masks = this.masks.values;
      const bytes = masks.BYTES_PER_ELEMENT;
      const seen = new Int32Array(256 * bytes);
      if (bytes === 1) for (let i = 0; i < slots.length; i++) seen[masks[slots[i]!]!]!++;
      else if (bytes === 2)
        for (let i = 0; i < slots.length; i++) {
          const mask = masks[slots[i]!]!;
          seen[mask & 0xff]!++;
          seen[256 + (mask >>> 8)]!++;
        }
      else
        for (let i = 0; i < slots.length; i++) {
          const mask = masks[slots[i]!]!;
          seen[mask & 0xff]!++;
          seen[256 + ((mask >>> 8) & 0xff)]!++;
          seen[512 + ((mask >>> 16) & 0xff)]!++;
          seen[768 + (mask >>> 24)]!++;
        }
      for (let byte = 0; byte < bytes; byte++)
        for (let value = 1; value < 256; value++) {
          const times = seen[256 * byte + value]!;
          if (times === 0) continue;
          for (let bits = value; bits !== 0; bits &= bits - 1)
            counts[8 * byte + 32 - Math.clz32(bits & -bits)]! += delta * times;
        }
      return;
    }
    for (let i = 0; i < slots.length; i++) this.tally(slots[i]!, counts, delta);
  }

  /** The slot's codes: distinct, none 0. `expected` is how many slots the column will likely hold (for a pool's size). */
  set(slot: number, codes: readonly number[], expected: number): void {
    if (this.masks && codes.some((code) => code > MASK_CODES)) this.usePool();
    if (this.masks) {
      let mask = 0;
      for (const code of codes) mask |= 1 << (code - 1);
      this.masks.set(slot, mask >>> 0);
      return;
    }
    this.garbage += this.count!.values[slot]!;
    const pool = this.pool!;
    if (this.used + codes.length > pool.values.length) {
      // Sized for every expected slot at the mean so far: a load grows the pool once or twice, not by halves.
      const mean = (this.used - this.garbage + codes.length) / Math.max(1, slot + 1);
      pool.resize(Math.max(grown(pool.values.length, this.used + codes.length), Math.ceil(mean * expected * 1.02)));
    }
    this.start![slot] = this.used;
    this.count!.set(slot, codes.length);
    for (const code of codes) pool.set(this.used++, code);
  }

  clear(slot: number): void {
    if (this.masks) this.masks.values[slot] = 0;
    else {
      this.garbage += this.count!.values[slot]!;
      this.count!.values[slot] = 0;
    }
  }

  /** Rewrites the pool without gaps once they are half of it. */
  compact(slots: number): void {
    if (!this.pool || this.garbage < 1024 || this.garbage * 2 < this.used) return;
    this.repack(slots, Math.ceil((this.used - this.garbage) * 1.25));
  }

  get bytes(): number {
    if (this.masks) return this.masks.values.byteLength;
    return this.start!.byteLength + this.count!.values.byteLength + this.pool!.values.byteLength;
  }

  encode(writer: SnapshotWriter, slots: number): void {
    if (this.masks) {
      writer.array(Uint32Array.of(0));
      this.masks.encode(writer, slots);
      return;
    }
    writer.array(Uint32Array.of(1));
    writer.array(this.start!.subarray(0, slots));
    this.count!.encode(writer, slots);
    this.pool!.encode(writer, this.used);
    writer.array(Uint32Array.of(this.garbage));
  }

  /** The column of `slots` slots `encode` wrote, with room for `length`, whose codes are below `codes`. */
  static decode(reader: SnapshotReader, slots: number, length: number, codes: number): MultiColumn {
    const column = new MultiColumn(length);
    const [pooled] = reader.array(Uint32Array, 1);
    if (!pooled) {
      column.masks = CodeColumn.decode(reader, slots, length, codes > MASK_CODES + 1 ? 0 : 2 ** (codes - 1));
      return column;
    }
    column.masks = null;
    const start = reader.array(Uint32Array, slots);
    column.start = resized(start, length);
    column.count = CodeColumn.decode(reader, slots, length, 0x10000);
    const pool = reader.oneOf<CodeArray>(CODE_TYPES);
    column.pool = new CodeColumn(0);
    column.pool.values = pool;
    column.used = pool.length;
    column.garbage = reader.array(Uint32Array, 1)[0]!;
    for (let slot = 0; slot < slots; slot++)
      if (start[slot]! + column.count.values[slot]! > column.used) throw new SnapshotError('a list beyond its pool');
    for (const code of pool) if (code >= codes || code === 0) throw new SnapshotError('a code beyond its dictionary');
    return column;
  }

  /** From masks to a pool, when a code beyond MASK_CODES arrives. */
  private usePool(): void {
    const masks = this.masks!.values;
    this.masks = null;
    this.start = new Uint32Array(this.length);
    this.count = new CodeColumn(this.length);
    let total = 0;
    for (let slot = 0; slot < masks.length; slot++) total += popCount(masks[slot]!);
    this.pool = new CodeColumn(grown(total, total));
    for (let slot = 0; slot < masks.length; slot++) {
      this.start[slot] = this.used;
      this.count.set(slot, popCount(masks[slot]!));
      for (let mask = masks[slot]! | 0; mask !== 0; mask &= mask - 1)
        this.pool.set(this.used++, 32 - Math.clz32(mask & -mask));
    }
  }

  private repack(slots: number, length: number): void {
    const source = this.pool!.values;
    const pool = new CodeColumn(0);
    pool.values = new (source.constructor as new (length: number) => CodeArray)(Math.max(16, length));
    let used = 0;
    for (let slot = 0; slot < slots; slot++) {
      const start = this.start![slot]!;
      const n = this.count!.values[slot]!;
      pool.values.set(source.subarray(start, start + n), used);
      this.start![slot] = used;
      used += n;
    }
    this.pool = pool;
    this.used = used;
    this.garbage = 0;
  }
}

function popCount(value: number): number {
  let n = 0;
  for (let mask = value | 0; mask !== 0; mask &= mask - 1) n++;
  return n;
}

/** Free places in a SlotMap's table per slot it can hold: 40% more (probes stay short). */
const TABLE_ROOM = 1.4;

/**
 * Candidate id → slot, by open addressing (linear probing) in one Int32Array of slot + 1 (0 for
 * free), the ids read from the index's id column: about 6 bytes a candidate, against 40 for a Map.
 */
export class SlotMap {
  private table: Int32Array;
  size = 0;

  constructor(capacity: number) {
    this.table = new Int32Array(Math.ceil(Math.max(16, capacity) * TABLE_ROOM));
  }

  get bytes(): number {
    return this.table.byteLength;
  }

  /** The slot holding `id`, or -1. */
  get(id: number, ids: Int32Array): number {
    const table = this.table;
    for (let at = this.home(id); ; at = at + 1 === table.length ? 0 : at + 1) {
      const entry = table[at]!;
      if (entry === 0) return -1;
      if (ids[entry - 1] === id) return entry - 1;
    }
  }

  /** Adds `slot`, whose id is in `ids` already, and not yet here. */
  add(slot: number, ids: Int32Array): void {
    if ((this.size + 1) * TABLE_ROOM > this.table.length) this.rehash(ids, Math.ceil((this.size + 1) * 1.25));
    this.place(slot, ids);
    this.size++;
  }

  delete(id: number, ids: Int32Array): void {
    const table = this.table;
    const next = (at: number) => (at + 1 === table.length ? 0 : at + 1);
    let at = this.home(id);
    while (table[at] !== 0 && ids[table[at]! - 1] !== id) at = next(at);
    if (table[at] === 0) return;
    // Backward shift: later entries of the probe run move into the hole when their home allows.
    let hole = at;
    for (let scan = next(at); table[scan] !== 0; scan = next(scan)) {
      const home = this.home(ids[table[scan]! - 1]!);
      const between = hole <= scan ? home > hole && home <= scan : home > hole || home <= scan;
      if (!between) {
        table[hole] = table[scan]!;
        hole = scan;
      }
    }
    table[hole] = 0;
    this.size--;
  }

  /** Makes room for `capacity` slots. */
  reserve(capacity: number, ids: Int32Array): void {
    if (capacity * TABLE_ROOM > this.table.length) this.rehash(ids, capacity);
  }

  private rehash(ids: Int32Array, capacity: number): void {
    const old = this.table;
    this.table = new Int32Array(Math.ceil(capacity * TABLE_ROOM));
    for (const entry of old) if (entry !== 0) this.place(entry - 1, ids);
  }

  private place(slot: number, ids: Int32Array): void {
    const table = this.table;
    let at = this.home(ids[slot]!);
    while (table[at] !== 0) at = at + 1 === table.length ? 0 : at + 1;
    table[at] = slot + 1;
  }

  private home(id: number): number {
    return Math.floor(((Math.imul(id, 0x9e3779b1) >>> 0) * this.table.length) / 0x100000000);
  }
}

/** A text as Latin-1 characters, one per byte of its UTF-8: a one-byte V8 string whatever it holds. */
export const latin1 = (text: string) =>
  /[\u0080-\uffff]/.test(text) ? Buffer.from(text, 'utf8').toString('latin1') : text;

/**
 * Text by slot (what the search text holds beyond the names), once, as one-byte strings (latin1),
 * each text followed by a zero character, searched with String.indexOf (Buffer.indexOf costs a
 * call into C++ per match; a string search runs in the compiled loop). Slots written in order
 * take the main string, in slot order, whose starts are one Uint32 per slot. A slot written again
 * (or a freed slot taken again) puts its text in the tail string instead, listed in position
 * order; its old text stays as garbage, and the whole is rewritten in slot order once garbage is
 * half of it.
 */
export class TextPool {
  private main = '';
  /** Texts of the main string not yet appended to it (appended at once by `flush`). */
  private pending: string[] = [];
  private pendingLength = 0;
  /** Where each main slot's text starts; one more entry gives where the main string ends. */
  private starts: Uint32Array;
  private mainSlots = 0;
  private tail = '';
  /** Texts in the tail, in position order: where each starts, and its slot (-1 once replaced). */
  private tailStarts: number[] = [];
  private tailSlots: number[] = [];
  /** Slots whose text is in the tail: its position in tailStarts. */
  private readonly moved = new Map<number, number>();
  private garbage = 0;

  constructor(length: number) {
    this.starts = new Uint32Array(length + 1);
  }

  resize(length: number): void {
    this.starts = resized(this.starts, length + 1);
  }

  get bytes(): number {
    return (
      this.main.length + this.tail.length + this.starts.byteLength + this.tailStarts.length * 16 + this.moved.size * 40
    );
  }

  /** Sets the slot's text, which holds no zero character. */
  set(slot: number, text: string): void {
    const stored = latin1(text);
    if (slot === this.mainSlots && this.tailStarts.length === 0) {
      this.starts[slot] = this.main.length + this.pendingLength;
      this.pending.push(stored);
      this.pendingLength += stored.length + 1;
      this.starts[++this.mainSlots] = this.main.length + this.pendingLength;
      return;
    }
    this.flush();
    const before = this.moved.get(slot);
    if (before !== undefined) {
      this.tailSlots[before] = -1;
      this.garbage += this.recordLength(this.tail, this.tailStarts[before]!);
    } else if (slot < this.mainSlots) this.garbage += this.recordLength(this.main, this.starts[slot]!);
    this.moved.set(slot, this.tailStarts.length);
    this.tailStarts.push(this.tail.length);
    this.tailSlots.push(slot);
    this.tail += `${stored}\u0000`;
  }

  /** Appends the pending texts to the main string (in one piece: V8 joins the pieces once, when searched). */
  flush(): void {
    if (this.pending.length === 0) return;
    this.main += `${this.pending.join('\u0000')}\u0000`;
    this.pending = [];
    this.pendingLength = 0;
  }

  /** Rewrites the texts in slot order, without garbage, once garbage is half of them. */
  compact(slots: number): void {
    this.flush();
    if (this.garbage < 4096 || this.garbage * 2 < this.main.length + this.tail.length) return;
    const texts: string[] = [];
    let at = 0;
    for (let slot = 0; slot < slots; slot++) {
      const moved = this.moved.get(slot);
      const [text, start] =
        moved === undefined ? [this.main, this.starts[slot]!] : [this.tail, this.tailStarts[moved]!];
      const record = text.slice(start, start + this.recordLength(text, start) - 1);
      this.starts[slot] = at;
      texts.push(record);
      at += record.length + 1;
    }
    this.starts[slots] = at;
    this.main = texts.length ? `${texts.join('\u0000')}\u0000` : '';
    this.mainSlots = slots;
    this.tail = '';
    this.tailStarts = [];
    this.tailSlots = [];
    this.moved.clear();
    this.garbage = 0;
  }

  /** Sets 1 in `match` for each slot whose text contains `text` (which holds no zero character). */
  match(text: string, match: Uint8Array): void {
    this.flush();
    const wanted = latin1(text);
    const { main, starts, moved } = this;
    // Matches come in position order: the text holding each is found by moving forward.
    let slot = 0;
    for (let at = main.indexOf(wanted); at !== -1; at = main.indexOf(wanted, starts[slot]!)) {
      while (starts[slot + 1]! <= at) slot++;
      // A slot moved to the tail left its text here as garbage.
      if (moved.size === 0 || !moved.has(slot)) match[slot] = 1;
      slot++;
    }
    const { tail, tailStarts, tailSlots } = this;
    let i = 0;
    for (
      let at = tail.indexOf(wanted);
      at !== -1;
      at = ++i < tailStarts.length ? tail.indexOf(wanted, tailStarts[i]) : -1
    ) {
      while (i + 1 < tailStarts.length && tailStarts[i + 1]! <= at) i++;
      if (tailSlots[i]! >= 0) match[tailSlots[i]!] = 1;
    }
  }

  /** Whether the slot's text starts with `text`. */
  startsWith(slot: number, text: string): boolean {
    const moved = this.moved.size === 0 ? undefined : this.moved.get(slot);
    return moved === undefined
      ? this.main.startsWith(text, this.starts[slot])
      : this.tail.startsWith(text, this.tailStarts[moved]);
  }

  encode(writer: SnapshotWriter): void {
    this.flush();
    writer.array(Uint32Array.of(this.mainSlots, this.garbage));
    writer.array(Buffer.from(this.main, 'latin1'));
    writer.array(this.starts.subarray(0, this.mainSlots + 1));
    writer.array(Buffer.from(this.tail, 'latin1'));
    writer.array(Uint32Array.from(this.tailStarts));
    writer.array(Int32Array.from(this.tailSlots));
  }

  static decode(reader: SnapshotReader, slots: number, length: number): TextPool {
    const pool = new TextPool(length);
    const [mainSlots, garbage] = reader.array(Uint32Array, 2) as unknown as [number, number];
    if (mainSlots > slots) throw new SnapshotError('more texts than slots');
    const main = reader.array(Uint8Array);
    pool.main = Buffer.from(main.buffer, main.byteOffset, main.byteLength).toString('latin1');
    pool.mainSlots = mainSlots;
    pool.garbage = garbage;
    pool.starts.set(reader.array(Uint32Array, mainSlots + 1));
    const tail = reader.array(Uint8Array);
    pool.tail = Buffer.from(tail.buffer, tail.byteOffset, tail.byteLength).toString('latin1');
    pool.tailStarts = [...reader.array(Uint32Array)];
    pool.tailSlots = [...reader.array(Int32Array, pool.tailStarts.length)];
    const ordered = (starts: ArrayLike<number>, text: string) => {
      for (let i = 0; i < starts.length; i++)
        if (
          starts[i]! > text.length ||
          (i > 0 && starts[i]! < starts[i - 1]!) ||
          (i < starts.length - 1 && text.charCodeAt(starts[i + 1]! - 1) !== 0)
        )
          throw new SnapshotError('texts out of order');
    };
    ordered(pool.starts.subarray(0, mainSlots + 1), pool.main);
    ordered(pool.tailStarts, pool.tail);
    if (pool.starts[mainSlots] !== pool.main.length) throw new SnapshotError('texts out of order');
    pool.tailSlots.forEach((slot, i) => {
      if (slot >= slots) throw new SnapshotError('a text of no slot');
      if (slot >= 0) pool.moved.set(slot, i);
    });
    for (let slot = mainSlots; slot < slots; slot++)
      if (!pool.moved.has(slot)) throw new SnapshotError('a slot without its text');
    return pool;
  }

  /** The length of the text starting at `start` in `text`, with its zero character. */
  private recordLength(text: string, start: number): number {
    return text.indexOf('\u0000', start) - start + 1;
  }
}
