import type { DomainModule } from '../../kernel/rest';
import type { EnquiryService } from './enquiry.service';
import type { EnquiryDeskService } from './enquiry-desk.service';
import { EnquiryResolver } from './enquiry.resolver';
import { enquiryRoutes } from './enquiry.rest';

declare module '../../kernel/registry' {
  interface Services {
    enquiries: EnquiryService;
    enquiryDesk: EnquiryDeskService;
  }
}

/** The enquiries domain as the adapters see it: its GraphQL resolvers and its REST routes under /api. */
export const enquiriesModule: DomainModule = {
  name: 'enquiries',
  resolvers: [EnquiryResolver],
  rest: [
    { path: '/site-content/enquiries', routes: enquiryRoutes },
  ],
};
