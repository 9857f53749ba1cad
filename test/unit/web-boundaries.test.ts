import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** Lints a would-be file at `filePath` with the project's config and answers the boundary rule's messages. */
async function boundaryErrors(filePath: string, source: string): Promise<string[]> {
  // no-cycle needs the file on disk; it has its own coverage on the real tree.
  const eslint = new ESLint({ overrideConfig: { files: ['**/*.tsx'], rules: { 'import/no-cycle': 'off' } } });
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import/no-restricted-paths').map((m) => m.message);
}

describe('the web boundaries lint rule', () => {
  it('fails a feature that imports another feature’s insides, or app/', async () => {
    expect(await boundaryErrors('web/src/features/report/components/probe.tsx', "export { Sidebar } from '../../dashboard/components/sidebar.tsx';\n")).toHaveLength(1);
    expect(await boundaryErrors('web/src/features/report/components/probe.tsx', "export { paths } from '../../../app/pages.ts';\n")).toHaveLength(1);
  });

  it('fails shared code that imports a feature', async () => {
    expect(await boundaryErrors('web/src/components/probe.tsx', "export { Sidebar } from '../features/dashboard/components/sidebar.tsx';\n")).toHaveLength(1);
  });

  it('lets a feature import its own insides and shared code', async () => {
    expect(await boundaryErrors('web/src/features/dashboard/components/probe.tsx', "export { Sidebar } from './sidebar.tsx';\nexport { usePackages } from '../../../api/commerce.ts';\n")).toEqual([]);
  }, 30_000);
});
