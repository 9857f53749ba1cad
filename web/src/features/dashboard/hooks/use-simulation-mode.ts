import { useCallback, useSyncExternalStore } from 'react';
import { simulationModes, type SimulationMode } from '#shared/dashboard/simulation';

const KEY = 'bp:simulation-mode';
const listeners = new Set<() => void>();

function read(): SimulationMode {
  try {
    const value = sessionStorage.getItem(KEY);
    return (simulationModes as readonly string[]).includes(value ?? '') ? (value as SimulationMode) : 'none';
  } catch {
    return 'none';
  }
}

/**
 * The admin's simulation mode, kept for this browser tab only (sessionStorage), so it ends with
 * the tab and never follows the admin elsewhere. Non-admins always get 'none'.
 */
export function useSimulationMode(isAdmin: boolean): [SimulationMode, (mode: SimulationMode) => void] {
  const mode = useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    read,
    () => 'none' as const,
  );
  const set = useCallback((next: SimulationMode) => {
    if (next === 'none') sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, next);
    for (const listener of listeners) listener();
  }, []);
  return [isAdmin ? mode : 'none', set];
}
