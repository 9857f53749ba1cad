/**
 * `npx tsx bin/complete-attempts.ts <attemptId>...`: runs the completion work (report, completion
 * and Test Drive emails) for completed attempts whose stream records ended in the dead-letter
 * queue, against the table named by TABLE_NAME. Safe to repeat: each step happens once.
 */
import { afterCompletion } from '../functions/completion/after-completion.ts';
import { findAttemptById } from '../functions/data/attempts.ts';

const ids = process.argv.slice(2);
if (!ids.length) {
  console.error('Usage: npx tsx bin/complete-attempts.ts <attemptId>...');
  process.exit(2);
}
let failed = 0;
for (const id of ids) {
  const attempt = await findAttemptById(id);
  if (attempt?.status !== 'completed') {
    console.error(`${id}: not a completed attempt; skipped`);
    failed += 1;
    continue;
  }
  try {
    await afterCompletion(attempt);
    console.log(`${id}: report and emails done`);
  } catch (error) {
    console.error(`${id}: ${error instanceof Error ? error.message : String(error)}`);
    failed += 1;
  }
}
process.exit(failed ? 1 : 0);
