import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: '.',
    include: ['test/e2e/**/*.test.ts'],
    environment: 'node',
    allowOnly: false,
    globalSetup: ['test/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A page answers in well under a second, but on a loaded 2-core CI machine a call through the
    // emulators can take a few: polls wait up to 10 s (the default is 1 s) before failing.
    expect: { poll: { timeout: 10_000 } },
  },
});
