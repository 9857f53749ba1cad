import { apiFunction } from '../api/api-function.ts';
import { NotFoundError } from '../lib/errors.ts';

/** ANY /api/{proxy+}: unknown API paths answer with the same JSON error shape as every route. */
export const handler = apiFunction('not-found', {
  notFound: async ({ event }) => {
    throw new NotFoundError(`No route for ${event.requestContext.http.method} ${event.rawPath}`);
  },
});
