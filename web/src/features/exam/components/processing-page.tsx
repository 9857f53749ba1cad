import { useEffect } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { attemptQueryOptions } from '../api/attempt.ts';

/** /exam-session/{attemptId}/processing: shown while the submitted attempt is scored, then on to the results. */
export function ProcessingPage() {
  const { attemptId = '' } = useParams();
  const query = useQuery({ ...attemptQueryOptions(attemptId), refetchInterval: (q) => (q.state.data?.attempt.status === 'completed' ? false : 1500) });
  const status = query.data?.attempt.status;

  useEffect(() => {
    document.title = 'Scoring your exam | BarPrep Ontario';
  }, []);

  if (status === 'completed') return <Navigate to={`/exam-session/${attemptId}/results`} replace />;
  if (status === 'started' || status === 'in_progress') {
    // Not submitted yet (an old link, or time left): back to the exam.
    return <Navigate to={`/exam-session/${attemptId}`} replace />;
  }
  if (query.isError || status === 'abandoned') {
    return (
      <section className="centered-page">
        <h1>We couldn't score this attempt</h1>
        <p className="muted">{query.error?.message ?? 'This attempt was replaced by a newer one.'}</p>
        <Link to="/my-exam-history" className="button">
          Go to Exam History
        </Link>
      </section>
    );
  }
  return (
    <section className="centered-page processing" aria-busy="true">
      <span className="spinner spinner-large" aria-hidden="true" />
      <h1>Scoring your exam...</h1>
      <p className="muted" role="status">
        Your answers are saved. This takes a few seconds.
      </p>
    </section>
  );
}
