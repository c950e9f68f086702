import { Field, Float, ObjectType } from 'type-graphql';

@ObjectType('CreditNote', { description: 'A GST credit note (CGST Act s.34) for a refunded or exchanged return, against the order\'s tax invoice.' })
export class CreditNoteView {
  @Field(() => String, { description: 'KCN/25-26/000001.' }) serial: string;
  @Field(() => Date) issuedAt: Date;
  @Field(() => String, { description: 'The original tax invoice it credits.' }) invoiceSerial: string;
  @Field(() => Float, { description: 'Value credited (₹, GST-inclusive).' }) value: number;
  @Field(() => Float, { description: 'Tax credited (₹).' }) tax: number;
  @Field(() => String, { description: 'The printable page (add format=pdf for the PDF).' }) htmlUrl: string;
  @Field(() => String) pdfUrl: string;
  @Field(() => String, { nullable: true, description: "Back office only: the last day (India's, YYYY-MM-DD) to declare it — 30 November after the invoice's financial year (CGST s.34(2))." }) lastDayToDeclare: string | null;
  @Field(() => String, { nullable: true, description: 'Back office only: set when that day has passed or is within 30 days.' }) deadlineWarning: string | null;
}
