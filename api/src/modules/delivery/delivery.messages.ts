/** What a shopper reads about delivery: PIN checks and the address book (REST messages and refusals). */
export const DELIVERY_MESSAGES = {
  invalidPincode: 'Please enter a valid 6-digit PIN code',
  unknownPincode: 'We could not find this PIN code. Please check it.',
  unserviceable: (pin: string) => `Sorry, we do not deliver to PIN code ${pin} yet`,
  codUnavailable: 'Cash on delivery is not available for this PIN code',
  addressSaved: 'Address saved',
  defaultAddressSet: 'Default address set',
  addressRemoved: 'Address removed',
  addressNotFound: 'Address not found',
  tooManyAddresses: (max: number) => `You can save at most ${max} addresses`,
} as const;
