import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import '../support/local-stack-context.ts';
import { browserForThisFile, newPage, screenshot } from './browser.ts';

const stack = inject('stack');
const browser = browserForThisFile();

/** Every page of the business half of the admin area, with the side navigation's label. */
const SECTIONS = [
  { path: '/admin', label: 'Overview' },
  { path: '/admin/users', label: 'Users' },
  { path: '/admin/billing', label: 'Billing and coupons' },
  { path: '/admin/email', label: 'Email' },
  { path: '/admin/settings', label: 'Settings' },
  { path: '/admin/analytics', label: 'Analytics' },
];

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function logIn(page: Page) {
  await page.goto(`${stack.url}/login`);
  await page.getByLabel('Email').fill(stack.adminEmail);
  await page.getByLabel('Password').fill(stack.adminPassword);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(`${stack.url}/dashboard`);
}

describe('the admin area', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 812 },
  ]) {
    it(`opens every page from its navigation at ${viewport.width} px, with no console error or sideways scrolling`, async () => {
      const { page, errors, close } = await newPage(browser(), viewport);
      await logIn(page);
      await page.goto(`${stack.url}/admin`);
      const nav = page.getByRole('navigation', { name: 'Admin' });
      for (const section of SECTIONS) {
        await nav.getByRole('link', { name: section.label, exact: true }).click();
        await page.waitForURL(`${stack.url}${section.path}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        expect(await page.getByText('Oops! Page not found').count(), section.path).toBe(0);
        expect(await nav.getByRole('link', { name: section.label, exact: true }).getAttribute('aria-current'), section.path).toBe('page');
        // Let the page's data arrive before looking for errors and overflow.
        await page.waitForLoadState('networkidle');
        expect(await overflow(page), section.path).toBeLessThanOrEqual(0);
      }
      await screenshot(page, `admin-analytics-${viewport.width}`);
      expect(errors).toEqual([]);
      await close();
    });
  }
});
