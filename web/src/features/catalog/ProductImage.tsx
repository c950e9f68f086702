import { useState } from 'react';
import { preload as preloadResource } from 'react-dom';
import { DEFAULT_PRODUCT_IMAGE } from '../../ui/product-image';
import type { ProductImageFieldsFragment } from '../../gql/graphql';

interface ProductImageProps {
  image: ProductImageFieldsFragment | undefined;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  /** Above-the-fold images load at once; the rest wait until scrolled near. */
  eager?: boolean;
  /**
   * The page's largest picture (its LCP): asked for first, with high priority — a <link rel="preload">
   * the server's render puts ahead of the page (React 19 hoists it), so the picture does not wait for CSS or scripts.
   */
  preload?: boolean;
  className?: string;
}

/** A responsive WebP from the catalogue (320/640/1024 w), or the default picture when missing or broken. */
export function ProductImage({ image, alt, sizes, eager = false, preload = false, className = '' }: ProductImageProps) {
  const [broken, setBroken] = useState(false);
  if (preload && image && !broken) preloadResource(image.url, { as: 'image', imageSrcSet: image.srcSet || undefined, imageSizes: sizes, fetchPriority: 'high' });
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
      loading={eager || preload ? 'eager' : 'lazy'}
      // The LCP picture is decoded as it arrives (not "async": painted later, after whatever the
      // main thread does next — hydration — which Lighthouse then counts into its LCP).
      decoding={preload ? undefined : 'async'}
      // Only the LCP picture is urgent: the other eager ones (a listing's first row) sharing its high
      // priority shared a slow phone's bandwidth with it too (issue 19, Lighthouse's LCP). Chrome raises
      // a picture it finds in the viewport on its own.
      fetchPriority={preload ? 'high' : undefined}
      onError={() => setBroken(true)}
    />
  );
}
