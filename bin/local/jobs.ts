import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context, DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { REMINDER_RUN_HOUR_UTC } from '../../shared/exam-reminders.ts';
import { lambdaContext } from './lambda-context.ts';
import { loadFunctionModule } from './load-module.ts';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './setup.ts';
import { startStreamPoller } from './stream-poller.ts';

/**
 * `POST /local/jobs/close-expired-attempts` runs the sweep now, like "run now" on its EventBridge
 * rule; `POST /local/jobs/send-exam-reminders` the reminders, for `?now=<ISO time>` if given (tests).
 */
export const LOCAL_JOBS_PATH = '/local/jobs/';

type StreamHandler = (event: DynamoDBStreamEvent, context: Context) => Promise<DynamoDBBatchResponse | void>;
type SweepHandler = () => Promise<{ closed: number }>;
type RemindersHandler = (event: { now?: string } | null) => Promise<unknown>;

/** Milliseconds from `now` to the next hh:00 UTC. */
function untilNextHourUtc(hour: number, now = new Date()): number {
  const next = new Date(now);
  next.setUTCHours(hour, 0, 0, 0);
  if (next <= now) next.setUTCDate(next.getUTCDate() + 1);
  return next.getTime() - now.getTime();
}

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
  const reminders = (await loadFunctionModule<{ handler: RemindersHandler }>('jobs/send-exam-reminders')).handler;
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
  const runReminders = async (now?: string) => {
    try {
      return await reminders(now ? { now } : null);
    } catch (error) {
      log(`Exam reminders failed: ${error instanceof Error ? error.message : String(error)}`);
      throw error;
    }
  };
  // The reminders' daily rule (10:00 UTC on AWS): at that hour, every day the stack runs.
  let daily: NodeJS.Timeout | undefined;
  const scheduleReminders = () => {
    daily = setTimeout(() => {
      void runReminders().catch(() => undefined);
      scheduleReminders();
    }, untilNextHourUtc(REMINDER_RUN_HOUR_UTC));
    daily.unref();
  };
  scheduleReminders();

  return {
    handleRequest: async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const name = url.pathname.slice(LOCAL_JOBS_PATH.length);
      const jobs: Record<string, () => Promise<unknown>> = {
        'close-expired-attempts': runSweep,
        'send-exam-reminders': () => runReminders(url.searchParams.get('now') ?? undefined),
      };
      const job = request.method === 'POST' && Object.hasOwn(jobs, name) ? jobs[name] : undefined;
      if (!job) {
        response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'not_found', message: 'No such job' }));
        return;
      }
      const now = url.searchParams.get('now');
      if (now !== null && !Number.isFinite(Date.parse(now))) {
        response.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'bad_request', message: 'now must be an ISO 8601 time' }));
        return;
      }
      const result = await job();
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result));
    },
    stop: async () => {
      clearInterval(timer);
      clearTimeout(daily);
      await poller.stop();
    },
  };
}
