import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { PerformanceResponse, PerformanceWindow } from '#shared/api/performance';
import { torontoShortDate } from '#shared/toronto-time';
import { Breadcrumbs } from '../../../components/breadcrumbs.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { usePerformance } from '../../../api/performance.ts';

/** A chart for sighted users and the same numbers as a table for everyone (and screen readers). */
function ChartFigure({ id, title, caption, chart, table }: { id: string; title: string; caption: string; chart: ReactNode; table: ReactNode }) {
  return (
    <figure className="card chart-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <figcaption className="muted">{caption}</figcaption>
      <div className="chart" aria-hidden="true">
        {chart}
      </div>
      <details className="chart-data">
        <summary>Show the numbers</summary>
        {table}
      </details>
    </figure>
  );
}

function WindowCard({ title, window, change }: { title: string; window: PerformanceWindow; change?: number | null }) {
  return (
    <div className="card window-card">
      <h3>{title}</h3>
      <p className="window-score">{window.averageScore === null ? 'No attempts' : `${Math.round(window.averageScore)}% average`}</p>
      <p className="muted">
        {window.attempts} attempt{window.attempts === 1 ? '' : 's'} · {window.questions} questions · {window.studyDays} study day{window.studyDays === 1 ? '' : 's'}
      </p>
      {change !== undefined && change !== null && (
        <p className={change >= 0 ? 'trend-up' : 'trend-down'}>
          {change >= 0 ? '▲' : '▼'} {Math.abs(change)} points against the previous 7 days
        </p>
      )}
    </div>
  );
}

function Summary({ data }: { data: PerformanceResponse }) {
  const trend = data.scoreTrend.map((p, i) => ({ ...p, label: `${i + 1}. ${torontoShortDate(p.completedAt)}` }));
  return (
    <>
      <div className="window-cards">
        <WindowCard title="Last 7 days" window={data.weekly.current} change={data.weekly.scoreChange} />
        <WindowCard title="Previous 7 days" window={data.weekly.previous} />
        <WindowCard title="Last 30 days" window={data.monthly} />
      </div>

      <section className="card" aria-labelledby="improve-heading">
        <h2 id="improve-heading">Improvement areas</h2>
        {data.improvementAreas.length === 0 ? (
          <p className="muted">Every topic averages 70% or better. Keep your practice timed to hold the pace.</p>
        ) : (
          <ul className="improvement-list">
            {data.improvementAreas.map((t) => (
              <li key={t.topic}>
                <strong>{t.topic}</strong>: {Math.round(t.accuracy)}% on average. <Link to="/my-content">Practise this topic</Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <ChartFigure
        id="score-trend"
        title="Score trend"
        caption={`Your score in each of your ${data.scoreTrend.length} completed attempts, oldest first.`}
        chart={
          <ResponsiveContainer width="100%" height={240}>
            <LineChart data={trend} margin={{ top: 8, right: 16, bottom: 8, left: -16 }}>
              <CartesianGrid stroke="#eaecf0" />
              <XAxis dataKey="label" tick={{ fontSize: 12 }} />
              <YAxis domain={[0, 100]} tick={{ fontSize: 12 }} unit="%" />
              <Tooltip formatter={(value) => `${Math.round(Number(value))}%`} />
              <Line type="monotone" dataKey="score" name="Score" stroke="#1d3557" strokeWidth={2} dot={{ r: 4 }} isAnimationActive={false} />
            </LineChart>
          </ResponsiveContainer>
        }
        table={
          <table className="topic-table">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Test</th>
                <th scope="col">Score</th>
                <th scope="col">Pace</th>
              </tr>
            </thead>
            <tbody>
              {data.scoreTrend.map((p) => (
                <tr key={p.attemptId}>
                  <td>{torontoShortDate(p.completedAt)}</td>
                  <td>{p.templateName}</td>
                  <td>{Math.round(p.score)}%</td>
                  <td>{p.secondsPerQuestion} s/question</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      />

      <ChartFigure
        id="pace"
        title="Pace"
        caption="Average seconds per question in each attempt. Lower is faster."
        chart={
          <ResponsiveContainer width="100%" height={200}>
            <LineChart data={trend} margin={{ top: 8, right: 16, bottom: 8, left: -16 }}>
              <CartesianGrid stroke="#eaecf0" />
              <XAxis dataKey="label" tick={{ fontSize: 12 }} />
              <YAxis tick={{ fontSize: 12 }} unit="s" />
              <Tooltip formatter={(value) => `${value} s per question`} />
              <Line type="monotone" dataKey="secondsPerQuestion" name="Seconds per question" stroke="#b45309" strokeWidth={2} dot={{ r: 4 }} isAnimationActive={false} />
            </LineChart>
          </ResponsiveContainer>
        }
        table={
          <ul>
            {data.scoreTrend.map((p) => (
              <li key={p.attemptId}>
                {torontoShortDate(p.completedAt)}, {p.templateName}: {p.secondsPerQuestion} s per question
              </li>
            ))}
          </ul>
        }
      />

      <ChartFigure
        id="topics"
        title="Accuracy by topic"
        caption="Your accuracy in each topic over all attempts; the numbers show each attempt in turn."
        chart={
          <ResponsiveContainer width="100%" height={Math.max(200, data.topics.length * 34)}>
            <BarChart data={data.topics} layout="vertical" margin={{ top: 8, right: 24, bottom: 8, left: 8 }}>
              <CartesianGrid stroke="#eaecf0" />
              <XAxis type="number" domain={[0, 100]} unit="%" tick={{ fontSize: 12 }} />
              <YAxis type="category" dataKey="topic" width={150} tick={{ fontSize: 11 }} />
              <Tooltip formatter={(value) => `${Math.round(Number(value))}%`} />
              <Bar dataKey="accuracy" name="Accuracy" fill="#1d3557" isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        }
        table={
          <table className="topic-table">
            <thead>
              <tr>
                <th scope="col">Topic</th>
                <th scope="col">Overall</th>
                <th scope="col">Each attempt, oldest first</th>
              </tr>
            </thead>
            <tbody>
              {data.topics.map((t) => (
                <tr key={t.topic}>
                  <th scope="row">{t.topic}</th>
                  <td>
                    {Math.round(t.accuracy)}% ({t.correct}/{t.total})
                  </td>
                  <td>{t.history.map((h) => `${Math.round(h.accuracy)}%`).join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      />
    </>
  );
}

/** /performance (breadcrumb 'Performance Analytics'). Loaded on its own: the charts are heavy. */
export function PerformancePage() {
  const performance = usePerformance();
  return (
    <div className="performance-page">
      <Breadcrumbs label="Performance Analytics" />
      <h1>Performance Analytics</h1>
      {performance.isPending ? (
        <PageLoading />
      ) : performance.isError ? (
        <div className="card" role="alert">
          <p>We couldn't load your performance: {performance.error.message}</p>
          <button type="button" className="button" onClick={() => void performance.refetch()}>
            Retry
          </button>
        </div>
      ) : performance.data.stats.completedExams === 0 ? (
        <div className="card empty-state">
          <h2>No results yet</h2>
          <p className="muted">Finish the free diagnostic or a quiz and your progress will show here.</p>
          <Link to="/test-exam" className="button">
            Take Your First Quiz
          </Link>
        </div>
      ) : (
        <>
          <p className="lead-small">
            {performance.data.stats.completedExams} completed · {performance.data.stats.averageScore}% average
            {performance.data.stats.currentStreak > 0 ? ` · ${performance.data.stats.currentStreak}-day study streak` : ''}
          </p>
          <Summary data={performance.data} />
        </>
      )}
    </div>
  );
}
