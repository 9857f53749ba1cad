import { describe, expect, it } from 'vitest';
import { assembleSets } from '../../functions/question-bank/assemble-sets.ts';
import { readBankFiles } from '../../functions/question-bank/import-bank.ts';
import { formatIssue, parseBank } from '../../functions/question-bank/parse-bank.ts';
import { checkBank } from '../../functions/question-bank/quality-gates.ts';

describe('the question bank in the repository', () => {
  it('has no bad row and passes every quality gate', async () => {
    const { issues, questions } = checkBank(await readBankFiles());
    expect(issues.map(formatIssue)).toEqual([]);
    expect(questions.length).toBeGreaterThan(0);
  });

  it('has the sets the blueprint assembler draws (npm run assemble-sets), not hand-listed ones', async () => {
    const bank = parseBank(await readBankFiles());
    const assembly = assembleSets(bank);
    expect(assembly.remainingIssues).toBe(0);
    expect(bank.sets).toEqual(assembly.sets);
  });
});
