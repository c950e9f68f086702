import { lazy, Suspense, useState } from 'react';

// The sheet and its query load at the first tap: the product page's first load carries neither.
const SizeChartDialog = lazy(() => import('./SizeChartDialog'));

/** "Size chart" beside the size picker; nothing for a product whose category (nor its parent) has no chart, or sold in one free size. */
export function SizeChartLink({ slug, title, sizes, hasChart }: { slug: string; title: string; sizes: ReadonlyArray<string>; hasChart: boolean }) {
  const [open, setOpen] = useState(false);
  if (!hasChart || sizes.length === 0 || sizes.every((s) => /free/i.test(s))) return null;
  return (
    <>
      <button type="button" className="size-chart-link" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
          <rect x="2" y="7" width="20" height="10" rx="1.5" />
          <path d="M6 7v4M10 7v3M14 7v4M18 7v3" />
        </svg>
        Size chart
      </button>
      {open && (
        <Suspense fallback={null}>
          <SizeChartDialog slug={slug} title={title} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
