import type { Config } from '../../config';
import { badRequest } from '../../kernel/errors';
import { isPincode, regionByName } from '@kapda/rules/india';
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
      return { pincode, serviceable: false, city: null, district: null, state: null, stateCode: null, cod: false, deliveryDays: null, deliveryBy: null, zone: null };
    }
    const base = { pincode, city: place.city, district: place.district, state: place.region.name, stateCode: place.region.code };
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
}
