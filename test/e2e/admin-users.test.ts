import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { PACKS } from '#shared/catalogue';
import '../support/local-stack-context.ts';
import { call } from '../support/api.ts';
import { signIn, signUpAndSignIn } from '../support/cognito.ts';
import { browserForThisFile, newPage, screenshot, toastText } from './browser.ts';

const stack = inject('stack');
const browser = browserForThisFile();

async function logIn(page: Page, email: string, password: string) {
  await page.goto(`${stack.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(`${stack.url}/dashboard`);
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Types an address in capitals into the search, as an administrator might, and opens the one user it finds. */
async function openUser(page: Page, email: string) {
  await page.goto(`${stack.url}/admin/users`);
  await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
  const search = page.getByLabel('Find by email or name');
  await search.fill(email.toUpperCase());
  await search.press('Enter');
  await page.waitForURL(/\?q=/);
  // The list shown meanwhile (everyone, newest first) gives way to the one match.
  await expect.poll(() => page.locator('.admin-users-table[aria-busy="false"] tbody tr').count()).toBe(1);
  await page.getByRole('link', { name: email, exact: true }).click();
  await page.getByRole('heading', { name: email, level: 1 }).waitFor();
}

describe('/admin/users', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 800 },
  ]) {
    it(`finds a candidate by an address in capitals, grants them a pack they then have, and makes another a content manager (${viewport.width} px)`, async () => {
      const [granted, promoted] = await Promise.all([signUpAndSignIn(stack, { firstName: 'Amara' }), signUpAndSignIn(stack, { firstName: 'Bo' })]);

      // The candidate, before: the Barrister mini exam is locked.
      const candidate = await newPage(browser(), viewport);
      await logIn(candidate.page, granted.email, granted.password);
      await candidate.page.goto(`${stack.url}/my-content`);
      await candidate.page.getByRole('heading', { name: 'Practice Content' }).waitFor();
      await candidate.page.getByText('Barrister Mini Exam').first().waitFor();
      expect(await candidate.page.getByRole('button', { name: 'Start Barrister Mini Exam' }).count()).toBe(0);

      const admin = await newPage(browser(), viewport);
      await logIn(admin.page, stack.adminEmail, stack.adminPassword);
      await openUser(admin.page, granted.email);
      expect(await admin.page.getByTestId('user-access-tier').innerText()).toBe('Free access');

      // A comp of the Barrister pack, from the keyboard-usable form.
      await admin.page.getByLabel('Pack', { exact: true }).selectOption({ label: PACKS.barrister.name });
      await admin.page.getByRole('button', { name: 'Grant comp' }).click();
      await expect.poll(() => toastText(admin.page)).toContain('Comp granted');
      await admin.page.locator('tr', { hasText: PACKS.barrister.name }).getByText('Comp', { exact: true }).waitFor();
      await expect.poll(() => admin.page.getByTestId('user-access-tier').innerText()).toBe('Partial access: Barrister');
      expect(await overflow(admin.page)).toBeLessThanOrEqual(0);
      await screenshot(admin.page, `admin-user-${viewport.width}`);

      // The candidate has it at once.
      await candidate.page.reload();
      await candidate.page.getByRole('button', { name: 'Start Barrister Mini Exam' }).waitFor();

      // Another candidate becomes a content manager (confirmed first).
      await openUser(admin.page, promoted.email);
      await admin.page.getByLabel('Role', { exact: true }).selectOption('content_manager');
      await admin.page.getByRole('button', { name: 'Change role' }).click();
      const dialog = admin.page.getByRole('dialog', { name: 'Change the role?' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Change role' }).click();
      await expect.poll(() => toastText(admin.page)).toContain('Role changed');
      await expect.poll(() => admin.page.getByTestId('user-role').innerText()).toBe('Content manager');

      // The list shows it too, and fits the screen.
      await admin.page.goto(`${stack.url}/admin/users?q=${encodeURIComponent(promoted.email)}`);
      await admin.page.locator('.admin-users-table tr', { hasText: promoted.email }).getByText('Content manager').waitFor();
      expect(await overflow(admin.page)).toBeLessThanOrEqual(0);
      await screenshot(admin.page, `admin-users-${viewport.width}`);

      // Signed in again, the content manager is refused the user list: by the API (403) and on the page.
      const manager = await signIn(stack.cognitoEndpoint, stack.userPoolClientId, promoted.email, promoted.password);
      const refused = await call(stack, manager, 'GET', '/admin/users?query=');
      expect(refused.status).toBe(403);
      const managerPage = await newPage(browser(), viewport);
      await logIn(managerPage.page, promoted.email, promoted.password);
      await managerPage.page.goto(`${stack.url}/admin/users`);
      await managerPage.page.getByRole('heading', { name: 'For super admins' }).waitFor();

      expect(admin.errors).toEqual([]);
      expect(candidate.errors).toEqual([]);
      expect(managerPage.errors).toEqual([]);
      await Promise.all([admin.close(), candidate.close(), managerPage.close()]);
    });
  }
});
