import type { TestProject } from 'vitest/node';
import { startStackForTests } from '../support/start-stack-for-tests.ts';

export default function setup(project: TestProject) {
  return startStackForTests(project);
}
