import { choiceIds, type ChoiceId } from './question.ts';

/**
 * Choices shuffled per attempt. Each attempt stores, for each question, the order its candidate
 * sees the choices in, as four letters: "CADB" means the candidate's A is the question's real
 * (stored) choice C, their B is the real A, their C the real D and their D the real B. The API
 * speaks the letters the candidate saw ("displayed"); responses are stored in the question's real
 * letters, so scoring, reports and statistics work on the real choice. An attempt without an
 * order for a question (started before choices were shuffled) shows them as stored: "ABCD".
 */
export type ChoiceOrder = string;

export const IDENTITY_ORDER: ChoiceOrder = 'ABCD';

/** True for a permutation of A-D written as four letters. */
export function isChoiceOrder(value: unknown): value is ChoiceOrder {
  return typeof value === 'string' && value.length === choiceIds.length && [...value].sort().join('') === IDENTITY_ORDER;
}

/**
 * A uniformly random order (Fisher-Yates). `randomBelow(n)` answers an integer from 0 to n - 1;
 * the server passes node:crypto's randomInt.
 */
export function randomChoiceOrder(randomBelow: (n: number) => number): ChoiceOrder {
  const letters: ChoiceId[] = [...choiceIds];
  for (let i = letters.length - 1; i > 0; i -= 1) {
    const j = randomBelow(i + 1);
    const swap = letters[i] as ChoiceId;
    letters[i] = letters[j] as ChoiceId;
    letters[j] = swap;
  }
  return letters.join('');
}

/** The order of one question in an attempt's orders; identity when it has none (or a damaged one). */
export function orderOf(orders: Readonly<Record<string, string>> | undefined, questionId: string): ChoiceOrder {
  const order = orders?.[questionId];
  return isChoiceOrder(order) ? order : IDENTITY_ORDER;
}

/** The real choice behind the letter the candidate saw. */
export function storedChoice(order: ChoiceOrder, displayed: ChoiceId): ChoiceId {
  return order[choiceIds.indexOf(displayed)] as ChoiceId;
}

/** The letter the candidate saw for a real choice. */
export function displayedChoice(order: ChoiceOrder, stored: ChoiceId): ChoiceId {
  return choiceIds[order.indexOf(stored)] as ChoiceId;
}

/** Displayed letters (a strike-out list) as real ones, in letter order. */
export function storedChoices(order: ChoiceOrder, displayed: readonly ChoiceId[]): ChoiceId[] {
  return displayed.map((letter) => storedChoice(order, letter)).sort();
}

/** Real letters as the candidate saw them, in letter order. */
export function displayedChoices(order: ChoiceOrder, stored: readonly ChoiceId[]): ChoiceId[] {
  return stored.map((letter) => displayedChoice(order, letter)).sort();
}

/** A record keyed by real letter (choice texts, explanations) re-keyed A-D as the candidate sees it. */
export function displayedRecord<T>(order: ChoiceOrder, stored: Readonly<Record<ChoiceId, T>>): Record<ChoiceId, T> {
  return { A: stored[storedChoice(order, 'A')], B: stored[storedChoice(order, 'B')], C: stored[storedChoice(order, 'C')], D: stored[storedChoice(order, 'D')] };
}

/** A saved answer (its choice and strike-outs, in real letters) as the candidate saw it. */
export function displayedAnswer<T extends { choice: ChoiceId | null; struckOut?: ChoiceId[] }>(order: ChoiceOrder, stored: T): T {
  return {
    ...stored,
    choice: stored.choice === null ? null : displayedChoice(order, stored.choice),
    ...(stored.struckOut ? { struckOut: displayedChoices(order, stored.struckOut) } : {}),
  };
}
