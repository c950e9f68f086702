import type { Router } from 'express';
import type { Services } from '../../kernel/registry';
import type { EnquiryService } from './enquiry.service';
import type { EnquiryDeskService } from './enquiry-desk.service';
import { EnquiryResolver } from './enquiry.resolver';
import { enquiryRestRouter } from './enquiry.rest';

declare module '../../kernel/registry' {
  interface Services {
    enquiries: EnquiryService;
    enquiryDesk: EnquiryDeskService;
  }
}

/** The enquiries domain as the adapters see it: its GraphQL resolvers and its REST routers under /api. */
export const enquiriesModule = {
  resolvers: [EnquiryResolver],
  rest: [
    { path: '/site-content/enquiries', router: enquiryRestRouter },
  ] as Array<{ path: string; router: (services: Services) => Router }>,
};
