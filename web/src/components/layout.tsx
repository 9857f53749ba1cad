import { Link, Outlet, useNavigate } from 'react-router-dom';
import { useAuth } from '../features/auth/auth-context.tsx';
import { useMe } from '../features/me/api/get-me.ts';
import { statsLine } from '#shared/stats-line';
import { usePerformance } from '../features/performance/api/performance.ts';

/** Avatar initial, name and the stats line. */
function UserMenu() {
  const me = useMe();
  const performance = usePerformance();
  const name = me.data?.displayName ?? '';
  const stats = statsLine(performance.data?.stats);
  return (
    <Link to="/account" className="user-menu" aria-label={name ? `Account for ${name}` : 'Account'}>
      <span className="avatar" aria-hidden="true">
        {(name.charAt(0) || 'U').toUpperCase()}
      </span>
      <span className="user-menu-text">
        <span className="user-menu-name">{name}</span>
        {stats && (
          <span className="user-menu-stats" data-testid="user-stats">
            {stats}
          </span>
        )}
      </span>
    </Link>
  );
}

export function Layout() {
  const { state, signOut } = useAuth();
  const navigate = useNavigate();
  const signedIn = state.status === 'signedIn';

  async function handleSignOut() {
    await signOut().catch(() => undefined);
    navigate('/');
  }

  return (
    <div className="shell">
      <header className="header">
        <div className="header-inner">
          <Link to={signedIn ? '/dashboard' : '/'} className="logo" aria-label="BarPrep Ontario home">
            <img src="/favicon.svg" alt="" width={28} height={28} />
            <span>BarPrep Ontario</span>
          </Link>
          <nav className="nav" aria-label="Main">
            {signedIn ? (
              <>
                <Link to="/dashboard" className="nav-wide">
                  Dashboard
                </Link>
                <Link to="/account" className="nav-wide">
                  Account
                </Link>
                <Link to="/billing" className="nav-wide">
                  Billing
                </Link>
                <UserMenu />
                <button type="button" className="link-button" onClick={handleSignOut}>
                  Sign Out
                </button>
              </>
            ) : (
              <>
                <Link to="/pricing">Pricing</Link>
                <Link to="/login">Sign In</Link>
                <Link to="/signup" className="button button-small">
                  <span className="label-long">Sign Up</span>
                  <span className="label-short">Join</span>
                </Link>
              </>
            )}
          </nav>
        </div>
      </header>
      <main className="main">
        <Outlet />
      </main>
      <footer className="footer">
        <p>Independent exam preparation. Not affiliated with the Law Society of Ontario.</p>
        <p>© 2024 BarPrep Ontario</p>
      </footer>
    </div>
  );
}
