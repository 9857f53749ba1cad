import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import '../support/local-stack-context.ts';
import { browserForThisFile, newPage, screenshot, toastText } from './browser.ts';

const stack = inject('stack');
const browser = browserForThisFile();

async function signUp(page: Page, email: string, password: string) {
  await page.goto(`${stack.url}/signup`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('First name').fill('Mina');
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('heading', { name: 'Welcome, Mina' }).waitFor();
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto(`${stack.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

describe('the account page', () => {
  it('lists this browser as a session, which is gone after signing out', async () => {
    const email = `acct-${randomUUID().slice(0, 8)}@example.com`;
    const password = 'harbourfront ferry';
    const first = await newPage(browser());
    await signUp(first.page, email, password);
    await first.page.getByRole('link', { name: 'Account for Mina' }).click();
    await first.page.getByRole('heading', { name: 'Active sessions' }).waitFor();
    const firstSession = first.page.locator('.session-list li', { hasText: 'This device' });
    await firstSession.waitFor();
    const firstId = await firstSession.getAttribute('data-session-id');
    expect(await first.page.getByTestId('security-score').innerText()).toBe('100/100');
    await first.page.getByText('Signed in').first().waitFor();
    await screenshot(first.page, 'account-desktop');
    await first.page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await first.page.waitForURL(`${stack.url}/`);
    expect(first.errors).toEqual([]);
    await first.close();

    const second = await newPage(browser(), { width: 375, height: 800 });
    await logIn(second.page, email, password);
    await second.page.waitForURL(`${stack.url}/dashboard`);
    await second.page.goto(`${stack.url}/account`);
    await second.page.locator('.session-list li', { hasText: 'This device' }).waitFor();
    const ids = await second.page.locator('.session-list li').evaluateAll((items) => items.map((li) => li.getAttribute('data-session-id')));
    expect(ids).toHaveLength(1);
    expect(ids).not.toContain(firstId);
    const overflow = await second.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(second.page, 'account-375');
    expect(second.errors).toEqual([]);
    await second.close();
  });

  it('changes the password: this browser stays signed in, another device is sent to sign in at once', async () => {
    const email = `pw-${randomUUID().slice(0, 8)}@example.com`;
    const here = await newPage(browser());
    await signUp(here.page, email, 'old phrase by the lake');
    const elsewhere = await newPage(browser(), { width: 375, height: 800 });
    await logIn(elsewhere.page, email, 'old phrase by the lake');
    await elsewhere.page.waitForURL(`${stack.url}/dashboard`);

    await here.page.goto(`${stack.url}/account`);
    await here.page.getByLabel('Current password').fill('old phrase by the lake');
    await here.page.getByLabel('New password').fill('new phrase by the river');
    await here.page.getByRole('button', { name: 'Change Password' }).click();
    await expect.poll(() => toastText(here.page), { timeout: 10_000 }).toContain('Password Changed');
    // Still signed in here: the account page reloads its data with the new session.
    await here.page.reload();
    await here.page.getByRole('heading', { name: 'Active sessions' }).waitFor();
    await here.page.locator('.session-list li', { hasText: 'This device' }).waitFor();

    // The other device's next request is refused and it lands on sign-in.
    await elsewhere.page.goto(`${stack.url}/account`);
    await elsewhere.page.waitForURL(/\/login/, { timeout: 10_000 });
    expect(here.errors).toEqual([]);
    await here.close();
    await elsewhere.close();
  });

  it('shows the blocked message after five wrong passwords', async () => {
    const email = `blocked-${randomUUID().slice(0, 8)}@example.com`;
    const { page, close } = await newPage(browser());
    await signUp(page, email, 'union station clock');
    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await page.waitForURL(`${stack.url}/`);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await logIn(page, email, `wrong guess ${attempt}`);
      await expect.poll(() => toastText(page)).toContain('Invalid email or password.');
    }
    await logIn(page, email, 'union station clock');
    await expect.poll(() => toastText(page)).toContain('Account temporarily blocked. Try again in 15 minutes.');
    expect(page.url()).toContain('/login');
    await close();
  });
});
