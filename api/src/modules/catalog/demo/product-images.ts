import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { ART_VERSION, designSvg, type GarmentDesign } from './garment-art';

import { IMAGE_WIDTHS, LARGEST_WIDTH as LARGEST, WEBP, heightFor, type PictureFile } from '../product-pictures';

export { IMAGE_WIDTHS, type PictureFile };

/**
 * Renders garment designs to WebP files under MEDIA_DIR. Each distinct design is rendered once, however
 * many products show it; its file name carries a hash of the drawing (media is served as immutable),
 * and files already on disk are reused. With `render: false` only the names are worked out — the
 * rows are still right, the files are just not drawn (tests that never load pictures).
 */
export class PictureRenderer {
  private readonly pending = new Map<string, GarmentDesign>();
  private readonly known = new Map<string, PictureFile>();

  constructor(private readonly mediaDir: string, private readonly options: { render: boolean; concurrency?: number }) {}

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
    const todo = [...this.pending].filter(([basePath]) => !IMAGE_WIDTHS.every((w) => existsSync(this.fileFor(basePath, w))));
    this.pending.clear();
    if (todo.length === 0) return { designs, rendered: 0 };
    mkdirSync(path.join(this.mediaDir, 'products'), { recursive: true });
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

  private fileFor(basePath: string, width: number): string {
    return path.join(this.mediaDir, `${basePath}-${width}.webp`);
  }

  /** One design: rasterise the SVG once at full size, then resize and encode each width. */
  private async render(basePath: string, design: GarmentDesign): Promise<void> {
    const { data, info } = await sharp(Buffer.from(designSvg(design, LARGEST, heightFor(LARGEST))))
      .flatten({ background: '#F3EEE7' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    for (const width of IMAGE_WIDTHS) {
      const target = this.fileFor(basePath, width);
      const temp = `${target}.${process.pid}.tmp`;
      const image = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
      await (width === LARGEST ? image : image.resize(width, heightFor(width))).webp(WEBP).toFile(temp);
      // Rename so a half-written file is never served under its forever-cached name.
      renameSync(temp, target);
    }
  }
}
