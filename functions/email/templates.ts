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
}

export type TemplateName = keyof TemplateData;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export const templates: { [K in TemplateName]: (data: TemplateData[K]) => RenderedEmail } = {
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
