import { useEffect, useState } from 'react';
import type { ProductImageFieldsFragment } from '../../gql/graphql';
import { ProductImage } from './ProductImage';

/** Pictures of the chosen colour first, so picking 'Maroon' shows the maroon kurta. */
export function imagesForColor(images: ProductImageFieldsFragment[], color: string | null) {
  if (!color) return images;
  const matching = images.filter((image) => image.color === color);
  return matching.length ? [...matching, ...images.filter((image) => image.color !== color)] : images;
}

/** A large picture with thumbnails to switch between; the first picture loads at once. */
export function ProductGallery({ images, title, color }: { images: ProductImageFieldsFragment[]; title: string; color: string | null }) {
  const ordered = imagesForColor(images, color);
  const [index, setIndex] = useState(0);
  useEffect(() => setIndex(0), [color]);
  const current = ordered[Math.min(index, ordered.length - 1)];

  return (
    <div className="gallery">
      <div className="gallery__main">
        <ProductImage image={current} alt={title} sizes="(min-width: 1024px) 560px, 100vw" eager preload={index === 0} className="gallery__image" />
      </div>
      {ordered.length > 1 && (
        <ul className="gallery__thumbs" aria-label="Product pictures">
          {ordered.map((image, position) => (
            <li key={image.id}>
              <button type="button" className="gallery__thumb" aria-label={`Show picture ${position + 1} of ${ordered.length}`} aria-current={position === index ? 'true' : undefined} onClick={() => setIndex(position)}>
                <ProductImage image={image} alt="" sizes="80px" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
