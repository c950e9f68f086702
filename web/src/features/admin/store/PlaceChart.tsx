import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { money } from './store-format';

/** The top places by revenue as horizontal bars (long city names stay readable on a phone). */
export function PlaceChart({ rows }: { rows: Array<{ name: string; revenue: number }> }) {
  return (
    <div className="bo-chart__canvas" aria-hidden="true">
      <ResponsiveContainer width="100%" height={Math.max(160, rows.length * 34 + 30)}>
        <BarChart data={rows} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 4 }}>
          <CartesianGrid stroke="#eee4d8" horizontal={false} />
          <XAxis type="number" tickFormatter={(v: number) => money(v)} tick={{ fontSize: 11 }} />
          <YAxis type="category" dataKey="name" width={110} tick={{ fontSize: 12 }} />
          <Tooltip formatter={(v) => money(Number(v))} />
          <Bar dataKey="revenue" name="Revenue" fill="#7a1f2b" radius={[0, 3, 3, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
