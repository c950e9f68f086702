import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { bootStore } from '../src/boot';
import { createMediaStore } from '../src/infra/media-store';
import { syncMediaFolder } from '../src/cli/media-sync';
import { PictureRenderer } from '../src/modules/catalog/demo/product-images';
import { signedInUser } from './accounts';
import { restCall } from './client';
import { describeEachDatabase } from './harness';

/**
 * Pictures in an S3-compatible bucket (MEDIA_STORE=s3) against a real S3 server process (s3rver):
 * seeding, uploads, deletions and /media all go through the bucket, another store process serves a
 * picture the first uploaded, readiness checks the bucket, and media:sync copies a disk folder in.
 */
const BUCKET = 'kapda-media';
const bucketDir = mkdtempSync(path.join(os.tmpdir(), 'kapda-s3rver-'));
let s3rver: S3rver | undefined;
// Filled in before the stores boot (the file's beforeAll runs before the suites').
const env: Record<string, string> = { MEDIA_STORE: 's3', S3_BUCKET: BUCKET, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: 'true', WEB_DIST: path.join(bucketDir, 'no-web') };

beforeAll(async () => {
  s3rver = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: bucketDir, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const address = (await s3rver.run()) as AddressInfo;
  env.S3_ENDPOINT = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await s3rver?.close();
  rmSync(bucketDir, { recursive: true, force: true });
});

function bucket() {
  return new S3Client({ endpoint: env.S3_ENDPOINT, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
}
async function keys(prefix: string): Promise<string[]> {
  const listed = await bucket().send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
  return (listed.Contents ?? []).map((o) => o.Key!);
}

describeEachDatabase(
  'pictures in an S3-compatible bucket',
  (store, kind) => {
    let token = '';
    let productId = '';

    it('the seed draws its pictures into the bucket, and /media serves them with the year-long cache', async () => {
      // The suite's store seeds rows without drawing (SEED_IMAGES=false); the same renderer draws two designs here.
      const renderer = new PictureRenderer(store().services.media, { render: true, concurrency: 1 });
      const picture = renderer.picture({ silhouette: 'kurta', pattern: 'bandhani', base: kind === 'mysql' ? '#7B1E2B' : '#1E7B2B', border: 'zari' });
      expect(await renderer.renderAll()).toEqual({ designs: 1, rendered: 1 });
      expect((await keys(picture.basePath)).length).toBe(3);
      const url = `/media/${picture.basePath}-640.webp`;
      const res = await fetch(`${store().baseUrl}${url}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).format).toBe('webp');
      const listing = await restCall(store().baseUrl, 'GET', '/products?limit=1');
      expect(listing.body.data.items[0].image).toMatch(/^\/media\/products\/.+-640\.webp$/);
      expect((await fetch(`${store().baseUrl}/media/products/no-such-picture-640.webp`)).status).toBe(404);
      expect((await fetch(`${store().baseUrl}/media/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
      expect(await (await fetch(`${store().baseUrl}/readyz`)).json()).toMatchObject({ checks: { media: 'ok' } });
    }, 60_000);

    it('an upload through one store lands in the bucket and another store serves it; a deletion removes it', async () => {
      token = (await signedInUser(store(), { role: 'admin' })).token;
      const first = await restCall(store().baseUrl, 'GET', '/products?limit=1');
      productId = first.body.data.items[0]._id;
      const form = new FormData();
      const jpeg = await sharp({ create: { width: 500, height: 700, channels: 3, background: kind === 'mysql' ? '#123456' : '#654321' } }).jpeg().toBuffer();
      form.append('images', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'kurta.jpg');
      const uploaded = await fetch(`${store().baseUrl}/api/admin/products/${productId}/images`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
      expect(uploaded.status).toBe(201);
      const images = ((await uploaded.json()) as any).data.images as Array<{ id: string; url: string }>;
      const added = images.find((i) => i.url.includes('/upload-'))!;
      const basePath = added.url.replace(/^\/media\//, '').replace(/-640\.webp$/, '');
      expect((await keys(basePath)).sort()).toEqual([320, 640, 1024].map((w) => `${basePath}-${w}.webp`).sort());

      // Another store process (same bucket, its own disk folder that has never seen the file).
      const other = await bootStore(loadConfig({ ...env, NODE_ENV: 'test', PORT: '0', SQLITE_PATH: path.join(mkdtempSync(path.join(os.tmpdir(), 'kapda-other-')), 'k.sqlite'), MEDIA_DIR: mkdtempSync(path.join(os.tmpdir(), 'kapda-other-media-')), JWT_SECRET: store().config.JWT_SECRET, SEED_DEMO: 'false', LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv), { seed: false });
      const port = await other.listen(0);
      try {
        const served = await fetch(`http://127.0.0.1:${port}${added.url}`);
        expect(served.status).toBe(200);
        expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(640);
        expect(await (await fetch(`http://127.0.0.1:${port}/readyz`)).json()).toMatchObject({ status: 'ready', checks: { database: 'ok', media: 'ok' } });
      } finally {
        await other.close();
      }

      const deleted = await restCall(store().baseUrl, 'DELETE', `/admin/products/images/${added.id}`, undefined, { token });
      expect(deleted.status).toBe(200);
      const deadline = Date.now() + 5000;
      while (Date.now() < deadline && (await keys(basePath)).length > 0) await new Promise((r) => setTimeout(r, 100));
      expect(await keys(basePath)).toEqual([]);
    }, 60_000);

    it('media:sync copies a disk media folder into the bucket, skipping what is there', async () => {
      const folder = mkdtempSync(path.join(os.tmpdir(), 'kapda-sync-'));
      mkdirSync(path.join(folder, 'products'));
      writeFileSync(path.join(folder, 'products', `sync-${kind}-a-640.webp`), Buffer.from('a'));
      writeFileSync(path.join(folder, 'products', `sync-${kind}-b-640.webp`), Buffer.from('b'));
      const media = createMediaStore(loadConfig({ ...env, NODE_ENV: 'test', JWT_SECRET: store().config.JWT_SECRET } as NodeJS.ProcessEnv));
      try {
        expect(await syncMediaFolder(folder, media)).toEqual({ copied: 2, skipped: 0 });
        expect(await syncMediaFolder(folder, media)).toEqual({ copied: 0, skipped: 2 });
        expect((await keys(`products/sync-${kind}-`)).length).toBe(2);
      } finally {
        media.close();
        rmSync(folder, { recursive: true, force: true });
      }
    });
  },
  { seed: true, env },
);

/** `npm run media:sync` as the production image runs it: the compiled CLI (the image has no tsx). */
const compiledSync = path.resolve(__dirname, '..', 'dist', 'cli', 'media-sync.js');
if (!existsSync(compiledSync)) console.warn(`\n*** SKIPPED: npm run media:sync (compiled) — no ${compiledSync}; run npm run build -w api ***\n`);
describe.skipIf(!existsSync(compiledSync))('npm run media:sync, compiled', () => {
  it('copies a folder into the bucket through node api/dist/cli/media-sync.js', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'kapda-sync-cli-'));
    mkdirSync(path.join(folder, 'products'));
    writeFileSync(path.join(folder, 'products', 'sync-cli-a-640.webp'), Buffer.from('a'));
    try {
      const run = (): Promise<string> =>
        new Promise((resolve, reject) => {
          execFile('npm', ['run', '--silent', 'media:sync', '--', folder], {
            cwd: path.resolve(__dirname, '..', '..'),
            env: { ...process.env, ...env, NODE_ENV: 'test', JWT_SECRET: 'kapda-test-9Qv2Lr7xWm4Tz8Bn3Hc6Yk1Pf5Gd0Js', LOG_LEVEL: 'silent' },
            timeout: 60_000,
          }, (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)));
        });
      expect(await run()).toContain(`media:sync ${folder} → s3://${BUCKET}: 1 copied, 0 already there`);
      expect(await keys('products/sync-cli-')).toEqual(['products/sync-cli-a-640.webp']);
      expect(await run()).toContain('0 copied, 1 already there');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 90_000);
});
