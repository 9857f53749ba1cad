import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { funnelCsvColumns } from '#shared/api/admin-analytics';
import '../support/local-stack-context.ts';
import { browserForThisFile, newPage, screenshot } from './browser.ts';

const stack = inject('stack');
const browser = browserForThisFile();

async function signInAsAdmin(page: Page) {
  await page.goto(`${stack.url}/login`);
  await page.getByLabel('Email').fill(stack.adminEmail);
  await page.getByLabel('Password').fill(stack.adminPassword);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(`${stack.url}/dashboard`);
}

/** How far the page scrolls sideways (0 when it fits). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** A chart drawn, and the table of its numbers beside it with at least one row. */
async function chartWithNumbers(page: Page, title: string) {
  const section = page.locator('section.admin-chart', { has: page.getByRole('heading', { name: title, exact: true }) });
  await section.locator('svg.recharts-surface').first().waitFor();
  const numbers = page.getByRole('region', { name: `${title}: the numbers` });
  await numbers.locator('tbody tr').first().waitFor();
  return numbers;
}

beforeAll(async () => {
  // Something to count today: a landing page view and a sign-up.
  const events = await fetch(`${stack.url}/api/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ events: [{ name: 'landingPageView', path: '/', occurredAt: new Date().toISOString() }] }),
  });
  expect(events.status).toBe(202);
  const signUp = await fetch(`${stack.url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `overview-${randomUUID().slice(0, 8)}@example.com`, password: 'counting every sign-up', termsAccepted: true }),
  });
  expect(signUp.status).toBe(201);
});

describe('the admin overview and analytics pages', () => {
  it('shows the figures, the charts with their numbers and the security panel at /admin, on a laptop', async () => {
    const { page, errors, close } = await newPage(browser());
    await signInAsAdmin(page);
    await page.goto(`${stack.url}/admin`);
    await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();
    const tiles = page.getByRole('list', { name: /^Figures for/ });
    await tiles.getByRole('heading', { name: 'Sign-ups' }).waitFor();
    await tiles.getByRole('heading', { name: 'Net revenue' }).waitFor();
    expect(Number((await tiles.locator('li', { hasText: 'Sign-ups' }).locator('.insights-value').innerText()).replace(/,/g, ''))).toBeGreaterThanOrEqual(1);
    // 7 and 30 days, by keyboard.
    await page.getByRole('button', { name: '30 days' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Last 30 days', level: 2 }).waitFor();
    expect(await page.getByRole('button', { name: '30 days' }).getAttribute('aria-pressed')).toBe('true');

    const signups = await chartWithNumbers(page, 'Sign-ups and diagnostics');
    expect(await signups.locator('tbody tr').count()).toBe(30);
    await chartWithNumbers(page, 'Sales and refunds, net of tax');
    await chartWithNumbers(page, 'Attempts started and completed');
    await page.getByRole('table').filter({ hasText: 'Diagnostics completed' }).first().waitFor();

    await page.getByRole('heading', { name: 'Security', exact: true, level: 2 }).waitFor();
    await page.getByText('Threat level').waitFor();
    expect(await page.locator('.insights-threat-value').innerText()).toMatch(/^(Low|Medium|High|Critical)$/);
    // The events list and its filters.
    await page.getByRole('heading', { name: 'Security events', level: 2 }).waitFor();
    const events = page.locator('#security-events');
    await events.getByLabel('Type', { exact: true }).selectOption('account_lockout');
    await events.getByLabel('Severity', { exact: true }).selectOption('high');
    await events.getByRole('button', { name: 'Show events' }).click();
    await events.locator('.admin-load-more').waitFor();
    const rows = events.locator('tbody tr');
    if ((await rows.count()) === 0) await events.getByText('No security events match these filters.').waitFor();
    for (const row of await rows.all()) expect(await row.locator('td').nth(1).innerText()).toBe('Account lockout');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-overview-1280');
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the funnel and conversion by pack with their numbers at /admin/analytics, and downloads the CSV', async () => {
    const { page, errors, close } = await newPage(browser());
    await signInAsAdmin(page);
    await page.goto(`${stack.url}/admin/analytics`);
    await page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Last 7 days' }).click();
    await page.waitForURL(/\/admin\/analytics\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
    const funnel = await chartWithNumbers(page, 'Funnel');
    expect(await funnel.locator('tbody tr').count()).toBe(5);
    await funnel.getByRole('rowheader', { name: 'Landing page views' }).waitFor();
    const daily = await chartWithNumbers(page, 'Landing page views and sign-ups');
    // The 30 days shown first give way to the 7 asked for.
    await expect.poll(() => daily.locator('tbody tr').count()).toBe(7);
    await chartWithNumbers(page, 'Diagnostics, checkouts and purchases');
    const packs = await chartWithNumbers(page, 'Conversion by pack');
    await packs.getByRole('rowheader', { name: 'Total' }).waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^barprep-funnel-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe(funnelCsvColumns.join(','));
    expect(lines).toHaveLength(8);
    await page.getByText(/^Downloaded barprep-funnel-/).waitFor();

    // A range the server refuses is caught first.
    await page.getByLabel('From', { exact: true }).fill('2020-01-01');
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await page.getByText('Choose at most 366 days.').waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-analytics-1280');
    expect(errors).toEqual([]);
    await close();
  });

  it('fits a 375 px wide phone: both pages, figures, charts and tables', async () => {
    const { page, errors, close } = await newPage(browser(), { width: 375, height: 740 });
    await signInAsAdmin(page);
    await page.goto(`${stack.url}/admin`);
    await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();
    await chartWithNumbers(page, 'Sign-ups and diagnostics');
    await page.getByText('Threat level').waitFor();
    expect(await overflow(page), '/admin').toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-overview-375');
    await page.goto(`${stack.url}/admin/analytics`);
    await page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();
    await chartWithNumbers(page, 'Funnel');
    await chartWithNumbers(page, 'Conversion by pack');
    expect(await overflow(page), '/admin/analytics').toBeLessThanOrEqual(0);
    await screenshot(page, 'admin-analytics-375');
    expect(errors).toEqual([]);
    await close();
  });
});
