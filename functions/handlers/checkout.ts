import { checkoutRequestSchema } from '#shared/api/commerce';
import { requireCaller } from '../auth/caller.ts';
import { createCheckout, quote } from '../commerce/checkout.ts';
import { NotFoundError } from '../lib/errors.ts';
import { apiHandler, json, parseBody } from '../lib/http.ts';

/** POST /api/checkout (the spec's create-checkout) and POST /api/checkout/quote (the order summary). */
export const handler = apiHandler(async (event) => {
  const caller = requireCaller(event);
  const body = parseBody(event, checkoutRequestSchema);
  switch (event.routeKey) {
    case 'POST /api/checkout':
      return json(200, await createCheckout(caller, body));
    case 'POST /api/checkout/quote':
      return json(200, await quote(caller, body));
    default:
      throw new NotFoundError();
  }
});
