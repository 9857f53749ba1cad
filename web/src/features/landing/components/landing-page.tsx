import { Link } from 'react-router-dom';

export function LandingPage() {
  return (
    <section className="hero">
      <p className="eyebrow">Ontario Barrister and Solicitor licensing exams</p>
      <h1>Know exactly what to study before exam day.</h1>
      <p className="lead">
        Take the free 40-question diagnostic, get a report that explains every mistake, and follow a study plan built
        around your weakest topics. Timed 160-question simulations, 40-question topic quizzes and mini exams when you
        are ready.
      </p>
      <div className="hero-actions">
        <Link to="/signup" className="button">
          Start Free Analysis
        </Link>
        <Link to="/login" className="button button-secondary">
          Log In
        </Link>
      </div>
      <p className="fine-print">No credit card needed. Independent and not affiliated with the Law Society of Ontario.</p>
    </section>
  );
}
