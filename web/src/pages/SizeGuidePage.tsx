import { useState } from 'react';
import { Link } from 'react-router';
import { ContentPage } from './ContentPage';

type Unit = 'in' | 'cm';

interface SizeChart {
  id: string;
  title: string;
  note: string;
  measures: string[];
  /** Size label, then body measurements in inches in the order of `measures`. */
  rows: [string, ...number[]][];
}

const CHARTS: SizeChart[] = [
  {
    id: 'women',
    title: 'Women — kurtas, tops, dresses and lehengas',
    note: 'Body measurements. Kurtas are cut with about 2 inches of ease at the bust.',
    measures: ['Bust', 'Waist', 'Hip'],
    rows: [['XS', 32, 26, 35], ['S', 34, 28, 37], ['M', 36, 30, 39], ['L', 38, 32, 41], ['XL', 40, 34, 43], ['XXL', 42, 36, 45]],
  },
  {
    id: 'men',
    title: 'Men — shirts, kurtas and sherwanis',
    note: 'Body measurements. For jeans and trousers, the size is your waist in inches (28–40).',
    measures: ['Chest', 'Waist', 'Shoulder'],
    rows: [['XS', 34, 28, 16.5], ['S', 36, 30, 17], ['M', 38, 32, 17.5], ['L', 40, 34, 18], ['XL', 42, 36, 18.5], ['XXL', 44, 38, 19]],
  },
  {
    id: 'plus-size',
    title: 'Plus size — women and men',
    note: 'Cut on dedicated plus-size patterns with roomier armholes and a longer length.',
    measures: ['Bust / Chest', 'Waist', 'Hip'],
    rows: [['3XL', 46, 40, 49], ['4XL', 48, 42, 51], ['5XL', 50, 44, 53], ['6XL', 52, 46, 55]],
  },
];

function format(inches: number, unit: Unit) {
  return unit === 'in' ? String(inches) : String(Math.round(inches * 2.54));
}

function ChartTable({ chart, unit }: { chart: SizeChart; unit: Unit }) {
  return (
    <section className="size-guide-chart" aria-labelledby={`chart-${chart.id}`}>
      <h2 id={`chart-${chart.id}`}>{chart.title}</h2>
      <p className="muted">{chart.note}</p>
      <div className="table-scroll">
        <table className="data-table data-table--centered">
          <thead>
            <tr>
              <th scope="col">Size</th>
              {chart.measures.map((measure) => <th scope="col" key={measure}>{measure} ({unit === 'in' ? 'inches' : 'cm'})</th>)}
            </tr>
          </thead>
          <tbody>
            {chart.rows.map(([size, ...values]) => (
              <tr key={size}>
                <th scope="row">{size}</th>
                {values.map((value, index) => <td key={chart.measures[index]}>{format(value, unit)}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export default function SizeGuidePage() {
  const [unit, setUnit] = useState<Unit>('in');
  return (
    <ContentPage
      eyebrow="Customer service"
      title="Size Guide"
      intro="Find your fit. Measure over light clothing, keep the tape snug but not tight."
      description="Kapda's size charts for women, men and plus size, in inches or centimetres, and how to measure bust, chest, waist and hip."
      wide
    >
      <div className="unit-toggle" role="group" aria-label="Units">
        <button type="button" aria-pressed={unit === 'in'} onClick={() => setUnit('in')}>Inches</button>
        <button type="button" aria-pressed={unit === 'cm'} onClick={() => setUnit('cm')}>Centimetres</button>
      </div>
      {CHARTS.map((chart) => <ChartTable key={chart.id} chart={chart} unit={unit} />)}
      <section className="prose">
        <h2>How to measure</h2>
        <dl className="measure-tips">
          <dt>Bust / Chest</dt><dd>Around the fullest part, under the arms, keeping the tape level.</dd>
          <dt>Waist</dt><dd>Around your natural waistline, the narrowest part of the torso.</dd>
          <dt>Hip</dt><dd>Around the fullest part of the hips, feet together.</dd>
          <dt>Shoulder</dt><dd>From one shoulder tip to the other across the back.</dd>
        </dl>
        <p>
          Between two sizes? Choose the larger for kurtas and shirts, the smaller for stretch fabrics. Sarees and
          dupattas are free size. Still unsure — <Link to="/contact">ask us</Link>, and remember exchanges are free.
        </p>
      </section>
    </ContentPage>
  );
}
