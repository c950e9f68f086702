import type { Router } from 'express';
import type { Services } from '../../kernel/registry';
import type { CatalogService } from './catalog.service';
import { ProductResolver } from './product.resolver';
import { CategoryResolver } from './category.resolver';
import { CollectionResolver } from './collection.resolver';
import { catalogRestRouter } from './catalog.rest';
import type { CatalogLoaders } from './catalog.loaders';

declare module '../../kernel/registry' {
  interface Services {
    catalog: CatalogService;
  }
  interface Loaders {
    catalog: CatalogLoaders;
  }
}

/** The catalog domain as the adapters see it: its GraphQL resolvers and its REST routers under /api. */
export const catalogModule = {
  resolvers: [ProductResolver, CategoryResolver, CollectionResolver],
  rest: [
    { path: '/products', router: catalogRestRouter },
  ] as Array<{ path: string; router: (services: Services) => Router }>,
};
