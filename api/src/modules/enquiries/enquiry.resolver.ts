import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { ApiContext } from '../../kernel/context';
import { ENQUIRY_DESK_MESSAGES } from '@kapda/rules/enquiry-desk';
import { ENQUIRY_MESSAGES } from '@kapda/rules/enquiries';
import { EnquiryDetailView, EnquiryInput, EnquiryPage, SubmitEnquiryPayload, toEnquiryDetailView, toEnquiryView, UpdateEnquiryStatusPayload } from './enquiry.types';
import { ENQUIRY_ACCESS } from './enquiries.access';

@Resolver()
export class EnquiryResolver {
  @Mutation(() => SubmitEnquiryPayload, { description: 'Send a message from the contact page (anyone; linked to the account when logged in). The customer gets an acknowledgement mail.' })
  async submitEnquiry(@Ctx() ctx: ApiContext, @Arg('input', () => EnquiryInput) input: EnquiryInput): Promise<SubmitEnquiryPayload> {
    const enquiry = await ctx.services.enquiries.submit(ctx, input);
    return { success: true, message: ENQUIRY_MESSAGES.sent, enquiry: toEnquiryView(enquiry) };
  }

  @Authorized(...ENQUIRY_ACCESS.list)
  @Query(() => EnquiryPage, { description: 'Enquiries, newest first; page 1 and 10 to a page by default (manage_enquiries, Support).' })
  async enquiries(
    @Ctx() ctx: ApiContext,
    @Arg('page', () => Int, { nullable: true }) page?: number | null,
    @Arg('limit', () => Int, { nullable: true }) limit?: number | null,
    @Arg('status', () => String, { nullable: true }) status?: string | null,
    @Arg('search', () => String, { nullable: true }) search?: string | null,
  ): Promise<EnquiryPage> {
    const result = await ctx.services.enquiryDesk.list({ page, limit, status, search });
    return { ...result, items: result.items.map((e) => toEnquiryView(e)) };
  }

  @Authorized(...ENQUIRY_ACCESS.detail)
  @Query(() => EnquiryDetailView, { description: "One enquiry with its history and the customer's account." })
  async enquiry(@Ctx() ctx: ApiContext, @Arg('id', () => ID) id: string): Promise<EnquiryDetailView> {
    return toEnquiryDetailView(await ctx.services.enquiryDesk.detail(id));
  }

  @Authorized(...ENQUIRY_ACCESS.updateStatus)
  @Mutation(() => UpdateEnquiryStatusPayload, { description: "Set an enquiry's status; 'replied' with a response mails it to the customer." })
  async updateEnquiryStatus(
    @Ctx() ctx: ApiContext,
    @Arg('id', () => ID) id: string,
    @Arg('status', () => String) status: string,
    @Arg('responseMessage', () => String, { nullable: true }) responseMessage?: string | null,
  ): Promise<UpdateEnquiryStatusPayload> {
    const { enquiry, replied } = await ctx.services.enquiryDesk.updateStatus(ctx, id, { status, responseMessage });
    return { success: true, message: replied ? ENQUIRY_DESK_MESSAGES.responseSent : ENQUIRY_DESK_MESSAGES.statusUpdated, enquiry: toEnquiryView(enquiry) };
  }
}
