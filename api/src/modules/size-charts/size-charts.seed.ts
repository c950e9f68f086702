import { inchesToCm, type SizeChart as Chart } from '@kapda/rules/size-charts';
import type { Seeder } from '../../kernel/seed';
import { SizeChart } from './size-chart.entity';

/** Rows from inches (how Indian size charts are usually written), stored in centimetres. */
function inches(sizes: string[], ...columns: number[][]): Chart['rows'] {
  return sizes.map((size, i) => ({ size, values: columns.map((c) => inchesToCm(c[i])) }));
}

const cm = (label: string) => ({ label, unit: 'cm' as const });

const womensTops: Chart = {
  columns: [cm('Bust'), cm('Waist'), cm('Hip'), cm('Length')],
  rows: inches(['XS', 'S', 'M', 'L', 'XL', 'XXL'], [32, 34, 36, 38, 40, 42], [26, 28, 30, 32, 34, 36], [35, 37, 39, 41, 43, 45], [44, 44, 45, 45, 46, 46]),
  note: 'Garment measurements. For your size, measure your bust at the fullest point and add 1–2 inches for ease.',
};
const blouses: Chart = {
  columns: [cm('Bust'), cm('Waist'), cm('Lehenga length')],
  rows: inches(['S', 'M', 'L', 'XL'], [34, 36, 38, 40], [28, 30, 32, 34], [41, 41, 42, 42]),
  note: 'The choli (blouse) has 1.5 inches of margin at the side seams to let out; the lehenga waist is adjustable with a drawstring.',
};
const womensBottoms: Chart = {
  columns: [cm('Waist'), cm('Hip'), cm('Length')],
  rows: inches(['XS', 'S', 'M', 'L', 'XL', 'XXL'], [24, 26, 28, 30, 32, 34], [34, 36, 38, 40, 42, 44], [38, 38, 39, 39, 40, 40]),
  note: 'Waist measured relaxed; the elasticated back stretches about 2 inches.',
};
const mensTops: Chart = {
  columns: [cm('Chest'), cm('Shoulder'), cm('Length'), cm('Sleeve')],
  rows: inches(['S', 'M', 'L', 'XL', 'XXL'], [38, 40, 42, 44, 46], [17, 17.5, 18, 18.5, 19], [28, 29, 30, 31, 31.5], [24, 24.5, 25, 25.5, 26]),
  note: 'Garment measurements, laid flat and doubled. Kurtas run 10–12 inches longer than shirts.',
};
const trousers: Chart = {
  columns: [cm('Waist'), cm('Hip'), cm('Inseam')],
  rows: inches(['28', '30', '32', '34', '36', '38'], [28, 30, 32, 34, 36, 38], [36, 38, 40, 42, 44, 46], [30, 31, 31, 32, 32, 32]),
  note: 'The size is your waist in inches.',
};
const plusSize: Chart = {
  columns: [cm('Bust / Chest'), cm('Waist'), cm('Hip'), cm('Length')],
  rows: inches(['3XL', '4XL', '5XL', '6XL'], [46, 48, 50, 52], [40, 42, 44, 46], [49, 51, 53, 55], [46, 46, 47, 47]),
  note: 'Cut with extra room at the bust and hip.',
};
const footwear: Chart = {
  columns: [{ label: 'UK / India', unit: 'size' }, { label: 'EU', unit: 'size' }, { label: 'US (women)', unit: 'size' }, cm('Foot length')],
  rows: [4, 5, 6, 7, 8, 9, 10].map((uk) => ({ size: `UK ${uk}`, values: [uk, uk + 33, uk + 2, Math.round((22.8 + (uk - 4) * 0.85) * 10) / 10] })),
  note: 'India sizes are the same as UK sizes. Measure your foot from heel to longest toe, standing; between sizes, take the larger.',
};

/** Which demo category gets which chart (a department's chart covers its subcategories). */
const DEMO_CHARTS: Record<string, Chart> = {
  'women-kurtas': womensTops,
  'women-kurta-sets': womensTops,
  'women-anarkalis': womensTops,
  'women-tops': womensTops,
  'women-lehengas': blouses,
  'women-bottoms': womensBottoms,
  men: mensTops,
  'men-jeans': trousers,
  'men-chinos': trousers,
  'plus-size': plusSize,
  'accessories-juttis': footwear,
};

/** The demo size charts: runs only when there are none, after the catalogue (it needs the categories). */
export const sizeChartsSeeder: Seeder = {
  name: 'size charts',
  async run(services) {
    const repo = services.dataSource.getRepository(SizeChart);
    if ((await repo.count()) > 0) return 'already has size charts, left as is';
    const tree = await services.catalog.categoryTree({ fresh: true });
    const bySlug = new Map([...tree.byId.values()].map((c) => [c.slug, c.id]));
    const rows = Object.entries(DEMO_CHARTS).flatMap(([slug, chart]) => {
      const categoryId = bySlug.get(slug);
      return categoryId ? [repo.create({ categoryId, measures: chart.columns, sizeRows: chart.rows, note: chart.note })] : [];
    });
    if (rows.length) await repo.insert(rows);
    services.catalog.changed();
    return `${rows.length} size charts`;
  },
};
