/** A promo banner as SPEC.md §3 describes it. */
export interface PromoBannerData {
  _id: string;
  text: string;
  link?: string | null;
  backgroundColor?: string;
  textColor?: string;
}

/**
 * The slot above the header. The banners issue fetches the active banner (every 5 minutes) and
 * handles dismissal; until then there is no banner and this renders nothing.
 */
export function PromoBanner({ banner }: { banner?: PromoBannerData | null }) {
  if (!banner) return null;
  const style = { backgroundColor: banner.backgroundColor ?? '#4299e1', color: banner.textColor ?? '#ffffff' };
  return (
    <div className="promo-banner" style={style}>
      {banner.link ? <a href={banner.link} style={{ color: style.color }}>{banner.text}</a> : <p>{banner.text}</p>}
    </div>
  );
}
