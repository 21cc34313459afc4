import { sql, type SQL } from 'drizzle-orm';
import { SHORTLIST_FEELINGS } from '@terna/domain';
import type { RequestContext } from '../../../context.js';
import { queryRows, type Database, type DatabaseHandle } from '../../../db/client.js';
import { rootOf } from '../../../db/tenant.js';
import { CandidateFacetIndex, FACT_COLUMNS, type CandidateFactColumns, type NameColumn } from './columnar-index.js';
import { NextRun } from './next-run.js';
import { SavedIndexes, type SavedHeader, type Snapshot } from './saved-indexes.js';

/**
 * The candidate list's facet indexes of one server node, one per process, kept fresh from the
 * database (docs/decisions/006). Triggers write a marker (process, candidate, writing transaction)
 * for every change a list filter reads. An index remembers the snapshot it last synced with: the
 * transactions still running then (xip) and the first not yet started (xmax). A transaction with
 * another id had finished, so the index holds its changes; markers of the others may be new. A
 * request checks for such markers in the statement it runs anyway (`probe`); when there are some,
 * one sync at a time per process reads them with a new snapshot, re-reads those candidates and
 * patches the index. So a write committed before a request is in its answer, whichever node wrote.
 */

export interface FacetStoreOptions {
  /** Memory for every index of this node; least recently used processes are dropped beyond it. */
  maxBytes: number;
  /** A process unused this long is dropped. */
  idleMs: number;
  /** How often this node deletes markers older than `keepChangesMs`. */
  pruneEveryMs: number;
  keepChangesMs: number;
  /** Candidates per statement of a full load. */
  loadPart: number;
  /**
   * Processes with more candidates are not answered by SQL while their index loads, where the
   * request can give its connection back meanwhile (PostgreSQL): they wait for the load, up to
   * `loadWaitMs`. By SQL such a page takes longer than the load (50 s at 1,000,000 candidates here),
   * and the requests sharing its answer hold their pooled connections until it comes, so 32 people
   * opening a million-candidate list at once left the pool to none else. From about 50,000 the SQL
   * answers (2-3.5 s at 100,000) take as long as the load and share the two cores with it: 32 people
   * on a cold 100,000-candidate list waited 7-8 s at p95 for SQL, 4.5 s for the load (decision 040).
   */
  sqlAnswerMost: number;
  loadWaitMs: number;
}

/**
 * The connection full loads read on (docs/decisions/040): on PostgreSQL a pool of its own, so a load
 * never holds the requests' connections; on PGlite its one connection, whose statements queue
 * between the requests' transactions.
 */
export type IndexLoader = Database;

/** Search texts whose folded form a node remembers. */
const FOLDED_TEXTS = 1000;

const DEFAULTS: FacetStoreOptions = {
  maxBytes: 256 * 1024 * 1024,
  idleMs: 15 * 60_000,
  pruneEveryMs: 10 * 60_000,
  keepChangesMs: 60 * 60_000,
  loadPart: 20_000,
  sqlAnswerMost: 50_000,
  loadWaitMs: 60_000,
};

interface Entry {
  processId: number;
  companyId: number;
  index: CandidateFacetIndex | null;
  synced: Snapshot;
  bytes: number;
  usedAt: number;
  dropped: boolean;
  syncs: NextRun<void>;
  /** The full load building this process's index in the background, if one is. */
  loading: Promise<void> | null;
  /** When the index was last saved to disk, and last patched (ms since the epoch; 0: never). */
  savedAt: number;
  changedAt: number;
  /** The save writing it to disk now, if one is. */
  saving: Promise<void> | null;
}

/** Where a node logs its index loads. */
export interface IndexLog {
  info(details: object, message: string): void;
}

/** A patched index is saved again this long after its last save at the soonest. */
const RESAVE_MS = 60_000;

/** What a request asks, in its own statement, about the index it is about to read. */
export interface Probe {
  /** Columns for that statement's select list: `stale` and the statement's snapshot (a ProbeResult). */
  columns: SQL;
  /** Whether it checks an index this node holds (else `stale` is plainly true): the statement's text differs by it. */
  held: boolean;
  entry: Entry | undefined;
}

export interface ProbeResult {
  /** True when the index may lack a change committed before the statement. */
  stale: boolean;
  xmax: string;
  xip: string[];
}

const SNAPSHOT = sql`pg_snapshot_xmax(pg_current_snapshot())::text as xmax, array(select x::text from pg_snapshot_xip(pg_current_snapshot()) x) as xip`;
/**
 * Whether the statement's transaction has written. A sync runs in the request's transaction (row-level
 * security applies to it, and PGlite has no other connection), and an index shared by every request
 * must hold committed rows only: a write of this transaction may yet roll back, leaving no marker.
 */
const WROTE = sql`pg_current_xact_id_if_assigned() is not null as wrote`;
function refuseOwnWrites(row: { wrote: boolean }): void {
  if (row.wrote)
    throw new Error(
      'The candidate index cannot sync in a transaction that has written: read the list in a request of its own',
    );
}
const snapshotOf = (row: { xmax: string; xip: string[] }): Snapshot => ({
  xmax: Number(row.xmax),
  xip: row.xip.map(Number),
});
/**
 * Markers of transactions that had not finished at `synced`. They all lie at or above the oldest of
 * those: that bound makes one range of the (process_id, xid) index whatever plan a prepared statement
 * gets (with the OR alone, the generic plan read every marker of the process: 170,000 after a bulk
 * load, 45 ms a request for the markers' hour).
 */
const unseen = (processId: number, synced: Snapshot) =>
  sql`m.process_id = ${processId} and m.xid >= ${Math.min(synced.xmax, ...synced.xip)}
    and (m.xid >= ${synced.xmax} or m.xid = any(${`{${synced.xip.join(',')}}`}::bigint[]))`;
/**
 * True when markers of the process that the index needs may be gone: pruned from the process
 * (candidate_list_pruned), or from every process by a truncation (candidate_list_sync).
 */
const pruned = (processId: number, synced: Snapshot) => {
  const oldest = Math.min(synced.xmax, ...synced.xip);
  return sql`((select pruned_through from candidate_list_sync) >= ${oldest}
    or exists (select 1 from candidate_list_pruned p where p.process_id = ${processId} and p.pruned_through >= ${oldest}))`;
};

/** Which of the process's candidates a facts statement reads. */
type FactsOf =
  /** Those whose ids these are: the changed candidates of a sync. */
  | { ids: number[] }
  /** Those whose person id is in [from, to): a range of a full load (no `to`: to the end). */
  | { from: number; to: number | undefined };

/**
 * The facts of the process's candidates that `of` selects, as one JSON array per column: JSON parses
 * far faster than 100,000 rows of 26 values.
 */
function factsStatement(processId: number, companyId: number, of: FactsOf): SQL {
  // A load's range bounds the persons too, though the join implies it: the planner then reads that
  // range of both keys, where it hash-joined a scan of the whole table for each range (at 1,000,000
  // candidates, fifty ranges each reading a million process persons and persons).
  const which =
    'ids' in of
      ? sql`pp.id = any(${`{${of.ids.join(',')}}`}::int[])`
      : sql`pp.person_id >= ${of.from} and pe.id >= ${of.from}${of.to === undefined ? sql`` : sql` and pp.person_id < ${of.to} and pe.id < ${of.to}`}`;
  // Feelings and tags by index lookups per candidate: the planner cannot know how many candidates
  // `which` gives, and grouping them first went quadratic when it guessed few.
  return sql`with f as (
      select pp.id, pp.evaluations_status as "personEvaluationsStatus",
        coalesce((select f.feeling from feelings f where f.process_person_id = pp.id
          order by case f.feeling when 'YES' then 1 when 'MAYBE' then 2 else 3 end limit 1), 'NO_FEELING') as "feelings",
        coalesce(pp.trust_code, 'PENDING') as "trust", coalesce(h.status = 'ACTIVE', false) as "hired",
        pe.gender as "gender", pe.marital_status as "maritalStatus", pl.uuid as "place", pl.name as "placeName",
        cv.industry as "industry", cv.area_experience as "areaExperience", cv.sub_experience as "subExperience", cv.education as "education",
        cv.institution as "institution", cv.last_company as "company", cv.skills as "skill", cv.languages as "language",
        array(select t.code from person_tags t where t.process_person_id = pp.id) as "tags",
        array(select f.observer_id::text from feelings f where f.process_person_id = pp.id and f.observer_id is not null
          and f.feeling = any(${`{${SHORTLIST_FEELINGS.join(',')}}`}::text[])) as "likedBy",
        array(select r.component_type || ':' || r.status from component_results r where r.process_person_id = pp.id
          and r.status in ('SUCCESS', 'REJECT')) as "verdicts",
        cv.salary_amount as "salary", pe.birth_date - date '1970-01-01' as "birthDay", pp.composed_score as "composedScore", pp.ranking as "ranking",
        (extract(epoch from pp.created_at) * 1000000)::bigint as "createdAt", pe.first_name as "firstName", pe.last_name as "lastName",
        immutable_unaccent(lower(pe.first_name || ' ' || pe.last_name || ' ' || coalesce(pe.email, '') || ' ' || coalesce(pe.identification, ''))) as "searchText"
      from process_persons pp join persons pe on pe.id = pp.person_id
        left join curricula cv on cv.person_id = pp.person_id left join places pl on pl.id = pe.place_id
        left join hires h on h.process_person_id = pp.id
      where pp.process_id = ${processId} and pp.company_id = ${companyId} and ${which})
    select case when count(*) = 0 then null else json_build_object(${sql.join(
      FACT_COLUMNS.map((name) => sql`${sql.raw(`'${name}'`)}, json_agg(f.${sql.identifier(name)})`),
      sql`, `,
    )}) end as facts from f`;
}

export class CandidateFacetStore {
  private readonly options: FacetStoreOptions;
  /** In least recently used order. */
  private readonly entries = new Map<number, Entry>();
  private bytes = 0;
  private prunedAt = Date.now();
  /** Search texts folded by the database: the function is immutable, so they never change. */
  private readonly folded = new Map<string, string | null>();
  private loader: IndexLoader | null = null;
  private saved: SavedIndexes | null = null;
  private savedReady: Promise<void> | null = null;
  private log: IndexLog | null = null;
  private readonly answers = new Map<string, NextRun<unknown>>();

  constructor(options: Partial<FacetStoreOptions> = {}) {
    this.options = { ...DEFAULTS, ...options };
  }

  /** Memory held by this node's indexes (an estimate). */
  get heldBytes(): number {
    return this.bytes;
  }

  /** Processes whose index this node holds, least recently used first. */
  get processIds(): number[] {
    return [...this.entries.keys()];
  }

  /**
   * The check a request runs in its own statement before `fresh` (one round trip fewer). The
   * entry is only the caller's company's: no other company's index is read before that statement
   * has checked the process.
   */
  probe(processId: number, companyId: number): Probe {
    const found = this.entries.get(processId);
    const entry = found?.companyId === companyId ? found : undefined;
    if (!entry?.index) return { columns: sql`true as stale, ${SNAPSHOT}`, held: false, entry };
    const stale = sql`(exists (select 1 from candidate_list_changes m where ${unseen(processId, entry.synced)}) or ${pruned(processId, entry.synced)})`;
    return { columns: sql`${stale} as stale, ${SNAPSHOT}`, held: true, entry };
  }

  /**
   * The process's index with every change committed before the probe's statement, or null while it
   * is not ready here: never loaded, its load still running, or a bulk change made it reload. A null
   * starts that load in the background, on the loader's connection; the caller answers by SQL
   * meanwhile (docs/decisions/040). The caller has checked, in the probe's statement, that the
   * process belongs to `companyId`.
   */
  async fresh(
    db: Database,
    processId: number,
    companyId: number,
    probe: Probe,
    result: ProbeResult,
  ): Promise<CandidateFacetIndex | null> {
    let entry = this.entries.get(processId);
    if (entry && entry.companyId !== companyId) {
      this.drop(entry);
      entry = undefined;
    }
    if (!entry) {
      entry = {
        processId,
        companyId,
        index: null,
        synced: { xmax: 0, xip: [] },
        bytes: 0,
        usedAt: 0,
        dropped: false,
        syncs: new NextRun<void>(),
        loading: null,
        savedAt: 0,
        changedAt: 0,
        saving: null,
      };
      this.entries.set(processId, entry);
    }
    this.used(db, entry);
    if (entry.index && probe.entry === entry && !result.stale) {
      this.confirmed(db, probe, result);
      return entry.index;
    }
    if (entry.index) await this.sync(db, entry);
    if (!entry.index) this.load(db, entry);
    return entry.index;
  }

  /**
   * Drops the process's index from this node, and its saved copy unless `keepSaved` (the bench's
   * loads from the database and from the saved copy).
   */
  async forget(processId: number, keepSaved = false): Promise<void> {
    const entry = this.entries.get(processId);
    if (!entry) return;
    this.drop(entry);
    await entry.loading;
    await entry.saving;
    await this.savedReady;
    if (!keepSaved) await this.saved?.remove(processId, entry.companyId);
  }

  /** Whether this node is building the process's index now. */
  loading(processId: number): boolean {
    return Boolean(this.entries.get(processId)?.loading);
  }

  /** Resolves once no load of the process, nor the save it started, runs on this node (for tests and the bench). */
  async loaded(processId: number): Promise<void> {
    const entry = this.entries.get(processId);
    await entry?.loading;
    // The save a load starts too: until it ends, the folder holds its partial file.
    await entry?.saving;
  }

  /** Whether a process of `candidates` should wait for its index rather than be answered by SQL (see FacetStoreOptions). */
  waitsForLoad(candidates: number): boolean {
    return candidates > this.options.sqlAnswerMost;
  }

  /**
   * Resolves once this node holds the process's index (true), or when no load of it runs or
   * `loadWaitMs` has passed (false).
   */
  async heldWithin(processId: number): Promise<boolean> {
    const entry = this.entries.get(processId);
    if (!entry?.loading) return Boolean(entry?.index);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, this.options.loadWaitMs)));
    await Promise.race([entry.loading, late]);
    clearTimeout(timer);
    return Boolean(entry.index) && !entry.dropped;
  }

  /** Full loads read through `loader` (see IndexLoader) from now on; with null, on the owner connection. */
  useLoader(loader: IndexLoader | null): void {
    this.loader = loader;
  }

  get currentLoader(): IndexLoader | null {
    return this.loader;
  }

  /** Indexes are saved to and read from `saved` once it resolves (docs/decisions/041); with null, never. */
  useSavedIndexes(saved: Promise<SavedIndexes> | null, log: IndexLog | null = null): void {
    this.log = log;
    this.saved = null;
    // A database without saved indexes (its id unreadable) still loads them from its tables.
    const ready: Promise<void> | null = saved
      ? saved.then(
          (files) => {
            if (this.savedReady === ready) this.saved = files;
          },
          () => undefined,
        )
      : null;
    this.savedReady = ready;
  }

  /**
   * Records that a request read the probe's index, which its statement found up to date: the
   * index holds every change committed before that statement's snapshot, so later syncs start
   * there (without this, an index read for hours with no change to its process would keep an old
   * snapshot, and reload in full once markers that old are pruned).
   */
  confirmed(db: Database, probe: Probe, result: ProbeResult): void {
    if (result.stale || !probe.entry) return;
    probe.entry.synced = snapshotOf(result);
    this.used(db, probe.entry);
  }

  private used(db: Database, entry: Entry): void {
    if (!entry.dropped) {
      // Last in the map: the most recently used.
      this.entries.delete(entry.processId);
      this.entries.set(entry.processId, entry);
    }
    entry.usedAt = Date.now();
    this.evict(entry);
    this.prune(db);
    this.save(entry);
  }

  /**
   * Saves the index in the background when it changed since its last save (at most once a minute),
   * or when that save is half as old as the markers kept: a restart catches up from a saved index
   * only while the markers since are all there.
   */
  private save(entry: Entry): void {
    const saved = this.saved;
    const index = entry.index;
    if (!saved || !index || entry.saving || entry.dropped) return;
    const now = Date.now();
    const age = now - entry.savedAt;
    if (!(entry.changedAt > entry.savedAt && age >= RESAVE_MS) && age < this.options.keepChangesMs / 2) return;
    entry.savedAt = now;
    entry.saving = saved
      .save(entry.processId, entry.companyId, index, entry.synced)
      .catch((error: unknown) => this.log?.info({ processId: entry.processId, error }, 'candidate index not saved'))
      .finally(() => {
        entry.saving = null;
      });
  }

  /** A search text as the database folded it before (unaccent, lower), or undefined when not known. */
  foldedText(text: string): string | null | undefined {
    return this.folded.get(text);
  }

  rememberFolded(text: string, folded: string | null): void {
    if (this.folded.size >= FOLDED_TEXTS) this.folded.clear();
    this.folded.set(text, folded);
  }

  /**
   * Makes sure `index` can sort by `column`: ranks its names in the database's collation, as
   * written or (`folded`) lower-cased and unaccented.
   */
  async rankNames(db: Database, index: CandidateFacetIndex, column: NameColumn, folded = false): Promise<void> {
    const names = index.namesToRank(column, folded);
    if (!names) return;
    const [row] = await queryRows<{ ranks: number[] }>(
      db,
      sql`select coalesce(json_agg(r.rank order by r.position), '[]') as ranks from (
        select u.position, dense_rank() over (order by ${folded ? sql`immutable_unaccent(lower(u.name))` : sql`u.name`}) as rank
        from json_array_elements_text(${JSON.stringify(names)}::json) with ordinality as u (name, position)) r`,
    );
    index.setNameRanks(column, Uint32Array.from(row!.ranks), folded);
  }

  /**
   * For views SQL can answer too (the shortlist, the dashboard; docs/decisions/038): the process's
   * index with every change committed before this call, and the row of `columns` read by the
   * statement that checked it. Null when this node holds no index of the process (never loaded, its
   * first load still running, dropped for the memory budget or idleness), or when it must catch up
   * in a transaction that has written: the caller answers by SQL, and loads nothing (a bulk change
   * found while catching up starts a reload, as for the list). The caller has
   * checked that the process belongs to `companyId`.
   */
  async held<T extends object>(
    db: Database,
    processId: number,
    companyId: number,
    columns?: SQL,
  ): Promise<{ index: CandidateFacetIndex; row: T } | null> {
    const probe = this.probe(processId, companyId);
    if (!probe.held) return null;
    const [row] = await queryRows<T & ProbeResult & { wrote: boolean }>(
      db,
      sql`select ${probe.columns}, ${WROTE}${columns ? sql`, ${columns}` : sql``}`,
    );
    if (row!.stale && row!.wrote) return null;
    const index = await this.fresh(db, processId, companyId, probe, row!);
    return index && { index, row: row! };
  }

  /**
   * Deletes markers older than `olderThanMs` and records how far for each process they were of, so an
   * index of that process that synced before then reloads; other processes' saved indexes stay good.
   */
  async pruneNow(db: Database, olderThanMs = this.options.keepChangesMs): Promise<void> {
    await db.execute(sql`with gone as (
        delete from candidate_list_changes where changed_at < now() - make_interval(secs => ${olderThanMs / 1000})
        returning process_id, xid)
      insert into candidate_list_pruned (process_id, pruned_through)
        select process_id, max(xid) from gone group by process_id
      on conflict (process_id) do update
        set pruned_through = greatest(candidate_list_pruned.pruned_through, excluded.pruned_through)`);
  }

  /**
   * Whether a saved index is behind its process: a candidate changed since it was saved, markers it
   * would need were pruned, or the process is gone. On the owner connection: the markers are every
   * company's.
   */
  async savedIndexBehind(root: Database, { processId, companyId, synced }: SavedHeader): Promise<boolean> {
    const [row] = await queryRows<{ behind: boolean }>(
      root,
      sql`select exists (select 1 from candidate_list_changes m where ${unseen(processId, synced)})
        or ${pruned(processId, synced)}
        or not exists (select 1 from processes where id = ${processId} and company_id = ${companyId}) as behind`,
    );
    return row!.behind;
  }

  /**
   * Runs a sync that starts after this call: one already running may have read its markers before
   * a write this caller expects to see. Callers that arrive during a sync share the next one, and
   * one sync at a time patches an index, in the order they read the database.
   */
  private sync(db: Database, entry: Entry): Promise<void> {
    return entry.syncs.next(() => this.update(db, entry));
  }

  /**
   * The SQL answer to `key` (a process, its company and a query) for a request that began before
   * this call: requests asking the same together share one statement (with 32 people opening a cold
   * process's list at once, one runs instead of 32). A shared statement starts after every request
   * that shares it began, so it sees every write committed before any of them (NextRun).
   */
  sharedAnswer<T>(key: string, run: () => Promise<T>): Promise<T> {
    let runs = this.answers.get(key) as NextRun<T> | undefined;
    if (!runs) {
      runs = new NextRun<T>();
      this.answers.set(key, runs as NextRun<unknown>);
    }
    const answer = runs.next(run);
    const done = runs;
    void answer
      .catch(() => undefined)
      .then(() => {
        if (done.idle && this.answers.get(key) === done) this.answers.delete(key);
      });
    return answer;
  }

  /**
   * Patches the index with the candidates changed since it last synced. More changed candidates than
   * a load part (a bulk write), or markers it needed pruned: it drops the index instead, and the
   * caller starts a full load.
   */
  private async update(db: Database, entry: Entry): Promise<void> {
    const index = entry.index;
    if (!index) return;
    const [row] = await queryRows<{ xmax: string; xip: string[]; wrote: boolean; pruned: boolean; changed: number[] }>(
      db,
      sql`select ${SNAPSHOT}, ${WROTE}, ${pruned(entry.processId, entry.synced)} as pruned,
        array(select distinct m.process_person_id from candidate_list_changes m where ${unseen(entry.processId, entry.synced)}) as changed`,
    );
    refuseOwnWrites(row!);
    if (entry.index !== index) return;
    // A snapshot ahead of the database's: a saved index of a database restored from a copy since.
    const ahead = Number(row!.xmax) < entry.synced.xmax;
    if (row!.pruned || ahead || row!.changed.length > this.options.loadPart) {
      entry.index = null;
      this.account(entry);
      // Its saved copy would only be read to be dropped again.
      await this.saved?.remove(entry.processId, entry.companyId);
      return;
    }
    if (row!.changed.length > 0) {
      entry.changedAt = Date.now();
      const part = await this.facts(db, entry, { ids: row!.changed });
      const found = new Set(part?.id ?? []);
      index.remove(row!.changed.filter((id) => !found.has(id)));
      if (part) index.upsert(part);
    }
    entry.synced = snapshotOf(row!);
    this.account(entry);
  }

  /** Starts the process's full load in the background, unless one runs. */
  private load(db: Database, entry: Entry): void {
    if (entry.loading || entry.dropped) return;
    // A failed load leaves no index: the next request starts another, and SQL answers meanwhile.
    entry.loading = this.fullLoad(this.loader ?? rootOf(db), entry)
      .catch(() => undefined)
      .finally(() => {
        entry.loading = null;
      });
  }

  /**
   * Reads the process once, in ranges of its (process, person) key: the first statement takes the
   * snapshot later syncs start from and the first key of every range (one pass over that index);
   * then two ranges at a time, so the database reads one while this node parses the other. A
   * candidate changed after the snapshot is read again by the next sync, so the ranges need not
   * share one transaction.
   */
  private async fullLoad(loader: IndexLoader, entry: Entry): Promise<void> {
    const started = performance.now();
    if (await this.restore(loader, entry)) {
      this.logLoad(entry, 'saved', started);
      return;
    }
    const { processId, companyId } = entry;
    const part = this.options.loadPart;
    const [row] = await queryRows<{ xmax: string; xip: string[]; count: number; starts: number[] }>(
      loader,
      sql`select ${SNAPSHOT}, count(*)::int as count,
          coalesce(array_agg(k.person_id order by k.person_id) filter (where k.n % ${part} = 1), '{}') as starts
        from (select person_id, row_number() over (order by person_id) as n
          from process_persons where process_id = ${processId} and company_id = ${companyId}) k`,
    );
    const { count, starts } = row!;
    const index = new CandidateFacetIndex(count);
    const range = (i: number): FactsOf => ({ from: starts[i]!, to: starts[i + 1] });
    for (let first = 0; first < starts.length; first += 2) {
      const parts = await Promise.all(
        [first, first + 1].filter((i) => i < starts.length).map((i) => this.facts(loader, entry, range(i))),
      );
      if (entry.dropped) return;
      for (const facts of parts) if (facts) index.upsert(facts);
    }
    entry.index = index;
    entry.synced = snapshotOf(row!);
    entry.savedAt = 0;
    this.account(entry);
    this.logLoad(entry, 'database', started);
    this.save(entry);
  }

  /**
   * Takes the process's saved index, if this node has one, and catches it up with the markers
   * since it was saved; false when there is none, or it is too old or too far behind (a bulk change
   * since): then the caller reads the process.
   */
  private async restore(loader: IndexLoader, entry: Entry): Promise<boolean> {
    await this.savedReady;
    const saved = await this.saved?.read(entry.processId, entry.companyId);
    if (!saved || entry.dropped) return false;
    entry.index = saved.index;
    entry.synced = saved.synced;
    entry.savedAt = Date.now();
    // Requests that find it meanwhile catch it up too: one sync at a time.
    await this.sync(loader, entry);
    if (!entry.index) return false;
    this.account(entry);
    return true;
  }

  private logLoad(entry: Entry, source: 'saved' | 'database', started: number): void {
    this.log?.info(
      {
        processId: entry.processId,
        candidates: entry.index?.size,
        source,
        ms: Math.round(performance.now() - started),
      },
      'candidate index loaded',
    );
  }

  private async facts(db: Database, entry: Entry, of: FactsOf): Promise<CandidateFactColumns | null> {
    const [row] = await queryRows<{ facts: CandidateFactColumns | null }>(
      db,
      factsStatement(entry.processId, entry.companyId, of),
    );
    return row!.facts;
  }

  private account(entry: Entry): void {
    if (entry.dropped) return;
    const bytes = entry.index?.bytes ?? 0;
    this.bytes += bytes - entry.bytes;
    entry.bytes = bytes;
    this.evict(entry);
  }

  private drop(entry: Entry): void {
    entry.dropped = true;
    this.entries.delete(entry.processId);
    this.bytes -= entry.bytes;
  }

  /** Drops idle processes, then the least recently used ones while over the budget; never `keep`. */
  private evict(keep: Entry): void {
    const idleSince = Date.now() - this.options.idleMs;
    // Map iteration survives deletion, and visits the least recently used first.
    for (const entry of this.entries.values()) {
      if (entry.usedAt >= idleSince && this.bytes <= this.options.maxBytes) break;
      if (entry !== keep) this.drop(entry);
    }
  }

  /**
   * Now and then, in the background, deletes old markers: on the owner connection, since the markers
   * are every company's and a request's transaction may have ended by the time this runs.
   */
  private prune(db: Database): void {
    if (Date.now() - this.prunedAt < this.options.pruneEveryMs) return;
    this.prunedAt = Date.now();
    this.pruneNow(rootOf(db)).catch(() => undefined);
    this.saved
      ?.prune(this.options.keepChangesMs, (header) => this.savedIndexBehind(rootOf(db), header))
      .catch(() => undefined);
  }
}

const stores = new WeakMap<object, CandidateFacetStore>();

/**
 * Gives the store of `database`'s node a loader of its own (IndexLoader): two connections, so two
 * ranges load at once. Returns what releases it when the app closes.
 */
export function startCandidateIndexLoader(
  database: DatabaseHandle,
  saving: { dir: string; log: IndexLog },
): () => Promise<void> {
  const store = candidateFacetStore(database.db);
  // Each connection reads one range at a time, so the two use both cores; PostgreSQL's parallel
  // workers on top only made them wait for each other (1,000,000 candidates: 18-20 s, 15-16.5 s without).
  const loader = database.openSideDatabase({
    maxConnections: 2,
    applicationName: 'terna-candidate-index',
    settings: '-c max_parallel_workers_per_gather=0',
  });
  store.useLoader(loader.db);
  store.useSavedIndexes(
    queryRows<{ id: string }>(loader.db, sql`select database_id as id from candidate_list_sync`).then(([row]) => {
      const saved = new SavedIndexes(saving.dir, row!.id);
      void saved
        .prune(DEFAULTS.keepChangesMs, (header) => store.savedIndexBehind(loader.db, header))
        .catch(() => undefined);
      return saved;
    }),
    saving.log,
  );
  return async () => {
    // Another app on the same pool (the bench's SQL timing) may have replaced it since.
    if (store.currentLoader === loader.db) store.useLoader(null);
    await loader.close();
  };
}

/** The store of the request's node, with the memory budget of its configuration. */
export const storeFor = (ctx: Pick<RequestContext, 'db' | 'config'>): CandidateFacetStore =>
  candidateFacetStore(ctx.db, { maxBytes: ctx.config.candidateIndexMb * 1024 * 1024 });

/**
 * The store for the database `db` talks to: one per connection pool (a server node), shared by
 * another Drizzle instance over the same pool and by every request's transaction on it, apart for
 * another database (tests, the bench).
 */
export function candidateFacetStore(db: Database, options: Partial<FacetStoreOptions> = {}): CandidateFacetStore {
  const root = rootOf(db);
  const client = (root as unknown as { $client?: object }).$client ?? root;
  let store = stores.get(client);
  if (!store) {
    store = new CandidateFacetStore(options);
    stores.set(client, store);
  }
  return store;
}
