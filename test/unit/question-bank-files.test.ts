import { describe, expect, it } from 'vitest';
import { readBankFiles } from '../../functions/question-bank/import-bank.ts';
import { formatIssue, parseBank } from '../../functions/question-bank/parse-bank.ts';

describe('the question bank in the repository', () => {
  it('has no bad row', async () => {
    const { issues, questions } = parseBank(await readBankFiles());
    expect(issues.map(formatIssue)).toEqual([]);
    expect(questions.length).toBeGreaterThan(0);
  });
});
