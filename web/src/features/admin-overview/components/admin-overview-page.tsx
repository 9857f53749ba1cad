import { lazy, useState } from 'react';
import { overviewFigureKeys, type OverviewDay, type OverviewPeriod, type OverviewResponse } from '#shared/api/admin-overview';
import { formatCad } from '#shared/commerce/pricing';
import { torontoShortDateTime } from '#shared/toronto-time';
import { AdminPageHeader } from '../../../components/admin/admin-page-header.tsx';
import { ChartWithTable } from '../../../components/admin/chart-with-table.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { formatChangePercent, formatCount, formatDay, formatFigure, formatLongDay } from '../../../lib/admin-figures.ts';
import { useAdminOverview } from '../api/overview.ts';
import { FIGURES, TILE_FIGURES } from './figures.ts';
import { SecurityEventsSection } from './security-events-section.tsx';
import { SecurityPanel } from './security-panel.tsx';

// recharts loads after the figures, in its own chunk.
const charts = () => import('./overview-charts.tsx');
const SignupsChart = lazy(() => charts().then((m) => ({ default: m.SignupsChart })));
const RevenueChart = lazy(() => charts().then((m) => ({ default: m.RevenueChart })));
const AttemptsChart = lazy(() => charts().then((m) => ({ default: m.AttemptsChart })));

type Length = 'last7' | 'last30';

function Change({ figure, compared, days }: { figure: keyof typeof FIGURES; compared: OverviewPeriod['figures'][keyof typeof FIGURES]; days: number }) {
  const { change, changePercent, current, previous } = compared;
  const good = change === 0 ? null : (change > 0) === (FIGURES[figure].goodWhen === 'up');
  return (
    <p className={`insights-change ${good === null ? '' : good ? 'trend-up' : 'trend-down'}`}>
      <span aria-hidden="true">{change > 0 ? '▲ ' : change < 0 ? '▼ ' : ''}</span>
      {formatChangePercent(changePercent, current)} <span className="muted">vs previous {days} days ({formatFigure(previous, FIGURES[figure].unit)})</span>
    </p>
  );
}

function Tiles({ period }: { period: OverviewPeriod }) {
  const gross = period.figures.grossSalesCents.current;
  const refunded = period.figures.refundsCents.current;
  return (
    <ul className="insights-tiles" aria-label={`Figures for ${formatLongDay(period.from)} to ${formatLongDay(period.to)}`}>
      {TILE_FIGURES.map((key) => (
        <li key={key} className="card insights-tile">
          <h3>{FIGURES[key].label}</h3>
          <p className="insights-value">{formatFigure(period.figures[key].current, FIGURES[key].unit)}</p>
          {key === 'netRevenueCents' && (
            <p className="muted insights-note">
              {formatCad(gross)} sales − {formatCad(refunded)} refunded, net of tax
            </p>
          )}
          <Change figure={key} compared={period.figures[key]} days={period.days} />
        </li>
      ))}
    </ul>
  );
}

/** A change in a table cell: a dash where both periods had none. */
const changeCell = (percent: number | null, current: number) => (percent === null && current === 0 ? '–' : formatChangePercent(percent, current));

/** Every figure for both periods: the numbers behind the tiles. */
function FiguresTable({ data }: { data: OverviewResponse }) {
  return (
    <section className="card insights-section" aria-labelledby="figures-title">
      <h2 id="figures-title">All figures</h2>
      <p className="muted">
        Last 7 days: {formatLongDay(data.last7.from)} to {formatLongDay(data.last7.to)}. Last 30 days: {formatLongDay(data.last30.from)} to {formatLongDay(data.last30.to)}. Each against the same number of days just
        before.
      </p>
      <div className="admin-table-wrap" role="region" aria-label="All figures" tabIndex={0}>
        <table className="admin-table insights-figures">
          <thead>
            <tr>
              <th scope="col">Figure</th>
              <th scope="col">Last 7 days</th>
              <th scope="col">Previous 7</th>
              <th scope="col">Change</th>
              <th scope="col">Last 30 days</th>
              <th scope="col">Previous 30</th>
              <th scope="col">Change</th>
            </tr>
          </thead>
          <tbody>
            {overviewFigureKeys.map((key) => {
              const f = FIGURES[key];
              const week = data.last7.figures[key];
              const month = data.last30.figures[key];
              return (
                <tr key={key}>
                  <th scope="row">
                    {f.label}
                    <span className="insights-definition">{f.definition}</span>
                  </th>
                  <td>{formatFigure(week.current, f.unit)}</td>
                  <td>{formatFigure(week.previous, f.unit)}</td>
                  <td>{changeCell(week.changePercent, week.current)}</td>
                  <td>{formatFigure(month.current, f.unit)}</td>
                  <td>{formatFigure(month.previous, f.unit)}</td>
                  <td>{changeCell(month.changePercent, month.current)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function DailyTable({ days, columns }: { days: OverviewDay[]; columns: { key: keyof OverviewDay; label: string; money?: true }[] }) {
  return (
    <table className="admin-table">
      <thead>
        <tr>
          <th scope="col">Day</th>
          {columns.map((c) => (
            <th key={c.key} scope="col">
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {[...days].reverse().map((day) => (
          <tr key={day.date}>
            <th scope="row">{formatDay(day.date)}</th>
            {columns.map((c) => (
              <td key={c.key}>{c.money ? formatCad(Number(day[c.key])) : formatCount(Number(day[c.key]))}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Charts({ days }: { days: OverviewDay[] }) {
  return (
    <div className="insights-charts">
      <ChartWithTable
        id="signups-chart"
        title="Sign-ups and diagnostics"
        caption="Each day of the last 30 (UTC days), newest first in the table."
        chart={<SignupsChart days={days} />}
        table={
          <DailyTable
            days={days}
            columns={[
              { key: 'signups', label: 'Sign-ups' },
              { key: 'diagnosticsCompleted', label: 'Diagnostics' },
            ]}
          />
        }
      />
      <ChartWithTable
        id="revenue-chart"
        title="Sales and refunds, net of tax"
        caption="Gross sales on the day paid, refunds on the day refunded."
        chart={<RevenueChart days={days} />}
        table={
          <DailyTable
            days={days}
            columns={[
              { key: 'sales', label: 'Sales' },
              { key: 'grossSalesCents', label: 'Gross', money: true },
              { key: 'refundsCents', label: 'Refunded', money: true },
              { key: 'netRevenueCents', label: 'Net', money: true },
            ]}
          />
        }
      />
      <ChartWithTable
        id="attempts-chart"
        title="Attempts started and completed"
        caption="Every exam, quiz and diagnostic."
        chart={<AttemptsChart days={days} />}
        table={
          <DailyTable
            days={days}
            columns={[
              { key: 'attemptsStarted', label: 'Started' },
              { key: 'attemptsCompleted', label: 'Completed' },
            ]}
          />
        }
      />
    </div>
  );
}

/** /admin: how the business is doing (7 and 30 days against the period before) and how safe it is. */
export function AdminOverviewPage() {
  const overview = useAdminOverview();
  const [length, setLength] = useState<Length>('last7');
  return (
    <div className="insights-page">
      <AdminPageHeader
        title="Overview"
        description={
          overview.data
            ? `Figures to the end of ${formatLongDay(overview.data.asOf)} (UTC days), as of ${torontoShortDateTime(overview.data.generatedAt)} Toronto time.`
            : 'Sign-ups, sales, practice and security at a glance.'
        }
        actions={
          <button type="button" className="button button-secondary" onClick={() => void overview.refetch()} disabled={overview.isFetching}>
            {overview.isFetching && !overview.isPending ? 'Refreshing...' : 'Refresh'}
          </button>
        }
      />
      {overview.isPending ? (
        <PageLoading />
      ) : overview.isError ? (
        <div className="card" role="alert">
          <p>We couldn't load the overview: {overview.error.message}</p>
          <button type="button" className="button" onClick={() => void overview.refetch()}>
            Retry
          </button>
        </div>
      ) : (
        <>
          <section aria-labelledby="period-title" className="insights-section">
            <div className="insights-period-head">
              <h2 id="period-title">{length === 'last7' ? 'Last 7 days' : 'Last 30 days'}</h2>
              <div className="insights-segmented" role="group" aria-label="Period">
                {(['last7', 'last30'] as const).map((l) => (
                  <button key={l} type="button" className="insights-segmented-button" aria-pressed={length === l} onClick={() => setLength(l)}>
                    {l === 'last7' ? '7 days' : '30 days'}
                  </button>
                ))}
              </div>
            </div>
            <Tiles period={overview.data[length]} />
          </section>
          {overview.data.days.every((day) => overviewFigureKeys.every((key) => day[key] === 0)) ? (
            <div className="card empty-state">
              <h2>Nothing yet in the last 30 days</h2>
              <p className="muted">Sign-ups, sales and attempts show here, day by day, as they happen.</p>
            </div>
          ) : (
            <Charts days={overview.data.days} />
          )}
          <FiguresTable data={overview.data} />
          <SecurityPanel security={overview.data.security} />
        </>
      )}
      <SecurityEventsSection />
    </div>
  );
}
