import { useState, type FormEvent } from 'react';
import { useSnackbar } from 'notistack';
import { checkSizeChart, cmToInches, inchesToCm, SIZE_CHART_LIMITS, type MeasureUnit } from '@kapda/rules/size-charts';
import type { AdminSizeChartsQuery } from '../../../gql/graphql';
import { useDeleteSizeChartMutation } from '../../../gql/hooks/DeleteSizeChart';
import { useSaveSizeChartMutation } from '../../../gql/hooks/SaveSizeChart';
import { FormAlert } from '../../../ui/forms';
import { serverErrorOr } from '../back-office-errors';

type Chart = AdminSizeChartsQuery['sizeCharts'][number];
type ColumnUnit = 'cm' | 'size';
interface DraftColumn { label: string; unit: ColumnUnit }
/**
 * A row as typed. `stored[i]`: the value the cell stands for exactly as the chart keeps it (centimetres, or a
 * size number) while nobody has edited it — saved as is, whatever the unit shown; null once edited (or new),
 * then what is typed is converted. So opening and saving changes nothing (100 cm does not come back 99.7).
 */
interface DraftRow { size: string; values: string[]; stored: Array<number | null> }

const STARTER: { columns: DraftColumn[]; rows: DraftRow[] } = {
  columns: [{ label: 'Chest', unit: 'cm' }, { label: 'Length', unit: 'cm' }],
  rows: ['S', 'M', 'L'].map((size) => ({ size, values: ['', ''], stored: [null, null] })),
};

const shown = (value: number, unit: ColumnUnit, typing: MeasureUnit) => String(unit === 'cm' && typing === 'in' ? cmToInches(value) : value);

/**
 * A category's size chart as a small table editor (rows = sizes, columns = measurements), typed in
 * inches or centimetres and stored in centimetres — only the cells someone edited are converted, the rest
 * are saved exactly as kept; the shared rule checks it here first, the server again. Saving or removing is
 * audit-logged by the API.
 */
export function SizeChartEditor({ category, chart, onDone }: { category: { id: string; name: string }; chart: Chart | null; onDone(changed: boolean): void }) {
  const { enqueueSnackbar } = useSnackbar();
  const [save, saving] = useSaveSizeChartMutation();
  const [remove, removing] = useDeleteSizeChartMutation();
  const [typing, setTyping] = useState<MeasureUnit>('in');
  const [columns, setColumns] = useState<DraftColumn[]>(() => chart?.columns.map((c) => ({ label: c.label, unit: c.unit === 'size' ? 'size' : 'cm' })) ?? STARTER.columns);
  const [rows, setRows] = useState<DraftRow[]>(() => chart?.rows.map((r) => ({ size: r.size, values: r.values.map((v, i) => shown(v, chart.columns[i]?.unit === 'size' ? 'size' : 'cm', 'in')), stored: [...r.values] })) ?? STARTER.rows);
  const [note, setNote] = useState(chart?.note ?? '');
  const [problem, setProblem] = useState<string | null>(null);

  /** Switch the unit typed in: untouched cells shown afresh from what is kept, edited cm cells converted as they stand. */
  const switchTo = (next: MeasureUnit) => {
    if (next === typing) return;
    setRows(rows.map((r) => ({ ...r, values: r.values.map((v, i) => {
      const kept = r.stored[i];
      if (kept !== null && kept !== undefined) return shown(kept, columns[i]?.unit ?? 'cm', next);
      const n = Number(v);
      if (v.trim() === '' || !Number.isFinite(n) || columns[i]?.unit !== 'cm') return v;
      return String(next === 'cm' ? inchesToCm(n) : cmToInches(n));
    }) })));
    setTyping(next);
  };
  /** What a cell saves: its kept value when untouched, else what is typed (inches made centimetres). */
  const toCm = (v: string, kept: number | null | undefined, unit: ColumnUnit) => {
    if (kept !== null && kept !== undefined) return kept;
    const n = v.trim() === '' ? NaN : Number(v);
    return unit === 'cm' && typing === 'in' && Number.isFinite(n) ? inchesToCm(n) : n;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { columns, rows: rows.map((r) => ({ size: r.size, values: r.values.map((v, i) => toCm(v, r.stored[i], columns[i].unit)) })), note };
    const checked = checkSizeChart(input);
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    try {
      await save({ variables: { categoryId: category.id, input: checked.chart } });
      enqueueSnackbar('Size chart saved', { variant: 'success' });
      onDone(true);
    } catch (failure) {
      setProblem(serverErrorOr(failure, 'Failed to save the size chart'));
    }
  };
  const del = async () => {
    if (!window.confirm(`Remove the size chart of “${category.name}”?`)) return;
    try {
      await remove({ variables: { categoryId: category.id } });
      enqueueSnackbar('Size chart removed', { variant: 'success' });
      onDone(true);
    } catch (failure) {
      setProblem(serverErrorOr(failure, 'Failed to remove the size chart'));
    }
  };

  const setCell = (r: number, c: number, value: string) =>
    setRows(rows.map((row, i) => (i === r ? { ...row, values: row.values.map((v, j) => (j === c ? value : v)), stored: row.stored.map((k, j) => (j === c ? null : k)) } : row)));
  const addColumn = () => {
    setColumns([...columns, { label: '', unit: 'cm' }]);
    setRows(rows.map((r) => ({ ...r, values: [...r.values, ''], stored: [...r.stored, null] })));
  };
  const dropColumn = (c: number) => {
    setColumns(columns.filter((_, i) => i !== c));
    setRows(rows.map((r) => ({ ...r, values: r.values.filter((_, i) => i !== c), stored: r.stored.filter((_, i) => i !== c) })));
  };
  /** A column made a measurement or a size number: its cells now mean what they show (taken as typed). */
  const setColumnUnit = (c: number, unit: ColumnUnit) => {
    setColumns(columns.map((x, i) => (i === c ? { ...x, unit } : x)));
    setRows(rows.map((r) => ({ ...r, stored: r.stored.map((k, i) => (i === c ? null : k)) })));
  };

  return (
    <form className="bo-form size-chart-editor" onSubmit={(e) => void submit(e)} noValidate aria-label={`Size chart of ${category.name}`}>
      <h3>Size chart: {category.name}</h3>
      <p className="muted">Rows are sizes, columns measurements. Stored in centimetres; shoppers switch between inches and centimetres. A column of shoe sizes (UK, EU) is a size number and never converted. Subcategories without a chart of their own show this one.</p>
      {problem && <FormAlert>{problem}</FormAlert>}
      <div className="size-chart-editor__units" role="radiogroup" aria-label="Typing measurements in">
        {(['in', 'cm'] as const).map((u) => (
          <label key={u}>
            <input type="radio" name={`typing-${category.id}`} checked={typing === u} onChange={() => switchTo(u)} /> {u === 'in' ? 'Inches' : 'Centimetres'}
          </label>
        ))}
      </div>
      <div className="size-chart-editor__table">
        <table>
          <thead>
            <tr>
              <th scope="col">Size</th>
              {columns.map((c, ci) => (
                <th key={ci} scope="col">
                  <input aria-label={`Column ${ci + 1} name`} value={c.label} maxLength={SIZE_CHART_LIMITS.label} onChange={(e) => setColumns(columns.map((x, i) => (i === ci ? { ...x, label: e.target.value } : x)))} />
                  <select aria-label={`Column ${ci + 1} kind`} value={c.unit} onChange={(e) => setColumnUnit(ci, e.target.value as ColumnUnit)}>
                    <option value="cm">Measurement</option>
                    <option value="size">Size number</option>
                  </select>
                  {columns.length > 1 && <button type="button" className="button button--small button--ghost" onClick={() => dropColumn(ci)} aria-label={`Remove column ${c.label || ci + 1}`}>×</button>}
                </th>
              ))}
              <th scope="col"><span className="visually-hidden">Remove</span></th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, ri) => (
              <tr key={ri}>
                <th scope="row">
                  <input aria-label={`Row ${ri + 1} size`} value={r.size} maxLength={SIZE_CHART_LIMITS.size} onChange={(e) => setRows(rows.map((x, i) => (i === ri ? { ...x, size: e.target.value } : x)))} />
                </th>
                {r.values.map((v, ci) => (
                  <td key={ci}>
                    <input inputMode="decimal" aria-label={`${r.size || `Row ${ri + 1}`} ${columns[ci]?.label || `column ${ci + 1}`}${columns[ci]?.unit === 'cm' ? ` (${typing})` : ''}`} value={v} onChange={(e) => setCell(ri, ci, e.target.value)} />
                  </td>
                ))}
                <td>
                  {rows.length > 1 && <button type="button" className="button button--small button--ghost" onClick={() => setRows(rows.filter((_, i) => i !== ri))} aria-label={`Remove size ${r.size || ri + 1}`}>×</button>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="bo-form__actions">
        <button type="button" className="button button--small button--outline" onClick={() => setRows([...rows, { size: '', values: columns.map(() => ''), stored: columns.map(() => null) }])} disabled={rows.length >= SIZE_CHART_LIMITS.rows}>Add size</button>
        <button type="button" className="button button--small button--outline" onClick={addColumn} disabled={columns.length >= SIZE_CHART_LIMITS.columns}>Add column</button>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`size-chart-note-${category.id}`}>Note for shoppers</label>
        <textarea id={`size-chart-note-${category.id}`} className="field__input" rows={2} maxLength={SIZE_CHART_LIMITS.note} value={note} onChange={(e) => setNote(e.target.value)} />
      </div>
      <div className="bo-form__actions">
        <button type="submit" className="button" disabled={saving.loading}>Save size chart</button>
        {chart && <button type="button" className="button button--danger" onClick={() => void del()} disabled={removing.loading}>Remove chart</button>}
        <button type="button" className="button button--ghost" onClick={() => onDone(false)}>Cancel</button>
      </div>
    </form>
  );
}
