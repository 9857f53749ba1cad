/**
 * Email templates (platform §7, "send-email"). Each renders a subject, a text body and an HTML
 * body from its data; later issues add purchase-confirmation, exam-completion and the reminders.
 */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export interface TemplateData {
  welcome: { firstName: string; dashboardUrl: string };
  'admin-notification': { userEmail: string; userId: string; signupTime: string; source: string; referrer: string };
  'password-reset': { resetUrl: string; expiresInMinutes: number };
}

export type TemplateName = keyof TemplateData;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Sign-up time as the spec shows it to admins: Toronto time. */
export function torontoTime(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Toronto',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(date);
}

export const templates: { [K in TemplateName]: (data: TemplateData[K]) => RenderedEmail } = {
  'password-reset': ({ resetUrl, expiresInMinutes }) => ({
    subject: 'Reset your BarPrep Ontario password',
    text: [
      'We received a request to reset the password of your BarPrep Ontario account.',
      '',
      `Choose a new password here (the link works once, for ${expiresInMinutes} minutes):`,
      resetUrl,
      '',
      'If you did not ask for this, ignore this email: your password stays the same.',
    ].join('\n'),
    html: `<p>We received a request to reset the password of your BarPrep Ontario account.</p>
<p><a href="${escapeHtml(resetUrl)}">Choose a new password</a> (the link works once, for ${expiresInMinutes} minutes).</p>
<p>If you did not ask for this, ignore this email: your password stays the same.</p>`,
  }),
  'admin-notification': ({ userEmail, userId, signupTime, source, referrer }) => {
    const rows: [string, string][] = [
      ['Email', userEmail],
      ['User id', userId],
      ['Signed up', signupTime],
      ['Source', source],
      ['Referrer', referrer],
    ];
    return {
      subject: `New sign-up: ${userEmail}`,
      text: rows.map(([label, value]) => `${label}: ${value}`).join('\n'),
      html: `<table>${rows.map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>`,
    };
  },
  welcome: ({ firstName, dashboardUrl }) => ({
    subject: 'Welcome to your Ontario bar exam prep',
    text: [
      `Hi ${firstName},`,
      '',
      'Your account is ready. Start with the free 40-question diagnostic: it shows where you stand on',
      'the Barrister and Solicitor competencies and builds your personal study plan.',
      '',
      `Go to your dashboard: ${dashboardUrl}`,
      '',
      'We are independent and not affiliated with the Law Society of Ontario.',
    ].join('\n'),
    html: `<p>Hi ${escapeHtml(firstName)},</p>
<p>Your account is ready. Start with the free 40-question diagnostic: it shows where you stand on the Barrister and Solicitor competencies and builds your personal study plan.</p>
<p><a href="${escapeHtml(dashboardUrl)}">Go to your dashboard</a></p>
<p style="color:#666;font-size:12px">We are independent and not affiliated with the Law Society of Ontario.</p>`,
  }),
};
