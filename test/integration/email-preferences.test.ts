import { describe, expect, inject, it } from 'vitest';
import { UNSUBSCRIBE_LINK_INVALID } from '#shared/api/email-preferences';
import { putTestDriveDiscount } from '../../functions/data/settings.ts';
import { sendEmail } from '../../functions/email/send-email.ts';
import { call as callAs, userIdOf } from '../support/api.ts';
import { postJson, randomLoopbackIp, signUpAndSignIn, type Tokens } from '../support/cognito.ts';
import { emailsTo } from '../support/ses.ts';
import { holdProductSettings } from '../support/settings-lock.ts';
import { pointAtStackTable } from '../support/stack-table.ts';

const stack = inject('stack');
const call = (user: Tokens, method: string, path: string, body?: unknown) => callAs(stack, user, method, path, body);

// The send function itself is called from here too, on the stack's table and SES, as the API's functions call it.
Object.assign(process.env, { SES_ENDPOINT: stack.sesUrl, APP_URL: stack.url });
pointAtStackTable(stack);

const CONVERSION = '20% off your full preparation';

async function preferences(user: Tokens) {
  const response = await call(user, 'GET', '/account/email-preferences');
  expect(response.status).toBe(200);
  return response.json() as { marketingEmails: boolean };
}

async function activityActions(user: Tokens): Promise<string[]> {
  const { events } = (await call(user, 'GET', '/account/activity')).json() as { events: { action: string }[] };
  return events.map((event) => event.action);
}

/** Anyone holding the link, signed in or not (no token is sent). */
const unsubscribe = (token: unknown) => postJson(`${stack.url}/api/email/unsubscribe`, token === undefined ? {} : { token }, { ip: randomLoopbackIp() });

function oneClick(query: string) {
  // What a mail client sends for List-Unsubscribe-Post (RFC 8058): a form POST, no cookies, no token.
  return fetch(`${stack.url}/api/email/unsubscribe/one-click${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));
}

const tokenIn = (text: string | undefined) => /\/unsubscribe\?token=([\w-]+)/.exec(text ?? '')?.[1];

async function takeDiagnostic(user: Tokens) {
  const { id } = (await call(user, 'POST', '/attempts', { examTemplateId: 'free-diagnostic' })).json() as { id: string };
  expect((await call(user, 'POST', `/attempts/${id}/submit`)).status).toBe(200);
}

async function openTestDriveWindow() {
  await putTestDriveDiscount({ percentOff: 20, startsAt: new Date(Date.now() - 3_600_000).toISOString(), endsAt: new Date(Date.now() + 7 * 86_400_000).toISOString() }, 'email-preferences test');
}

describe('email preferences on the account', () => {
  it('start with marketing email on; the candidate turns it off and on again, and each change is an account event', async () => {
    const user = await signUpAndSignIn(stack);
    expect(await preferences(user)).toEqual({ marketingEmails: true });
    expect((await call(user, 'PUT', '/account/email-preferences', { marketingEmails: false })).json()).toEqual({ marketingEmails: false });
    expect(await preferences(user)).toEqual({ marketingEmails: false });
    // Saying it twice is not a second change.
    expect((await call(user, 'PUT', '/account/email-preferences', { marketingEmails: false })).status).toBe(200);
    for (const bad of [{}, { marketingEmails: 'no' }, { marketingEmails: true, accountEmails: false }]) {
      expect((await call(user, 'PUT', '/account/email-preferences', bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect(await preferences(user)).toEqual({ marketingEmails: false });
    expect((await call(user, 'PUT', '/account/email-preferences', { marketingEmails: true })).json()).toEqual({ marketingEmails: true });
    expect(await preferences(user)).toEqual({ marketingEmails: true });
    const actions = await activityActions(user);
    expect(actions.filter((action) => action.startsWith('marketing_emails_'))).toEqual(['marketing_emails_on', 'marketing_emails_off']);
  });
});

describe('the one send function', () => {
  // Asserts the seeded settings that /admin/settings tests change: takes turns with them (test/support/settings-lock.ts).
  holdProductSettings(stack);
  it('skips marketing email to a candidate who opted out, still sends them account email, and gives everyone else an unsubscribe link and the support address', async () => {
    const [subscribed, optedOut] = await Promise.all([signUpAndSignIn(stack), signUpAndSignIn(stack)]);
    expect((await call(optedOut, 'PUT', '/account/email-preferences', { marketingEmails: false })).status).toBe(200);
    const { supportEmail } = (await (await fetch(`${stack.url}/config.json`)).json()) as { supportEmail: string };
    expect(supportEmail).toMatch(/^[^@\s]+@[^@\s]+$/);

    for (const user of [subscribed, optedOut]) {
      const week = await sendEmail({
        to: user.email,
        userId: userIdOf(user),
        template: 'exam-week-reminder',
        data: { firstName: 'Ana', examName: 'Barrister exam', examDate: 'June 9, 2027', dashboardUrl: `${stack.url}/dashboard` },
      });
      const day = await sendEmail({ to: user.email, userId: userIdOf(user), template: 'exam-day-reminder', data: { firstName: 'Ana', examName: 'Barrister exam', examDate: 'June 9, 2027' } });
      expect([week, day], user.email).toEqual(
        user === optedOut
          ? [
              { success: false, skipped: 'opted_out' },
              { success: false, skipped: 'opted_out' },
            ]
          : [expect.objectContaining({ success: true }), expect.objectContaining({ success: true })],
      );
    }
    expect((await emailsTo(stack, optedOut.email)).map((m) => m.subject)).not.toContain('Barrister exam is one week away');
    expect((await emailsTo(stack, optedOut.email)).map((m) => m.subject)).not.toContain('Good luck on your Barrister exam');

    for (const subject of ['Barrister exam is one week away', 'Good luck on your Barrister exam']) {
      const [email] = await emailsTo(stack, subscribed.email, subject);
      expect(tokenIn(email?.body.text), subject).toBeTruthy();
      expect(email?.body.html, subject).toContain(`<a href="${stack.url}/unsubscribe?token=${tokenIn(email?.body.text)}"`);
      expect(email?.body.text, subject).toContain(`Questions? Write to ${supportEmail}.`);
    }

    // Account email is not a preference: the opted-out candidate still gets a password reset.
    expect((await postJson(`${stack.url}/api/auth/password-reset`, { email: optedOut.email }, { ip: randomLoopbackIp() })).status).toBe(202);
    await expect.poll(async () => (await emailsTo(stack, optedOut.email, 'Reset your BarPrep Ontario password')).length).toBe(1);
  });

  it('sends no Test Drive conversion email to a candidate who opted out', async () => {
    await openTestDriveWindow();
    const [control, optedOut] = await Promise.all([signUpAndSignIn(stack), signUpAndSignIn(stack)]);
    expect((await call(optedOut, 'PUT', '/account/email-preferences', { marketingEmails: false })).status).toBe(200);
    await Promise.all([takeDiagnostic(control), takeDiagnostic(optedOut)]);
    // The completion job sends the completion email, then the conversion email: once the control
    // has both and the opted-out candidate the first, the job has run for both.
    await expect.poll(async () => (await emailsTo(stack, control.email, CONVERSION)).length, { timeout: 15_000 }).toBe(1);
    await expect.poll(async () => (await emailsTo(stack, optedOut.email)).some((m) => m.subject.startsWith('Your results for')), { timeout: 15_000 }).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await emailsTo(stack, optedOut.email, CONVERSION)).toEqual([]);
  });
});

describe('the unsubscribe link in a marketing email', () => {
  // Asserts the seeded settings that /admin/settings tests change: takes turns with them (test/support/settings-lock.ts).
  holdProductSettings(stack);
  it('works without signing in, as often as it is followed, and by one-click POST; it turns off marketing email only', async () => {
    await openTestDriveWindow();
    const user = await signUpAndSignIn(stack);
    await takeDiagnostic(user);
    await expect.poll(async () => (await emailsTo(stack, user.email, CONVERSION)).length, { timeout: 15_000 }).toBe(1);
    const [email] = await emailsTo(stack, user.email, CONVERSION);
    const token = tokenIn(email?.body.text);
    expect(token).toBeTruthy();
    expect(email?.body.text).toContain(`unsubscribe (${stack.url}/unsubscribe?token=${token})`);

    const masked = `${user.email.slice(0, 1)}•••@example.com`;
    expect(await unsubscribe(token)).toMatchObject({ status: 200, body: { status: 'unsubscribed', email: masked } });
    expect(await preferences(user)).toEqual({ marketingEmails: false });
    // Again (a second click, a link scanner, the mail client's one-click): the same answer, nothing new.
    expect(await unsubscribe(token)).toMatchObject({ status: 200, body: { status: 'unsubscribed', email: masked } });
    expect(await oneClick(`?token=${token}`)).toEqual({ status: 200, body: { status: 'unsubscribed', email: masked } });
    expect((await activityActions(user)).filter((action) => action === 'marketing_emails_off')).toHaveLength(1);

    // Turned back on from the account page, the same link turns it off again.
    await call(user, 'PUT', '/account/email-preferences', { marketingEmails: true });
    expect(await oneClick(`?token=${token}`)).toMatchObject({ status: 200 });
    expect(await preferences(user)).toEqual({ marketingEmails: false });
  });

  it('answers a clear 400 for an unknown, malformed or missing token', async () => {
    const unknown = await unsubscribe('A'.repeat(43));
    expect(unknown).toMatchObject({ status: 400, body: { error: 'bad_request', title: 'Link Not Valid', message: UNSUBSCRIBE_LINK_INVALID } });
    expect(await unsubscribe('short')).toMatchObject({ status: 400, body: { error: 'bad_request' } });
    expect(await unsubscribe(undefined)).toMatchObject({ status: 400, body: { error: 'bad_request' } });
    expect(await oneClick(`?token=${'B'.repeat(43)}`)).toMatchObject({ status: 400, body: { message: UNSUBSCRIBE_LINK_INVALID } });
    expect(await oneClick('')).toMatchObject({ status: 400 });
  });
});
