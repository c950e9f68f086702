import { Field, Float, ID, ObjectType } from 'type-graphql';

@ObjectType('StoreCreditEntry', { description: 'One movement of a member\'s store credit (₹): + added, − spent.' })
export class StoreCreditEntryView {
  @Field(() => ID) id: string;
  @Field(() => Float, { description: 'Signed ₹: positive adds to the balance, negative spends it.' }) amount: number;
  @Field(() => Float, { description: 'The balance after this entry (₹).' }) balanceAfter: number;
  @Field(() => String, { description: "return | order_payment | order_cancelled | adjustment" }) reason: string;
  @Field(() => String, { description: 'What the shopper reads for the reason.' }) label: string;
  @Field(() => String, { nullable: true, description: "The return's or order's id." }) reference: string | null;
  @Field(() => String, { nullable: true, description: 'An order or return number.' }) note: string | null;
  @Field(() => Date) createdAt: Date;
}

@ObjectType('StoreCredit', { description: "A member's store credit: the balance (₹) and the latest entries, newest first." })
export class StoreCreditView {
  @Field(() => Float) balance: number;
  @Field(() => [StoreCreditEntryView]) entries: StoreCreditEntryView[];
}
