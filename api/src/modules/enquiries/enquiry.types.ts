import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { AuditEntryView, toAuditEntryView } from '../audit/audit.types';
import type { EnquiryDetail } from './enquiry-desk.service';
import { enquiryDeadlines } from '@kapda/rules/enquiry-desk';
import type { Enquiry } from './enquiry.entity';

@InputType({ description: 'What the contact page sends. Checked by the enquiry rules (the same ones the page uses).' })
export class EnquiryInput {
  @Field(() => String)
  name: string;

  @Field(() => String)
  email: string;

  @Field(() => String, { nullable: true, description: 'Optional 10-digit Indian mobile number.' })
  phone?: string | null;

  @Field(() => String, { nullable: true, description: "Blank files it under 'Something else'." })
  subject?: string | null;

  @Field(() => String, { description: 'At least 10 and at most 5,000 characters.' })
  message: string;
}

@ObjectType('Enquiry', { description: 'A contact-page message (SPEC.md §3 Enquiry).' })
export class EnquiryView {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  name: string;

  @Field(() => String)
  email: string;

  @Field(() => String, { nullable: true })
  phone: string | null;

  @Field(() => String)
  subject: string;

  @Field(() => String)
  message: string;

  @Field(() => String, { description: "new | in_progress | replied | closed ('new' when received)." })
  status: string;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => String, { nullable: true, description: 'The reply mailed to the customer.' })
  responseMessage: string | null;

  @Field(() => Date, { nullable: true })
  respondedAt: Date | null;

  @Field(() => String, { nullable: true, description: 'Who sent the reply.' })
  respondedByEmail: string | null;

  @Field(() => Date, { nullable: true, description: "When the support team first took it up (left 'new')." })
  acknowledgedAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'When it was replied to or closed.' })
  resolvedAt: Date | null;

  @Field(() => Int, { description: 'Whole hours since it was received.' })
  ageHours: number;

  @Field(() => Boolean, { description: 'Not taken up within 48 hours (Consumer Protection (E-Commerce) Rules, 2020).' })
  acknowledgementOverdue: boolean;

  @Field(() => Boolean, { description: 'Not replied to or closed within a month (Consumer Protection (E-Commerce) Rules, 2020).' })
  resolutionOverdue: boolean;

  @Field(() => ID, { nullable: true, description: "The customer's account, when they wrote while logged in." })
  userId: string | null;
}

@ObjectType('EnquiryCustomer', { description: "The account of a customer who wrote while logged in." })
export class EnquiryCustomerView {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  firstName: string;

  @Field(() => String)
  lastName: string;

  @Field(() => String)
  email: string;

  @Field(() => String, { nullable: true })
  phone: string | null;

  @Field(() => Date)
  createdAt: Date;
}

@ObjectType()
export class EnquiryPage {
  @Field(() => [EnquiryView])
  items: EnquiryView[];

  @Field(() => Int)
  total: number;

  @Field(() => Int)
  page: number;

  @Field(() => Int)
  limit: number;
}

@ObjectType()
export class EnquiryDetailView {
  @Field(() => EnquiryView)
  enquiry: EnquiryView;

  @Field(() => EnquiryCustomerView, { nullable: true })
  customer: EnquiryCustomerView | null;

  @Field(() => [AuditEntryView], { description: 'Status changes and replies, oldest first.' })
  history: AuditEntryView[];
}

@ObjectType()
export class UpdateEnquiryStatusPayload {
  @Field(() => Boolean)
  success: boolean;

  @Field(() => String, { description: "'Response sent successfully to user' or 'Enquiry status updated successfully'." })
  message: string;

  @Field(() => EnquiryView)
  enquiry: EnquiryView;
}

@ObjectType()
export class SubmitEnquiryPayload {
  @Field(() => Boolean)
  success: boolean;

  @Field(() => String)
  message: string;

  @Field(() => EnquiryView)
  enquiry: EnquiryView;
}

export function toEnquiryView(enquiry: Enquiry, now = new Date()): EnquiryView {
  return {
    ...enquiryDeadlines(enquiry, now),
    responseMessage: enquiry.responseMessage ?? null,
    respondedAt: enquiry.respondedAt ?? null,
    respondedByEmail: enquiry.respondedByEmail ?? null,
    acknowledgedAt: enquiry.acknowledgedAt ?? null,
    resolvedAt: enquiry.resolvedAt ?? null,
    userId: enquiry.userId ? String(enquiry.userId) : null,
    id: String(enquiry.id),
    name: enquiry.name,
    email: enquiry.email,
    phone: enquiry.phone,
    subject: enquiry.subject,
    message: enquiry.message,
    status: enquiry.status,
    createdAt: enquiry.createdAt,
  };
}

export function toEnquiryDetailView(detail: EnquiryDetail): EnquiryDetailView {
  const { customer } = detail;
  return {
    enquiry: toEnquiryView(detail.enquiry),
    customer: customer ? { id: String(customer.id), firstName: customer.firstName, lastName: customer.lastName, email: customer.email, phone: customer.phone, createdAt: customer.createdAt } : null,
    history: detail.history.map(toAuditEntryView),
  };
}

/** REST answers name the id `_id` too (SPEC.md §3). */
export const toRestEnquiry = (enquiry: Enquiry) => {
  const view = toEnquiryView(enquiry);
  return { _id: view.id, ...view };
};
