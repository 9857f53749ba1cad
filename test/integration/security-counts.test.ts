import { describe, expect, inject, it } from 'vitest';
import { putAuditEvent, putSecurityEvent } from '../../functions/data/audit.ts';
import { signIn } from '../support/cognito.ts';
import { pointAtStackTable } from '../support/stack-table.ts';

const stack = inject('stack');

interface Overview {
  threatLevel: string;
  last24Hours: { failedLogins: number; securityEvents: number; lockouts: number };
  events: { eventType: string; createdAt: string }[];
}

async function overview(): Promise<Overview> {
  const admin = await signIn(stack.cognitoEndpoint, stack.userPoolClientId, stack.adminEmail, stack.adminPassword);
  const response = await fetch(`${stack.url}/api/admin/security`, { headers: { authorization: `Bearer ${admin.accessToken}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as Overview;
}

/** In batches, so hundreds of writes do not all wait on one emulator at once. */
async function inBatches(count: number, write: (i: number) => Promise<unknown>) {
  for (let i = 0; i < count; i += 25) await Promise.all(Array.from({ length: Math.min(25, count - i) }, (_, j) => write(i + j)));
}

describe('GET /api/admin/security counts a flood', () => {
  it('counts every failed sign-in, security event and lockout of the last 24 hours, however many pages they fill', async () => {
    pointAtStackTable(stack);
    const before = await overview();
    // ~4 KB events, 300 of each: more than the 1 MB one query page reads. Two hours ago, so they
    // are older than anything the other tests of this run raise (the overview lists the newest 100).
    const padding = 'x'.repeat(4000);
    const at = (i: number) => new Date(Date.now() - 2 * 60 * 60 * 1000 + i).toISOString();
    const FLOOD = 300;
    const LOCKOUTS = 8;
    await inBatches(FLOOD, (i) =>
      putAuditEvent({
        userId: null,
        identifier: `flood-${i}@example.com`,
        actionType: 'auth',
        action: 'login_failure',
        ipAddress: '203.0.113.7',
        userAgent: 'cognito',
        success: false,
        errorMessage: 'Incorrect password',
        metadata: { padding },
        timestamp: at(i),
      }),
    );
    // The lockouts are the oldest of the flood: last in the newest-first pages.
    await inBatches(FLOOD, (i) =>
      putSecurityEvent({
        eventType: i < LOCKOUTS ? 'account_lockout' : 'suspicious_login',
        severity: i < LOCKOUTS ? 'high' : 'medium',
        userId: null,
        clientIp: '203.0.113.7',
        description: 'A test flood.',
        metadata: { padding },
        createdAt: at(i),
      }),
    );

    const after = await overview();
    expect(after.last24Hours.failedLogins - before.last24Hours.failedLogins).toBeGreaterThanOrEqual(FLOOD);
    expect(after.last24Hours.securityEvents - before.last24Hours.securityEvents).toBeGreaterThanOrEqual(FLOOD);
    expect(after.last24Hours.lockouts - before.last24Hours.lockouts).toBeGreaterThanOrEqual(LOCKOUTS);
    expect(after.threatLevel).toBe('critical');
    // The list stays the newest 100, newest first.
    expect(after.events).toHaveLength(100);
    const times = after.events.map((e) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
