import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalStack } from '../../bin/local/stack.ts';
import './local-stack-context.ts';

/** Starts a fresh stack on free ports in a temporary folder; returns vitest's teardown. */
export async function startStackForTests(project: TestProject, options: { webDir?: string; clientAddressHeader?: string } = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'bar-prep-test-'));
  const stack = await startLocalStack({ dataDir, port: 0, ...options });
  project.provide('stack', {
    url: stack.url,
    apiGatewayUrl: stack.apiGatewayUrl,
    sesUrl: stack.sesUrl,
    cognitoUrl: stack.cognitoUrl,
    cognitoEndpoint: stack.cognitoEndpoint,
    dynamoDbUrl: stack.dynamoDbUrl,
    tableName: stack.tableName,
    userPoolId: stack.userPoolId,
    userPoolClientId: stack.userPoolClientId,
    adminEmail: stack.admin.email,
    adminPassword: stack.admin.password,
    stripeWebhookSecret: stack.stripeWebhookSecret,
  });
  return async () => {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
