const LAST_USER_KEY = 'bp:last-user';

/** Spec (platform §4): clear the browser's storage except keys starting with 'debug_'. */
export function clearLocalStorage(): void {
  for (const key of Object.keys(localStorage)) {
    if (!key.startsWith('debug_') && !key.startsWith('CognitoIdentityServiceProvider.')) localStorage.removeItem(key);
  }
}

/** When a different user signs in on this browser, nothing of the previous one stays behind. */
export function rememberUser(userId: string): void {
  if (localStorage.getItem(LAST_USER_KEY) !== userId) clearLocalStorage();
  localStorage.setItem(LAST_USER_KEY, userId);
}
