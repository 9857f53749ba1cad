import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import { PACKS } from '#shared/catalogue';
import { call, givePurchase, putTemplate } from '../support/api.ts';
import { signIn, signUpAndSignIn } from '../support/cognito.ts';
import { factPattern } from '../support/stems.ts';

const stack = inject('stack');
const run = promisify(execFile);

const question = (id: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    id,
    exam: 'solicitor',
    topic: 'Real Estate',
    subtopic: 'Title search',
    stem: factPattern(Number(id.slice(-4))),
    choices: { A: 'The parcel register', B: 'The abstract index', C: 'The minute book', D: 'The securities register' },
    correctChoice: 'A',
    explanations: { A: 'Correct: the parcel register.', B: 'That is the Registry system.', C: 'That is corporate.', D: 'That is corporate.' },
    ruleReference: 'Land Titles Act, R.S.O. 1990, c. L.5, s. 78',
    difficulty: 'easy',
    status: 'published',
    version: 1,
    lawAsOf: '2026-11-01',
    reviewedBy: 'second-reader',
    reviewedAt: '2026-11-02',
    blueprint: 'SOL-RE.02',
    itemType: 'standalone',
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

describe('POST /api/admin/question-bank/import', () => {
  const post = (token: string, body: unknown) =>
    fetch(`${stack.url}/api/admin/question-bank/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));

  it('is for administrators only', async () => {
    const user = await signUpAndSignIn(stack);
    expect((await post(user.accessToken, { files: [{ name: 'a.jsonl', text: question('SOL-RE-9301') }] })).status).toBe(403);
  });

  it('uses the same importer: every bad row is named and nothing is written; good files import', async () => {
    const admin = await signIn(stack.cognitoEndpoint, stack.userPoolClientId, stack.adminEmail, stack.adminPassword);
    const set = (ids: string[]) => JSON.stringify({ templateId: 'test-import-set', version: 1, questionIds: ids });
    await putTemplate(stack, { id: 'test-import-set', examType: 'QUIZ_SOLICITOR', questionIds: [], numberOfQuestions: 2, durationMinutes: 4, packageId: PACKS.solicitor.id });

    const bad = await post(admin.accessToken, {
      files: [
        { name: 're.jsonl', text: [question('SOL-RE-9401'), question('SOL-RE-9401')].join('\n') },
        { name: 'sets.jsonl', text: set(['SOL-RE-9401', 'SOL-RE-9499']) },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual([
      're.jsonl:2 (SOL-RE-9401): duplicate id SOL-RE-9401 (first at re.jsonl:1)',
      'sets.jsonl:1 (test-import-set): question SOL-RE-9499 is not in the bank',
    ]);
    expect((await post(admin.accessToken, { files: [{ name: '../x.jsonl', text: '' }] })).status).toBe(400);

    const good = await post(admin.accessToken, {
      files: [
        { name: 're.jsonl', text: [question('SOL-RE-9401'), question('SOL-RE-9402')].join('\n') },
        { name: 'sets.jsonl', text: set(['SOL-RE-9402', 'SOL-RE-9401']) },
      ],
    });
    expect(good).toEqual({ status: 200, body: { newVersions: 2, current: 2, cases: 0, sets: 1 } });
    // The template now holds the set, in its order, and a Solicitor pack owner can take it.
    const user = await signUpAndSignIn(stack);
    await givePurchase(stack, user, PACKS.solicitor.id, null);
    const started = await call(stack, user, 'POST', '/attempts', { examTemplateId: 'test-import-set' });
    expect(started.status).toBe(201);
    const { id } = started.json() as { id: string };
    const detail = (await call(stack, user, 'GET', `/attempts/${id}`)).json() as { questions: { id: string }[] };
    expect(detail.questions.map((q) => q.id)).toEqual(['SOL-RE-9402', 'SOL-RE-9401']);
  });
});
