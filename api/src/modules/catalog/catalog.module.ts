import type { DomainModule } from '../../kernel/rest';
import type { CatalogService } from './catalog.service';
import type { CatalogAdminService } from './catalog-admin.service';
import type { CatalogCsvService } from './catalog-csv.service';
import { CatalogAdminResolver } from './catalog-admin.resolver';
import { catalogAdminRoutes, categoryAdminRoutes, collectionAdminRoutes } from './catalog-admin.rest';
import { ProductResolver } from './product.resolver';
import { CategoryResolver } from './category.resolver';
import { CollectionResolver } from './collection.resolver';
import { catalogRoutes } from './catalog.rest';
import { SearchResolver } from './search.resolver';
import { searchRoutes } from './search.rest';
import type { CatalogLoaders } from './catalog.loaders';
import type { SitemapService } from './sitemap.service';
import type { OgImages } from './og-image';
import type { ListingCards } from './listing-cards';

declare module '../../kernel/registry' {
  interface Services {
    catalog: CatalogService;
    /** The back office's catalogue (manage_products). */
    catalogAdmin: CatalogAdminService;
    catalogCsv: CatalogCsvService;
    /** /sitemap.xml and /robots.txt (http/seo-routes.ts). */
    sitemap: SitemapService;
    /** Products' link-preview pictures, /og/{slug}.jpg. */
    ogImages: OgImages;
    /** The REST listing's product cards, kept as JSON text until the catalogue changes. */
    listingCards: ListingCards;
  }
  interface Loaders {
    catalog: CatalogLoaders;
  }
}

/** The catalog domain as the adapters see it: its GraphQL resolvers and its REST routes under /api. */
export const catalogModule: DomainModule = {
  name: 'catalog',
  resolvers: [ProductResolver, CategoryResolver, CollectionResolver, CatalogAdminResolver, SearchResolver],
  rest: [
    { path: '/products', routes: catalogRoutes },
    { path: '/search', routes: searchRoutes },
    { path: '/admin/products', routes: catalogAdminRoutes },
    { path: '/admin/categories', routes: categoryAdminRoutes },
    { path: '/admin/collections', routes: collectionAdminRoutes },
  ],
};
