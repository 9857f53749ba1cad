import type { SaveResponseRequest } from '#shared/api/attempts';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * Every change on the exam screen is saved in the background through this queue. Changes wait
 * in localStorage until the server has them, so a refresh, a dropped connection or a closed laptop
 * loses nothing: they are merged per question (the newest value of each field wins, seconds add
 * up), sent one at a time, and retried with backoff until they land.
 */
export type SaveKey = `response:${string}` | 'position' | 'notes';

export type PendingChange =
  | { kind: 'response'; questionId: string; change: SaveResponseRequest }
  | { kind: 'position'; questionIndex: number }
  | { kind: 'notes'; text: string };

export type SaveStatus = 'saved' | 'saving' | 'offline' | 'retrying' | 'closed';

export interface SaveState {
  status: SaveStatus;
  pending: number;
}

export interface SaveTransport {
  send: (change: PendingChange) => Promise<void>;
}

const STORAGE_PREFIX = 'bp:exam-saves:';
const MAX_BACKOFF_MS = 30_000;

function keyOf(change: PendingChange): SaveKey {
  return change.kind === 'response' ? `response:${change.questionId}` : change.kind;
}

/** Two changes to the same thing become one: later fields win, seconds spent add up. */
export function mergeChanges(older: PendingChange, newer: PendingChange): PendingChange {
  if (older.kind !== 'response' || newer.kind !== 'response') return newer;
  const seconds = (older.change.secondsSpent ?? 0) + (newer.change.secondsSpent ?? 0);
  return {
    ...newer,
    change: { ...older.change, ...newer.change, ...(seconds ? { secondsSpent: seconds } : {}) },
  };
}

/** A failure worth retrying: no connection, a server error, throttling, an expired token. */
function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status >= 500 || error.status === 429 || error.status === 401 || error.status === 408;
}

export class SaveQueue {
  private pending = new Map<SaveKey, PendingChange>();
  private inFlight: PendingChange | null = null;
  private state: SaveState = { status: 'saved', pending: 0 };
  private listeners = new Set<() => void>();
  private waiters: (() => void)[] = [];
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private failures = 0;
  private stopped = true;

  constructor(
    private readonly attemptId: string,
    private readonly transport: SaveTransport,
    private readonly handlers: { onClosed: () => void; onRejected: (message: string) => void },
  ) {
    for (const change of this.load()) {
      const existing = this.pending.get(keyOf(change));
      this.pending.set(keyOf(change), existing ? mergeChanges(existing, change) : change);
    }
    this.publish(this.pending.size ? 'saving' : 'saved');
  }

  /** Starts sending (and resending when the connection comes back). */
  start(): void {
    this.stopped = false;
    window.addEventListener('online', this.handleOnline);
    void this.pump();
  }

  /** Stops sending; what is queued stays in storage for the next visit. */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    window.removeEventListener('online', this.handleOnline);
  }

  /** Changes not yet on the server (shown on screen on top of what the server sent). */
  unsaved(): PendingChange[] {
    return [...(this.inFlight ? [this.inFlight] : []), ...this.pending.values()];
  }

  enqueue(change: PendingChange): void {
    if (this.state.status === 'closed') return;
    const key = keyOf(change);
    const existing = this.pending.get(key);
    this.pending.set(key, existing ? mergeChanges(existing, change) : change);
    this.persist();
    if (this.state.status === 'saved') this.publish('saving');
    else this.publish(this.state.status);
    void this.pump();
  }

  /** Resolves once everything queued so far is on the server (or the attempt closed). */
  flush(): Promise<void> {
    if (!this.inFlight && this.pending.size === 0) return Promise.resolve();
    if (this.state.status === 'offline' || this.state.status === 'retrying') this.retryNow();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  getState = (): SaveState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private handleOnline = () => this.retryNow();

  private retryNow() {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.failures = 0;
    void this.pump();
  }

  private async pump(): Promise<void> {
    if (this.inFlight || this.retryTimer || this.stopped) return;
    const next = this.pending.entries().next();
    if (next.done) {
      this.publish('saved');
      this.release();
      return;
    }
    const [key, change] = next.value;
    this.pending.delete(key);
    this.inFlight = change;
    this.publish('saving');
    try {
      await this.transport.send(change);
      this.failures = 0;
      this.inFlight = null;
      this.persist();
    } catch (error) {
      this.inFlight = null;
      if (error instanceof ApiError && error.status === 409) {
        // Time is up or the part was submitted elsewhere: nothing more can be saved.
        this.pending.clear();
        this.persist();
        this.publish('closed');
        this.release();
        this.handlers.onClosed();
        return;
      }
      if (!isTransient(error)) {
        this.persist();
        this.handlers.onRejected(error instanceof Error ? error.message : 'A change could not be saved.');
      } else {
        const newer = this.pending.get(key);
        this.pending.set(key, newer ? mergeChanges(change, newer) : change);
        this.persist();
        this.failures += 1;
        const offline = !(error instanceof ApiError) || !navigator.onLine;
        this.publish(offline ? 'offline' : 'retrying');
        const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** (this.failures - 1));
        this.retryTimer = setTimeout(() => {
          this.retryTimer = undefined;
          void this.pump();
        }, delay);
        return;
      }
    }
    void this.pump();
  }

  private release() {
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }

  private publish(status: SaveStatus) {
    const pending = this.pending.size + (this.inFlight ? 1 : 0);
    if (this.state.status === status && this.state.pending === pending) return;
    this.state = { status, pending };
    for (const listener of this.listeners) listener();
  }

  private storageKey() {
    return `${STORAGE_PREFIX}${this.attemptId}`;
  }

  private load(): PendingChange[] {
    try {
      const raw = localStorage.getItem(this.storageKey());
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      return Array.isArray(parsed) ? (parsed as PendingChange[]).filter((c) => ['response', 'position', 'notes'].includes(c?.kind)) : [];
    } catch {
      return [];
    }
  }

  /** What is not yet confirmed, in flight included, so a refresh mid-request resends it. */
  private persist() {
    const changes = this.unsaved();
    try {
      if (changes.length) localStorage.setItem(this.storageKey(), JSON.stringify(changes));
      else localStorage.removeItem(this.storageKey());
    } catch {
      // Storage full or disabled: the queue still works for this page's lifetime.
    }
  }
}
