import { formatCad } from '#shared/commerce/pricing';
import { PACKS } from '#shared/catalogue';
import type { TemplateData, TemplateName } from './templates.ts';

/**
 * What the admin page says of each template (when it goes, to whom) and the realistic data it is
 * previewed and test-sent with. Typed over every template, so a new template cannot be added
 * without its preview.
 */
interface CatalogueEntry<T extends TemplateName> {
  description: string;
  sample: (appUrl: string) => TemplateData[T];
}

/** The sample candidate of every preview (a made-up address on a reserved domain). */
export const SAMPLE_RECIPIENT = 'ana.tremblay@example.com';
/** Stands in for the recipient's own unsubscribe token in a preview; it unsubscribes nobody. */
export const SAMPLE_UNSUBSCRIBE_TOKEN = 'sample-unsubscribe-token-for-previews-only';

export const templateCatalogue: { [K in TemplateName]: CatalogueEntry<K> } = {
  welcome: {
    description: 'Right after sign-up, with the link that confirms the address.',
    sample: (appUrl) => ({ firstName: 'Ana', dashboardUrl: `${appUrl}/dashboard`, activationUrl: `${appUrl}/verify-email?token=sample-token` }),
  },
  activation: {
    description: 'When a candidate asks for the confirmation link again (3 an hour).',
    sample: (appUrl) => ({ firstName: 'Ana', activationUrl: `${appUrl}/verify-email?token=sample-token` }),
  },
  'account-exists': {
    description: 'When someone signs up with an address that already has an account: its owner hears of it.',
    sample: (appUrl) => ({ firstName: 'Ana', signInUrl: `${appUrl}/login`, resetUrl: `${appUrl}/forgot-password` }),
  },
  'admin-notification': {
    description: 'To the team (ADMIN_NOTIFICATION_EMAIL) for each new sign-up.',
    sample: () => ({ userEmail: SAMPLE_RECIPIENT, userId: '3f6c2a1e-7b4d-4c1a-9e2f-5d8b0a6c4e21', signupTime: 'Nov 23, 2026, 3:05 p.m. EST', source: 'google', referrer: 'https://www.google.com/' }),
  },
  'password-reset': {
    description: 'When a candidate asks to reset their password (the link works once, for 60 minutes).',
    sample: (appUrl) => ({ resetUrl: `${appUrl}/reset-password?token=sample-token`, expiresInMinutes: 60 }),
  },
  'purchase-confirmation': {
    description: 'After a payment is confirmed by Stripe.',
    // The pack's price with Ontario's 13% HST, written as the payment webhook writes it.
    sample: (appUrl) => ({
      firstName: 'Ana',
      packageName: PACKS.barrister.name,
      amountPaid: `${formatCad(Math.round(PACKS.barrister.seedPriceCents * 1.13))} CAD`,
      accessUntil: 'November 23, 2027',
      dashboardUrl: `${appUrl}/dashboard`,
    }),
  },
  'exam-completion': {
    description: 'When the diagnostic or a full exam is completed (once per attempt).',
    sample: (appUrl) => ({ firstName: 'Ana', examName: 'Free Diagnostic', resultsUrl: `${appUrl}/exam-session/sample-attempt/results`, completionDate: 'November 23, 2026' }),
  },
  conversion: {
    description: 'After the free diagnostic while the Test Drive discount runs. Marketing: not sent to candidates who turned offers off.',
    sample: (appUrl) => ({ firstName: 'Ana', discountPercent: 20, endsOn: 'November 30, 2026', pricingUrl: `${appUrl}/pricing` }),
  },
  'exam-week-reminder': {
    description: 'Seven days before a sitting, to candidates who planned it (the daily reminder job). Marketing.',
    sample: (appUrl) => ({ firstName: 'Ana', examName: 'Winter 2027 Barrister Exam', examDate: 'January 27, 2027', dashboardUrl: `${appUrl}/dashboard` }),
  },
  'exam-day-reminder': {
    description: 'Early on the morning of the exam, to candidates who planned the sitting (the daily reminder job). Marketing.',
    sample: () => ({ firstName: 'Ana', examName: 'Winter 2027 Barrister Exam', examDate: 'January 27, 2027' }),
  },
};

export const templateNames = Object.keys(templateCatalogue) as TemplateName[];

export function isTemplateName(name: string): name is TemplateName {
  return Object.hasOwn(templateCatalogue, name);
}
