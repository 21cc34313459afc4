import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Who may download a stored file. `public`: anyone holding its unguessable key (logos, shown in the
 * header and to observers, who are not company members); `company`: only members of the owning company
 * whom the row naming the file allows (a report, a CV file: files/file.rest.ts).
 */
export type FileAccess = 'public' | 'company';

/** What is kept beside a file's bytes; the download headers come from it, never from the bytes. */
export interface StoredFileInfo {
  /** The Content-Type from the allowed-types table of the type the content was verified as. */
  contentType: string;
  /** The sanitised name the file is downloaded as. */
  fileName: string;
  size: number;
  companyId: number;
  access: FileAccess;
  /** Images may be shown in the page; everything else is downloaded as an attachment. */
  inline: boolean;
  createdAt: string;
}

export type NewFileInfo = Omit<StoredFileInfo, 'size' | 'createdAt'>;

export interface StoredFile {
  info: StoredFileInfo;
  body: Readable;
}

/** Where uploaded files live: a local folder by default; object storage implements the same interface. */
export interface FileStorage {
  /** Stores the bytes under a new random key and answers the key. */
  put(bytes: Uint8Array, info: NewFileInfo): Promise<string>;
  /** The file and its info, or null when the key is malformed or unknown. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes a file; an unknown key is not an error. */
  delete(key: string): Promise<void>;
  /** The keys of every file stored before `before`: what the prune job (files/file-prune.ts) looks at. */
  keysOlderThan(before: Date): AsyncIterable<string>;
}

/** 24 random bytes in base64url: 192 bits, so a public key cannot be guessed or enumerated. */
const KEY_BYTES = 24;
const KEY_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export const isFileKey = (key: string): boolean => KEY_PATTERN.test(key);

export const newFileKey = (): string => randomBytes(KEY_BYTES).toString('base64url');

/** The download path of a stored file, as saved in columns such as companies.logo_url. */
export const fileUrl = (key: string): string => `/files/${key}`;

/** The key of a `/files/<key>` address written by fileUrl; null for anything else (seeded or external addresses). */
export function fileKeyFromUrl(url: string | null | undefined): string | null {
  const key = url?.startsWith('/files/') ? url.slice('/files/'.length) : null;
  return key && isFileKey(key) ? key : null;
}

/**
 * Files under `dir`, each as `<key>` (the bytes) and `<key>.json` (its info). Keys are random and
 * checked against their pattern before any path is built, so no client text ever reaches the disk.
 */
export function createLocalFileStorage(dir: string): FileStorage {
  const paths = (key: string) => ({ body: join(dir, key), info: join(dir, `${key}.json`) });
  let ready: Promise<unknown> | undefined;

  return {
    async put(bytes, info) {
      ready ??= mkdir(dir, { recursive: true, mode: 0o700 });
      await ready;
      const key = newFileKey();
      const path = paths(key);
      const stored: StoredFileInfo = { ...info, size: bytes.byteLength, createdAt: new Date().toISOString() };
      // The info is written last: a file without it is never served, so a crash in between leaves nothing readable.
      await writeFile(path.body, bytes, { flag: 'wx', mode: 0o600 });
      try {
        await writeFile(path.info, JSON.stringify(stored), { flag: 'wx', mode: 0o600 });
      } catch (error) {
        await rm(path.body, { force: true });
        throw error;
      }
      return key;
    },

    async get(key) {
      if (!isFileKey(key)) return null;
      const path = paths(key);
      let info: StoredFileInfo;
      try {
        info = JSON.parse(await readFile(path.info, 'utf8')) as StoredFileInfo;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      // Opened before answering, so a file deleted meanwhile is a 404 rather than a stream failing mid-response.
      const handle = await open(path.body, 'r').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      return handle ? { info, body: handle.createReadStream() } : null;
    },

    async delete(key) {
      if (!isFileKey(key)) return;
      const path = paths(key);
      await rm(path.info, { force: true });
      await rm(path.body, { force: true });
    },

    async *keysOlderThan(before) {
      const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      for (const name of names) {
        const key = name.endsWith('.json') ? name.slice(0, -'.json'.length) : null;
        if (!key || !isFileKey(key)) continue;
        const info = await readFile(join(dir, name), 'utf8').then(
          (text) => JSON.parse(text) as StoredFileInfo,
          () => null,
        );
        if (info && new Date(info.createdAt) < before) yield key;
      }
    },
  };
}
