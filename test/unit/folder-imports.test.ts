import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve('functions');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** functions/<folder>/... → <folder>; a file directly in functions/ is its own "folder". */
function folderOf(file: string): string {
  return relative(root, file).split('/')[0] ?? '';
}

/** Which folder of functions/ imports which, from the relative imports of every module. */
function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(root)) {
    const from = folderOf(file);
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const match of readFileSync(file, 'utf8').matchAll(/^(?:import|export)[^'"]*from\s+'(\.[^']+)'/gm)) {
      const target = resolve(dirname(file), match[1] ?? '');
      if (!target.startsWith(`${root}/`)) continue;
      const to = folderOf(target);
      if (to !== from) edges.add(to);
    }
  }
  return graph;
}

/** Every cycle of folders, each written once as "a → b → a". */
function cycles(graph: Map<string, Set<string>>): string[] {
  const found = new Set<string>();
  const walk = (path: string[]) => {
    const last = path.at(-1) ?? '';
    for (const next of graph.get(last) ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) {
        const cycle = path.slice(at);
        const start = cycle.indexOf([...cycle].sort()[0] ?? '');
        found.add([...cycle.slice(start), ...cycle.slice(0, start), cycle[start]].join(' → '));
      } else {
        walk([...path, next]);
      }
    }
  };
  for (const folder of graph.keys()) walk([folder]);
  return [...found].sort();
}

describe('the folders of functions/', () => {
  it('import each other in one direction only: no folder-level cycle', () => {
    expect(cycles(folderGraph())).toEqual([]);
  });

  it('keep the exam, reports and commerce apart: completion composes them', () => {
    const graph = folderGraph();
    for (const [from, to] of [
      ['exam', 'reports'],
      ['exam', 'commerce'],
      ['reports', 'exam'],
      ['reports', 'commerce'],
      ['commerce', 'exam'],
      ['commerce', 'reports'],
    ] as const) {
      expect(graph.get(from)?.has(to) ?? false, `${from} imports ${to}`).toBe(false);
    }
  });

  it('finds a cycle when there is one (the check itself works)', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(cycles(graph)).toEqual(['a → b → c → a']);
  });
});
