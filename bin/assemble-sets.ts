/**
 * `npm run assemble-sets`: draws every template's question set from the published questions and
 * the blueprints (functions/question-bank/set-blueprints.ts) and writes them to the bank's
 * sets.jsonl, raising a set's version only when its questions change, so re-running on the same
 * bank changes nothing. Templates the bank cannot fill yet are listed with what they lack.
 * `--seed N` starts the search at another seed (the default is 1).
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { assembleSets } from '../functions/question-bank/assemble-sets.ts';
import { BANK_DIR, readBankFiles } from '../functions/question-bank/import-bank.ts';
import { formatIssue, isSetFile, parseBank } from '../functions/question-bank/parse-bank.ts';

const args = process.argv.slice(2);
const seedAt = args.indexOf('--seed');
const seed = seedAt === -1 ? 1 : Number(args[seedAt + 1]);
if (!Number.isInteger(seed) || seed < 1) {
  console.error('--seed takes a positive whole number');
  process.exit(2);
}

const files = await readBankFiles(BANK_DIR);
const bank = parseBank(files);
const rowIssues = bank.issues.filter((issue) => !isSetFile(issue.file));
if (rowIssues.length) {
  for (const issue of rowIssues) console.error(formatIssue(issue));
  console.error(`\n${rowIssues.length} problem(s) in the question files; fix them first.`);
  process.exit(1);
}

const assembly = assembleSets(bank, { seed });
await writeFile(join(BANK_DIR, 'sets.jsonl'), assembly.sets.map((set) => JSON.stringify(set)).join('\n') + '\n');
for (const template of assembly.templates) {
  const lacking = template.shortfalls.map((s) => `${s.exam} ${s.topic} ${s.available}/${s.need}`).join('; ');
  console.log(`${template.complete ? 'complete   ' : 'coming soon'}  ${template.templateId}${lacking ? `  (needs ${lacking})` : ''}`);
}
console.log(`\nWrote ${assembly.sets.length} sets to sets.jsonl (seed ${assembly.seed}).`);
if (assembly.remainingIssues) {
  console.error(`No seed within reach passed every set gate (${assembly.remainingIssues} problem(s) left): run npm run import-questions -- --check to see them.`);
  process.exit(1);
}
