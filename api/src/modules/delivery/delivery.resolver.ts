import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { ApiContext } from '../../kernel/context';
import type { Address } from './address.entity';
import { deliveryPromise } from './delivery.rules';
import type { PincodeCheck } from './delivery.service';
import { AddressInput, PincodeCheckView, SavedAddressView } from './delivery.types';
import { DELIVERY_ACCESS } from './delivery.access';

export const pincodeCheckView = (c: PincodeCheck): PincodeCheckView => ({ ...c, message: deliveryPromise(c) });
export const savedAddressView = (a: Address): SavedAddressView => ({ ...a, id: String(a.id) });

@Resolver()
export class DeliveryResolver {
  @Query(() => PincodeCheckView, { description: "Delivery check for a PIN code; a malformed PIN is an error 'Please enter a valid 6-digit PIN code'." })
  async pincodeCheck(@Ctx() ctx: ApiContext, @Arg('pincode', () => String) pincode: string): Promise<PincodeCheckView> {
    return pincodeCheckView(await ctx.services.delivery.checkPincode(pincode));
  }

  @Authorized(...DELIVERY_ACCESS.addresses)
  @Query(() => [SavedAddressView], { description: "The member's address book, default first." })
  async myAddresses(@Ctx() ctx: ApiContext): Promise<SavedAddressView[]> {
    return (await ctx.services.addressBook.list(ctx)).map(savedAddressView);
  }

  @Authorized(...DELIVERY_ACCESS.saveAddress)
  @Mutation(() => SavedAddressView, { description: 'Add an address (no id) or change one; makeDefault makes it the default.' })
  async saveAddress(
    @Ctx() ctx: ApiContext,
    @Arg('input', () => AddressInput) input: AddressInput,
    @Arg('id', () => ID, { nullable: true }) id?: string | null,
    @Arg('makeDefault', () => Boolean, { nullable: true }) makeDefault?: boolean | null,
  ): Promise<SavedAddressView> {
    return savedAddressView(await ctx.services.addressBook.save(ctx, { ...input, isDefault: makeDefault === true }, id ?? undefined));
  }

  @Authorized(...DELIVERY_ACCESS.deleteAddress)
  @Mutation(() => Boolean)
  async deleteAddress(@Ctx() ctx: ApiContext, @Arg('id', () => ID) id: string): Promise<boolean> {
    await ctx.services.addressBook.remove(ctx, id);
    return true;
  }

  @Authorized(...DELIVERY_ACCESS.setDefaultAddress)
  @Mutation(() => SavedAddressView)
  async setDefaultAddress(@Ctx() ctx: ApiContext, @Arg('id', () => ID) id: string): Promise<SavedAddressView> {
    return savedAddressView(await ctx.services.addressBook.makeDefault(ctx, id));
  }
}
