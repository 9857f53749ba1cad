import middy, { type MiddlewareObj } from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import type { z } from 'zod';
import type { ErrorBody } from '#shared/api/errors';
import { BadRequestError, DomainError } from './errors.ts';
import { logger } from './logger.ts';

/**
 * API Gateway HTTP API payload v2. With the JWT authorizer, verified claims sit at
 * requestContext.authorizer.jwt.claims (array claims arrive as "[a b]" strings).
 */
export type ApiEvent = APIGatewayProxyEventV2 & {
  requestContext: APIGatewayProxyEventV2['requestContext'] & {
    authorizer?: { jwt?: { claims: Record<string, string | number | boolean | string[]>; scopes: string[] | null } };
  };
};

export type ApiResult = Exclude<APIGatewayProxyResultV2, string>;

export function json(statusCode: number, body: unknown, headers: Record<string, string> = {}): ApiResult {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
    body: JSON.stringify(body),
  };
}

function errorResult(error: DomainError): ApiResult {
  const body: ErrorBody = {
    error: error.code,
    message: error.message,
    ...(error.title ? { title: error.title } : {}),
    ...(error instanceof BadRequestError && error.issues ? { issues: error.issues } : {}),
  };
  return json(error.status, body, error.headers);
}

/** Maps typed domain errors to their status; anything else is a logged 500 with no internals. */
function httpErrors<C extends Context>(): MiddlewareObj<ApiEvent, ApiResult, Error, C> {
  return {
    onError: (request) => {
      const { error } = request;
      if (error instanceof DomainError) {
        request.response = errorResult(error);
        return;
      }
      logger.error('Unhandled error', {
        requestId: request.context.awsRequestId,
        route: request.event.routeKey,
        error: error as Error,
      });
      const body: ErrorBody = { error: 'internal_error', message: 'An unexpected error occurred. Please try again.' };
      request.response = json(500, body);
    },
  };
}

/**
 * The middy chain every API function uses: request-scoped logging, error mapping, then the
 * given middleware (route authorization, functions/lib/api-function.ts).
 */
export function apiHandler<C extends Context = Context>(
  fn: (event: ApiEvent, context: C) => Promise<ApiResult>,
  ...middlewares: MiddlewareObj<ApiEvent, ApiResult, Error, C>[]
) {
  return middy<ApiEvent, ApiResult, Error, C>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(httpErrors<C>())
    .use(middlewares)
    .handler(fn);
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** Parses the JSON body against a schema; malformed JSON or invalid fields are a 400. */
export function parseBody<S extends z.ZodType>(event: ApiEvent, schema: S): z.infer<S> {
  let value: unknown;
  try {
    const raw = event.isBase64Encoded && event.body ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
    value = raw === undefined || raw === '' ? undefined : JSON.parse(raw);
  } catch {
    throw new BadRequestError('Request body is not valid JSON');
  }
  return parseInput(schema, value, 'body');
}

export function parseInput<S extends z.ZodType>(schema: S, value: unknown, what: 'body' | 'path' | 'query'): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new BadRequestError(`Invalid ${what}: ${describeIssues(result.error)}`);
  return result.data;
}
