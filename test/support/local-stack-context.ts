/** What the integration and browser setups hand to tests through vitest's provide/inject. */
export interface LocalStackContext {
  url: string;
  /** The API reached without CloudFront (API Gateway's own URL). */
  apiGatewayUrl: string;
  sesUrl: string;
  /** cognito-local itself (admin calls). */
  cognitoUrl: string;
  /** Cognito as the app and an attacker see it: behind the local PreAuthentication shim. */
  cognitoEndpoint: string;
  dynamoDbUrl: string;
  tableName: string;
  userPoolId: string;
  userPoolClientId: string;
  adminEmail: string;
  adminPassword: string;
  stripeWebhookSecret: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: LocalStackContext;
  }
}
