import { timingSafeEqual } from 'node:crypto';
import { getSecret } from '@aws-lambda-powertools/parameters/secrets';
import { config } from '../lib/config.ts';
import { ForbiddenError } from '../lib/errors.ts';
import type { ApiEvent } from '../lib/http.ts';

/**
 * Only CloudFront reaches the API. CloudFront adds this header, with a secret value, to every
 * request it sends to the API origin (infra/web-stack.ts), overwriting any value a client sent;
 * a request that reaches API Gateway's own URL directly lacks it and is refused, so the client
 * address (CloudFront-Viewer-Address) cannot be forged. The value: ORIGIN_SECRET locally (the
 * local server adds the header as CloudFront does), or the Secrets Manager secret named by
 * ORIGIN_SECRET_ARN on AWS (cached 5 minutes). Neither set: no check (unit tests only).
 */
export const ORIGIN_HEADER = 'x-origin-verify';

async function expectedSecret(): Promise<string | null> {
  const { ORIGIN_SECRET, ORIGIN_SECRET_ARN } = config();
  if (ORIGIN_SECRET) return ORIGIN_SECRET;
  if (!ORIGIN_SECRET_ARN) return null;
  const value = await getSecret(ORIGIN_SECRET_ARN, { maxAge: 300 });
  return typeof value === 'string' && value ? value : null;
}

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export async function refuseUnlessThroughCloudFront(event: ApiEvent): Promise<void> {
  const expected = await expectedSecret();
  if (expected === null) return;
  const sent = event.headers[ORIGIN_HEADER] ?? '';
  if (!same(sent, expected)) throw new ForbiddenError('Requests reach the API through the site only.');
}
