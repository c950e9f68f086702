import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { badRequest } from '../../kernel/errors';
import type { MediaStore } from '../../infra/media-store';
import { logger } from '../../logger';

/** Widths every product picture is rendered at (4:5 portrait), smallest first — the seed's and the uploads'. */
export const IMAGE_WIDTHS = [320, 640, 1024] as const;
export const LARGEST_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
export const heightFor = (width: number) => Math.round((width * 5) / 4);
export const WEBP = { quality: 80, effort: 0 } as const;
/** The shop's page colour, behind a picture that is not 4:5 (uploads are fitted, never cropped). */
const BACKGROUND = '#F3EEE7';
/** Refuse images bigger than 40 megapixels before decoding them (a small file can still be a decompression bomb). */
const MAX_INPUT_PIXELS = 40_000_000;

export const PICTURE_MESSAGES = {
  notAPicture: (name: string) => `${name} is not a JPEG, PNG or WebP picture.`,
  broken: (name: string) => `${name} could not be read as a picture: it may be damaged.`,
  tooLarge: (mb: number) => `Each picture can be at most ${mb} MB.`,
  tooMany: (n: number) => `Upload at most ${n} pictures at a time.`,
  noFiles: 'Choose at least one picture to upload.',
  tooManyPixels: (name: string) => `${name} is too large in pixels (at most 40 megapixels).`,
} as const;

export interface PictureFile {
  /** Media key (path under MEDIA_DIR, or in the bucket) without the `-{width}.webp` suffix. */
  basePath: string;
  widths: number[];
  width: number;
  height: number;
}

/** What the first bytes say a file is — the name and the browser's type are never trusted. */
export function sniffPictureType(bytes: Uint8Array): 'jpeg' | 'png' | 'webp' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return 'png';
  if (bytes.length >= 12 && String.fromCharCode(...bytes.subarray(0, 4)) === 'RIFF' && String.fromCharCode(...bytes.subarray(8, 12)) === 'WEBP') return 'webp';
  return null;
}

const safeName = (name: string) => (name.replace(/[^\p{L}\p{N} ._()-]/gu, '').trim().slice(0, 80) || 'The file');

/**
 * Product pictures uploaded in the back office, stored as the seed stores its own: WebP at each of
 * IMAGE_WIDTHS under products/ in the media store (disk or bucket), named by a hash of the upload (media is served immutable,
 * so a new picture gets a new address). Every file of a batch is checked (magic bytes, then sharp
 * reads it) and rendered before any product row changes; `discard` removes what a failed batch wrote.
 */
export class PictureStore {
  constructor(private readonly media: MediaStore) {}

  /**
   * Check and render every upload; all or nothing (what was written is removed when one fails). `owner`, when given,
   * goes into the name's hash (a review photo's member), so the same bytes from two owners are two pictures.
   */
  async renderAll(files: Array<{ name: string; bytes: Buffer }>, folder = 'products', owner = ''): Promise<{ pictures: PictureFile[]; written: string[] }> {
    // Check every file before writing anything.
    const metas: Array<{ width: number; height: number }> = [];
    for (const file of files) {
      const name = safeName(file.name);
      if (!sniffPictureType(file.bytes)) throw badRequest(PICTURE_MESSAGES.notAPicture(name), { field: 'images' });
      let meta: Awaited<ReturnType<ReturnType<typeof sharp>["metadata"]>>;
      try {
        meta = await sharp(file.bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
      } catch {
        throw badRequest(PICTURE_MESSAGES.broken(name), { field: 'images' });
      }
      if (!meta.format || !['jpeg', 'png', 'webp'].includes(meta.format)) throw badRequest(PICTURE_MESSAGES.notAPicture(name), { field: 'images' });
      if (!meta.width || !meta.height) throw badRequest(PICTURE_MESSAGES.broken(name), { field: 'images' });
      if (meta.width * meta.height > MAX_INPUT_PIXELS) throw badRequest(PICTURE_MESSAGES.tooManyPixels(name), { field: 'images' });
      metas.push({ width: meta.width, height: meta.height });
    }
    const written: string[] = [];
    const pictures: PictureFile[] = [];
    try {
      for (const file of files) {
        const hash = createHash('sha256').update(file.bytes).update(`|${JSON.stringify(WEBP)}|${IMAGE_WIDTHS.join(',')}${owner ? `|${owner}` : ''}`).digest('hex').slice(0, 16);
        const basePath = `${folder}/upload-${hash}`;
        for (const width of IMAGE_WIDTHS) {
          const key = `${basePath}-${width}.webp`;
          // The same picture uploaded before (or by a request running now) has the same bytes there.
          if (await this.media.has(key)) continue;
          let bytes: Buffer;
          try {
            bytes = await sharp(file.bytes, { limitInputPixels: MAX_INPUT_PIXELS })
              .rotate()
              .resize(width, heightFor(width), { fit: 'contain', background: BACKGROUND })
              .flatten({ background: BACKGROUND })
              .webp(WEBP)
              .toBuffer();
          } catch {
            throw badRequest(PICTURE_MESSAGES.broken(safeName(file.name)), { field: 'images' });
          }
          await this.media.put(key, bytes, 'image/webp');
          written.push(key);
        }
        pictures.push({ basePath, widths: [...IMAGE_WIDTHS], width: LARGEST_WIDTH, height: heightFor(LARGEST_WIDTH) });
      }
    } catch (error) {
      this.discard(written);
      throw error;
    }
    return { pictures, written };
  }

  /** Remove files written for a batch that did not make it into the database (in the background: the answer does not wait). */
  discard(keys: string[]): void {
    if (keys.length) this.media.remove(keys).catch((error: unknown) => logger.warn({ err: error, keys }, 'picture files left in the media store'));
  }

  /** Remove every rendering of a picture no row names any more. */
  remove(basePath: string): void {
    if (!/^[a-z]+\/upload-[0-9a-f]{16}$/.test(basePath)) return;
    this.discard(IMAGE_WIDTHS.map((width) => `${basePath}-${width}.webp`));
  }
}
