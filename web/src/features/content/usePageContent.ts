import { useEffect } from 'react';
import { useSnackbar } from 'notistack';
import { SITE_CONTENT_MESSAGES, type SiteContentPage } from '@kapda/rules/site-content-text';
import type { SiteContentByPage } from '@kapda/rules/site-content-seed';
import { useSiteContentQuery } from '../../gql/hooks/SiteContent';

/**
 * A storefront page's editable words. Apollo's cache is the shared state: each page is asked for
 * once a visit (the footer on every page shares one answer). While it loads `loading` is true and
 * `content` holds the seeded words; a failure says so (SPEC.md §8) and keeps the seeded words.
 * `seeded`: the page's own seeded words (SEEDED_FOOTER from @kapda/rules/site-content-seed-footer…), named by
 * the page so its chunk carries only those (issue 19: every first load carried every page's).
 */
export function usePageContent<P extends SiteContentPage>(page: P, seeded: SiteContentByPage[P]): { content: SiteContentByPage[P]; loading: boolean; failed: boolean } {
  const { data, loading, error } = useSiteContentQuery({ variables: { page }, fetchPolicy: 'cache-first' });
  const { enqueueSnackbar } = useSnackbar();
  const failed = Boolean(error) && !data;
  useEffect(() => {
    if (failed) enqueueSnackbar(SITE_CONTENT_MESSAGES.loadFailed(page), { variant: 'error', preventDuplicate: true });
  }, [failed, page, enqueueSnackbar]);
  const published = data?.siteContent.page === page ? (data.siteContent.data as unknown as SiteContentByPage[P]) : null;
  return { content: published ?? seeded, loading: loading && !published, failed };
}
