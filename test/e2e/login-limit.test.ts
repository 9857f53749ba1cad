import { describe, expect, inject, it } from 'vitest';
import '../support/local-stack-context.ts';
import { signUpAndSignIn } from '../support/cognito.ts';
import { cognitoSignIn } from '../support/login.ts';
import { browserForThisFile, newPage, toastText } from './browser.ts';

const stack = inject('stack');
const browser = browserForThisFile();

describe('the login page and the sign-in limit', () => {
  it('signs the candidate in although a script elsewhere has blocked their address for itself', async () => {
    const user = await signUpAndSignIn(stack);
    // A script guessing straight at Cognito (no ticket from the page) until it is refused.
    for (let attempt = 1; attempt <= 5; attempt += 1) await cognitoSignIn(stack, user.email, 'a wrong guess here');
    expect(await cognitoSignIn(stack, user.email, user.password)).toMatchObject({ ok: false, name: 'UserLambdaValidationException' });

    // The page passes its ticket, so the attempt counts for this browser's place, which is not blocked.
    const { page, close } = await newPage(browser());
    await page.goto(`${stack.url}/login`);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect.poll(() => toastText(page)).toContain('Login Successful');
    await close();
  });
});
