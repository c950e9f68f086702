import { useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { columnHeading, showMeasure, type MeasureUnit } from '@kapda/rules/size-charts';
import { useProductSizeChartQuery } from '../../gql/hooks/ProductSizeChart';
import { CloseIcon } from '../../ui/icons';
import { useBodyScrollLock, useEscapeKey, useFocusWithin } from '../../ui/overlay-hooks';
import './size-chart.css';

/**
 * The product's size chart as a sheet (full width from the bottom on a phone, a dialog on wider
 * screens): rows = sizes, columns = measurements, inches by default (how Indian shoppers measure)
 * with a cm toggle; the chart is read when the sheet opens. Its own chunk (SizeChartLink loads it).
 */
export default function SizeChartDialog({ slug, title, onClose }: { slug: string; title: string; onClose(): void }) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [unit, setUnit] = useState<MeasureUnit>('in');
  const { data, loading, error, refetch } = useProductSizeChartQuery({ variables: { slug } });
  useBodyScrollLock(true);
  useEscapeKey(true, onClose);
  useFocusWithin(true, panel);
  const chart = data?.product?.sizeChart;
  const measured = chart?.columns.some((c) => c.unit === 'cm');

  return createPortal(
    <div className="size-chart">
      <div className="size-chart__scrim" onClick={onClose} />
      <div ref={panel} className="size-chart__panel" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <header className="size-chart__header">
          <h2 id={titleId}>Size chart</h2>
          <button type="button" className="icon-button" onClick={onClose} aria-label="Close">
            <CloseIcon />
          </button>
        </header>
        <p className="size-chart__product">{title}</p>
        {loading && !data ? (
          <div className="size-chart__loading" role="status">
            <span className="spinner" aria-hidden="true" />
            <span className="visually-hidden">Loading the size chart…</span>
          </div>
        ) : error ? (
          <div role="alert" className="size-chart__problem">
            <p>Could not load the size chart.</p>
            <button type="button" className="button button--ghost" onClick={() => void refetch()}>Try again</button>
          </div>
        ) : !chart ? (
          <p className="size-chart__problem">This product has no size chart yet. Our sizes follow the usual Indian sizes; write to us if you are unsure.</p>
        ) : (
          <>
            {measured && (
              <div className="size-chart__units" role="radiogroup" aria-label="Units">
                {(['in', 'cm'] as const).map((u) => (
                  <button key={u} type="button" role="radio" aria-checked={unit === u} className={`chip${unit === u ? ' chip--active' : ''}`} onClick={() => setUnit(u)}>
                    {u === 'in' ? 'Inches' : 'Centimetres'}
                  </button>
                ))}
              </div>
            )}
            <div className="size-chart__table" tabIndex={0} role="region" aria-label="Measurements">
              <table>
                <thead>
                  <tr>
                    <th scope="col">Size</th>
                    {chart.columns.map((c) => (
                      <th key={c.label} scope="col">{columnHeading({ label: c.label, unit: c.unit === 'size' ? 'size' : 'cm' }, unit)}</th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {chart.rows.map((row) => (
                    <tr key={row.size}>
                      <th scope="row">{row.size}</th>
                      {row.values.map((v, i) => (
                        <td key={chart.columns[i]?.label ?? i}>{showMeasure(v, { unit: chart.columns[i]?.unit === 'size' ? 'size' : 'cm' }, unit)}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {chart.note && <p className="size-chart__note">{chart.note}</p>}
          </>
        )}
      </div>
    </div>,
    document.body,
  );
}
