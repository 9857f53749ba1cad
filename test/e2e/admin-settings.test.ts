import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { daysUntil } from '#shared/exam-sittings';
import '../support/local-stack-context.ts';
import { browserForThisFile, newPage, screenshot, toastText } from './browser.ts';

const stack = inject('stack');
const browser = browserForThisFile();

const NOT_PUBLISHED = 'Next sitting dates not yet published.';

/** A calendar date `days` from today, as a date input takes it. */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function signInAsAdmin(page: Page) {
  await page.goto(`${stack.url}/login`);
  await page.getByLabel('Email').fill(stack.adminEmail);
  await page.getByLabel('Password').fill(stack.adminPassword);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(`${stack.url}/dashboard`);
}

async function signUpCandidate(page: Page) {
  await page.goto(`${stack.url}/signup`);
  await page.getByLabel('Email').fill(`countdown-${randomUUID().slice(0, 8)}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('counting the days');
  await page.getByLabel('First name').fill('Noor');
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('heading', { name: 'Welcome, Noor' }).waitFor();
}

/** The dashboard's countdown card, read after a fresh load of the page. */
async function countdownText(page: Page): Promise<string> {
  await page.goto(`${stack.url}/dashboard`);
  const card = page.getByRole('region', { name: 'Exam countdown' });
  await card.getByText(/Next sitting dates|until the/).first().waitFor();
  return card.innerText();
}

async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Changes the sittings behind the page's back, as a second administrator would (same list, new version). */
async function touchSittingsElsewhere(page: Page) {
  const status = await page.evaluate(async () => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('.accessToken')) ?? '';
    const headers = { authorization: `Bearer ${localStorage.getItem(key) ?? ''}`, 'content-type': 'application/json' };
    const current = (await (await fetch('/api/admin/settings', { headers })).json()) as { sittings: { sittings: unknown[]; updatedAt: string | null } };
    const response = await fetch('/api/admin/sittings', { method: 'PUT', headers, body: JSON.stringify({ sittings: current.sittings.sittings, expectedUpdatedAt: current.sittings.updatedAt }) });
    return response.status;
  });
  expect(status).toBe(200);
}

describe('/admin/settings', () => {
  it('lets the printed administrator add a future sitting the candidate’s countdown shows, and remove it again, at 1280 and 375 px', async () => {
    const admin = await newPage(browser(), { width: 1280, height: 900 });
    const candidate = await newPage(browser(), { width: 1280, height: 900 });
    await signInAsAdmin(admin.page);
    await signUpCandidate(candidate.page);

    // Every seeded sitting is past: the candidate is told the next dates are not out yet.
    const before = await countdownText(candidate.page);
    expect(before).toContain(NOT_PUBLISHED);
    expect(before).not.toMatch(/concluded/i);

    const { page } = admin;
    await page.goto(`${stack.url}/admin/settings`);
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Exam sittings' }).waitFor();
    await page.getByText(`No sitting is in the future: candidates see "${NOT_PUBLISHED}"`).waitFor();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-settings-1280');

    // Someone else changes the list after this page loaded: the save is refused and says why.
    await touchSittingsElsewhere(page);
    const name = `Winter ${new Date().getFullYear() + 1} Barrister Exam (${randomUUID().slice(0, 4)})`;
    const examDate = dayFromNow(60);
    await page.getByRole('button', { name: 'Add sitting' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a sitting' });
    await dialog.getByLabel('Exam', { exact: true }).selectOption('barrister');
    await dialog.getByLabel('Exam date').fill(examDate);
    await dialog.getByLabel('Name').fill(name);
    // A deadline after the exam is caught next to its field.
    await dialog.getByLabel('Registration deadline').fill(dayFromNow(61));
    await dialog.getByLabel('Held in Toronto').check();
    await dialog.getByLabel('Toronto venue').fill('Metro Toronto Convention Centre, South Building');
    await dialog.getByRole('button', { name: 'Add sitting' }).click();
    await dialog.getByText('Registration deadline must be before the exam date').waitFor();
    // The first field to fix has the focus.
    expect(await dialog.getByLabel('Registration deadline').evaluate((input) => input === document.activeElement)).toBe(true);
    await screenshot(page, 'admin-settings-dialog-1280');
    await dialog.getByLabel('Registration deadline').fill(dayFromNow(30));
    await dialog.getByRole('button', { name: 'Add sitting' }).click();
    await dialog.getByRole('alert').getByText('Changed by someone else.').waitFor();
    await expect.poll(() => toastText(page)).toContain('Not saved');
    await dialog.getByRole('button', { name: 'Reload sittings' }).click();
    await dialog.getByRole('alert').waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Add sitting' }).click();
    await expect.poll(() => toastText(page)).toContain('Sitting added');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('rowheader', { name: new RegExp(name.replace(/[()]/g, '\\$&')) }).waitFor();
    expect(await page.getByText('No sitting is in the future').count()).toBe(0);

    // The candidate's countdown now counts to it.
    const days = daysUntil(examDate, new Date());
    await expect.poll(() => countdownText(candidate.page)).toContain(`${days} days`);
    expect(await countdownText(candidate.page)).toContain(name);

    // On a phone the page still fits, and removing asks first.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.waitForTimeout(150);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-settings-375');
    // The edit form opens with the sitting's values, fits the phone, and Escape closes it.
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    expect(await edit.getByLabel('Exam date').inputValue()).toBe(examDate);
    expect(await edit.getByLabel('Toronto venue').inputValue()).toBe('Metro Toronto Convention Centre, South Building');
    await screenshot(page, 'admin-settings-dialog-375');
    await page.keyboard.press('Escape');
    await edit.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Remove ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: `Remove the ${name}?` });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByRole('rowheader', { name: new RegExp(name.replace(/[()]/g, '\\$&')) }).waitFor();
    await page.getByRole('button', { name: `Remove ${name}` }).click();
    await confirm.getByRole('button', { name: 'Remove sitting' }).click();
    await expect.poll(() => toastText(page)).toContain('Sitting removed');
    await page.getByText(`No sitting is in the future: candidates see "${NOT_PUBLISHED}"`).waitFor();

    await expect.poll(() => countdownText(candidate.page)).toContain(NOT_PUBLISHED);
    // The one refused save is the browser's own log line for the 409, nothing from the app.
    expect(admin.errors.filter((e) => !e.includes('status of 409'))).toEqual([]);
    expect(admin.errors.filter((e) => e.includes('status of 409'))).toHaveLength(1);
    expect(candidate.errors).toEqual([]);
    await admin.close();
    await candidate.close();
  }, 180_000);

  it('changes the Test Drive percentage that the landing and pricing pages show', async () => {
    const admin = await newPage(browser(), { width: 375, height: 800 });
    const visitor = await newPage(browser(), { width: 1280, height: 900 });
    const { page } = admin;
    await signInAsAdmin(page);
    await page.goto(`${stack.url}/admin/settings`);
    const percent = page.getByLabel('Percentage off');
    await percent.waitFor();
    const original = await percent.inputValue();
    const changed = original === '35' ? '30' : '35';

    try {
      // A bad value is caught before anything is sent.
      await percent.fill('95');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await page.getByText('Enter a whole number from 1 to 90').waitFor();
      await percent.fill(changed);
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect.poll(() => toastText(page)).toContain('Settings saved');
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

      await visitor.page.goto(`${stack.url}/`);
      await visitor.page.locator('#pricing').getByText(`${changed}% off your pack`).waitFor();
      await visitor.page.goto(`${stack.url}/pricing`);
      await visitor.page.getByText(`Your ${changed}% discount is applied automatically`).waitFor();
      await visitor.page.goto(`${stack.url}/faq`);
      await visitor.page.locator('summary', { hasText: 'What is the free diagnostic?' }).click();
      await visitor.page.getByText(`unlocks a ${changed}% discount`).waitFor();
    } finally {
      await page.goto(`${stack.url}/admin/settings`);
      await percent.fill(original);
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect.poll(() => toastText(page)).toContain('Settings saved');
    }
    expect(admin.errors).toEqual([]);
    expect(visitor.errors).toEqual([]);
    await admin.close();
    await visitor.close();
  }, 120_000);
});
