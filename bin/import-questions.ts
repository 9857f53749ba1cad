/**
 * `npm run import-questions [dir]`: validates every question file and, if all rows are good,
 * imports them into the table named by TABLE_NAME (DYNAMODB_ENDPOINT for a local table).
 * Every bad row is printed as file:line and nothing is written.
 */
import { formatIssue } from '../functions/question-bank/parse-bank.ts';
import { BANK_DIR, importBank, readBankFiles } from '../functions/question-bank/import-bank.ts';

const dir = process.argv[2] ?? BANK_DIR;
const result = await importBank(await readBankFiles(dir));
if (result.issues.length) {
  for (const issue of result.issues) console.error(formatIssue(issue));
  console.error(`\n${result.issues.length} problem(s); nothing was imported.`);
  process.exit(1);
}
console.log(`Imported ${result.newVersions} new question versions, ${result.current} now current, ${result.cases} case texts.`);
