import type { PutSittingsRequest, SittingsResponse } from '#shared/api/sittings';
import { auditAdminChange } from '../admin/admin-audit.ts';
import type { Caller } from '../api/caller.ts';
import { getSittings, replaceSittings } from '../data/sittings.ts';
import { ConflictError } from '../lib/errors.ts';
import type { RequestOrigin } from '../lib/request-origin.ts';

export const SITTINGS_CONFLICT_MESSAGE = 'The sittings were changed by someone else since you loaded them. Reload and apply your change again.';

/** PUT /api/admin/sittings: replaces the whole list unless it changed since the editor loaded it (409); audited with the list before and after. */
export async function replaceSittingsAsAdmin(caller: Caller, origin: RequestOrigin, request: PutSittingsRequest): Promise<SittingsResponse> {
  const before = await getSittings();
  const result = await replaceSittings(request.sittings, request.expectedUpdatedAt, caller.userId);
  if (!result.written) throw new ConflictError(SITTINGS_CONFLICT_MESSAGE);
  await auditAdminChange(caller, origin, { action: 'sittings_replaced', target: 'sittings', before: before.sittings, after: request.sittings });
  return getSittings();
}
