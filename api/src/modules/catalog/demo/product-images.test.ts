import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { GarmentDesign } from './garment-art';
import { PictureRenderer } from './product-images';
import { DiskMediaStore } from '../../../infra/media-store';

const dir = mkdtempSync(path.join(os.tmpdir(), 'kapda-pictures-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const kurta: GarmentDesign = { silhouette: 'kurta', pattern: 'bandhani', base: '#7B1E2B', border: 'zari' };

describe('product pictures', () => {
  it('names a design by a hash of its drawing: same design, same file; any change, a new file', () => {
    const renderer = new PictureRenderer(new DiskMediaStore(dir), { render: false });
    const a = renderer.picture(kurta);
    expect(renderer.picture({ ...kurta })).toEqual(a);
    const names = [
      a.basePath,
      renderer.picture({ ...kurta, base: '#127C7A' }).basePath,
      renderer.picture({ ...kurta, pattern: 'ikat' }).basePath,
      renderer.picture({ ...kurta, border: 'none' }).basePath,
      renderer.picture({ ...kurta, closeUp: true }).basePath,
    ];
    expect(new Set(names).size).toBe(names.length);
    expect(a).toMatchObject({ widths: [320, 640, 1024], width: 1024, height: 1280 });
    expect(a.basePath).toMatch(/^products\/kurta-bandhani-7b1e2b-[0-9a-f]{10}$/);
    // A fabric close-up is the same picture whatever garment it belongs to.
    expect(renderer.picture({ ...kurta, silhouette: 'saree', closeUp: true })).toEqual(renderer.picture({ ...kurta, closeUp: true }));
  });

  it('draws nothing when rendering is off', async () => {
    const renderer = new PictureRenderer(new DiskMediaStore(dir), { render: false });
    renderer.picture(kurta);
    expect(await renderer.renderAll()).toEqual({ designs: 1, rendered: 0 });
    expect(existsSync(path.join(dir, 'products'))).toBe(false);
  });

  it('renders each width as WebP once, and reuses files already on disk', async () => {
    const renderer = new PictureRenderer(new DiskMediaStore(dir), { render: true, concurrency: 2 });
    const picture = renderer.picture(kurta);
    renderer.picture({ ...kurta, closeUp: true });
    expect(await renderer.renderAll()).toEqual({ designs: 2, rendered: 2 });
    for (const width of [320, 640, 1024]) {
      const meta = await sharp(path.join(dir, `${picture.basePath}-${width}.webp`)).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height: (width * 5) / 4 });
    }
    expect(readdirSync(path.join(dir, 'products')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    const again = new PictureRenderer(new DiskMediaStore(dir), { render: true });
    again.picture(kurta);
    expect(await again.renderAll()).toEqual({ designs: 1, rendered: 0 });
  }, 30_000);
});
