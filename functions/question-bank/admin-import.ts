import type { ImportBankRequest, ImportBankResponse } from '#shared/api/question-bank';
import type { Caller } from '../api/caller.ts';
import { BadRequestError } from '../lib/errors.ts';
import { audit } from '../security/audit.ts';
import type { RequestOrigin } from '../lib/request-origin.ts';
import { importBank } from './import-bank.ts';
import { formatIssue } from './parse-bank.ts';

/**
 * An administrator imports question files through the same importer `npm start` and
 * `npm run import-questions` use: every bad row is reported and nothing is written.
 */
export async function adminImportBank(caller: Caller, request: ImportBankRequest, origin: RequestOrigin): Promise<ImportBankResponse> {
  const result = await importBank(request.files);
  const files = request.files.map((f) => f.name);
  if (result.issues.length) {
    await audit({ userId: caller.userId, actionType: 'admin', action: 'question_bank_import', success: false, ...origin, errorMessage: `${result.issues.length} problem(s)`, metadata: { files } });
    throw new BadRequestError(`${result.issues.length} problem(s) in the files; nothing was imported.`, 'Import Failed', result.issues.map(formatIssue));
  }
  const { newVersions, current, cases, sets } = result;
  await audit({ userId: caller.userId, actionType: 'admin', action: 'question_bank_import', success: true, ...origin, metadata: { files, newVersions, current, cases, sets } });
  return { newVersions, current, cases, sets };
}
