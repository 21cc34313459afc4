import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { CandidateFacetIndex } from './columnar-index.js';

/** Transaction ids of a database snapshot: those below xmax and not in xip had finished. */
export interface Snapshot {
  xmax: number;
  xip: number[];
}

export interface SavedIndex {
  index: CandidateFacetIndex;
  /** The database snapshot the index held every change of when it was saved. */
  synced: Snapshot;
}

/** What a saved file says of itself, before the index's bytes. */
export interface SavedHeader {
  processId: number;
  companyId: number;
  /** The database snapshot the index held every change of when it was saved. */
  synced: Snapshot;
}

const SAVED = '.index';
const PARTIAL = '.writing';
/** A partial file this old has no writer left (a write takes seconds at a million candidates). */
const ABANDONED_MS = 60_000;
/** Far above any header's length (a snapshot's running transactions are its bulk). */
const MAX_HEADER_BYTES = 1 << 20;
/** The index's bytes start at a multiple of this, so its typed arrays can be read in place. */
const ALIGN = 8;

/**
 * Candidate indexes saved on this machine's disk (docs/decisions/041), one file per process of one
 * database: a restarted node reads the file and catches up from the change markers instead of
 * reading the whole process again. A file is written under another name, flushed to disk, then
 * renamed over the old one, so a node killed while writing leaves the older file (or none) and a
 * partial file no reader opens. Files are named by the database's id (candidate_list_sync), so
 * databases sharing a DATA_DIR never read each other's.
 */
export class SavedIndexes {
  constructor(
    private readonly dir: string,
    private readonly databaseId: string,
  ) {}

  /**
   * Saves the index as it is now. Its bytes are copied before the first await: a sync patching the
   * index meanwhile must not mix two versions in one file.
   */
  async save(processId: number, companyId: number, index: CandidateFacetIndex, synced: Snapshot): Promise<void> {
    const header = Buffer.from(JSON.stringify({ processId, companyId, synced }));
    const padded = Buffer.alloc(Math.ceil((4 + header.byteLength) / ALIGN) * ALIGN, ' ');
    padded.writeUInt32LE(padded.byteLength - 4, 0);
    header.copy(padded, 4);
    const bytes = Buffer.concat([padded, ...index.encode()]);
    await mkdir(this.dir, { recursive: true });
    const target = this.path(processId, companyId);
    const partial = `${target}.${process.pid}${PARTIAL}`;
    const file = await open(partial, 'w');
    try {
      await file.writeFile(bytes);
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(partial, target);
  }

  /** The process's saved index, or null when there is none or it cannot be read (then it is deleted). */
  async read(processId: number, companyId: number): Promise<SavedIndex | null> {
    const path = this.path(processId, companyId);
    let bytes: Buffer;
    try {
      bytes = await readFile(path);
    } catch {
      // None saved, or a folder this node cannot read: the database has it all.
      return null;
    }
    try {
      const length = bytes.readUInt32LE(0);
      const header = JSON.parse(bytes.subarray(4, 4 + length).toString()) as SavedHeader;
      if (header.processId !== processId || header.companyId !== companyId) throw new Error('another process');
      return { index: CandidateFacetIndex.decode(bytes.subarray(4 + length)), synced: header.synced };
    } catch {
      // Cut short or damaged (a disk error, a copy of another version): the database has it all.
      await this.remove(processId, companyId);
      return null;
    }
  }

  async remove(processId: number, companyId: number): Promise<void> {
    await rm(this.path(processId, companyId), { force: true });
  }

  /**
   * Deletes this database's saved indexes that `stale` says are behind their process (changed since,
   * or its markers pruned past them: a node would read the process again anyway, and a file must not
   * keep erased candidates' data), other databases' older than `othersOlderThanMs` (this node cannot
   * check them), and partial files nobody writes any more. A file whose process nobody changed stays:
   * a restart days later still reads it.
   */
  async prune(othersOlderThanMs: number, stale: (header: SavedHeader) => Promise<boolean>): Promise<void> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return;
    }
    const now = Date.now();
    for (const name of names) {
      const path = join(this.dir, name);
      if (name.endsWith(SAVED) && name.startsWith(`${this.databaseId}-`)) {
        const header = await readHeader(path);
        if (header === undefined) continue;
        if (header === null || (await stale(header))) await rm(path, { force: true });
        continue;
      }
      const limit = name.endsWith(PARTIAL) ? ABANDONED_MS : name.endsWith(SAVED) ? othersOlderThanMs : null;
      if (limit === null) continue;
      const modified = await stat(path).then(
        (found) => found.mtimeMs,
        () => now,
      );
      if (now - modified > limit) await rm(path, { force: true });
    }
  }

  private path(processId: number, companyId: number): string {
    return join(this.dir, `${this.databaseId}-${companyId}-${processId}${SAVED}`);
  }
}

/** The file's header; null when it cannot be read as one (damaged), undefined when the file is gone. */
async function readHeader(path: string): Promise<SavedHeader | null | undefined> {
  let file;
  try {
    file = await open(path, 'r');
  } catch {
    return undefined;
  }
  try {
    const head = Buffer.alloc(4);
    await file.read(head, 0, 4, 0);
    const length = head.readUInt32LE(0);
    // A header is a few hundred bytes: a larger length is damage, not a reason to allocate it.
    if (length > MAX_HEADER_BYTES) return null;
    const json = Buffer.alloc(length);
    const { bytesRead } = await file.read(json, 0, length, 4);
    if (bytesRead !== length) return null;
    const header = JSON.parse(json.toString()) as SavedHeader;
    return Number.isInteger(header.processId) && Array.isArray(header.synced?.xip) ? header : null;
  } catch {
    return null;
  } finally {
    await file.close();
  }
}
