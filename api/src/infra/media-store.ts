import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DeleteObjectsCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

/**
 * Where product and collection pictures live: files under MEDIA_DIR (one machine), or an
 * S3-compatible bucket (AWS S3, Cloudflare R2, MinIO…) that every process and machine shares.
 * Keys are paths like `products/upload-1a2b…-640.webp`; a key is written once and never changed
 * (names carry a hash of the picture), which is what lets /media be cached for a year.
 */
export interface MediaStore {
  readonly kind: 'disk' | 's3';
  has(key: string): Promise<boolean>;
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes of a key; null when there is none. */
  get(key: string): Promise<{ bytes: Buffer; contentType: string } | null>;
  remove(keys: string[]): Promise<void>;
  /** Whether the store answers (for the readiness check). */
  ping(): Promise<boolean>;
  close(): void;
}

/** A key a client may ask for: a folder and a file name of safe characters, nothing that climbs out. */
export function isMediaKey(key: string): boolean {
  return /^[a-z0-9-]+(\/[A-Za-z0-9._-]+)+$/.test(key) && !key.split('/').some((part) => part === '..' || part === '.');
}

export class DiskMediaStore implements MediaStore {
  readonly kind = 'disk';
  constructor(readonly dir: string) {}

  private file(key: string): string {
    if (!isMediaKey(key)) throw new Error(`Not a media key: ${key}`);
    return path.join(this.dir, key);
  }

  async has(key: string): Promise<boolean> {
    return existsSync(this.file(key));
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const target = this.file(key);
    mkdirSync(path.dirname(target), { recursive: true });
    // Its own temp name, then a rename: a half-written file is never served under its forever-cached name.
    const temp = `${target}.${randomUUID()}.tmp`;
    writeFileSync(temp, bytes);
    renameSync(temp, target);
  }

  async get(key: string): Promise<{ bytes: Buffer; contentType: string } | null> {
    if (!isMediaKey(key) || !existsSync(this.file(key))) return null;
    return { bytes: readFileSync(this.file(key)), contentType: contentTypeOf(key) };
  }

  async remove(keys: string[]): Promise<void> {
    for (const key of keys) rmSync(this.file(key), { force: true });
  }

  async ping(): Promise<boolean> {
    mkdirSync(this.dir, { recursive: true });
    return existsSync(this.dir);
  }

  close(): void {}
}

export interface S3Settings {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/** An S3-compatible bucket through the official AWS SDK v3 client. */
export class S3MediaStore implements MediaStore {
  readonly kind = 's3';
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
      maxAttempts: 3,
    });
  }

  async has(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: bytes, ContentType: contentType, CacheControl: 'public, max-age=31536000, immutable' }));
  }

  async get(key: string): Promise<{ bytes: Buffer; contentType: string } | null> {
    if (!isMediaKey(key)) return null;
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      const bytes = Buffer.from(await answer.Body!.transformToByteArray());
      return { bytes, contentType: answer.ContentType ?? contentTypeOf(key) };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async remove(keys: string[]): Promise<void> {
    for (let i = 0; i < keys.length; i += 1000) {
      await this.client.send(new DeleteObjectsCommand({ Bucket: this.settings.bucket, Delete: { Objects: keys.slice(i, i + 1000).map((Key) => ({ Key })), Quiet: true } }));
    }
  }

  async ping(): Promise<boolean> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }));
      return true;
    } catch {
      return false;
    }
  }

  close(): void {
    this.client.destroy();
  }
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}

export function contentTypeOf(key: string): string {
  const ext = path.extname(key).toLowerCase();
  return ext === '.webp' ? 'image/webp' : ext === '.png' ? 'image/png' : ext === '.jpg' || ext === '.jpeg' ? 'image/jpeg' : ext === '.svg' ? 'image/svg+xml' : 'application/octet-stream';
}

/** The store the configuration names (MEDIA_STORE): the disk under MEDIA_DIR by default. */
export function createMediaStore(config: {
  MEDIA_STORE: 'disk' | 's3';
  MEDIA_DIR: string;
  S3_ENDPOINT?: string;
  S3_BUCKET?: string;
  S3_REGION: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_FORCE_PATH_STYLE: boolean;
}): MediaStore {
  if (config.MEDIA_STORE === 'disk') return new DiskMediaStore(config.MEDIA_DIR);
  if (!config.S3_BUCKET) throw new Error('Invalid configuration:\n  S3_BUCKET: required with MEDIA_STORE=s3');
  return new S3MediaStore({
    endpoint: config.S3_ENDPOINT,
    bucket: config.S3_BUCKET!,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}
