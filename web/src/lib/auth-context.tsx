import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { RuntimeConfig } from '#shared/runtime-config';
import type { SignupRequest } from '#shared/api/auth';
import { clearLocalStorage, rememberUser } from './local-storage.ts';
import { ACTIVITY_REFRESH_MS } from '#shared/auth/sessions';
import { normalizeEmail } from '#shared/auth/validation';
import { LOGIN_TICKET_FIELD } from '#shared/auth/login-ticket';
import { loadAmplify, mayHaveSession } from './amplify.ts';
import { SESSION_ENDED_EVENT } from './api-error.ts';

// The API calls below load with the first sign-in, sign-up or sign-out: a visitor's first page
// does not carry their schemas.
const sessionsApi = () => import('../api/sessions.ts');

export type SignInOutcome = 'signed-in' | 'code-required';

export type AuthState = { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; userId: string };

interface AuthContextValue {
  state: AuthState;
  /** 'code-required' when the account has an authenticator app: confirmSignInCode finishes it. */
  signIn: (email: string, password: string, loginTicket?: string) => Promise<SignInOutcome>;
  confirmSignInCode: (code: string) => Promise<void>;
  signUp: (input: SignupRequest) => Promise<void>;
  signOut: () => Promise<void>;
  /** Replaces this browser's tokens with new ones (after a password change signed every session out). */
  renewSession: (email: string, password: string) => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

const SESSION_TIMEOUT_MS = 5000;
const SESSION_CACHE_MS = 5000;
let cached: { at: number; state: AuthState } | undefined;
/** Set while Amplify is not loaded yet: subscribes to its events once a sign-in loads it. */
let listenWhenLoaded: (() => void) | undefined;
/** True while this tab swaps its tokens: the sign-out that is part of it is not a sign-out. */
let renewing = false;

/**
 * Spec (platform §4): a session looked up less than 5 s ago is reused; otherwise it is fetched
 * with a 5 s timeout, and an error or timeout counts as signed out.
 */
async function loadSession({ fresh = false } = {}): Promise<AuthState> {
  if (!fresh && cached && Date.now() - cached.at < SESSION_CACHE_MS) return cached.state;
  let state: AuthState;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    // No stored tokens: signed out, and a visitor's page does not wait for Amplify to load.
    if (!mayHaveSession()) throw new Error('No session');
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Session timeout')), SESSION_TIMEOUT_MS);
    });
    const user = await Promise.race([loadAmplify().then(({ getCurrentUser }) => getCurrentUser()), timeout]);
    state = { status: 'signedIn', userId: user.userId };
  } catch {
    state = { status: 'signedOut' };
  } finally {
    clearTimeout(timer);
  }
  cached = { at: Date.now(), state };
  return state;
}

export function AuthProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'loading' });
  const queryClient = useQueryClient();

  useEffect(() => {
    let active = true;
    const refresh = () => loadSession().then((next) => active && setState(next));
    void refresh();
    let unsubscribe = () => {};
    // Amplify's events matter only once Amplify is in use (a stored session, or signing in).
    const listen = () =>
      loadAmplify().then(({ Hub }) => {
        if (!active) return;
        unsubscribe = Hub.listen('auth', ({ payload }) => {
          if (payload.event === 'signedIn' || payload.event === 'tokenRefresh') void refresh();
          if ((payload.event === 'signedOut' || payload.event === 'tokenRefresh_failure') && !renewing) {
            cached = undefined;
            clearLocalStorage();
            queryClient.clear();
            setState({ status: 'signedOut' });
          }
        });
      });
    if (mayHaveSession()) void listen();
    else listenWhenLoaded = () => void listen();
    return () => {
      active = false;
      listenWhenLoaded = undefined;
      unsubscribe();
    };
  }, [queryClient]);

  const finishSignIn = useCallback(async () => {
    const next = await loadSession({ fresh: true });
    if (next.status === 'signedIn') {
      rememberUser(next.userId);
      await (await sessionsApi()).registerSession();
    }
    setState(next);
  }, []);

  const signIn = useCallback(
    async (email: string, password: string, loginTicket?: string): Promise<SignInOutcome> => {
      const amplify = await loadAmplify();
      listenWhenLoaded?.();
      listenWhenLoaded = undefined;
      const result = await amplify.signIn({
        // The pool holds the address in lower case (the API normalises it at sign-up).
        username: normalizeEmail(email),
        password,
        // The login page's ticket tells the pre-authentication trigger where this attempt comes from.
        options: { authFlowType: config.authFlowType, ...(loginTicket ? { clientMetadata: { [LOGIN_TICKET_FIELD]: loginTicket } } : {}) },
      });
      if (result.nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') return 'code-required';
      if (!result.isSignedIn) throw new Error('This sign-in needs a step the app does not offer. Please contact support.');
      await finishSignIn();
      return 'signed-in';
    },
    [config.authFlowType, finishSignIn],
  );

  const confirmSignInCode = useCallback(
    async (code: string) => {
      const result = await (await loadAmplify()).confirmSignIn({ challengeResponse: code.replace(/\s+/g, '') });
      if (!result.isSignedIn) throw new Error('That code was not accepted. Sign in again.');
      await finishSignIn();
    },
    [finishSignIn],
  );

  const signUp = useCallback(
    async (input: SignupRequest) => {
      await (await import('../api/sign-up.ts')).requestSignup(input);
      // A new account has no authenticator app: this sign-in completes.
      await signIn(input.email, input.password);
    },
    [signIn],
  );

  const renewSession = useCallback(
    async (email: string, password: string) => {
      renewing = true;
      try {
        // The old tokens are revoked already; forget them here (Amplify allows one signed-in user).
        const amplify = await loadAmplify();
        await amplify.signOut().catch(() => undefined);
        if ((await signIn(email, password)) === 'code-required') {
          // An authenticator app asks for a code: that sign-in is the candidate's to finish.
          await amplify.signOut().catch(() => undefined);
          throw new Error('Your password is changed. Sign in again with it and your authenticator code.');
        }
      } finally {
        renewing = false;
      }
    },
    [signIn],
  );

  // Spec: activity is recorded at most every 5 minutes while signed in.
  useEffect(() => {
    if (state.status !== 'signedIn') return;
    const timer = setInterval(() => void sessionsApi().then((api) => api.recordActivity()), ACTIVITY_REFRESH_MS);
    return () => clearInterval(timer);
  }, [state.status]);

  const signOut = useCallback(async () => {
    try {
      await (await sessionsApi()).endCurrentSession('user_logout');
      if (mayHaveSession()) await (await loadAmplify()).signOut();
    } finally {
      // Spec: even if sign-out fails, the local state is cleared.
      cached = undefined;
      clearLocalStorage();
      queryClient.clear();
      setState({ status: 'signedOut' });
    }
  }, [queryClient]);

  // The API said this browser's session ended elsewhere: forget it here too (no server call: the
  // server has ended it already), so guarded pages send the candidate to sign in.
  useEffect(() => {
    const onEnded = () => {
      if (!mayHaveSession() || renewing) return;
      void loadAmplify()
        .then((amplify) => amplify.signOut())
        .catch(() => undefined)
        .finally(() => {
          cached = undefined;
          clearLocalStorage();
          queryClient.clear();
          setState({ status: 'signedOut' });
        });
    };
    window.addEventListener(SESSION_ENDED_EVENT, onEnded);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, onEnded);
  }, [queryClient]);

  const value = useMemo(
    () => ({ state, signIn, confirmSignInCode, signUp, signOut, renewSession }),
    [state, signIn, confirmSignInCode, signUp, signOut, renewSession],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
