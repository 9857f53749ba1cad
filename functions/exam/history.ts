import type { HistoryResponse } from '#shared/api/attempts';
import type { Caller } from '../api/caller.ts';
import { isOwnHistoryKey, listCompleted } from '../data/history.ts';
import { BadRequestError } from '../lib/errors.ts';

/** The cursor is the last key of the previous page, opaque to the client. */
function decodeCursor(caller: Caller, cursor: string): { pk: string; sk: string } {
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (typeof key === 'object' && key !== null && 'pk' in key && 'sk' in key && typeof key.pk === 'string' && typeof key.sk === 'string') {
      if (isOwnHistoryKey(caller.userId, { pk: key.pk, sk: key.sk })) return { pk: key.pk, sk: key.sk };
    }
  } catch {
    // Reported below like any other bad cursor.
  }
  throw new BadRequestError('Invalid query: cursor is not one this list gave out');
}

/**
 * Completed attempts, newest first (my-exam-history; the dashboard's recent activity). An
 * attempt whose time ran out unseen is listed once the sweep has closed it (within a minute).
 */
export async function listHistory(caller: Caller, query: { limit: number; cursor?: string }): Promise<HistoryResponse> {
  const after = query.cursor ? decodeCursor(caller, query.cursor) : undefined;
  const page = await listCompleted(caller.userId, query.limit, after);
  return {
    items: page.items,
    nextCursor: page.lastKey ? Buffer.from(JSON.stringify(page.lastKey)).toString('base64url') : null,
  };
}
