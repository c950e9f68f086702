import { createHash } from 'node:crypto';
import sharp, { type OverlayOptions, type Sharp } from 'sharp';
import { isMediaKey, type MediaStore } from '../../infra/media-store';
import { logger } from '../../logger';
import type { CatalogService } from './catalog.service';
import { mediaKeyOf } from './catalog.views';
import { SITE_CARD_SVG } from './og-card';

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

/** The site card's version: bump it when SITE_CARD_SVG or how it is drawn changes (a new name, made afresh). */
const SITE_CARD_VERSION = 'v1';

/**
 * The link-preview pictures (Open Graph), 1200×630 JPEGs under 300 KB: a product's (`/og/{slug}.jpg`:
 * its main picture on the shop's light background), a collection's (`/og/collection/{id}.jpg`: its
 * picture the same way) and the site's card (`/og/site/kapda.jpg`: every page with no picture of its
 * own — home, listings, content pages). Each is rendered once and kept in the media store (disk or
 * bucket) under `og/`, named by a hash of what it shows (the source picture's own content-hashed
 * path), so a new picture gets a new rendering and every process finds the one already made.
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
    return this.kept(key, () => this.render(key, source));
  }

  /**
   * The picture of the collection shoppers see at `/collections/{key}` (id or slug) made from the
   * collection's picture (the site's card when it has none, or one not in the media store); null when
   * there is no such collection.
   */
  async forCollection(collectionKey: string): Promise<OgPicture | null> {
    const collection = await this.catalog.collectionByKey(collectionKey);
    if (!collection) return null;
    const source = collection.image ? mediaKeyOf(collection.image) : null;
    if (!source || !isMediaKey(source)) return this.forSite();
    const key = `og/collection-${createHash('sha256').update(`${collection.id}|${source}|v1`).digest('hex').slice(0, 20)}.jpg`;
    return this.kept(key, () => this.render(key, source));
  }

  /** The site's card: made once (per SITE_CARD_VERSION) and kept in the media store. */
  forSite(): Promise<OgPicture> {
    const key = `og/site-${SITE_CARD_VERSION}.jpg`;
    return this.kept(key, async () => {
      const bytes = await siteCardJpeg();
      await this.media.put(key, bytes, 'image/jpeg');
      return { bytes, key };
    });
  }

  /** The picture kept under `key`, or made by `make` — two requests for one not made yet share the making. */
  private async kept(key: string, make: () => Promise<OgPicture>): Promise<OgPicture> {
    const stored = await this.media.get(key);
    if (stored) return { bytes: stored.bytes, key };
    let pending = this.rendering.get(key);
    if (!pending) {
      pending = make().finally(() => this.rendering.delete(key));
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

/** The site's card (og-card.ts) as a JPEG within OG_MAX_BYTES. */
export function siteCardJpeg(): Promise<Buffer> {
  return smallEnough(() => sharp(Buffer.from(SITE_CARD_SVG)).flatten({ background: '#7a1f3d' }));
}

/** The JPEG of `image` at the best quality that fits OG_MAX_BYTES. */
async function smallEnough(image: () => Sharp): Promise<Buffer> {
  for (const quality of [82, 72, 60, 45]) {
    const jpeg = await image().jpeg({ quality, mozjpeg: true, chromaSubsampling: '4:2:0' }).toBuffer();
    if (jpeg.length <= OG_MAX_BYTES) return jpeg;
  }
  return image().jpeg({ quality: 30, mozjpeg: true }).toBuffer();
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
  return smallEnough(() => sharp({ create: { width: OG_WIDTH, height: OG_HEIGHT, channels: 3, background: BACKGROUND } }).composite(layers));
}
