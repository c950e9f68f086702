/**
 * The couriers the shop ships with and where a shopper follows a parcel: each courier's public
 * tracking page, with the tracking number (AWB) in the address where the courier's site takes it.
 * The desk picks a courier from this list (or "Other", kept as typed); the order page, the mails and
 * WhatsApp messages link with `trackingUrlFor`. An order keeps the courier's name, so a courier
 * renamed or dropped here still shows its number as text.
 */

export interface Courier {
  /** The name the desk picks and the shopper reads (kept on the order). */
  name: string;
  /** Other spellings people type ("Bluedart", "Speed Post"), matched like the name. */
  aliases: readonly string[];
  /**
   * The official tracking page; `{awb}` is replaced by the URL-encoded tracking number. Without
   * `{awb}` the page asks for the number itself (India Post's and Shadowfax's pages take no number
   * in the address), so the shopper copies it from the order page.
   */
  trackingUrl: string;
}

export const COURIERS: readonly Courier[] = [
  { name: 'Delhivery', aliases: [], trackingUrl: 'https://www.delhivery.com/track/package/{awb}' },
  { name: 'Blue Dart', aliases: ['Blue Dart Express', 'DHL Blue Dart'], trackingUrl: 'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo={awb}' },
  { name: 'DTDC', aliases: ['DTDC Express'], trackingUrl: 'https://tracking.dtdc.com/ctbs-tracking/customerInterface.tr?submitName=showCITrackingDetails&cType=Consignment&cnNo={awb}' },
  { name: 'Ekart', aliases: ['Ekart Logistics', 'Flipkart Ekart'], trackingUrl: 'https://ekartlogistics.com/shipmenttrack/{awb}' },
  { name: 'India Post', aliases: ['Speed Post', 'India Post Speed Post'], trackingUrl: 'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx' },
  { name: 'Xpressbees', aliases: ['XpressBees Logistics'], trackingUrl: 'https://www.xpressbees.com/shipment/tracking?awbNo={awb}' },
  { name: 'Shadowfax', aliases: [], trackingUrl: 'https://www.shadowfax.in/track-order' },
  { name: 'Ecom Express', aliases: ['Ecom'], trackingUrl: 'https://www.ecomexpress.in/tracking/?awb_field={awb}' },
  { name: 'Amazon Shipping', aliases: ['Amazon', 'Amazon Transportation Services', 'ATS'], trackingUrl: 'https://track.amazon.in/tracking/{awb}' },
  { name: 'DHL Express', aliases: ['DHL'], trackingUrl: 'https://www.dhl.com/in-en/home/tracking/tracking-express.html?submit=1&tracking-id={awb}' },
  { name: 'FedEx', aliases: ['FedEx India'], trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr={awb}' },
];

/** What the desk's courier picker offers after the list: a courier typed by hand (no tracking link). */
export const OTHER_COURIER = 'Other';

export const TRACKING_LIMITS = { courier: 60, min: 6, max: 30 } as const;

export const COURIER_MESSAGES = {
  courierRequired: 'Please choose the courier',
  courierName: `Please give the courier's name (at most ${TRACKING_LIMITS.courier} characters)`,
  trackingNumber: `The tracking number should be ${TRACKING_LIMITS.min} to ${TRACKING_LIMITS.max} letters and digits (hyphens allowed)`,
  trackYourParcel: 'Track your parcel',
} as const;

/** Case, spaces and punctuation do not tell couriers apart: "BlueDart" is "Blue Dart". */
const key = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

const BY_KEY = new Map<string, Courier>();
for (const c of COURIERS) for (const n of [c.name, ...c.aliases]) BY_KEY.set(key(n), c);

/** The listed courier a name means, or null for one we do not know. */
export function findCourier(name: string | null | undefined): Courier | null {
  if (!name) return null;
  const k = key(name);
  return k ? BY_KEY.get(k) ?? null : null;
}

/**
 * The page where the shopper follows the parcel, or null when the courier is not one we know (the
 * number is then shown as text) or there is no number yet.
 */
export function trackingUrlFor(courier: string | null | undefined, trackingNumber: string | null | undefined): string | null {
  const c = findCourier(courier);
  const awb = trackingNumber?.trim();
  if (!c || !awb) return null;
  return c.trackingUrl.replace('{awb}', encodeURIComponent(awb));
}

/** Whether the courier's tracking page opens on the parcel (false: the shopper types the number there). */
export function trackingUrlTakesNumber(courier: string | null | undefined): boolean {
  return findCourier(courier)?.trackingUrl.includes('{awb}') ?? false;
}

export type ShipmentCheck =
  | { ok: true; courier: string; trackingNumber: string }
  | { ok: false; field: 'courier' | 'trackingNumber'; message: string };

/**
 * The desk's courier and tracking number when shipping: a listed courier is kept in the list's
 * spelling, another name as typed (trimmed); the number is trimmed, spaces inside dropped (people
 * copy "1234 5678 9012"), then 6–30 letters, digits and hyphens.
 */
export function checkShipment(courier: string | null | undefined, trackingNumber: string | null | undefined): ShipmentCheck {
  const name = (courier ?? '').trim().replace(/\s+/g, ' ');
  if (!name || name === OTHER_COURIER) return { ok: false, field: 'courier', message: COURIER_MESSAGES.courierRequired };
  if (name.length > TRACKING_LIMITS.courier || !/[\p{L}\p{N}]/u.test(name) || /[\u0000-\u001f<>]/.test(name)) {
    return { ok: false, field: 'courier', message: COURIER_MESSAGES.courierName };
  }
  const awb = (trackingNumber ?? '').replace(/\s+/g, '');
  if (awb.length < TRACKING_LIMITS.min || awb.length > TRACKING_LIMITS.max || !/^[A-Za-z0-9][A-Za-z0-9-]*[A-Za-z0-9]$/.test(awb)) {
    return { ok: false, field: 'trackingNumber', message: COURIER_MESSAGES.trackingNumber };
  }
  return { ok: true, courier: findCourier(name)?.name ?? name, trackingNumber: awb };
}
