import { Component, Suspense, type ReactNode } from 'react';

/** A chart that cannot be drawn (its code failed to load) leaves its numbers in place. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <p className="muted admin-chart-loading">The chart could not be drawn; its numbers are in the table.</p> : this.props.children;
  }
}

/**
 * A chart with its numbers beside it (below it on a narrow screen): the chart is for the eye
 * (hidden from screen readers), the table holds the same numbers for everyone. Charts are loaded
 * on their own (recharts is heavy), so the table shows while the chart loads.
 */
export function ChartWithTable({ id, title, caption, chart, table }: { id: string; title: string; caption?: ReactNode; chart: ReactNode; table: ReactNode }) {
  return (
    <section className="card admin-chart" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {caption && <p className="muted admin-chart-caption">{caption}</p>}
      <div className="admin-chart-body">
        <div className="admin-chart-plot" aria-hidden="true">
          <ChartBoundary>
            <Suspense fallback={<p className="muted admin-chart-loading">Loading the chart...</p>}>{chart}</Suspense>
          </ChartBoundary>
        </div>
        {/* Focusable, so a keyboard can scroll a long table. */}
        <div className="admin-table-wrap admin-chart-numbers" role="region" aria-label={`${title}: the numbers`} tabIndex={0}>
          {table}
        </div>
      </div>
    </section>
  );
}
