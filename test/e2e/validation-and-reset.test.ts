import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import '../support/local-stack-context.ts';
import { emailsTo } from '../support/ses.ts';
import { browserForThisFile, newPage, toastText } from './browser.ts';

const stack = inject('stack');
const browser = browserForThisFile();

describe('validation messages in the browser', () => {
  it("shows the spec's messages for sign-in and sign-up", async () => {
    const { page, errors, close } = await newPage(browser());
    await page.goto(`${stack.url}/login`);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect.poll(() => toastText(page)).toContain('Missing Information');
    expect(await toastText(page)).toContain('Please enter both email and password.');

    await page.goto(`${stack.url}/signup`);
    await page.getByLabel('Email').fill(`v-${randomUUID().slice(0, 6)}@example.com`);
    for (const [password, title, message] of [
      ['seven77', 'Password Too Short', 'Password must be at least 8 characters long.'],
      ['MyPassword!!', 'Password Too Common', 'Please choose a more unique password.'],
      ['baseball', 'Password Too Common', 'Please choose a more unique password.'],
      ['a fine long phrase', 'Terms Agreement Required', 'You must agree to the Terms of Service and Privacy Policy.'],
    ] as const) {
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect.poll(() => toastText(page), { message: password }).toContain(title);
      expect(await toastText(page)).toContain(message);
    }
    expect(errors).toEqual([]);
    await close();
  });
});

describe('forgotten password', () => {
  it('sends a link by email that lets the candidate choose a new password', async () => {
    const email = `reset-${randomUUID().slice(0, 8)}@example.com`;
    const { page, errors, close } = await newPage(browser());
    await page.goto(`${stack.url}/signup`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('first light on the lake');
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(`${stack.url}/dashboard`);
    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await page.waitForURL(`${stack.url}/`);

    await page.goto(`${stack.url}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();

    const [message] = await emailsTo(stack, email, 'Reset your BarPrep Ontario password');
    const link = /(http\S+\/reset-password\?token=[\w-]+)/.exec(message?.body.text ?? '')?.[1];
    expect(link).toBeDefined();
    await page.goto(link ?? '');
    await page.getByLabel('New password', { exact: true }).fill('second wind rising');
    await page.getByLabel('Confirm new password').fill('second wind rising');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.waitForURL(`${stack.url}/login`);

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('second wind rising');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(`${stack.url}/dashboard`);
    expect(errors).toEqual([]);
    await close();
  });
});
