import { describe, expect, it } from 'vitest';
import { torontoTimestamp } from '#shared/toronto-time';
import { renderTemplate, type TemplateData, type TemplateName } from '../../functions/email/templates.ts';

const context = { appUrl: 'https://prep.example.ca' };

const samples: { [K in TemplateName]: TemplateData[K] } = {
  welcome: { firstName: 'Ana', dashboardUrl: 'https://prep.example.ca/dashboard', activationUrl: 'https://prep.example.ca/verify-email?token=t' },
  activation: { firstName: 'Ana', activationUrl: 'https://prep.example.ca/verify-email?token=t' },
  'account-exists': {
    firstName: 'Ana',
    signInUrl: 'https://prep.example.ca/login',
    resetUrl: 'https://prep.example.ca/forgot-password',
    activationUrl: 'https://prep.example.ca/verify-email?token=t',
  },
  'admin-notification': { userEmail: 'a@b.ca', userId: 'u1', signupTime: 'Nov 22, 2026', source: 'direct', referrer: 'none' },
  'password-reset': { resetUrl: 'https://prep.example.ca/reset-password?token=t', expiresInMinutes: 60 },
  'purchase-confirmation': { firstName: 'Ana', packageName: 'Total Performance Pack', amountPaid: '$372.89', accessUntil: 'Nov 22, 2027', dashboardUrl: 'https://prep.example.ca/dashboard' },
  'exam-completion': { firstName: 'Ana', examName: 'Free Diagnostic', resultsUrl: 'https://prep.example.ca/r', completionDate: 'Nov 22, 2026' },
  conversion: { firstName: 'Ana', discountPercent: 20, endsOn: 'August 31, 2027', pricingUrl: 'https://prep.example.ca/pricing' },
  'exam-week-reminder': { firstName: 'Ana', examName: 'Barrister exam', examDate: 'Jan 28, 2027', dashboardUrl: 'https://prep.example.ca/dashboard' },
  'exam-day-reminder': { firstName: 'Ana', examName: 'Barrister exam', examDate: 'Jan 28, 2027' },
};

describe('email templates', () => {
  it('render every template as text and branded HTML', () => {
    for (const name of Object.keys(samples) as TemplateName[]) {
      const email = renderTemplate(name, samples[name] as never, context);
      expect(email.subject.length, name).toBeGreaterThan(5);
      expect(email.html, name).toContain('BarPrep Ontario');
      expect(email.text, name).not.toContain('](');
    }
  });

  it('put an opt-out on marketing emails only, and the independence line on candidate emails', () => {
    expect(renderTemplate('conversion', samples.conversion, context).text).toContain('https://prep.example.ca/account');
    expect(renderTemplate('exam-week-reminder', samples['exam-week-reminder'], context).text).toContain('To stop these emails');
    expect(renderTemplate('password-reset', samples['password-reset'], context).text).not.toContain('To stop these emails');
    expect(renderTemplate('welcome', samples.welcome, context).text).toContain('not affiliated with the Law Society of Ontario');
  });

  it('escapes what users typed', () => {
    const email = renderTemplate('welcome', { ...samples.welcome, firstName: '<script>x</script>' }, context);
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&#60;script&#62;');
  });

  it('shows sign-up times in Toronto time', () => {
    expect(torontoTimestamp(new Date('2026-11-22T17:05:00Z'))).toMatch(/Nov 22, 2026.*12:05.*EST/);
  });
});
