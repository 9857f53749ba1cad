import { beforeAll, describe, expect, inject, it } from 'vitest';
import { reminderPreviewResponseSchema, type ReminderPreviewResponse } from '#shared/api/admin-email';
import { SEEDED_SITTINGS } from '../../functions/sittings/seed-sittings.ts';
import { call, userIdOf } from '../support/api.ts';
import { confirmEmail, postJson, randomLoopbackIp, signIn, signUpInGroup, uniqueEmail, type Tokens } from '../support/cognito.ts';
import { emailsTo } from '../support/ses.ts';
import { holdProductSettings } from '../support/settings-lock.ts';

const stack = inject('stack');

/*
 * The reminder job run for fixed clocks against the seeded sittings (functions/sittings/seed-sittings.ts):
 * the Fall 2025 Barrister exam is on November 11, 2025 and the Solicitor exam on November 25, 2025.
 * Candidates choose the season ("fall-2025") and their exam at sign-up.
 */
const BARRISTER = SEEDED_SITTINGS.find((s) => s.id === 'fall-2025-barrister');
const SOLICITOR = SEEDED_SITTINGS.find((s) => s.id === 'fall-2025-solicitor');
const BARRISTER_WEEK = 'Fall 2025 Barrister Exam is one week away';
const BARRISTER_DAY = 'Good luck on your Fall 2025 Barrister Exam';
const SOLICITOR_WEEK = 'Fall 2025 Solicitor Exam is one week away';

type Candidate = Tokens & { email: string; userId: string };

async function candidate(options: { examType?: 'barrister' | 'solicitor' | 'both'; plannedSitting?: string; verified?: boolean; prefix: string }): Promise<Candidate> {
  const email = uniqueEmail(options.prefix);
  const password = 'correct horse battery staple';
  const body = { email, password, termsAccepted: true, firstName: 'Reminder', ...(options.examType ? { examType: options.examType } : {}), ...(options.plannedSitting ? { plannedSitting: options.plannedSitting } : {}) };
  const response = await postJson(`${stack.url}/api/auth/signup`, body, { ip: randomLoopbackIp() });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  if (options.verified ?? true) await confirmEmail(stack, email);
  const tokens = await signIn(stack.cognitoEndpoint, stack.userPoolClientId, email, password);
  return { email, ...tokens, userId: userIdOf(tokens) };
}

/** The job, as its EventBridge rule runs it, for a fixed clock (bin/local/jobs.ts). */
async function runReminders(now: string) {
  const response = await fetch(`${stack.url}/local/jobs/send-exam-reminders?now=${encodeURIComponent(now)}`, { method: 'POST' });
  expect(response.status).toBe(200);
  return (await response.json()) as { date: string; due: { template: string; sittingId: string }[]; sent: number; alreadySent: number; skipped: number; failed: number };
}

const subjectsTo = async (user: Candidate) => (await emailsTo(stack, user.email)).map((email) => email.subject).filter((subject) => subject !== 'Welcome to your Ontario bar exam prep');

describe('the exam reminder job', () => {
  // Runs on the seeded sittings, which /admin/settings tests change: takes turns with them (test/support/settings-lock.ts).
  holdProductSettings(stack);
  let barrister: Candidate;
  let solicitor: Candidate;
  let both: Candidate;
  let optedOut: Candidate;
  let unconfirmed: Candidate;
  let noExam: Candidate;
  let winter: Candidate;
  let admin: Tokens;

  beforeAll(async () => {
    expect(BARRISTER?.examDate).toBe('2025-11-11');
    expect(SOLICITOR?.examDate).toBe('2025-11-25');
    [barrister, solicitor, both, optedOut, unconfirmed, noExam, winter, admin] = await Promise.all([
      candidate({ prefix: 'barrister', examType: 'barrister', plannedSitting: 'fall-2025' }),
      candidate({ prefix: 'solicitor', examType: 'solicitor', plannedSitting: 'fall-2025' }),
      candidate({ prefix: 'both', examType: 'both', plannedSitting: 'fall-2025' }),
      candidate({ prefix: 'optedout', examType: 'barrister', plannedSitting: 'fall-2025' }),
      candidate({ prefix: 'unconfirmed', examType: 'barrister', plannedSitting: 'fall-2025', verified: false }),
      candidate({ prefix: 'noexam', plannedSitting: 'fall-2025' }),
      candidate({ prefix: 'winter', examType: 'barrister', plannedSitting: 'winter-2026' }),
      signUpInGroup(stack, 'super_admin'),
    ]);
    expect((await call(stack, optedOut, 'PUT', '/account/email-preferences', { marketingEmails: false })).status).toBe(200);
  }, 120_000);

  it('lists in its dry run who would get which reminder that day, without the opted-out, a page at a time, and sends nothing', async () => {
    const preview = async (query: string) => {
      const response = await call(stack, admin, 'GET', `/admin/email/reminders/preview?${query}`);
      expect(response.status, response.text).toBe(200);
      return reminderPreviewResponseSchema.parse(response.json());
    };
    const pages: ReminderPreviewResponse[] = [await preview('date=2025-11-04&limit=1')];
    for (let next = pages[0]?.nextCursor; next; next = pages.at(-1)?.nextCursor) pages.push(await preview(`date=2025-11-04&limit=1&cursor=${encodeURIComponent(next)}`));
    expect(pages[0]?.reminders).toEqual([{ template: 'exam-week-reminder', sittingId: 'fall-2025-barrister', sittingName: 'Fall 2025 Barrister Exam', examDate: '2025-11-11' }]);
    const listed = pages.flatMap((page) => page.items);
    const ours = listed.filter((item) => [barrister, both, optedOut, unconfirmed, noExam, solicitor, winter].some((c) => c.userId === item.userId));
    expect(ours.map((item) => item.userId).sort()).toEqual([barrister.userId, both.userId].sort());
    expect(new Set(listed.map((item) => item.userId)).size).toBe(listed.length);
    for (const item of ours) expect(item).toMatchObject({ template: 'exam-week-reminder', alreadySent: false, firstName: 'Reminder', to: expect.stringMatching(/^b•••@example\.com$/) });
    expect(JSON.stringify(pages)).not.toContain(barrister.email);
    // A cursor of another day is refused; a bad date too.
    expect((await call(stack, admin, 'GET', `/admin/email/reminders/preview?date=2025-11-05&cursor=${encodeURIComponent(pages[0]?.nextCursor ?? 'x')}`)).status).toBe(400);
    expect((await call(stack, admin, 'GET', '/admin/email/reminders/preview?date=2025-13-40')).status).toBe(400);
    // The solicitor's week: the solicitor and the candidate sitting both.
    const solicitorWeek = await preview('date=2025-11-18&limit=100');
    expect(solicitorWeek.reminders.map((r) => r.sittingId)).toEqual(['fall-2025-solicitor']);
    expect(solicitorWeek.items.filter((item) => [solicitor, both].some((c) => c.userId === item.userId))).toHaveLength(2);
    // Without a date: tomorrow in Toronto.
    expect((await preview('')).date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Nothing was sent by looking.
    expect(await subjectsTo(barrister)).toEqual([]);
  });

  it('sends the exam-week reminder 7 days before, by the Toronto calendar, to those who planned the sitting and sit its exam, and none to an opted-out candidate', async () => {
    // 10:30 p.m. on November 4 in Toronto (03:30 UTC on the 5th): the exam is 7 Toronto days away.
    const run = await runReminders('2025-11-05T03:30:00Z');
    expect(run).toMatchObject({ date: '2025-11-04', due: [{ template: 'exam-week-reminder', sittingId: 'fall-2025-barrister' }], failed: 0 });
    expect(run.sent).toBeGreaterThanOrEqual(2);

    expect(await subjectsTo(barrister)).toEqual([BARRISTER_WEEK]);
    expect(await subjectsTo(both)).toEqual([BARRISTER_WEEK]);
    for (const nobody of [solicitor, optedOut, unconfirmed, noExam, winter]) expect(await subjectsTo(nobody), nobody.email).toEqual([]);

    const [email] = await emailsTo(stack, barrister.email, BARRISTER_WEEK);
    expect(email?.body.text).toContain('Hi Reminder,');
    expect(email?.body.text).toContain('Your Fall 2025 Barrister Exam is on November 11, 2025.');
    expect(email?.body.text).toContain(`${stack.url}/dashboard`);
    // Marketing email: the candidate's own unsubscribe link.
    expect(email?.body.text).toMatch(/\/unsubscribe\?token=[\w-]{20,}/);
  });

  it('sends nothing twice when the job runs again for the same day', async () => {
    const again = await runReminders('2025-11-04T10:00:00Z');
    expect(again).toMatchObject({ date: '2025-11-04', sent: 0, failed: 0 });
    expect(again.alreadySent).toBeGreaterThanOrEqual(2);
    expect(await subjectsTo(barrister)).toEqual([BARRISTER_WEEK]);
    expect(await subjectsTo(both)).toEqual([BARRISTER_WEEK]);

    // The dry run shows them as sent already.
    const response = await call(stack, admin, 'GET', '/admin/email/reminders/preview?date=2025-11-04&limit=100');
    const items = reminderPreviewResponseSchema.parse(response.json()).items.filter((item) => item.userId === barrister.userId);
    expect(items).toMatchObject([{ alreadySent: true }]);
  });

  it('sends the exam-day reminder on the morning of the exam, and the solicitor week reminder only to those sitting the Solicitor exam', async () => {
    const examDay = await runReminders('2025-11-11T10:00:00Z');
    expect(examDay.due).toEqual([{ template: 'exam-day-reminder', sittingId: 'fall-2025-barrister', plannedSitting: 'fall-2025' }]);
    expect(await subjectsTo(barrister)).toEqual([BARRISTER_WEEK, BARRISTER_DAY]);
    const [day] = await emailsTo(stack, barrister.email, BARRISTER_DAY);
    expect(day?.body.text).toContain('Today (November 11, 2025) is your Fall 2025 Barrister Exam.');

    await runReminders('2025-11-18T10:00:00Z');
    expect(await subjectsTo(solicitor)).toEqual([SOLICITOR_WEEK]);
    expect(await subjectsTo(both)).toEqual([BARRISTER_WEEK, BARRISTER_DAY, SOLICITOR_WEEK]);
    expect(await subjectsTo(barrister)).toEqual([BARRISTER_WEEK, BARRISTER_DAY]);
    for (const nobody of [optedOut, unconfirmed, noExam, winter]) expect(await subjectsTo(nobody), nobody.email).toEqual([]);
  });

  it('refuses an unreadable clock instead of running for today', async () => {
    const response = await fetch(`${stack.url}/local/jobs/send-exam-reminders?now=yesterday`, { method: 'POST' });
    expect(response.status).toBe(400);
  });
});
