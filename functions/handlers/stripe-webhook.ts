import { handleStripeWebhook } from '../commerce/webhook.ts';
import { apiFunction } from '../api/api-function.ts';
import { json } from '../lib/http.ts';

/** POST /api/stripe/webhook (public; Stripe signs every event): the raw body is verified as sent. */
export const handler = apiFunction('stripe-webhook', {
  handleStripeEvent: async ({ event }) => {
    const raw = event.body ? (event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body) : '';
    return json(200, await handleStripeWebhook(raw, event.headers['stripe-signature']));
  },
});
