import type { DomainModule } from '../../kernel/rest';
import type { NewsletterService } from './newsletter.service';
import type { SiteContentService } from './site-content.service';
import { NewsletterResolver } from './newsletter.resolver';
import { SiteContentResolver } from './site-content.resolver';
import { newsletterRoutes } from './newsletter.rest';
import { siteContentRoutes } from './site-content.rest';

declare module '../../kernel/registry' {
  interface Services {
    newsletter: NewsletterService;
    siteContent: SiteContentService;
  }
}

/** The content domain as the adapters see it: its GraphQL resolvers and its REST routes under /api. */
export const contentModule: DomainModule = {
  name: 'content',
  resolvers: [NewsletterResolver, SiteContentResolver],
  rest: [
    { path: '/newsletter', routes: newsletterRoutes },
    { path: '/site-content', routes: siteContentRoutes },
  ],
};
