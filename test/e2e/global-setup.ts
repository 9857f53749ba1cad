import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startStackForTests } from '../support/start-stack-for-tests.ts';
import { CLIENT_ADDRESS_HEADER } from '../support/client-address.ts';

export default function setup(project: TestProject) {
  if (!existsSync('web/dist/index.html')) throw new Error('Build the SPA first: npm run build (npm run test:e2e does)');
  return startStackForTests(project, { webDir: 'web/dist', clientAddressHeader: CLIENT_ADDRESS_HEADER });
}
