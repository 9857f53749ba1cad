import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { PACKS } from '#shared/catalogue';
import { priceOrder } from '#shared/commerce/pricing';
import '../support/local-stack-context.ts';
import { signUpAndSignIn } from '../support/cognito.ts';
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

/** Serious and critical accessibility problems axe finds on the page (as test/e2e/site.test.ts checks). */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: await readFile(join(process.cwd(), 'node_modules/axe-core/axe.min.js'), 'utf8') });
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }> } }).axe;
    return axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
  });
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const couponRow = (page: Page, code: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: code.toUpperCase(), exact: true }) });

/** Fills and sends the new-coupon form (percent off, for the packs named). */
async function createCoupon(page: Page, code: string, percentOff: number, packs: string[]) {
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByRole('radio', { name: 'Percent off' }).check();
  await page.getByRole('textbox', { name: 'Percent off' }).fill(String(percentOff));
  for (const pack of packs) await page.getByRole('checkbox', { name: pack }).check();
  await page.getByRole('button', { name: 'Create coupon' }).click();
  await expect.poll(() => toastText(page)).toContain('Coupon created');
  await couponRow(page, code).waitFor();
}

describe('/admin/billing', () => {
  it('lets the administrator create a coupon that a candidate then uses at checkout, see the sale, export it and deactivate the code', async () => {
    const admin = await newPage(browser());
    await logIn(admin.page, stack.adminEmail, stack.adminPassword);
    // The dashboard's buttons lead here.
    expect(await admin.page.getByRole('link', { name: 'Admin: Coupons' }).getAttribute('href')).toBe('/admin/billing');
    await admin.page.getByRole('link', { name: 'Manage Coupons' }).click();
    await admin.page.waitForURL(`${stack.url}/admin/billing`);
    await admin.page.getByRole('heading', { name: 'Billing and coupons', level: 1 }).waitFor();
    await couponRow(admin.page, 'EARLY20').waitFor();

    // What the form refuses, it says beside the field, before anything is sent.
    await admin.page.getByLabel('Code', { exact: true }).fill('AB');
    await admin.page.getByRole('button', { name: 'Create coupon' }).click();
    await admin.page.getByText('A code has at least 3 characters').waitFor();
    await admin.page.getByText('Enter a percentage from 1 to 100').waitFor();

    const code = `E2E-${randomBytes(3).toString('hex').toUpperCase()}`;
    await createCoupon(admin.page, code.toLowerCase(), 25, [PACKS.barrister.name]);
    const row = couponRow(admin.page, code);
    expect(await row.innerText()).toMatch(/25% off\s+Barrister\s+0\s+Never\s+Active/);
    await screenshot(admin.page, 'admin-billing-desktop');

    // A candidate applies it to the Barrister pack at checkout and pays on the local payment page.
    const buyer = await signUpAndSignIn(stack, { firstName: 'Noor' });
    const candidate = await newPage(browser());
    await logIn(candidate.page, buyer.email, buyer.password);
    // Not for the Solicitor pack: the coupon box says so at once.
    await candidate.page.goto(`${stack.url}/checkout?package=solicitor`);
    await candidate.page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    await candidate.page.getByLabel('Coupon code').fill(code);
    await candidate.page.getByLabel('Coupon code').press('Enter');
    await expect.poll(() => toastText(candidate.page)).toContain('This coupon code is for the Barrister Performance Pack only.');
    await candidate.page.goto(`${stack.url}/checkout?package=barrister`);
    await candidate.page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    await candidate.page.getByLabel('Coupon code').fill(code.toLowerCase());
    await candidate.page.getByLabel('Coupon code').press('Enter');
    await expect.poll(() => toastText(candidate.page)).toContain('Coupon Applied!');
    const order = priceOrder({ subtotalCents: PACKS.barrister.seedPriceCents, coupon: { code, name: '25% off', percentOff: 25, amountOffCents: null } });
    const total = `$${(order.totalCents / 100).toFixed(2)}`;
    await expect.poll(() => candidate.page.getByTestId('order-total').innerText()).toBe(total);
    expect(await candidate.page.getByTestId('order-discount').innerText()).toBe(`−$${(order.discountCents / 100).toFixed(2)}`);
    await candidate.page.getByRole('button', { name: 'Pay securely' }).click();
    await candidate.page.waitForURL(/\/local\/checkout\/cs_test_local_[0-9a-f]{24}$/);
    await candidate.page.getByRole('button', { name: `Pay ${total}` }).click();
    await candidate.page.getByRole('heading', { name: 'Your Barrister Performance Pack is ready' }).waitFor({ timeout: 20_000 });
    // The browser logs the refused validation (409); nothing else may error.
    expect(candidate.errors.filter((e) => !(e.includes('409 (Conflict)') && e.includes('/api/coupons/validate')))).toEqual([]);
    await candidate.close();

    // The administrator sees the redemption and the sale, with the range's totals.
    await admin.page.reload();
    // Redemptions: the row's third cell (after the discount and the packs).
    await expect.poll(() => couponRow(admin.page, code).locator('td').nth(2).innerText()).toBe('1');
    const sale = admin.page.getByRole('row').filter({ hasText: buyer.email });
    await sale.waitFor();
    expect(await sale.innerText()).toContain(code);
    expect(await sale.innerText()).toContain(total);
    expect(await seriousViolations(admin.page)).toEqual([]);
    const totals = admin.page.getByRole('group', { name: 'Totals for the range' });
    // A fresh stack: this is the only sale of the last 30 days.
    const net = `$${((order.totalCents - order.taxCents) / 100).toFixed(2)}`;
    expect((await totals.innerText()).replace(/\s+/g, ' ')).toMatch(new RegExp(`^Sales 1 .*Net of tax \\${net} .*Net revenue \\${net} `, 'i'));

    // The CSV of the same range is downloaded under the server's file name.
    const [download] = await Promise.all([admin.page.waitForEvent('download'), admin.page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^sales-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    expect(csv.split('\r\n')[0]).toContain('purchased_at_utc,');
    expect(csv).toContain(`${buyer.email},Barrister Performance Pack,checkout,active,199.99,${(order.discountCents / 100).toFixed(2)},${code},`);
    await expect.poll(() => toastText(admin.page)).toContain('Export ready');

    // Deactivating asks first, with the keyboard as well.
    await admin.page.getByRole('button', { name: `Deactivate ${code}` }).focus();
    await admin.page.keyboard.press('Enter');
    const dialog = admin.page.getByRole('dialog', { name: `Deactivate ${code}?` });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await couponRow(admin.page, code).innerText()).toContain('Active');
    await admin.page.getByRole('button', { name: `Deactivate ${code}` }).click();
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await expect.poll(() => toastText(admin.page)).toContain('Coupon deactivated');
    await expect.poll(() => couponRow(admin.page, code).innerText()).toContain('Deactivated');
    expect(await admin.page.getByRole('button', { name: `Deactivate ${code}` }).count()).toBe(0);
    expect(await overflow(admin.page)).toBeLessThanOrEqual(0);
    expect(admin.errors).toEqual([]);
    await admin.close();
  });

  it('works on a 375 px wide phone', async () => {
    const { page, errors, close } = await newPage(browser(), { width: 375, height: 740 });
    await logIn(page, stack.adminEmail, stack.adminPassword);
    await page.goto(`${stack.url}/admin/billing`);
    await page.getByRole('heading', { name: 'Billing and coupons', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Purchases and refunds' }).waitFor();
    const code = `PHONE${randomBytes(3).toString('hex').toUpperCase()}`;
    await createCoupon(page, code, 10, [PACKS.solicitor.name, PACKS.total.name]);
    expect(await couponRow(page, code).innerText()).toContain('Solicitor, Total');
    // An empty range says so.
    await page.getByLabel('From', { exact: true }).fill('2019-01-01');
    await page.getByLabel('To', { exact: true }).fill('2019-01-31');
    await page.getByRole('button', { name: 'Show' }).click();
    await page.getByText('No purchases in this range.').waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'admin-billing-mobile');
    expect(errors).toEqual([]);
    await close();
  });
});
