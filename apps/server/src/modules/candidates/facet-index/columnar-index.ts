/**
 * The candidate list's in-memory columnar index of one process (docs/decisions/006): every value a
 * filter, facet or sort reads, in typed arrays, text values dictionary-encoded. A query is one pass
 * over the candidates: it applies the filters, counts every facet with every filter but its own,
 * and keeps the best candidates of the requested page. No I/O here: store.ts loads
 * and patches it.
 */
import { ARRAY_FACETS, CANDIDATE_FACETS, SCALAR_FACETS, type FacetName } from '@terna/domain';
import { CodeColumn, grown, latin1, MultiColumn, NumberColumn, SlotMap, SortKeys, TextPool } from './columns.js';
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
type NumberField = (typeof NUMBER_COLUMNS)[number];
const NAME_COLUMNS = ['firstName', 'lastName'] as const;
export type NameColumn = (typeof NAME_COLUMNS)[number];
/** The keys of CandidateFactColumns: what a load reads of each candidate (store.ts). */
export const FACT_COLUMNS = [
  'id',
  ...SCALAR_FACETS,
  'placeName',
  ...ARRAY_FACETS,
  ...SET_COLUMNS,
  ...NUMBER_COLUMNS,
  ...NAME_COLUMNS,
  'searchText',
] as const satisfies readonly (keyof CandidateFactColumns)[];

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
} as const satisfies Record<string, NumberField | NameColumn>;
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
const SNAPSHOT_VERSION = 2;
/** Each number column's values are kept times this (composed scores have two decimals). */
const NUMBER_SCALES: Record<NumberField, number> = {
  salary: 1,
  birthDay: 1,
  composedScore: 100,
  ranking: 1,
  createdAt: 1,
};
/** Rough V8 costs, for the memory budget: a Map entry, a string's header, an array slot. */
const MAP_ENTRY_BYTES = 40;
const STRING_HEADER_BYTES = 16;
const SLOT_BYTES = 8;
/** Query results an index keeps (each a page of ids and the facet values, a few kB). */
const RESULTS_KEPT = 8;
/** Filters whose candidates and counts are kept for other pages and sorts: 1 byte a candidate each. */
const FILTERS_KEPT = 4;
/**
 * Pages a query's order is picked ahead of the one asked: the next ones of a person paging through
 * the list are read from it (a page at 1,000,000 candidates costs a pass over all that pass; ten
 * pages of ids, a few hundred numbers).
 */
const PAGES_AHEAD = 10;
const SCALARS = SCALAR_FACETS.length;
const PLACE = SCALAR_FACETS.indexOf('place');
const FEELINGS = SCALAR_FACETS.indexOf('feelings');
const STATUS = SCALAR_FACETS.indexOf('personEvaluationsStatus');
const LIKED_BY = SET_COLUMNS.indexOf('likedBy');
/**
 * A query's verdict on a candidate: PASSES (0, what a pass over the filters starts from) or OUT
 * (free slots too), or FAILS_ONLY + f for "fails facet f's filter only".
 */
const PASSES = 0;
const OUT = 1;
const FAILS_ONLY = 2;

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

/** How many held candidates have each code of one dictionary. */
class Counts {
  values = new Uint32Array(16);

  /** Makes room for every code of a dictionary of `codes` values. */
  fit(codes: number): void {
    if (codes > this.values.length)
      this.values = Uint32Array.from({ length: grown(this.values.length, codes) }, (_, i) => this.values[i] ?? 0);
  }

  static decode(reader: SnapshotReader, codes: number): Counts {
    const counts = new Counts();
    counts.values = reader.array(Uint32Array);
    if (counts.values.length < codes) throw new SnapshotError('counts shorter than their dictionary');
    return counts;
  }
}

/** Whether candidates' search texts begin with their names (see CandidateFacetIndex.setText). */
interface FoldedNames {
  /** By name code: how the search text writes that name (lower-cased, unaccented), once a candidate showed it. */
  firstName: (string | undefined)[];
  lastName: (string | undefined)[];
}

export class CandidateFacetIndex {
  private capacity: number;
  /** Slots ever used; a freed slot has id 0 (serial ids start at 1) until a new candidate takes it. */
  private slots = 0;
  private live = 0;
  private free: number[] = [];
  private ids: Int32Array;
  private slotMap: SlotMap;
  /** Scalar facet codes, a column per facet. */
  private scalar: CodeColumn[];
  private scalarDictionaries = SCALAR_FACETS.map(() => new Dictionary());
  private multi: MultiColumn[];
  private multiDictionaries = ARRAY_FACETS.map(() => new Dictionary());
  private sets: MultiColumn[];
  private setDictionaries = SET_COLUMNS.map(() => new Dictionary());
  /** Each set column's counts over every held candidate. */
  private setCounts = SET_COLUMNS.map(() => new Counts());
  private numbers: Record<NumberField, NumberColumn>;
  private nameCodes: Record<NameColumn, CodeColumn>;
  private nameDictionaries: Record<NameColumn, Dictionary> = {
    firstName: new Dictionary(),
    lastName: new Dictionary(),
  };
  /**
   * Each name's position in the database's collation, by dictionary code, as written and folded
   * (lower-cased, unaccented); stale when shorter than the dictionary.
   */
  private nameRanks: Record<'written' | 'folded', Record<NameColumn, Uint32Array>> = {
    written: { firstName: new Uint32Array(0), lastName: new Uint32Array(0) },
    folded: { firstName: new Uint32Array(0), lastName: new Uint32Array(0) },
  };
  /**
   * The search text is the names, then the e-mail and identification. The names part is kept once
   * per name (`foldedNames`) and `texts` holds the rest; a candidate whose text does not begin
   * with its names as the others' do is in `wholeTexts`, with all its text in `texts`.
   */
  private foldedNames: FoldedNames = { firstName: [], lastName: [] };
  private wholeTexts = new Set<number>();
  private texts: TextPool;
  /** The place facet's label, by the place dictionary's code. */
  private placeLabels: (string | null)[] = [null];
  /** Every facet's counts over all held candidates: a query subtracts those it leaves out when they are fewer. */
  private base = CANDIDATE_FACETS.map(() => new Counts());
  /** Bumped by every change: cached results are of one version. */
  private version = 0;
  /** The last queries' results, by query, in least recently used order; all of `resultsVersion`. */
  private readonly results = new Map<string, IndexResult>();
  /** The last filters' candidates and counts, by filter, in least recently used order; all of `resultsVersion`. */
  private readonly filtered = new Map<string, Filtered>();
  private resultsVersion = 0;

  /** `capacity`: how many candidates it will likely hold (a full load knows). */
  constructor(capacity = 1024) {
    this.capacity = Math.max(16, capacity);
    this.ids = new Int32Array(this.capacity);
    this.slotMap = new SlotMap(this.capacity);
    this.scalar = SCALAR_FACETS.map(() => new CodeColumn(this.capacity));
    this.multi = ARRAY_FACETS.map(() => new MultiColumn(this.capacity));
    this.sets = SET_COLUMNS.map(() => new MultiColumn(this.capacity));
    this.numbers = Object.fromEntries(
      NUMBER_COLUMNS.map((name) => [name, new NumberColumn(this.capacity, NUMBER_SCALES[name])]),
    ) as Record<NumberField, NumberColumn>;
    this.nameCodes = { firstName: new CodeColumn(this.capacity), lastName: new CodeColumn(this.capacity) };
    this.texts = new TextPool(this.capacity);
  }

  /** How many candidates it holds. */
  get size(): number {
    return this.live;
  }

  has(id: number): boolean {
    return this.slotMap.get(id, this.ids) !== -1;
  }

  /**
   * An estimate of the memory it holds, for the store's budget: its arrays' bytes, V8's costs for the
   * rest, and room for the filters it keeps (a byte a slot each, FILTERS_KEPT of them), which queries
   * fill between the store's counts: the most they can take, so the budget holds however it is queried.
   */
  get bytes(): number {
    let bytes = this.ids.byteLength + this.slotMap.bytes + this.texts.bytes + this.wholeTexts.size * MAP_ENTRY_BYTES;
    bytes += FILTERS_KEPT * this.slots;
    bytes += (this.free.length + this.placeLabels.length) * SLOT_BYTES;
    for (const column of this.scalar) bytes += column.values.byteLength;
    for (const column of [...this.multi, ...this.sets]) bytes += column.bytes;
    for (const counts of [...this.base, ...this.setCounts]) bytes += counts.values.byteLength;
    for (const dictionary of [...this.scalarDictionaries, ...this.multiDictionaries, ...this.setDictionaries])
      bytes += dictionary.bytes;
    for (const name of NUMBER_COLUMNS) bytes += this.numbers[name].values.byteLength;
    for (const name of NAME_COLUMNS) {
      bytes +=
        this.nameCodes[name].values.byteLength +
        this.nameDictionaries[name].bytes +
        this.nameRanks.written[name].byteLength +
        this.nameRanks.folded[name].byteLength;
      for (const folded of this.foldedNames[name]) bytes += SLOT_BYTES + STRING_HEADER_BYTES + (folded?.length ?? 0);
    }
    return bytes;
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
    this.scalar.forEach((column, f) => {
      writer.strings(this.scalarDictionaries[f]!.values);
      column.encode(writer, slots);
    });
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
    for (const name of NUMBER_COLUMNS) this.numbers[name].encode(writer, slots);
    for (const name of NAME_COLUMNS) {
      writer.strings(this.nameDictionaries[name].values);
      this.nameCodes[name].encode(writer, slots);
      writer.array(this.nameRanks.written[name]);
      writer.array(this.nameRanks.folded[name]);
      const folded = Array.from(this.foldedNames[name]);
      writer.strings(folded.map((value) => value ?? ''));
      writer.array(Uint8Array.from(folded, (value) => (value === undefined ? 0 : 1)));
    }
    writer.array(Uint32Array.from(this.wholeTexts));
    this.texts.encode(writer);
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
    const index = new CandidateFacetIndex(0);
    const capacity = Math.max(16, slots);
    index.capacity = capacity;
    index.slots = slots;
    index.live = live;
    index.free = [...reader.array(Uint32Array)];
    index.ids = new Int32Array(capacity);
    index.ids.set(reader.array(Int32Array, slots));
    index.slotMap = new SlotMap(capacity);
    for (let slot = 0; slot < slots; slot++) if (index.ids[slot] !== 0) index.slotMap.add(slot, index.ids);
    if (
      index.slotMap.size !== live ||
      live + index.free.length !== slots ||
      index.free.some((slot) => index.ids[slot] !== 0)
    )
      throw new SnapshotError('its candidates and free slots do not add up');
    const column = (dictionary: Dictionary) => CodeColumn.decode(reader, slots, capacity, dictionary.values.length);
    index.scalar = SCALAR_FACETS.map((_, f) => column((index.scalarDictionaries[f] = Dictionary.decode(reader))));
    index.placeLabels = reader.json<(string | null)[]>();
    const multi = (dictionary: Dictionary) => MultiColumn.decode(reader, slots, capacity, dictionary.values.length);
    index.multi = ARRAY_FACETS.map((_, f) => multi((index.multiDictionaries[f] = Dictionary.decode(reader))));
    index.sets = SET_COLUMNS.map((_, set) => {
      const dictionary = (index.setDictionaries[set] = Dictionary.decode(reader));
      const sets = multi(dictionary);
      index.setCounts[set] = Counts.decode(reader, dictionary.values.length);
      return sets;
    });
    index.base = CANDIDATE_FACETS.map((_, f) => Counts.decode(reader, index.dictionary(f).values.length));
    for (const name of NUMBER_COLUMNS)
      index.numbers[name] = NumberColumn.decode(reader, slots, capacity, NUMBER_SCALES[name]);
    for (const name of NAME_COLUMNS) {
      index.nameDictionaries[name] = Dictionary.decode(reader);
      index.nameCodes[name] = column(index.nameDictionaries[name]);
      index.nameRanks.written[name] = reader.array(Uint32Array);
      index.nameRanks.folded[name] = reader.array(Uint32Array);
      const folded = reader.strings();
      const known = reader.array(Uint8Array, folded.length);
      if (folded.length > index.nameDictionaries[name].values.length)
        throw new SnapshotError('names beyond their dictionary');
      index.foldedNames[name] = folded.map((value, code) => (known[code] ? value : undefined));
    }
    index.wholeTexts = new Set(reader.array(Uint32Array));
    index.texts = TextPool.decode(reader, slots, capacity);
    reader.end();
    return index;
  }

  /** Adds the candidates, or replaces them when already held. */
  upsert(facts: CandidateFactColumns): void {
    const n = facts.id.length;
    const slots = new Uint32Array(n);
    for (let i = 0; i < n; i++) {
      const id = facts.id[i]!;
      let slot = this.slotMap.get(id, this.ids);
      if (slot === -1) {
        slot = this.free.pop() ?? this.slots++;
        if (slot >= this.capacity) this.grow(grown(this.capacity, slot + 1));
        this.ids[slot] = id;
        this.slotMap.add(slot, this.ids);
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
      const column = this.scalar[facet]!;
      const values = facts[name];
      for (let i = 0; i < n; i++) {
        const value = values[i];
        column.set(slots[i]!, value === null || value === undefined ? 0 : dictionary.code(String(value)));
      }
    });
    const places = this.scalar[PLACE]!.values;
    for (let i = 0; i < n; i++) {
      const place = places[slots[i]!]!;
      if (place !== 0) this.placeLabels[place] = facts.placeName[i] ?? null;
    }
    ARRAY_FACETS.forEach((name, facet) =>
      this.setValues(this.multiDictionaries[facet]!, this.multi[facet]!, facts[name], slots),
    );
    SET_COLUMNS.forEach((name, set) => this.setValues(this.setDictionaries[set]!, this.sets[set]!, facts[name], slots));
    for (const name of NUMBER_COLUMNS) {
      const column = this.numbers[name];
      const values = facts[name];
      for (let i = 0; i < n; i++) {
        const value = values[i];
        column.set(slots[i]!, value === null || value === undefined ? Number.NaN : Number(value));
      }
    }
    for (const name of NAME_COLUMNS) {
      const dictionary = this.nameDictionaries[name];
      const column = this.nameCodes[name];
      const values = facts[name];
      for (let i = 0; i < n; i++) column.set(slots[i]!, dictionary.code(values[i]!));
    }
    CANDIDATE_FACETS.forEach((_, f) => this.base[f]!.fit(this.dictionary(f).values.length));
    this.setCounts.forEach((counts, set) => counts.fit(this.setDictionaries[set]!.values.length));
    for (let i = 0; i < n; i++) {
      this.setText(slots[i]!, facts.searchText[i]!, facts.firstName[i]!, facts.lastName[i]!);
      this.count(slots[i]!, 1);
    }
    this.texts.compact(this.slots);
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
      column.set(slots[i]!, codes, this.capacity);
    }
    column.compact(this.slots);
  }

  remove(ids: readonly number[]): void {
    for (const id of ids) {
      const slot = this.slotMap.get(id, this.ids);
      if (slot === -1) continue;
      this.count(slot, -1);
      this.slotMap.delete(id, this.ids);
      this.ids[slot] = 0;
      for (const column of this.scalar) column.values[slot] = 0;
      for (const column of [...this.multi, ...this.sets]) column.clear(slot);
      this.texts.set(slot, '');
      this.wholeTexts.delete(slot);
      this.free.push(slot);
      this.live--;
    }
    this.version++;
    for (const column of [...this.multi, ...this.sets]) column.compact(this.slots);
    this.texts.compact(this.slots);
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
        const slot = this.slotMap.get(id, ids);
        if (slot !== -1) allowed[slot] = 1;
      }
    } else if (members.observers?.length) {
      const flags = this.setDictionaries[LIKED_BY]!.flags(members.observers.map(String));
      const column = this.sets[LIKED_BY]!;
      const mask = column.maskOf(flags);
      for (let slot = 0; slot < this.slots; slot++) if (column.has(slot, flags, mask)) allowed[slot] = 1;
    } else {
      const flags = this.scalarDictionaries[FEELINGS]!.flags(members.feelings);
      const feelings = this.scalar[FEELINGS]!.values;
      for (let slot = 0; slot < this.slots; slot++) if (ids[slot] !== 0) allowed[slot] = flags[feelings[slot]!]!;
    }
    for (const id of query.excluded) {
      const slot = this.slotMap.get(id, ids);
      if (slot !== -1) allowed[slot] = 0;
    }
    const textMatch = query.wildcard ? this.matchText(query.wildcard) : null;
    const page = new TopSlots(query.offset + query.limit, ids);
    const keys = this.sortKeys(query.sort);
    let total = 0;
    for (let slot = 0; slot < this.slots; slot++) {
      if (allowed[slot] === 0 || (textMatch !== null && textMatch[slot] === 0)) continue;
      total++;
      page.offer(slot, keys.of(slot));
    }
    return { total, ids: page.sorted().slice(query.offset, query.offset + query.limit) };
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
    const status = this.scalar[STATUS]!.values;
    const counts = Array.from({ length: buckets }, () => 0);
    for (let slot = 0; slot < this.slots; slot++) {
      // A free slot's status code is 0, never flagged.
      if (flags[status[slot]!] === 0) continue;
      const score = scores.get(slot);
      // NaN (no score) fails the comparison.
      if (score >= 0) counts[Math.min(Math.floor(score / width), buckets - 1)]!++;
    }
    return counts;
  }

  /**
   * The page and the facet counts of `query`. Many people open a process's list as it opens, and a
   * pass over 100,000 candidates takes milliseconds: the last few results are kept until the next
   * change. So are the last filters' candidates and counts: the next page, or another order, of the
   * same filters only picks its page from them (a person paging through a list, or sorting it, does
   * not wait for every facet to be counted again), and the next pages of an order are picked with
   * the one asked, so paging on reads them from there. A result may be shared between callers, so
   * it must not be changed.
   */
  query(query: IndexQuery): IndexResult {
    if (this.resultsVersion !== this.version) {
      this.results.clear();
      this.filtered.clear();
      this.resultsVersion = this.version;
    }
    const key = JSON.stringify(query);
    const cached = keptFor(this.results, key);
    if (cached) return cached;
    const { filters, wildcard, salary, birthDay } = query;
    const filterKey = JSON.stringify([filters, wildcard ?? null, salary ?? null, birthDay ?? null]);
    let filtered = keptFor(this.filtered, filterKey);
    let passing: Int32Array | null = null;
    if (!filtered) {
      filtered = this.filter(query);
      keep(this.filtered, filterKey, filtered, FILTERS_KEPT);
      // Filtering just listed them there.
      passing = slotList(filtered.total, 0).subarray(0, filtered.total);
    }
    const end = query.offset + query.limit;
    const sortKey = JSON.stringify(query.sort);
    let firsts = filtered.firsts.get(sortKey);
    if (!firsts || (firsts.length < end && firsts.length < filtered.total)) {
      const wanted = Math.min(filtered.total, end + PAGES_AHEAD * query.limit);
      firsts = this.firsts(passing ?? this.passingSlots(filtered), query.sort, wanted);
      filtered.firsts.set(sortKey, firsts);
    }
    const result = { total: filtered.total, ids: firsts.slice(query.offset, end), facets: filtered.facets };
    keep(this.results, key, result, RESULTS_KEPT);
    return result;
  }

  /**
   * The slots of kept filters' candidates, listed without a branch (passing and failing candidates
   * alternate at random), in the first of the query lists.
   */
  private passingSlots({ passes, total }: Filtered): Int32Array {
    const listed = slotList(passes.length, 0);
    let passing = 0;
    for (let slot = 0; slot < passes.length; slot++) {
      listed[passing] = slot;
      passing += passes[slot] === PASSES ? 1 : 0;
    }
    return listed.subarray(0, total);
  }

  /** The ids of the first `count` of the slots `passing` in `sort`'s order. */
  private firsts(passing: Int32Array, sort: IndexQuery['sort'], count: number): number[] {
    const page = new TopSlots(count, this.ids);
    const keys = this.sortKeys(sort);
    for (let i = 0; i < passing.length; i++) page.offer(passing[i]!, keys.of(passing[i]!));
    return page.sorted();
  }

  /** Who passes `query`'s filters and search, and the facet counts under them. */
  private filter(query: IndexQuery): Filtered {
    const scalarValues = this.scalar.map((column) => column.values);
    const scalarTests: { values: Uint8Array | Uint16Array | Uint32Array; facet: number; flags: Uint8Array }[] = [];
    SCALAR_FACETS.forEach((name, facet) => {
      const values = query.filters[name];
      if (values?.length)
        scalarTests.push({ values: scalarValues[facet]!, facet, flags: this.scalarDictionaries[facet]!.flags(values) });
    });
    const multi = this.multi;
    const multiTests: { column: MultiColumn; facet: number; flags: Uint8Array; mask: number }[] = [];
    ARRAY_FACETS.forEach((name, facet) => {
      const values = query.filters[name];
      if (!values?.length) return;
      const flags = this.multiDictionaries[facet]!.flags(values);
      multiTests.push({ column: multi[facet]!, facet, flags, mask: multi[facet]!.maskOf(flags) });
    });
    const ids = this.ids;
    const textMatch = query.wildcard ? this.matchText(query.wildcard) : null;
    const salary = this.numbers.salary;
    const birthDay = this.numbers.birthDay;
    const salaryFrom = query.salary?.from ?? null;
    const salaryTo = query.salary?.to ?? null;
    const birthFrom = query.birthDay?.from ?? null;
    const birthTo = query.birthDay?.to ?? null;

    // Pass 1: what each candidate counts for. A candidate that fails no filter counts in every facet;
    // one that fails one facet's filter only counts in that facet (each facet counts with every
    // filter but its own); any other counts nowhere. Filter by filter, each a tight loop over one
    // column; with pass 2 done column by column too, a filtered page at 1,000,000 candidates takes
    // about 85 ms of CPU instead of 135 (slot by slot through every filter and facet in turn).
    const status = new Uint8Array(this.slots);
    const slots = this.slots;
    // Out unless matched: written without a branch (matches are 1, the rest 0).
    if (textMatch) for (let slot = 0; slot < slots; slot++) status[slot] = OUT * (1 - textMatch[slot]!);
    if (salaryFrom !== null || salaryTo !== null) salary.outside(salaryFrom, salaryTo, status, statusAfter(OUT));
    if (birthFrom !== null || birthTo !== null) birthDay.outside(birthFrom, birthTo, status, statusAfter(OUT));
    for (const test of scalarTests) failCodes(test.values, test.flags, status, statusAfter(FAILS_ONLY + test.facet));
    for (const test of multiTests)
      test.column.fail(test.flags, test.mask, status, statusAfter(FAILS_ONLY + SCALARS + test.facet));

    // Pass 2: free slots are marked out; the others are listed from the front of `listed` if they
    // pass and from its back if not. Both places are written every time and only the right one
    // moves on, so a list that mixes both costs no mispredicted branch.
    const listed = slotList(slots, 0);
    const last = slots - 1;
    let passing = 0;
    let failing = 0;
    for (let slot = 0; slot < slots; slot++) {
      if (ids[slot] === 0) {
        status[slot] = OUT;
        continue;
      }
      const passes = status[slot] === PASSES ? 1 : 0;
      listed[passing] = slot;
      listed[last - failing] = slot;
      passing += passes;
      failing += 1 - passes;
    }
    const failed = listed.subarray(slots - failing, slots);

    // Pass 3, column by column: count the fewer side. Mostly the candidates that pass; under a broad
    // filter (the default list hides only the "No me gusta") it is cheaper to start from the counts
    // over every candidate and take away those that do not count.
    const offsets = new Int32Array(SCALARS);
    let counters = 0;
    this.scalarDictionaries.forEach((dictionary, f) => {
      offsets[f] = counters;
      counters += dictionary.values.length;
    });
    const scalarCounts = new Int32Array(counters);
    const multiCounts = this.multiDictionaries.map((dictionary) => new Int32Array(dictionary.values.length));
    const add = passing <= failing;
    if (!add) {
      for (let f = 0; f < SCALARS; f++) {
        const base = this.base[f]!.values;
        const codes = Math.min(this.scalarDictionaries[f]!.values.length, base.length);
        for (let code = 0; code < codes; code++) scalarCounts[offsets[f]! + code]! += base[code]!;
      }
      multiCounts.forEach((counts, f) => {
        const base = this.base[SCALARS + f]!.values;
        for (let code = 0; code < Math.min(counts.length, base.length); code++) counts[code]! += base[code]!;
      });
    }
    const tally = (f: number, slotsOf: Int32Array, delta: number) => {
      if (f >= SCALARS) multi[f - SCALARS]!.tallyEach(slotsOf, multiCounts[f - SCALARS]!, delta);
      else
        tallyCodes(
          scalarValues[f]!,
          slotsOf,
          scalarCounts,
          offsets[f]!,
          this.scalarDictionaries[f]!.values.length,
          delta,
        );
    };
    const changesAll = add ? listed.subarray(0, passing) : failed;
    for (let f = 0; f < CANDIDATE_FACETS.length; f++) tally(f, changesAll, add ? 1 : -1);
    // A candidate that fails only one facet's filter counts in that facet either way: added, or
    // given back after being taken from all. Listed facet by facet from those that fail.
    const onlyIn = slotList(failing, 1);
    for (const f of [...scalarTests.map((test) => test.facet), ...multiTests.map((test) => SCALARS + test.facet)]) {
      const state = FAILS_ONLY + f;
      let only = 0;
      for (let i = 0; i < failing; i++) {
        onlyIn[only] = failed[i]!;
        only += status[failed[i]!] === state ? 1 : 0;
      }
      tally(f, onlyIn.subarray(0, only), 1);
    }
    const counts = (f: number) =>
      f < SCALARS
        ? scalarCounts.subarray(offsets[f]!, offsets[f]! + this.scalarDictionaries[f]!.values.length)
        : multiCounts[f - SCALARS]!;

    const facets = {} as Record<FacetName, FacetCount[]>;
    CANDIDATE_FACETS.forEach((name, f) => {
      facets[name] = countsOf(this.dictionary(f), counts(f), f === PLACE ? this.placeLabels : null);
    });
    return { passes: status, total: passing, facets, firsts: new Map() };
  }

  private dictionary(facet: number): Dictionary {
    return facet < SCALARS ? this.scalarDictionaries[facet]! : this.multiDictionaries[facet - SCALARS]!;
  }

  /** Adds (or takes away) the candidate in `slot` to the counts over every held candidate. */
  private count(slot: number, delta: 1 | -1): void {
    for (let f = 0; f < SCALARS; f++) this.base[f]!.values[this.scalar[f]!.values[slot]!]! += delta;
    this.multi.forEach((column, f) => column.tally(slot, this.base[SCALARS + f]!.values, delta));
    this.sets.forEach((column, set) => column.tally(slot, this.setCounts[set]!.values, delta));
  }

  /**
   * Keeps the candidate's search text. The database writes its names first, then a space, then the
   * rest (e-mail, identification): the names part is the same for every candidate of the same
   * names, so it is kept once per name (`foldedNames`) and only the rest per candidate. A text
   * that does not begin so (or writes a name unlike an earlier candidate of that name did) is
   * kept whole: either way the text is exactly as given.
   */
  private setText(slot: number, text: string, firstName: string, lastName: string): void {
    const afterFirst = this.nameEnd(slot, 'firstName', firstName, text, 0);
    const afterLast = afterFirst === -1 ? -1 : this.nameEnd(slot, 'lastName', lastName, text, afterFirst);
    if (afterLast === -1) this.wholeTexts.add(slot);
    else this.wholeTexts.delete(slot);
    this.texts.set(slot, afterLast === -1 ? text : text.slice(afterLast));
  }

  /**
   * Where the text goes on after the name that starts it at `start` (past the space that follows),
   * or -1 when that part is missing or unlike an earlier candidate's of the same name.
   */
  private nameEnd(slot: number, column: NameColumn, name: string, text: string, start: number): number {
    // The name ends at the space after as many spaces as it holds.
    let end = text.indexOf(' ', start);
    for (let at = name.indexOf(' '); at !== -1 && end !== -1; at = name.indexOf(' ', at + 1))
      end = text.indexOf(' ', end + 1);
    if (end === -1) return -1;
    const code = this.nameCodes[column].values[slot]!;
    const known = this.foldedNames[column][code];
    if (known === undefined) this.foldedNames[column][code] = text.slice(start, end);
    else if (known.length !== end - start || !text.startsWith(known, start)) return -1;
    return end + 1;
  }

  /** 1 for each slot whose search text contains `wildcard`. */
  private matchText(wildcard: string): Uint8Array {
    const match = new Uint8Array(this.slots);
    // The database's text never holds it: a zero byte marks where texts end and what was erased.
    if (wildcard.includes('\u0000')) return match;
    this.texts.match(wildcard, match);
    const first = this.foldedNames.firstName;
    const last = this.foldedNames.lastName;
    const flag = (names: (string | undefined)[], test: (name: string) => boolean) =>
      Uint8Array.from(names, (name) => (name !== undefined && test(name) ? 1 : 0));
    const longest = (names: (string | undefined)[]) => names.reduce((max, name) => Math.max(max, name?.length ?? 0), 0);
    const inFirst = flag(first, (name) => name.includes(wildcard));
    const inLast = flag(last, (name) => name.includes(wildcard));
    // A match across a space between the parts: the wildcard is a suffix of one part, that space,
    // and a prefix of the next (or the whole last name, another space and a prefix of the rest).
    const across: ((slot: number, first: number, last: number) => boolean)[] = [];
    const [firstLength, lastLength] = [longest(first), longest(last)];
    for (
      let s = wildcard.indexOf(' ');
      s !== -1 && s <= Math.max(firstLength, lastLength);
      s = wildcard.indexOf(' ', s + 1)
    ) {
      const before = wildcard.slice(0, s);
      const after = wildcard.slice(s + 1);
      const endsFirst = flag(first, (name) => name.endsWith(before));
      if (after.length <= lastLength) {
        const startsLast = flag(last, (name) => name.startsWith(after));
        across.push((_, f, l) => endsFirst[f] === 1 && startsLast[l] === 1);
      }
      const endsLast = flag(last, (name) => name.endsWith(before));
      const rest = latin1(after);
      across.push((slot, _, l) => endsLast[l] === 1 && this.texts.startsWith(slot, rest));
      for (
        let t = wildcard.indexOf(' ', s + 1);
        t !== -1 && t - s - 1 <= lastLength;
        t = wildcard.indexOf(' ', t + 1)
      ) {
        const middle = wildcard.slice(s + 1, t);
        const isLast = flag(last, (name) => name === middle);
        const restAfter = latin1(wildcard.slice(t + 1));
        across.push((slot, f, l) => endsFirst[f] === 1 && isLast[l] === 1 && this.texts.startsWith(slot, restAfter));
      }
    }
    if (!inFirst.includes(1) && !inLast.includes(1) && across.length === 0) return match;
    const ids = this.ids;
    const firstCodes = this.nameCodes.firstName.values;
    const lastCodes = this.nameCodes.lastName.values;
    const whole = this.wholeTexts;
    for (let slot = 0; slot < this.slots; slot++) {
      if (match[slot] === 1 || ids[slot] === 0 || (whole.size > 0 && whole.has(slot))) continue;
      const f = firstCodes[slot]!;
      const l = lastCodes[slot]!;
      if (inFirst[f] === 1 || inLast[l] === 1) match[slot] = 1;
      for (let t = 0; t < across.length && match[slot] === 0; t++) if (across[t]!(slot, f, l)) match[slot] = 1;
    }
    return match;
  }

  /** Each slot's sort key, ascending: NaN (no value) goes last; descending orders negate. */
  private sortKeys(sort: IndexQuery['sort']): SortKeys {
    const column = SORT_KEYS[sort.field];
    const sign = sort.order === 'DESC' ? -1 : 1;
    if (column !== 'firstName' && column !== 'lastName') return this.numbers[column].keys(sign);
    const ranks = this.nameRanks[sort.foldedNames ? 'folded' : 'written'][column];
    if (ranks.length !== this.nameDictionaries[column].values.length)
      throw new Error(`the ${column} ranks are stale: set them first`);
    return new SortKeys(this.nameCodes[column].values, Number.NaN, sign, ranks);
  }

  private grow(capacity: number): void {
    this.capacity = capacity;
    const ids = new Int32Array(capacity);
    ids.set(this.ids);
    this.ids = ids;
    this.slotMap.reserve(capacity, ids);
    for (const column of [...this.scalar, this.nameCodes.firstName, this.nameCodes.lastName]) column.resize(capacity);
    for (const column of [...this.multi, ...this.sets]) column.resize(capacity);
    for (const name of NUMBER_COLUMNS) this.numbers[name].resize(capacity);
    this.texts.resize(capacity);
  }
}

/** The candidates of some filters (`passes[slot]` is PASSES) and the facet counts under them. */
interface Filtered {
  passes: Uint8Array;
  total: number;
  facets: Record<FacetName, FacetCount[]>;
  /** By sort, the ids of its first candidates: at least as many as the pages asked so far show. */
  firsts: Map<string, number[]>;
}

/**
 * One of two lists of up to `length` slots for a query's passes, shared by every index: queries run
 * one at a time on the event loop, and million-slot lists made anew for each would be megabytes to
 * clear and collect per query. Their memory is not in an index's `bytes`: at most 8 bytes per slot
 * of the largest index queried.
 */
function slotList(length: number, which: 0 | 1): Int32Array {
  if (slotLists[which]!.length < length) slotLists[which] = new Int32Array(grown(slotLists[which]!.length, length));
  return slotLists[which]!;
}
const slotLists = [new Int32Array(0), new Int32Array(0)];

/** `kept`'s value for `key`, made the most recently used. */
function keptFor<T>(kept: Map<string, T>, key: string): T | undefined {
  const value = kept.get(key);
  if (value === undefined) return undefined;
  kept.delete(key);
  kept.set(key, value);
  return value;
}

/** Keeps `value` as the most recently used of at most `most`. */
function keep<T>(kept: Map<string, T>, key: string, value: T, most: number): void {
  if (kept.size >= most) kept.delete(kept.keys().next().value!);
  kept.set(key, value);
}

/**
 * What a candidate's status becomes after a filter: `next[status]` (unchanged) if it passes,
 * `next[256 + status]` if not: `fails` if it had failed nothing yet, else OUT. Looked up rather than
 * branched on, so a column where candidates pass and fail at random costs no mispredicted branch
 * (a filter's pass over 1,000,000 candidates took 4-5 ms with the branch).
 */
function statusAfter(fails: number): Uint8Array {
  const next = new Uint8Array(512);
  for (let status = 0; status < 256; status++) {
    next[status] = status;
    next[256 + status] = status === PASSES ? fails : OUT;
  }
  return next;
}

/** Marks the slots whose code `flags` does not flag (1 flags) as `next` (see statusAfter) says. */
function failCodes(
  values: Uint8Array | Uint16Array | Uint32Array,
  flags: Uint8Array,
  status: Uint8Array,
  next: Uint8Array,
) {
  for (let slot = 0; slot < status.length; slot++)
    status[slot] = next[((flags[values[slot]!]! ^ 1) << 8) | status[slot]!]!;
}

/**
 * Adds `delta` to `counts[offset + code]` for the code of each slot in `slots`, `codes` codes in
 * all. Neighbours often share a code, and an add to the counter just added to waits for that add:
 * four counters per code, taken in turn and summed at the end, make the pass a third faster.
 */
function tallyCodes(
  values: Uint8Array | Uint16Array | Uint32Array,
  slots: Int32Array,
  counts: Int32Array,
  offset: number,
  codes: number,
  delta: number,
): void {
  const ways = new Int32Array(4 * codes);
  const end = slots.length - 3;
  let i = 0;
  for (; i < end; i += 4) {
    ways[values[slots[i]!]!]!++;
    ways[codes + values[slots[i + 1]!]!]!++;
    ways[2 * codes + values[slots[i + 2]!]!]!++;
    ways[3 * codes + values[slots[i + 3]!]!]!++;
  }
  for (; i < slots.length; i++) ways[values[slots[i]!]!]!++;
  for (let code = 0; code < codes; code++)
    counts[offset + code]! +=
      delta * (ways[code]! + ways[codes + code]! + ways[2 * codes + code]! + ways[3 * codes + code]!);
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

/** Negative when (key x, id a) comes before (key y, id b): by key, NaN last, then by id. */
function compareKeys(x: number, a: number, y: number, b: number): number {
  if (x < y) return -1;
  if (x > y) return 1;
  if (x !== y) {
    // One of them is NaN: it goes last.
    if (x === x) return -1;
    if (y === y) return 1;
  }
  return a - b;
}

/**
 * The first `limit` slots by key (NaN last) then id, kept in a heap whose root is the worst kept: a
 * slot that does not beat the root costs one key and one comparison.
 */
class TopSlots {
  private readonly slots: number[] = [];
  private readonly keys: number[] = [];

  constructor(
    private readonly limit: number,
    private readonly ids: Int32Array,
  ) {}

  /** Keeps `slot`, whose sort key is `key`, if it is among the first `limit` offered so far. */
  offer(slot: number, key: number): void {
    if (this.limit === 0) return;
    const { slots, keys } = this;
    if (slots.length < this.limit) {
      slots.push(slot);
      keys.push(key);
      for (let i = slots.length - 1; i > 0;) {
        const parent = (i - 1) >> 1;
        if (!this.worse(i, parent)) break;
        this.swap(i, parent);
        i = parent;
      }
      return;
    }
    // Most slots of a long list come after the worst kept by key alone.
    const worst = keys[0]!;
    if (key > worst || (key !== key && worst === worst)) return;
    if (compareKeys(key, this.ids[slot]!, worst, this.ids[slots[0]!]!) >= 0) return;
    slots[0] = slot;
    keys[0] = key;
    for (let i = 0; ;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let worst = i;
      if (left < slots.length && this.worse(left, worst)) worst = left;
      if (right < slots.length && this.worse(right, worst)) worst = right;
      if (worst === i) break;
      this.swap(worst, i);
      i = worst;
    }
  }

  /** Whether the kept candidate at heap position i comes after the one at j. */
  private worse(i: number, j: number): boolean {
    const { slots, keys, ids } = this;
    return compareKeys(keys[i]!, ids[slots[i]!]!, keys[j]!, ids[slots[j]!]!) > 0;
  }

  private swap(i: number, j: number): void {
    const { slots, keys } = this;
    const slot = slots[i]!;
    const key = keys[i]!;
    slots[i] = slots[j]!;
    keys[i] = keys[j]!;
    slots[j] = slot;
    keys[j] = key;
  }

  /** The kept candidates' ids, best first. */
  sorted(): number[] {
    const order = this.slots.map((_, i) => i);
    order.sort((i, j) =>
      compareKeys(this.keys[i]!, this.ids[this.slots[i]!]!, this.keys[j]!, this.ids[this.slots[j]!]!),
    );
    return order.map((i) => this.ids[this.slots[i]!]!);
  }
}
