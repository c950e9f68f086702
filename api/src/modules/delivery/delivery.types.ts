import { Field, ID, Int, ObjectType } from 'type-graphql';
import { AddressInput } from '../orders/order.types';

@ObjectType('DeliveryDays')
export class DeliveryDaysView {
  @Field(() => Int) min: number;
  @Field(() => Int) max: number;
}

@ObjectType('PincodeCheck', { description: 'Whether we deliver to a PIN code, how fast, and with cash on delivery.' })
export class PincodeCheckView {
  @Field(() => String) pincode: string;
  @Field(() => Boolean) serviceable: boolean;
  @Field(() => String, { nullable: true }) city: string | null;
  @Field(() => String, { nullable: true }) district: string | null;
  @Field(() => String, { nullable: true }) state: string | null;
  @Field(() => String, { nullable: true, description: 'GST state code.' }) stateCode: string | null;
  @Field(() => [String], { description: "The town or city names of this PIN (its city first): an address's town or city must be one of them. Empty when the PIN is unknown." }) places: string[];
  @Field(() => Boolean, { description: 'Cash on delivery offered here.' }) cod: boolean;
  @Field(() => DeliveryDaysView, { nullable: true }) deliveryDays: DeliveryDaysView | null;
  @Field(() => String, { nullable: true, description: 'Last promised delivery day (YYYY-MM-DD, India).' }) deliveryBy: string | null;
  @Field(() => String, { description: '"Delivery by Thu, 27 Nov · Cash on delivery available", or why not.' }) message: string;
}

@ObjectType('SavedAddress', { description: "An address in a member's address book." })
export class SavedAddressView {
  @Field(() => ID) id: string;
  @Field(() => String) fullName: string;
  @Field(() => String) phone: string;
  @Field(() => String) line1: string;
  @Field(() => String, { nullable: true }) line2: string | null;
  @Field(() => String, { nullable: true }) landmark: string | null;
  @Field(() => String) pincode: string;
  @Field(() => String) city: string;
  @Field(() => String) state: string;
  @Field(() => Boolean) isDefault: boolean;
}

export { AddressInput };
