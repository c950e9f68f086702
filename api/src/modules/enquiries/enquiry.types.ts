import { Field, ID, InputType, ObjectType } from 'type-graphql';
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

  @Field(() => String, { description: "'new' when received." })
  status: string;

  @Field(() => Date)
  createdAt: Date;
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

export function toEnquiryView(enquiry: Enquiry): EnquiryView {
  return {
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
