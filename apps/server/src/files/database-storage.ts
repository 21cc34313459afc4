import { Readable } from 'node:stream';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { storedFiles } from '../db/schema/index.js';
import { isFileKey, newFileKey, type FileStorage, type NewFileInfo, type StoredFileInfo } from './storage.js';

/** Keys read per statement while listing: the prune job walks every old file without holding them all. */
const LIST_PAGE = 1_000;

/**
 * Files as rows of `stored_files` (docs/decisions/025): the shared default of a cluster on
 * PostgreSQL without object storage. `db` is the owner connection: a file is stored at once, outside
 * the request's transaction, as on disk, and the callers already delete what a rolled-back write left.
 */
export function createDatabaseFileStorage(db: Database): FileStorage {
  return {
    async put(bytes, info) {
      const key = newFileKey();
      await db.insert(storedFiles).values({
        key,
        companyId: info.companyId,
        info: info satisfies NewFileInfo,
        size: bytes.byteLength,
        bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      });
      return key;
    },

    async get(key) {
      if (!isFileKey(key)) return null;
      const [row] = await db.select().from(storedFiles).where(eq(storedFiles.key, key));
      if (!row) return null;
      const info: StoredFileInfo = {
        ...(row.info as NewFileInfo),
        size: row.size,
        createdAt: row.createdAt.toISOString(),
      };
      return { info, body: Readable.from([row.bytes]) };
    },

    async delete(key) {
      if (!isFileKey(key)) return;
      await db.delete(storedFiles).where(eq(storedFiles.key, key));
    },

    async *keysOlderThan(before) {
      // Keyset pages: the prune job deletes among the keys already answered, which an offset would skip over.
      let after = '';
      for (;;) {
        const rows = await db
          .select({ key: storedFiles.key })
          .from(storedFiles)
          .where(and(lt(storedFiles.createdAt, before), gt(storedFiles.key, after)))
          .orderBy(storedFiles.key)
          .limit(LIST_PAGE);
        for (const row of rows) yield row.key;
        if (rows.length < LIST_PAGE) return;
        after = rows.at(-1)!.key;
      }
    },
  };
}
