import { usePageHead } from './page-head';

/** Sets the page's title ("Shop | Kapda") and the site's default head around it (ui/page-head.ts). */
export function usePageTitle(title: string | null | undefined) {
  usePageHead({ title });
}
