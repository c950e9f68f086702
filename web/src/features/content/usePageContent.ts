import { useEffect } from 'react';
import { useSnackbar } from 'notistack';
import { SITE_CONTENT_MESSAGES, type SiteContentPage } from '@kapda/rules/site-content';
import { SEEDED_CONTENT, type SiteContentByPage } from '@kapda/rules/site-content-seed';
import { useSiteContentQuery } from '../../gql/hooks/SiteContent';

/**
 * A storefront page's editable words. Apollo's cache is the shared state: each page is asked for
 * once a visit (the footer on every page shares one answer). While it loads `loading` is true and
 * `content` holds the seeded words; a failure says so (SPEC.md §8) and keeps the seeded words.
 */
export function usePageContent<P extends SiteContentPage>(page: P): { content: SiteContentByPage[P]; loading: boolean; failed: boolean } {
  const { data, loading, error } = useSiteContentQuery({ variables: { page }, fetchPolicy: 'cache-first' });
  const { enqueueSnackbar } = useSnackbar();
  const failed = Boolean(error) && !data;
  useEffect(() => {
    if (failed) enqueueSnackbar(SITE_CONTENT_MESSAGES.loadFailed(page), { variant: 'error', preventDuplicate: true });
  }, [failed, page, enqueueSnackbar]);
  const published = data?.siteContent.page === page ? (data.siteContent.data as unknown as SiteContentByPage[P]) : null;
  return { content: published ?? SEEDED_CONTENT[page], loading: loading && !published, failed };
}
