/** The home page's seeded words (site-content.seed.ts has the others): a file of its own, in the home page's chunk only (issue 19). */
export interface CallToAction { label: string; url: string }
export interface SectionHeading { eyebrow: string; title: string }

export interface HomeContent {
  hero: { eyebrow: string; title: string; lead: string; primaryCta: CallToAction; secondaryCta: CallToAction };
  categoriesTitle: string;
  categories: { label: string; blurb: string; url: string; categorySlug: string }[];
  newArrivals: SectionHeading;
  bestSellers: SectionHeading;
  saleBanner: { eyebrow: string; title: string; text: string; cta: CallToAction };
  collections: SectionHeading;
  story: { eyebrow: string; title: string; text: string; cta: CallToAction };
}

export const SEEDED_HOME: HomeContent = {
  hero: {
    eyebrow: 'The Festive Edit',
    title: 'Woven in Surat, made for every celebration',
    lead: 'Handpicked kurtas, sarees, sherwanis and shirts — honest prices with GST included, free shipping over ₹500 and 30-day returns.',
    primaryCta: { label: 'Shop Women', url: '/shop?category=women' },
    secondaryCta: { label: 'Shop Men', url: '/shop?category=men' },
  },
  categoriesTitle: 'Shop by category',
  categories: [
    { label: 'Women', blurb: 'Kurtas, sarees & lehengas', url: '/shop?category=women', categorySlug: 'women' },
    { label: 'Men', blurb: 'Shirts, kurtas & sherwanis', url: '/shop?category=men', categorySlug: 'men' },
    { label: 'Plus Size', blurb: 'Sizes 3XL – 6XL', url: '/plus-size', categorySlug: 'plus-size' },
    { label: 'Accessories', blurb: 'Dupattas, stoles & more', url: '/shop?category=accessories', categorySlug: 'accessories' },
  ],
  newArrivals: { eyebrow: 'Just landed', title: 'New Arrivals' },
  bestSellers: { eyebrow: 'Most loved', title: 'Best Sellers' },
  saleBanner: {
    eyebrow: 'Season sale',
    title: 'Festive favourites, now for less',
    text: 'Every price includes GST — and the discount you see is the real saving on the MRP.',
    cta: { label: 'Shop the Sale', url: '/shop?sale=true' },
  },
  collections: { eyebrow: 'Curated edits', title: 'Collections' },
  story: {
    eyebrow: 'From Surat, with care',
    title: 'Straight from India’s textile city',
    text: 'We work directly with weavers, printers and embroidery units around Surat, check every piece by hand, and pack it in our Ring Road studio. Fair prices, real fabric, no middlemen.',
    cta: { label: 'Our story', url: '/about' },
  },
};
