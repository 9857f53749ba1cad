import { fetchAuthSession } from 'aws-amplify/auth';
import type { z } from 'zod';
import { errorBodySchema } from '#shared/api/errors';

/** An API answer that was not 2xx, with the server's JSON message when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly title?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

async function accessToken(): Promise<string | undefined> {
  const session = await fetchAuthSession();
  return session.tokens?.accessToken?.toString();
}

/** Calls /api with the session's access token and validates the answer against its schema. */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  schema: S,
  init: { method?: string; body?: unknown } = {},
): Promise<z.infer<S>> {
  const token = await accessToken();
  const response = await fetch(`/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      accept: 'application/json',
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = errorBodySchema.safeParse(payload);
    throw new ApiError(
      response.status,
      parsed.success ? parsed.data.error : 'unknown',
      parsed.success ? parsed.data.message : `Request failed (${response.status})`,
      parsed.success ? parsed.data.title : undefined,
    );
  }
  return schema.parse(payload);
}
