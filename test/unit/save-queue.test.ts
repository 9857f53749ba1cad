import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../web/src/lib/api-client.ts';
import { mergeChanges, SaveQueue, type PendingChange } from '../../web/src/features/exam/api/save-queue.ts';

/** The browser globals the queue uses: localStorage, the online event and navigator.onLine. */
const storage = new Map<string, string>();
const onlineListeners = new Set<() => void>();
beforeEach(() => {
  storage.clear();
  onlineListeners.clear();
  vi.useFakeTimers();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
    removeItem: (key: string) => storage.delete(key),
  });
  vi.stubGlobal('window', {
    addEventListener: (_: string, listener: () => void) => onlineListeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => onlineListeners.delete(listener),
  });
  vi.stubGlobal('navigator', { onLine: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const answer = (questionId: string, change: Record<string, unknown>): PendingChange => ({ kind: 'response', questionId, change });

function queueWith(send: (change: PendingChange) => Promise<void>, attemptId = 'a1') {
  const handlers = { onClosed: vi.fn(), onRejected: vi.fn() };
  const queue = new SaveQueue(attemptId, { send }, handlers);
  queue.start();
  return { queue, handlers };
}

describe('the exam save queue', () => {
  it('merges changes to one question: newest fields win, seconds add up', () => {
    expect(mergeChanges(answer('Q1', { choice: 'A', secondsSpent: 5 }), answer('Q1', { flagged: true, choice: 'C', secondsSpent: 7 }))).toEqual(
      answer('Q1', { choice: 'C', flagged: true, secondsSpent: 12 }),
    );
    expect(mergeChanges({ kind: 'position', questionIndex: 1 }, { kind: 'position', questionIndex: 4 })).toEqual({ kind: 'position', questionIndex: 4 });
  });

  it('sends one change at a time and reports saved once everything landed', async () => {
    const sent: PendingChange[] = [];
    let release: () => void = () => undefined;
    const { queue } = queueWith((change) => {
      sent.push(change);
      return new Promise((resolve) => (release = resolve));
    });
    queue.enqueue(answer('Q1', { choice: 'A' }));
    queue.enqueue(answer('Q2', { choice: 'B' }));
    queue.enqueue(answer('Q2', { flagged: true }));
    expect(queue.getState()).toEqual({ status: 'saving', pending: 2 });
    expect(sent).toHaveLength(1);
    release();
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual(answer('Q2', { choice: 'B', flagged: true }));
    release();
    await queue.flush();
    expect(queue.getState()).toEqual({ status: 'saved', pending: 0 });
    expect(storage.size).toBe(0);
  });

  it('keeps changes while offline, and sends them merged when the connection returns', async () => {
    let online = false;
    const sent: PendingChange[] = [];
    const { queue } = queueWith(async (change) => {
      if (!online) throw new TypeError('Failed to fetch');
      sent.push(change);
    });
    queue.enqueue(answer('Q1', { choice: 'A', secondsSpent: 10 }));
    await vi.waitFor(() => expect(queue.getState().status).toBe('offline'));
    queue.enqueue(answer('Q1', { choice: 'D', secondsSpent: 4 }));
    expect(JSON.parse(storage.get('bp:exam-saves:a1') ?? '[]')).toEqual([answer('Q1', { choice: 'D', secondsSpent: 14 })]);
    online = true;
    for (const listener of onlineListeners) listener();
    await queue.flush();
    expect(sent).toEqual([answer('Q1', { choice: 'D', secondsSpent: 14 })]);
    expect(queue.getState().status).toBe('saved');
  });

  it('retries a server error with backoff', async () => {
    let calls = 0;
    const { queue } = queueWith(async () => {
      calls += 1;
      if (calls < 3) throw new ApiError(503, 'internal_error', 'busy');
    });
    queue.enqueue({ kind: 'notes', text: 'hello' });
    await vi.waitFor(() => expect(queue.getState().status).toBe('retrying'));
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(2000);
    await vi.waitFor(() => expect(queue.getState().status).toBe('saved'));
    expect(calls).toBe(3);
  });

  it('stops when the server says the attempt is closed', async () => {
    const { queue, handlers } = queueWith(async () => {
      throw new ApiError(409, 'conflict', 'Time is up');
    });
    queue.enqueue(answer('Q1', { choice: 'A' }));
    queue.enqueue(answer('Q2', { choice: 'A' }));
    await queue.flush();
    expect(queue.getState().status).toBe('closed');
    expect(handlers.onClosed).toHaveBeenCalledOnce();
    expect(storage.size).toBe(0);
  });

  it('sends what a previous page left in storage (a refresh while offline)', async () => {
    storage.set('bp:exam-saves:a2', JSON.stringify([answer('Q9', { choice: 'B' }), { kind: 'position', questionIndex: 8 }]));
    const sent: PendingChange[] = [];
    const { queue } = queueWith(async (change) => {
      sent.push(change);
    }, 'a2');
    expect(queue.unsaved()).toHaveLength(2);
    await queue.flush();
    expect(sent).toEqual([answer('Q9', { choice: 'B' }), { kind: 'position', questionIndex: 8 }]);
  });

  it('drops a change the server refuses as bad input, and says so', async () => {
    const { queue, handlers } = queueWith(async () => {
      throw new ApiError(400, 'bad_request', 'Invalid body');
    });
    queue.enqueue(answer('Q1', { choice: 'A' }));
    await queue.flush();
    expect(handlers.onRejected).toHaveBeenCalledWith('Invalid body');
    expect(queue.getState().status).toBe('saved');
  });
});
