import type { DomainModule } from '../../kernel/rest';
import type { CatalogService } from './catalog.service';
import { ProductResolver } from './product.resolver';
import { CategoryResolver } from './category.resolver';
import { CollectionResolver } from './collection.resolver';
import { catalogRoutes } from './catalog.rest';
import type { CatalogLoaders } from './catalog.loaders';

declare module '../../kernel/registry' {
  interface Services {
    catalog: CatalogService;
  }
  interface Loaders {
    catalog: CatalogLoaders;
  }
}

/** The catalog domain as the adapters see it: its GraphQL resolvers and its REST routes under /api. */
export const catalogModule: DomainModule = {
  name: 'catalog',
  resolvers: [ProductResolver, CategoryResolver, CollectionResolver],
  rest: [
    { path: '/products', routes: catalogRoutes },
  ],
};
