import { BANNER_DEFAULTS } from '@kapda/rules/banner-strip';
import { Link } from 'react-router';
import './banners.css';

export interface PromoBannerLook {
  text: string;
  link?: string | null;
  backgroundColor?: string | null;
  textColor?: string | null;
}

/** The strip itself, as shoppers see it (the back office's live preview renders this same component). */
export function PromoBannerStrip({ banner, onDismiss }: { banner: PromoBannerLook; onDismiss?: () => void }) {
  const style = { backgroundColor: banner.backgroundColor || BANNER_DEFAULTS.backgroundColor, color: banner.textColor || BANNER_DEFAULTS.textColor };
  const link = banner.link;
  return (
    <div className="promo-banner" style={style} role="region" aria-label="Announcement">
      <p className="promo-banner__text">
        {link ? (link.startsWith('/') ? <Link to={link} style={{ color: style.color }}>{banner.text}</Link> : <a href={link} style={{ color: style.color }}>{banner.text}</a>) : banner.text}
      </p>
      {onDismiss && (
        <button type="button" className="promo-banner__dismiss" onClick={onDismiss} aria-label="Dismiss announcement" style={{ color: style.color }}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
