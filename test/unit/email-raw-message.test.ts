import { describe, expect, it } from 'vitest';
import { composeMessage } from '../../functions/email/mime.ts';
import { listUnsubscribeHeaders } from '../../functions/email/send-email.ts';

/** The message's headers (unfolded) and its parts, decoded, as a mail client reads them. */
function parse(raw: string) {
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const boundary = /boundary="([^"]+)"/.exec(headers.get('content-type') ?? '')?.[1] ?? '';
  const parts = rest
    .join('\r\n\r\n')
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const [partHead = '', body = ''] = part.replace(/^\r\n/, '').split('\r\n\r\n');
      return { type: /Content-Type: ([^;]+)/.exec(partHead)?.[1], body: Buffer.from(body.replace(/\r\n/g, ''), 'base64').toString('utf8') };
    });
  return { headers, parts };
}

const base = { from: 'BarPrep <noreply@prep.example.ca>', to: 'ana@example.com', subject: 'Hello', text: 'Hi Ana,\n\nText.', html: '<p>Hi Ana,</p>' };

describe('the raw email SES sends', () => {
  it('holds the text and HTML parts, in UTF-8, with CRLF lines no longer than 78 characters', () => {
    const text = `Bonjour Zoë, ${'é'.repeat(300)}`;
    const raw = composeMessage({ ...base, text, html: `<p>${text}</p>` });
    expect(raw.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(Math.max(...raw.split('\r\n').map((line) => line.length))).toBeLessThanOrEqual(78);
    const { headers, parts } = parse(raw);
    expect(headers.get('mime-version')).toBe('1.0');
    expect(headers.get('to')).toBe('ana@example.com');
    expect(parts).toEqual([
      { type: 'text/plain', body: text },
      { type: 'text/html', body: `<p>${text}</p>` },
    ]);
  });

  it('encodes a subject that is not plain ASCII, and a line break in it cannot add a header', () => {
    const { headers } = parse(composeMessage({ ...base, subject: 'Résultats: Zoë\r\nBcc: everyone@example.com' }));
    expect(headers.has('bcc')).toBe(false);
    const decoded = (headers.get('subject') ?? '').replace(/=\?UTF-8\?B\?([^?]*)\?=\s*/g, (_, b64: string) => Buffer.from(b64, 'base64').toString('utf8'));
    expect(decoded).toBe('Résultats: Zoë Bcc: everyone@example.com');
    expect(() => composeMessage({ ...base, to: 'ana@example.com\r\nBcc: x@example.com' })).toThrow(/one line/);
    expect(() => composeMessage({ ...base, headers: { 'List-Unsubscribe': '<https://x>\r\nBcc: x@example.com' } })).toThrow(/one line/);
  });

  it('carries List-Unsubscribe with the one-click URL and List-Unsubscribe-Post (RFC 8058) when given them', () => {
    const links = { pageUrl: 'https://prep.example.ca/unsubscribe?token=abc', oneClickUrl: 'https://prep.example.ca/api/email/unsubscribe/one-click?token=abc' };
    const { headers } = parse(composeMessage({ ...base, headers: listUnsubscribeHeaders(links, 'help@prep.example.ca') }));
    expect(headers.get('list-unsubscribe')).toBe('<https://prep.example.ca/api/email/unsubscribe/one-click?token=abc>, <mailto:help@prep.example.ca?subject=unsubscribe>');
    expect(headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(parse(composeMessage(base)).headers.has('list-unsubscribe')).toBe(false);
  });
});
