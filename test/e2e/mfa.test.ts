import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import '../support/local-stack-context.ts';
import { totpCode } from '../support/totp.ts';
import { browserForThisFile, newPage, screenshot, toastText } from './browser.ts';

const stack = inject('stack');
const browser = browserForThisFile();

describe('two-step verification', () => {
  it('turns on an authenticator app from the account page, then asks for its code at sign-in', async () => {
    const { page, errors, close } = await newPage(browser(), { width: 375, height: 800 });
    const email = `mfa-${randomUUID().slice(0, 8)}@example.com`;
    const password = 'second factor on a phone';
    await page.goto(`${stack.url}/signup`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('First name').fill('Tao');
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { name: 'Welcome, Tao' }).waitFor();

    await page.goto(`${stack.url}/account`);
    await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
    await expect.poll(() => page.getByTestId('mfa-status').innerText()).toContain('Off.');
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const secret = (await page.getByTestId('mfa-secret').innerText()).replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(await page.getByRole('link', { name: 'open it in your app' }).getAttribute('href')).toMatch(/^otpauth:\/\/totp\//);
    await screenshot(page, 'mfa-setup-375');
    // A wrong code is refused and nothing changes.
    await page.getByLabel('6-digit code from the app').fill('000000');
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect.poll(() => toastText(page)).toContain('Code Not Accepted');
    await page.getByLabel('6-digit code from the app').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect.poll(() => page.getByTestId('mfa-status').innerText()).toContain('On.');

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await page.waitForURL(`${stack.url}/`);
    await page.goto(`${stack.url}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
    await page.getByLabel('Code').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${stack.url}/dashboard`);
    await page.getByRole('heading', { name: 'Welcome, Tao' }).waitFor();
    // Cognito answers the wrong setup code with 400, which the browser logs; nothing else may error.
    expect(errors.filter((e) => !e.includes('400 (Bad Request)'))).toEqual([]);
    await close();
  });
});
