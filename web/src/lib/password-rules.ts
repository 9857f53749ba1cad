import type { CommonPasswordCheck } from '#shared/auth/validation';

/** The common-password list (about 400 kB) is fetched only when a password form is submitted. */
export async function loadCommonPasswordCheck(): Promise<CommonPasswordCheck> {
  return (await import('#shared/auth/common-passwords')).isCommonPassword;
}
