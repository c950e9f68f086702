import { Bar, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { count, money, shortDay } from './store-format';

interface Point {
  day: string;
  revenue: number;
  orders: number;
}

const compactRupees = (v: number) => (v >= 1_00_000 ? `₹${(v / 1_00_000).toLocaleString('en-IN', { maximumFractionDigits: 1 })}L` : v >= 1000 ? `₹${(v / 1000).toLocaleString('en-IN', { maximumFractionDigits: 1 })}k` : `₹${v}`);

/** Revenue (bars) and orders (line) by day; the figures are also in a table for screen readers. */
export function SalesChart({ points }: { points: Point[] }) {
  return (
    <figure className="bo-chart" aria-label="Revenue and orders by day">
      <div className="bo-chart__canvas" aria-hidden="true">
        <ResponsiveContainer width="100%" height={260}>
          <ComposedChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid stroke="#eee4d8" vertical={false} />
            <XAxis dataKey="day" tickFormatter={shortDay} tick={{ fontSize: 12 }} minTickGap={16} />
            <YAxis yAxisId="revenue" tickFormatter={compactRupees} tick={{ fontSize: 12 }} width={56} />
            <YAxis yAxisId="orders" orientation="right" allowDecimals={false} tick={{ fontSize: 12 }} width={32} />
            <Tooltip
              labelFormatter={(label) => shortDay(String(label))}
              formatter={(value, name) => (name === 'Revenue' ? money(Number(value)) : count(Number(value)))}
            />
            <Bar yAxisId="revenue" dataKey="revenue" name="Revenue" fill="#7a1f2b" radius={[3, 3, 0, 0]} />
            <Line yAxisId="orders" dataKey="orders" name="Orders" stroke="#b8893b" strokeWidth={2} dot={false} type="monotone" />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <details className="bo-chart__data">
        <summary>Figures by day</summary>
        <table className="bo-table">
          <thead><tr><th scope="col">Day</th><th scope="col">Revenue</th><th scope="col">Orders</th></tr></thead>
          <tbody>{points.map((p) => <tr key={p.day}><td>{shortDay(p.day)}</td><td>{money(p.revenue)}</td><td>{count(p.orders)}</td></tr>)}</tbody>
        </table>
      </details>
    </figure>
  );
}
