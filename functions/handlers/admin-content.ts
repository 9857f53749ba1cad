import { importBankRequestSchema } from '#shared/api/question-bank';
import { apiFunction } from '../api/api-function.ts';
import { json } from '../lib/http.ts';
import { adminImportBank } from '../question-bank/admin-import.ts';

/** What content managers (and super admins) change: the question bank. */
export const handler = apiFunction('admin-content', {
  importBank: async ({ caller, body, origin }) => json(200, await adminImportBank(caller, body(importBankRequestSchema), origin)),
});
