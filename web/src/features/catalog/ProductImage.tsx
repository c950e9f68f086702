import { useState } from 'react';
import { DEFAULT_PRODUCT_IMAGE } from '../../ui/product-image';
import type { ProductImageFieldsFragment } from '../../gql/graphql';

interface ProductImageProps {
  image: ProductImageFieldsFragment | undefined;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  /** Above-the-fold images load at once; the rest wait until scrolled near. */
  eager?: boolean;
  className?: string;
}

/** A responsive WebP from the catalogue (320/640/1024 w), or the default picture when missing or broken. */
export function ProductImage({ image, alt, sizes, eager = false, className = '' }: ProductImageProps) {
  const [broken, setBroken] = useState(false);
  if (!image || broken) {
    return <img className={className} src={DEFAULT_PRODUCT_IMAGE} alt={alt} width={300} height={400} />;
  }
  return (
    <img
      className={className}
      src={image.url}
      srcSet={image.srcSet || undefined}
      sizes={sizes}
      alt={image.alt || alt}
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      onError={() => setBroken(true)}
    />
  );
}
