import {
  AdminAddUserToGroupCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  ListUsersInGroupCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import type { AdminRole } from '#shared/api/me';
import { adminRoleOf } from '../api/caller.ts';
import type { GroupName } from '../auth/user-pool-settings.ts';
import { cognitoClient } from '../lib/clients.ts';
import { config } from '../lib/config.ts';

/**
 * A user's account as Cognito holds it (the source of truth for roles and whether an account may
 * sign in). The user id is the pool's username: the `sub` Cognito generates when addresses sign in.
 */
function userPoolId(): string {
  const { USER_POOL_ID } = config();
  if (!USER_POOL_ID) throw new Error('USER_POOL_ID is not configured');
  return USER_POOL_ID;
}

export interface Account {
  userId: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  emailVerified: boolean;
  enabled: boolean;
  createdAt: string | null;
}

/** The account, or null when the pool has no such user. */
export async function getAccount(userId: string): Promise<Account | null> {
  try {
    const user = await cognitoClient().send(new AdminGetUserCommand({ UserPoolId: userPoolId(), Username: userId }));
    const attribute = (name: string) => user.UserAttributes?.find((a) => a.Name === name)?.Value ?? null;
    return {
      userId,
      email: attribute('email'),
      firstName: attribute('given_name'),
      lastName: attribute('family_name'),
      emailVerified: attribute('email_verified') === 'true',
      enabled: user.Enabled !== false,
      createdAt: user.UserCreateDate ? new Date(user.UserCreateDate).toISOString() : null,
    };
  } catch (error) {
    if (error instanceof UserNotFoundException) return null;
    throw error;
  }
}

/** The groups a user is in. */
export async function groupsOf(userId: string): Promise<string[]> {
  const groups: string[] = [];
  let NextToken: string | undefined;
  do {
    const page = await cognitoClient().send(new AdminListGroupsForUserCommand({ UserPoolId: userPoolId(), Username: userId, NextToken }));
    groups.push(...(page.Groups ?? []).flatMap((g) => (g.GroupName ? [g.GroupName] : [])));
    NextToken = page.NextToken;
  } while (NextToken);
  return groups;
}

export async function roleOfUser(userId: string): Promise<AdminRole | null> {
  return adminRoleOf(await groupsOf(userId));
}

/** The groups that make a role (`admin` is the spec's older name for a super admin). */
const ROLE_GROUPS: readonly GroupName[] = ['super_admin', 'admin', 'content_manager'];

/** Puts the user in the role's group and out of the other admin groups ('admin' stays for a super admin). */
export async function setRoleGroups(userId: string, role: AdminRole | null): Promise<void> {
  const held = new Set(await groupsOf(userId));
  const wanted = new Set<string>(role ? [role] : []);
  for (const group of ROLE_GROUPS) {
    if (wanted.has(group) && !held.has(group)) {
      await cognitoClient().send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId(), Username: userId, GroupName: group }));
    } else if (!wanted.has(group) && held.has(group) && !(role === 'super_admin' && group === 'admin')) {
      await cognitoClient().send(new AdminRemoveUserFromGroupCommand({ UserPoolId: userPoolId(), Username: userId, GroupName: group }));
    }
  }
}

/** The enabled users who are super admins (in `super_admin` or `admin`), by user id. */
export async function enabledSuperAdmins(): Promise<Set<string>> {
  const ids = new Set<string>();
  for (const group of ['super_admin', 'admin'] as const) {
    let NextToken: string | undefined;
    do {
      const page = await cognitoClient().send(new ListUsersInGroupCommand({ UserPoolId: userPoolId(), GroupName: group, NextToken }));
      for (const user of page.Users ?? []) if (user.Username && user.Enabled !== false) ids.add(user.Username);
      NextToken = page.NextToken;
    } while (NextToken);
  }
  return ids;
}

export async function setAccountEnabled(userId: string, enabled: boolean): Promise<void> {
  const input = { UserPoolId: userPoolId(), Username: userId };
  await cognitoClient().send(enabled ? new AdminEnableUserCommand(input) : new AdminDisableUserCommand(input));
}
