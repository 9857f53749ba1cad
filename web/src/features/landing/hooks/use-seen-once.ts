import { useEffect, useRef } from 'react';

/** Calls `onSeen` the first time the element scrolls into view (for the spec's "view" events). */
export function useSeenOnce<T extends Element>(onSeen: () => void) {
  const ref = useRef<T>(null);
  const seen = useRef(onSeen);
  seen.current = onSeen;
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          seen.current();
        }
      },
      { threshold: 0.3 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return ref;
}
