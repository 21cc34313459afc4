import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { CreateBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.js';
import { createDatabaseFileStorage } from '../../src/files/database-storage.js';
import { createS3FileStorage, type S3Settings } from '../../src/files/s3-storage.js';
import { createLocalFileStorage, isFileKey, type FileStorage, type NewFileInfo } from '../../src/files/storage.js';
import { createFactories } from '../support/factories.js';
import { openTestDatabase } from '../support/test-database.js';

/**
 * The storage contract on every backend (docs/decisions/025): the local folder, PostgreSQL's
 * stored_files (on PGlite too: the same SQL), and S3 against s3rver, an S3-compatible server started here.
 */

let database: DatabaseHandle;
let companyId: number;
let s3rver: S3rver;
let s3Settings: S3Settings;
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'terna-storage-'));
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  database = await openTestDatabase();
  const { migrate } = await import('../../src/db/migrate.js');
  await migrate(database);
  companyId = (await createFactories(database.db).buildCompany()).id;
  s3rver = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: tempDir() });
  const { port } = await s3rver.run();
  s3Settings = {
    bucket: 'terna-files',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    prefix: 'test/',
    forcePathStyle: true,
  };
  const client = new S3Client({
    endpoint: s3Settings.endpoint,
    region: s3Settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await client.send(new CreateBucketCommand({ Bucket: s3Settings.bucket }));
  // An object Terna did not store, under its prefix: never served.
  await client.send(
    new PutObjectCommand({ Bucket: s3Settings.bucket, Key: `test/${'x'.repeat(32)}`, Body: 'foreign' }),
  );
  client.destroy();
});

afterAll(async () => {
  await s3rver?.close();
  await database?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const backends: [string, () => FileStorage][] = [
  ['local folder', () => createLocalFileStorage(tempDir())],
  ['PostgreSQL', () => createDatabaseFileStorage(database.db)],
  ['S3', () => createS3FileStorage(s3Settings)],
];

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

async function keys(storage: FileStorage, before: Date): Promise<string[]> {
  const found: string[] = [];
  for await (const key of storage.keysOlderThan(before)) found.push(key);
  return found.sort();
}

describe.each(backends)('%s storage', (_name, make) => {
  const info = (): NewFileInfo => ({
    contentType: 'application/pdf',
    fileName: 'Informe ñandú.pdf',
    companyId,
    access: 'company',
    inline: false,
  });

  it('answers a stored file with its bytes and info, under a new random key each time', async () => {
    const storage = make();
    const bytes = new Uint8Array([37, 80, 68, 70, 0, 255, 10]);
    const key = await storage.put(bytes, info());
    const again = await storage.put(bytes, info());
    expect(isFileKey(key)).toBe(true);
    expect(again).not.toBe(key);
    const file = await storage.get(key);
    expect(file?.info).toMatchObject({ ...info(), size: bytes.byteLength });
    expect(Date.parse(file!.info.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect([...(await bytesOf(file!.body))]).toEqual([...bytes]);
  });

  it('answers null for an unknown or malformed key, and deletes once', async () => {
    const storage = make();
    const key = await storage.put(new Uint8Array([1, 2, 3]), info());
    expect(await storage.get('A'.repeat(32))).toBeNull();
    expect(await storage.get('../../etc/passwd')).toBeNull();
    // Present in the bucket but not stored by Terna (S3), or absent (the others).
    expect(await storage.get('x'.repeat(32))).toBeNull();
    await storage.delete(key);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
  });

  it('lists the keys stored before a time, and none after it', async () => {
    const storage = make();
    const stored = await Promise.all([1, 2, 3].map((n) => storage.put(new Uint8Array([n]), info())));
    const listed = await keys(storage, new Date(Date.now() + 60_000));
    expect(listed).toEqual(expect.arrayContaining(stored));
    expect(await keys(storage, new Date(Date.now() - 60_000))).toEqual([]);
  });

  it('keeps 20 files stored at once apart', async () => {
    const storage = make();
    const stored = await Promise.all(
      Array.from({ length: 20 }, (_, n) => storage.put(new Uint8Array([n, n, n]), info())),
    );
    const read = await Promise.all(stored.map(async (key) => [...(await bytesOf((await storage.get(key))!.body))]));
    expect(read).toEqual(Array.from({ length: 20 }, (_, n) => [n, n, n]));
  });
});
