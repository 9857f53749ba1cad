import { describe, expect, it } from 'vitest';
import { PACKS } from '#shared/catalogue';
import { accessTier, bestAttempt, classifyPackage, displayStatus, expandOwnedPackages, isPurchaseActive } from '#shared/exam/access';

describe('package classification', () => {
  it('follows the spec rule on the lowercase name', () => {
    expect(classifyPackage('Barrister Performance Pack')).toBe('barrister');
    expect(classifyPackage('SOLICITOR pack')).toBe('solicitor');
    expect(classifyPackage('Total Performance Pack')).toBe('total');
    expect(classifyPackage('Total Barrister and Solicitor bundle')).toBe('total');
    expect(classifyPackage('Free Sample Barrister Quiz')).toBeNull();
    expect(classifyPackage('   ')).toBeNull();
  });
});

describe('access', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('counts a purchase only without an expiry or before it', () => {
    expect(isPurchaseActive(null, now)).toBe(true);
    expect(isPurchaseActive('2026-11-22T12:00:01Z', now)).toBe(true);
    expect(isPurchaseActive('2026-11-22T12:00:00Z', now)).toBe(false);
  });

  it('gives the tier from what is owned', () => {
    expect(accessTier([])).toBe('free');
    expect(accessTier(['barrister'])).toBe('barrister');
    expect(accessTier(['solicitor'])).toBe('solicitor');
    expect(accessTier(['barrister', 'solicitor'])).toBe('complete');
    expect(accessTier(['total'])).toBe('complete');
  });

  it('lets Total unlock every active Barrister and Solicitor package', () => {
    const packages = [
      { id: PACKS.barrister.id, name: PACKS.barrister.name, isActive: true },
      { id: PACKS.solicitor.id, name: PACKS.solicitor.name, isActive: true },
      { id: PACKS.total.id, name: PACKS.total.name, isActive: true },
      { id: 'old', name: 'Barrister Legacy Pack', isActive: false },
    ];
    expect([...expandOwnedPackages([PACKS.total.id], packages)].sort()).toEqual([PACKS.barrister.id, PACKS.solicitor.id, PACKS.total.id].sort());
    expect([...expandOwnedPackages([PACKS.barrister.id], packages)]).toEqual([PACKS.barrister.id]);
  });
});

describe('display status', () => {
  it('prefers in progress, then started, then completed', () => {
    const attempts = [
      { id: '1', status: 'completed' as const },
      { id: '2', status: 'started' as const },
      { id: '3', status: 'in_progress' as const },
    ];
    expect(bestAttempt(attempts)?.id).toBe('3');
    expect(bestAttempt(attempts.slice(0, 2))?.id).toBe('2');
    expect(displayStatus(bestAttempt(attempts.slice(0, 1)))).toBe('Completed');
    expect(displayStatus(bestAttempt(attempts))).toBe('In Progress');
    expect(displayStatus(undefined)).toBe('Not Started');
    expect(displayStatus({ status: 'abandoned' })).toBe('Not Started');
  });
});
