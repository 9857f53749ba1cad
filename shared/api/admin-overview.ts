import { z } from 'zod';
import { daysInRange, utcDay } from '../analytics/figures.ts';

/**
 * GET /api/admin/overview (super admins): the business figures over the last 7 and 30 days
 * against the period before each, the last 30 days day by day, and the security panel.
 * GET /api/admin/security/events: security events with filters, newest first, paged with a cursor.
 */

/** The figures the overview compares, each the sum of its daily counters (docs/admin.md defines each). */
export const overviewFigureKeys = [
  'signups',
  'sales',
  'grossSalesCents',
  'refunds',
  'refundsCents',
  'netRevenueCents',
  'diagnosticsCompleted',
  'attemptsStarted',
  'attemptsCompleted',
] as const;
export type OverviewFigureKey = (typeof overviewFigureKeys)[number];

const count = z.number().int();
const day = z.iso.date();

export const comparedSchema = z.object({ current: count, previous: count, change: count, changePercent: z.number().nullable() });

export const overviewPeriodSchema = z.object({
  days: z.number().int(),
  from: day,
  to: day,
  previousFrom: day,
  previousTo: day,
  figures: z.object(Object.fromEntries(overviewFigureKeys.map((key) => [key, comparedSchema])) as Record<OverviewFigureKey, typeof comparedSchema>),
});
export type OverviewPeriod = z.infer<typeof overviewPeriodSchema>;

export const overviewDaySchema = z.object({ date: day, ...(Object.fromEntries(overviewFigureKeys.map((key) => [key, count])) as Record<OverviewFigureKey, typeof count>) });
export type OverviewDay = z.infer<typeof overviewDaySchema>;

/** The security event types and severities (functions/data/audit.ts raises them; a unit test keeps the lists equal). */
export const securityEventTypeValues = [
  'multiple_failed_attempts',
  'unusual_activity',
  'privilege_escalation',
  'session_anomaly',
  'account_lockout',
  'suspicious_login',
  'password_reset_abuse',
] as const;
export const severityValues = ['low', 'medium', 'high', 'critical'] as const;
export const threatLevelValues = ['low', 'medium', 'high', 'critical'] as const;

export const securityEventSchema = z.object({
  id: z.string(),
  eventType: z.enum(securityEventTypeValues),
  severity: z.enum(severityValues),
  userId: z.string().nullable(),
  clientIp: z.string(),
  description: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type SecurityEventItem = z.infer<typeof securityEventSchema>;

export const overviewSecuritySchema = z.object({
  threatLevel: z.enum(threatLevelValues),
  last24Hours: z.object({ failedLogins: count, securityEvents: count, lockouts: count }),
  /** The newest security events of the last 24 hours (at most 10). */
  latestEvents: z.array(securityEventSchema),
});

export const overviewResponseSchema = z.object({
  /** The last day the figures include (UTC; today unless asked for another). */
  asOf: day,
  generatedAt: z.string(),
  last7: overviewPeriodSchema,
  last30: overviewPeriodSchema,
  /** The 30 days of `last30`, oldest first. */
  days: z.array(overviewDaySchema),
  security: overviewSecuritySchema,
});
export type OverviewResponse = z.infer<typeof overviewResponseSchema>;

/** Days are UTC days; the counters began with this feature, so nothing before 2000 is asked for. */
const FIRST_DAY = '2000-01-01';

/** ?asOf=YYYY-MM-DD: the overview as it stood at the end of that day (not after today). */
export const overviewQuerySchema = z
  .object({ asOf: day.optional() })
  .strict()
  .refine((q) => !q.asOf || (q.asOf >= FIRST_DAY && q.asOf <= utcDay()), 'asOf must be a day from 2000-01-01 to today');

/** Security events are kept 400 days: a range may cover them all. */
export const SECURITY_EVENT_DAYS = 400;
export const SECURITY_EVENTS_PAGE = 25;

export const securityEventsQuerySchema = z
  .object({
    type: z.enum(securityEventTypeValues).optional(),
    severity: z.enum(severityValues).optional(),
    /** UTC days, both included; default the last 30 days. */
    from: day.optional(),
    to: day.optional(),
    cursor: z.string().max(600).optional(),
    limit: z.coerce.number().int().min(1).max(100).optional(),
  })
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, 'from must not be after to')
  .refine((q) => !q.from || !q.to || daysInRange(q.from, q.to) <= SECURITY_EVENT_DAYS, `At most ${SECURITY_EVENT_DAYS} days at a time`);
export type SecurityEventsQuery = z.infer<typeof securityEventsQuerySchema>;

export const securityEventsResponseSchema = z.object({
  from: day,
  to: day,
  items: z.array(securityEventSchema),
  /** Where the next page starts; null at the end. A page may hold fewer than asked (even none) and still have a next one. */
  nextCursor: z.string().nullable(),
});
export type SecurityEventsResponse = z.infer<typeof securityEventsResponseSchema>;
