import * as z from 'zod/mini';

/**
 * What the SPA needs to know about its environment, served as /config.json so one build runs
 * against cognito-local and against AWS. On AWS the web stack writes the same file to S3.
 * Written with zod's small build: the SPA checks it before its first paint, which should not
 * wait for the full library.
 */
export const runtimeConfigSchema = z.object({
  region: z.string(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  /** Set only for cognito-local; Amplify talks to AWS's regional endpoint otherwise. */
  userPoolEndpoint: z.optional(z.string()),
  /** cognito-local has no SRP, so locally the SPA signs in with USER_PASSWORD_AUTH. */
  authFlowType: z.enum(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH']),
  /** Where candidates write to us (the footer, contact, terms, FAQ): the server's SUPPORT_EMAIL, CDK context `supportEmail`. */
  supportEmail: z.email(),
  /** Optional third-party tag (a Google tag id, G-...); off unless configured. */
  analyticsTagId: z.optional(z.string().check(z.regex(/^G-[A-Z0-9]{4,20}$/))),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
