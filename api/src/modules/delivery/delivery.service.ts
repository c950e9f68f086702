import type { Config } from '../../config';
import { badRequest } from '../../kernel/errors';
import { isPincode, regionByName } from '@kapda/rules/india';
import { CHECKOUT_MESSAGES, matchPlace, type CheckedAddress } from '@kapda/rules/checkout';
import { deliveryBy, deliveryZone, parseDeliveryDays, pincodeMatcher, type DeliveryDays, type DeliveryZone } from './delivery.rules';
import { PincodeDirectory } from './pincode-directory';
import { DELIVERY_MESSAGES } from './delivery.messages';

/** The answer of GET /api/pincodes/check/{pincode}. */
export interface PincodeCheck {
  pincode: string;
  serviceable: boolean;
  city: string | null;
  district: string | null;
  state: string | null;
  /** GST state code of `state`. */
  stateCode: string | null;
  /** The town or city names of this PIN (its city first); a delivery address must name one of them. Empty when unknown. */
  places: string[];
  cod: boolean;
  deliveryDays: { min: number; max: number } | null;
  /** The last promised delivery day (YYYY-MM-DD, India), for "Delivery by Thu, 27 Nov". */
  deliveryBy: string | null;
  zone: DeliveryZone | null;
}

/**
 * Whether a courier delivers to a PIN, how fast, and with cash on delivery. A real courier's API
 * (Shiprocket, Delhivery…) slots in behind this interface; the default answers from the offline PIN
 * directory and the configured lists.
 */
export interface CourierServiceability {
  check(pincode: string): Promise<PincodeCheck>;
}

export class DirectoryServiceability implements CourierServiceability {
  private readonly unserviceable: (pin: string) => boolean;
  private readonly noCod: (pin: string) => boolean;
  private readonly days: DeliveryDays;
  private readonly seller: { city: string; stateCode: string };

  constructor(
    config: Pick<Config, 'UNSERVICEABLE_PINCODES' | 'NO_COD_PINCODES' | 'DELIVERY_DAYS' | 'SELLER_CITY' | 'SELLER_STATE'>,
    private readonly directory = new PincodeDirectory(),
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.unserviceable = pincodeMatcher(config.UNSERVICEABLE_PINCODES);
    this.noCod = pincodeMatcher(config.NO_COD_PINCODES);
    this.days = parseDeliveryDays(config.DELIVERY_DAYS);
    const state = regionByName(config.SELLER_STATE);
    if (!state) throw new Error(`SELLER_STATE "${config.SELLER_STATE}" is not an Indian state or union territory`);
    this.seller = { city: config.SELLER_CITY, stateCode: state.code };
  }

  async check(pincode: string): Promise<PincodeCheck> {
    const place = this.directory.lookup(pincode);
    if (!place) {
      return { pincode, serviceable: false, city: null, district: null, state: null, stateCode: null, places: [], cod: false, deliveryDays: null, deliveryBy: null, zone: null };
    }
    const base = { pincode, city: place.city, district: place.district, state: place.region.name, stateCode: place.region.code, places: place.places };
    if (this.unserviceable(pincode)) return { ...base, serviceable: false, cod: false, deliveryDays: null, deliveryBy: null, zone: null };
    const zone = deliveryZone(place, this.seller);
    const days = this.days[zone];
    return { ...base, serviceable: true, cod: !this.noCod(pincode), deliveryDays: { ...days }, deliveryBy: deliveryBy(this.clock(), days.max), zone };
  }
}

/** The delivery domain's front: PIN checks with the 400 for a malformed PIN. */
export class DeliveryService {
  constructor(readonly courier: CourierServiceability) {}

  async checkPincode(pincode: unknown): Promise<PincodeCheck> {
    const pin = typeof pincode === 'string' ? pincode.trim() : typeof pincode === 'number' ? String(pincode) : '';
    if (!isPincode(pin)) throw badRequest(DELIVERY_MESSAGES.invalidPincode, { field: 'pincode' });
    return this.courier.check(pin);
  }

  /**
   * The PIN decides where an address is: a PIN we know, in the address's state, and a town or city that
   * is one of the PIN's places (so "Surat, Delhi 110001" never reaches an order, a mail or an invoice).
   * Answers the address with the directory's spelling of both; a 400 naming the field (`prefix.city`)
   * otherwise. `unknownPin: 'keep'` lets an address whose PIN the directory lacks through as typed (a
   * billing address, which nothing is sent to).
   */
  async locate(address: CheckedAddress, prefix: string | null, unknownPin: 'refuse' | 'keep' = 'refuse'): Promise<{ address: CheckedAddress; pin: PincodeCheck }> {
    const field = (name: string) => (prefix ? `${prefix}.${name}` : name);
    const pin = await this.checkPincode(address.pincode);
    if (!pin.state || !pin.stateCode) {
      if (unknownPin === 'keep') return { address, pin };
      throw badRequest(DELIVERY_MESSAGES.unknownPincode, { field: field('pincode') });
    }
    if (pin.stateCode !== address.stateCode) throw badRequest(CHECKOUT_MESSAGES.stateMismatch(pin.pincode, pin.state), { field: field('state') });
    if (pin.places.length === 0) return { address: { ...address, state: pin.state }, pin }; // a courier that names no places
    const city = matchPlace(address.city, pin.places);
    if (!city) throw badRequest(CHECKOUT_MESSAGES.cityMismatch(pin.pincode, pin.places), { field: field('city') });
    return { address: { ...address, city, state: pin.state }, pin };
  }
}
