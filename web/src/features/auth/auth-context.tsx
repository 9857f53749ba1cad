import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Hub } from 'aws-amplify/utils';
import { getCurrentUser, signIn as amplifySignIn, signOut as amplifySignOut } from 'aws-amplify/auth';
import { useQueryClient } from '@tanstack/react-query';
import type { RuntimeConfig } from '#shared/runtime-config';
import type { SignupRequest } from '#shared/api/auth';
import { requestSignup } from './api/sign-up.ts';

export type AuthState = { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; userId: string };

interface AuthContextValue {
  state: AuthState;
  signIn: (email: string, password: string) => Promise<void>;
  signUp: (input: SignupRequest) => Promise<void>;
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

const SESSION_TIMEOUT_MS = 5000;

/** Spec: fetch the session with a 5 s timeout; an error or timeout counts as signed out. */
async function loadSession(): Promise<AuthState> {
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('Session timeout')), SESSION_TIMEOUT_MS));
  try {
    const user = await Promise.race([getCurrentUser(), timeout]);
    return { status: 'signedIn', userId: user.userId };
  } catch {
    return { status: 'signedOut' };
  }
}

export function AuthProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'loading' });
  const queryClient = useQueryClient();

  useEffect(() => {
    let active = true;
    const refresh = () => loadSession().then((next) => active && setState(next));
    void refresh();
    const unsubscribe = Hub.listen('auth', ({ payload }) => {
      if (payload.event === 'signedIn' || payload.event === 'tokenRefresh') void refresh();
      if (payload.event === 'signedOut' || payload.event === 'tokenRefresh_failure') {
        queryClient.clear();
        setState({ status: 'signedOut' });
      }
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, [queryClient]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      const result = await amplifySignIn({
        username: email.trim(),
        password,
        options: { authFlowType: config.authFlowType },
      });
      if (!result.isSignedIn) throw new Error('Additional sign-in steps are not supported yet.');
      setState(await loadSession());
    },
    [config.authFlowType],
  );

  const signUp = useCallback(
    async (input: SignupRequest) => {
      await requestSignup(input);
      await signIn(input.email, input.password);
    },
    [signIn],
  );

  const signOut = useCallback(async () => {
    try {
      await amplifySignOut();
    } finally {
      // Spec: even if sign-out fails, the local state is cleared.
      queryClient.clear();
      setState({ status: 'signedOut' });
    }
  }, [queryClient]);

  const value = useMemo(() => ({ state, signIn, signUp, signOut }), [state, signIn, signUp, signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
