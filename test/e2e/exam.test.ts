import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { readBankFiles } from '../../functions/question-bank/import-bank.ts';
import { parseBank } from '../../functions/question-bank/parse-bank.ts';
import '../support/local-stack-context.ts';
import { browserForThisFile, newPage, screenshot } from './browser.ts';

const stack = inject('stack');
const browser = browserForThisFile();

const LETTERS = ['A', 'B', 'C', 'D'] as const;

/** The diagnostic as the bank ships it: its questions in order, with their answers. */
async function diagnostic() {
  const bank = parseBank(await readBankFiles());
  const set = bank.sets.find((s) => s.templateId === 'free-diagnostic');
  if (!set) throw new Error('The bank has no set for the free diagnostic');
  const byId = new Map(bank.questions.map((q) => [q.id, q]));
  return set.questionIds.map((id) => {
    const question = byId.get(id);
    if (!question) throw new Error(`${id} is missing`);
    return question;
  });
}

async function signUp(page: Page) {
  await page.goto(`${stack.url}/signup`);
  await page.getByLabel('Email').fill(`exam-${randomUUID().slice(0, 8)}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('a long walk by the lake');
  await page.getByLabel('First name').fill('Jordan');
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('heading', { name: 'Welcome, Jordan' }).waitFor();
}

/** Presses Tab until the focused element has this accessible text (the keyboard-only way to reach it). */
async function tabTo(page: Page, text: string | RegExp) {
  for (let i = 0; i < 80; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el ? (el.getAttribute('aria-label') ?? el.innerText ?? '').trim() : '';
    });
    if (typeof text === 'string' ? focused === text : text.test(focused)) return;
  }
  throw new Error(`Could not Tab to ${String(text)}`);
}

const navigatorLabels = (page: Page) => page.locator('.navigator-grid button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
const clockSeconds = async (page: Page) => {
  const [h, m, s] = (await page.getByTestId('exam-clock').innerText()).split(':').map(Number);
  return s === undefined ? (h ?? 0) * 60 + (m ?? 0) : (h ?? 0) * 3600 + (m ?? 0) * 60 + s;
};

describe('taking the free diagnostic with the keyboard alone', () => {
  it('answers, flags, resumes after a reload, submits, sees the results and reviews the explanations', async () => {
    const questions = await diagnostic();
    expect(questions).toHaveLength(40);
    const { page, errors, close } = await newPage(browser());
    await signUp(page);

    // Dashboard → the test picker → the start dialog → the exam, by keyboard.
    await tabTo(page, /^Take the Free Diagnostic/);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Choose a Test' }).waitFor();
    await page.getByRole('button', { name: 'Start Free Diagnostic' }).waitFor();
    await tabTo(page, 'Start Free Diagnostic');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Start Free Diagnostic' }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/exam-session\/[0-9a-f-]{36}$/);
    const attemptUrl = page.url();
    await page.getByRole('heading', { name: 'Question 1', exact: true }).waitFor();
    expect(await page.getByText('Free Diagnostic').first().isVisible()).toBe(true);

    // Answer 1-20 with digits and letters (each question's own "chosen" letter), flag 3, strike a choice on 5.
    // Choices are shuffled per attempt, so what counts is the text shown under the chosen letter.
    const chosen: string[] = [];
    const choiceText = async (letter: string) => (await page.locator(`.choices [data-choice="${letter}"] .choice-text`).textContent()) ?? '';
    for (let i = 0; i < 20; i += 1) {
      const letter = LETTERS[i % 4] ?? 'A';
      chosen.push(await choiceText(letter));
      await page.keyboard.press(i % 2 ? letter.toLowerCase() : String(LETTERS.indexOf(letter) + 1));
      if (i === 2) await page.keyboard.press('f');
      if (i === 4) await page.keyboard.press('Shift+KeyD');
      await page.keyboard.press('n');
      await page.getByRole('heading', { name: `Question ${i + 2}`, exact: true }).waitFor();
    }
    await expect.poll(() => page.getByTestId('save-status').innerText(), { timeout: 15_000 }).toBe('All changes saved');
    const before = { labels: await navigatorLabels(page), clock: await clockSeconds(page) };
    expect(before.labels.slice(0, 21)).toEqual([
      ...Array.from({ length: 20 }, (_, i) => `Question ${i + 1}: answered${i === 2 ? ', flagged' : ''}`),
      'Question 21: unanswered',
    ]);
    await screenshot(page, 'exam-desktop');

    // A refresh resumes on the same question, with the same answers and the same clock.
    await page.reload();
    await page.getByRole('heading', { name: 'Question 21', exact: true }).waitFor();
    expect(await navigatorLabels(page)).toEqual(before.labels);
    const after = await clockSeconds(page);
    expect(after).toBeLessThanOrEqual(before.clock);
    expect(after).toBeGreaterThan(before.clock - 30);
    await page.keyboard.press('p');
    await page.keyboard.press('p');
    await page.keyboard.press('p');
    await page.keyboard.press('p');
    await page.getByRole('heading', { name: 'Question 17', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: /^A\./ }).getAttribute('aria-pressed')).toBe('true');
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowRight');

    // The on-screen calculator, by keyboard: its keys do not answer the question, and Escape
    // gives the keys back to the exam.
    await tabTo(page, 'Calculator');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Calculator' }).waitFor();
    await page.keyboard.type('329.99*1.13');
    await page.keyboard.press('Enter');
    expect(await page.getByTestId('calculator-display').innerText()).toContain('372.8887');
    expect(await page.getByRole('button', { name: /^C\./ }).getAttribute('aria-pressed')).not.toBe('true');
    await page.keyboard.press('Escape');
    expect(await page.getByRole('dialog', { name: 'Calculator' }).count()).toBe(0);
    await page.getByRole('heading', { name: 'Question 21', exact: true }).waitFor();

    // Answer the rest; the last N opens the review, which lists the flagged question.
    for (let i = 20; i < 40; i += 1) {
      await page.getByRole('heading', { name: `Question ${i + 1}`, exact: true }).waitFor();
      const letter = LETTERS[(i * 3) % 4] ?? 'A';
      chosen.push(await choiceText(letter));
      await page.keyboard.press(letter.toLowerCase());
      await page.keyboard.press('n');
    }
    await page.getByRole('heading', { name: 'Review your answers before submitting' }).waitFor();
    expect(await page.getByRole('region', { name: 'Flagged' }).innerText()).toContain('Question 3');
    await tabTo(page, 'Submit Exam');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Submit exam?' }).waitFor();
    await page.keyboard.press('Enter');

    // Processing, then the results with this candidate's own numbers.
    await page.waitForURL(`${attemptUrl}/results`, { timeout: 20_000 });
    const correct = questions.filter((q, i) => chosen[i]?.includes(q.choices[q.correctChoice])).length;
    expect(await page.getByTestId('result-correct').innerText()).toBe(`${correct} / 40`);
    expect(await page.getByTestId('result-score').innerText()).toBe(`${Math.round((correct / 40) * 100)}%`);
    expect(await page.getByRole('table').innerText()).toContain('Ethics and Professional Responsibility');
    await screenshot(page, 'exam-results');

    // The review: the candidate's answer, the correct one and every explanation.
    await tabTo(page, 'Review Answers and Explanations');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Review: Free Diagnostic' }).waitFor();
    const first = questions[0];
    const firstCard = page.getByRole('article', { name: 'Question 1', exact: true });
    for (const letter of LETTERS) expect(await firstCard.innerText()).toContain(first?.explanations[letter] ?? '?');
    expect(await firstCard.innerText()).toContain(first?.ruleReference ?? '?');
    expect(await firstCard.innerText()).toContain('Your answer');
    await tabTo(page, /^Flagged \(1\)/);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.reviewed-question').count()).toBe(1);
    expect(await page.locator('.reviewed-question h2').innerText()).toBe('Question 3');
    await screenshot(page, 'exam-review');

    // The history lists it; the exam screen of a finished attempt goes to its results.
    await page.goto(`${stack.url}/my-exam-history`);
    await page.getByRole('link', { name: 'Free Diagnostic' }).waitFor();
    await page.goto(attemptUrl);
    await page.waitForURL(`${attemptUrl}/results`);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('the exam screen on a phone', () => {
  it('fits 375 px, shows the navigator on demand, and keeps answers in tutor mode', async () => {
    const { page, errors, close } = await newPage(browser(), { width: 375, height: 760 });
    await signUp(page);
    await page.goto(`${stack.url}/my-content`);
    await page.getByRole('button', { name: 'Start Free Sample Quiz' }).click();
    await page.getByLabel(/^Tutor/).check();
    await page.getByRole('dialog').getByRole('button', { name: 'Start', exact: true }).click();
    await page.getByRole('heading', { name: 'Question 1', exact: true }).waitFor();
    await page.getByRole('button', { name: /^B\./ }).click();
    await page.getByRole('button', { name: 'Submit Answer' }).click();
    await page.locator('.tutor-review').waitFor();
    expect(await page.getByRole('button', { name: /^B\./ }).isDisabled()).toBe(true);
    expect(await page.locator('.choice-explanation').count()).toBe(4);
    await page.getByRole('button', { name: /^Questions \(1\/10 answered\)/ }).click();
    await page.getByRole('button', { name: 'Question 4: unanswered' }).click();
    await page.getByRole('heading', { name: 'Question 4', exact: true }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'exam-375');
    // Reloading keeps the revealed answer (the server sends it back for answered questions).
    await page.reload();
    await page.getByRole('heading', { name: 'Question 4', exact: true }).waitFor();
    await page.keyboard.press('p');
    await page.keyboard.press('p');
    await page.keyboard.press('p');
    await page.locator('.tutor-review').waitFor();
    expect(errors).toEqual([]);
    await close();
  });
});

describe('saving while the connection drops', () => {
  it('queues answers offline, shows it, and sends them when the connection returns', async () => {
    const { page, errors, close } = await newPage(browser());
    await signUp(page);
    await page.goto(`${stack.url}/my-content`);
    await page.getByRole('button', { name: 'Start Free Sample Quiz' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Start', exact: true }).click();
    await page.getByRole('heading', { name: 'Question 1', exact: true }).waitFor();
    await page.keyboard.press('c');
    await expect.poll(() => page.getByTestId('save-status').innerText()).toBe('All changes saved');

    await page.context().setOffline(true);
    await page.keyboard.press('n');
    await page.keyboard.press('d');
    await page.keyboard.press('f');
    await expect.poll(() => page.getByTestId('save-status').innerText()).toMatch(/^Offline: \d+ changes? waiting$/);
    // Still offline, a refresh of the page is not possible; the queue is in localStorage instead.
    expect(await page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('bp:exam-saves:')))).toBe(true);

    await page.context().setOffline(false);
    await expect.poll(() => page.getByTestId('save-status').innerText(), { timeout: 15_000 }).toBe('All changes saved');
    await page.reload();
    await page.getByRole('heading', { name: 'Question 2', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Question 2: answered, flagged' }).count()).toBe(1);
    // The browser logs the failed requests while offline; nothing else may error.
    expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(e))).toEqual([]);
    await close();
  });
});
