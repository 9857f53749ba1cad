import { lazy, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FUNNEL_MAX_DAYS, type FunnelDay, type FunnelResponse } from '#shared/api/admin-analytics';
import { formatCad } from '#shared/commerce/pricing';
import { AdminPageHeader } from '../../../components/admin/admin-page-header.tsx';
import { ChartWithTable } from '../../../components/admin/chart-with-table.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { addDaysTo, formatCount, formatDay, formatLongDay, formatPercent, todayUtc } from '../../../lib/admin-figures.ts';
import { downloadFunnelCsv, useFunnel } from '../api/funnel.ts';

// recharts loads after the numbers, in its own chunk.
const charts = () => import('./analytics-charts.tsx');
const FunnelChart = lazy(() => charts().then((m) => ({ default: m.FunnelChart })));
const DailyChart = lazy(() => charts().then((m) => ({ default: m.DailyChart })));
const PacksChart = lazy(() => charts().then((m) => ({ default: m.PacksChart })));

const PRESETS = [7, 30, 90, 365];
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const daysIn = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

function problemWith(from: string, to: string): string | null {
  if (!DAY.test(from) || !DAY.test(to)) return 'Choose a first and a last day.';
  if (from > to) return 'The first day must not be after the last.';
  if (daysIn(from, to) > FUNNEL_MAX_DAYS) return `Choose at most ${FUNNEL_MAX_DAYS} days.`;
  return null;
}

function FunnelSection({ data }: { data: FunnelResponse }) {
  return (
    <ChartWithTable
      id="funnel-chart"
      title="Funnel"
      caption="Each step's total over the range, and its conversion from the step before and from landing page views. Steps are counts of events in the same days, not one group of people followed through."
      chart={<FunnelChart steps={data.steps} />}
      table={
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Step</th>
              <th scope="col">Count</th>
              <th scope="col">From previous</th>
              <th scope="col">From landing</th>
            </tr>
          </thead>
          <tbody>
            {data.steps.map((step) => (
              <tr key={step.key}>
                <th scope="row">{step.label}</th>
                <td>{formatCount(step.count)}</td>
                <td>{formatPercent(step.fromPrevious)}</td>
                <td>{formatPercent(step.fromFirst)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}

function DailySection({ id, title, days, columns }: { id: string; title: string; days: FunnelDay[]; columns: { key: keyof FunnelDay; name: string; color: string }[] }) {
  return (
    <ChartWithTable
      id={id}
      title={title}
      caption="Day by day (UTC days); the table lists the newest day first."
      chart={<DailyChart days={days} lines={columns} />}
      table={
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Day</th>
              {columns.map((c) => (
                <th key={c.key} scope="col">
                  {c.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((day) => (
              <tr key={day.date}>
                <th scope="row">{formatDay(day.date)}</th>
                {columns.map((c) => (
                  <td key={c.key}>{formatCount(Number(day[c.key]))}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}

/** "Total Performance Pack" → "Total": the table stays narrow; the full name is its title. */
const shortName = (name: string) => name.replace(/ Performance Pack$/, '');

function PacksSection({ data }: { data: FunnelResponse }) {
  return (
    <ChartWithTable
      id="packs-chart"
      title="Conversion by pack"
      caption="Checkouts started and purchases of each pack, and sales net of tax (refunds not taken off)."
      chart={<PacksChart packs={data.packs} />}
      table={
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Pack</th>
              <th scope="col">Checkouts</th>
              <th scope="col">Purchases</th>
              <th scope="col">Conversion</th>
              <th scope="col">Sales</th>
            </tr>
          </thead>
          <tbody>
            {data.packs.map((pack) => (
              <tr key={pack.plan}>
                <th scope="row">
                  <abbr title={pack.name}>{shortName(pack.name)}</abbr>
                </th>
                <td>{formatCount(pack.checkouts)}</td>
                <td>{formatCount(pack.purchases)}</td>
                <td>{formatPercent(pack.conversion)}</td>
                <td>{formatCad(pack.grossSalesCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}

/** /admin/analytics: the first-party funnel over a chosen range, by day and by pack, and its CSV. */
export function AdminAnalyticsPage() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const today = todayUtc();
  const from = params.get('from') ?? addDaysTo(today, -29);
  const to = params.get('to') ?? today;
  const invalid = problemWith(from, to);
  const funnel = useFunnel(invalid ? null : { from, to });
  const [draft, setDraft] = useState({ from, to });
  const [formProblem, setFormProblem] = useState<string | null>(null);
  const [download, setDownload] = useState<{ state: 'idle' | 'busy' | 'done' | 'failed'; text: string }>({ state: 'idle', text: '' });

  function show(range: { from: string; to: string }) {
    setDraft(range);
    setFormProblem(null);
    setParams(range, { replace: true });
  }

  function apply(e: FormEvent) {
    e.preventDefault();
    const wrong = problemWith(draft.from, draft.to);
    setFormProblem(wrong);
    if (!wrong) show(draft);
  }

  async function exportCsv() {
    setDownload({ state: 'busy', text: 'Preparing the CSV...' });
    try {
      const name = await downloadFunnelCsv({ from, to });
      setDownload({ state: 'done', text: `Downloaded ${name}.` });
    } catch (error) {
      setDownload({ state: 'failed', text: `The CSV could not be downloaded: ${(error as Error).message}` });
    }
  }

  const data = funnel.data;
  const empty = data ? data.steps.every((step) => step.count === 0) : false;
  return (
    <div className="insights-page">
      <AdminPageHeader
        title="Analytics"
        description="The first-party funnel (landing → sign-up → diagnostic → checkout → purchase) over the days you choose. Days are UTC days."
        actions={
          <button type="button" className="button button-secondary" onClick={() => void exportCsv()} disabled={Boolean(invalid) || download.state === 'busy'}>
            Download CSV
          </button>
        }
      />
      <p className={`insights-status ${download.state === 'failed' ? 'field-error' : 'muted'}`} role="status" aria-live="polite">
        {download.text}
      </p>
      <section className="card insights-section" aria-labelledby="range-title">
        <h2 id="range-title">Range</h2>
        <div className="insights-segmented" role="group" aria-label="Quick ranges">
          {PRESETS.map((n) => {
            const preset = { from: addDaysTo(today, -(n - 1)), to: today };
            return (
              <button key={n} type="button" className="insights-segmented-button" aria-pressed={from === preset.from && to === preset.to} onClick={() => show(preset)}>
                Last {n} days
              </button>
            );
          })}
        </div>
        <form className="insights-filters" onSubmit={apply} aria-label="Choose the days">
          <div className="insights-field">
            <label htmlFor={`${id}-from`}>From</label>
            <input id={`${id}-from`} type="date" value={draft.from} max={draft.to || undefined} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
          </div>
          <div className="insights-field">
            <label htmlFor={`${id}-to`}>To</label>
            <input id={`${id}-to`} type="date" value={draft.to} min={draft.from || undefined} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
          </div>
          <div className="insights-filter-actions">
            <button type="submit" className="button">
              Show
            </button>
          </div>
        </form>
        {(formProblem ?? invalid) && (
          <p className="field-error" role="alert">
            {formProblem ?? invalid}
          </p>
        )}
        {!invalid && (
          <p className="muted">
            Showing {formatLongDay(from)} to {formatLongDay(to)} ({formatCount(daysIn(from, to))} days).
          </p>
        )}
      </section>
      {invalid ? null : funnel.isPending ? (
        <PageLoading />
      ) : funnel.isError ? (
        <div className="card" role="alert">
          <p>We couldn't load the analytics: {funnel.error.message}</p>
          <button type="button" className="button" onClick={() => void funnel.refetch()}>
            Retry
          </button>
        </div>
      ) : data && empty ? (
        <div className="card empty-state">
          <h2>No activity in this range</h2>
          <p className="muted">Landing page views, sign-ups, diagnostics, checkouts and purchases show here as they happen. Try a longer range.</p>
        </div>
      ) : data ? (
        <div className="insights-charts" aria-busy={funnel.isFetching}>
          <FunnelSection data={data} />
          <DailySection
            id="top-chart"
            title="Landing page views and sign-ups"
            days={data.days}
            columns={[
              { key: 'landingViews', name: 'Landing views', color: '#94a3b8' },
              { key: 'signups', name: 'Sign-ups', color: '#1d3557' },
            ]}
          />
          <DailySection
            id="bottom-chart"
            title="Diagnostics, checkouts and purchases"
            days={data.days}
            columns={[
              { key: 'diagnosticsCompleted', name: 'Diagnostics', color: '#b45309' },
              { key: 'checkouts', name: 'Checkouts', color: '#94a3b8' },
              { key: 'purchases', name: 'Purchases', color: '#1d3557' },
            ]}
          />
          <PacksSection data={data} />
        </div>
      ) : null}
    </div>
  );
}
