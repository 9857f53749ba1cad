import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useRouteError } from 'react-router-dom';

/** Spec (platform §2): the global error screen. */
export function ErrorScreen({ onTryAgain }: { onTryAgain?: () => void }) {
  return (
    <section className="centered-page" role="alert">
      <h1>Something went wrong</h1>
      <p>An unexpected error occurred. Please try refreshing the page or contact support if the problem persists.</p>
      <div className="results-actions centered-actions">
        {onTryAgain && (
          <button type="button" className="button" onClick={onTryAgain}>
            Try Again
          </button>
        )}
        <button type="button" className="button button-secondary" onClick={() => window.location.reload()}>
          Refresh Page
        </button>
      </div>
    </section>
  );
}

/**
 * Catches a page's render error inside the shell, so the header and footer stay usable;
 * Try Again clears the error and renders the page again. Keyed by path, it resets on navigation.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Page failed to render', error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <ErrorScreen onTryAgain={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}

/** The router's last resort (e.g. a page's code failed to load after a new deploy). */
export function RouteErrorScreen() {
  const error = useRouteError();
  console.error('Route error', error);
  return <ErrorScreen onTryAgain={() => window.location.assign(window.location.href)} />;
}
