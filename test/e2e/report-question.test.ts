import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import '../support/local-stack-context.ts';
import { browserForThisFile, newPage, screenshot, toastText } from './browser.ts';

const stack = inject('stack');
const browser = browserForThisFile();

async function signUp(page: Page) {
  await page.goto(`${stack.url}/signup`);
  await page.getByLabel('Email').fill(`report-${randomUUID().slice(0, 8)}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('a long walk by the lake');
  await page.getByLabel('First name').fill('Jordan');
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('heading', { name: 'Welcome, Jordan' }).waitFor();
}

/** Presses Tab until the focused element has this accessible text (a form field: its label's), the keyboard-only way to reach it. */
async function tabTo(page: Page, text: string | RegExp) {
  for (let i = 0; i < 120; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      const label = el instanceof HTMLTextAreaElement || el instanceof HTMLInputElement ? el.labels?.[0]?.innerText : undefined;
      return el ? (el.getAttribute('aria-label') ?? label ?? el.innerText ?? '').trim() : '';
    });
    if (typeof text === 'string' ? focused === text : text.test(focused)) return;
  }
  throw new Error(`Could not Tab to ${String(text)}`);
}

const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

describe('reporting a problem with a question', () => {
  it('from the exam screen once answered and from the review, with the keyboard, on a phone too', async () => {
    const { page, errors, close } = await newPage(browser());
    await signUp(page);
    await page.goto(`${stack.url}/my-content`);
    await page.getByRole('button', { name: 'Start Free Sample Quiz' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Start', exact: true }).click();
    await page.waitForURL(/\/exam-session\/[0-9a-f-]{36}$/);
    const attemptId = page.url().split('/').at(-1) ?? '';
    await page.getByRole('heading', { name: 'Question 1', exact: true }).waitFor();

    // Not before the question is answered.
    expect(await page.getByRole('button', { name: 'Report a problem with question 1' }).count()).toBe(0);
    await page.keyboard.press('b');
    await page.getByRole('button', { name: 'Report a problem with question 1' }).waitFor();

    // Keyboard only: open, pick a reason with the arrows, write a comment, submit.
    await tabTo(page, 'Report a problem with question 1');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Report a problem with question 1' });
    await dialog.waitFor();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    expect(await dialog.getByRole('radio', { name: 'The question or a choice is unclear' }).isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    // Letters typed here are a comment, not exam shortcuts (a, c, d, f, n, r...).
    await page.keyboard.type('Choice C and D read the same to me; not sure which is meant.');
    await tabTo(page, 'Submit Report');
    await page.keyboard.press('Enter');
    await expect.poll(() => toastText(page)).toContain('Thanks for your report');
    expect(await dialog.count()).toBe(0);
    const reported = page.getByRole('button', { name: 'Reported: question 1' });
    expect(await reported.innerText()).toContain('Reported');
    expect(await focusedLabel(page)).toBe('Reported: question 1');
    // Nothing typed in the dialog reached the exam: still on question 1 with B chosen, not flagged.
    await page.getByRole('heading', { name: 'Question 1', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: /^B\./ }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: 'Flag for review' }).count()).toBe(1);
    await screenshot(page, 'report-question-exam');

    // Still "Reported" after a reload; it stays focusable (aria-disabled) but opens nothing.
    await page.reload();
    const again = page.getByRole('button', { name: 'Reported: question 1' });
    await again.waitFor();
    expect(await again.getAttribute('aria-disabled')).toBe('true');
    await again.focus();
    await page.keyboard.press('Enter');
    expect(await page.getByRole('dialog').count()).toBe(0);

    // Submit the exam (question 2 stays unanswered) and open the review on a phone.
    await page.keyboard.press('r');
    await page.getByRole('heading', { name: 'Review your answers before submitting' }).waitFor();
    await page.getByRole('button', { name: 'Submit Exam' }).click();
    await page.getByRole('dialog', { name: 'Submit exam?' }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${stack.url}/exam-session/${attemptId}/results`, { timeout: 20_000 });
    await page.setViewportSize({ width: 375, height: 760 });
    await page.goto(`${stack.url}/exam-results/${attemptId}`);
    await page.getByRole('heading', { name: /^Review: / }).waitFor();
    expect(await page.getByRole('button', { name: 'Reported: question 1' }).count()).toBe(1);

    // An unanswered question can be reported from the review; "Something else" needs a comment.
    await tabTo(page, 'Report a problem with question 2');
    await page.keyboard.press('Enter');
    const second = page.getByRole('dialog', { name: 'Report a problem with question 2' });
    await second.waitFor();
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowDown');
    expect(await second.getByRole('radio', { name: 'Something else' }).isChecked()).toBe(true);
    await tabTo(page, 'Submit Report');
    await page.keyboard.press('Enter');
    expect(await second.getByRole('alert').innerText()).toBe('Tell us what is wrong with the question.');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await second.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    await screenshot(page, 'report-question-375');
    await tabTo(page, /^Comment/);
    await page.keyboard.type('The stem names the wrong Act.');
    await tabTo(page, 'Submit Report');
    await page.keyboard.press('Enter');
    await expect.poll(() => toastText(page)).toContain('Thanks for your report');
    await page.getByRole('button', { name: 'Reported: question 2' }).waitFor();

    // The server's refusal is shown in the dialog, which stays open (here a rate limit).
    await page.route('**/api/attempts/*/questions/*/report', (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', headers: { 'retry-after': '600' }, body: JSON.stringify({ error: 'rate_limited', message: 'Too many question reports. Try again in 10 minutes.' }) }),
    );
    await page.getByRole('button', { name: 'Report a problem with question 3' }).click();
    const third = page.getByRole('dialog', { name: 'Report a problem with question 3' });
    await third.getByRole('radio', { name: 'A typo or formatting problem' }).check();
    await third.getByRole('button', { name: 'Submit Report' }).click();
    await expect.poll(() => third.getByRole('alert').innerText().catch(() => '')).toBe('Too many question reports. Try again in 10 minutes.');
    await page.keyboard.press('Escape');
    expect(await third.count()).toBe(0);
    await expect.poll(() => focusedLabel(page)).toBe('Report a problem with question 3');
    expect(await page.getByRole('button', { name: 'Report a problem with question 3' }).count()).toBe(1);

    // The browser logs the refused request; nothing else may error.
    expect(errors.filter((e) => !/status of 429/.test(e))).toEqual([]);
    await close();
  });
});
