import { describe, expect, inject, it } from 'vitest';
import { signUpAndSignIn, uniqueEmail } from '../support/cognito.ts';
import { emailsTo } from '../support/ses.ts';

const stack = inject('stack');


describe('sign-up', () => {
  it('sends one welcome email through SES with a link to the dashboard', async () => {
    const email = uniqueEmail('welcome');
    await signUpAndSignIn(stack, { email, firstName: 'Priya' });
    const sent = await emailsTo(stack, email);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe('Welcome to your Ontario bar exam prep');
    expect(sent[0]?.body.text).toContain('Hi Priya,');
    expect(sent[0]?.body.text).toContain(`${stack.url}/dashboard`);
  });
});
