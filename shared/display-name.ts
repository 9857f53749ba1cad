export interface NameSource {
  firstName?: string | null;
  name?: string | null;
  email?: string | null;
}

/** Spec (platform §3): first_name, else name, else the part of the email before the @, else 'User'. */
export function displayName({ firstName, name, email }: NameSource): string {
  const candidates = [firstName, name, email?.split('@')[0]];
  for (const candidate of candidates) {
    const trimmed = candidate?.trim();
    if (trimmed) return trimmed;
  }
  return 'User';
}
