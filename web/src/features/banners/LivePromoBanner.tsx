import { useEffect, useState } from 'react';
import { BANNER_REFRESH_MS } from '@kapda/rules/banner-strip';
import { useActivePromoBannerQuery } from '../../gql/hooks/ActivePromoBanner';
import { dismissedBannerId, rememberDismissedBanner } from './dismissed-banner';
import { PromoBannerStrip } from './PromoBannerStrip';
import { firstRenderMatchesServer, updateAfterServerRender } from '../../ui/hydration';

/**
 * The banner above the storefront header (SPEC.md §2, §7): asked for on load and every 5 minutes;
 * shown while one is live and it is not the one the shopper dismissed; a failed fetch hides it,
 * without a message. On a server-rendered page the server's answer is the one asked for on load
 * (handed over in the Apollo state): cache-first, so hydration never asks again however long it takes
 * on a slow phone; without that state the cache is empty and the banner is asked for at once.
 */
export function LivePromoBanner() {
  const { data, error } = useActivePromoBannerQuery({ pollInterval: BANNER_REFRESH_MS, fetchPolicy: 'cache-first', notifyOnNetworkStatusChange: false });
  // The server cannot know what this browser dismissed: hydration starts as it did, the stored choice right after.
  const [dismissed, setDismissed] = useState(() => (firstRenderMatchesServer() ? null : dismissedBannerId()));
  useEffect(() => updateAfterServerRender(() => setDismissed(dismissedBannerId())), []);
  const banner = error ? null : data?.activePromoBanner;
  if (!banner || banner.id === dismissed) return null;
  const dismiss = () => {
    rememberDismissedBanner(banner.id);
    setDismissed(banner.id);
  };
  return <PromoBannerStrip banner={banner} onDismiss={dismiss} />;
}
