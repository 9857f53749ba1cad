import { putSittingsRequestSchema } from '#shared/api/sittings';
import { requireAdmin } from '../auth/caller.ts';
import { getSittings, replaceSittings } from '../data/sittings.ts';
import { clientIp } from '../lib/client-ip.ts';
import { ConflictError } from '../lib/errors.ts';
import { apiHandler, json, parseBody } from '../lib/http.ts';
import { audit } from '../security/audit.ts';

/** GET /api/sittings (public) and PUT /api/admin/sittings (admins: the whole list, audited). */
export const handler = apiHandler(async (event) => {
  if (event.requestContext.http.method === 'GET') {
    return json(200, await getSittings(), { 'cache-control': 'public, max-age=300' });
  }
  const caller = requireAdmin(event);
  const request = parseBody(event, putSittingsRequestSchema);
  const result = await replaceSittings(request.sittings, request.expectedUpdatedAt, caller.userId);
  if (!result.written) throw new ConflictError('The sittings were changed by someone else since you loaded them. Reload and apply your change again.');
  await audit({
    userId: caller.userId,
    actionType: 'admin',
    action: 'sittings_replaced',
    success: true,
    ipAddress: clientIp(event),
    userAgent: event.headers['user-agent'] ?? '',
    metadata: { count: request.sittings.length, ids: request.sittings.map((s) => s.id).join(',') },
  });
  return json(200, await getSittings());
});
