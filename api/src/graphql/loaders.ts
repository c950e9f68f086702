import type { Services } from '../kernel/registry';
import { createCatalogLoaders } from '../modules/catalog/catalog.loaders';

/** Per-request DataLoaders, so a list page costs a fixed number of queries whatever its size. */
export function createLoaders(services: Services) {
  return {
    catalog: createCatalogLoaders(services.catalog),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
