import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  displayedAnswer,
  displayedChoice,
  displayedChoices,
  displayedRecord,
  IDENTITY_ORDER,
  isChoiceOrder,
  orderOf,
  randomChoiceOrder,
  storedChoice,
  storedChoices,
} from '#shared/exam/choice-order';
import { choiceIds } from '#shared/exam/question';

const texts = { A: 'Alpha', B: 'Bravo', C: 'Charlie', D: 'Delta' };

describe('a choice order', () => {
  it('maps the letter the candidate saw to the real choice and back ("CADB": their A is the real C)', () => {
    expect(choiceIds.map((letter) => storedChoice('CADB', letter))).toEqual(['C', 'A', 'D', 'B']);
    expect(choiceIds.map((letter) => displayedChoice('CADB', letter))).toEqual(['B', 'D', 'A', 'C']);
    for (const letter of choiceIds) {
      expect(displayedChoice('CADB', storedChoice('CADB', letter))).toBe(letter);
      expect(storedChoice('DCBA', displayedChoice('DCBA', letter))).toBe(letter);
    }
  });

  it('re-keys choice texts and explanations as shown, so each letter keeps its own text', () => {
    expect(displayedRecord('CADB', texts)).toEqual({ A: 'Charlie', B: 'Alpha', C: 'Delta', D: 'Bravo' });
    expect(displayedRecord(IDENTITY_ORDER, texts)).toEqual(texts);
    const shown = displayedRecord('BDAC', texts);
    for (const letter of choiceIds) expect(shown[letter]).toBe(texts[storedChoice('BDAC', letter)]);
  });

  it('maps strike-out lists both ways, in letter order', () => {
    expect(storedChoices('CADB', ['A', 'D'])).toEqual(['B', 'C']);
    expect(displayedChoices('CADB', ['B', 'C'])).toEqual(['A', 'D']);
    expect(storedChoices('CADB', [])).toEqual([]);
  });

  it('shows a saved answer in the letters the candidate saw, keeping the rest of it', () => {
    const saved = { choice: 'C' as const, struckOut: ['A' as const, 'D' as const], flagged: true, secondsSpent: 12 };
    expect(displayedAnswer('CADB', saved)).toEqual({ choice: 'A', struckOut: ['B', 'C'], flagged: true, secondsSpent: 12 });
    expect(displayedAnswer('CADB', { choice: null, struckOut: [] })).toEqual({ choice: null, struckOut: [] });
    expect(displayedAnswer('CADB', { choice: 'A' as const, secondsSpent: 3 })).toEqual({ choice: 'B', secondsSpent: 3 });
  });

  it('is the identity for attempts with no order for a question, or a damaged one', () => {
    expect(orderOf(undefined, 'Q1')).toBe('ABCD');
    expect(orderOf({}, 'Q1')).toBe('ABCD');
    expect(orderOf({ Q1: 'AABC', Q2: 'ABC', Q3: 'abcd' }, 'Q1')).toBe('ABCD');
    expect(orderOf({ Q1: 'ABC' }, 'Q1')).toBe('ABCD');
    expect(orderOf({ Q1: 'DBCA' }, 'Q1')).toBe('DBCA');
    for (const letter of choiceIds) expect(storedChoice(IDENTITY_ORDER, letter)).toBe(letter);
  });

  it('recognises only permutations of A-D', () => {
    expect(isChoiceOrder('BADC')).toBe(true);
    expect(['ABCC', 'ABCDE', 'abcd', '', 'ABCE'].some(isChoiceOrder)).toBe(false);
    expect(isChoiceOrder(undefined)).toBe(false);
  });
});

describe('a random order', () => {
  it('is a permutation drawn by the given random source (Fisher-Yates)', () => {
    // Always drawing 0 moves each last letter to the front in turn.
    expect(randomChoiceOrder(() => 0)).toBe('BCDA');
    // Always drawing the top of the range leaves the letters where they are.
    expect(randomChoiceOrder((n) => n - 1)).toBe('ABCD');
  });

  it('reaches all 24 orders, each about as often as the others', () => {
    const counts = new Map<string, number>();
    const draws = 24_000;
    for (let i = 0; i < draws; i += 1) {
      const order = randomChoiceOrder(randomInt);
      expect(isChoiceOrder(order)).toBe(true);
      counts.set(order, (counts.get(order) ?? 0) + 1);
    }
    expect(counts.size).toBe(24);
    // 1,000 expected each; 6 standard deviations (about 6 x 31) either side.
    for (const count of counts.values()) expect(Math.abs(count - draws / 24)).toBeLessThan(190);
  });
});
