import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import '../support/local-stack-context.ts';
import { sendEmail } from '../../functions/email/send-email.ts';
import { userIdOf } from '../support/api.ts';
import { signUpAndSignIn, type Tokens } from '../support/cognito.ts';
import { emailsTo } from '../support/ses.ts';
import { pointAtStackTable } from '../support/stack-table.ts';
import { browserForThisFile, newPage, screenshot, toastText } from './browser.ts';

const stack = inject('stack');
const browser = browserForThisFile();

// A marketing email is sent by the functions' own send function, on the stack's table and SES.
Object.assign(process.env, { SES_ENDPOINT: stack.sesUrl, APP_URL: stack.url });
pointAtStackTable(stack);

async function logIn(page: Page, email: string, password: string) {
  await page.goto(`${stack.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(`${stack.url}/dashboard`);
}

/** axe's serious and critical findings on the page as it stands. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: await readFile(join(process.cwd(), 'node_modules/axe-core/axe.min.js'), 'utf8') });
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }> } }).axe;
    return axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
  });
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** The unsubscribe link of a reminder sent to the candidate now. */
async function reminderLink(user: Tokens & { email: string }): Promise<string> {
  const subject = 'Barrister exam is one week away';
  const sent = await sendEmail({
    to: user.email,
    userId: userIdOf(user),
    template: 'exam-week-reminder',
    data: { firstName: 'Mina', examName: 'Barrister exam', examDate: 'June 9, 2027', dashboardUrl: `${stack.url}/dashboard` },
  });
  expect(sent).toMatchObject({ success: true });
  const [email] = await emailsTo(stack, user.email, subject);
  const link = /(http\S+\/unsubscribe\?token=[\w-]+)/.exec(email?.body.text ?? '')?.[1];
  if (!link) throw new Error('no unsubscribe link in the reminder');
  return link;
}

describe('email preferences', () => {
  it('turn marketing email off and on from the account page, with the mouse and the keyboard, at 1280 and 375 px', async () => {
    const user = await signUpAndSignIn(stack, { firstName: 'Mina' });
    const desktop = await newPage(browser());
    await logIn(desktop.page, user.email, user.password);
    // The footer's support address is the deployment's setting, from /config.json.
    const { supportEmail } = (await (await fetch(`${stack.url}/config.json`)).json()) as { supportEmail: string };
    await desktop.page.locator('footer').getByRole('link', { name: supportEmail }).waitFor();

    await desktop.page.goto(`${stack.url}/account`);
    const marketing = desktop.page.getByRole('switch', { name: /Offers and exam reminders/ });
    await marketing.waitFor();
    expect(await marketing.isChecked()).toBe(true);
    await desktop.page.getByText('Emails about your account and its security').waitFor();
    await marketing.click();
    await expect.poll(() => toastText(desktop.page)).toContain('You will no longer receive offers and exam reminders.');
    await desktop.page.getByRole('heading', { name: 'Email preferences' }).scrollIntoViewIfNeeded();
    await screenshot(desktop.page, 'email-preferences-desktop');
    expect(await seriousViolations(desktop.page)).toEqual([]);
    await desktop.page.reload();
    await marketing.waitFor();
    expect(await marketing.isChecked()).toBe(false);
    await desktop.page.getByText('Marketing emails turned off').waitFor();
    expect(desktop.errors).toEqual([]);
    await desktop.close();

    const phone = await newPage(browser(), { width: 375, height: 800 });
    await logIn(phone.page, user.email, user.password);
    await phone.page.goto(`${stack.url}/account`);
    const onPhone = phone.page.getByRole('switch', { name: /Offers and exam reminders/ });
    await onPhone.waitFor();
    expect(await onPhone.isChecked()).toBe(false);
    await onPhone.focus();
    await phone.page.keyboard.press('Space');
    await expect.poll(() => toastText(phone.page)).toContain('You will receive offers and exam reminders.');
    expect(await onPhone.isChecked()).toBe(true);
    expect(await overflow(phone.page)).toBeLessThanOrEqual(0);
    await phone.page.getByRole('heading', { name: 'Email preferences' }).scrollIntoViewIfNeeded();
    await screenshot(phone.page, 'email-preferences-375');
    await phone.page.locator('section[aria-labelledby="email-preferences-heading"]').screenshot({ path: 'test-results/email-preferences-card-375.png' });
    expect(phone.errors).toEqual([]);
    await phone.close();
  });

  it('unsubscribe from the link in a marketing email without signing in, once or twice, with the keyboard', async () => {
    const user = await signUpAndSignIn(stack, { firstName: 'Mina' });
    const link = await reminderLink(user);

    const visitor = await newPage(browser(), { width: 375, height: 800 });
    await visitor.page.goto(link);
    await visitor.page.getByRole('heading', { name: 'Unsubscribe from marketing emails' }).waitFor();
    await visitor.page.getByText('Emails about your account and its security').waitFor();
    expect(await overflow(visitor.page)).toBeLessThanOrEqual(0);
    await screenshot(visitor.page, 'unsubscribe-confirm-375');
    expect(await seriousViolations(visitor.page)).toEqual([]);
    const button = visitor.page.getByRole('button', { name: 'Unsubscribe' });
    await button.focus();
    await visitor.page.keyboard.press('Enter');
    const done = visitor.page.getByRole('heading', { name: 'You are unsubscribed' });
    await done.waitFor();
    // Focus follows the page's new heading.
    expect(await done.evaluate((heading) => heading === document.activeElement)).toBe(true);
    await visitor.page.getByText(`${user.email.slice(0, 1)}•••@example.com`).waitFor();
    expect(await overflow(visitor.page)).toBeLessThanOrEqual(0);
    await screenshot(visitor.page, 'unsubscribe-done-375');
    expect(await seriousViolations(visitor.page)).toEqual([]);
    // The same link again: the same outcome.
    await visitor.page.goto(link);
    await visitor.page.getByRole('button', { name: 'Unsubscribe' }).click();
    await done.waitFor();
    expect(visitor.errors).toEqual([]);
    await visitor.close();

    const desktop = await newPage(browser());
    await desktop.page.goto(link);
    await desktop.page.getByRole('heading', { name: 'Unsubscribe from marketing emails' }).waitFor();
    await screenshot(desktop.page, 'unsubscribe-confirm-desktop');
    await logIn(desktop.page, user.email, user.password);
    await desktop.page.goto(`${stack.url}/account`);
    const marketing = desktop.page.getByRole('switch', { name: /Offers and exam reminders/ });
    await marketing.waitFor();
    expect(await marketing.isChecked()).toBe(false);
    await desktop.close();
  });

  it('say clearly when the link is not valid', async () => {
    const { page, close } = await newPage(browser(), { width: 375, height: 800 });
    await page.goto(`${stack.url}/unsubscribe?token=${'A'.repeat(43)}`);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('heading', { name: 'Link not valid' }).waitFor();
    await page.getByText('This unsubscribe link is not valid or has expired.').waitFor();
    await page.getByRole('link', { name: 'Email preferences' }).waitFor();
    await screenshot(page, 'unsubscribe-invalid-375');
    await page.goto(`${stack.url}/unsubscribe`);
    await page.getByRole('heading', { name: 'Link not valid' }).waitFor();
    await page.getByText('This unsubscribe link is incomplete.').waitFor();
    await close();
  });
});
