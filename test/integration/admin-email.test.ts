import { beforeAll, describe, expect, inject, it } from 'vitest';
import { emailLogResponseSchema, emailPreviewSchema, emailTemplatesResponseSchema, testEmailResponseSchema, type EmailLogEntry } from '#shared/api/admin-email';
import { handler as emailFeedback } from '../../functions/jobs/email-feedback.ts';
import { call } from '../support/api.ts';
import { signUpInGroup, uniqueEmail, type Tokens } from '../support/cognito.ts';
import { emailsTo, type StoredEmail } from '../support/ses.ts';
import { pointAtStackTable } from '../support/stack-table.ts';

const stack = inject('stack');
// The bounce handler runs here, on the stack's table, as the EventBridge rule runs it on AWS.
pointAtStackTable(stack);

const TEMPLATES = [
  'welcome',
  'activation',
  'account-exists',
  'admin-notification',
  'password-reset',
  'purchase-confirmation',
  'exam-completion',
  'conversion',
  'exam-week-reminder',
  'exam-day-reminder',
];

type Admin = Tokens & { email: string };

const templates = (user: Tokens) => call(stack, user, 'GET', '/admin/email/templates');
const preview = async (user: Tokens, template: string) => {
  const response = await call(stack, user, 'GET', `/admin/email/templates/${template}`);
  expect(response.status, response.text).toBe(200);
  return emailPreviewSchema.parse(response.json());
};
const sendTest = (user: Tokens, template: string, body?: unknown) => call(stack, user, 'POST', `/admin/email/templates/${template}/test`, body);

/** Every entry of the log the caller can page to with `limit`, stopping once `done` says so. */
async function logPages(user: Tokens, query: string, done: (items: EmailLogEntry[]) => boolean) {
  const pages: EmailLogEntry[][] = [];
  let cursor: string | null = null;
  do {
    const response = await call(stack, user, 'GET', `/admin/email/log?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(response.status, response.text).toBe(200);
    const page = emailLogResponseSchema.parse(response.json());
    pages.push(page.items);
    cursor = page.nextCursor;
  } while (cursor && !done(pages.flat()) && pages.length < 200);
  return pages;
}

describe('/admin/email', () => {
  let admin: Admin;
  let candidate: Admin;
  let contentManager: Admin;

  beforeAll(async () => {
    [admin, candidate, contentManager] = await Promise.all([signUpInGroup(stack, 'super_admin'), signUpInGroup(stack, null), signUpInGroup(stack, 'content_manager')]);
  }, 60_000);

  it('is for super admins: a visitor gets 401, a candidate and a content manager 403', async () => {
    for (const path of ['/admin/email/templates', '/admin/email/log', '/admin/email/templates/welcome', '/admin/email/reminders/preview']) {
      expect((await fetch(`${stack.url}/api${path}`)).status, path).toBe(401);
      expect((await call(stack, candidate, 'GET', path)).status, path).toBe(403);
      expect((await call(stack, contentManager, 'GET', path)).status, path).toBe(403);
    }
    expect((await fetch(`${stack.url}/api/admin/email/templates/welcome/test`, { method: 'POST' })).status).toBe(401);
    expect((await sendTest(candidate, 'welcome')).status).toBe(403);
    expect((await sendTest(contentManager, 'welcome')).status).toBe(403);
    expect(await emailsTo(stack, candidate.email)).toHaveLength(1); // the welcome email of the sign-up only
  });

  it('lists every template with its kind, and previews each exactly as it is sent (with sample data)', async () => {
    const response = await templates(admin);
    expect(response.status).toBe(200);
    const listed = emailTemplatesResponseSchema.parse(response.json()).templates;
    expect(listed.map((t) => t.name)).toEqual(TEMPLATES);
    expect(Object.fromEntries(listed.map((t) => [t.name, t.kind]))).toMatchObject({ welcome: 'account', 'admin-notification': 'internal', conversion: 'marketing', 'exam-week-reminder': 'marketing', 'exam-day-reminder': 'marketing' });

    for (const name of TEMPLATES) {
      const shown = await preview(admin, name);
      expect(shown.subject, name).toBe(listed.find((t) => t.name === name)?.subject);
      expect(shown.html, name).toContain('<!doctype html>');
      expect(shown.text.length, name).toBeGreaterThan(50);
    }

    const week = await preview(admin, 'exam-week-reminder');
    expect(week).toMatchObject({ kind: 'marketing', subject: 'Winter 2027 Barrister Exam is one week away', to: 'ana.tremblay@example.com', from: 'noreply@example.com' });
    // Marketing email: the footer's unsubscribe link and the RFC 8058 headers, with a sample token.
    expect(week.headers['List-Unsubscribe']).toMatch(new RegExp(`^<${stack.url}/api/email/unsubscribe/one-click\\?token=sample-[\\w-]+>, <mailto:[^>]+\\?subject=unsubscribe>$`));
    expect(week.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(week.text).toContain(`unsubscribe (${stack.url}/unsubscribe?token=sample-`);
    expect((await preview(admin, 'password-reset')).headers).toEqual({});

    expect((await call(stack, admin, 'GET', '/admin/email/templates/no-such-template')).status).toBe(404);
    expect((await call(stack, admin, 'GET', '/admin/email/templates/Welcome')).status).toBe(400);
  });

  it('sends a test only to the caller’s own address, as the preview shows it, audited', async () => {
    const shown = await preview(admin, 'password-reset');
    const other = uniqueEmail('someone-else');
    // A typed address is not a thing the route reads.
    const response = await sendTest(admin, 'password-reset', { to: other });
    expect(response.status, response.text).toBe(200);
    const sent = testEmailResponseSchema.parse(response.json());
    expect(sent).toMatchObject({ status: 'sent', to: admin.email });
    const [received] = (await emailsTo(stack, admin.email, shown.subject)) as (StoredEmail & { messageId?: string })[];
    // Exactly the preview: the same subject, text and HTML (an account email has nothing per-recipient).
    expect(received?.body.text).toBe(shown.text);
    expect(received?.body.html?.trim()).toBe(shown.html.trim());
    expect(received?.messageId).toBe(sent.messageId);
    expect(await emailsTo(stack, other)).toEqual([]);

    const { events } = (await call(stack, admin, 'GET', '/account/activity')).json() as { events: { action: string }[] };
    expect(events.map((event) => event.action)).toContain('email_test_sent');
    expect((await sendTest(admin, 'nothing-like-this')).status).toBe(404);
  });

  it('sends a marketing test with a real unsubscribe link, and refuses it when the caller turned marketing email off', async () => {
    const own = await signUpInGroup(stack, 'super_admin');
    const shown = await preview(own, 'exam-day-reminder');
    expect((await sendTest(own, 'exam-day-reminder')).status).toBe(200);
    const [received] = await emailsTo(stack, own.email, shown.subject);
    const token = /\/unsubscribe\?token=([\w-]+)/.exec(received?.body.text ?? '')?.[1] ?? '';
    expect(token).not.toMatch(/^sample-/);
    expect(received?.body.text).toBe(shown.text.replaceAll(/token=sample-[\w-]+/g, `token=${token}`));

    expect((await call(stack, own, 'PUT', '/account/email-preferences', { marketingEmails: false })).status).toBe(200);
    const refused = await sendTest(own, 'exam-day-reminder');
    expect(refused.status).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'conflict', message: expect.stringContaining('turned off offers and exam reminders') });
  });

  it('lists every send in the log newest first, a page at a time, masked, with the skipped and the bounced', async () => {
    const own = await signUpInGroup(stack, 'super_admin');
    const sent: string[] = [];
    for (const template of ['activation', 'exam-completion', 'purchase-confirmation']) {
      const response = await sendTest(own, template);
      expect(response.status, response.text).toBe(200);
      sent.push(testEmailResponseSchema.parse(response.json()).messageId);
    }
    const pages = await logPages(admin, 'limit=2', (items) => sent.every((id) => items.some((item) => item.messageId === id)));
    const items = pages.flat();
    expect(pages.every((page) => page.length <= 2)).toBe(true);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    const times = items.map((item) => item.sentAt);
    expect(times).toEqual([...times].sort().reverse());
    const ours = sent.map((id) => items.find((item) => item.messageId === id));
    // The last sent comes first.
    expect(ours.map((item) => item?.template)).toEqual(['activation', 'exam-completion', 'purchase-confirmation']);
    expect(items.indexOf(ours[2] as EmailLogEntry)).toBeLessThan(items.indexOf(ours[0] as EmailLogEntry));
    for (const item of ours) expect(item).toMatchObject({ status: 'sent', kind: 'account', to: `${own.email[0]}•••@example.com`, detail: null });
    expect(JSON.stringify(pages)).not.toContain(own.email);

    // SES reports a bounce for one of them (EventBridge → the feedback job on AWS): the log says so.
    const bounced = sent[1] as string;
    const result = await emailFeedback({
      'detail-type': 'Email Bounced',
      time: new Date().toISOString(),
      detail: {
        eventType: 'Bounce',
        mail: { messageId: bounced },
        bounce: { bounceType: 'Permanent', bounceSubType: 'General', bouncedRecipients: [{ diagnosticCode: 'smtp; 550 5.1.1 user unknown' }] },
      },
    });
    expect(result).toEqual({ marked: true });
    expect(await emailFeedback({ 'detail-type': 'Email Bounced', detail: { mail: { messageId: 'unknown-id' }, bounce: { bounceType: 'Permanent' } } })).toEqual({ marked: false });
    const problems = (await logPages(admin, 'limit=5&show=problems', (found) => found.some((item) => item.messageId === bounced))).flat();
    expect(problems.find((item) => item.messageId === bounced)).toMatchObject({
      status: 'bounced',
      detail: 'Permanent bounce (General): smtp; 550 5.1.1 user unknown',
      feedbackAt: expect.any(String),
    });
    expect(problems.every((item) => ['failed', 'bounced', 'complained'].includes(item.status))).toBe(true);

    // A marketing email to someone who opted out is logged as not sent.
    await call(stack, own, 'PUT', '/account/email-preferences', { marketingEmails: false });
    expect((await sendTest(own, 'conversion')).status).toBe(409);
    const latest = (await logPages(admin, 'limit=50', (found) => found.some((item) => item.template === 'conversion' && item.status === 'skipped' && item.to.startsWith(own.email[0] ?? '')))).flat();
    expect(latest.find((item) => item.template === 'conversion' && item.status === 'skipped')).toMatchObject({ messageId: null, detail: 'The candidate turned off offers and exam reminders' });

    // Bad queries and other lists' cursors are 400s.
    expect((await call(stack, admin, 'GET', '/admin/email/log?limit=0')).status).toBe(400);
    expect((await call(stack, admin, 'GET', '/admin/email/log?cursor=not-a-cursor')).status).toBe(400);
    const cursor = emailLogResponseSchema.parse((await call(stack, admin, 'GET', '/admin/email/log?limit=1')).json()).nextCursor ?? '';
    expect((await call(stack, admin, 'GET', `/admin/email/log?show=problems&cursor=${encodeURIComponent(cursor)}`)).status).toBe(400);
  });

  it('limits test emails to 20 an hour per administrator', async () => {
    const busy = await signUpInGroup(stack, 'super_admin');
    const statuses = await Promise.all(Array.from({ length: 20 }, () => sendTest(busy, 'password-reset').then((r) => r.status)));
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refused = await sendTest(busy, 'password-reset');
    expect(refused.status).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'rate_limited', message: expect.stringMatching(/^Too many test emails/) });
    // Another administrator is not held by it.
    expect((await sendTest(admin, 'password-reset')).status).toBe(200);
  });
});
