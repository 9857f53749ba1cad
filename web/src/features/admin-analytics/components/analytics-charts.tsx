import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { FunnelDay, FunnelPack, FunnelResponse } from '#shared/api/admin-analytics';
import { formatDay } from '../../../lib/admin-figures.ts';

/** The analytics page's charts: loaded on their own (recharts). Their numbers are in the tables beside them. */
const axis = { fontSize: 12 };

export function FunnelChart({ steps }: { steps: FunnelResponse['steps'] }) {
  return (
    <ResponsiveContainer width="100%" height={Math.max(220, steps.length * 48)}>
      <BarChart data={steps} layout="vertical" margin={{ top: 8, right: 24, bottom: 8, left: 8 }}>
        <CartesianGrid stroke="#eaecf0" />
        <XAxis type="number" allowDecimals={false} tick={axis} />
        <YAxis type="category" dataKey="label" width={130} tick={{ fontSize: 11 }} />
        <Tooltip />
        <Bar dataKey="count" name="Count" fill="#1d3557" isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

export function DailyChart({ days, lines }: { days: FunnelDay[]; lines: { key: keyof FunnelDay; name: string; color: string }[] }) {
  const data = days.map((day) => ({ ...day, label: formatDay(day.date) }));
  return (
    <ResponsiveContainer width="100%" height={240}>
      <LineChart data={data} margin={{ top: 8, right: 12, bottom: 8, left: -20 }}>
        <CartesianGrid stroke="#eaecf0" />
        <XAxis dataKey="label" tick={axis} minTickGap={16} />
        <YAxis allowDecimals={false} tick={axis} />
        <Tooltip />
        <Legend />
        {lines.map((line) => (
          <Line key={line.key} type="monotone" dataKey={line.key} name={line.name} stroke={line.color} strokeWidth={2} dot={days.length <= 31} isAnimationActive={false} />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}

export function PacksChart({ packs }: { packs: FunnelPack[] }) {
  const data = packs.map((pack) => ({ ...pack, label: pack.name.replace(' Performance Pack', '') }));
  return (
    <ResponsiveContainer width="100%" height={240}>
      <BarChart data={data} margin={{ top: 8, right: 12, bottom: 8, left: -20 }}>
        <CartesianGrid stroke="#eaecf0" />
        <XAxis dataKey="label" tick={axis} />
        <YAxis allowDecimals={false} tick={axis} />
        <Tooltip />
        <Legend />
        <Bar dataKey="checkouts" name="Checkouts started" fill="#94a3b8" isAnimationActive={false} />
        <Bar dataKey="purchases" name="Purchases" fill="#1d3557" isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
