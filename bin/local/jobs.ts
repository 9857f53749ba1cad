import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context, DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { lambdaContext } from './lambda-context.ts';
import { loadFunctionModule } from './load-module.ts';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './setup.ts';
import { startStreamPoller } from './stream-poller.ts';

/** `POST /local/jobs/close-expired-attempts` runs the sweep now, like "run now" on its EventBridge rule. */
export const LOCAL_JOBS_PATH = '/local/jobs/';

type StreamHandler = (event: DynamoDBStreamEvent, context: Context) => Promise<DynamoDBBatchResponse | void>;
type SweepHandler = () => Promise<{ closed: number }>;

export interface LocalJobsOptions {
  dynamoDbUrl: string;
  tableName: string;
  /** How often the sweep runs; EventBridge runs it every minute on AWS. */
  sweepIntervalMs?: number;
  log?: (line: string) => void;
}

/**
 * What runs off the request path, wired locally to the same modules Lambda runs
 * (docs/decisions/0003): the stream consumer, fed by DynamoDB Local's stream, and the sweep, on a
 * timer and on demand.
 */
export async function startJobs(options: LocalJobsOptions) {
  const log = options.log ?? ((line: string) => console.error(line));
  const consumer = (await loadFunctionModule<{ handler: StreamHandler }>('jobs/attempt-completed')).handler;
  const sweep = (await loadFunctionModule<{ handler: SweepHandler }>('jobs/close-expired-attempts')).handler;
  const poller = await startStreamPoller({
    endpoint: options.dynamoDbUrl,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
    tableName: options.tableName,
    handler: consumer,
    context: () => lambdaContext('local-attempt-completed', 60_000),
    log,
  });
  const runSweep = async () => {
    try {
      return await sweep();
    } catch (error) {
      log(`Sweep failed: ${error instanceof Error ? error.message : String(error)}`);
      throw error;
    }
  };
  const timer = setInterval(() => void runSweep().catch(() => undefined), options.sweepIntervalMs ?? 60_000);
  timer.unref();

  return {
    handleRequest: async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
      const name = new URL(request.url ?? '/', 'http://localhost').pathname.slice(LOCAL_JOBS_PATH.length);
      if (request.method !== 'POST' || name !== 'close-expired-attempts') {
        response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'not_found', message: 'No such job' }));
        return;
      }
      const result = await runSweep();
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result));
    },
    stop: async () => {
      clearInterval(timer);
      await poller.stop();
    },
  };
}
