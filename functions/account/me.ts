import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { displayName } from '#shared/display-name';
import type { MeResponse, UpdateMeRequest } from '#shared/api/me';
import type { Caller } from '../api/caller.ts';
import { createProfileIfAbsent, getProfile, updateProfile, type Profile } from '../data/users.ts';
import { cognitoClient } from '../lib/clients.ts';
import { config } from '../lib/config.ts';
import { NotFoundError } from '../lib/errors.ts';

/**
 * Sign-up writes the profile; a user created another way (the first administrator, made by hand
 * in the console) has none until they change something. Until then it is read from the pool.
 */
async function profileFromUserPool(userId: string): Promise<Profile> {
  const { USER_POOL_ID } = config();
  if (!USER_POOL_ID) throw new NotFoundError('Profile not found');
  const user = await cognitoClient().send(new AdminGetUserCommand({ UserPoolId: USER_POOL_ID, Username: userId }));
  const attribute = (name: string) => user.UserAttributes?.find((a) => a.Name === name)?.Value ?? null;
  const email = attribute('email');
  if (!email) throw new NotFoundError('Profile not found');
  return {
    userId,
    email,
    firstName: attribute('given_name'),
    lastName: attribute('family_name'),
    emailVerified: attribute('email_verified') === 'true',
    createdAt: new Date().toISOString(),
  };
}

/** The stored profile, or the user pool's view of it (a read: GET /api/me holds no write rights). */
async function loadProfile(userId: string): Promise<Profile> {
  return (await getProfile(userId)) ?? (await profileFromUserPool(userId));
}

function toMe(caller: Caller, profile: Profile): MeResponse {
  return {
    userId: caller.userId,
    email: profile.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    emailVerified: profile.emailVerified ?? false,
    displayName: displayName({ firstName: profile.firstName, email: profile.email }),
    isAdmin: caller.isAdmin,
    adminRole: caller.adminRole,
    timeMultiplier: profile.timeMultiplier ?? 1,
    examType: profile.examType ?? null,
    plannedSitting: profile.plannedSitting ?? null,
  };
}

export async function getMe(caller: Caller): Promise<MeResponse> {
  return toMe(caller, await loadProfile(caller.userId));
}

export async function updateMe(caller: Caller, input: UpdateMeRequest): Promise<MeResponse> {
  const profile = (await getProfile(caller.userId)) ?? (await createProfileIfAbsent(await profileFromUserPool(caller.userId)));
  const changes = {
    firstName: input.firstName,
    lastName: input.lastName === undefined ? undefined : input.lastName || null,
    timeMultiplier: input.timeMultiplier,
  };
  await updateProfile(caller.userId, changes);
  const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  return toMe(caller, { ...profile, ...defined });
}
