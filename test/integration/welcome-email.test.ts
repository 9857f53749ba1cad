import { describe, expect, inject, it } from 'vitest';
import { signUpAndSignIn, uniqueEmail } from '../support/cognito.ts';

const stack = inject('stack');

interface StoredEmail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
}

async function emailsTo(address: string): Promise<StoredEmail[]> {
  const { emails } = (await (await fetch(`${stack.sesUrl}/store`)).json()) as { emails: StoredEmail[] };
  return emails.filter((email) => email.destination.to.includes(address));
}

describe('sign-up', () => {
  it('sends one welcome email through SES with a link to the dashboard', async () => {
    const email = uniqueEmail('welcome');
    await signUpAndSignIn(stack.cognitoUrl, stack.userPoolClientId, { email, firstName: 'Priya' });
    const sent = await emailsTo(email);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe('Welcome to your Ontario bar exam prep');
    expect(sent[0]?.body.text).toContain('Hi Priya,');
    expect(sent[0]?.body.text).toContain(`${stack.url}/dashboard`);
  });
});
