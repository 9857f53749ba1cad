import { describe, expect, inject, it } from 'vitest';
import { rateLimitMessage } from '#shared/auth/rate-limit';
import { postJson, randomLoopbackIp, signIn, signUpAndSignIn, uniqueEmail } from '../support/cognito.ts';
import { askLimiter, cognitoSignIn, pageSignIn, type LimiterAnswer, type SignInOutcome } from '../support/login.ts';

const stack = inject('stack');

const WRONG = 'not the password at all';
const BLOCKED = 'PreAuthentication failed with error Account temporarily blocked. Try again in 15 minutes.';
const refusedAsBlocked = { ok: false, name: 'UserLambdaValidationException', message: BLOCKED };
const wrongPassword = { ok: false, name: 'NotAuthorizedException', message: 'Incorrect username or password.' };

/** What a caller can compare between two answers: everything but the ticket, with the wait in whole minutes. */
function observable(answer: LimiterAnswer) {
  const { ticket, delay, retryAfter, ...rest } = answer;
  return { ...rest, hasTicket: ticket !== undefined, waitMinutes: Math.ceil(retryAfter / 60), delayMinutes: Math.ceil(delay / 60_000) };
}
const outcomeOf = (outcome: SignInOutcome | undefined) => (outcome === undefined ? 'not tried' : outcome.ok ? 'signed in' : `${outcome.name}: ${outcome.message}`);

describe('the login limit, per address and place', () => {
  it('blocks an address at one place after 5 wrong passwords, through the page or straight at Cognito', async () => {
    const user = await signUpAndSignIn(stack);
    const ip = randomLoopbackIp();
    // signUpAndSignIn signed in once, which cleared the count; now five failures from one place.
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const { limit, outcome } = await pageSignIn(stack, user.email, WRONG, ip);
      expect(limit, `attempt ${attempt}`).toMatchObject({ allowed: true, attempts: attempt - 1, attemptsRemaining: 6 - attempt });
      expect(outcome).toEqual(wrongPassword);
    }
    // The sixth try: the page asks first and shows the spec's blocked message.
    const sixth = await askLimiter(stack, user.email, ip);
    expect(sixth).toMatchObject({ allowed: false, reason: 'blocked', attemptsRemaining: 0 });
    expect(sixth.retryAfter).toBeGreaterThan(890);
    expect(rateLimitMessage('login', sixth)).toBe('Account temporarily blocked. Try again in 15 minutes.');
    // Sent anyway, with the right password, it is refused by pre-authentication.
    expect(await cognitoSignIn(stack, user.email, user.password, sixth.ticket)).toEqual(refusedAsBlocked);

    // Straight at Cognito (no ticket from the page): the same limit, counted for "direct" sign-ins.
    for (let attempt = 1; attempt <= 5; attempt += 1) expect(await cognitoSignIn(stack, user.email, WRONG)).toEqual(wrongPassword);
    expect(await cognitoSignIn(stack, user.email, user.password)).toEqual(refusedAsBlocked);
  });

  it('counts down the attempts left and starts again after a successful sign-in', async () => {
    const user = await signUpAndSignIn(stack);
    const ip = randomLoopbackIp();
    await pageSignIn(stack, user.email, WRONG, ip);
    await pageSignIn(stack, user.email, WRONG, ip);
    expect(await askLimiter(stack, user.email, ip)).toMatchObject({ allowed: true, attempts: 2, attemptsRemaining: 3 });
    expect((await pageSignIn(stack, user.email, user.password, ip)).outcome?.ok).toBe(true);
    expect(await askLimiter(stack, user.email, ip)).toMatchObject({ allowed: true, attempts: 0, attemptsRemaining: 5 });
  });

  it('lets 20 wrong passwords sent at once reach the password check at most 5 times', async () => {
    const user = await signUpAndSignIn(stack);
    const ip = randomLoopbackIp();
    const { ticket } = await askLimiter(stack, user.email, ip);
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => cognitoSignIn(stack, user.email, WRONG, ticket)));
    const checked = outcomes.filter((o) => !o.ok && o.name === 'NotAuthorizedException').length;
    const refused = outcomes.filter((o) => !o.ok && o.name === 'UserLambdaValidationException').length;
    expect(checked, outcomes.map(outcomeOf).join('\n')).toBeLessThanOrEqual(5);
    expect(checked).toBeGreaterThanOrEqual(1);
    expect(checked + refused).toBe(20);
    // The same 20 straight at Cognito, without the page.
    const direct = await Promise.all(Array.from({ length: 20 }, () => cognitoSignIn(stack, user.email, WRONG)));
    expect(direct.filter((o) => !o.ok && o.name === 'NotAuthorizedException').length).toBeLessThanOrEqual(5);
    // And the address is blocked there now, right password or not.
    expect(await cognitoSignIn(stack, user.email, user.password, ticket)).toEqual(refusedAsBlocked);
  });

  it('does not let an attacker elsewhere keep the candidate out', async () => {
    const user = await signUpAndSignIn(stack);
    // An attacker guesses through the page from their own address until blocked there...
    const attacker = randomLoopbackIp();
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await pageSignIn(stack, user.email, WRONG, attacker)).outcome).toEqual(wrongPassword);
    expect(await pageSignIn(stack, user.email, user.password, attacker)).toMatchObject({ limit: { allowed: false, reason: 'blocked' }, outcome: undefined });
    // ...and with a script straight at Cognito, until that is blocked too.
    for (let attempt = 1; attempt <= 6; attempt += 1) await cognitoSignIn(stack, user.email, WRONG);
    expect(await cognitoSignIn(stack, user.email, user.password)).toEqual(refusedAsBlocked);

    // The candidate, at home, is neither told they are blocked nor refused.
    const home = randomLoopbackIp();
    const { limit, outcome } = await pageSignIn(stack, user.email, user.password, home);
    expect(limit).toMatchObject({ allowed: true, reason: 'ok', attempts: 0, attemptsRemaining: 5 });
    expect(outcome?.ok).toBe(true);
  });

  it('caps guesses spread over many places, but lets the candidate in from a place they signed in from before', async () => {
    const user = await signUpAndSignIn(stack);
    const home = randomLoopbackIp();
    expect((await pageSignIn(stack, user.email, user.password, home)).outcome?.ok).toBe(true);
    // 4 places x 5 wrong passwords: 20 for the address in 15 minutes.
    for (let place = 0; place < 4; place += 1) {
      const ip = randomLoopbackIp();
      for (let attempt = 1; attempt <= 5; attempt += 1) expect((await pageSignIn(stack, user.email, WRONG, ip)).outcome).toEqual(wrongPassword);
    }
    // A fifth new place is refused before it can guess...
    const fifth = randomLoopbackIp();
    expect(await pageSignIn(stack, user.email, WRONG, fifth)).toMatchObject({ limit: { allowed: false, reason: 'blocked' }, outcome: undefined });
    expect(await cognitoSignIn(stack, user.email, WRONG, (await askLimiter(stack, user.email, fifth)).ticket)).toEqual(refusedAsBlocked);
    // ...but the candidate's own place is not.
    const { limit, outcome } = await pageSignIn(stack, user.email, user.password, home);
    expect(limit).toMatchObject({ allowed: true, attempts: 0 });
    expect(outcome?.ok).toBe(true);
    // The candidate's success does not renew the guesser's allowance from new places.
    expect(await pageSignIn(stack, user.email, WRONG, randomLoopbackIp())).toMatchObject({ limit: { allowed: false, reason: 'blocked' }, outcome: undefined });
  });

  it('lets an address sign in many times straight at Cognito (no ticket) without tripping its limits', async () => {
    const user = await signUpAndSignIn(stack);
    // More than the 20 a quarter hour from new places, and than 5 at the place "direct": successes take themselves back.
    for (let i = 0; i < 24; i += 1) expect((await cognitoSignIn(stack, user.email, user.password)).ok, `sign-in ${i + 1}`).toBe(true);
  });

  it('rejects a malformed check with 400', async () => {
    const response = await postJson(`${stack.url}/api/auth-rate-limiter`, { action: 'hack', identifier: 'x' });
    expect(response).toMatchObject({ status: 400, body: { error: 'bad_request' } });
  });
});

describe('the login limit does not tell whether an address has an account', () => {
  it('answers a known and an unknown address alike, up to and after the block', async () => {
    const known = (await signUpAndSignIn(stack)).email;
    const unknown = uniqueEmail('nobody');
    const [knownIp, unknownIp] = [randomLoopbackIp(), randomLoopbackIp()];
    for (let attempt = 1; attempt <= 7; attempt += 1) {
      const [k, u] = await Promise.all([pageSignIn(stack, known, WRONG, knownIp), pageSignIn(stack, unknown, WRONG, unknownIp)]);
      expect(observable(u.limit), `limiter, attempt ${attempt}`).toEqual(observable(k.limit));
      expect(rateLimitMessage('login', u.limit)).toBe(rateLimitMessage('login', k.limit));
      expect(outcomeOf(u.outcome), `sign-in, attempt ${attempt}`).toBe(outcomeOf(k.outcome));
      if (!k.limit.allowed) {
        // Sent despite the page's answer, with the ticket it got: the same refusal.
        const [kAnyway, uAnyway] = await Promise.all([cognitoSignIn(stack, known, WRONG, k.limit.ticket), cognitoSignIn(stack, unknown, WRONG, u.limit.ticket)]);
        expect(kAnyway).toEqual(refusedAsBlocked);
        expect(outcomeOf(uAnyway), `sign-in sent anyway, attempt ${attempt}`).toBe(outcomeOf(kAnyway));
      }
    }
    // Straight at Cognito, six wrong passwords each: the same answers again.
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      const [k, u] = await Promise.all([cognitoSignIn(stack, known, WRONG), cognitoSignIn(stack, unknown, WRONG)]);
      expect(outcomeOf(u), `direct sign-in, attempt ${attempt}`).toBe(outcomeOf(k));
    }
  });
});

describe('the login limit per client IP', () => {
  it('never blocks a place where many candidates sign in successfully (a law school behind one address)', async () => {
    const school = randomLoopbackIp();
    const students = await Promise.all([0, 1, 2].map(() => signUpAndSignIn(stack)));
    for (let round = 0; round < 12; round += 1) {
      for (const student of students) {
        // Now and then a typo first.
        if (round % 4 === 0) expect((await pageSignIn(stack, student.email, WRONG, school)).outcome).toEqual(wrongPassword);
        const { limit, outcome } = await pageSignIn(stack, student.email, student.password, school);
        expect(limit.allowed, `round ${round}`).toBe(true);
        expect(outcome?.ok, `round ${round}`).toBe(true);
      }
    }
  });

  it('blocks a place after 30 failures across addresses, and raises the alert at 5', async () => {
    const ip = randomLoopbackIp();
    const addresses = Array.from({ length: 8 }, () => uniqueEmail('stuffing'));
    let failures = 0;
    for (const address of addresses) {
      for (let attempt = 0; attempt < 5 && failures < 30; attempt += 1) {
        const { limit, outcome } = await pageSignIn(stack, address, WRONG, ip);
        expect(limit.allowed, `failure ${failures + 1}`).toBe(true);
        expect(outcome).toEqual(wrongPassword);
        failures += 1;
      }
    }
    const next = await pageSignIn(stack, uniqueEmail('stuffing'), WRONG, ip);
    expect(next).toMatchObject({ limit: { allowed: false, reason: 'blocked' }, outcome: undefined });
    expect(rateLimitMessage('login', next.limit)).toBe('Account temporarily blocked. Try again in 15 minutes.');

    const admin = await signIn(stack.cognitoEndpoint, stack.userPoolClientId, stack.adminEmail, stack.adminPassword);
    const overview = await fetch(`${stack.url}/api/admin/security`, { headers: { authorization: `Bearer ${admin.accessToken}` } });
    const { events } = (await overview.json()) as { events: { eventType: string; clientIp: string }[] };
    expect(events.filter((e) => e.eventType === 'multiple_failed_attempts' && e.clientIp === ip)).toHaveLength(1);
  });
});
