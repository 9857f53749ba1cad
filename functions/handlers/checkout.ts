import { checkoutRequestSchema } from '#shared/api/commerce';
import { createCheckout, quote } from '../commerce/checkout.ts';
import { apiFunction } from '../api/api-function.ts';
import { json } from '../lib/http.ts';

/** POST /api/checkout (the spec's create-checkout) and POST /api/checkout/quote (the order summary). */
export const handler = apiFunction('checkout', {
  createCheckout: async ({ caller, body }) => json(200, await createCheckout(caller, body(checkoutRequestSchema))),
  quote: async ({ caller, body }) => json(200, await quote(caller, body(checkoutRequestSchema))),
});
