/**
 * Every email the product sends (platform §7 "send-email" templates, plus password-reset). Each
 * renders a subject, a plain-text body and a branded HTML body. Sending happens only from the
 * server (functions/email/send-email.ts); no endpoint lets a browser send an arbitrary email.
 */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export interface TemplateData {
  welcome: { firstName: string; dashboardUrl: string; activationUrl?: string };
  activation: { firstName: string; activationUrl: string };
  /** Someone tried to sign up with an address that has an account: its owner hears of it. */
  'account-exists': { firstName: string; signInUrl: string; resetUrl: string; activationUrl?: string };
  'admin-notification': { userEmail: string; userId: string; signupTime: string; source: string; referrer: string };
  'password-reset': { resetUrl: string; expiresInMinutes: number };
  'purchase-confirmation': { firstName: string; packageName: string; amountPaid: string; accessUntil: string; dashboardUrl: string };
  'exam-completion': { firstName: string; examName: string; resultsUrl: string; completionDate: string };
  conversion: { firstName: string; discountPercent: number; endsOn: string; pricingUrl: string };
  'exam-week-reminder': { firstName: string; examName: string; examDate: string; dashboardUrl: string };
  'exam-day-reminder': { firstName: string; examName: string; examDate: string };
}

export type TemplateName = keyof TemplateData;

export interface RenderContext {
  appUrl: string;
}

/** Service emails say why they came; marketing ones (conversion, reminders) carry the opt-out CASL asks for. */
type Kind = 'account' | 'marketing' | 'internal';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

interface Draft {
  subject: string;
  /** Paragraphs of plain text; a paragraph may hold a call to action as [label](url). */
  paragraphs: string[];
  kind: Kind;
}

const LINK = /\[([^\]]+)\]\(([^)]+)\)/g;

function footer(kind: Kind, { appUrl }: RenderContext): string[] {
  if (kind === 'internal') return ['Sent by BarPrep Ontario to its administrators.'];
  const why =
    kind === 'marketing'
      ? `You receive this because you have a BarPrep Ontario account. To stop these emails, change your email preferences at ${appUrl}/account.`
      : 'You receive this because of activity on your BarPrep Ontario account.';
  return [why, 'BarPrep Ontario is independent and not affiliated with the Law Society of Ontario.'];
}

function render(draft: Draft, context: RenderContext): RenderedEmail {
  const notes = footer(draft.kind, context);
  const text = [...draft.paragraphs.map((p) => p.replace(LINK, '$1: $2')), '--', ...notes].join('\n\n');
  const body = draft.paragraphs
    .map((p) => {
      const html = escapeHtml(p).replace(
        /\[([^\]]+)\]\(([^)]+)\)/g,
        (_, label: string, url: string) =>
          `<a href="${url}" style="display:inline-block;background:#1d3557;color:#ffffff;padding:10px 18px;border-radius:8px;text-decoration:none;font-weight:600">${label}</a>`,
      );
      return `<p style="margin:0 0 16px;line-height:1.5">${html}</p>`;
    })
    .join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;background:#f6f7f9;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border:1px solid #d9dee5;border-radius:10px">
<tr><td style="background:#1d3557;color:#f1c453;font-weight:700;font-size:18px;padding:16px 24px;border-radius:10px 10px 0 0">BarPrep Ontario</td></tr>
<tr><td style="padding:24px">
${body}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #d9dee5;color:#5f6b7a;font-size:12px;line-height:1.5">${notes.map(escapeHtml).join('<br>')}</td></tr>
</table></td></tr></table></body></html>`;
  return { subject: draft.subject, text, html };
}

const drafts: { [K in TemplateName]: (data: TemplateData[K]) => Draft } = {
  welcome: ({ firstName, dashboardUrl, activationUrl }) => ({
    kind: 'account',
    subject: 'Welcome to your Ontario bar exam prep',
    paragraphs: [
      `Hi ${firstName},`,
      'Your account is ready. Start with the free 40-question diagnostic: it shows where you stand on the Barrister and Solicitor competencies and builds your personal study plan.',
      ...(activationUrl ? [`Please confirm this is your email address: [Confirm my email](${activationUrl})`] : []),
      `[Go to your dashboard](${dashboardUrl})`,
    ],
  }),
  activation: ({ firstName, activationUrl }) => ({
    kind: 'account',
    subject: 'Confirm your email address',
    paragraphs: [
      `Hi ${firstName},`,
      'Confirm your email address so we can reach you about your exams and your account.',
      `[Confirm my email](${activationUrl})`,
      'The link works once, for 7 days. If you did not create a BarPrep Ontario account, ignore this email.',
    ],
  }),
  'account-exists': ({ firstName, signInUrl, resetUrl, activationUrl }) => ({
    kind: 'account',
    subject: 'You already have a BarPrep Ontario account',
    paragraphs: [
      `Hi ${firstName},`,
      'Someone, probably you, just tried to create a BarPrep Ontario account with this email address. It already has one, so nothing was changed.',
      ...(activationUrl ? [`Your address is not confirmed yet. If it was you, confirm it now: [Confirm my email](${activationUrl})`] : []),
      `[Sign in](${signInUrl}) with your password, or [choose a new password](${resetUrl}) if you have forgotten it.`,
      'If it was not you, you can ignore this email: your account and your password are unchanged.',
    ],
  }),
  'admin-notification': ({ userEmail, userId, signupTime, source, referrer }) => ({
    kind: 'internal',
    subject: `New sign-up: ${userEmail}`,
    paragraphs: [`Email: ${userEmail}`, `User id: ${userId}`, `Signed up: ${signupTime}`, `Source: ${source}`, `Referrer: ${referrer}`],
  }),
  'password-reset': ({ resetUrl, expiresInMinutes }) => ({
    kind: 'account',
    subject: 'Reset your BarPrep Ontario password',
    paragraphs: [
      'We received a request to reset the password of your BarPrep Ontario account.',
      `Choose a new password here (the link works once, for ${expiresInMinutes} minutes): [Choose a new password](${resetUrl})`,
      'If you did not ask for this, ignore this email: your password stays the same.',
    ],
  }),
  'purchase-confirmation': ({ firstName, packageName, amountPaid, accessUntil, dashboardUrl }) => ({
    kind: 'account',
    subject: `Your ${packageName} is ready`,
    paragraphs: [
      `Hi ${firstName},`,
      `Thank you for your purchase. You paid ${amountPaid} for the ${packageName}; your access lasts until ${accessUntil}.`,
      `[Start practising](${dashboardUrl})`,
    ],
  }),
  'exam-completion': ({ firstName, examName, resultsUrl, completionDate }) => ({
    kind: 'account',
    subject: `Your results for ${examName}`,
    paragraphs: [
      `Hi ${firstName},`,
      `You completed ${examName} on ${completionDate}. Your report explains each mistake and what to study next.`,
      `[See your results](${resultsUrl})`,
    ],
  }),
  conversion: ({ firstName, discountPercent, endsOn, pricingUrl }) => ({
    kind: 'marketing',
    subject: `${discountPercent}% off your full preparation`,
    paragraphs: [
      `Hi ${firstName},`,
      `You finished the free diagnostic, which unlocks ${discountPercent}% off any pack until ${endsOn}. The discount is applied automatically at checkout: full 160-question simulations, topic quizzes and a report after each.`,
      `[See the packs](${pricingUrl})`,
    ],
  }),
  'exam-week-reminder': ({ firstName, examName, examDate, dashboardUrl }) => ({
    kind: 'marketing',
    subject: `${examName} is one week away`,
    paragraphs: [
      `Hi ${firstName},`,
      `Your ${examName} is on ${examDate}. This week, review your weakest topics and take one timed simulation to practise your pace.`,
      `[Open your dashboard](${dashboardUrl})`,
    ],
  }),
  'exam-day-reminder': ({ firstName, examName, examDate }) => ({
    kind: 'marketing',
    subject: `Good luck on your ${examName}`,
    paragraphs: [
      `Hi ${firstName},`,
      `Today (${examDate}) is your ${examName}. Bring your ID and your indexed materials, read each question fully, and keep an eye on the clock. You have prepared for this.`,
    ],
  }),
};

export function renderTemplate<T extends TemplateName>(name: T, data: TemplateData[T], context: RenderContext): RenderedEmail {
  return render(drafts[name](data), context);
}
