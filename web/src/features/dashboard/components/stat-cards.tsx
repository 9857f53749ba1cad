import type { DashboardStats } from '#shared/dashboard/stats';

/** Available Content, Completed, In Progress, Success Rate (learning-area §2). */
export function StatCards({ stats }: { stats: DashboardStats | null }) {
  const cards: [label: string, value: string, hint: string][] = [
    ['Available Content', stats ? String(stats.availableContent) : '…', 'exams and quizzes you can take'],
    ['Completed', stats ? String(stats.completed) : '…', 'attempts finished'],
    ['In Progress', stats ? String(stats.inProgress) : '…', 'to resume'],
    ['Success Rate', stats ? (stats.successRate === null ? '—' : `${stats.successRate}%`) : '…', stats?.successRate === null ? 'Complete a quiz to see it' : 'of questions answered correctly'],
  ];
  return (
    <ul className="stat-cards" aria-label="Your numbers">
      {cards.map(([label, value, hint]) => (
        <li key={label} className="card stat-card">
          <span className="stat-label">{label}</span>
          <span className="stat-value" data-testid={`stat-${label.toLowerCase().replace(/ /g, '-')}`}>
            {value}
          </span>
          <span className="stat-hint">{hint}</span>
        </li>
      ))}
    </ul>
  );
}
