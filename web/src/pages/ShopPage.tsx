import { useSearchParams } from 'react-router';
import { useShopCategoriesQuery } from '../gql/hooks/ShopCategories';
import { ProductListing } from '../features/catalog';
import { usePageHead } from '../ui/page-head';
import { ListingHeader } from './ListingHeader';

/** How the shop names its departments in headings (SPEC.md §2: category=men, category=women). */
const DEPARTMENT_TITLES: Record<string, { title: string; intro: string }> = {
  women: { title: "Women's Fashion", intro: 'Kurtas, sarees, lehengas, dupattas and everyday western wear.' },
  men: { title: "Men's Fashion", intro: 'Shirts, kurtas, sherwanis, jeans and festive wear.' },
  'plus-size': { title: 'Plus Size', intro: 'Cut on dedicated patterns, sizes 3XL to 6XL.' },
  accessories: { title: 'Accessories', intro: 'Dupattas, stoles, potlis, jootis and more to finish the look.' },
};

/** /shop — every product, or a department, the sale, or search results (all from the URL). */
export default function ShopPage() {
  const [params] = useSearchParams();
  const categories = useShopCategoriesQuery();
  const category = params.get('category');
  const search = params.get('search')?.trim();
  const sale = params.get('sale') === 'true';

  const subcategory = categories.data?.categories.flatMap((d) => d.children.map((child) => ({ ...child, department: d }))).find((c) => c.slug === category);
  const department = category ? DEPARTMENT_TITLES[category] : undefined;
  const title = search ? `Results for “${search}”` : (department?.title ?? subcategory?.name ?? (sale ? 'Sale' : 'All Products'));
  const intro = search ? undefined : (department?.intro ?? (sale && !category ? 'The best prices of the season — every price includes GST.' : 'Clothing and accessories from Surat, every price inclusive of GST.'));
  // One canonical address per listing (the department or sale, not sort or page); search results stay out of search engines.
  const canonical = new URLSearchParams();
  if (category) canonical.set('category', category);
  if (sale) canonical.set('sale', 'true');
  usePageHead({
    title: search ? `Search: ${search}` : title,
    description: intro ? `${title} at Kapda: ${intro}` : undefined,
    canonicalPath: canonical.size ? `/shop?${canonical}` : '/shop',
    noindex: Boolean(search),
  });

  const narrowed = Boolean(category || search || sale);
  const crumbs = narrowed
    ? [
        { to: '/', label: 'Home' },
        { to: '/shop', label: 'Shop' },
        ...(subcategory ? [{ to: `/shop?category=${subcategory.department.slug}`, label: DEPARTMENT_TITLES[subcategory.department.slug]?.title ?? subcategory.department.name }] : []),
        { label: title },
      ]
    : [{ to: '/', label: 'Home' }, { label: 'Shop' }];

  return (
    <div className="container">
      <ListingHeader crumbs={crumbs} eyebrow={sale && category ? 'On sale' : undefined} title={title} intro={intro} />
      <ProductListing />
    </div>
  );
}
