import { performance } from 'node:perf_hooks';
import type { EntityManager } from 'typeorm';
import { SELLER_ADDRESS } from '@kapda/rules/seller';
import type { Services } from '../../kernel/registry';
import type { Seeder } from '../../kernel/seed';
import { planCatalog } from './demo/catalog-plan';
import { PictureRenderer } from './demo/product-images';

/**
 * The demo catalogue: categories, ~260 products with variants and pictures, and the collections.
 * Runs only on an empty catalogue. Pictures render (on libvips threads) while the rows are written.
 */
export const catalogSeeder: Seeder = {
  name: 'catalogue',
  async run(services: Services, options) {
    const { catalog, dataSource, config } = services;
    if (await catalog.hasProducts()) return 'already has products, left as is';
    const started = performance.now();
    const renderer = new PictureRenderer(services.media, { render: options.images });
    const plan = planCatalog(options.now ?? new Date(), (design) => renderer.picture(design));
    const rendering = renderer.renderAll();
    // Let the rendering fail on its own terms below, not as an unhandled rejection meanwhile.
    rendering.catch(() => undefined);

    await dataSource.transaction(async (manager: EntityManager) => {
      const categoryIds = new Map<string, number>();
      for (const c of plan.categories) {
        const saved = await catalog.createCategory(
          { slug: c.slug, name: c.name, description: c.description, image: c.image, position: c.position, parentId: c.parent ? categoryIds.get(c.parent)! : null },
          manager,
        );
        categoryIds.set(c.slug, saved.id);
      }
      const productIds = new Map<string, number>();
      for (const p of plan.products) {
        const { category, ...fields } = p;
        // The demo shop makes what it sells: the seller is the maker named on every listing (Legal Metrology rule 6(10)).
        const saved = await catalog.createProduct({ ...fields, manufacturer: `${config.SELLER_NAME}, ${SELLER_ADDRESS}`, categoryId: categoryIds.get(category)! }, manager);
        productIds.set(p.slug, saved.id);
      }
      for (const c of plan.collections) {
        await catalog.createCollection(
          { slug: c.slug, title: c.title, description: c.description, image: c.image, position: c.position },
          c.productSlugs.map((slug) => productIds.get(slug)!),
          manager,
        );
      }
    });
    const rowsDone = performance.now();
    const { designs, rendered } = await rendering;
    const variants = plan.products.reduce((n, p) => n + p.variants.length, 0);
    return (
      `${plan.products.length} products, ${variants} variants, ${plan.collections.length} collections in ${Math.round(rowsDone - started)} ms; ` +
      (options.images ? `${rendered} of ${designs} picture designs rendered, ${Math.round(performance.now() - started)} ms in all` : `pictures not rendered (${designs} designs)`)
    );
  },
};
