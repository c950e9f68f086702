import { Link } from 'react-router';
import type { ProductCardFieldsFragment } from '../../gql/graphql';
import { PriceTag } from '../../ui/PriceTag';
import { CompactRating } from '../../ui/Stars';
import { ProductCardActions } from './ProductCardActions';
import { ProductImage } from './ProductImage';

/** Two columns on phones, up to four on desktop. */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 300px, (min-width: 600px) 33vw, 50vw';

interface ProductCardProps {
  product: ProductCardFieldsFragment;
  eager?: boolean;
  /** The first card of a listing: its picture is the page's LCP on a phone (ProductImage's `preload`). */
  preload?: boolean;
}

/** A product in a grid: picture, badges, brand, title and price with MRP and % off. */
export function ProductCard({ product, eager = false, preload = false }: ProductCardProps) {
  const [first, second] = product.images;
  return (
    <article className={`product-card${product.inStock ? '' : ' product-card--sold-out'}`}>
      <Link to={`/product/${product.slug}`} className="product-card__link">
        <div className="product-card__media">
          <ProductImage image={first} alt={product.title} sizes={CARD_IMAGE_SIZES} eager={eager} preload={preload} className="product-card__image" />
          {second && <ProductImage image={second} alt="" sizes={CARD_IMAGE_SIZES} className="product-card__image product-card__image--alt" />}
          <div className="product-card__badges">
            {!product.inStock ? (
              <span className="badge badge--sold-out">Sold Out</span>
            ) : (
              <>
                {product.isNew && <span className="badge badge--new">New</span>}
                {product.percentOff >= 10 && <span className="badge badge--sale">{product.percentOff}% Off</span>}
              </>
            )}
          </div>
        </div>
        <div className="product-card__body">
          <p className="product-card__brand">{product.brand}</p>
          <h3 className="product-card__title">{product.title}</h3>
          <PriceTag price={product.price} mrp={product.mrp} percentOff={product.percentOff} />
          <CompactRating rating={product.rating} />
          {product.colors.length > 1 && (
            <ul className="product-card__swatches" aria-label={`${product.colors.length} colours`}>
              {product.colors.slice(0, 5).map((color) => (
                <li key={color.name} style={{ background: color.hex }} title={color.name} />
              ))}
              {product.colors.length > 5 && <li className="product-card__more">+{product.colors.length - 5}</li>}
            </ul>
          )}
        </div>
      </Link>
      <div className="product-card__actions">
        <ProductCardActions product={product} />
      </div>
    </article>
  );
}
