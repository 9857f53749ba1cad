/**
 * Sign-in and sign-up checks with the spec's titles and messages (platform §5), shared by the
 * browser and the server so both refuse the same input.
 */
export interface ValidationFailure {
  title: string;
  message: string;
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

export function validateNewPassword(password: string): ValidationFailure | null {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return { title: 'Password Too Short', message: 'Password must be at least 8 characters long.' };
  }
  const lower = password.toLowerCase();
  if (FORBIDDEN_PASSWORD_WORDS.some((word) => lower.includes(word))) {
    return { title: 'Password Too Common', message: 'Please choose a more unique password.' };
  }
  return null;
}

export function validateSignup(input: { password: string; termsAccepted: boolean }): ValidationFailure | null {
  return (
    validateNewPassword(input.password) ??
    (input.termsAccepted
      ? null
      : { title: 'Terms Agreement Required', message: 'You must agree to the Terms of Service and Privacy Policy.' })
  );
}
