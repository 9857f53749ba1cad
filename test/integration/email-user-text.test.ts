import { describe, expect, inject, it } from 'vitest';
import { postJson, randomLoopbackIp, uniqueEmail } from '../support/cognito.ts';
import { emailsTo } from '../support/ses.ts';

const stack = inject('stack');

describe('what a sign-up typed, in the emails it causes', () => {
  it('is plain text in the welcome and admin-notification emails: no link but the app’s own, no markup, no linkable address', async () => {
    const email = uniqueEmail('hostile');
    const response = await postJson(
      `${stack.url}/api/auth/signup`,
      { email, password: 'lakeshore evenings', termsAccepted: true, firstName: 'www.evil.example', source: 'http://x.y', referrer: '[Refund](https://evil.example/r) <b>now</b>' },
      { ip: randomLoopbackIp() },
    );
    expect(response.status).toBe(201);
    await expect.poll(async () => (await emailsTo(stack, 'admin@example.com', `New sign-up: ${email}`)).length).toBe(1);
    const [welcome] = await emailsTo(stack, email, 'Welcome to your Ontario bar exam prep');
    const [notice] = await emailsTo(stack, 'admin@example.com', `New sign-up: ${email}`);

    for (const message of [welcome, notice]) {
      const html = message?.body.html ?? '';
      const text = message?.body.text ?? '';
      for (const [, href] of html.matchAll(/<a\b[^>]*href="([^"]*)"/gi)) expect(href?.startsWith(`${stack.url}/`), href).toBe(true);
      expect(html).not.toContain('<b>');
      for (const part of [html, text]) {
        expect(part).not.toMatch(/www\.evil|http:\/\/x\.y|evil\.example/);
      }
    }
    expect(welcome?.body.text).toContain('Hi www.\u2060evil.\u2060example,');
    expect(notice?.body.text).toContain('Source: http:\u2060/\u2060/\u2060x.\u2060y');
    expect(notice?.body.text).toContain('Referrer: [Refund](https:\u2060/\u2060/\u2060evil.\u2060example/\u2060r) <b>now</\u2060b>');
  });
});
