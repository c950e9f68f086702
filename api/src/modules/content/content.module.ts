import type { Router } from 'express';
import type { Services } from '../../kernel/registry';
import type { NewsletterService } from './newsletter.service';
import type { SiteContentService } from './site-content.service';
import { NewsletterResolver } from './newsletter.resolver';
import { SiteContentResolver } from './site-content.resolver';
import { newsletterRestRouter } from './newsletter.rest';
import { siteContentRestRouter } from './site-content.rest';

declare module '../../kernel/registry' {
  interface Services {
    newsletter: NewsletterService;
    siteContent: SiteContentService;
  }
}

/** The content domain as the adapters see it: its GraphQL resolvers and its REST routers under /api. */
export const contentModule = {
  resolvers: [NewsletterResolver, SiteContentResolver],
  rest: [
    { path: '/newsletter', router: newsletterRestRouter },
    { path: '/site-content', router: siteContentRestRouter },
  ] as Array<{ path: string; router: (services: Services) => Router }>,
};
