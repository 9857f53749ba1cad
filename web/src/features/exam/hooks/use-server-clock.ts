import { useEffect, useState } from 'react';

/**
 * The server's time as this browser can know it: the server says what time it is with every
 * read of the attempt, and the difference from the local clock is applied to every tick, so a
 * wrong clock on the candidate's computer cannot give them more (or less) time.
 */
export function useServerNow(serverNow: string | undefined, receivedAt: number, tickMs = 1000): number {
  const offset = serverNow ? Date.parse(serverNow) - receivedAt : 0;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now + offset;
}

/** "1:05:09" or "4:07" */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mm = h ? String(m).padStart(2, '0') : String(m);
  return `${h ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}

/** "3 h 30 min", "68 min", "45 s" */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.round(totalSeconds);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return `${m} min`;
  return m ? `${h} h ${m} min` : `${h} h`;
}
