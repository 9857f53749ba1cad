import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import '../support/local-stack-context.ts';
import { browserForThisFile, newPage, screenshot, toastText } from './browser.ts';

const stack = inject('stack');
const browser = browserForThisFile();

describe('the first slice, in a real browser', () => {
  it('sends a visitor from a guarded page to sign in, with the page to come back to', async () => {
    const { page, errors, close } = await newPage(browser());
    await page.goto(`${stack.url}/my-content?group=barrister`);
    await page.waitForURL(/\/login\?/);
    expect(new URL(page.url()).search).toBe(`?redirect=${encodeURIComponent('/my-content?group=barrister')}`);
    // The dashboard itself sends a signed-out visitor home (learning-area §2).
    await page.goto(`${stack.url}/dashboard`);
    await page.waitForURL(`${stack.url}/`);
    expect(errors).toEqual([]);
    await close();
  });

  it('signs a new candidate up, greets them by name, signs out and back in', async () => {
    const { page, errors, close } = await newPage(browser());
    const email = `e2e-${randomUUID().slice(0, 8)}@example.com`;
    const password = 'maple syrup on snow';

    await page.goto(`${stack.url}/signup`);
    await page.getByLabel('First name').fill('Nadia');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Show' }).click();
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => toastText(page)).toContain('Password Too Short');

    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => toastText(page)).toContain('Terms Agreement Required');

    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(`${stack.url}/dashboard`);
    await page.getByRole('heading', { name: 'Welcome, Nadia' }).waitFor();
    await screenshot(page, 'dashboard-desktop');

    // The welcome email reached the (emulated) inbox.
    const { emails } = (await (await fetch(`${stack.sesUrl}/store`)).json()) as {
      emails: { destination: { to: string[] }; subject: string }[];
    };
    expect(emails.filter((m) => m.destination.to.includes(email)).map((m) => m.subject)).toEqual([
      'Welcome to your Ontario bar exam prep',
    ]);

    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await page.waitForURL(`${stack.url}/`);

    await page.goto(`${stack.url}/login?redirect=${encodeURIComponent('/dashboard')}`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('wrong password here');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect.poll(() => toastText(page)).toContain('Login Failed');

    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(`${stack.url}/dashboard`);
    await page.getByRole('heading', { name: 'Welcome, Nadia' }).waitFor();

    // A signed-in visitor to / goes to the dashboard; a reload keeps the session.
    await page.goto(`${stack.url}/`);
    await page.waitForURL(`${stack.url}/dashboard`);
    await page.getByRole('heading', { name: 'Welcome, Nadia' }).waitFor();

    // Cognito answers a wrong password with 400, which the browser logs; nothing else may error.
    expect(errors.filter((e) => !e.includes('400 (Bad Request)'))).toEqual([]);
    await close();
  });

  it('treats an address typed with capitals as the same address at sign-up, sign-in and reset', async () => {
    const { page, errors, close } = await newPage(browser());
    const id = randomUUID().slice(0, 8);
    const password = 'capital letters matter not';

    await page.goto(`${stack.url}/signup`);
    await page.getByLabel('First name').fill('Mireille');
    await page.getByLabel('Email').fill(`  Mireille.Case-${id}@Example.COM `);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(`${stack.url}/dashboard`);
    await page.getByRole('heading', { name: 'Welcome, Mireille' }).waitFor();

    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await page.waitForURL(`${stack.url}/`);
    await page.goto(`${stack.url}/login`);
    await page.getByLabel('Email').fill(`MIREILLE.case-${id}@example.com`);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(`${stack.url}/dashboard`);
    await page.getByRole('heading', { name: 'Welcome, Mireille' }).waitFor();

    // The welcome email and a reset link both go to the one, lower-case address.
    const { emails } = (await (await fetch(`${stack.sesUrl}/store`)).json()) as { emails: { destination: { to: string[] }; subject: string }[] };
    expect(emails.filter((m) => m.destination.to.includes(`mireille.case-${id}@example.com`)).map((m) => m.subject)).toContain('Welcome to your Ontario bar exam prep');
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the printed administrator as an admin', async () => {
    const { page, errors, close } = await newPage(browser());
    await page.goto(`${stack.url}/login`);
    await page.getByLabel('Email').fill(stack.adminEmail);
    await page.getByLabel('Password').fill(stack.adminPassword);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('heading', { name: 'Welcome, Admin' }).waitFor();
    await page.getByText('Administrator').waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('fits a 375 px wide phone without sideways scrolling', async () => {
    const { page, errors, close } = await newPage(browser(), { width: 375, height: 740 });
    for (const path of ['/', '/signup', '/login', '/no-such-page']) {
      await page.goto(`${stack.url}${path}`);
      await page.locator('main h1').first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await page.goto(`${stack.url}/no-such-page`);
    await page.getByText('Oops! Page not found').waitFor();
    await page.goto(`${stack.url}/signup`);
    await screenshot(page, 'signup-375');
    expect(errors).toEqual([]);
    await close();
  });
});
