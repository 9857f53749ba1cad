import type { LocalStackContext } from './local-stack-context.ts';

export interface StoredEmail {
  from: string;
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
}

/** The emails the SES emulator holds for an address (optionally one subject), oldest first. */
export async function emailsTo(stack: LocalStackContext, address: string, subject?: string): Promise<StoredEmail[]> {
  const { emails } = (await (await fetch(`${stack.sesUrl}/store`)).json()) as { emails: StoredEmail[] };
  return emails.filter((email) => email.destination.to.includes(address) && (!subject || email.subject === subject));
}
