import { describe, expect, inject, it } from 'vitest';
import { contentResponseSchema } from '#shared/api/content';
import { PACKS } from '#shared/catalogue';
import { call, givePurchase as give, putTemplate } from '../support/api.ts';
import { signUpAndSignIn, type Tokens } from '../support/cognito.ts';

const stack = inject('stack');
const givePurchase = (user: Tokens, packageId: string, expiresAt: string | null) => give(stack, user, packageId, expiresAt);

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
    // The starter bank fills the diagnostic, the free sample and the mini exams; the rest are "coming soon".
    expect(diagnostic?.available).toBe(true);
    expect(items.find((i) => i.contentItemId === 'free-sample-quiz')).toMatchObject({ available: true, unlocked: true, questionCount: 10 });
    expect(items.find((i) => i.contentItemId === 'bar-mini-1')).toMatchObject({ available: true, unlocked: false });
    expect(fullExam?.available).toBe(false);
  });

  it('unlocks a pack only while its purchase has not expired, and Total unlocks both', async () => {
    const user = await signUpAndSignIn(stack);
    await givePurchase(user, PACKS.barrister.id, '2020-01-01T00:00:00Z');
    let listed = await content(user.accessToken);
    expect(listed.accessTier).toBe('free');
    expect(listed.items.find((i) => i.contentItemId === 'bar-full-1')?.unlocked).toBe(false);

    await givePurchase(user, PACKS.barrister.id, new Date(Date.now() + 86_400_000).toISOString());
    listed = await content(user.accessToken);
    expect(listed.accessTier).toBe('barrister');
    expect(listed.items.find((i) => i.contentItemId === 'bar-full-1')?.unlocked).toBe(true);
    expect(listed.items.find((i) => i.contentItemId === 'sol-full-1')?.unlocked).toBe(false);

    await givePurchase(user, PACKS.total.id, null);
    listed = await content(user.accessToken);
    expect(listed.accessTier).toBe('complete');
    expect(listed.items.every((i) => i.unlocked)).toBe(true);
  });

  it("shows each item's status and attempt: Not Started, In Progress, Completed, then the new attempt", async () => {
    const templateId = 'test-content-status';
    await putTemplate(stack, { id: templateId, examType: 'FREE_SAMPLE', questionIds: ['BAR-ETH-0001', 'SOL-RE-0001'], durationMinutes: 5 });
    const user = await signUpAndSignIn(stack);
    const item = async () => (await content(user.accessToken)).items.find((i) => i.contentItemId === templateId);
    expect(await item()).toMatchObject({ status: 'Not Started', attemptId: null, available: true, unlocked: true, packName: 'Free Content' });

    const first = (await call(stack, user, 'POST', '/attempts', { examTemplateId: templateId }).then((r) => r.json())) as { id: string };
    expect(await item()).toMatchObject({ status: 'In Progress', attemptId: first.id });
    await call(stack, user, 'POST', `/attempts/${first.id}/submit`);
    expect(await item()).toMatchObject({ status: 'Completed', attemptId: first.id });

    const second = (await call(stack, user, 'POST', '/attempts', { examTemplateId: templateId }).then((r) => r.json())) as { id: string };
    expect(second.id).not.toBe(first.id);
    expect(await item()).toMatchObject({ status: 'In Progress', attemptId: second.id });
  });

  it('is 401 without a token', async () => {
    expect((await fetch(`${stack.url}/api/content`)).status).toBe(401);
  });
});
