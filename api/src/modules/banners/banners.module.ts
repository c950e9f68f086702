import type { DomainModule } from '../../kernel/rest';
import type { BannerService } from './banner.service';
import { PromoBannerResolver } from './banner.resolver';
import { bannerRoutes } from './banner.rest';

declare module '../../kernel/registry' {
  interface Services {
    banners: BannerService;
  }
}

/** The banners domain as the adapters see it: its GraphQL resolvers and its REST routes under /api. */
export const bannersModule: DomainModule = {
  name: 'banners',
  resolvers: [PromoBannerResolver],
  rest: [
    { path: '/promo-banners', routes: bannerRoutes },
  ],
};
