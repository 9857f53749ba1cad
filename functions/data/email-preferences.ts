import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/clients.ts';
import { batchGetAll, isConditionalCheckFailed } from './dynamo.ts';
import { userIdFromPk, userPk } from './keys.ts';

/**
 * A candidate's email preferences: pk USER#<userId>, sk EMAIL_PREFERENCES. Only marketing email
 * (offers, exam reminders) can be turned off. No item means marketing email is on: the candidate
 * has not said otherwise. The time and the way of the last change are kept (CASL: a record of
 * when consent was withdrawn).
 */
export const emailPreferencesKey = (userId: string) => ({ pk: userPk(userId), sk: 'EMAIL_PREFERENCES' });

export type PreferenceChannel = 'account' | 'unsubscribe_link';

export interface StoredEmailPreferences {
  marketing: boolean;
  changedAt: string | null;
  changedVia: PreferenceChannel | null;
}

/** Read strongly: a send right after an opt-out must see it. */
export async function getEmailPreferences(userId: string): Promise<StoredEmailPreferences> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: emailPreferencesKey(userId), ConsistentRead: true }));
  return {
    marketing: Item?.marketing !== false,
    changedAt: typeof Item?.changedAt === 'string' ? Item.changedAt : null,
    changedVia: Item?.changedVia === 'account' || Item?.changedVia === 'unsubscribe_link' ? Item.changedVia : null,
  };
}

/** Which of these candidates turned marketing email off (a list's check; each send still reads its own). */
export async function marketingOptedOut(userIds: readonly string[]): Promise<Set<string>> {
  const items = await batchGetAll([...new Set(userIds)].map(emailPreferencesKey), { consistent: true });
  return new Set(items.filter((item) => item.marketing === false).map((item) => userIdFromPk(String(item.pk))));
}

/**
 * Turns marketing email on or off. The write is conditional on it changing something, so a
 * repeated request (a second click on an unsubscribe link, two tabs) writes nothing and keeps the
 * time of the real change. True if this call changed it.
 */
export async function setMarketingEmails(userId: string, marketing: boolean, via: PreferenceChannel, now = new Date()): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: emailPreferencesKey(userId),
        UpdateExpression: 'SET entity = :entity, marketing = :marketing, changedAt = :now, changedVia = :via',
        // Off: unless already off (no item is on). On: only if it is off.
        ConditionExpression: marketing ? 'marketing = :false' : 'attribute_not_exists(marketing) OR marketing = :true',
        ExpressionAttributeValues: {
          ':entity': 'emailPreferences',
          ':marketing': marketing,
          ':now': now.toISOString(),
          ':via': via,
          ...(marketing ? { ':false': false } : { ':true': true }),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}
