import { randomBytes } from 'node:crypto';

/**
 * The raw message SES's SendRawEmail sends (docs/decisions/0007-raw-email-for-list-unsubscribe.md):
 * SES v1 SendEmail takes no custom headers, and marketing email needs List-Unsubscribe and
 * List-Unsubscribe-Post (RFC 2369, RFC 8058). A multipart/alternative message with a UTF-8 text
 * part and a UTF-8 HTML part, both base64 (no line-length or encoding worries), CRLF line ends.
 */
export interface MessageParts {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe: printable ASCII only, no line breaks. */
  headers?: Record<string, string>;
  date?: Date;
}

const CRLF = '\r\n';
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const HEADER_NAME = /^[A-Za-z0-9-]+$/;

/** A header value as given, or refused: a line break in it would let it add headers of its own. */
function headerValue(name: string, value: string): string {
  if (!HEADER_NAME.test(name) || !PRINTABLE_ASCII.test(value)) throw new Error(`Header ${name} must be printable ASCII on one line`);
  return value;
}

/** RFC 2047 encoded words of at most 45 bytes each (75 characters encoded), split between characters. */
function encodeSubject(subject: string): string {
  const oneLine = subject.replace(/[\r\n]+/g, ' ');
  if (PRINTABLE_ASCII.test(oneLine) && oneLine.length <= 900) return oneLine;
  const words: string[] = [];
  let chunk = '';
  for (const character of oneLine) {
    if (Buffer.byteLength(chunk + character) > 45) {
      words.push(chunk);
      chunk = '';
    }
    chunk += character;
  }
  if (chunk) words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${Buffer.from(word, 'utf8').toString('base64')}?=`).join(`${CRLF} `);
}

/** Base64 in lines of 76 characters. */
function base64Lines(content: string): string {
  return (Buffer.from(content, 'utf8').toString('base64').match(/.{1,76}/g) ?? []).join(CRLF);
}

export function composeMessage({ from, to, subject, text, html, headers = {}, date = new Date() }: MessageParts): string {
  const boundary = `=_barprep_${randomBytes(12).toString('hex')}`;
  const head = [
    `From: ${headerValue('From', from)}`,
    `To: ${headerValue('To', to)}`,
    `Subject: ${encodeSubject(subject)}`,
    `Date: ${date.toUTCString()}`,
    'MIME-Version: 1.0',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${headerValue(name, value)}`),
    `Content-Type: multipart/alternative;${CRLF} boundary="${boundary}"`,
  ];
  const part = (type: string, content: string) =>
    [`--${boundary}`, `Content-Type: ${type}; charset=UTF-8`, 'Content-Transfer-Encoding: base64', '', base64Lines(content)].join(CRLF);
  return [...head, '', part('text/plain', text), part('text/html', html), `--${boundary}--`, ''].join(CRLF);
}
