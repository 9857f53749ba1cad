import { describe, expect, it } from 'vitest';
import { pageForPath } from '../../web/src/app/preload.ts';

describe('link preloading', () => {
  it('finds the page chunk behind each kind of link', () => {
    expect(pageForPath('/')).toBe('landing');
    expect(pageForPath('/dashboard')).toBe('dashboard');
    expect(pageForPath('/exam-session/3f1c')).toBe('examSession');
    expect(pageForPath('/exam-session/3f1c/results')).toBe('results');
    expect(pageForPath('/exam-results/3f1c/report/9a')).toBe('report');
    expect(pageForPath('/free-diagnostic')).toBe('signup');
    expect(pageForPath('/checkout/success')).toBe('checkoutSuccess');
  });

  it('leaves unknown paths alone', () => {
    expect(pageForPath('/no-such-page')).toBeNull();
    expect(pageForPath('/exam-session')).toBeNull();
  });
});
