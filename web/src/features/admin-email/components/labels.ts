import type { EmailKind, EmailLogStatus } from '#shared/api/admin-email';

/** "exam-week-reminder" → "Exam week reminder". */
export function templateLabel(name: string): string {
  const words = name.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const KIND_LABELS: Record<EmailKind, string> = {
  account: 'Account',
  marketing: 'Marketing',
  internal: 'Team',
};

export const KIND_HINTS: Record<EmailKind, string> = {
  account: 'Always sent',
  marketing: 'Only to candidates who kept offers and exam reminders on; carries an unsubscribe link',
  internal: 'To the team, not candidates',
};

export const STATUS_LABELS: Record<EmailLogStatus, string> = {
  sent: 'Sent',
  failed: 'Failed',
  skipped: 'Not sent (opted out)',
  bounced: 'Bounced',
  complained: 'Marked as spam',
};
