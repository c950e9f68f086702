import type { Router } from 'express';
import type { Services } from '../../kernel/registry';
import type { BannerService } from './banner.service';
import { PromoBannerResolver } from './banner.resolver';
import { bannerRestRouter } from './banner.rest';

declare module '../../kernel/registry' {
  interface Services {
    banners: BannerService;
  }
}

/** The banners domain as the adapters see it: its GraphQL resolvers and its REST routers under /api. */
export const bannersModule = {
  resolvers: [PromoBannerResolver],
  rest: [
    { path: '/promo-banners', router: bannerRestRouter },
  ] as Array<{ path: string; router: (services: Services) => Router }>,
};
