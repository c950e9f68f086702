/** The checkout feature's public entry: the checkout form, the PIN delivery check, the address fields. */
export { CheckoutForm } from './CheckoutForm';
export { DeliveryCheck } from './DeliveryCheck';
export { AddressFields, EMPTY_ADDRESS, addressValues, type AddressValues } from './AddressFields';
export { SwitchToCod } from './SwitchToCod';
export { keptOrderToken, payOnline, type Payer } from './pay-online';
