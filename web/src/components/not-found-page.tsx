import { Link } from 'react-router-dom';

/** Spec (platform §2): any unknown path. */
export function NotFoundPage() {
  return (
    <section className="centered-page">
      <p className="eyebrow">Error 404</p>
      <h1>Oops! Page not found</h1>
      <p className="muted">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className="button">
        Return to Home
      </Link>
    </section>
  );
}
