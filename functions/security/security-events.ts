import { SECURITY_EVENT_DAYS, SECURITY_EVENTS_PAGE, type SecurityEventsQuery, type SecurityEventsResponse } from '#shared/api/admin-overview';
import { addDays, daysInRange, utcDay } from '#shared/analytics/figures';
import { listSecurityEventsPage, type SecurityEventsPosition } from '../data/audit.ts';
import { BadRequestError } from '../lib/errors.ts';

/** Without a range: the last 30 days, today included. */
const DEFAULT_DAYS = 30;

/**
 * The cursor says where the next page starts and for which filters: a cursor handed back with
 * other filters (or made up) is a 400, never a page of something else.
 */
interface CursorBody {
  v: 1;
  /** The filters it belongs to. */
  f: string;
  d: string;
  k?: string;
}

const filterKey = (q: { type?: string; severity?: string; from: string; to: string }) => [q.type ?? '', q.severity ?? '', q.from, q.to].join('|');

function encodeCursor(filters: string, position: SecurityEventsPosition): string {
  const body: CursorBody = { v: 1, f: filters, d: position.day, ...(position.afterSk ? { k: position.afterSk } : {}) };
  return Buffer.from(JSON.stringify(body)).toString('base64url');
}

function decodeCursor(cursor: string, filters: string, from: string, to: string): SecurityEventsPosition {
  let body: Partial<CursorBody>;
  try {
    body = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Partial<CursorBody>;
  } catch {
    throw new BadRequestError('Invalid cursor');
  }
  const valid =
    body.v === 1 &&
    body.f === filters &&
    typeof body.d === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(body.d) &&
    body.d >= from &&
    body.d <= to &&
    (body.k === undefined || (typeof body.k === 'string' && body.k.startsWith(body.d) && body.k.length < 200));
  if (!valid) throw new BadRequestError('Invalid cursor: it belongs to other filters, or to no list');
  return { day: body.d as string, ...(body.k ? { afterSk: body.k } : {}) };
}

/** GET /api/admin/security/events: security events newest first, filtered by type, severity and UTC days, a page at a time. */
export async function listSecurityEvents(query: SecurityEventsQuery, now = new Date()): Promise<SecurityEventsResponse> {
  const to = query.to ?? utcDay(now);
  const from = query.from ?? addDays(to, -(DEFAULT_DAYS - 1));
  if (from > to) throw new BadRequestError('Invalid query: from must not be after to');
  if (daysInRange(from, to) > SECURITY_EVENT_DAYS) throw new BadRequestError(`Invalid query: at most ${SECURITY_EVENT_DAYS} days at a time`);
  const filters = filterKey({ ...query, from, to });
  const start = query.cursor ? decodeCursor(query.cursor, filters, from, to) : { day: to };
  const { events, next } = await listSecurityEventsPage({
    from,
    start,
    limit: query.limit ?? SECURITY_EVENTS_PAGE,
    ...(query.type ? { eventType: query.type } : {}),
    ...(query.severity ? { severity: query.severity } : {}),
  });
  return { from, to, items: events, nextCursor: next ? encodeCursor(filters, next) : null };
}
