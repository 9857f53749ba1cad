/**
 * `npm run import-questions [dir]`: validates every question file and, if all rows are good,
 * imports them into the table named by TABLE_NAME (DYNAMODB_ENDPOINT for a local table).
 * Every bad row is printed as file:line and nothing is written.
 * `npm run import-questions -- --check [dir]` only validates, with no table: for authors; with
 * `--json` it prints the bank's summary (questions by exam, topic and status; each template's set
 * and whether it is complete; the problems) as JSON, for scripts and the admin area.
 */
import { formatIssue } from '../functions/question-bank/parse-bank.ts';
import { checkBank } from '../functions/question-bank/quality-gates.ts';
import { bankSummary } from '../functions/question-bank/summary.ts';
import { BANK_DIR, importBank, readBankFiles } from '../functions/question-bank/import-bank.ts';

const args = process.argv.slice(2);
const checkOnly = args.includes('--check');
const dir = args.find((arg) => !arg.startsWith('--')) ?? BANK_DIR;
const files = await readBankFiles(dir);

if (checkOnly && args.includes('--json')) {
  const bank = checkBank(files);
  console.log(JSON.stringify(bankSummary(bank), null, 2));
  process.exit(bank.issues.length ? 1 : 0);
}

if (checkOnly) {
  const { issues, questions, cases, sets } = checkBank(files);
  for (const issue of issues) console.error(formatIssue(issue));
  if (issues.length) {
    console.error(`\n${issues.length} problem(s).`);
    process.exit(1);
  }
  console.log(`${questions.length} questions, ${cases.length} case texts and ${sets.length} question sets are valid.`);
  process.exit(0);
}

const result = await importBank(files);
if (result.issues.length) {
  for (const issue of result.issues) console.error(formatIssue(issue));
  console.error(`\n${result.issues.length} problem(s); nothing was imported.`);
  process.exit(1);
}
console.log(
  `Imported ${result.newVersions} new question versions, ${result.current} now current, ${result.cases} case texts, ${result.sets} question sets.`,
);
