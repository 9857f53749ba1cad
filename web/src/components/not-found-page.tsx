import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <section className="centered-page">
      <h1>404</h1>
      <p>Oops! Page not found</p>
      <Link to="/" className="button">
        Return to Home
      </Link>
    </section>
  );
}
