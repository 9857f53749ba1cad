import { useEffect } from 'react';
import type { AnalyticsEvent } from '#shared/api/events';
import type { RuntimeConfig } from '#shared/runtime-config';
import { useAuth } from '../lib/auth-context.tsx';
import { setAnalyticsSender } from '../lib/analytics.ts';
import { accessToken } from '../lib/amplify.ts';

type Gtag = (...args: unknown[]) => void;

/** Loads the optional Google tag (only when /config.json names one) and returns its forwarder. */
function googleTag(tagId: string | undefined): Gtag | null {
  if (!tagId) return null;
  const w = window as unknown as { dataLayer?: unknown[]; gtag?: Gtag };
  if (!w.gtag) {
    w.dataLayer = w.dataLayer ?? [];
    w.gtag = function gtag() {
      // gtag.js reads the arguments object itself, as its own snippet pushes it.
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer?.push(arguments);
    };
    w.gtag('js', new Date());
    w.gtag('config', tagId, { send_page_view: false });
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(tagId)}`;
    document.head.appendChild(script);
  }
  return w.gtag;
}

/**
 * Sends tracked events to our own API: visitors' to POST /api/events, a signed-in candidate's to
 * POST /api/me/events (so the server adds the user id from the token). `keepalive` lets the
 * last batch leave while the page is being hidden.
 */
export function AnalyticsBridge({ config }: { config: RuntimeConfig }) {
  const { state } = useAuth();
  const signedIn = state.status === 'signedIn';

  useEffect(() => {
    if (state.status === 'loading') return;
    const gtag = googleTag(config.analyticsTagId);
    setAnalyticsSender((events: AnalyticsEvent[]) => {
      void (async () => {
        const token = signedIn ? await accessToken().catch(() => undefined) : undefined;
        await fetch(token ? '/api/me/events' : '/api/events', {
          method: 'POST',
          keepalive: true,
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify({ events }),
        }).catch(() => undefined);
      })();
      for (const event of events) gtag?.('event', event.name, event.properties ?? {});
    });
  }, [state.status, signedIn, config.analyticsTagId]);

  return null;
}
