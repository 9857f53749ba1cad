import { matchPath } from 'react-router-dom';
import { pages, type PageKey } from './pages.ts';

/** Which page chunk serves a path, for preloading a link's target. */
const PAGE_OF_PATH: [pattern: string, page: PageKey][] = [
  ['/', 'landing'],
  ['/landing', 'landing'],
  ['/landing-v2', 'landing'],
  ['/old-landing', 'landing'],
  ['/login', 'login'],
  ['/signup', 'signup'],
  ['/free-diagnostic', 'signup'],
  ['/forgot-password', 'forgotPassword'],
  ['/reset-password', 'resetPassword'],
  ['/verify-email', 'verifyEmail'],
  ['/dashboard', 'dashboard'],
  ['/dashboard-old', 'dashboard'],
  ['/account', 'account'],
  ['/my-content', 'practice'],
  ['/test-exam', 'practice'],
  ['/v3-diagnostic-test', 'practice'],
  ['/exam-session/:attemptId', 'examSession'],
  ['/exam/:attemptId', 'examSession'],
  ['/exam-session/:attemptId/processing', 'processing'],
  ['/exam-session/:attemptId/results', 'results'],
  ['/exam-results/:attemptId', 'review'],
  ['/exam-results/:attemptId/report/:reportId', 'report'],
  ['/diagnostic-report/:attemptId', 'report'],
  ['/diagnostic-results/:attemptId', 'report'],
  ['/performance', 'performance'],
  ['/my-exam-history', 'history'],
  ['/exam-history', 'history'],
  ['/pricing', 'pricing'],
  ['/checkout', 'checkout'],
  ['/checkout/success', 'checkoutSuccess'],
  ['/billing', 'billing'],
];

export function pageForPath(pathname: string): PageKey | null {
  return PAGE_OF_PATH.find(([pattern]) => matchPath(pattern, pathname))?.[1] ?? null;
}

export function preloadPath(pathname: string): void {
  const key = pageForPath(pathname);
  if (key) void pages[key].preload().catch(() => undefined);
}

/** Spec (platform §2): about 500 ms after arriving on a route, the pages likely next. */
const AFTER_ARRIVAL: [pattern: string, next: PageKey[]][] = [
  ['/dashboard', ['practice', 'performance']],
  ['/my-content', ['examSession', 'dashboard']],
  ['/test-exam', ['examSession']],
  ['/exam-session/:attemptId', ['results', 'dashboard']],
  ['/performance', ['practice', 'dashboard']],
  ['/login', ['dashboard']],
  ['/signup', ['dashboard']],
  ['/', ['login', 'signup']],
];
export const PRELOAD_DELAY_MS = 500;

export function preloadAfterArrival(pathname: string): void {
  const next = AFTER_ARRIVAL.find(([pattern]) => matchPath(pattern, pathname))?.[1] ?? [];
  for (const key of next) void pages[key].preload().catch(() => undefined);
}

/**
 * Links preload their target when hovered or focused (platform §2). One listener on the
 * document covers every same-site link, whichever component rendered it.
 */
export function installLinkPreloading(): () => void {
  const onIntent = (event: Event) => {
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== window.location.origin) return;
    preloadPath(anchor.pathname);
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  return () => {
    document.removeEventListener('pointerover', onIntent);
    document.removeEventListener('focusin', onIntent);
  };
}
