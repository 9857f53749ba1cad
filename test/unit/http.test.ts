import type { Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ConflictError, NotFoundError, RateLimitedError } from '../../functions/lib/errors.ts';
import { apiHandler, json, parseBody, type ApiEvent, type ApiResult } from '../../functions/lib/http.ts';
import { logger } from '../../functions/lib/logger.ts';

const context = { awsRequestId: 'req-123', functionName: 'test' } as Context;

function event(body?: string): ApiEvent {
  return { routeKey: 'POST /api/x', body, isBase64Encoded: false, requestContext: {} } as unknown as ApiEvent;
}

async function invoke(fn: (e: ApiEvent) => Promise<ApiResult>, body?: string) {
  const result = (await apiHandler(fn)(event(body), context)) as ApiResult;
  return { status: result.statusCode, headers: result.headers ?? {}, body: JSON.parse(String(result.body)) as unknown };
}

afterEach(() => vi.restoreAllMocks());

describe('the API middleware', () => {
  it('maps typed domain errors to their status and JSON body', async () => {
    expect(await invoke(async () => { throw new NotFoundError('Attempt not found'); })).toMatchObject({
      status: 404,
      body: { error: 'not_found', message: 'Attempt not found' },
    });
    expect((await invoke(async () => { throw new ConflictError('Already submitted'); })).status).toBe(409);
    const limited = await invoke(async () => { throw new RateLimitedError('Slow down', 61.2); });
    expect(limited).toMatchObject({ status: 429, body: { error: 'rate_limited' } });
    expect(limited.headers['Retry-After']).toBe('62');
  });

  it('turns an unexpected error into a 500 without internals, logged with the request id', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const result = await invoke(async () => { throw new Error('connection string leaked at db.internal:5432'); });
    expect(result).toEqual({
      status: 500,
      headers: expect.any(Object),
      body: { error: 'internal_error', message: 'An unexpected error occurred. Please try again.' },
    });
    expect(JSON.stringify(result.body)).not.toContain('db.internal');
    expect(logged).toHaveBeenCalledWith('Unhandled error', expect.objectContaining({ requestId: 'req-123' }));
  });

  it('parses and validates JSON bodies, answering 400 to bad ones', async () => {
    const schema = z.object({ n: z.number().int() });
    const echo = async (e: ApiEvent) => json(200, parseBody(e, schema));
    expect(await invoke(echo, '{"n": 3}')).toMatchObject({ status: 200, body: { n: 3 } });
    expect(await invoke(echo, '{"n": ')).toMatchObject({
      status: 400,
      body: { error: 'bad_request', message: 'Request body is not valid JSON' },
    });
    expect(await invoke(echo, '{"n": "3"}')).toMatchObject({ status: 400, body: { error: 'bad_request' } });
    expect(((await invoke(echo, '{"n": 1.5}')).body as { message: string }).message).toMatch(/^Invalid body: n: /);
    expect((await invoke(echo)).status).toBe(400);
  });
});
