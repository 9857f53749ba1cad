import { getSecret } from '@aws-lambda-powertools/parameters/secrets';
import Stripe from 'stripe';
import { z } from 'zod';
import { config } from '../lib/config.ts';

/**
 * Stripe settings: from the environment (local runs and tests), or on AWS from the Secrets
 * Manager secret named by STRIPE_SECRET_ARN, read through Powertools (cached for 5 minutes), so
 * keys are never in the template, the code or the Lambda environment.
 */
const secretSchema = z.object({ secretKey: z.string().optional(), webhookSecret: z.string().optional() });

export interface StripeSettings {
  secretKey: string | null;
  webhookSecret: string | null;
}

export async function stripeSettings(): Promise<StripeSettings> {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_SECRET_ARN } = config();
  let stored: z.infer<typeof secretSchema> = {};
  if (STRIPE_SECRET_ARN) {
    const parsed = secretSchema.safeParse(await getSecret(STRIPE_SECRET_ARN, { transform: 'json', maxAge: 300 }));
    if (parsed.success) stored = parsed.data;
  }
  return {
    secretKey: STRIPE_SECRET_KEY ?? (stored.secretKey || null),
    webhookSecret: STRIPE_WEBHOOK_SECRET ?? (stored.webhookSecret || null),
  };
}

export type PaymentsMode = 'stripe' | 'local' | 'unconfigured';

/** Stripe when a key is configured; the local stand-in on `npm start` without one; otherwise payments are off. */
export async function paymentsMode(): Promise<PaymentsMode> {
  if ((await stripeSettings()).secretKey) return 'stripe';
  return config().LOCAL_PAYMENTS === 'true' ? 'local' : 'unconfigured';
}

let client: { key: string; stripe: Stripe } | undefined;

export async function stripeClient(): Promise<Stripe | null> {
  const { secretKey } = await stripeSettings();
  if (!secretKey) return null;
  if (client?.key !== secretKey) client = { key: secretKey, stripe: new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 15_000 }) };
  return client.stripe;
}

/** Verifies the signature on the raw body; throws Stripe's signature error otherwise. */
export function verifyEvent(rawBody: string, signature: string, webhookSecret: string): Stripe.Event {
  return Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
}
