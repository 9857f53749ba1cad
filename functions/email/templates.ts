/**
 * Every email the product sends (platform §7 "send-email" templates, plus password-reset). Each
 * renders a subject, a plain-text body and a branded HTML body. Sending happens only from the
 * server (functions/email/send-email.ts); no endpoint lets a browser send an arbitrary email.
 *
 * What a user typed (a first name, a sign-up's source and referrer, an address) never becomes a
 * link or markup: a template's paragraphs are written with `p` below, where the literal words are
 * the template's own and every interpolated value is shown as inert text (escaped, its link
 * punctuation broken so mail clients do not auto-link it). The only links are the template's own,
 * made with `button()` or `link()`, and they must point under the app's address (APP_URL).
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

/**
 * Account emails are about the candidate's account and always go; marketing emails (offers,
 * reminders) go only to candidates who have not opted out, and carry an unsubscribe link (CASL);
 * internal emails go to the team.
 */
export type Kind = 'account' | 'marketing' | 'internal';

const kinds = {
  welcome: 'account',
  activation: 'account',
  'account-exists': 'account',
  'admin-notification': 'internal',
  'password-reset': 'account',
  'purchase-confirmation': 'account',
  'exam-completion': 'account',
  conversion: 'marketing',
  'exam-week-reminder': 'marketing',
  'exam-day-reminder': 'marketing',
} as const satisfies Record<TemplateName, Kind>;

export type MarketingTemplate = { [K in TemplateName]: (typeof kinds)[K] extends 'marketing' ? K : never }[TemplateName];

export function templateKind(name: TemplateName): Kind {
  return kinds[name];
}

export interface RenderContext {
  /** The app's address (APP_URL): every link in an email points under it. */
  appUrl: string;
  /** Where candidates write to us (SUPPORT_EMAIL), in every candidate email's footer. */
  supportEmail: string;
  /** Required for marketing emails: the recipient's own link to /unsubscribe. */
  unsubscribeUrl?: string;
}

// ---------------------------------------------------------------------------------------------
// The pieces of a paragraph: the template's own words, values shown inert, and the template's links.

interface Value {
  value: string;
}

interface Link {
  label: string;
  url: string;
  style: 'button' | 'inline';
}

type Piece = string | Value | Link;
type Paragraph = Piece[];

/** A call to action, drawn as a button. */
const button = (label: string, url: string): Link => ({ label, url, style: 'button' });
/** A link inside a sentence. */
const link = (label: string, url: string): Link => ({ label, url, style: 'inline' });

/** p`Hi ${firstName},`: literal parts are the template's words; each `${}` is a value shown inert, or a link made above. */
function p(words: TemplateStringsArray, ...values: (string | number | Link)[]): Paragraph {
  const pieces: Paragraph = [];
  words.forEach((word, index) => {
    if (word) pieces.push(word);
    if (index < values.length) {
      const value = values[index] as string | number | Link;
      pieces.push(typeof value === 'object' ? value : { value: String(value) });
    }
  });
  return pieces;
}

const isLink = (piece: Piece): piece is Link => typeof piece === 'object' && 'url' in piece;

// ---------------------------------------------------------------------------------------------
// Making values inert.

/** Zero-width, and not a character any link pattern accepts in a host, scheme or address. */
const WORD_JOINER = '\u2060';
/** Where link patterns join their parts: scheme (:), path (/), host labels (.), address (@). */
const LINK_JOINTS = /[.@:/]/g;
// Control characters and bidirectional overrides (which can make "moc.live" read "evil.com").
// eslint-disable-next-line no-control-regex
const INVISIBLE_OR_CONTROL = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** One line of plain words: no control or direction characters, whitespace collapsed (a value cannot fake a paragraph). */
function oneLine(value: string): string {
  return value.replace(INVISIBLE_OR_CONTROL, ' ').replace(/\s+/g, ' ').trim();
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Text part: a word joiner after each joint ("www.⁠evil.⁠example"): reads the same, matches no link pattern. */
function inertText(value: string): string {
  return oneLine(value).replace(LINK_JOINTS, (joint) => `${joint}${WORD_JOINER}`);
}

/** HTML part: escaped, and each joint in its own element with a word joiner after it, so no text node holds a link. */
function inertHtml(value: string): string {
  return escapeHtml(oneLine(value)).replace(LINK_JOINTS, (joint) => `<span>${joint}</span>&#8288;`);
}

/** A template's link, refused unless it points under the app's address (never elsewhere, never user@host tricks). */
function appLink(url: string, appUrl: string): string {
  const base = new URL(appUrl);
  const target = new URL(url);
  const basePath = base.pathname.replace(/\/$/, '');
  const underApp =
    target.origin === base.origin && !target.username && !target.password && (target.pathname === basePath || target.pathname.startsWith(`${basePath}/`));
  if (!underApp) throw new Error(`An email link must point under ${base.origin}${basePath}/`);
  return url;
}

// ---------------------------------------------------------------------------------------------
// Rendering.

interface Draft {
  subject: string;
  paragraphs: Paragraph[];
}

const BUTTON_STYLE = 'display:inline-block;background:#1d3557;color:#ffffff;padding:10px 18px;border-radius:8px;text-decoration:none;font-weight:600';
const INLINE_STYLE = 'color:#1d3557;text-decoration:underline';

function pieceText(piece: Piece, appUrl: string): string {
  if (typeof piece === 'string') return piece;
  if (isLink(piece)) {
    const url = appLink(piece.url, appUrl);
    return piece.style === 'button' ? `${piece.label}: ${url}` : `${piece.label} (${url})`;
  }
  return inertText(piece.value);
}

function pieceHtml(piece: Piece, appUrl: string): string {
  if (typeof piece === 'string') return escapeHtml(piece);
  if (isLink(piece)) {
    const url = appLink(piece.url, appUrl);
    return `<a href="${escapeHtml(url)}" style="${piece.style === 'button' ? BUTTON_STYLE : INLINE_STYLE}">${escapeHtml(piece.label)}</a>`;
  }
  return inertHtml(piece.value);
}

const textOf = (paragraph: Paragraph, appUrl: string) => paragraph.map((piece) => pieceText(piece, appUrl)).join('');
const htmlOf = (paragraph: Paragraph, appUrl: string) => paragraph.map((piece) => pieceHtml(piece, appUrl)).join('');

function footer(kind: Kind, { appUrl, supportEmail, unsubscribeUrl }: RenderContext): Paragraph[] {
  if (kind === 'internal') return [p`Sent by BarPrep Ontario to its administrators.`];
  const independent = p`BarPrep Ontario is independent and not affiliated with the Law Society of Ontario.`;
  // The support address is the app's own setting, not user text: written as the template's words.
  const contact = [`Questions? Write to ${supportEmail}.`];
  if (kind === 'account') return [p`You receive this because of activity on your BarPrep Ontario account.`, contact, independent];
  if (!unsubscribeUrl) throw new Error('A marketing email needs the recipient’s unsubscribe link');
  return [
    p`You receive this because you have a BarPrep Ontario account. To stop these emails, ${link('unsubscribe', unsubscribeUrl)} (no sign-in needed) or change your ${link('email preferences', `${appUrl}/account`)}. Emails about your account and its security still arrive.`,
    contact,
    independent,
  ];
}

function render(kind: Kind, draft: Draft, context: RenderContext): RenderedEmail {
  const { appUrl } = context;
  const notes = footer(kind, context);
  const text = [...draft.paragraphs.map((paragraph) => textOf(paragraph, appUrl)), '--', ...notes.map((note) => textOf(note, appUrl))].join('\n\n');
  const body = draft.paragraphs.map((paragraph) => `<p style="margin:0 0 16px;line-height:1.5">${htmlOf(paragraph, appUrl)}</p>`).join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;background:#f6f7f9;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border:1px solid #d9dee5;border-radius:10px">
<tr><td style="background:#1d3557;color:#f1c453;font-weight:700;font-size:18px;padding:16px 24px;border-radius:10px 10px 0 0">BarPrep Ontario</td></tr>
<tr><td style="padding:24px">
${body}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #d9dee5;color:#5f6b7a;font-size:12px;line-height:1.5">${notes.map((note) => htmlOf(note, appUrl)).join('<br>')}</td></tr>
</table></td></tr></table></body></html>`;
  return { subject: oneLine(draft.subject), text, html };
}

const drafts: { [K in TemplateName]: (data: TemplateData[K]) => Draft } = {
  welcome: ({ firstName, dashboardUrl, activationUrl }) => ({
    subject: 'Welcome to your Ontario bar exam prep',
    paragraphs: [
      p`Hi ${firstName},`,
      p`Your account is ready. Start with the free 40-question diagnostic: it shows where you stand on the Barrister and Solicitor competencies and builds your personal study plan.`,
      ...(activationUrl ? [p`Please confirm this is your email address: ${button('Confirm my email', activationUrl)}`] : []),
      p`${button('Go to your dashboard', dashboardUrl)}`,
    ],
  }),
  activation: ({ firstName, activationUrl }) => ({
    subject: 'Confirm your email address',
    paragraphs: [
      p`Hi ${firstName},`,
      p`Confirm your email address so we can reach you about your exams and your account.`,
      p`${button('Confirm my email', activationUrl)}`,
      p`The link works once, for 7 days. If you did not create a BarPrep Ontario account, ignore this email.`,
    ],
  }),
  'account-exists': ({ firstName, signInUrl, resetUrl, activationUrl }) => ({
    subject: 'You already have a BarPrep Ontario account',
    paragraphs: [
      p`Hi ${firstName},`,
      p`Someone, probably you, just tried to create a BarPrep Ontario account with this email address. It already has one, so nothing was changed.`,
      ...(activationUrl ? [p`Your address is not confirmed yet. If it was you, confirm it now: ${button('Confirm my email', activationUrl)}`] : []),
      p`${button('Sign in', signInUrl)} with your password, or ${link('choose a new password', resetUrl)} if you have forgotten it.`,
      p`If it was not you, you can ignore this email: your account and your password are unchanged.`,
    ],
  }),
  'admin-notification': ({ userEmail, userId, signupTime, source, referrer }) => ({
    subject: `New sign-up: ${userEmail}`,
    paragraphs: [p`Email: ${userEmail}`, p`User id: ${userId}`, p`Signed up: ${signupTime}`, p`Source: ${source}`, p`Referrer: ${referrer}`],
  }),
  'password-reset': ({ resetUrl, expiresInMinutes }) => ({
    subject: 'Reset your BarPrep Ontario password',
    paragraphs: [
      p`We received a request to reset the password of your BarPrep Ontario account.`,
      p`Choose a new password here (the link works once, for ${expiresInMinutes} minutes): ${button('Choose a new password', resetUrl)}`,
      p`If you did not ask for this, ignore this email: your password stays the same.`,
    ],
  }),
  'purchase-confirmation': ({ firstName, packageName, amountPaid, accessUntil, dashboardUrl }) => ({
    subject: `Your ${packageName} is ready`,
    paragraphs: [
      p`Hi ${firstName},`,
      p`Thank you for your purchase. You paid ${amountPaid} for the ${packageName}; your access lasts until ${accessUntil}.`,
      p`${button('Start practising', dashboardUrl)}`,
    ],
  }),
  'exam-completion': ({ firstName, examName, resultsUrl, completionDate }) => ({
    subject: `Your results for ${examName}`,
    paragraphs: [
      p`Hi ${firstName},`,
      p`You completed ${examName} on ${completionDate}. Your report explains each mistake and what to study next.`,
      p`${button('See your results', resultsUrl)}`,
    ],
  }),
  conversion: ({ firstName, discountPercent, endsOn, pricingUrl }) => ({
    subject: `${discountPercent}% off your full preparation`,
    paragraphs: [
      p`Hi ${firstName},`,
      p`You finished the free diagnostic, which unlocks ${discountPercent}% off any pack until ${endsOn}. The discount is applied automatically at checkout: full 160-question simulations, topic quizzes and a report after each.`,
      p`${button('See the packs', pricingUrl)}`,
    ],
  }),
  'exam-week-reminder': ({ firstName, examName, examDate, dashboardUrl }) => ({
    subject: `${examName} is one week away`,
    paragraphs: [
      p`Hi ${firstName},`,
      p`Your ${examName} is on ${examDate}. This week, review your weakest topics and take one timed simulation to practise your pace.`,
      p`${button('Open your dashboard', dashboardUrl)}`,
    ],
  }),
  'exam-day-reminder': ({ firstName, examName, examDate }) => ({
    subject: `Good luck on your ${examName}`,
    paragraphs: [
      p`Hi ${firstName},`,
      p`Today (${examDate}) is your ${examName}. Bring your ID and your indexed materials, read each question fully, and keep an eye on the clock. You have prepared for this.`,
    ],
  }),
};

/** Renders a template; throws if a link points outside the app, or a marketing email has no unsubscribe link. */
export function renderTemplate<T extends TemplateName>(name: T, data: TemplateData[T], context: RenderContext): RenderedEmail {
  return render(kinds[name], drafts[name](data), context);
}
