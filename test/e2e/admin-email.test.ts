import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import '../support/local-stack-context.ts';
import { emailsTo } from '../support/ses.ts';
import { browserForThisFile, newPage, screenshot, toastText } from './browser.ts';

const stack = inject('stack');
const browser = browserForThisFile();

async function logInAsAdmin(page: Page) {
  await page.goto(`${stack.url}/login`);
  await page.getByLabel('Email').fill(stack.adminEmail);
  await page.getByLabel('Password').fill(stack.adminPassword);
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

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('/admin/email', () => {
  it('previews a template as sent, sends a test to the admin, and shows it in the log, at 1280 px', async () => {
    const { page, errors, close } = await newPage(browser());
    await logInAsAdmin(page);
    await page.goto(`${stack.url}/admin/email`);
    await page.getByRole('heading', { name: 'Email', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Templates' }).waitFor();

    // A marketing template: the HTML in a sandboxed frame, its List-Unsubscribe header, the text version.
    await page.getByRole('button', { name: /^Exam week reminder Marketing/ }).click();
    await page.getByRole('heading', { name: 'Preview: Exam week reminder' }).waitFor();
    const frame = page.locator('iframe[title="HTML version of Exam week reminder"]');
    expect(await frame.getAttribute('sandbox')).toBe('');
    await page.frameLocator('iframe[title="HTML version of Exam week reminder"]').getByText('Your Winter 2027 Barrister Exam is on January 27, 2027.', { exact: false }).waitFor();
    await page.getByText('List-Unsubscribe-Post').waitFor();
    await page.getByRole('button', { name: 'Plain text' }).click();
    await expect.poll(() => page.getByLabel('Plain-text version of Exam week reminder').innerText()).toContain('Questions? Write to');

    // The reminders' dry run answers for tomorrow.
    await page.getByText(/no reminder is due|reminder for the/).waitFor();

    // A test of an account email, to the admin's own address.
    await page.getByRole('button', { name: /^Password reset Account/ }).click();
    await page.getByRole('heading', { name: 'Preview: Password reset' }).waitFor();
    const before = (await emailsTo(stack, stack.adminEmail, 'Reset your BarPrep Ontario password')).length;
    await page.getByRole('button', { name: 'Send a test to me' }).click();
    await expect.poll(() => toastText(page)).toContain(`Password reset went to ${stack.adminEmail}`);
    await expect.poll(async () => (await emailsTo(stack, stack.adminEmail, 'Reset your BarPrep Ontario password')).length).toBe(before + 1);

    // The send log shows it, masked (other tests' emails may come in between: theirs go to other addresses).
    const row = page.locator('.admin-email-log tbody tr').filter({ hasText: 'a•••@example.com' }).filter({ hasText: 'Password reset' });
    await expect.poll(() => row.first().innerText()).toMatch(/Password reset\s+a•••@example\.com\s+Sent/);
    await screenshot(page, 'admin-email-desktop');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it('fits a 375 px phone and works from the keyboard', async () => {
    const { page, errors, close } = await newPage(browser(), { width: 375, height: 760 });
    await logInAsAdmin(page);
    await page.goto(`${stack.url}/admin/email`);
    const template = page.getByRole('button', { name: /^Welcome Account/ });
    await template.focus();
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { name: 'Preview: Welcome' });
    await heading.waitFor();
    await expect.poll(() => heading.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.frameLocator('iframe[title="HTML version of Welcome"]').getByText('Your account is ready.', { exact: false }).waitFor();
    await page.getByRole('heading', { name: 'Send log' }).scrollIntoViewIfNeeded();
    await page.locator('.admin-email-log').or(page.getByText('No email has been sent in the last 90 days.')).waitFor();
    await page.getByLabel('Show').selectOption('problems');
    await page.getByText(/No failure, bounce or complaint|Failed|Bounced/).first().waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-email-phone');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});
