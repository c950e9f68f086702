/**
 * Size charts: one per category, rows = sizes, columns = measurements. Body and garment measurements
 * are stored in centimetres (one unit, so an edit never drifts between two copies) and shown in
 * inches by this one conversion; a column of sizes in another system (UK, India, EU shoe sizes) is a
 * plain number and never converted.
 */

export type SizeChartUnit = 'cm' | 'size';

export interface SizeChartColumn {
  label: string;
  unit: SizeChartUnit;
}

export interface SizeChartRow {
  size: string;
  values: number[];
}

export interface SizeChart {
  columns: SizeChartColumn[];
  rows: SizeChartRow[];
  /** How to measure, fit notes; '' when none. */
  note: string;
}

export type MeasureUnit = 'in' | 'cm';

export const SIZE_CHART_LIMITS = { columns: 8, rows: 20, label: 30, size: 20, note: 300, maxValue: 500 } as const;

export const SIZE_CHART_MESSAGES = {
  noColumns: 'Add at least one measurement column',
  tooManyColumns: `A size chart has at most ${SIZE_CHART_LIMITS.columns} columns`,
  columnLabel: `Each column needs a name of at most ${SIZE_CHART_LIMITS.label} characters`,
  duplicateColumn: 'Two columns have the same name',
  columnUnit: 'A column is measured in cm or is a size number',
  noRows: 'Add at least one size',
  tooManyRows: `A size chart has at most ${SIZE_CHART_LIMITS.rows} sizes`,
  rowSize: `Each row needs a size of at most ${SIZE_CHART_LIMITS.size} characters`,
  duplicateSize: 'Two rows have the same size',
  rowValues: 'Each size needs one value per column',
  value: `Measurements are numbers above 0 and at most ${SIZE_CHART_LIMITS.maxValue}`,
  note: `The note can be at most ${SIZE_CHART_LIMITS.note} characters`,
} as const;

const CM_PER_INCH = 2.54;

/** Centimetres → inches to the nearest quarter inch (how a tailor's tape reads). */
export function cmToInches(cm: number): number {
  return Math.round((cm / CM_PER_INCH) * 4) / 4;
}

/** Inches → centimetres to one decimal (what the back office stores when someone types inches). */
export function inchesToCm(inches: number): number {
  return Math.round(inches * CM_PER_INCH * 10) / 10;
}

/** A stored value as shown in `unit`: cm columns converted, size columns as they are; no trailing zeros. */
export function showMeasure(value: number, column: Pick<SizeChartColumn, 'unit'>, unit: MeasureUnit): string {
  const shown = column.unit === 'cm' && unit === 'in' ? cmToInches(value) : value;
  return String(Math.round(shown * 100) / 100);
}

/** A column's heading in `unit`: "Chest (in)", "UK". */
export function columnHeading(column: SizeChartColumn, unit: MeasureUnit): string {
  return column.unit === 'cm' ? `${column.label} (${unit})` : column.label;
}

/** A size chart from the back office, checked and trimmed; a problem → { problem } with the message. */
export function checkSizeChart(input: { columns?: unknown; rows?: unknown; note?: unknown }): { chart: SizeChart } | { problem: string } {
  const columnsIn = Array.isArray(input.columns) ? input.columns : [];
  if (columnsIn.length === 0) return { problem: SIZE_CHART_MESSAGES.noColumns };
  if (columnsIn.length > SIZE_CHART_LIMITS.columns) return { problem: SIZE_CHART_MESSAGES.tooManyColumns };
  const columns: SizeChartColumn[] = [];
  for (const c of columnsIn as Array<Record<string, unknown>>) {
    const label = typeof c?.label === 'string' ? c.label.trim() : '';
    if (!label || label.length > SIZE_CHART_LIMITS.label) return { problem: SIZE_CHART_MESSAGES.columnLabel };
    if (c.unit !== 'cm' && c.unit !== 'size') return { problem: SIZE_CHART_MESSAGES.columnUnit };
    if (columns.some((other) => other.label.toLowerCase() === label.toLowerCase())) return { problem: SIZE_CHART_MESSAGES.duplicateColumn };
    columns.push({ label, unit: c.unit });
  }
  const rowsIn = Array.isArray(input.rows) ? input.rows : [];
  if (rowsIn.length === 0) return { problem: SIZE_CHART_MESSAGES.noRows };
  if (rowsIn.length > SIZE_CHART_LIMITS.rows) return { problem: SIZE_CHART_MESSAGES.tooManyRows };
  const rows: SizeChartRow[] = [];
  for (const r of rowsIn as Array<Record<string, unknown>>) {
    const size = typeof r?.size === 'string' ? r.size.trim() : '';
    if (!size || size.length > SIZE_CHART_LIMITS.size) return { problem: SIZE_CHART_MESSAGES.rowSize };
    if (rows.some((other) => other.size.toLowerCase() === size.toLowerCase())) return { problem: SIZE_CHART_MESSAGES.duplicateSize };
    if (!Array.isArray(r.values) || r.values.length !== columns.length) return { problem: SIZE_CHART_MESSAGES.rowValues };
    const values: number[] = [];
    for (const v of r.values) {
      if (typeof v !== 'number' || !Number.isFinite(v) || v <= 0 || v > SIZE_CHART_LIMITS.maxValue) return { problem: SIZE_CHART_MESSAGES.value };
      values.push(Math.round(v * 10) / 10);
    }
    rows.push({ size, values });
  }
  const note = typeof input.note === 'string' ? input.note.trim() : '';
  if (note.length > SIZE_CHART_LIMITS.note) return { problem: SIZE_CHART_MESSAGES.note };
  return { chart: { columns, rows, note } };
}
