import { useEffect } from 'react';

/** Sets the browser tab title for the current page: "Shop | Kapda". */
export function usePageTitle(title: string | null | undefined) {
  useEffect(() => {
    document.title = title ? `${title} | Kapda` : 'Kapda — Fashion from Surat';
  }, [title]);
}
