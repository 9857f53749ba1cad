import { describe, expect, it } from 'vitest';
import { torontoTimestamp } from '#shared/toronto-time';
import { renderTemplate, templateKind, type RenderContext, type TemplateData, type TemplateName } from '../../functions/email/templates.ts';

const APP = 'https://prep.example.ca';
const context: RenderContext = { appUrl: APP, supportEmail: 'help@prep.example.ca', unsubscribeUrl: `${APP}/unsubscribe?token=tok` };

const samples: { [K in TemplateName]: TemplateData[K] } = {
  welcome: { firstName: 'Ana', dashboardUrl: `${APP}/dashboard`, activationUrl: `${APP}/verify-email?token=t` },
  activation: { firstName: 'Ana', activationUrl: `${APP}/verify-email?token=t` },
  'account-exists': {
    firstName: 'Ana',
    signInUrl: `${APP}/login`,
    resetUrl: `${APP}/forgot-password`,
    activationUrl: `${APP}/verify-email?token=t`,
  },
  'admin-notification': { userEmail: 'a@b.ca', userId: 'u1', signupTime: 'Nov 22, 2026', source: 'direct', referrer: 'none' },
  'password-reset': { resetUrl: `${APP}/reset-password?token=t`, expiresInMinutes: 60 },
  'purchase-confirmation': { firstName: 'Ana', packageName: 'Total Performance Pack', amountPaid: '$372.89', accessUntil: 'Nov 22, 2027', dashboardUrl: `${APP}/dashboard` },
  'exam-completion': { firstName: 'Ana', examName: 'Free Diagnostic', resultsUrl: `${APP}/r`, completionDate: 'Nov 22, 2026' },
  conversion: { firstName: 'Ana', discountPercent: 20, endsOn: 'August 31, 2027', pricingUrl: `${APP}/pricing` },
  'exam-week-reminder': { firstName: 'Ana', examName: 'Barrister exam', examDate: 'Jan 28, 2027', dashboardUrl: `${APP}/dashboard` },
  'exam-day-reminder': { firstName: 'Ana', examName: 'Barrister exam', examDate: 'Jan 28, 2027' },
};
const names = Object.keys(samples) as TemplateName[];
const render = (name: TemplateName, data: unknown, ctx: RenderContext = context) => renderTemplate(name, data as never, ctx);

/** What a name, a source or a referrer might hold when someone means harm. */
const HOSTILE = [
  'www.evil.example',
  'http://x.y',
  'https://evil.example/login?next=1',
  'evil.com',
  'mallory@evil.example',
  'javascript:alert(1)',
  '[Claim your refund](https://evil.example)',
  '<a href="https://evil.example">Ana</a>',
  '"><img src=x onerror=alert(1)>',
  'Ana\n\nYour account is locked: visit evil.example/unlock',
  'Ana \u202Emoc.live\u202C',
];

/** Every string the template takes that is not one of its own links becomes the hostile value. */
function hostileData(name: TemplateName, value: string): unknown {
  return Object.fromEntries(Object.entries(samples[name]).map(([key, v]) => [key, typeof v === 'string' && !key.endsWith('Url') ? value : v]));
}

/** What a reader sees of the HTML: the text nodes, entities decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<(?:br|\/p|\/td)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&');
}

/**
 * What a mail client could turn into a link: URLs with a scheme, www. hosts, addresses and bare
 * domains (broader than the clients' own rules, which also want a known top-level domain).
 */
function linkable(text: string): string[] {
  const patterns = [
    /\b[a-z][a-z0-9+.-]*:\/\/[a-z0-9-][^\s<>"]*/gi,
    /\bwww\.[a-z0-9-]+/gi,
    /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi,
    /\b(?:[a-z0-9-]+\.)+[a-z]{2,}\b/gi,
  ];
  return patterns.flatMap((pattern) => text.match(pattern) ?? []);
}

/** The app's own addresses are fine to link: its URL, and the support address from settings. */
const ours = (match: string) => match.startsWith(`${APP}/`) || match === 'prep.example.ca' || match === 'help@prep.example.ca' || match === 'www.prep';

describe('email templates', () => {
  it('render every template as text and branded HTML', () => {
    for (const name of names) {
      const email = render(name, samples[name]);
      expect(email.subject.length, name).toBeGreaterThan(5);
      expect(email.html, name).toContain('BarPrep Ontario');
      expect(email.text, name).not.toContain('](');
    }
  });

  it('make no user value a link or markup, in the HTML or the text part, whatever it holds', () => {
    for (const name of names) {
      for (const value of HOSTILE) {
        const email = render(name, hostileData(name, value));
        const where = `${name} with ${JSON.stringify(value)}`;
        // Only the template's own tags, and only links under the app's address.
        const tags = [...email.html.matchAll(/<\/?([a-z0-9!]+)/gi)].map((m) => (m[1] ?? '').toLowerCase());
        expect(tags.filter((tag) => !['!doctype', 'html', 'body', 'table', 'tr', 'td', 'p', 'a', 'br', 'span'].includes(tag)), where).toEqual([]);
        const anchors = [...email.html.matchAll(/<a\b[^>]*>/gi)].map((m) => m[0]);
        if (name !== 'admin-notification') expect(anchors.length, where).toBeGreaterThan(0);
        for (const anchor of anchors) expect(anchor, where).toMatch(new RegExp(`^<a href="${APP.replace(/\./g, '\\.')}/[^"]*" style="[^"]*">$`));
        expect(email.html, where).not.toMatch(/href="(?!https:\/\/prep\.example\.ca\/)/);
        expect(email.html, where).not.toContain('<img');
        // Nothing a mail client could auto-link, except the app's own addresses.
        expect(linkable(visibleText(email.html)).filter((m) => !ours(m)), `${where} (HTML)`).toEqual([]);
        expect(linkable(email.text).filter((m) => !ours(m)), `${where} (text)`).toEqual([]);
        // The value is still shown, as plain words on one line.
        const shown = value.replace(/[\u202a-\u202e]/g, ' ').replace(/\s+/g, ' ').trim();
        if (name !== 'password-reset') {
          expect(email.text.replaceAll('\u2060', ''), where).toContain(shown);
          expect(visibleText(email.html).replaceAll('\u2060', ''), where).toContain(shown);
        }
        expect(email.text, where).not.toContain('\u202e');
      }
    }
  });

  it('show a name such as www.evil.example or http://x.y as it reads, with the link pattern broken', () => {
    const { html, text } = render('welcome', { ...samples.welcome, firstName: 'www.evil.example' });
    expect(html).toContain('Hi www<span>.</span>&#8288;evil<span>.</span>&#8288;example,');
    expect(text).toContain('Hi www.\u2060evil.\u2060example,');
    const referrer = render('admin-notification', { ...samples['admin-notification'], referrer: 'http://x.y', source: 'ads.example.com' });
    expect(referrer.text).toContain('Referrer: http:\u2060/\u2060/\u2060x.\u2060y');
    expect(referrer.text).toContain('Source: ads.\u2060example.\u2060com');
    expect(referrer.html).not.toMatch(/http:\/\/x\.y|ads\.example\.com/);
  });

  it('refuse a link that points anywhere but under the app’s address', () => {
    for (const url of ['https://evil.example/dashboard', 'https://prep.example.ca.evil.example/dashboard', 'https://prep.example.ca@evil.example/', 'http://prep.example.ca/dashboard', 'javascript:alert(1)']) {
      expect(() => render('welcome', { ...samples.welcome, dashboardUrl: url }), url).toThrow(/must point under https:\/\/prep\.example\.ca/);
    }
  });

  it('put an unsubscribe link, the preferences page and the support address on every marketing email, and no opt-out on the others', () => {
    for (const name of names) {
      const email = render(name, samples[name]);
      if (templateKind(name) === 'marketing') {
        expect(email.text, name).toContain(`unsubscribe (${APP}/unsubscribe?token=tok)`);
        expect(email.html, name).toContain(`<a href="${APP}/unsubscribe?token=tok"`);
        expect(email.text, name).toContain(`email preferences (${APP}/account)`);
        expect(email.text, name).toContain('Emails about your account and its security still arrive.');
        expect(() => render(name, samples[name], { appUrl: APP, supportEmail: 'help@prep.example.ca' }), name).toThrow(/unsubscribe link/);
      } else {
        expect(email.text, name).not.toContain('unsubscribe');
        expect(email.text, name).not.toContain('To stop these emails');
      }
      if (templateKind(name) !== 'internal') expect(email.text, name).toContain('Questions? Write to help@prep.example.ca.');
    }
    expect(names.filter((name) => templateKind(name) === 'marketing')).toEqual(['conversion', 'exam-week-reminder', 'exam-day-reminder']);
    expect(render('welcome', samples.welcome).text).toContain('not affiliated with the Law Society of Ontario');
  });

  it('escapes what users typed', () => {
    const email = render('welcome', { ...samples.welcome, firstName: '<script>x</script>' });
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&#60;script&#62;x&#60;<span>/</span>&#8288;script&#62;');
  });

  it('shows sign-up times in Toronto time', () => {
    expect(torontoTimestamp(new Date('2026-11-22T17:05:00Z'))).toMatch(/Nov 22, 2026.*12:05.*EST/);
  });
});
