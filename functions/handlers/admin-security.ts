import { requireAdmin } from '../auth/caller.ts';
import { apiHandler, json } from '../lib/http.ts';
import { securityOverview } from '../security/security-overview.ts';

/** GET /api/admin/security (admins only): recent security events and the threat level. */
export const handler = apiHandler(async (event) => {
  requireAdmin(event);
  return json(200, await securityOverview());
});
