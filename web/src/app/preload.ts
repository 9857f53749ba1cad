import { matchPath } from 'react-router-dom';
import { pages, routes, type PageKey } from './pages.ts';

/** Which page chunk serves a path, for preloading a link's target (pages.ts). */
const PAGE_OF_PATH = routes.flatMap((route): [pattern: string, page: PageKey][] => {
  const key = 'page' in route ? route.page : 'preload' in route ? route.preload : undefined;
  return key ? [[route.path, key]] : [];
});

export function pageForPath(pathname: string): PageKey | null {
  return PAGE_OF_PATH.find(([pattern]) => matchPath(pattern, pathname))?.[1] ?? null;
}

export function preloadPath(pathname: string): void {
  const key = pageForPath(pathname);
  if (key) void pages[key].preload().catch(() => undefined);
}

/** Spec (platform §2): about 500 ms after arriving on a route, the pages likely next (pages.ts `next`). */
const AFTER_ARRIVAL = routes.flatMap((route): [pattern: string, next: PageKey[]][] => (route.next ? [[route.path, route.next]] : []));
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
