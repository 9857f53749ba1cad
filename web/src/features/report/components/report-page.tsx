import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { TopicPerformanceEntry } from '#shared/api/reports';
import { useToast } from '../../../components/toast/toast-context.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { torontoLongDate } from '#shared/toronto-time';
import { isReportPending, useReport } from '../api/report.ts';
import { buildReportPdf } from '../lib/report-pdf.ts';
import { priorityColour, priorityLabel, reportScoreColour, reportText, type ReportText } from '../lib/report-text.ts';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card report-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function EfficiencyBadge({ efficiency }: { efficiency: TopicPerformanceEntry['efficiency'] }) {
  const icon = efficiency === 'Fast' ? '»' : efficiency === 'Slow' ? '…' : '•';
  return (
    <span className={`efficiency efficiency-${efficiency === 'On Pace' ? 'pace' : efficiency.toLowerCase()}`}>
      <span aria-hidden="true">{icon} </span>
      {efficiency}
    </span>
  );
}

function TopicList({ title, topics, empty }: { title: string; topics: TopicPerformanceEntry[]; empty: string }) {
  return (
    <div className="topic-list">
      <h3>{title}</h3>
      {topics.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ul>
          {topics.map((t) => (
            <li key={t.topicName}>
              <span className="topic-name">{t.topicName}</span>
              <span className={`score-pill score-${reportScoreColour(t.accuracy)}`}>{Math.round(t.accuracy)}%</span>
              <EfficiencyBadge efficiency={t.efficiency} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ReportBody({ report }: { report: ReportText }) {
  return (
    <>
      <Section id="overall-heading" title="Overall Performance Dashboard">
        <div className="report-stats">
          <div className={`report-stat score-${reportScoreColour(report.score)}`}>
            <span className="result-label">Final score</span>
            <strong data-testid="report-score">{Math.round(report.score)}%</strong>
            <span className="muted">
              {report.correct} of {report.total} correct
            </span>
          </div>
          <div className="report-stat">
            <span className="result-label">Average pace</span>
            <strong>{report.averagePace}</strong>
            <span className="muted">per question</span>
          </div>
          <div className="report-stat">
            <span className="result-label">Total time</span>
            <strong>{report.totalMinutes}</strong>
            <span className="muted">{report.averagePace} per question on average</span>
          </div>
        </div>
        <p className="insight">{report.overallInsight}</p>
      </Section>

      <Section id="topics-heading" title="Performance by Topic">
        <div className="topic-lists">
          <TopicList title="Strongest topics" topics={report.strongest} empty="N/A" />
          <TopicList title="Weakest topics" topics={report.weakest} empty="N/A" />
        </div>
        <p className="insight">{report.topicInsight}</p>
      </Section>

      {report.professionalResponsibility && (
        <Section id="pr-heading" title="Professional Responsibility Focus">
          <div className="report-stats">
            <div className={`report-stat score-${reportScoreColour(report.professionalResponsibility.score)}`}>
              <span className="result-label">Score</span>
              <strong>{Math.round(report.professionalResponsibility.score)}%</strong>
              <span className="muted">
                {report.professionalResponsibility.correctCount}/{report.professionalResponsibility.totalCount} correct
              </span>
            </div>
            <div className="report-stat">
              <span className="result-label">Average time</span>
              <strong>{Math.round(report.professionalResponsibility.averageTime)}s</strong>
            </div>
            <div className="report-stat">
              <span className="result-label">Study priority</span>
              <span className={`priority-badge priority-${priorityColour(report.prFocus.studyPriority)}`}>{priorityLabel(report.prFocus.studyPriority)}</span>
            </div>
          </div>
          <p className="insight">{report.prFocus.insight}</p>
          {report.prFocus.criticalWeaknesses.length > 0 && (
            <>
              <h3>Critical weaknesses</h3>
              <ul className="weakness-list">
                {report.prFocus.criticalWeaknesses.map((w) => (
                  <li key={w}>{w}</li>
                ))}
              </ul>
            </>
          )}
        </Section>
      )}

      <Section id="timing-heading" title="Timing Analysis">
        <div className="report-stats">
          <div className="report-stat">
            <span className="result-label">Correct answers</span>
            <strong>{report.timing ? `${Math.round(report.timing.averageTimeCorrect)}s` : 'N/A'}</strong>
            <span className="muted">average time</span>
          </div>
          <div className="report-stat">
            <span className="result-label">Incorrect answers</span>
            <strong>{report.timing ? `${Math.round(report.timing.averageTimeIncorrect)}s` : 'N/A'}</strong>
            <span className="muted">average time</span>
          </div>
        </div>
        {report.timing && report.timing.timeSinkQuestions.length > 0 && (
          <>
            <h3>Time sinks</h3>
            <ul className="time-sinks">
              {report.timing.timeSinkQuestions.map((q) => (
                <li key={q.questionNumber}>
                  Question {q.questionNumber}: <strong>{Math.round(q.timeSpent)}s</strong>
                </li>
              ))}
            </ul>
          </>
        )}
        <p className="insight">{report.timingInsight}</p>
      </Section>

      {report.studyGuide.length > 0 && (
        <Section id="guide-heading" title="Actionable Study Guide">
          <ol className="study-guide">
            {report.studyGuide.map((entry) => (
              <li key={entry.questionId} className="guide-entry">
                <p className="guide-meta">
                  <span className="topic-badge">{entry.topic}</span>
                  <span className="muted">
                    Question {entry.questionNumber} · {Math.round(entry.timeSpent)}s · {entry.questionId}
                  </span>
                </p>
                <p>
                  <strong>What went wrong:</strong> {entry.mistakeSummary}
                </p>
                <p>
                  <strong>Recommendation:</strong> {entry.recommendation}
                </p>
                <p className="rule-reference">
                  <strong>Rule:</strong> {entry.ruleReference}
                </p>
              </li>
            ))}
          </ol>
        </Section>
      )}

      <Section id="plan-heading" title="Personalized Action Plan">
        <p>{report.strategy}</p>
        {report.actionPlan.length > 0 && (
          <ol className="action-plan">
            {report.actionPlan.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        )}
        <blockquote className="deans-perspective">
          <p className="result-label">Dean's Perspective</p>
          <p>{report.encouragement}</p>
        </blockquote>
      </Section>
    </>
  );
}

/** How long the page waits before it admits the report is taking longer than usual. */
const PATIENCE_MS = 30_000;

/** The attempt is scored; its report is written a moment later, off the request path. */
function ReportBeingPrepared({ attemptId, stillWaiting, onCheckAgain }: { attemptId: string; stillWaiting: boolean; onCheckAgain: () => void }) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), PATIENCE_MS);
    return () => clearTimeout(timer);
  }, []);
  if (slow) {
    return (
      <section className="centered-page" aria-labelledby="report-slow-heading">
        <h1 id="report-slow-heading">Your report is taking longer than usual</h1>
        <p className="muted">Your score is saved. The detailed report will appear here as soon as it is ready; you can also find it later in your exam history.</p>
        <div className="results-actions centered-actions">
          <button type="button" className="button" onClick={onCheckAgain} disabled={stillWaiting}>
            {stillWaiting ? 'Checking...' : 'Check Again'}
          </button>
          <Link to={`/exam-session/${attemptId}/results`} className="button button-secondary">
            See Your Results
          </Link>
        </div>
      </section>
    );
  }
  return (
    <section className="centered-page processing" role="status" aria-live="polite" aria-busy="true">
      <span className="spinner spinner-large" aria-hidden="true" />
      <h1>Preparing your report...</h1>
      <p className="muted">Your answers are scored. The analysis of each mistake takes a few seconds.</p>
    </section>
  );
}

/**
 * /diagnostic-report/{attemptId}, /diagnostic-results/{attemptId} and
 * /exam-results/{attemptId}/report/{reportId}: the seven sections of learning-area §2.
 */
export function ReportPage() {
  const { attemptId = '', reportId } = useParams();
  const query = useReport(attemptId, reportId);
  const toast = useToast();
  const navigate = useNavigate();
  const [downloading, setDownloading] = useState(false);
  const notFound = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);

  useEffect(() => {
    if (query.isError && !notFound) {
      toast({ title: 'Error Loading Report', description: 'Failed to load your diagnostic report. Please try again.', variant: 'destructive' });
    }
  }, [query.isError, notFound, toast]);

  if (query.isPending) {
    return (
      <section className="centered-page" role="status" aria-live="polite">
        <span className="spinner spinner-large" aria-hidden="true" />
        <p>Loading your diagnostic report...</p>
        <p className="muted">Attempt {attemptId}</p>
      </section>
    );
  }
  if (query.isError) {
    return (
      <section className="centered-page">
        <h1>{notFound ? 'Report Not Found' : 'Error Loading Report'}</h1>
        <p className="muted">{notFound ? "We couldn't find this diagnostic report." : 'Failed to load your diagnostic report. Please try again.'}</p>
        <div className="results-actions centered-actions">
          {!notFound && (
            <button type="button" className="button" onClick={() => void query.refetch()}>
              Try Again
            </button>
          )}
          <button type="button" className="button button-secondary" onClick={() => navigate(-1)}>
            Go Back
          </button>
        </div>
      </section>
    );
  }

  if (isReportPending(query.data)) {
    return <ReportBeingPrepared attemptId={attemptId} stillWaiting={query.isFetching} onCheckAgain={() => void query.refetch()} />;
  }

  const report = reportText(query.data);

  async function share() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast({ title: 'Link Copied', description: 'The link to this report is on your clipboard.' });
    } catch {
      toast({ title: 'Copy Failed', description: window.location.href, variant: 'destructive' });
    }
  }

  async function downloadPdf() {
    setDownloading(true);
    try {
      const blob = await buildReportPdf(report, torontoLongDate);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `diagnostic-report-${report.examName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${report.date.slice(0, 10)}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      toast({ title: 'Download Failed', description: 'The PDF could not be created. Please try again.', variant: 'destructive' });
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className="report-page">
      <header className="report-header">
        <div>
          <p className="eyebrow">Diagnostic Report</p>
          <h1>{report.examName}</h1>
          <p className="muted">{torontoLongDate(report.date)}</p>
        </div>
        <div className="report-actions">
          <Link to={`/exam-session/${attemptId}/results`} className="button button-secondary">
            Back to Results
          </Link>
          <button type="button" className="button button-secondary" onClick={() => void share()}>
            Share
          </button>
          <button type="button" className="button" onClick={() => void downloadPdf()} disabled={downloading}>
            {downloading ? 'Preparing PDF...' : 'Download PDF'}
          </button>
        </div>
      </header>
      {report.simplified && (
        <p className="notice" role="note">
          This is a simplified report: the detailed analysis for this attempt is not available. Your score and answers are shown below.
        </p>
      )}
      <ReportBody report={report} />
    </div>
  );
}
