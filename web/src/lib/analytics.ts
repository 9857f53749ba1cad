import type { AnalyticsEvent, AnalyticsEventName } from '#shared/api/events';

type Properties = NonNullable<AnalyticsEvent['properties']>;

const queue: AnalyticsEvent[] = [];
let flushTimer: ReturnType<typeof setTimeout> | undefined;
let sender: ((events: AnalyticsEvent[], useBeacon: boolean) => void) | undefined;

const FLUSH_MS = 5_000;
const BATCH = 25;

/**
 * Records a product event (first-party, batched every 5 s and when the page is hidden). Never
 * pass personal data in properties: ids, counts, plan keys and booleans only.
 */
export function track(name: AnalyticsEventName, properties?: Properties): void {
  queue.push({ name, path: window.location.pathname.slice(0, 200), occurredAt: new Date().toISOString(), ...(properties ? { properties } : {}) });
  if (queue.length >= BATCH) flush(false);
  else flushTimer ??= setTimeout(() => flush(false), FLUSH_MS);
}

function flush(useBeacon: boolean): void {
  if (flushTimer) clearTimeout(flushTimer);
  flushTimer = undefined;
  while (queue.length && sender) sender(queue.splice(0, BATCH), useBeacon);
}

/** Wires the transport (set once at start-up by the analytics provider). */
export function setAnalyticsSender(send: (events: AnalyticsEvent[], useBeacon: boolean) => void): void {
  sender = send;
  if (queue.length) flushTimer ??= setTimeout(() => flush(false), FLUSH_MS);
}

if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush(true);
  });
}
