import { z } from 'zod';

/**
 * The functions' environment, parsed once at cold start so a missing setting fails at load,
 * not on the tenth request. Endpoints are set only locally (emulators); on AWS the SDK
 * default endpoints apply.
 */
const envSchema = z.object({
  AWS_REGION: z.string().default('ca-central-1'),
  TABLE_NAME: z.string().min(1),
  EMAIL_FROM: z.string().min(3).default('noreply@example.com'),
  APP_URL: z.url().default('http://localhost:3000'),
  SES_CONFIGURATION_SET: z.string().optional(),
  /** Who hears about each new sign-up (the spec's admin-notification email). */
  ADMIN_NOTIFICATION_EMAIL: z.email().default('admin@example.com'),
  /** Where candidates write to us: in every candidate email's footer, and on the site (/config.json). */
  SUPPORT_EMAIL: z.email().default('support@example.com'),
  USER_POOL_ID: z.string().optional(),
  COGNITO_ENDPOINT: z.url().optional(),
  DYNAMODB_ENDPOINT: z.url().optional(),
  SES_ENDPOINT: z.url().optional(),
  /** Stripe: the secret key and webhook signing secret, from the environment (local, tests) ... */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** ... or from a Secrets Manager secret holding { "secretKey", "webhookSecret" } (AWS). */
  STRIPE_SECRET_ARN: z.string().min(1).optional(),
  /** Local only: without a Stripe key, checkout goes to the local stand-in (bin/local/local-checkout.ts). */
  LOCAL_PAYMENTS: z.enum(['true', 'false']).default('false'),
  /** The header CloudFront adds to API requests (functions/api/origin-check.ts): the value locally ... */
  ORIGIN_SECRET: z.string().min(16).optional(),
  /** ... or, on AWS, the Secrets Manager secret holding it. */
  ORIGIN_SECRET_ARN: z.string().min(1).optional(),
  /** Admin routes need an authenticator app (functions/api/admin-mfa.ts): 'true' on AWS by default, 'false' locally. */
  REQUIRE_ADMIN_MFA: z.enum(['true', 'false']).default('false'),
  /** Off unless set: a Bedrock model that rewrites report prose (functions/reports/bedrock-writer.ts). */
  BEDROCK_MODEL_ID: z.string().min(1).optional(),
  BEDROCK_TIMEOUT_MS: z.coerce.number().int().min(500).max(25_000).default(8000),
});

export type Config = z.infer<typeof envSchema>;

let cached: Config | undefined;

export function config(): Config {
  cached ??= envSchema.parse(process.env);
  return cached;
}
