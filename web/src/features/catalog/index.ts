export { CollectionCard } from './CollectionCard';
export { ProductGallery } from './ProductGallery';
export { ProductGrid, ProductGridSkeleton, ProductRail } from './ProductGrid';
export { ProductImage } from './ProductImage';
export { ProductListing } from './ProductListing';
export { ProductPurchasePanel } from './ProductPurchasePanel';
