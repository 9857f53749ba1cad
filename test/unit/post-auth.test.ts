import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PACKS } from '#shared/catalogue';
import { destinationAfterAuth } from '../../web/src/features/auth/post-auth.ts';

describe('destinationAfterAuth', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  async function settle<T>(promise: Promise<T>, ms: number): Promise<T> {
    await vi.advanceTimersByTimeAsync(ms);
    return promise;
  }

  it('starts checkout for the named plan after the delay and follows its url', async () => {
    const start = vi.fn(async () => ({ url: 'https://checkout.example/cs_test_1' }));
    const pending = destinationAfterAuth(new URLSearchParams('package=total&redirect=payment&intent=purchase'), 1000, start);
    await vi.advanceTimersByTimeAsync(999);
    expect(start).not.toHaveBeenCalled();
    expect(await settle(pending, 1)).toEqual({ kind: 'checkout', url: 'https://checkout.example/cs_test_1' });
    expect(start).toHaveBeenCalledWith(PACKS.total.id);
  });

  it('sends an unknown package to the dashboard without calling checkout', async () => {
    const start = vi.fn(async () => ({ url: 'x' }));
    expect(await destinationAfterAuth(new URLSearchParams('package=gold&intent=purchase'), 500, start)).toEqual({ kind: 'path', path: '/dashboard' });
    expect(start).not.toHaveBeenCalled();
  });

  it('reports a failed or url-less checkout', async () => {
    const failing = destinationAfterAuth(new URLSearchParams('package=barrister&intent=purchase'), 500, async () => {
      throw new Error('boom');
    });
    expect(await settle(failing, 500)).toEqual({ kind: 'checkout-failed' });
    const empty = destinationAfterAuth(new URLSearchParams('package=solicitor&intent=purchase'), 500, async () => ({}));
    expect(await settle(empty, 500)).toEqual({ kind: 'checkout-failed' });
  });

  it('follows only same-site redirects otherwise', async () => {
    const start = vi.fn(async () => ({ url: 'x' }));
    expect(await destinationAfterAuth(new URLSearchParams('redirect=%2Fmy-content%3Fa%3D1'), 500, start)).toEqual({ kind: 'path', path: '/my-content?a=1' });
    expect(await destinationAfterAuth(new URLSearchParams('redirect=//evil.example'), 500, start)).toEqual({ kind: 'path', path: '/dashboard' });
  });
});
