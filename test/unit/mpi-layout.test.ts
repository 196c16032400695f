/**
 * The shape of the sources (issue 11): no import cycle anywhere in src/ (type-only imports
 * count: they tie modules as much as value imports do), `vscode` imported only in
 * src/extension, no file over 1,000 lines; in the MPI layer, no cycle between its chapters (the
 * directories under src/sim/mpi) and every MPI function in exactly one chapter's table. Read
 * from the sources, as they are.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { MpiRuntime, CHAPTERS } from '../../src/sim/mpi/runtime';
import { MpiCore, apiNames, type MpiTool } from '../../src/sim/mpi/core/dispatch';
import type { RankProcess } from '../../src/sim/runtime/rank';
import { findLibraryFunction } from '../../src/sim/runtime/library';

const ROOT = resolve(__dirname, '../../..');
const SRC = join(ROOT, 'src');
const MPI = join(SRC, 'sim/mpi');

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (p.endsWith('.ts')) out.push(p);
  }
  return out;
}

/** Every relative import and re-export of a file (type-only ones too), resolved to a file. */
function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(/^\s*(?:import|export)\b[^'";]*?from\s+'(\.[^']+)'|^\s*import\s+'(\.[^']+)'/gm)) {
    const spec = m[1] ?? m[2];
    const base = resolve(dirname(file), spec);
    const hit = [base + '.ts', join(base, 'index.ts')].find((p) => existsSync(p));
    if (hit) out.push(hit);
  }
  return out;
}

/** A cycle in a graph, as its nodes in order, or undefined. */
function findCycle(graph: Map<string, Set<string>>): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (n: string): string[] | undefined => {
    state.set(n, 'open');
    stack.push(n);
    for (const m of graph.get(n) ?? []) {
      if (state.get(m) === 'open') return [...stack.slice(stack.indexOf(m)), m];
      if (!state.has(m)) { const c = visit(m); if (c) return c; }
    }
    stack.pop();
    state.set(n, 'done');
    return undefined;
  };
  for (const n of graph.keys()) if (!state.has(n)) { const c = visit(n); if (c) return c; }
  return undefined;
}

const all = walk(SRC);
const files = all.filter((f) => f.startsWith(MPI + '/'));
const rel = (p: string): string => relative(MPI, p);

test('no import cycle between the modules of src/ (type-only imports count)', () => {
  const g = new Map(all.map((f) => [f, new Set(imports(f))]));
  const cycle = findCycle(g);
  assert.equal(cycle?.map((f) => relative(SRC, f)).join(' -> '), undefined);
});

test('only src/extension imports vscode', () => {
  const outside = all.filter((f) => !f.startsWith(join(SRC, 'extension') + '/') && /^\s*(?:import|export)\b[^'";]*?from\s+'vscode'|require\('vscode'\)/m.test(readFileSync(f, 'utf8')));
  assert.deepEqual(outside.map((f) => relative(SRC, f)), []);
});

test('no cycle between the chapters of the MPI layer (its directories; the top-level files are one more)', () => {
  // runtime.ts assembles the chapters: it imports them all, and nothing imports it.
  const chapter = (f: string): string => (rel(f) === 'runtime.ts' ? 'runtime.ts' : dirname(rel(f)));
  const g = new Map<string, Set<string>>();
  for (const f of files) {
    const from = chapter(f);
    if (!g.has(from)) g.set(from, new Set());
    for (const x of imports(f)) if (x.startsWith(MPI) && chapter(x) !== from) g.get(from)!.add(chapter(x));
  }
  assert.deepEqual([...g].filter(([, to]) => to.has('runtime.ts')).map(([from]) => from), []);
  const cycle = findCycle(g);
  assert.equal(cycle?.join(' -> '), undefined);
});

test('no source file is over 1,000 lines', () => {
  const long = all.map((f) => ({ f: relative(SRC, f), n: readFileSync(f, 'utf8').split('\n').length })).filter((x) => x.n > 1000);
  assert.deepEqual(long, []);
});

test('each MPI function is implemented by exactly one chapter, and the C library reaches it there', () => {
  // register() refuses a function two chapters implement: building the runtime is that check.
  const world = { ranks: [], abort() {}, write() {}, initialSize: 1 };
  assert.ok(new MpiRuntime(world, {}));
  const names = CHAPTERS.flatMap((c) => apiNames(c));
  assert.ok(names.length > 250);
  assert.deepEqual(names.filter((n) => findLibraryFunction(n)?.kind !== 'sys'), []);
});

test('the function table: a chapter registers its functions, a second chapter with one of them is refused, a tool sees every call', () => {
  const world = { ranks: [], abort() {}, write() {}, initialSize: 1 };
  const core = new MpiCore(world, { eventLog: false });
  class Hello { MPI_Hello(_r: RankProcess, a: unknown[]): number { return (a[0] as number) + 1; } notAnMpiFunction(): number { return 0; } }
  core.register(new Hello());
  assert.throws(() => core.register(new Hello()), /MPI_Hello is implemented by two chapters/);
  // A process in MPI (initialized), calling from user code.
  const rank = { rank: 0, top: undefined, current: undefined, mpi: { initialized: true, finalized: false }, rv: undefined } as unknown as RankProcess;
  assert.equal(core.call(rank, 'MPI_Hello', [41], 7, undefined), false);
  assert.equal(rank.rv, 42);
  const seen: string[] = [];
  const tool: MpiTool = { call(r, fname, args, site, next) { seen.push(`${fname}(${args.join(',')})`); return fname === 'MPI_Hello' && args[0] === 0 ? -1 : next(r, args, site); } };
  core.interpose(tool);
  assert.equal(core.call(rank, 'MPI_Hello', [1], 7, undefined), false);
  assert.equal(rank.rv, 2);
  core.call(rank, 'MPI_Hello', [0], 8, undefined);
  assert.equal(rank.rv, -1);
  assert.deepEqual(seen, ['MPI_Hello(1)', 'MPI_Hello(0)']);
  const unknown: string[] = [];
  core.unknownFunction = (_r, name) => unknown.push(name);
  assert.equal(core.call(rank, 'notAnMpiFunction', [], 9, undefined), true);
  assert.deepEqual(unknown, ['notAnMpiFunction']);
});
