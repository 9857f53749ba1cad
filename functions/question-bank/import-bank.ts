import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { putCaseText, putCurrentQuestion, putQuestionVersion } from '../data/questions.ts';
import { listAllTemplates, putTemplateQuestionSet } from '../data/templates.ts';
import type { BankFile, ImportIssue } from './parse-bank.ts';
import { checkBank } from './quality-gates.ts';

export const BANK_DIR = fileURLToPath(new URL('./questions/', import.meta.url));

export interface ImportResult {
  issues: ImportIssue[];
  newVersions: number;
  current: number;
  cases: number;
  /** Question sets that replaced a template's questions. */
  sets: number;
}

export async function readBankFiles(dir = BANK_DIR): Promise<BankFile[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.jsonl')).sort();
  return Promise.all(names.map(async (name) => ({ name, text: await readFile(join(dir, name), 'utf8') })));
}

/**
 * Imports the bank: nothing is written if any row is bad. Versions are immutable; a version
 * becomes current only if it is newer than the current one, and a question set replaces a
 * template's questions only if it is newer, so re-running is harmless. Sets are checked against
 * the templates in the table, so templates must exist (seeded) before their sets are imported.
 */
export async function importBank(files: BankFile[]): Promise<ImportResult> {
  const { questions, cases, sets, issues } = checkBank(files, await listAllTemplates());
  if (issues.length) return { issues, newVersions: 0, current: 0, cases: 0, sets: 0 };
  await Promise.all(cases.map(putCaseText));
  let newVersions = 0;
  let current = 0;
  for (const question of questions) {
    if (await putQuestionVersion(question)) newVersions += 1;
    if (await putCurrentQuestion(question)) current += 1;
  }
  let setsApplied = 0;
  for (const set of sets) {
    if (await putTemplateQuestionSet(set.templateId, set.questionIds, set.version)) setsApplied += 1;
  }
  return { issues, newVersions, current, cases: cases.length, sets: setsApplied };
}
