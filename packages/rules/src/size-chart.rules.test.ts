import { describe, expect, it } from 'vitest';
import { checkSizeChart, cmToInches, columnHeading, inchesToCm, showMeasure, SIZE_CHART_MESSAGES } from './size-chart.rules';

describe('centimetres and inches', () => {
  it.each([
    [2.54, 1],
    [96.5, 38],
    [101.6, 40],
    [71, 28],
    [25.4, 10],
    [97, 38.25],
  ])('%d cm is %d in (nearest quarter inch)', (cm, inches) => {
    expect(cmToInches(cm)).toBe(inches);
  });

  it('inches to centimetres to one decimal, and back to the same inches', () => {
    expect(inchesToCm(38)).toBe(96.5);
    for (const inches of [28, 30, 32, 34, 36, 38, 40, 42, 44]) expect(cmToInches(inchesToCm(inches))).toBe(inches);
  });

  it('shows a cm column in the unit asked, a size column as it is', () => {
    expect(showMeasure(96.5, { unit: 'cm' }, 'in')).toBe('38');
    expect(showMeasure(96.5, { unit: 'cm' }, 'cm')).toBe('96.5');
    expect(showMeasure(7, { unit: 'size' }, 'in')).toBe('7');
    expect(columnHeading({ label: 'Chest', unit: 'cm' }, 'in')).toBe('Chest (in)');
    expect(columnHeading({ label: 'UK', unit: 'size' }, 'cm')).toBe('UK');
  });
});

describe('checking a size chart', () => {
  const columns = [{ label: ' Chest ', unit: 'cm' }, { label: 'Length', unit: 'cm' }];
  it('trims and keeps a good chart, values to one decimal', () => {
    expect(checkSizeChart({ columns, rows: [{ size: ' S ', values: [91.44, 96] }], note: ' Measure over a vest. ' })).toEqual({
      chart: { columns: [{ label: 'Chest', unit: 'cm' }, { label: 'Length', unit: 'cm' }], rows: [{ size: 'S', values: [91.4, 96] }], note: 'Measure over a vest.' },
    });
  });

  it.each([
    [{ columns: [], rows: [{ size: 'S', values: [] }] }, SIZE_CHART_MESSAGES.noColumns],
    [{ columns: [{ label: '', unit: 'cm' }], rows: [] }, SIZE_CHART_MESSAGES.columnLabel],
    [{ columns: [{ label: 'Chest', unit: 'mm' }], rows: [] }, SIZE_CHART_MESSAGES.columnUnit],
    [{ columns: [{ label: 'Chest', unit: 'cm' }, { label: 'chest', unit: 'cm' }], rows: [] }, SIZE_CHART_MESSAGES.duplicateColumn],
    [{ columns, rows: [] }, SIZE_CHART_MESSAGES.noRows],
    [{ columns, rows: [{ size: 'S', values: [90] }] }, SIZE_CHART_MESSAGES.rowValues],
    [{ columns, rows: [{ size: 'S', values: [90, -1] }] }, SIZE_CHART_MESSAGES.value],
    [{ columns, rows: [{ size: 'S', values: [90, '96'] }] }, SIZE_CHART_MESSAGES.value],
    [{ columns, rows: [{ size: 'S', values: [90, 96] }, { size: 's', values: [90, 96] }] }, SIZE_CHART_MESSAGES.duplicateSize],
    [{ columns, rows: Array.from({ length: 21 }, (_, i) => ({ size: `S${i}`, values: [90, 96] })) }, SIZE_CHART_MESSAGES.tooManyRows],
    [{ columns, rows: [{ size: 'S', values: [90, 96] }], note: 'x'.repeat(301) }, SIZE_CHART_MESSAGES.note],
  ])('refuses %j', (input, problem) => {
    expect(checkSizeChart(input)).toEqual({ problem });
  });
});
