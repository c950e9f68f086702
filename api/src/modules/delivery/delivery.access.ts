import { PUBLIC, SIGNED_IN } from '../../kernel/access';

/** Who may call each delivery operation — enforced by GraphQL (@Authorized) and REST (route access). */
export const DELIVERY_ACCESS = {
  /** "Delivery by … · Cash on delivery available" on the product page and at checkout. */
  checkPincode: PUBLIC,
  addresses: SIGNED_IN,
  saveAddress: SIGNED_IN,
  deleteAddress: SIGNED_IN,
  setDefaultAddress: SIGNED_IN,
} as const;
