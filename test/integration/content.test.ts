import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { contentResponseSchema } from '#shared/api/content';
import { PACKS } from '#shared/catalogue';
import { signUpAndSignIn } from '../support/cognito.ts';

const stack = inject('stack');
const db = DynamoDBDocumentClient.from(
  new DynamoDBClient({ endpoint: stack.dynamoDbUrl, region: 'ca-central-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
);

/** Purchases are written by the payment webhook, which arrives with commerce; here, directly. */
async function givePurchase(accessToken: string, packageId: string, expiresAt: string | null) {
  const sub = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')).sub as string;
  const id = randomUUID();
  const purchasedAt = new Date().toISOString();
  await db.send(
    new PutCommand({
      TableName: stack.tableName,
      Item: { pk: `USER#${sub}`, sk: `PURCHASE#${purchasedAt}#${id}`, gsi1pk: `PURCHASE#${id}`, gsi1sk: 'PURCHASE', entity: 'purchase', id, packageId, purchasedAt, expiresAt },
    }),
  );
}

async function content(accessToken: string) {
  const response = await fetch(`${stack.url}/api/content`, { headers: { authorization: `Bearer ${accessToken}` } });
  expect(response.status).toBe(200);
  return contentResponseSchema.parse(await response.json());
}

describe('GET /api/content', () => {
  it('shows a new candidate the free diagnostic and the paid items as locked', async () => {
    const user = await signUpAndSignIn(stack);
    const { accessTier, items } = await content(user.accessToken);
    expect(accessTier).toBe('free');
    const diagnostic = items.find((i) => i.contentItemId === 'free-diagnostic');
    expect(diagnostic).toMatchObject({ unlocked: true, questionCount: 40, durationMinutes: 68, status: 'Not Started', examType: 'diagnostic' });
    const fullExam = items.find((i) => i.contentItemId === 'bar-full-1');
    expect(fullExam).toMatchObject({
      unlocked: false,
      packName: PACKS.barrister.name,
      unlockedBy: [PACKS.barrister.name, PACKS.total.name],
      questionCount: 160,
    });
    // The starter bank does not fill the seeded templates yet: they are "coming soon".
    expect(diagnostic?.available).toBe(false);
    expect(fullExam?.available).toBe(false);
  });

  it('unlocks a pack only while its purchase has not expired, and Total unlocks both', async () => {
    const user = await signUpAndSignIn(stack);
    await givePurchase(user.accessToken, PACKS.barrister.id, '2020-01-01T00:00:00Z');
    let listed = await content(user.accessToken);
    expect(listed.accessTier).toBe('free');
    expect(listed.items.find((i) => i.contentItemId === 'bar-full-1')?.unlocked).toBe(false);

    await givePurchase(user.accessToken, PACKS.barrister.id, new Date(Date.now() + 86_400_000).toISOString());
    listed = await content(user.accessToken);
    expect(listed.accessTier).toBe('barrister');
    expect(listed.items.find((i) => i.contentItemId === 'bar-full-1')?.unlocked).toBe(true);
    expect(listed.items.find((i) => i.contentItemId === 'sol-full-1')?.unlocked).toBe(false);

    await givePurchase(user.accessToken, PACKS.total.id, null);
    listed = await content(user.accessToken);
    expect(listed.accessTier).toBe('complete');
    expect(listed.items.every((i) => i.unlocked)).toBe(true);
  });

  it('is 401 without a token', async () => {
    expect((await fetch(`${stack.url}/api/content`)).status).toBe(401);
  });
});
