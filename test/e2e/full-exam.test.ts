import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { LSO_FULL_EXAM_FORMAT, PACKS } from '#shared/catalogue';
import { givePurchase, putQuestions, putTemplate } from '../support/api.ts';
import { signUpAndSignIn } from '../support/cognito.ts';
import '../support/local-stack-context.ts';
import { browserForThisFile, newPage, screenshot } from './browser.ts';

const stack = inject('stack');
const browser = browserForThisFile();

/** A Barrister full exam in today's LSO format: 160 questions, two parts of 80, 2 hours each, a 30-minute break. */
const TEMPLATE = 'e2e-full-exam';
const NAME = `Test ${TEMPLATE}`;
const IDS = Array.from({ length: 160 }, (_, i) => `BAR-EFX-${String(i + 1).padStart(4, '0')}`);

beforeAll(async () => {
  await putQuestions(stack, IDS);
  await putTemplate(stack, { id: TEMPLATE, examType: 'FULL_EXAM_BARRISTER', questionIds: IDS, durationMinutes: 240, format: LSO_FULL_EXAM_FORMAT, packageId: PACKS.barrister.id });
});

async function logIn(page: Page, email: string, password: string) {
  await page.goto(`${stack.url}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(`${stack.url}/dashboard`);
}

const seconds = (clock: string) => clock.split(':').map(Number).reduce((total, part) => total * 60 + part, 0);

describe('a full exam in the browser', () => {
  it("runs in today's LSO format: two 2-hour parts of 80 with a 30-minute break, with the calculator", async () => {
    const user = await signUpAndSignIn(stack, { firstName: 'Amara' });
    await givePurchase(stack, user, PACKS.barrister.id, new Date(Date.now() + 86_400_000).toISOString());
    const { page, errors, close } = await newPage(browser());
    await logIn(page, user.email, user.password);

    // The start dialog says what the sitting will be, from the template's format.
    await page.goto(`${stack.url}/my-content`);
    await page.getByRole('button', { name: `Start ${NAME}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Start ${NAME}` });
    await dialog.getByText('160').waitFor();
    await dialog.getByText('4 h', { exact: true }).waitFor();
    await dialog.getByText(/2 parts of 80 questions, 2 h each, with an optional break of up to 30 min between them/).waitFor();
    await dialog.getByRole('button', { name: 'Start', exact: true }).click();

    // Part 1: questions 1-80, two hours on the clock.
    await page.getByRole('heading', { name: 'Question 1', exact: true }).waitFor();
    await page.getByText('Part 1 of 2', { exact: false }).first().waitFor();
    const clock = seconds(await page.getByTestId('exam-clock').innerText());
    expect(clock).toBeLessThanOrEqual(7200);
    expect(clock).toBeGreaterThan(7200 - 60);
    expect(await page.locator('.navigator-grid button').count()).toBe(80);
    await page.keyboard.press('1');

    // The calculator, from the keyboard: a Solicitor-style sum (a price with 13% HST).
    await page.getByRole('button', { name: 'Calculator' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Calculator' }).waitFor();
    await page.keyboard.type('1250*1.13');
    await page.keyboard.press('Enter');
    expect(await page.getByTestId('calculator-display').innerText()).toContain('1412.5');
    await screenshot(page, 'full-exam-part-1-calculator');
    await page.keyboard.press('Escape');
    expect(await page.getByRole('dialog', { name: 'Calculator' }).count()).toBe(0);

    // Submit part 1: it locks, and the break runs 30 minutes.
    await page.getByRole('button', { name: 'Review & Submit' }).click();
    await page.getByRole('button', { name: 'Submit Part 1' }).first().click();
    const confirmPart = page.getByRole('dialog', { name: 'Submit Part 1?' });
    await confirmPart.getByText('You cannot return to Part 1 after submitting it.').waitFor();
    await confirmPart.getByRole('button', { name: 'Submit Part 1' }).click();
    await page.getByRole('heading', { name: 'Part 1 submitted' }).waitFor();
    const breakLeft = seconds(await page.locator('.break-clock strong').innerText());
    expect(breakLeft).toBeLessThanOrEqual(1800);
    expect(breakLeft).toBeGreaterThan(1800 - 60);
    await page.getByText('Part 2 of 2: 80 questions, 2 h.').waitFor();
    await screenshot(page, 'full-exam-break');

    // Part 2: questions 81-160, a fresh two hours.
    await page.getByRole('button', { name: 'Start Part 2 Now' }).click();
    await page.getByRole('heading', { name: 'Question 81', exact: true }).waitFor();
    const clock2 = seconds(await page.getByTestId('exam-clock').innerText());
    expect(clock2).toBeLessThanOrEqual(7200);
    expect(clock2).toBeGreaterThan(7200 - 60);
    await page.keyboard.press('1');
    await page.getByRole('button', { name: 'Review & Submit' }).click();
    await page.getByRole('button', { name: 'Submit Exam' }).first().click();
    await page.getByRole('dialog', { name: 'Submit exam?' }).getByRole('button', { name: 'Submit Exam' }).click();
    await page.waitForURL(/\/results$/, { timeout: 20_000 });
    // One answer in each part, each right or wrong as the shuffle placed it: the score counts 160 questions.
    expect(await page.getByTestId('result-correct').innerText()).toMatch(/^[0-2] \/ 160$/);
    expect(errors).toEqual([]);
    await close();
  });
});
