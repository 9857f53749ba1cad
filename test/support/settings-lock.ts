import { createHash } from 'node:crypto';
import { mkdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { LocalStackContext } from './local-stack-context.ts';

/*
 * The product settings are one per stack: the Test Drive percentage and window, the support
 * address, the simulation switch and the exam sittings. Test files run at the same time against
 * one stack, so a file that changes them, or asserts their seeded values (the Test Drive at 20%,
 * the footer's address, the seeded sittings), takes this lock for the describe block that does,
 * and puts back what it changed before releasing it. A directory is the lock (mkdir is atomic
 * across the worker processes); one left behind by a killed run is taken over after two minutes.
 */
const STALE_MS = 120_000;

function lockPath(stack: LocalStackContext): string {
  return join(tmpdir(), `barprep-settings-lock-${createHash('sha256').update(stack.url).digest('hex').slice(0, 16)}`);
}

async function acquire(path: string): Promise<void> {
  for (;;) {
    try {
      await mkdir(path);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const since = await stat(path).then((s) => Date.now() - s.mtimeMs, () => 0);
      if (since > STALE_MS) await rm(path, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 100));
    }
  }
}

/** Holds the settings lock from before the enclosing describe block's first test to after its last. */
export function holdProductSettings(stack: LocalStackContext): void {
  const path = lockPath(stack);
  beforeAll(() => acquire(path), STALE_MS + 30_000);
  afterAll(() => rm(path, { recursive: true, force: true }));
}
