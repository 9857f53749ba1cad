import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import '../support/local-stack-context.ts';
import { browserForThisFile, newPage, screenshot } from './browser.ts';

const stack = inject('stack');
const browser = browserForThisFile();
const ATTEMPT = randomUUID();

type Expectation = [landsOn: RegExp, heading: RegExp];

/**
 * Every route of both route tables (platform §2, learning-area §2), where a visitor and a
 * signed-in candidate land, and a heading each sees there.
 */
const ROUTES: { path: string; visitor: Expectation; candidate: Expectation }[] = [
  { path: '/', visitor: [/^\/$/, /./], candidate: [/^\/dashboard$/, /^Welcome, Rosa/] },
  { path: '/landing', visitor: [/^\/landing$/, /./], candidate: [/^\/landing$/, /./] },
  { path: '/landing-v2', visitor: [/^\/landing-v2$/, /./], candidate: [/^\/landing-v2$/, /./] },
  { path: '/old-landing', visitor: [/^\/old-landing$/, /./], candidate: [/^\/old-landing$/, /./] },
  { path: '/sample-quiz', visitor: [/^\/signup$/, /Create your account/i], candidate: [/^\/test-exam$/, /./] },
  { path: '/free-diagnostic', visitor: [/^\/signup$/, /Create your account/i], candidate: [/^\/test-exam$/, /./] },
  { path: '/login', visitor: [/^\/login$/, /Welcome back/], candidate: [/^\/login$/, /Welcome back/] },
  { path: '/signup', visitor: [/^\/signup$/, /Create your account/i], candidate: [/^\/signup$/, /Create your account/i] },
  { path: '/forgot-password', visitor: [/^\/forgot-password$/, /password/i], candidate: [/^\/forgot-password$/, /password/i] },
  { path: '/reset-password', visitor: [/^\/reset-password$/, /./], candidate: [/^\/reset-password$/, /./] },
  { path: '/dashboard', visitor: [/^\/$/, /./], candidate: [/^\/dashboard$/, /^Welcome, Rosa/] },
  { path: '/dashboard-old', visitor: [/^\/$/, /./], candidate: [/^\/dashboard-old$/, /^Welcome, Rosa/] },
  { path: '/test-exam', visitor: [/^\/login$/, /Welcome back/], candidate: [/^\/test-exam$/, /./] },
  { path: `/exam-session/${ATTEMPT}`, visitor: [/^\/login$/, /Welcome back/], candidate: [/^\/exam-session\//, /Exam not found/] },
  { path: `/exam/${ATTEMPT}`, visitor: [/^\/login$/, /Welcome back/], candidate: [/^\/exam\//, /Exam not found/] },
  { path: `/exam-session/${ATTEMPT}/processing`, visitor: [/^\/login$/, /Welcome back/], candidate: [/\/processing$/, /./] },
  { path: `/exam-session/${ATTEMPT}/results`, visitor: [/^\/login$/, /Welcome back/], candidate: [/\/results$/, /Results not found/] },
  { path: `/exam-results/${ATTEMPT}`, visitor: [/^\/login$/, /Welcome back/], candidate: [/^\/exam-results\//, /Review not found/] },
  { path: `/exam-results/${ATTEMPT}/report/${ATTEMPT}`, visitor: [/^\/login$/, /Welcome back/], candidate: [/\/report\//, /Report Not Found/] },
  { path: `/diagnostic-report/${ATTEMPT}`, visitor: [/^\/login$/, /Welcome back/], candidate: [/^\/diagnostic-report\//, /Report Not Found/] },
  { path: `/diagnostic-results/${ATTEMPT}`, visitor: [/^\/login$/, /Welcome back/], candidate: [/^\/diagnostic-results\//, /Report Not Found/] },
  { path: '/v3-diagnostic-test', visitor: [/^\/login$/, /Welcome back/], candidate: [/^\/test-exam$/, /./] },
  { path: '/performance', visitor: [/^\/login$/, /Welcome back/], candidate: [/^\/performance$/, /Performance/] },
  { path: '/my-content', visitor: [/^\/login$/, /Welcome back/], candidate: [/^\/my-content$/, /Practice Content/] },
  { path: '/my-exam-history', visitor: [/^\/login$/, /Welcome back/], candidate: [/^\/my-exam-history$/, /Exam History/] },
  { path: '/exam-history', visitor: [/^\/login$/, /Welcome back/], candidate: [/^\/my-exam-history$/, /Exam History/] },
  { path: '/account', visitor: [/^\/login$/, /Welcome back/], candidate: [/^\/account$/, /Account/] },
  { path: '/billing', visitor: [/^\/login$/, /Welcome back/], candidate: [/^\/billing$/, /^Billing$/] },
  { path: '/checkout?package=total', visitor: [/^\/login$/, /Welcome back/], candidate: [/^\/checkout$/, /^Checkout$/] },
  { path: '/checkout/success', visitor: [/^\/checkout\/success$/, /No payment to confirm/], candidate: [/^\/checkout\/success$/, /No payment to confirm/] },
  { path: '/pricing', visitor: [/^\/pricing$/, /Choose your Performance Pack/], candidate: [/^\/pricing$/, /Choose your Performance Pack/] },
  { path: '/faq', visitor: [/^\/faq$/, /./], candidate: [/^\/faq$/, /./] },
  { path: '/exam-dates', visitor: [/^\/exam-dates$/, /./], candidate: [/^\/exam-dates$/, /./] },
  { path: '/test-nav', visitor: [/^\/test-nav$/, /./], candidate: [/^\/test-nav$/, /./] },
  { path: '/terms', visitor: [/^\/terms$/, /Terms/], candidate: [/^\/terms$/, /Terms/] },
  { path: '/privacy', visitor: [/^\/privacy$/, /Privacy/], candidate: [/^\/privacy$/, /Privacy/] },
  { path: '/contact', visitor: [/^\/contact$/, /Contact/], candidate: [/^\/contact$/, /Contact/] },
  { path: '/auth', visitor: [/^\/login$/, /Welcome back/], candidate: [/^\/login$/, /Welcome back/] },
  ...['', '/users', '/exams', '/questions', '/packages', '/billing', '/analytics', '/email', '/settings', '/content', '/assessments', '/question-reorder'].map((sub) => ({
    path: `/admin${sub}`,
    visitor: [/^\/login$/, /Welcome back/] as Expectation,
    candidate: [new RegExp(`^/admin${sub}$`), /Administrators only/] as Expectation,
  })),
  { path: '/no-such-page', visitor: [/^\/no-such-page$/, /^Oops! Page not found$/], candidate: [/^\/no-such-page$/, /^Oops! Page not found$/] },
];

async function signUp(page: Page) {
  await page.goto(`${stack.url}/signup`);
  await page.getByLabel('Email').fill(`tour-${randomUUID().slice(0, 8)}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('walking every route');
  await page.getByLabel('First name').fill('Rosa');
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('heading', { name: 'Welcome, Rosa' }).waitFor();
}

/** Visits a path and answers where it settled and the page's first heading. */
async function visit(page: Page, path: string): Promise<{ path: string; heading: string; overflow: number }> {
  await page.goto(`${stack.url}${path}`);
  const heading = page.locator('main h1, .exam-screen h1, section h1').first();
  await heading.waitFor({ timeout: 15_000 });
  // Redirects settle before the heading of the page they lead to appears.
  await page.waitForLoadState('networkidle');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  return { path: new URL(page.url()).pathname, heading: (await heading.innerText()).trim(), overflow };
}

async function seriousViolations(page: Page): Promise<string[]> {
  const axePath = join(process.cwd(), 'node_modules/axe-core/axe.min.js');
  await page.addScriptTag({ content: await readFile(axePath, 'utf8') });
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }> } }).axe;
    return axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
  });
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('every route, as a visitor and as a candidate', () => {
  it('lands where the route tables say, with a heading, and fits a 360 px wide phone', async () => {
    const phone = { width: 360, height: 740 };
    const visitor = await newPage(browser(), phone);
    const candidate = await newPage(browser(), phone);
    await signUp(candidate.page);
    const problems: string[] = [];
    // The visitor and the candidate walk at the same time, in their own browser contexts.
    const walk = async (who: 'visitor' | 'candidate', page: Page) => {
      for (const route of ROUTES) {
        const [landsOn, heading] = route[who];
        const seen = await visit(page, route.path).catch((error: unknown) => ({ path: new URL(page.url()).pathname, heading: `(no heading: ${String(error).slice(0, 80)})`, overflow: 0 }));
        if (!landsOn.test(seen.path) || !heading.test(seen.heading)) problems.push(`${who} ${route.path} → ${seen.path} "${seen.heading}"`);
        if (seen.overflow > 0) problems.push(`${who} ${route.path} scrolls sideways by ${seen.overflow} px at 360 px`);
      }
    };
    await Promise.all([walk('visitor', visitor.page), walk('candidate', candidate.page)]);
    expect(problems).toEqual([]);
    expect([...visitor.errors, ...candidate.errors].filter((e) => !e.includes('status of 404'))).toEqual([]);
    await visitor.close();
    await candidate.close();
  }, 240_000);
});

describe('the key pages at phone and desktop widths', () => {
  it('look right at 375 px and 1280 px, and axe finds nothing serious or critical', async () => {
    const { page, errors, close } = await newPage(browser());
    const problems: string[] = [];
    const check = async (name: string) => {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
        await page.waitForTimeout(150);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        if (overflow > 0) problems.push(`${name} at ${width} px scrolls sideways by ${overflow} px`);
        await screenshot(page, `site-${name}-${width}`);
      }
      for (const violation of await seriousViolations(page)) problems.push(`${name}: ${violation}`);
    };

    await page.goto(`${stack.url}/`);
    await page.locator('main h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    await check('landing');
    await page.goto(`${stack.url}/login`);
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await check('login');
    await page.goto(`${stack.url}/signup`);
    await page.getByRole('button', { name: 'Create Account' }).waitFor();
    await check('signup');

    await signUp(page);
    await page.waitForLoadState('networkidle');
    await check('dashboard');

    await page.goto(`${stack.url}/my-content`);
    await page.getByRole('button', { name: 'Start Free Sample Quiz' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Start', exact: true }).click();
    await page.getByRole('heading', { name: 'Question 1', exact: true }).waitFor();
    const attemptUrl = page.url();
    await check('exam-screen');
    for (let i = 0; i < 10; i += 1) {
      await page.keyboard.press(['a', 'b', 'c', 'd'][i % 4] ?? 'a');
      await page.keyboard.press('n');
    }
    await page.getByRole('button', { name: 'Submit Exam' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit Exam' }).click();
    await page.waitForURL(`${attemptUrl}/results`, { timeout: 20_000 });
    await page.getByRole('link', { name: /View .*Report/ }).click();
    await page.getByRole('heading', { name: 'Overall Performance Dashboard' }).waitFor();
    await check('report');

    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  }, 120_000);
});

describe('the landing page’s weight', () => {
  it('needs under 150 KB of gzipped JavaScript for its first paint', async () => {
    const { page, close } = await newPage(browser());
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${stack.url}/`);
    await page.locator('main h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    // First paint: the entry and what index.html preloads with it, and the landing route's chunk.
    // Sections below the fold fetch their data (and its validator) after that.
    const html = await readFile(join(process.cwd(), 'web/dist/index.html'), 'utf8');
    const inHtml = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
    const firstPaint = scripts.filter((path) => inHtml.has(path) || /\/landing-page-[\w-]+\.js$/.test(path));
    expect(firstPaint.some((path) => /landing-page-/.test(path))).toBe(true);
    const gzipped = async (paths: string[]) => {
      let total = 0;
      for (const path of new Set(paths)) total += gzipSync(await readFile(join(process.cwd(), 'web/dist', path))).length;
      return total;
    };
    const initial = await gzipped(firstPaint);
    const afterIdle = await gzipped(scripts);
    console.log(`landing JavaScript, gzipped: ${(initial / 1024).toFixed(1)} KB for the first paint (${new Set(firstPaint).size} files), ${(afterIdle / 1024).toFixed(1)} KB once idle (${new Set(scripts).size} files)`);
    expect(initial).toBeLessThan(150 * 1024);
    await close();
  });
});

describe('simulation mode', () => {
  it('lets an administrator preview a pack on the dashboard without being granted anything', async () => {
    const { page, errors, close } = await newPage(browser());
    await page.goto(`${stack.url}/login`);
    await page.getByLabel('Email').fill(stack.adminEmail);
    await page.getByLabel('Password').fill(stack.adminPassword);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(`${stack.url}/dashboard`);
    await page.getByRole('region', { name: 'Administrator tools' }).waitFor();
    await page.getByLabel('Simulate ownership').selectOption('barrister');
    await page.getByText('Simulation mode: Barrister pack.').waitFor();
    await page.getByRole('heading', { name: 'Partial Access', level: 2 }).waitFor();
    await page.getByRole('button', { name: 'Start Barrister Mini Exam' }).click();
    await expect.poll(() => page.locator('.toast-viewport').innerText()).toContain('In a real environment, this would start a new practice session.');
    expect(await page.getByRole('dialog').count()).toBe(0);
    // The server still sees an administrator without a pack.
    const content = await page.evaluate(async () => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('.accessToken')) ?? '';
      const response = await fetch('/api/content', { headers: { authorization: `Bearer ${localStorage.getItem(key) ?? ''}` } });
      return (await response.json()) as { accessTier: string };
    });
    expect(content.accessTier).toBe('free');
    await page.getByRole('button', { name: 'End simulation' }).click();
    await page.getByRole('heading', { name: 'Free Access', level: 2 }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });
});
