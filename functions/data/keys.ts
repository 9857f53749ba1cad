/** Key builders shared by the data modules; nothing outside functions/data builds a key. */
export const keys = {
  user: (userId: string) => `USER#${userId}`,
  email: (email: string) => `EMAIL#${email.trim().toLowerCase()}`,
  package: (packageId: string) => `PACKAGE#${packageId}`,
  template: (templateId: string) => `TEMPLATE#${templateId}`,
} as const;

export function isConditionalCheckFailed(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}
