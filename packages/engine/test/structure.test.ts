/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The engine's core is a floor below its apps (issue 32): no file imports another that imports it
// back through a circle of more than two files, counting type-only imports, as a structure tool
// reads them. The core names what the modules add through registries the list of modules fills
// (modules.ts), never by importing the list.

const SRC = resolve(__dirname, '../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry): string[] => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every relative import and re-export of each file (type-only ones too), as file paths. */
function importGraph(): Map<string, string[]> {
  const files = sourceFiles(SRC);
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => fileName)
      .filter((name) => name.startsWith('.'))
      .map((name) => resolve(dirname(file), name))
      .map((path) => [`${path}.ts`, join(path, 'index.ts')].find((c) => known.has(c)))
      .filter((path): path is string => path !== undefined);
    graph.set(file, targets);
  }
  return graph;
}

/** The strongly connected sets of files (Tarjan): each set is one or more circles. */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const set: string[] = [];
    for (;;) {
      const member = stack.pop()!;
      onStack.delete(member);
      set.push(member);
      if (member === file) break;
    }
    if (set.length > 1) found.push(set.map((path) => relative(SRC, path)).sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe('the engine core below its apps', () => {
  const graph = importGraph();

  it('has no import circle of more than two files, type-only imports counted', () => {
    expect(circles(graph).filter((set) => set.length > 2)).toEqual([]);
  });

  it('never imports the list of modules from the core types the modules use', () => {
    const core = ['state.ts', 'result.ts', 'events.ts', 'commands.ts', 'module.ts', 'tx.ts'];
    const list = join(SRC, 'game/modules.ts');
    for (const name of core)
      expect(graph.get(join(SRC, 'game', name)), `game/${name}`).not.toContain(list);
  });

  it('finds a circle when there is one (the check itself works)', () => {
    const a = join(SRC, 'a.ts');
    const b = join(SRC, 'b.ts');
    const c = join(SRC, 'c.ts');
    const made = new Map([
      [a, [b]],
      [b, [c]],
      [c, [a]],
    ]);
    expect(circles(made)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });
});
