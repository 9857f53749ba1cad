import type { z } from 'zod';
import { errorBodySchema } from '#shared/api/errors';
import { accessToken } from './amplify.ts';
import { ApiError, SESSION_ENDED_EVENT } from './api-error.ts';

export { ApiError };

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
    if (response.status === 401 && token) window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
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
