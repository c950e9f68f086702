import { createHash } from 'node:crypto';
import sharp, { type OverlayOptions } from 'sharp';
import type { MediaStore } from '../../infra/media-store';
import { logger } from '../../logger';
import type { CatalogService } from './catalog.service';

/** Link previews (WhatsApp, Facebook, X): 1.91:1, the size Open Graph consumers crop to. */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
/** WhatsApp drops a preview picture above roughly 300 KB. */
export const OG_MAX_BYTES = 300 * 1024;
/** The shop's page colour (as behind product pictures that are not 4:5). */
const BACKGROUND = '#F3EEE7';

export interface OgPicture {
  bytes: Buffer;
  /** Names the rendering: it changes exactly when the product's main picture does (an ETag). */
  key: string;
}

/**
 * The Open Graph picture of a product (`/og/{slug}.jpg`): its main picture on the shop's light
 * background, 1200×630 JPEG. Rendered once per main picture and kept in the media store (disk or
 * bucket) under `og/` with a name hashed from the product and the picture's own content-hashed path,
 * so a new main picture gets a new rendering and every process finds the one already made.
 */
export class OgImages {
  private readonly rendering = new Map<string, Promise<OgPicture>>();
  private plainCard: Promise<Buffer> | undefined;

  constructor(
    private readonly media: MediaStore,
    private readonly catalog: CatalogService,
  ) {}

  /** The picture of the active product `slug`; null when there is no such product. */
  async forProduct(slug: string): Promise<OgPicture | null> {
    const product = await this.catalog.productBySlug(slug);
    if (!product) return null;
    // imagesOf answers in the product's order: the first is the main picture.
    const [main] = await this.catalog.imagesOf([product.id]);
    const source = main ? `${main.basePath}-${Math.max(...main.widths)}.webp` : null;
    const key = `og/product-${createHash('sha256').update(`${product.id}|${source ?? ''}|v1`).digest('hex').slice(0, 20)}.jpg`;
    const stored = await this.media.get(key);
    if (stored) return { bytes: stored.bytes, key };
    // Two requests for a picture not made yet share one rendering.
    let pending = this.rendering.get(key);
    if (!pending) {
      pending = this.render(key, source).finally(() => this.rendering.delete(key));
      this.rendering.set(key, pending);
    }
    return pending;
  }

  private async render(key: string, source: string | null): Promise<OgPicture> {
    const found = source ? await this.media.get(source) : null;
    // The plain card is the same for every product without a picture: made once per process.
    const bytes = found ? await ogJpeg(found.bytes) : await (this.plainCard ??= ogJpeg(null));
    // Only a rendering of the real picture is kept: a missing source file may yet arrive.
    if (found) await this.media.put(key, bytes, 'image/jpeg');
    else logger.warn({ source }, 'Open Graph picture made without the product picture');
    return { bytes, key };
  }
}

/** The main picture fitted whole (never cropped) on the light background; a plain card without one. */
export async function ogJpeg(picture: Buffer | null): Promise<Buffer> {
  const layers: OverlayOptions[] = [];
  if (picture) {
    const fitted = await sharp(picture).rotate().resize(OG_WIDTH, OG_HEIGHT, { fit: 'inside', withoutEnlargement: false }).flatten({ background: BACKGROUND }).toBuffer();
    layers.push({ input: fitted, gravity: 'centre' });
  } else {
    // The shop's mark: a maroon tile as on the favicon.
    layers.push({ input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240"><rect width="240" height="240" rx="52" fill="#7a1f3d"/></svg>`), gravity: 'centre' });
  }
  const canvas = () => sharp({ create: { width: OG_WIDTH, height: OG_HEIGHT, channels: 3, background: BACKGROUND } }).composite(layers);
  for (const quality of [82, 72, 60, 45]) {
    const jpeg = await canvas().jpeg({ quality, mozjpeg: true, chromaSubsampling: '4:2:0' }).toBuffer();
    if (jpeg.length <= OG_MAX_BYTES) return jpeg;
  }
  return canvas().jpeg({ quality: 30, mozjpeg: true }).toBuffer();
}
