import { Link } from 'react-router-dom';
import { statsLine } from '#shared/stats-line';
import { useMe } from '../api/get-me.ts';
import { usePerformance } from '../api/performance.ts';
import { SlideOutMenu } from './slide-out-menu.tsx';

/** Avatar initial, name and the stats line (desktop; platform §2). */
export function UserMenu() {
  const me = useMe();
  const performance = usePerformance();
  const name = me.data?.displayName ?? '';
  const stats = statsLine(performance.data?.stats);
  return (
    <Link to="/account" className="user-menu">
      <span className="avatar" aria-hidden="true">
        {(name.charAt(0) || 'U').toUpperCase()}
      </span>
      <span className="user-menu-text">
        <span className="user-menu-name">
          <span className="visually-hidden">Account for </span>
          {name || 'your account'}
        </span>
        {stats && (
          <span className="user-menu-stats" data-testid="user-stats">
            {stats}
          </span>
        )}
      </span>
    </Link>
  );
}

/** Spec (platform §2): Dashboard, Account, a welcome line and Sign Out, which also closes the menu. */
export function SignedInMenu({ onSignOut }: { onSignOut: () => void }) {
  const me = useMe();
  return (
    <SlideOutMenu>
      {(close: () => void) => (
        <>
          <p className="mobile-welcome">Welcome{me.data ? `, ${me.data.displayName}` : ''}</p>
          <nav aria-label="Mobile">
            <Link to="/dashboard">Dashboard</Link>
            <Link to="/account">Account</Link>
            <Link to="/billing">Billing</Link>
          </nav>
          <button
            type="button"
            className="button button-secondary button-block"
            onClick={() => {
              close();
              onSignOut();
            }}
          >
            Sign Out
          </button>
        </>
      )}
    </SlideOutMenu>
  );
}
