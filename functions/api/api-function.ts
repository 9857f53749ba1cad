import type { MiddlewareObj } from '@middy/core';
import type { Context } from 'aws-lambda';
import type { z } from 'zod';
import { authorize, callerOf, type Caller } from './caller.ts';
import { refuseAdminWithoutMfa } from './admin-mfa.ts';
import { refuseUnlessThroughCloudFront } from './origin-check.ts';
import { refuseRevokedToken } from './token-cutoff.ts';
import { routeKey, routes, type FunctionName, type OperationOf, type RouteOf } from '../routes.ts';
import { NotFoundError } from '../lib/errors.ts';
import { apiHandler, parseBody, parseInput, type ApiEvent, type ApiResult } from '../lib/http.ts';
import { requestOrigin, type RequestOrigin } from '../lib/request-origin.ts';

/** What an operation is handed: the caller (never null on a signed-in route), the origin and parsers. */
export interface ApiRequest<R extends { role: string }> {
  event: ApiEvent;
  caller: R['role'] extends 'public' ? null : Caller;
  origin: RequestOrigin;
  body<S extends z.ZodType>(schema: S): z.infer<S>;
  path<S extends z.ZodType>(schema: S): z.infer<S>;
  query<S extends z.ZodType>(schema: S): z.infer<S>;
}

type OperationHandler<R extends { role: string }> = (request: ApiRequest<R>) => Promise<ApiResult>;

/** Every operation the route table gives this function, and no other. */
export type Operations<F extends FunctionName> = {
  [O in OperationOf<F>]: OperationHandler<Extract<RouteOf<F>, { operation: O }>>;
};

interface Authorized {
  operation: string;
  caller: Caller | null;
}

/**
 * The one place a route's role is enforced: the route is looked up by the event's route key in
 * the table (a key this function does not serve is a 404), and the caller's role checked against
 * it (401 without a token, 403 below the route's role) before any operation code runs. A token
 * issued before the user's cutoff is a 401 too (token-cutoff.ts), and a request that did not come
 * through CloudFront is a 403 (origin-check.ts).
 */
function routeAuthorization(name: FunctionName): MiddlewareObj<ApiEvent, ApiResult, Error, Context & { authorized?: Authorized }> {
  const served = new Map<string, { operation: string; role: (typeof routes)[number]['role'] }>(
    routes.filter((route) => route.function === name).map((route) => [routeKey(route), route]),
  );
  return {
    before: async (request) => {
      const { event } = request;
      await refuseUnlessThroughCloudFront(event);
      const route = served.get(event.routeKey);
      if (!route) throw new NotFoundError(`No route for ${event.requestContext.http.method} ${event.rawPath}`);
      const caller = callerOf(event);
      authorize(route.role, caller);
      if (caller && route.role !== 'public') await refuseRevokedToken(caller);
      if (caller) await refuseAdminWithoutMfa(route.role, caller);
      request.context.authorized = { operation: route.operation, caller };
    },
  };
}

/** A Lambda handler for one entry of the route table's `apiFunctions`, dispatching by operation. */
export function apiFunction<F extends FunctionName>(name: F, operations: Operations<F>) {
  return apiHandler<Context & { authorized?: Authorized }>(async (event, context) => {
    const { authorized } = context;
    if (!authorized) throw new Error('routeAuthorization did not run');
    const request: ApiRequest<{ role: string }> = {
      event,
      // Non-null on every route that is not public: routeAuthorization refused the request otherwise.
      caller: authorized.caller as Caller,
      origin: requestOrigin(event),
      body: (schema) => parseBody(event, schema),
      path: (schema) => parseInput(schema, event.pathParameters ?? {}, 'path'),
      query: (schema) => parseInput(schema, event.queryStringParameters ?? {}, 'query'),
    };
    const operation = (operations as Record<string, OperationHandler<{ role: string }>>)[authorized.operation];
    if (!operation) throw new Error(`Function ${name} has no operation ${authorized.operation}`);
    return operation(request);
  }, routeAuthorization(name));
}
