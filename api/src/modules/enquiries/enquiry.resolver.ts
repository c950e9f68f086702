import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { ApiContext } from '../../http/context';
import { ENQUIRY_SENT } from './enquiry.service';
import { EnquiryInput, SubmitEnquiryPayload, toEnquiryView } from './enquiry.types';

@Resolver()
export class EnquiryResolver {
  @Mutation(() => SubmitEnquiryPayload, { description: 'Send a message from the contact page (anyone; linked to the account when logged in). The customer gets an acknowledgement mail.' })
  async submitEnquiry(@Ctx() ctx: ApiContext, @Arg('input', () => EnquiryInput) input: EnquiryInput): Promise<SubmitEnquiryPayload> {
    const enquiry = await ctx.services.enquiries.submit(ctx, input);
    return { success: true, message: ENQUIRY_SENT, enquiry: toEnquiryView(enquiry) };
  }
}
