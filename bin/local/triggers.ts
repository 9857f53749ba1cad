import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'aws-lambda';
import { userPoolSettings, type TriggerName } from '../../functions/auth/user-pool-settings.ts';
import { lambdaContext } from './lambda-context.ts';
import { readBody } from './http-utils.ts';
import { loadFunctionModule } from './load-module.ts';

type TriggerHandler = (event: unknown, context: Context) => Promise<unknown>;

function isTriggerName(name: string): name is TriggerName {
  return Object.hasOwn(userPoolSettings.triggers, name);
}

/** Loads the very module Lambda runs for a trigger. */
async function loadTrigger(name: TriggerName): Promise<TriggerHandler> {
  const module = await loadFunctionModule<{ handler: TriggerHandler }>(userPoolSettings.triggers[name]);
  return module.handler;
}

/** Runs a trigger the way Lambda would, for callers in this process (cognito-shim.ts). */
export async function invokeTrigger(name: TriggerName, event: unknown): Promise<unknown> {
  const handler = await loadTrigger(name);
  return handler(event, lambdaContext(name));
}

/**
 * Answers Lambda's Invoke API (`POST /2015-03-31/functions/<name>/invocations`) the way Lambda
 * does, so cognito-local runs our triggers: 200 with the result, or 200 with
 * X-Amz-Function-Error when the handler throws.
 */
export async function handleLambdaInvoke(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const match = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/.exec(request.url ?? '');
  const name = match?.[1] ? decodeURIComponent(match[1]) : '';
  if (request.method !== 'POST' || !isTriggerName(name)) {
    response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ Message: `Function not found: ${name}` }));
    return;
  }
  const event = JSON.parse((await readBody(request)).toString('utf8') || '{}') as unknown;
  try {
    const result = await invokeTrigger(name, event);
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result ?? null));
  } catch (error) {
    const err = error instanceof Error ? error : new Error(String(error));
    response
      .writeHead(200, { 'content-type': 'application/json', 'x-amz-function-error': 'Unhandled' })
      .end(JSON.stringify({ errorType: err.name, errorMessage: err.message }));
  }
}
