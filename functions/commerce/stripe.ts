import { getSecret } from '@aws-lambda-powertools/parameters/secrets';
import Stripe from 'stripe';
import { z } from 'zod';
import { HST_RATE } from '#shared/commerce/pricing';
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

/** Marks the tax rate this app made, so it is found again rather than made twice. */
const HST_RATE_PURPOSE = 'ontario-hst-13';
let hstRate: { key: string; id: string } | undefined;

/**
 * Ontario HST as a Stripe tax rate (13%, added on top), found by its metadata or created once.
 * Stripe then taxes the pack's line after the promotion code's discount, as `priceOrder` does;
 * an HST line of its own would be discounted by a percent-off code too.
 */
export async function hstTaxRateId(stripe: Pick<Stripe, 'taxRates'>, cacheKey = 'default'): Promise<string> {
  if (hstRate?.key === cacheKey) return hstRate.id;
  const percentage = Math.round(HST_RATE * 100);
  let id: string | undefined;
  for await (const rate of stripe.taxRates.list({ active: true, inclusive: false, limit: 100 })) {
    if (rate.metadata?.purpose === HST_RATE_PURPOSE && rate.percentage === percentage) {
      id = rate.id;
      break;
    }
  }
  if (!id) {
    const created = await stripe.taxRates.create(
      { display_name: 'HST', description: 'Ontario HST', percentage, inclusive: false, country: 'CA', state: 'ON', jurisdiction: 'ON', tax_type: 'hst', metadata: { purpose: HST_RATE_PURPOSE } },
      { idempotencyKey: `tax-rate-${HST_RATE_PURPOSE}` },
    );
    id = created.id;
  }
  hstRate = { key: cacheKey, id };
  return id;
}
