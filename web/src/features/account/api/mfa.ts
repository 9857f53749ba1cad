import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { loadAmplify } from '../../../lib/amplify.ts';

/**
 * Two-step verification with an authenticator app (TOTP), through Cognito's own calls: the
 * pool asks for a code at every sign-in once it is on. The API requires it for admin routes
 * (functions/api/admin-mfa.ts).
 */
export const mfaQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'mfa'],
    queryFn: async () => {
      const preference = await (await loadAmplify()).fetchMFAPreference();
      return { enabled: (preference.enabled ?? []).includes('TOTP') };
    },
  });

export function useMfaStatus() {
  return useQuery(mfaQueryOptions());
}

export interface AuthenticatorSetup {
  secret: string;
  uri: string;
}

/** Step 1: a new secret for the candidate's app, and its otpauth:// link. */
export function useStartAuthenticatorSetup() {
  return useMutation({
    mutationFn: async (email: string): Promise<AuthenticatorSetup> => {
      const details = await (await loadAmplify()).setUpTOTP();
      return { secret: details.sharedSecret, uri: details.getSetupUri('BarPrep Ontario', email).toString() };
    },
  });
}

/** Step 2: the first code proves the app holds the secret; then Cognito asks for codes at sign-in. */
export function useConfirmAuthenticator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => {
      const amplify = await loadAmplify();
      await amplify.verifyTOTPSetup({ code: code.replace(/\s+/g, ''), options: { friendlyDeviceName: 'Authenticator app' } });
      await amplify.updateMFAPreference({ totp: 'PREFERRED' });
    },
    onSuccess: () => queryClient.setQueryData(mfaQueryOptions().queryKey, { enabled: true }),
  });
}

export function useTurnOffAuthenticator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await loadAmplify()).updateMFAPreference({ totp: 'DISABLED' }),
    onSuccess: () => queryClient.setQueryData(mfaQueryOptions().queryKey, { enabled: false }),
  });
}
