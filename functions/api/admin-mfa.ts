import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient } from '../lib/clients.ts';
import { config } from '../lib/config.ts';
import { ForbiddenError } from '../lib/errors.ts';
import type { Role } from '../routes.ts';
import type { Caller } from './caller.ts';

/**
 * Admin routes need an administrator who has turned on an authenticator app (TOTP): once it is
 * on, Cognito asks for a code at every sign-in, so an admin's stolen password alone opens
 * nothing. A stage setting (REQUIRE_ADMIN_MFA, on by default on AWS, off in the local stack so
 * the printed administrator can sign in at once; docs/accounts-and-security.md). The lookup is
 * cached a minute per warm function.
 */
const CACHE_MS = 60_000;
const cache = new Map<string, { enabled: boolean; readAt: number }>();

export const MFA_REQUIRED_MESSAGE = 'Turn on two-step verification (an authenticator app) on your account page to use the admin area.';

async function hasAuthenticatorApp(userId: string, now: number): Promise<boolean> {
  const cached = cache.get(userId);
  if (cached && now - cached.readAt < CACHE_MS) return cached.enabled;
  const user = await cognitoClient().send(new AdminGetUserCommand({ UserPoolId: config().USER_POOL_ID, Username: userId }));
  const enabled = (user.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA');
  cache.set(userId, { enabled, readAt: now });
  return enabled;
}

export async function refuseAdminWithoutMfa(role: Role, caller: Caller, now = Date.now()): Promise<void> {
  if (role !== 'content_manager' && role !== 'super_admin') return;
  if (config().REQUIRE_ADMIN_MFA !== 'true') return;
  if (!(await hasAuthenticatorApp(caller.userId, now))) throw new ForbiddenError(MFA_REQUIRED_MESSAGE);
}
