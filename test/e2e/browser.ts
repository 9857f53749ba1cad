import { mkdir } from 'node:fs/promises';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { CLIENT_ADDRESS_HEADER } from '../support/client-address.ts';

/** Debian's Chromium (apt-get install -y chromium), headless, with no calls home. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Each browser context is its own candidate on its own loopback address, as on separate machines. */
function loopbackAddress(): string {
  const byte = () => 1 + Math.floor(Math.random() * 254);
  return `127.${byte()}.${byte()}.${byte()}`;
}

/** A page that records console errors and failed page scripts, so a test can assert there were none. */
export async function newPage(browser: Browser, viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ viewport, extraHTTPHeaders: { [CLIENT_ADDRESS_HEADER]: loopbackAddress() } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    // The location names the resource behind a bare "Failed to load resource" message.
    if (message.type() === 'error') errors.push(`${message.text()}${message.location().url ? ` (${message.location().url})` : ''}`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors, close: () => context.close() };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/${name}.png`, fullPage: true });
}

/** The text of the toast on screen (the spec shows one at a time), or '' when there is none. */
export async function toastText(page: Page): Promise<string> {
  const toast = page.locator('.toast-viewport li').last();
  return (await toast.count()) ? toast.innerText() : '';
}

/** One browser per test file, launched before its tests and closed after them. */
export function browserForThisFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    await mkdir('test-results', { recursive: true });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is not running');
    return browser;
  };
}
