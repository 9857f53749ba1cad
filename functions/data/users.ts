import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/clients.ts';
import { isConditionalCheckFailed } from './dynamo.ts';
import { userPk } from './keys.ts';

/** A candidate's profile: pk USER#<userId>, sk PROFILE; gsi1 EMAIL#<email> finds it by address. */
export interface Profile {
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  examType?: 'barrister' | 'solicitor' | 'both' | null;
  plannedSitting?: string | null;
  emailVerified?: boolean;
  /** The time accommodation the candidate practises with (1 = standard time). */
  timeMultiplier?: number;
  createdAt: string;
}

export const profileKey = (userId: string) => ({ pk: userPk(userId), sk: 'PROFILE' });
/** The gsi1 key that finds a profile by address (case and spaces ignored). */
const emailIndex = (email: string) => `EMAIL#${email.trim().toLowerCase()}`;

function toItem(profile: Profile) {
  return {
    ...profileKey(profile.userId),
    gsi1pk: emailIndex(profile.email),
    gsi1sk: 'USER',
    entity: 'profile',
    ...profile,
  };
}

function fromItem(item: Record<string, unknown>): Profile {
  return {
    userId: String(item.userId),
    email: String(item.email),
    firstName: typeof item.firstName === 'string' ? item.firstName : null,
    lastName: typeof item.lastName === 'string' ? item.lastName : null,
    examType: item.examType === 'barrister' || item.examType === 'solicitor' || item.examType === 'both' ? item.examType : null,
    plannedSitting: typeof item.plannedSitting === 'string' ? item.plannedSitting : null,
    emailVerified: item.emailVerified === true,
    timeMultiplier: typeof item.timeMultiplier === 'number' ? item.timeMultiplier : 1,
    createdAt: String(item.createdAt),
  };
}

export async function getProfile(userId: string): Promise<Profile | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: profileKey(userId) }),
  );
  return Item ? fromItem(Item) : null;
}

/** Creates the profile once; a retried trigger or a second writer keeps the first one. */
export async function createProfileIfAbsent(profile: Profile): Promise<Profile> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: toItem(profile),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return profile;
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
    return (await getProfile(profile.userId)) ?? profile;
  }
}

/**
 * Changes the given profile fields (names, time accommodation); the condition keeps a racing
 * delete from resurrecting the profile.
 */
export async function updateProfile(
  userId: string,
  changes: { firstName?: string; lastName?: string | null; timeMultiplier?: number },
): Promise<void> {
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
  if (!entries.length) return;
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: profileKey(userId),
      UpdateExpression: `SET ${entries.map(([name]) => `${name} = :${name}`).join(', ')}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: Object.fromEntries(entries.map(([name, value]) => [`:${name}`, value])),
    }),
  );
}

export async function getProfileByEmail(email: string): Promise<Profile | null> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :email AND gsi1sk = :user',
      ExpressionAttributeValues: { ':email': emailIndex(email), ':user': 'USER' },
      Limit: 1,
    }),
  );
  const item = Items[0];
  return item ? fromItem(item) : null;
}

export async function markEmailVerified(userId: string): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: profileKey(userId),
      UpdateExpression: 'SET emailVerified = :true',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':true': true },
    }),
  );
}
