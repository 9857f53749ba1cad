/**
 * Sign-in and sign-up checks with the spec's titles and messages (platform §5), shared by the
 * browser and the server so both refuse the same input.
 */
export interface ValidationFailure {
  title: string;
  message: string;
}

/**
 * Email addresses are one address whatever their case: `Name@Example.com` is `name@example.com`.
 * Every path that takes an address (sign-up, sign-in, reset, rate limits) uses this form.
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const PASSWORD_MIN_LENGTH = 8;

/** Case-insensitive substrings the spec forbids in a new password. */
export const FORBIDDEN_PASSWORD_WORDS = ['password', 'password123', '12345678', 'qwerty123', 'admin123', 'welcome123'];

export function validateLogin(input: { email: string; password: string }): ValidationFailure | null {
  if (!input.email.trim() || !input.password) {
    return { title: 'Missing Information', message: 'Please enter both email and password.' };
  }
  return null;
}

/** NIST SP 800-63B asks verifiers to accept at least 64 characters; Cognito takes up to 256. */
export const PASSWORD_MAX_LENGTH = 256;

/** Answers whether a password is on the common-passwords list (shared/auth/common-passwords.ts). */
export type CommonPasswordCheck = (password: string) => boolean;

/** No composition rules (NIST SP 800-63B): length, the spec's words and the common list. */
export function validateNewPassword(password: string, isCommon: CommonPasswordCheck): ValidationFailure | null {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return { title: 'Password Too Short', message: 'Password must be at least 8 characters long.' };
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return { title: 'Password Too Long', message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.` };
  }
  const lower = password.toLowerCase();
  if (FORBIDDEN_PASSWORD_WORDS.some((word) => lower.includes(word)) || isCommon(password)) {
    return { title: 'Password Too Common', message: 'Please choose a more unique password.' };
  }
  return null;
}

export function validateSignup(
  input: { password: string; termsAccepted: boolean },
  isCommon: CommonPasswordCheck,
): ValidationFailure | null {
  return (
    validateNewPassword(input.password, isCommon) ??
    (input.termsAccepted
      ? null
      : { title: 'Terms Agreement Required', message: 'You must agree to the Terms of Service and Privacy Policy.' })
  );
}
