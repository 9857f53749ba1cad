import { lazy, Suspense, useEffect } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../lib/auth-context.tsx';
import { SlideOutMenu } from '../components/slide-out-menu.tsx';
import { installLinkPreloading, PRELOAD_DELAY_MS, preloadAfterArrival } from './preload.ts';
import { PageLoading } from '../components/page-loading.tsx';
import { PageErrorBoundary } from '../components/error-screen.tsx';
import { supportEmail } from '../lib/contact.ts';

// The signed-in header needs the profile and stats (and their schemas): visitors never load it.
const UserMenu = lazy(() => import('../components/signed-in-menus.tsx').then((m) => ({ default: m.UserMenu })));
const SignedInMenu = lazy(() => import('../components/signed-in-menus.tsx').then((m) => ({ default: m.SignedInMenu })));
// The support address a super admin may have set (GET /api/site-settings): after the first paint, the deployment's until then.
const SupportEmailLink = lazy(() => import('../components/support-email-link.tsx').then((m) => ({ default: m.SupportEmailLink })));

/** Spec (platform §2): on mobile, a left slide-out menu; a visitor finds the visitor links there. */
function VisitorMenu() {
  return (
    <SlideOutMenu>
      <nav aria-label="Mobile">
        <Link to="/pricing">Pricing</Link>
        <Link to="/free-diagnostic">Free Diagnostic</Link>
        <Link to="/faq">FAQ</Link>
        <Link to="/login">Sign In</Link>
        <Link to="/signup">Sign Up</Link>
      </nav>
    </SlideOutMenu>
  );
}

function Footer() {
  return (
    <footer className="footer">
      <div className="footer-columns">
        <nav aria-labelledby="footer-product">
          <h2 id="footer-product">Product</h2>
          <Link to="/pricing">Pricing</Link>
          <Link to="/free-diagnostic">Free Mini Practice Exam</Link>
          <Link to="/exam-dates">Exam Dates</Link>
        </nav>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company">Company</h2>
          <Link to="/contact">Contact</Link>
          <Link to="/terms">Terms of Service</Link>
          <Link to="/privacy">Privacy Policy</Link>
        </nav>
        <nav aria-labelledby="footer-support">
          <h2 id="footer-support">Support</h2>
          <Link to="/faq">Help Center</Link>
          <Suspense fallback={<a href={`mailto:${supportEmail()}`}>{supportEmail()}</a>}>
            <SupportEmailLink />
          </Suspense>
        </nav>
      </div>
      <p>Independent exam preparation. Not affiliated with or endorsed by the Law Society of Ontario.</p>
      <p>© 2024 BarPrep Ontario</p>
    </footer>
  );
}

export function Layout() {
  const { state, signOut } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = state.status === 'signedIn';

  useEffect(() => installLinkPreloading(), []);
  useEffect(() => {
    const timer = setTimeout(() => preloadAfterArrival(location.pathname), PRELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [location.pathname]);

  async function handleSignOut() {
    await signOut().catch(() => undefined);
    navigate('/');
  }

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="header">
        <div className="header-inner">
          <Link to={signedIn ? '/dashboard' : '/'} className="logo" aria-label="BarPrep Ontario home">
            <img src="/favicon.svg" alt="" width={28} height={28} />
            <span>BarPrep Ontario</span>
          </Link>
          <nav className="nav" aria-label="Main">
            {state.status === 'loading' ? null : signedIn ? (
              <>
                <Link to="/dashboard" className="nav-wide">
                  Dashboard
                </Link>
                <Link to="/account" className="nav-wide">
                  Account
                </Link>
                <span className="nav-wide">
                  <Suspense fallback={null}>
                    <UserMenu />
                  </Suspense>
                </span>
                <button type="button" className="link-button nav-wide" onClick={handleSignOut}>
                  Sign Out
                </button>
              </>
            ) : (
              <>
                <Link to="/pricing" className="nav-wide">
                  Pricing
                </Link>
                <Link to="/free-diagnostic" className="nav-wide">
                  Free Diagnostic
                </Link>
                <Link to="/faq" className="nav-wide">
                  FAQ
                </Link>
                <Link to="/login">Sign In</Link>
                <Link to="/signup" className="button button-small">
                  <span className="label-long">Sign Up</span>
                  <span className="label-short">Join</span>
                </Link>
              </>
            )}
            {state.status !== 'loading' && (
              <span className="nav-narrow">
                {signedIn ? (
                  <Suspense fallback={null}>
                    <SignedInMenu onSignOut={() => void handleSignOut()} />
                  </Suspense>
                ) : (
                  <VisitorMenu />
                )}
              </span>
            )}
          </nav>
        </div>
      </header>
      <main className="main" id="main">
        {/* Keyed by path: a new page fades in (0.15 s) and a page's render error resets on navigation. */}
        <div className="page" key={location.pathname}>
          <PageErrorBoundary>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </PageErrorBoundary>
        </div>
      </main>
      <Footer />
    </div>
  );
}
