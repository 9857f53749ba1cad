import { GetCommand, paginateScan, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/clients.ts';
import { batchGetAll, cancellationReasons, isConditionalCheckFailed, transactWrite } from './dynamo.ts';
import { userIdFromPk, userPk } from './keys.ts';

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
  /** The admin role and disabled flag /admin/users last set: the user list's copy (Cognito decides). */
  adminRole?: 'super_admin' | 'content_manager' | null;
  disabled?: boolean;
}

export const profileKey = (userId: string) => ({ pk: userPk(userId), sk: 'PROFILE' });
/** The gsi1 key that finds a profile by address (case and spaces ignored). */
const emailIndex = (email: string) => `EMAIL#${email.trim().toLowerCase()}`;

/**
 * gsi3 PLANNED_SITTING#<plannedSitting> / <userId>: the candidates who plan a sitting (the exam
 * reminders' recipients, functions/reminders/). gsi3 is keys only, so the reader gets user ids and
 * reads the profiles. Whatever writes plannedSitting writes these keys with it.
 */
const plannedSittingIndex = (plannedSitting: string) => `PLANNED_SITTING#${plannedSitting.trim().toLowerCase()}`;
export const plannedSittingIndexKeys = (profile: Pick<Profile, 'userId' | 'plannedSitting'>) =>
  profile.plannedSitting ? { gsi3pk: plannedSittingIndex(profile.plannedSitting), gsi3sk: profile.userId } : {};

function toItem(profile: Profile) {
  return {
    ...profileKey(profile.userId),
    gsi1pk: emailIndex(profile.email),
    gsi1sk: 'USER',
    ...plannedSittingIndexKeys(profile),
    ...newestIndexKeys(profile),
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
    adminRole: item.adminRole === 'super_admin' || item.adminRole === 'content_manager' ? item.adminRole : null,
    disabled: item.disabled === true,
  };
}

export async function getProfile(userId: string): Promise<Profile | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: profileKey(userId) }),
  );
  return Item ? fromItem(Item) : null;
}

/**
 * Creates the profile once, with its search entry (the user list's index); a retried trigger or a
 * second writer keeps the first one.
 */
export async function createProfileIfAbsent(profile: Profile): Promise<Profile> {
  try {
    await transactWrite([
      { Put: { TableName: tableName(), Item: toItem(profile), ConditionExpression: 'attribute_not_exists(pk)' } },
      { Put: { TableName: tableName(), Item: searchEntryItem(profile) } },
    ]);
    return profile;
  } catch (error) {
    if (!isConditionalCheckFailed(error) && cancellationReasons(error)?.[0] !== 'ConditionalCheckFailed') throw error;
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
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: profileKey(userId),
      UpdateExpression: `SET ${entries.map(([name]) => `${name} = :${name}`).join(', ')}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: Object.fromEntries(entries.map(([name, value]) => [`:${name}`, value])),
      ReturnValues: 'ALL_NEW',
    }),
  );
  // A new name is found under its new name in the user list.
  if (Attributes && (changes.firstName !== undefined || changes.lastName !== undefined)) {
    await db().send(new PutCommand({ TableName: tableName(), Item: searchEntryItem(fromItem(Attributes)) }));
  }
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

export type PlannedSittingCursor = Record<string, unknown>;

/** Whether a page's last key belongs to this sitting's list (a cursor the admin page sends back). */
export function isPlannedSittingCursor(plannedSitting: string, key: PlannedSittingCursor): boolean {
  return key.gsi3pk === plannedSittingIndex(plannedSitting) && typeof key.gsi3sk === 'string' && typeof key.pk === 'string' && typeof key.sk === 'string';
}

/** One page of the ids of the candidates who chose a sitting at sign-up ("fall-2025"), by user id. */
export async function plannedSittingPage(
  plannedSitting: string,
  options: { limit: number; startKey?: PlannedSittingCursor },
): Promise<{ userIds: string[]; lastKey: PlannedSittingCursor | undefined }> {
  const { Items = [], LastEvaluatedKey } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi3',
      KeyConditionExpression: 'gsi3pk = :planned',
      ExpressionAttributeValues: { ':planned': plannedSittingIndex(plannedSitting) },
      Limit: options.limit,
      ExclusiveStartKey: options.startKey,
    }),
  );
  return { userIds: Items.map((item) => userIdFromPk(String(item.pk))), lastKey: LastEvaluatedKey };
}

/** Profiles by user id (missing ones left out), for lists read from an index. */
export async function getProfiles(userIds: readonly string[]): Promise<Profile[]> {
  const items = await batchGetAll([...new Set(userIds)].map(profileKey));
  return items.map(fromItem);
}

/*
 * The user list (/admin/users), found without a scan, each way a Query on one partition:
 *   newest first:  gsi2 USERS / <createdAt>#<userId>, on the profile itself;
 *   by address:    gsi1 USERS#EMAIL / <address>#<userId>, on the user's search entry (pk USER#<userId>, sk SEARCH);
 *   by name:       gsi2 USERS#NAME / <first last>#<userId>, on the same entry (absent without a name).
 * Terms are lower case, without accents, '#' or repeated spaces, so "JOSÉ" finds "Jose". The
 * profile's own gsi1 and gsi3 are taken (EMAIL#, PLANNED_SITTING#), hence the entry. Sign-up and
 * a rename write them; profiles written before they existed get them from backfillUserDirectory.
 */
const USERS = 'USERS';
const USERS_BY_EMAIL = 'USERS#EMAIL';
const USERS_BY_NAME = 'USERS#NAME';
const SEARCH = 'SEARCH';

/** A search term as the indexes hold it. */
export function searchTerm(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/#/g, '').replace(/\s+/g, ' ').trim();
}

const nameTerm = (profile: Pick<Profile, 'firstName' | 'lastName'>) => searchTerm(`${profile.firstName ?? ''} ${profile.lastName ?? ''}`);

function newestIndexKeys(profile: Pick<Profile, 'userId' | 'createdAt'>) {
  return { gsi2pk: USERS, gsi2sk: `${profile.createdAt}#${profile.userId}` };
}

export const searchEntryKey = (userId: string) => ({ pk: userPk(userId), sk: SEARCH });

function searchEntryItem(profile: Profile) {
  const name = nameTerm(profile);
  return {
    ...searchEntryKey(profile.userId),
    gsi1pk: USERS_BY_EMAIL,
    gsi1sk: `${searchTerm(profile.email)}#${profile.userId}`,
    ...(name ? { gsi2pk: USERS_BY_NAME, gsi2sk: `${name}#${profile.userId}` } : {}),
    entity: 'userSearchEntry',
    userId: profile.userId,
  };
}

export type DirectoryOrder = 'newest' | 'email' | 'name';
export type DirectoryKey = Record<string, string>;

export interface DirectoryPage {
  profiles: Profile[];
  /** Where the next page starts, or null on the last one. */
  lastKey: DirectoryKey | null;
}

const stringKey = (key: Record<string, unknown> | undefined): DirectoryKey | null =>
  key ? Object.fromEntries(Object.entries(key).map(([name, value]) => [name, String(value)])) : null;

/**
 * One page of the user list: every user newest first, or the users whose address (or name) begins
 * with `term` (a searchTerm), in that order.
 */
export async function directoryPage(order: DirectoryOrder, term: string, limit: number, startKey?: DirectoryKey): Promise<DirectoryPage> {
  if (order === 'newest') {
    const { Items = [], LastEvaluatedKey } = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :users',
        ExpressionAttributeValues: { ':users': USERS },
        ScanIndexForward: false,
        Limit: limit,
        ExclusiveStartKey: startKey,
      }),
    );
    return { profiles: Items.map(fromItem), lastKey: stringKey(LastEvaluatedKey) };
  }
  const index = order === 'email' ? 'gsi1' : 'gsi2';
  const { Items = [], LastEvaluatedKey } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: index,
      KeyConditionExpression: `${index}pk = :list AND begins_with(${index}sk, :term)`,
      ExpressionAttributeValues: { ':list': order === 'email' ? USERS_BY_EMAIL : USERS_BY_NAME, ':term': term },
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  const ids = Items.map((item) => String(item.userId));
  const byId = new Map((await getProfiles(ids)).map((profile) => [profile.userId, profile]));
  return { profiles: ids.flatMap((id) => byId.get(id) ?? []), lastKey: stringKey(LastEvaluatedKey) };
}

/** Whether a key could have ended a page of this very list (a cursor from elsewhere is refused). */
export function isDirectoryKey(order: DirectoryOrder, term: string, key: Record<string, unknown>): boolean {
  const names = Object.keys(key).sort().join(',');
  const { pk, sk } = key;
  if (typeof pk !== 'string' || !pk.startsWith(userPk(''))) return false;
  if (order === 'newest') return names === 'gsi2pk,gsi2sk,pk,sk' && sk === 'PROFILE' && key.gsi2pk === USERS && typeof key.gsi2sk === 'string';
  if (order === 'email') {
    return names === 'gsi1pk,gsi1sk,pk,sk' && sk === SEARCH && key.gsi1pk === USERS_BY_EMAIL && typeof key.gsi1sk === 'string' && key.gsi1sk.startsWith(term);
  }
  return names === 'gsi2pk,gsi2sk,pk,sk' && sk === SEARCH && key.gsi2pk === USERS_BY_NAME && typeof key.gsi2sk === 'string' && key.gsi2sk.startsWith(term);
}

/** Keeps the user list's copy of the role and the disabled flag; a user without a profile has no row to keep it on. */
export async function setDirectoryFlags(userId: string, flags: { adminRole?: 'super_admin' | 'content_manager' | null; disabled?: boolean }): Promise<void> {
  const entries = Object.entries(flags).filter(([, value]) => value !== undefined);
  if (!entries.length) return;
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: profileKey(userId),
        UpdateExpression: `SET ${entries.map(([name]) => `${name} = :${name}`).join(', ')}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: Object.fromEntries(entries.map(([name, value]) => [`:${name}`, value])),
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
}

/**
 * Maintenance, never on a request: gives profiles written before the user list existed their
 * index keys and search entry (a Scan for them). The local stack runs it at start; on AWS run it
 * once after deploying (`bin/index-users.ts`, docs/deploy.md). Answers how many it indexed.
 */
export async function backfillUserDirectory(): Promise<number> {
  let indexed = 0;
  for await (const page of paginateScan(
    { client: db() },
    {
      TableName: tableName(),
      FilterExpression: '#entity = :profile AND attribute_not_exists(gsi2pk)',
      ExpressionAttributeNames: { '#entity': 'entity' },
      ExpressionAttributeValues: { ':profile': 'profile' },
    },
  )) {
    for (const item of page.Items ?? []) {
      const profile = fromItem(item);
      const keys = newestIndexKeys(profile);
      await transactWrite([
        {
          Update: {
            TableName: tableName(),
            Key: profileKey(profile.userId),
            UpdateExpression: 'SET gsi2pk = :pk, gsi2sk = :sk',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':pk': keys.gsi2pk, ':sk': keys.gsi2sk },
          },
        },
        { Put: { TableName: tableName(), Item: searchEntryItem(profile) } },
      ]);
      indexed += 1;
    }
  }
  return indexed;
}
