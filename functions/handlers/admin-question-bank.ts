import { importBankRequestSchema } from '#shared/api/question-bank';
import { requireAdmin } from '../auth/caller.ts';
import { clientIp } from '../lib/client-ip.ts';
import { apiHandler, json, parseBody } from '../lib/http.ts';
import { adminImportBank } from '../question-bank/admin-import.ts';

/** POST /api/admin/question-bank/import (admins only): import question, case and set files. */
export const handler = apiHandler(async (event) => {
  const caller = requireAdmin(event);
  const origin = { ipAddress: clientIp(event), userAgent: event.headers['user-agent'] ?? '' };
  return json(200, await adminImportBank(caller, parseBody(event, importBankRequestSchema), origin));
});
