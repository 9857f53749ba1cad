/**
 * `npm run import-questions [dir]`: validates every question file and, if all rows are good,
 * imports them into the table named by TABLE_NAME (DYNAMODB_ENDPOINT for a local table).
 * Every bad row is printed as file:line and nothing is written.
 * `npm run import-questions -- --check [dir]` only validates, with no table: for authors.
 */
import { formatIssue, parseBank } from '../functions/question-bank/parse-bank.ts';
import { BANK_DIR, importBank, readBankFiles } from '../functions/question-bank/import-bank.ts';

const args = process.argv.slice(2);
const checkOnly = args.includes('--check');
const dir = args.find((arg) => !arg.startsWith('--')) ?? BANK_DIR;
const files = await readBankFiles(dir);

if (checkOnly) {
  const { issues, questions, cases, sets } = parseBank(files);
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
