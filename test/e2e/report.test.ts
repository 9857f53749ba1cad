import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import '../support/local-stack-context.ts';
import { browserForThisFile, newPage, screenshot, toastText } from './browser.ts';

const stack = inject('stack');
const browser = browserForThisFile();

async function signUp(page: Page, firstName: string) {
  await page.goto(`${stack.url}/signup`);
  await page.getByLabel('Email').fill(`report-${randomUUID().slice(0, 8)}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('reading the fine print');
  await page.getByLabel('First name').fill(firstName);
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('heading', { name: `Welcome, ${firstName}` }).waitFor();
}

async function start(page: Page, name: string) {
  await page.goto(`${stack.url}/my-content`);
  await page.getByRole('button', { name: `Start ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Start', exact: true }).click();
  await page.getByRole('heading', { name: 'Question 1', exact: true }).waitFor();
  return page.url();
}

describe('the diagnostic report', () => {
  it('shows every section with the candidate’s numbers, shares, and downloads a real PDF', async () => {
    const { page, errors, close } = await newPage(browser());
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.url });
    await signUp(page, 'Lena');
    const attemptUrl = await start(page, 'Free Diagnostic');
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press(['a', 'b', 'c', 'd'][(i * 7) % 4] ?? 'a');
      await page.keyboard.press('n');
    }
    await page.getByRole('button', { name: 'Submit Exam' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit Exam' }).click();
    await page.waitForURL(`${attemptUrl}/results`, { timeout: 20_000 });
    const score = await page.getByTestId('result-score').innerText();

    // The report is written a moment after submit: the first answer says so (202), as it would
    // if the completion consumer were still at work; the page waits and shows it when it is there.
    let held = 0;
    await page.route('**/api/reports/*', async (route) => {
      if (held++ > 0) return route.continue();
      await route.fulfill({ status: 202, contentType: 'application/json', headers: { 'retry-after': '2' }, body: JSON.stringify({ status: 'processing', message: 'Your report is being prepared.' }) });
    });
    await page.getByRole('link', { name: 'View Diagnostic Report' }).click();
    await page.getByRole('heading', { name: 'Preparing your report...' }).waitFor();
    await page.getByRole('heading', { name: 'Free Diagnostic', level: 1 }).waitFor({ timeout: 10_000 });
    await page.unroute('**/api/reports/*');
    expect(await page.getByTestId('report-score').innerText()).toBe(score);
    for (const section of ['Overall Performance Dashboard', 'Performance by Topic', 'Professional Responsibility Focus', 'Timing Analysis', 'Actionable Study Guide', 'Personalized Action Plan']) {
      await page.getByRole('heading', { name: section, level: 2 }).waitFor();
    }
    const sectionOrder = await page.locator('.report-section h2').allInnerTexts();
    expect(sectionOrder).toEqual(['Overall Performance Dashboard', 'Performance by Topic', 'Professional Responsibility Focus', 'Timing Analysis', 'Actionable Study Guide', 'Personalized Action Plan']);
    const weakTopic = (await page.locator('.topic-list', { hasText: 'Weakest topics' }).locator('.topic-name').first().innerText()).trim();
    expect(weakTopic.length).toBeGreaterThan(3);
    expect(await page.getByText("Dean's Perspective").count()).toBe(1);
    await screenshot(page, 'report-desktop');

    await page.getByRole('button', { name: 'Share' }).click();
    await expect.poll(() => toastText(page)).toContain('Link Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${stack.url}/diagnostic-report/${attemptUrl.split('/').pop()}`);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^diagnostic-report-free-diagnostic-\d{4}-\d{2}-\d{2}\.pdf$/);
    const pdf = (await readFile((await download.path()) ?? '')).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain(`Final score: ${score}`);
    expect(pdf).toContain(weakTopic);

    // The performance page and the user menu now count this attempt.
    await page.goto(`${stack.url}/performance`);
    await page.getByRole('heading', { name: 'Score trend' }).waitFor();
    expect(await page.getByTestId('user-stats').innerText()).toBe(`1 exams · ${score} avg · 1 streak`);
    await screenshot(page, 'performance-desktop');
    expect(errors).toEqual([]);
    await close();
  });

  it('is Report Not Found for an unfinished or unknown attempt', async () => {
    const { page, errors, close } = await newPage(browser(), { width: 375, height: 760 });
    await signUp(page, 'Omar');
    const open = (await start(page, 'Free Sample Quiz')).split('/').pop();
    await page.goto(`${stack.url}/diagnostic-report/${open}`);
    await page.getByRole('heading', { name: 'Report Not Found' }).waitFor();
    expect(await page.getByText("We couldn't find this diagnostic report.").count()).toBe(1);
    await page.goto(`${stack.url}/diagnostic-results/${randomUUID()}`);
    await page.getByRole('heading', { name: 'Report Not Found' }).waitFor();
    // The API's 404 is logged by the browser; nothing else may error.
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    await close();
  });
});
