import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { isFileKey, newFileKey, type FileStorage, type StoredFileInfo } from './storage.js';

/** Object storage settings (S3_*, docs/operations.md). */
export interface S3Settings {
  bucket: string;
  /** An S3-compatible server's address (MinIO, Ceph, a provider's); unset: AWS's own for the region. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the SDK's usual chain (environment, instance role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Prepended to every object name, so one bucket can hold several installations. */
  prefix: string;
  /** Bucket in the path rather than the host name: what most S3-compatible servers need. */
  forcePathStyle: boolean;
}

/** Where an object keeps its StoredFileInfo: metadata must be ASCII, so the JSON is percent-encoded. */
const INFO_METADATA = 'terna-info';

/**
 * Files as objects of one bucket (docs/decisions/025): every node reads the same objects. The
 * object's metadata holds the info; the bytes are the object. Checksums are sent only where S3
 * requires them: the SDK's default trailing checksums are not understood by every S3-compatible server.
 */
export function createS3FileStorage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const objectKey = (key: string) => `${settings.prefix}${key}`;

  return {
    async put(bytes, info) {
      const key = newFileKey();
      const stored: StoredFileInfo = { ...info, size: bytes.byteLength, createdAt: new Date().toISOString() };
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentType: info.contentType,
          ContentLength: bytes.byteLength,
          Metadata: { [INFO_METADATA]: encodeURIComponent(JSON.stringify(stored)) },
        }),
      );
      return key;
    },

    async get(key) {
      if (!isFileKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        const text = object.Metadata?.[INFO_METADATA];
        const body = object.Body as Readable | undefined;
        // An object without our info was not stored by Terna: it is never served.
        if (!text || !body) {
          body?.destroy();
          return null;
        }
        return { info: JSON.parse(decodeURIComponent(text)) as StoredFileInfo, body };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },

    async delete(key) {
      if (!isFileKey(key)) return;
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },

    async *keysOlderThan(before) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: settings.prefix, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(settings.prefix.length);
          if (key && isFileKey(key) && object.LastModified && object.LastModified < before) yield key;
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
