import { NotFoundError } from '../lib/errors.ts';
import { apiHandler } from '../lib/http.ts';

/** ANY /api/{proxy+}: unknown API paths answer with the same JSON error shape as every route. */
export const handler = apiHandler(async (event) => {
  throw new NotFoundError(`No route for ${event.requestContext.http.method} ${event.rawPath}`);
});
