import { torontoLongDate } from '#shared/toronto-time';
import { countCompletion } from '../analytics/business-stats.ts';
import { afterTestDrive } from '../commerce/test-drive.ts';
import type { Attempt } from '../data/attempts.ts';
import { claimEmailSend } from '../data/email-sends.ts';
import { getProfile } from '../data/users.ts';
import { sendEmail } from '../email/send-email.ts';
import { config } from '../lib/config.ts';
import { ensureReport } from '../reports/generate-report.ts';

/** The diagnostic and full exams send the exam-completion email; quizzes stay in the app. */
const EMAILED_EXAM_TYPES = new Set(['diagnostic', 'FULL_EXAM_BARRISTER', 'FULL_EXAM_SOLICITOR']);

async function sendCompletionEmail(attempt: Attempt): Promise<void> {
  if (!EMAILED_EXAM_TYPES.has(attempt.examType) || !attempt.completedAt) return;
  const profile = await getProfile(attempt.userId);
  if (!profile?.email || !(await claimEmailSend('exam-completion', attempt.id))) return;
  await sendEmail({
    to: profile.email,
    template: 'exam-completion',
    data: {
      firstName: profile.firstName ?? 'there',
      examName: attempt.templateName,
      resultsUrl: `${config().APP_URL}/exam-session/${attempt.id}/results`,
      completionDate: torontoLongDate(attempt.completedAt),
    },
  });
}

/**
 * What follows a completed attempt, run by the table's stream consumer (functions/jobs/attempt-completed.ts),
 * never inside a request: the report is stored, then the exam-completion and Test Drive emails go,
 * and the day's completion counters move (the admin overview), each once whatever the number of
 * deliveries. A failure throws, so the record is retried and, in the end, parked in the
 * dead-letter queue.
 */
export async function afterCompletion(attempt: Attempt): Promise<void> {
  await ensureReport(attempt);
  await sendCompletionEmail(attempt);
  await afterTestDrive(attempt);
  // Last, so the candidate's report and emails never wait on it; once per attempt however often this runs.
  await countCompletion(attempt);
}
