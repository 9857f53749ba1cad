import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { OverviewDay } from '#shared/api/admin-overview';
import { formatCad } from '#shared/commerce/pricing';
import { formatDay } from '../../../lib/admin-figures.ts';

/** The overview's charts: loaded on their own (recharts), after the figures. Their numbers are in the tables beside them. */
const axis = { fontSize: 12 };
const labelled = (days: OverviewDay[]) => days.map((day) => ({ ...day, label: formatDay(day.date) }));

export function SignupsChart({ days }: { days: OverviewDay[] }) {
  return (
    <ResponsiveContainer width="100%" height={240}>
      <LineChart data={labelled(days)} margin={{ top: 8, right: 12, bottom: 8, left: -20 }}>
        <CartesianGrid stroke="#eaecf0" />
        <XAxis dataKey="label" tick={axis} minTickGap={16} />
        <YAxis allowDecimals={false} tick={axis} />
        <Tooltip />
        <Legend />
        <Line type="monotone" dataKey="signups" name="Sign-ups" stroke="#1d3557" strokeWidth={2} dot={false} isAnimationActive={false} />
        <Line type="monotone" dataKey="diagnosticsCompleted" name="Diagnostics completed" stroke="#b45309" strokeWidth={2} dot={false} isAnimationActive={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}

export function RevenueChart({ days }: { days: OverviewDay[] }) {
  return (
    <ResponsiveContainer width="100%" height={240}>
      <BarChart data={labelled(days)} margin={{ top: 8, right: 12, bottom: 8, left: 8 }}>
        <CartesianGrid stroke="#eaecf0" />
        <XAxis dataKey="label" tick={axis} minTickGap={16} />
        <YAxis tick={axis} domain={[0, (most: number) => Math.max(most, 10_000)]} tickFormatter={(cents: number) => `$${Math.round(cents / 100)}`} />
        <Tooltip formatter={(value) => formatCad(Number(value))} />
        <Legend />
        <Bar dataKey="grossSalesCents" name="Gross sales" fill="#1d3557" isAnimationActive={false} />
        <Bar dataKey="refundsCents" name="Refunded" fill="#b42318" isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

export function AttemptsChart({ days }: { days: OverviewDay[] }) {
  return (
    <ResponsiveContainer width="100%" height={240}>
      <BarChart data={labelled(days)} margin={{ top: 8, right: 12, bottom: 8, left: -20 }}>
        <CartesianGrid stroke="#eaecf0" />
        <XAxis dataKey="label" tick={axis} minTickGap={16} />
        <YAxis allowDecimals={false} tick={axis} />
        <Tooltip />
        <Legend />
        <Bar dataKey="attemptsStarted" name="Started" fill="#94a3b8" isAnimationActive={false} />
        <Bar dataKey="attemptsCompleted" name="Completed" fill="#1d3557" isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
