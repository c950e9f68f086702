import 'reflect-metadata';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { contentTypeOf, createMediaStore, isMediaKey, type MediaStore } from '../infra/media-store';

/**
 * Copy every file of a disk media folder (MEDIA_DIR's layout: products/…, collections/…) into the
 * configured store, skipping keys already there — names never change, so a key present is the same
 * file. Safe to run again after an interruption.
 */
export async function syncMediaFolder(folder: string, media: MediaStore): Promise<{ copied: number; skipped: number }> {
  let copied = 0;
  let skipped = 0;
  const walk = async (dir: string): Promise<void> => {
    for (const name of readdirSync(dir).sort()) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) {
        await walk(file);
        continue;
      }
      const key = path.relative(folder, file).split(path.sep).join('/');
      if (name.endsWith('.tmp') || !isMediaKey(key)) continue;
      if (await media.has(key)) {
        skipped++;
        continue;
      }
      await media.put(key, readFileSync(file), contentTypeOf(key));
      copied++;
    }
  };
  await walk(folder);
  return { copied, skipped };
}

/** npm run media:sync [-- folder]: MEDIA_DIR (or the folder given) into the MEDIA_STORE=s3 bucket. */
async function main() {
  const config = loadConfig();
  if (config.MEDIA_STORE !== 's3') throw new Error('media:sync copies into a bucket: set MEDIA_STORE=s3 and the S3_* variables');
  const folder = path.resolve(process.argv[2] ?? config.MEDIA_DIR);
  const media = createMediaStore(config);
  try {
    const { copied, skipped } = await syncMediaFolder(folder, media);
    console.log(`media:sync ${folder} → s3://${config.S3_BUCKET}: ${copied} copied, ${skipped} already there`);
  } finally {
    media.close();
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
