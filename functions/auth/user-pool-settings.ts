/**
 * Cognito user-pool settings, written once: the CDK auth stack declares the pool from them and
 * the local runner creates the same pool, client and groups in cognito-local.
 */
export const userPoolSettings = {
  passwordMinLength: 8,
  accessTokenValidityMinutes: 15,
  idTokenValidityMinutes: 15,
  refreshTokenValidityDays: 30,
  /**
   * What a signed-in user may change about themselves through Cognito's own API: the names only.
   * The address changes only through the app, which verifies it (docs/accounts-and-security.md).
   */
  writableAttributes: ['given_name', 'family_name'],
  groups: [
    { name: 'admin', description: 'Administrators: every /api/admin route' },
    { name: 'super_admin', description: 'Administrators who also manage other admins' },
    { name: 'content_manager', description: 'Administrators of the question bank and exams' },
  ],
  /** Cognito triggers and the handler modules (under functions/) that implement them. */
  triggers: {
    preSignUp: 'triggers/pre-sign-up',
    preAuthentication: 'triggers/pre-authentication',
    postAuthentication: 'triggers/post-authentication',
  },
} as const;

export type GroupName = (typeof userPoolSettings.groups)[number]['name'];
export type TriggerName = keyof typeof userPoolSettings.triggers;
