import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';

const stack = inject('stack');
const run = promisify(execFile);

const question = (id: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    id,
    exam: 'solicitor',
    topic: 'Real Estate',
    subtopic: 'Title search',
    stem: 'Which register records title to land under the Land Titles system in Ontario?',
    choices: { A: 'The parcel register', B: 'The abstract index', C: 'The minute book', D: 'The securities register' },
    correctChoice: 'A',
    explanations: { A: 'Correct: the parcel register.', B: 'That is the Registry system.', C: 'That is corporate.', D: 'That is corporate.' },
    ruleReference: 'Land Titles Act, R.S.O. 1990, c. L.5',
    difficulty: 'easy',
    status: 'published',
    version: 1,
    ...extra,
  });

async function importDir(files: Record<string, string>) {
  const dir = await mkdtemp(join(tmpdir(), 'bank-'));
  for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
  const env = {
    ...process.env,
    TABLE_NAME: stack.tableName,
    DYNAMODB_ENDPOINT: stack.dynamoDbUrl,
    AWS_REGION: 'ca-central-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
  };
  return run(process.execPath, ['--import', 'tsx', 'bin/import-questions.ts', dir], { env }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

describe('npm run import-questions', () => {
  it('imports a valid file, and a second run adds nothing', async () => {
    const files = { 'real-estate.jsonl': [question('SOL-RE-9001'), question('SOL-RE-9002')].join('\n') };
    const first = await importDir(files);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('Imported 2 new question versions, 2 now current');
    expect((await importDir(files)).stdout).toContain('Imported 0 new question versions, 0 now current');
  });

  it('refuses a file with a missing correct choice or a duplicate id, naming each row, and writes nothing', async () => {
    const { correctChoice: _drop, ...rest } = JSON.parse(question('SOL-RE-9102')) as Record<string, unknown>;
    const result = await importDir({
      'bad.jsonl': [question('SOL-RE-9101'), JSON.stringify(rest), question('SOL-RE-9101')].join('\n'),
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/bad\.jsonl:2 \(SOL-RE-9102\): correctChoice/);
    expect(result.stderr).toContain('bad.jsonl:3 (SOL-RE-9101): duplicate id SOL-RE-9101 (first at bad.jsonl:1)');
    expect(result.stderr).toContain('nothing was imported');
    // SOL-RE-9101 was valid on its own, but nothing from a bad file is written.
    const again = await importDir({ 'good.jsonl': question('SOL-RE-9101') });
    expect(again.stdout).toContain('Imported 1 new question versions');
  });
});
