import { displayedChoice, orderOf } from '#shared/exam/choice-order';
import { choiceIds, type ChoiceId, type Question } from '#shared/exam/question';
import { getAttempt } from '../../functions/data/attempts.ts';
import { getCurrentQuestions } from '../../functions/data/questions.ts';
import { userIdOf } from './api.ts';
import type { Tokens } from './cognito.ts';
import type { LocalStackContext } from './local-stack-context.ts';
import { pointAtStackTable } from './stack-table.ts';

/*
 * Each attempt shows a question's choices in its own order (docs/exam-engine.md), so a test that
 * means "the right answer" finds the letter that shows its text in that attempt.
 */

/** The questions as the stack's bank holds them, with their real letters, by id. */
export async function bankQuestions(stack: LocalStackContext, ids: readonly string[]): Promise<Map<string, Question>> {
  pointAtStackTable(stack);
  return new Map((await getCurrentQuestions(ids)).map((q) => [q.id, q]));
}

/** The letter under which a served question shows this choice text. */
export function letterShowing(question: { choices: Record<ChoiceId, string> }, text: string): ChoiceId {
  const letter = choiceIds.find((id) => question.choices[id] === text);
  if (!letter) throw new Error(`No choice reads "${text}"`);
  return letter;
}

/** The letter under which a served question shows the real choice `real` of the bank's question. */
export function shownAs(question: { choices: Record<ChoiceId, string> }, stored: Question, real: ChoiceId = stored.correctChoice): ChoiceId {
  return letterShowing(question, stored.choices[real]);
}

/**
 * The letter an attempt shows a question's real choice under, from the stored attempt (for a
 * question that is not served yet, or when only the real letter is known).
 */
export async function letterShown(stack: LocalStackContext, user: Tokens, attemptId: string, questionId: string, real: ChoiceId): Promise<ChoiceId> {
  pointAtStackTable(stack);
  const attempt = await getAttempt(userIdOf(user), attemptId);
  return displayedChoice(orderOf(attempt?.choiceOrders, questionId), real);
}
