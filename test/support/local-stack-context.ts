/** What the integration and browser setups hand to tests through vitest's provide/inject. */
export interface LocalStackContext {
  url: string;
  sesUrl: string;
  cognitoUrl: string;
  userPoolId: string;
  userPoolClientId: string;
  adminEmail: string;
  adminPassword: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: LocalStackContext;
  }
}
