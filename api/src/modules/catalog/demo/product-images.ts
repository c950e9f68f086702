import { createHash } from 'node:crypto';
import os from 'node:os';
import sharp from 'sharp';
import type { MediaStore } from '../../../infra/media-store';
import { ART_VERSION, designSvg, type GarmentDesign } from './garment-art';

import { IMAGE_WIDTHS, LARGEST_WIDTH as LARGEST, WEBP, heightFor, type PictureFile } from '../product-pictures';

export { IMAGE_WIDTHS, type PictureFile };

/**
 * Renders garment designs to WebP files in the media store (MEDIA_DIR or the bucket). Each distinct design is rendered once, however
 * many products show it; its file name carries a hash of the drawing (media is served as immutable),
 * and files already on disk are reused. With `render: false` only the names are worked out — the
 * rows are still right, the files are just not drawn (tests that never load pictures).
 */
export class PictureRenderer {
  private readonly pending = new Map<string, GarmentDesign>();
  private readonly known = new Map<string, PictureFile>();

  constructor(private readonly media: MediaStore, private readonly options: { render: boolean; concurrency?: number }) {}

  /** The picture for a design; drawn later by renderAll(). */
  picture(design: GarmentDesign): PictureFile {
    // A close-up shows only the fabric, so products of any silhouette share it.
    const key = JSON.stringify([design.closeUp ? '' : design.silhouette, design.pattern, design.base, design.border, Boolean(design.closeUp)]);
    const cached = this.known.get(key);
    if (cached) return cached;
    const svg = designSvg(design, LARGEST, heightFor(LARGEST));
    const hash = createHash('sha256').update(`${ART_VERSION}|${JSON.stringify(WEBP)}|${IMAGE_WIDTHS.join(',')}|${svg}`).digest('hex').slice(0, 10);
    const name = `${design.closeUp ? 'fabric' : design.silhouette}-${design.pattern}-${design.base.slice(1).toLowerCase()}-${hash}`;
    const file: PictureFile = { basePath: `products/${name}`, widths: [...IMAGE_WIDTHS], width: LARGEST, height: heightFor(LARGEST) };
    this.known.set(key, file);
    this.pending.set(file.basePath, design);
    return file;
  }

  /** Draw every requested picture not already on disk, a few at a time. */
  async renderAll(): Promise<{ designs: number; rendered: number }> {
    const designs = this.pending.size;
    if (!this.options.render) return { designs, rendered: 0 };
    const present = await Promise.all([...this.pending.keys()].map(async (basePath) => (await Promise.all(IMAGE_WIDTHS.map((w) => this.media.has(this.keyFor(basePath, w))))).every(Boolean)));
    const todo = [...this.pending].filter((_, i) => !present[i]);
    this.pending.clear();
    if (todo.length === 0) return { designs, rendered: 0 };
    const workers = this.options.concurrency ?? Math.max(1, os.availableParallelism());
    let next = 0;
    await Promise.all(
      Array.from({ length: workers }, async () => {
        while (next < todo.length) {
          const [basePath, design] = todo[next++];
          await this.render(basePath, design);
        }
      }),
    );
    return { designs, rendered: todo.length };
  }

  private keyFor(basePath: string, width: number): string {
    return `${basePath}-${width}.webp`;
  }

  /** One design: rasterise the SVG once at full size, then resize and encode each width. */
  private async render(basePath: string, design: GarmentDesign): Promise<void> {
    const { data, info } = await sharp(Buffer.from(designSvg(design, LARGEST, heightFor(LARGEST))))
      .flatten({ background: '#F3EEE7' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    for (const width of IMAGE_WIDTHS) {
      const image = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
      const bytes = await (width === LARGEST ? image : image.resize(width, heightFor(width))).webp(WEBP).toBuffer();
      // The store writes whole files only (disk: temp file and rename; S3: one PUT).
      await this.media.put(this.keyFor(basePath, width), bytes, 'image/webp');
    }
  }
}
