import { describe, expect, it } from 'vitest';
import { isCommonPassword } from '#shared/auth/common-passwords';
import { validateLogin, validateNewPassword, validateSignup } from '#shared/auth/validation';

describe('login validation', () => {
  it('asks for both email and password', () => {
    const missing = { title: 'Missing Information', message: 'Please enter both email and password.' };
    expect(validateLogin({ email: '', password: 'x' })).toEqual(missing);
    expect(validateLogin({ email: ' a@b.ca ', password: '' })).toEqual(missing);
    expect(validateLogin({ email: 'a@b.ca', password: 'x' })).toBeNull();
  });
});

describe('new password validation', () => {
  it('needs at least 8 characters', () => {
    expect(validateNewPassword('1234567', isCommonPassword)).toEqual({
      title: 'Password Too Short',
      message: 'Password must be at least 8 characters long.',
    });
    expect(validateNewPassword('river-stone', isCommonPassword)).toBeNull();
  });

  it("refuses the spec's common words anywhere, in any case", () => {
    for (const password of ['MyPassWord!', 'x12345678x', 'Qwerty123!!', 'superADMIN123', 'welcome123 ok']) {
      expect(validateNewPassword(password, isCommonPassword)?.title, password).toBe('Password Too Common');
    }
  });

  it('refuses the 10,000 most common passwords, whatever their case', () => {
    for (const password of ['trustno1', 'Sunshine1', 'iloveyou', 'baseball', 'football1']) {
      expect(validateNewPassword(password, isCommonPassword)?.title, password).toBe('Password Too Common');
    }
  });

  it('allows long passphrases and has no composition rules', () => {
    expect(validateNewPassword('quiet river stone '.repeat(5), isCommonPassword)).toBeNull();
    expect(validateNewPassword('all lower case words', isCommonPassword)).toBeNull();
  });
});

describe('signup validation', () => {
  it('checks the password before the terms', () => {
    expect(validateSignup({ password: 'short', termsAccepted: false }, isCommonPassword)?.title).toBe('Password Too Short');
    expect(validateSignup({ password: 'long enough phrase', termsAccepted: false }, isCommonPassword)).toEqual({
      title: 'Terms Agreement Required',
      message: 'You must agree to the Terms of Service and Privacy Policy.',
    });
    expect(validateSignup({ password: 'long enough phrase', termsAccepted: true }, isCommonPassword)).toBeNull();
  });
});
