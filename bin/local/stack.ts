import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { join, resolve } from 'node:path';
import { createApiGateway } from './api-gateway.ts';
import { COGNITO_PROXY_PATH, startAppServer } from './app-server.ts';
import { startCognito, startDynamoDb, startSes } from './emulators.ts';
import { freePort } from './ports.ts';
import { cognitoAdminClient, ensureAdmin, ensureTable, ensureUserPool, LOCAL_CREDENTIALS, LOCAL_REGION, type AdminAccount } from './setup.ts';
import { handleLambdaInvoke } from './triggers.ts';
import { LOCAL_JOBS_PATH, startJobs } from './jobs.ts';
import { createCognitoShim } from './cognito-shim.ts';
import { seedCatalogue } from '../../functions/catalogue/seed-catalogue.ts';
import { seedCommerce } from '../../functions/commerce/seed-commerce.ts';
import { seedSittings } from '../../functions/sittings/seed-sittings.ts';
import { backfillUserDirectory } from '../../functions/data/users.ts';
import { handleLocalCheckout, LOCAL_CHECKOUT_PATH } from './local-checkout.ts';
import { importBank, readBankFiles } from '../../functions/question-bank/import-bank.ts';
import { formatIssue } from '../../functions/question-bank/parse-bank.ts';
import { config } from '../../functions/lib/config.ts';

export interface LocalStackOptions {
  /** Where DynamoDB and cognito-local keep their data; reused by the next start. */
  dataDir: string;
  /** 0 picks a free port. */
  port: number;
  webDir?: string;
  /** Browser tests only: see AppServerOptions.clientAddressHeader. */
  clientAddressHeader?: string;
  log?: (line: string) => void;
}

export interface LocalStack {
  url: string;
  /** The API without CloudFront in front (like API Gateway's own URL): refused by the API. */
  apiGatewayUrl: string;
  admin: AdminAccount;
  userPoolId: string;
  userPoolClientId: string;
  cognitoUrl: string;
  /** Cognito as the app sees it: cognito-local behind the shim that runs PreAuthentication. */
  cognitoEndpoint: string;
  dynamoDbUrl: string;
  sesUrl: string;
  tableName: string;
  /** The secret Stripe events must be signed with (tests sign their own). */
  stripeWebhookSecret: string;
  stop: () => Promise<void>;
}

const TABLE_NAME = 'bar-prep';

async function localWebhookSecret(file: string): Promise<string> {
  const saved = await readFile(file, 'utf8').catch(() => '');
  if (saved.trim()) return saved.trim();
  const secret = `whsec_local_${randomBytes(24).toString('hex')}`;
  await writeFile(file, secret);
  return secret;
}

function listen(server: Server): Promise<number> {
  return new Promise((resolvePort, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (typeof address === 'object' && address) resolvePort(address.port);
      else reject(new Error('no address'));
    });
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolveClose) => {
    server.closeAllConnections();
    server.close(() => resolveClose());
  });
}

function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolveKill) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolveKill();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Brings up the whole product on this machine: DynamoDB Local, cognito-local, the SES emulator,
 * the Lambda-Invoke endpoint for Cognito triggers, and one server for the SPA and /api.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const dataDir = resolve(options.dataDir);
  await mkdir(dataDir, { recursive: true });
  const children: ChildProcess[] = [];
  const servers: Server[] = [];
  const stoppers: (() => Promise<void>)[] = [];
  const stop = async () => {
    await Promise.all(servers.map(close));
    await Promise.all(stoppers.map((stopOne) => stopOne()));
    await Promise.all(children.map(kill));
  };
  try {
    const invokeServer = createServer((request, response) => {
      handleLambdaInvoke(request, response).catch((error: unknown) => {
        console.error('Trigger invocation failed:', error);
        if (!response.headersSent) response.writeHead(500).end();
      });
    });
    servers.push(invokeServer);
    const [dynamo, ses, invokePort] = await Promise.all([
      startDynamoDb(join(dataDir, 'dynamodb')),
      startSes(),
      listen(invokeServer),
    ]);
    children.push(dynamo.process, ses.process);
    const cognito = await startCognito(join(dataDir, 'cognito'), `http://127.0.0.1:${invokePort}`);
    children.push(cognito.process);

    const cognitoClient = cognitoAdminClient(cognito.url);
    const [{ userPoolId, userPoolClientId }] = await Promise.all([
      ensureUserPool(cognitoClient, join(dataDir, 'user-pool.json')),
      ensureTable(dynamo.url, TABLE_NAME),
    ]);

    // The handlers read these exactly as they read Lambda's environment on AWS.
    Object.assign(process.env, {
      AWS_REGION: LOCAL_REGION,
      AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
      TABLE_NAME,
      DYNAMODB_ENDPOINT: dynamo.url,
      SES_ENDPOINT: ses.url,
      USER_POOL_ID: userPoolId,
      EMAIL_FROM: 'noreply@example.com',
      // What CloudFront adds to API requests on AWS; the app server adds it here (a new value per start).
      ORIGIN_SECRET: randomBytes(24).toString('hex'),
    });
    // Payments: Stripe itself when a key is given, else the local checkout stand-in. Either way the
    // webhook checks signatures, with STRIPE_WEBHOOK_SECRET or a secret generated once per data folder.
    const stripeWebhookSecret = process.env.STRIPE_WEBHOOK_SECRET ?? (await localWebhookSecret(join(dataDir, 'stripe-webhook-secret.txt')));
    process.env.STRIPE_WEBHOOK_SECRET = stripeWebhookSecret;
    process.env.LOCAL_PAYMENTS = process.env.STRIPE_SECRET_KEY ? 'false' : 'true';

    const port = options.port || (await freePort());
    const url = `http://localhost:${port}`;
    process.env.APP_URL = url;
    // Functions reach Cognito through the same shim as the SPA, for the calls cognito-local lacks.
    process.env.COGNITO_ENDPOINT = `http://127.0.0.1:${port}${COGNITO_PROXY_PATH}`;

    await seedCatalogue();
    await seedCommerce();
    await seedSittings();
    // A data folder from before the user list (/admin/users) gets its profiles indexed (a no-op after).
    await backfillUserDirectory();
    const bank = await importBank(await readBankFiles());
    if (bank.issues.length) throw new Error(`The question bank has problems:\n${bank.issues.map(formatIssue).join('\n')}`);
    const admin = await ensureAdmin(cognitoClient, userPoolId, join(dataDir, 'admin.json'));

    // What runs off the request path on AWS: the stream consumer and the scheduled sweep.
    const jobs = await startJobs({ dynamoDbUrl: dynamo.url, tableName: TABLE_NAME, log: options.log });
    stoppers.push(jobs.stop);

    const handleApi = createApiGateway({ issuer: `${cognito.url}/${userPoolId}`, clientId: userPoolClientId });
    const appServer = await startAppServer({
      port,
      webDir: resolve(options.webDir ?? 'web/dist'),
      cognitoUrl: cognito.url,
      cognitoShim: createCognitoShim(cognitoClient, userPoolId, join(dataDir, 'cognito-revocations.json')),
      // The support address is the functions' SUPPORT_EMAIL (its local default unless set), as on AWS.
      runtimeConfig: { region: LOCAL_REGION, userPoolId, userPoolClientId, authFlowType: 'USER_PASSWORD_AUTH', supportEmail: config().SUPPORT_EMAIL },
      handleApi,
      localRoutes: {
        [LOCAL_CHECKOUT_PATH]: (request, response) => handleLocalCheckout(request, response, { appUrl: url }),
        [LOCAL_JOBS_PATH]: (request, response) => jobs.handleRequest(request, response),
      },
      clientAddressHeader: options.clientAddressHeader,
      originSecret: process.env.ORIGIN_SECRET,
      log: options.log,
    });
    servers.push(appServer);
    // API Gateway's own URL, without CloudFront in front: the API refuses what comes this way.
    const gatewayServer = createServer((request, response) => {
      handleApi(request, response).catch(() => {
        if (!response.headersSent) response.writeHead(500).end();
      });
    });
    servers.push(gatewayServer);
    const apiGatewayUrl = `http://127.0.0.1:${await listen(gatewayServer)}`;

    return {
      url,
      apiGatewayUrl,
      admin,
      userPoolId,
      userPoolClientId,
      cognitoUrl: cognito.url,
      cognitoEndpoint: `${url}${COGNITO_PROXY_PATH}`,
      dynamoDbUrl: dynamo.url,
      sesUrl: ses.url,
      tableName: TABLE_NAME,
      stripeWebhookSecret,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
