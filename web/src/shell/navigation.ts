/** A storefront destination and the words each navigation shows for it. */
interface Destination {
  to: string;
  /** Its link in the menu drawer, in SPEC.md §2's words; absent → not in the menu. */
  menu?: string;
  /** Its link in the header's category row (desktop); absent → not in the row. */
  header?: string;
  /** Shown in the sale colour. */
  sale?: boolean;
}

/**
 * The one navigation list: every place the menu drawer and the header's category row lead to, in
 * the order both show them (the menu's order is SPEC.md §2's). Phones use the menu drawer and the
 * bottom tabs; wider screens add the category row.
 */
export const NAVIGATION: ReadonlyArray<Destination> = [
  { to: '/', menu: 'Home' },
  { to: '/shop', menu: 'Shop' },
  { to: '/shop?category=women', header: 'Women' },
  { to: '/shop?category=men', header: 'Men' },
  { to: '/plus-size', menu: 'Plus Size', header: 'Plus Size' },
  { to: '/shop?category=accessories', header: 'Accessories' },
  { to: '/new-arrivals', menu: 'New Arrivals', header: 'New Arrivals' },
  { to: '/collections', menu: 'Collection', header: 'Collections' },
  { to: '/best-seller', menu: 'Best Seller', header: 'Best Sellers' },
  { to: '/about', menu: 'About Us' },
  { to: '/contact', menu: 'Contact Us' },
  { to: '/shop?sale=true', header: 'Sale', sale: true },
];

interface NavLinkItem {
  to: string;
  label: string;
  sale: boolean;
}

const linksFor = (place: 'menu' | 'header'): NavLinkItem[] =>
  NAVIGATION.flatMap((destination) => {
    const label = destination[place];
    return label ? [{ to: destination.to, label, sale: destination.sale ?? false }] : [];
  });

/** SPEC.md §2 menu drawer links, in order. */
export const MENU_LINKS = linksFor('menu');
/** The header's category row. */
export const HEADER_LINKS = linksFor('header');
