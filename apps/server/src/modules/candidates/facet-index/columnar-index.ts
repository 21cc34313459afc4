/**
 * The candidate list's in-memory columnar index of one process (docs/decisions/006): every value a
 * filter, facet or sort reads, in typed arrays, text values dictionary-encoded. A query is one pass
 * over the candidates: it applies the filters, counts every facet with every filter but its own,
 * and keeps the best candidates of the requested page. No I/O here: store.ts loads
 * and patches it.
 */
import { ARRAY_FACETS, CANDIDATE_FACETS, SCALAR_FACETS, type FacetName } from '@terna/domain';
import { SnapshotError, SnapshotReader, SnapshotWriter } from './snapshot.js';

// The facet names live in the domain, which the web's list reads too; the index's callers take them from here.
export { ARRAY_FACETS, CANDIDATE_FACETS, SCALAR_FACETS, type FacetName };
/**
 * Sets of values per candidate that no list filter reads, kept for the shortlist and the process
 * dashboard (docs/decisions/038): the observers who liked the candidate, and the verdicts of their components.
 */
export const SET_COLUMNS = ['likedBy', 'verdicts'] as const;
export type SetColumn = (typeof SET_COLUMNS)[number];

const NUMBER_COLUMNS = ['salary', 'birthDay', 'composedScore', 'ranking', 'createdAt'] as const;
type NumberColumn = (typeof NUMBER_COLUMNS)[number];
const NAME_COLUMNS = ['firstName', 'lastName'] as const;
export type NameColumn = (typeof NAME_COLUMNS)[number];

/** What the index keeps of some candidates (process persons), one array per column. */
export interface CandidateFactColumns {
  id: number[];
  /** Scalar facet values; null when the candidate has none. */
  personEvaluationsStatus: (string | null)[];
  feelings: (string | null)[];
  trust: (string | null)[];
  hired: (boolean | string | null)[];
  gender: (string | null)[];
  maritalStatus: (string | null)[];
  place: (string | null)[];
  /** The place facet's label. */
  placeName: (string | null)[];
  industry: (string | null)[];
  areaExperience: (string | null)[];
  subExperience: (string | null)[];
  education: (string | null)[];
  institution: (string | null)[];
  company: (string | null)[];
  skill: ((string | null)[] | null)[];
  language: ((string | null)[] | null)[];
  tags: ((string | null)[] | null)[];
  /** The observers (ids, as text) whose feeling is YES or MAYBE. */
  likedBy: ((string | null)[] | null)[];
  /** One `COMPONENT_TYPE:STATUS` per component with a verdict (SUCCESS or REJECT). */
  verdicts: ((string | null)[] | null)[];
  salary: (number | null)[];
  /** Days since 1970-01-01. */
  birthDay: (number | null)[];
  composedScore: (number | null)[];
  ranking: (number | null)[];
  /** Microseconds since the epoch. */
  createdAt: number[];
  firstName: string[];
  lastName: string[];
  /** Names, e-mail and identification, lower-cased and unaccented by the database. */
  searchText: string[];
}

export const SORT_KEYS = {
  composedCapResult: 'composedScore',
  ranking: 'ranking',
  createdAt: 'createdAt',
  firstName: 'firstName',
  lastName: 'lastName',
} as const satisfies Record<string, NumberColumn | NameColumn>;
export type SortField = keyof typeof SORT_KEYS;

export interface IndexSort {
  field: SortField;
  order: 'ASC' | 'DESC';
  /** Names compared lower-cased and unaccented (the shortlist's order), not as written (the list's). */
  foldedNames?: boolean;
}

export interface IndexQuery {
  /** Selected values per facet: a candidate matches when its value (or one of them) is selected. Empty lists filter nothing. */
  filters: Partial<Record<FacetName, readonly string[]>>;
  /** Already lower-cased and unaccented; matched as a substring of the search text. */
  wildcard?: string | null;
  salary?: { from?: number | null; to?: number | null };
  birthDay?: { from?: number | null; to?: number | null };
  sort: IndexSort;
  offset: number;
  limit: number;
}

/** A shortlist's candidates (see CandidateFacetIndex.shortlist). */
export interface ShortlistIndexQuery {
  /**
   * Who may appear: candidates whose best feeling is one of `feelings` (any YES or MAYBE, for the
   * shortlist's), or, with `observers`, those one of these observers liked; or exactly `ids`.
   */
  members: { feelings: readonly string[]; observers?: readonly number[] | null } | { ids: readonly number[] };
  /** Left out whatever else (the unwanted list). */
  excluded: readonly number[];
  /** Already lower-cased and unaccented; matched as a substring of the search text. */
  wildcard: string | null;
  sort: IndexSort;
  offset: number;
  limit: number;
}

export interface FacetCount {
  key: string;
  docCount: number;
  label: string | null;
}

export interface IndexResult {
  total: number;
  /** The page's process person ids, in order. */
  ids: number[];
  facets: Record<FacetName, FacetCount[]>;
}

/** The version of encode's format: decode reads this one only. */
const SNAPSHOT_VERSION = 1;
/** Rough V8 costs, for the memory budget: a Map entry, a string's header, an array slot. */
const MAP_ENTRY_BYTES = 40;
const STRING_HEADER_BYTES = 16;
const SLOT_BYTES = 8;
/** Query results an index keeps (each a page of ids and the facet values, a few kB). */
const RESULTS_KEPT = 8;
/** Between two candidates' search texts: the database's text never holds it, so no match spans two. */
const TEXT_SEPARATOR = '\u0000';
const SCALARS = SCALAR_FACETS.length;
const PLACE = SCALAR_FACETS.indexOf('place');
const FEELINGS = SCALAR_FACETS.indexOf('feelings');
const STATUS = SCALAR_FACETS.indexOf('personEvaluationsStatus');
const LIKED_BY = SET_COLUMNS.indexOf('likedBy');
/** A query's verdict on a candidate: 0 for a free slot, then these; FAILS_ONLY + f for "fails facet f's filter only". */
const PASSES = 1;
const OUT = 2;
const FAILS_ONLY = 3;

const collator = new Intl.Collator();

class Dictionary {
  /** Code 0 stands for "no value". */
  readonly values: string[] = [''];
  private readonly codes = new Map<string, number>();
  bytes = 0;

  code(value: string): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value);
      this.codes.set(value, code);
      this.bytes += MAP_ENTRY_BYTES + SLOT_BYTES + STRING_HEADER_BYTES + value.length;
    }
    return code;
  }

  find(value: string): number | undefined {
    return this.codes.get(value);
  }

  static decode(reader: SnapshotReader): Dictionary {
    const dictionary = new Dictionary();
    const values = reader.strings();
    if (values[0] !== '') throw new SnapshotError('a dictionary without its empty value');
    for (let i = 1; i < values.length; i++) dictionary.code(values[i]!);
    if (dictionary.values.length !== values.length) throw new SnapshotError('a dictionary with a value twice');
    return dictionary;
  }

  /** A flag per code: 1 for the values given. */
  flags(values: readonly string[]): Uint8Array {
    const flags = new Uint8Array(this.values.length);
    for (const value of values) {
      const code = this.codes.get(value);
      if (code !== undefined) flags[code] = 1;
    }
    return flags;
  }
}

/** How many held candidates have each code of one facet. */
class Counts {
  values = new Uint32Array(16);

  static decode(reader: SnapshotReader): Counts {
    const counts = new Counts();
    counts.values = reader.array(Uint32Array);
    return counts;
  }

  add(code: number, delta: 1 | -1): void {
    if (code >= this.values.length) this.values = resized(this.values, Math.max(this.values.length * 2, code + 1));
    this.values[code]! += delta;
  }
}

/** Several codes per candidate, back to back in one pool; a candidate rewritten leaves a gap until compaction. */
class MultiColumn {
  start: Uint32Array;
  count: Uint16Array;
  pool = new Uint32Array(1024);
  used = 0;
  private garbage = 0;

  constructor(capacity: number) {
    this.start = new Uint32Array(capacity);
    this.count = new Uint16Array(capacity);
  }

  grow(capacity: number): void {
    this.start = resized(this.start, capacity);
    this.count = resized(this.count, capacity);
  }

  set(slot: number, codes: readonly number[]): void {
    this.garbage += this.count[slot]!;
    if (this.used + codes.length > this.pool.length)
      this.pool = resized(this.pool, Math.max(this.pool.length * 2, this.used + codes.length));
    this.start[slot] = this.used;
    this.count[slot] = codes.length;
    this.pool.set(codes, this.used);
    this.used += codes.length;
  }

  clear(slot: number): void {
    this.garbage += this.count[slot]!;
    this.count[slot] = 0;
  }

  /** Rewrites the pool without gaps once they are half of it. */
  compact(slots: number): void {
    if (this.garbage < 1024 || this.garbage * 2 < this.used) return;
    const pool = new Uint32Array(Math.max(1024, (this.used - this.garbage) * 2));
    let used = 0;
    for (let slot = 0; slot < slots; slot++) {
      const n = this.count[slot]!;
      pool.set(this.pool.subarray(this.start[slot]!, this.start[slot]! + n), used);
      this.start[slot] = used;
      used += n;
    }
    this.pool = pool;
    this.used = used;
    this.garbage = 0;
  }

  get bytes(): number {
    return this.start.byteLength + this.count.byteLength + this.pool.byteLength;
  }

  encode(writer: SnapshotWriter, slots: number): void {
    writer.array(Uint32Array.of(this.used, this.garbage));
    writer.array(this.start.subarray(0, slots));
    writer.array(this.count.subarray(0, slots));
    writer.array(this.pool.subarray(0, this.used));
  }

  /** The column of `slots` slots `encode` wrote, whose codes are below `codes`. */
  static decode(reader: SnapshotReader, slots: number, capacity: number, codes: number): MultiColumn {
    const column = new MultiColumn(capacity);
    const [used, garbage] = reader.array(Uint32Array, 2) as unknown as [number, number];
    column.start.set(reader.array(Uint32Array, slots));
    column.count.set(reader.array(Uint16Array, slots));
    column.pool = reader.array(Uint32Array, used);
    column.used = used;
    column.garbage = garbage;
    for (let slot = 0; slot < slots; slot++)
      if (column.start[slot]! + column.count[slot]! > used) throw new SnapshotError('a list beyond its pool');
    for (const code of column.pool) if (code >= codes) throw new SnapshotError('a code beyond its dictionary');
    return column;
  }
}

function resized<T extends Uint32Array | Uint16Array | Int32Array | Float64Array>(source: T, length: number): T {
  const target = new (source.constructor as new (length: number) => T)(length);
  target.set(source.subarray(0, Math.min(source.length, length)) as never);
  return target;
}

export class CandidateFacetIndex {
  private capacity: number;
  /** Slots ever used; a freed slot has id 0 (serial ids start at 1) until a new candidate takes it. */
  private slots = 0;
  private live = 0;
  private readonly free: number[] = [];
  private readonly slotOf = new Map<number, number>();
  private ids: Int32Array;
  /** Scalar facet codes, candidate by candidate: [slot * SCALARS + facet]. */
  private codes: Uint32Array;
  private readonly scalarDictionaries = SCALAR_FACETS.map(() => new Dictionary());
  private readonly multi: MultiColumn[];
  private readonly multiDictionaries = ARRAY_FACETS.map(() => new Dictionary());
  private readonly sets: MultiColumn[];
  private readonly setDictionaries = SET_COLUMNS.map(() => new Dictionary());
  /** Each set column's counts over every held candidate. */
  private readonly setCounts = SET_COLUMNS.map(() => new Counts());
  private readonly numbers: Record<NumberColumn, Float64Array>;
  private readonly nameCodes: Record<NameColumn, Uint32Array>;
  private readonly nameDictionaries: Record<NameColumn, Dictionary> = {
    firstName: new Dictionary(),
    lastName: new Dictionary(),
  };
  /**
   * Each name's position in the database's collation, by dictionary code, as written and folded
   * (lower-cased, unaccented); stale when shorter than the dictionary.
   */
  private readonly nameRanks: Record<'written' | 'folded', Record<NameColumn, Uint32Array>> = {
    written: { firstName: new Uint32Array(0), lastName: new Uint32Array(0) },
    folded: { firstName: new Uint32Array(0), lastName: new Uint32Array(0) },
  };
  private readonly texts: string[] = [];
  private textBytes = 0;
  /** Every slot's search text joined by TEXT_SEPARATOR, and where each starts; rebuilt after a change. */
  private joined: { text: string; starts: Uint32Array } | null = null;
  /** The place facet's label, by the place dictionary's code. */
  private readonly placeLabels: (string | null)[] = [null];
  /** Every facet's counts over all held candidates: a query subtracts those it leaves out when they are fewer. */
  private readonly base = CANDIDATE_FACETS.map(() => new Counts());
  /** Bumped by every change: cached sort keys and results are of one version. */
  private version = 0;
  private sortCache: { version: number; sort: string; keys: Float64Array } | null = null;
  /** The last queries' results, by query, in least recently used order; all of `resultsVersion`. */
  private readonly results = new Map<string, IndexResult>();
  private resultsVersion = 0;

  constructor(capacity = 1024) {
    this.capacity = Math.max(16, capacity);
    this.ids = new Int32Array(this.capacity);
    this.codes = new Uint32Array(this.capacity * SCALARS);
    this.multi = ARRAY_FACETS.map(() => new MultiColumn(this.capacity));
    this.sets = SET_COLUMNS.map(() => new MultiColumn(this.capacity));
    this.numbers = Object.fromEntries(NUMBER_COLUMNS.map((name) => [name, new Float64Array(this.capacity)])) as Record<
      NumberColumn,
      Float64Array
    >;
    this.nameCodes = { firstName: new Uint32Array(this.capacity), lastName: new Uint32Array(this.capacity) };
  }

  /** How many candidates it holds. */
  get size(): number {
    return this.live;
  }

  has(id: number): boolean {
    return this.slotOf.has(id);
  }

  /** An estimate of the memory it holds, for the store's budget. */
  get bytes(): number {
    let bytes =
      this.ids.byteLength +
      this.codes.byteLength +
      this.slotOf.size * MAP_ENTRY_BYTES +
      this.texts.length * SLOT_BYTES +
      this.textBytes;
    if (this.joined) bytes += this.textBytes + this.joined.starts.byteLength;
    for (const dictionary of [...this.scalarDictionaries, ...this.multiDictionaries]) bytes += dictionary.bytes;
    for (const dictionary of this.setDictionaries) bytes += dictionary.bytes;
    for (const column of [...this.multi, ...this.sets]) bytes += column.bytes;
    for (const name of NUMBER_COLUMNS) bytes += this.numbers[name].byteLength;
    for (const name of NAME_COLUMNS)
      bytes +=
        this.nameCodes[name].byteLength +
        this.nameDictionaries[name].bytes +
        this.nameRanks.written[name].byteLength +
        this.nameRanks.folded[name].byteLength;
    return bytes + this.placeLabels.length * SLOT_BYTES;
  }

  /**
   * The index as bytes, for a snapshot on disk (the format: snapshot.ts, version SNAPSHOT_VERSION):
   * chunks whose concatenation, in order, is what `decode` reads; the lengths are inside. Most
   * chunks view the index's own arrays, so write them out before the index next changes (e.g.
   * synchronously). Kept results are not part of it.
   */
  encode(): Uint8Array[] {
    const writer = new SnapshotWriter(SNAPSHOT_VERSION);
    const slots = this.slots;
    writer.array(Uint32Array.of(slots, this.live));
    writer.array(Uint32Array.from(this.free));
    writer.array(this.ids.subarray(0, slots));
    writer.array(this.codes.subarray(0, slots * SCALARS));
    for (const dictionary of this.scalarDictionaries) writer.strings(dictionary.values);
    writer.json(this.placeLabels);
    this.multi.forEach((column, f) => {
      writer.strings(this.multiDictionaries[f]!.values);
      column.encode(writer, slots);
    });
    this.sets.forEach((column, set) => {
      writer.strings(this.setDictionaries[set]!.values);
      column.encode(writer, slots);
      writer.array(this.setCounts[set]!.values);
    });
    for (const counts of this.base) writer.array(counts.values);
    for (const name of NUMBER_COLUMNS) writer.array(this.numbers[name].subarray(0, slots));
    for (const name of NAME_COLUMNS) {
      writer.strings(this.nameDictionaries[name].values);
      writer.array(this.nameCodes[name].subarray(0, slots));
      writer.array(this.nameRanks.written[name]);
      writer.array(this.nameRanks.folded[name]);
    }
    writer.strings(this.texts.slice(0, slots));
    return writer.finish();
  }

  /**
   * The index `encode` wrote, which answers exactly as the encoded one did. Throws a SnapshotError
   * when `bytes` is truncated, corrupt or of another format version: the caller then loads the
   * process from the database.
   */
  static decode(bytes: Uint8Array): CandidateFacetIndex {
    const reader = new SnapshotReader(bytes, SNAPSHOT_VERSION);
    const [slots, live] = reader.array(Uint32Array, 2) as unknown as [number, number];
    const index = new CandidateFacetIndex(slots);
    index.slots = slots;
    index.live = live;
    for (const slot of reader.array(Uint32Array)) index.free.push(slot);
    index.ids.set(reader.array(Int32Array, slots));
    for (let slot = 0; slot < slots; slot++) if (index.ids[slot] !== 0) index.slotOf.set(index.ids[slot]!, slot);
    if (index.slotOf.size !== live || live + index.free.length !== slots)
      throw new SnapshotError('its candidates and free slots do not add up');
    index.codes.set(reader.array(Uint32Array, slots * SCALARS));
    SCALAR_FACETS.forEach((_, f) => (index.scalarDictionaries[f] = Dictionary.decode(reader)));
    index.placeLabels.splice(0, index.placeLabels.length, ...reader.json<(string | null)[]>());
    for (let i = 0; i < index.codes.length; i++)
      if (index.codes[i]! >= index.scalarDictionaries[i % SCALARS]!.values.length)
        throw new SnapshotError('a code beyond its dictionary');
    ARRAY_FACETS.forEach((_, f) => {
      index.multiDictionaries[f] = Dictionary.decode(reader);
      index.multi[f] = MultiColumn.decode(reader, slots, index.capacity, index.multiDictionaries[f]!.values.length);
    });
    SET_COLUMNS.forEach((_, set) => {
      index.setDictionaries[set] = Dictionary.decode(reader);
      index.sets[set] = MultiColumn.decode(reader, slots, index.capacity, index.setDictionaries[set]!.values.length);
      index.setCounts[set] = Counts.decode(reader);
    });
    CANDIDATE_FACETS.forEach((_, f) => (index.base[f] = Counts.decode(reader)));
    for (const name of NUMBER_COLUMNS) index.numbers[name].set(reader.array(Float64Array, slots));
    for (const name of NAME_COLUMNS) {
      index.nameDictionaries[name] = Dictionary.decode(reader);
      index.nameCodes[name].set(reader.array(Uint32Array, slots));
      for (const code of index.nameCodes[name].subarray(0, slots))
        if (code >= index.nameDictionaries[name].values.length) throw new SnapshotError('a name beyond its dictionary');
      index.nameRanks.written[name] = reader.array(Uint32Array);
      index.nameRanks.folded[name] = reader.array(Uint32Array);
    }
    for (const text of reader.strings(slots)) index.setText(index.texts.length, text);
    reader.end();
    return index;
  }

  /** Adds the candidates, or replaces them when already held. */
  upsert(facts: CandidateFactColumns): void {
    const n = facts.id.length;
    const slots = new Uint32Array(n);
    for (let i = 0; i < n; i++) {
      const id = facts.id[i]!;
      let slot = this.slotOf.get(id);
      if (slot === undefined) {
        slot = this.free.pop() ?? this.slots++;
        if (slot >= this.capacity) this.grow(Math.max(this.capacity * 2, slot + 1));
        this.slotOf.set(id, slot);
        this.ids[slot] = id;
        this.live++;
      } else {
        this.count(slot, -1);
      }
      slots[i] = slot;
    }
    this.version++;
    // Column by column: each loop reads one kind of value.
    SCALAR_FACETS.forEach((name, facet) => {
      const dictionary = this.scalarDictionaries[facet]!;
      const values = facts[name];
      for (let i = 0; i < n; i++) {
        const value = values[i];
        this.codes[slots[i]! * SCALARS + facet] =
          value === null || value === undefined ? 0 : dictionary.code(String(value));
      }
    });
    for (let i = 0; i < n; i++) {
      const place = this.codes[slots[i]! * SCALARS + PLACE]!;
      if (place !== 0) this.placeLabels[place] = facts.placeName[i] ?? null;
    }
    ARRAY_FACETS.forEach((name, facet) =>
      this.setValues(this.multiDictionaries[facet]!, this.multi[facet]!, facts[name], slots),
    );
    SET_COLUMNS.forEach((name, set) => this.setValues(this.setDictionaries[set]!, this.sets[set]!, facts[name], slots));
    for (const name of NUMBER_COLUMNS) {
      const target = this.numbers[name];
      const values = facts[name];
      for (let i = 0; i < n; i++) {
        const value = values[i];
        target[slots[i]!] = value === null || value === undefined ? Number.NaN : Number(value);
      }
    }
    for (const name of NAME_COLUMNS) {
      const dictionary = this.nameDictionaries[name];
      const target = this.nameCodes[name];
      const values = facts[name];
      for (let i = 0; i < n; i++) target[slots[i]!] = dictionary.code(values[i]!);
    }
    for (let i = 0; i < n; i++) {
      this.setText(slots[i]!, facts.searchText[i]!);
      this.count(slots[i]!, 1);
    }
  }

  private setValues(
    dictionary: Dictionary,
    column: MultiColumn,
    values: readonly ((string | null)[] | null)[],
    slots: Uint32Array,
  ): void {
    for (let i = 0; i < slots.length; i++) {
      const codes: number[] = [];
      for (const value of values[i] ?? []) {
        if (value === null) continue;
        const code = dictionary.code(value);
        // A CV that lists a skill twice counts its candidate once.
        if (!codes.includes(code)) codes.push(code);
      }
      column.set(slots[i]!, codes);
    }
    column.compact(this.slots);
  }

  remove(ids: readonly number[]): void {
    for (const id of ids) {
      const slot = this.slotOf.get(id);
      if (slot === undefined) continue;
      this.count(slot, -1);
      this.slotOf.delete(id);
      this.ids[slot] = 0;
      for (let facet = 0; facet < SCALARS; facet++) this.codes[slot * SCALARS + facet] = 0;
      for (const column of [...this.multi, ...this.sets]) column.clear(slot);
      this.setText(slot, '');
      this.free.push(slot);
      this.live--;
    }
    this.version++;
    for (const column of [...this.multi, ...this.sets]) column.compact(this.slots);
  }

  /**
   * The names to rank when a sort by `column` needs ranks it lacks (a name was added since), else
   * null; `folded`: for a sort of the names lower-cased and unaccented.
   */
  namesToRank(column: NameColumn, folded = false): readonly string[] | null {
    const dictionary = this.nameDictionaries[column];
    const ranks = this.nameRanks[folded ? 'folded' : 'written'][column];
    return ranks.length === dictionary.values.length ? null : dictionary.values.slice();
  }

  /** Positions, in the database's collation, of the names `namesToRank` gave (folded as asked there). */
  setNameRanks(column: NameColumn, ranks: Uint32Array, folded = false): void {
    const kept = this.nameRanks[folded ? 'folded' : 'written'];
    if (ranks.length <= kept[column].length) return;
    kept[column] = ranks;
    this.version++;
  }

  /**
   * A shortlist's page: its members (see ShortlistIndexQuery) but the excluded ones, matching the
   * wildcard, in the sort's order then by id.
   */
  shortlist(query: ShortlistIndexQuery): { total: number; ids: number[] } {
    const ids = this.ids;
    const allowed = new Uint8Array(this.slots);
    const members = query.members;
    if ('ids' in members) {
      for (const id of members.ids) {
        const slot = this.slotOf.get(id);
        if (slot !== undefined) allowed[slot] = 1;
      }
    } else if (members.observers?.length) {
      const flags = this.setDictionaries[LIKED_BY]!.flags(members.observers.map(String));
      const column = this.sets[LIKED_BY]!;
      for (let slot = 0; slot < this.slots; slot++) {
        const end = column.start[slot]! + column.count[slot]!;
        for (let k = column.start[slot]!; k < end && allowed[slot] === 0; k++) allowed[slot] = flags[column.pool[k]!]!;
      }
    } else {
      const flags = this.scalarDictionaries[FEELINGS]!.flags(members.feelings);
      for (let slot = 0; slot < this.slots; slot++)
        if (ids[slot] !== 0) allowed[slot] = flags[this.codes[slot * SCALARS + FEELINGS]!]!;
    }
    for (const id of query.excluded) {
      const slot = this.slotOf.get(id);
      if (slot !== undefined) allowed[slot] = 0;
    }
    const textMatch = query.wildcard ? this.matchText(query.wildcard) : null;
    const page = new TopSlots(query.offset + query.limit, this.sortKeys(query.sort), ids);
    let total = 0;
    for (let slot = 0; slot < this.slots; slot++) {
      if (allowed[slot] === 0 || (textMatch !== null && textMatch[slot] === 0)) continue;
      total++;
      page.offer(slot);
    }
    return {
      total,
      ids: page
        .sorted()
        .slice(query.offset, query.offset + query.limit)
        .map((slot) => ids[slot]!),
    };
  }

  /** How many held candidates have each value of a facet or set column (values nobody has left out). */
  totals(name: FacetName | SetColumn): Map<string, number> {
    const set = SET_COLUMNS.indexOf(name as SetColumn);
    const facet = CANDIDATE_FACETS.indexOf(name as FacetName);
    const dictionary = set === -1 ? this.dictionary(facet) : this.setDictionaries[set]!;
    const counts = (set === -1 ? this.base[facet]! : this.setCounts[set]!).values;
    const totals = new Map<string, number>();
    for (let code = 1; code < dictionary.values.length && code < counts.length; code++)
      if (counts[code]! > 0) totals.set(dictionary.values[code]!, counts[code]!);
    return totals;
  }

  /**
   * How many candidates whose evaluation status is one of `statuses` have a composed score in each
   * of `buckets` ranges `width` wide from 0; the last range also takes the scores above it, and
   * negative scores none.
   */
  scoreHistogram(statuses: readonly string[], width: number, buckets: number): number[] {
    const flags = this.scalarDictionaries[STATUS]!.flags(statuses);
    const scores = this.numbers.composedScore;
    const counts = Array.from({ length: buckets }, () => 0);
    for (let slot = 0; slot < this.slots; slot++) {
      const score = scores[slot]!;
      // A free slot's status code is 0, never flagged; NaN (no score) fails the comparison.
      if (flags[this.codes[slot * SCALARS + STATUS]!] === 0 || !(score >= 0)) continue;
      counts[Math.min(Math.floor(score / width), buckets - 1)]!++;
    }
    return counts;
  }

  /**
   * The page and the facet counts of `query`. Many people open a process's list as it opens, and a
   * pass over 100,000 candidates takes milliseconds: the last few results are kept until the next
   * change. A result may be shared between callers, so it must not be changed.
   */
  query(query: IndexQuery): IndexResult {
    if (this.resultsVersion !== this.version) {
      this.results.clear();
      this.resultsVersion = this.version;
    }
    const key = JSON.stringify(query);
    const cached = this.results.get(key);
    if (cached) {
      this.results.delete(key);
      this.results.set(key, cached);
      return cached;
    }
    const result = this.compute(query);
    if (this.results.size >= RESULTS_KEPT) this.results.delete(this.results.keys().next().value!);
    this.results.set(key, result);
    return result;
  }

  private compute(query: IndexQuery): IndexResult {
    const scalarTests: { facet: number; flags: Uint8Array }[] = [];
    SCALAR_FACETS.forEach((name, facet) => {
      const values = query.filters[name];
      if (values?.length) scalarTests.push({ facet, flags: this.scalarDictionaries[facet]!.flags(values) });
    });
    const multiTests: { facet: number; flags: Uint8Array }[] = [];
    ARRAY_FACETS.forEach((name, facet) => {
      const values = query.filters[name];
      if (values?.length) multiTests.push({ facet, flags: this.multiDictionaries[facet]!.flags(values) });
    });
    const codes = this.codes;
    const multi = this.multi;
    const ids = this.ids;
    const textMatch = query.wildcard ? this.matchText(query.wildcard) : null;
    const salary = this.numbers.salary;
    const birthDay = this.numbers.birthDay;
    const salaryFrom = query.salary?.from ?? null;
    const salaryTo = query.salary?.to ?? null;
    const birthFrom = query.birthDay?.from ?? null;
    const birthTo = query.birthDay?.to ?? null;
    const hasRanges = salaryFrom !== null || salaryTo !== null || birthFrom !== null || birthTo !== null;
    const page = new TopSlots(query.offset + query.limit, this.sortKeys(query.sort), ids);

    // Pass 1: what each candidate counts for. A candidate that fails no filter counts in every facet;
    // one that fails one facet's filter only counts in that facet (each facet counts with every
    // filter but its own); any other counts nowhere.
    const status = new Uint8Array(this.slots);
    let passing = 0;
    let failing = 0;
    for (let slot = 0; slot < this.slots; slot++) {
      if (ids[slot] === 0) continue;
      let failed = -1;
      let out = textMatch !== null && textMatch[slot] === 0;
      if (!out && hasRanges) {
        // NaN (no value) fails every comparison, like SQL's null.
        const s = salary[slot]!;
        const b = birthDay[slot]!;
        out =
          (salaryFrom !== null && !(s >= salaryFrom)) ||
          (salaryTo !== null && !(s <= salaryTo)) ||
          (birthFrom !== null && !(b >= birthFrom)) ||
          (birthTo !== null && !(b <= birthTo));
      }
      const base = slot * SCALARS;
      for (let t = 0; !out && t < scalarTests.length; t++) {
        const test = scalarTests[t]!;
        if (test.flags[codes[base + test.facet]!] === 0) {
          out = failed !== -1;
          failed = test.facet;
        }
      }
      for (let t = 0; !out && t < multiTests.length; t++) {
        const test = multiTests[t]!;
        const column = multi[test.facet]!;
        const pool = column.pool;
        const end = column.start[slot]! + column.count[slot]!;
        let any = false;
        for (let k = column.start[slot]!; k < end && !any; k++) any = test.flags[pool[k]!] === 1;
        if (!any) {
          out = failed !== -1;
          failed = SCALARS + test.facet;
        }
      }
      if (out) {
        status[slot] = OUT;
        failing++;
      } else if (failed === -1) {
        status[slot] = PASSES;
        passing++;
        page.offer(slot);
      } else {
        status[slot] = FAILS_ONLY + failed;
        failing++;
      }
    }

    // Pass 2: count the fewer side. Mostly the candidates that pass; under a broad filter (the
    // default list hides only the "No me gusta") it is cheaper to start from the counts over every
    // candidate and take away those that do not count.
    const add = passing <= failing;
    const offsets = new Int32Array(SCALARS);
    let counters = 0;
    this.scalarDictionaries.forEach((dictionary, f) => {
      offsets[f] = counters;
      counters += dictionary.values.length;
    });
    const scalarCounts = new Int32Array(counters);
    const multiCounts = this.multiDictionaries.map((dictionary) => new Int32Array(dictionary.values.length));
    if (!add) {
      for (let f = 0; f < SCALARS; f++)
        scalarCounts.set(this.base[f]!.values.subarray(0, this.scalarDictionaries[f]!.values.length), offsets[f]);
      multiCounts.forEach((counts, f) => counts.set(this.base[SCALARS + f]!.values.subarray(0, counts.length)));
    }
    const tallyMulti = (f: number, slot: number, delta: number) => {
      const column = multi[f]!;
      const counts = multiCounts[f]!;
      const pool = column.pool;
      const end = column.start[slot]! + column.count[slot]!;
      for (let k = column.start[slot]!; k < end; k++) counts[pool[k]!]! += delta;
    };
    const skip = add ? OUT : PASSES;
    const delta = add ? 1 : -1;
    for (let slot = 0; slot < this.slots; slot++) {
      const state = status[slot]!;
      if (state === 0 || state === skip) continue;
      const base = slot * SCALARS;
      const only = state >= FAILS_ONLY ? state - FAILS_ONLY : -1;
      // Adding, a candidate that passes counts in every facet, one that fails a facet's filter only there.
      // Taking away, one that is out leaves every facet, one that fails a facet's filter every facet but that.
      if (add && only !== -1) {
        if (only < SCALARS) scalarCounts[offsets[only]! + codes[base + only]!]!++;
        else tallyMulti(only - SCALARS, slot, 1);
        continue;
      }
      for (let f = 0; f < SCALARS; f++) scalarCounts[offsets[f]! + codes[base + f]!]! += delta;
      for (let f = 0; f < multi.length; f++) tallyMulti(f, slot, delta);
      if (!add && only !== -1) {
        if (only < SCALARS) scalarCounts[offsets[only]! + codes[base + only]!]!++;
        else tallyMulti(only - SCALARS, slot, 1);
      }
    }
    const counts = (f: number) =>
      f < SCALARS
        ? scalarCounts.subarray(offsets[f]!, offsets[f]! + this.scalarDictionaries[f]!.values.length)
        : multiCounts[f - SCALARS]!;

    const facets = {} as Record<FacetName, FacetCount[]>;
    CANDIDATE_FACETS.forEach((name, f) => {
      facets[name] = countsOf(this.dictionary(f), counts(f), f === PLACE ? this.placeLabels : null);
    });
    return {
      total: passing,
      ids: page
        .sorted()
        .slice(query.offset, query.offset + query.limit)
        .map((slot) => ids[slot]!),
      facets,
    };
  }

  private dictionary(facet: number): Dictionary {
    return facet < SCALARS ? this.scalarDictionaries[facet]! : this.multiDictionaries[facet - SCALARS]!;
  }

  /** Adds (or takes away) the candidate in `slot` to the counts over every held candidate. */
  private count(slot: number, delta: 1 | -1): void {
    for (let f = 0; f < SCALARS; f++) this.base[f]!.add(this.codes[slot * SCALARS + f]!, delta);
    this.multi.forEach((column, f) => {
      const end = column.start[slot]! + column.count[slot]!;
      for (let k = column.start[slot]!; k < end; k++) this.base[SCALARS + f]!.add(column.pool[k]!, delta);
    });
    this.sets.forEach((column, set) => {
      const end = column.start[slot]! + column.count[slot]!;
      for (let k = column.start[slot]!; k < end; k++) this.setCounts[set]!.add(column.pool[k]!, delta);
    });
  }

  /** 1 for each slot whose search text contains `wildcard`. */
  private matchText(wildcard: string): Uint8Array {
    if (!this.joined) {
      const starts = new Uint32Array(this.slots + 1);
      let at = 0;
      for (let slot = 0; slot < this.slots; slot++) {
        starts[slot] = at;
        at += this.texts[slot]!.length + 1;
      }
      starts[this.slots] = at;
      this.joined = { text: this.texts.slice(0, this.slots).join(TEXT_SEPARATOR), starts };
    }
    const { text, starts } = this.joined;
    const match = new Uint8Array(this.slots);
    // Matches come in order: the slot holding each is found by moving forward.
    let slot = 0;
    for (let at = text.indexOf(wildcard); at !== -1; at = text.indexOf(wildcard, starts[slot]!)) {
      while (starts[slot + 1]! <= at) slot++;
      match[slot++] = 1;
    }
    return match;
  }

  /** Each slot's sort key, ascending: NaN (no value, always last) stays NaN; descending orders negate. */
  private sortKeys(sort: IndexQuery['sort']): Float64Array {
    const cacheKey = `${sort.field} ${sort.order} ${sort.foldedNames === true}`;
    if (this.sortCache?.version === this.version && this.sortCache.sort === cacheKey) return this.sortCache.keys;
    const column = SORT_KEYS[sort.field];
    const keys = new Float64Array(this.slots);
    if (column === 'firstName' || column === 'lastName') {
      const ranks = this.nameRanks[sort.foldedNames ? 'folded' : 'written'][column];
      if (ranks.length !== this.nameDictionaries[column].values.length)
        throw new Error(`the ${column} ranks are stale: set them first`);
      const names = this.nameCodes[column];
      for (let slot = 0; slot < this.slots; slot++) keys[slot] = ranks[names[slot]!]!;
    } else {
      keys.set(this.numbers[column].subarray(0, this.slots));
    }
    if (sort.order === 'DESC') for (let slot = 0; slot < this.slots; slot++) keys[slot] = -keys[slot]!;
    this.sortCache = { version: this.version, sort: cacheKey, keys };
    return keys;
  }

  private setText(slot: number, text: string): void {
    const previous = this.texts[slot];
    this.textBytes += text.length - (previous === undefined ? -STRING_HEADER_BYTES : previous.length);
    this.texts[slot] = text;
    this.joined = null;
  }

  private grow(capacity: number): void {
    this.capacity = capacity;
    this.ids = resized(this.ids, capacity);
    this.codes = resized(this.codes, capacity * SCALARS);
    for (const column of [...this.multi, ...this.sets]) column.grow(capacity);
    for (const name of NUMBER_COLUMNS) this.numbers[name] = resized(this.numbers[name], capacity);
    for (const name of NAME_COLUMNS) this.nameCodes[name] = resized(this.nameCodes[name], capacity);
  }
}

/** A facet's non-zero counts, most frequent first (ties by key). */
function countsOf(dictionary: Dictionary, counts: Int32Array, labels: readonly (string | null)[] | null): FacetCount[] {
  const result: FacetCount[] = [];
  for (let code = 1; code < counts.length; code++) {
    if (counts[code]! > 0)
      result.push({ key: dictionary.values[code]!, docCount: counts[code]!, label: labels?.[code] ?? null });
  }
  return result.sort(compareFacetCounts);
}

/** A facet's order: most frequent first, ties by key. */
export const compareFacetCounts = (a: FacetCount, b: FacetCount): number =>
  b.docCount - a.docCount || collator.compare(a.key, b.key);

/**
 * The first `limit` slots by key (NaN last) then id, kept in a heap whose root is the worst kept: a
 * slot that does not beat the root costs one comparison.
 */
class TopSlots {
  private readonly heap: number[] = [];

  constructor(
    private readonly limit: number,
    private readonly keys: Float64Array,
    private readonly ids: Int32Array,
  ) {}

  /** Negative when slot a comes before slot b. */
  compare = (a: number, b: number): number => {
    const x = this.keys[a]!;
    const y = this.keys[b]!;
    if (x < y) return -1;
    if (x > y) return 1;
    if (x !== y) {
      // One of them is NaN: it goes last.
      if (x === x) return -1;
      if (y === y) return 1;
    }
    return this.ids[a]! - this.ids[b]!;
  };

  offer(slot: number): void {
    const heap = this.heap;
    if (heap.length < this.limit) {
      heap.push(slot);
      for (let i = heap.length - 1; i > 0;) {
        const parent = (i - 1) >> 1;
        if (this.compare(heap[parent]!, heap[i]!) >= 0) break;
        [heap[parent], heap[i]] = [heap[i]!, heap[parent]!];
        i = parent;
      }
      return;
    }
    if (this.compare(slot, heap[0]!) >= 0) return;
    heap[0] = slot;
    for (let i = 0; ;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let worst = i;
      if (left < heap.length && this.compare(heap[left]!, heap[worst]!) > 0) worst = left;
      if (right < heap.length && this.compare(heap[right]!, heap[worst]!) > 0) worst = right;
      if (worst === i) break;
      [heap[worst], heap[i]] = [heap[i]!, heap[worst]!];
      i = worst;
    }
  }

  sorted(): number[] {
    return this.heap.slice().sort(this.compare);
  }
}
