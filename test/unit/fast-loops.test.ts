/**
 * Loops that run as structured JavaScript copies (src/sim/c/gen-loops.ts) must be invisible to
 * everything but the clock: a rank preempted after any number of statements, or stopped at a
 * breakpoint inside a loop nested in another, is at the statement (with the locals) that
 * stepping through the original cases one statement at a time reaches at that count. Output
 * comes from gcc in the same test.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileProgram } from '../../src/sim/compile';
import { World } from '../../src/sim/world';
import type { RankProcess } from '../../src/sim/runtime/rank';
import * as ins from '../../src/sim/debug/inspect';
import { C_DIR } from '../helpers/cprog';
import { gccRun } from '../helpers/native';

/**
 * The checks for one program: its output, the statement count, the position after every
 * preemption, and the stops at breakpoints on the statements containing `watchTexts` (each
 * reached at least `visits[function]` times per function).
 */
function suite(name: string, watchTexts: string[], visits: Record<string, number>, shape: (js: string) => void): void {
  const SRC = readFileSync(join(C_DIR, name), 'latin1');
  const prog = compileProgram({ file: name, source: SRC, readFile: () => undefined });

  function world(): { w: World; r: RankProcess; out: () => string } {
    let out = '';
    const w = new World(prog, { np: 1, onOutput: (_r, fd, t) => { if (fd === 1) out += t; } });
    return { w, r: w.ranks[0], out: () => out };
  }

  /** The statement a stopped or preempted rank resumes at. */
  function here(r: RankProcess): number {
    const F = r.frames[r.frames.length - 1];
    return prog.funcs[F.fn].labelStmt.get(F.pc)!;
  }

  const lt = ins.lineTable(prog);
  const stmtOn = (text: string): number => ins.statementsOnLine(lt, name, SRC.split('\n').findIndex((l) => l.includes(text)) + 1)[0];
  const WATCH = watchTexts.map(stmtOn);

  /** Every statement the rank runs, in order, stepping through the original cases; the state at WATCH. */
  function stepTrace(): { trace: number[]; watched: string[]; out: string } {
    const { r, out } = world();
    const trace: number[] = [], watched: string[] = [];
    r.stepping = true;
    r.hook = (rank, _F, s) => {
      trace.push(s);
      if (WATCH.includes(s)) watched.push(locals(rank as RankProcess));
      return false;
    };
    while (r.state !== 'exited') r.run(1e9);
    return { trace, watched, out: out() };
  }

  const expected = gccRun(SRC).stdout;
  const stepped = stepTrace();

  test(`${name}: the loops run as JavaScript loops and print what gcc prints`, () => {
    shape(prog.js);
    const { r, out } = world();
    while (r.state !== 'exited') r.run(1e9);
    assert.equal(out(), expected);
    assert.equal(stepped.out, expected);
    assert.equal(r.ticks, stepped.trace.length, 'the fast copies count the statements the original cases count');
  });

  for (const slice of [1, 2, 3, 7, 64, 1000]) {
    test(`${name}: preempted every ${slice} statements, the rank is where stepping is at that count`, () => {
      const { r, out } = world();
      let stops = 0;
      while (r.state !== 'exited') {
        if (r.run(slice) !== 'preempted') continue;
        stops++;
        assert.equal(here(r), stepped.trace[r.ticks], `after ${r.ticks} statements`);
      }
      assert.ok(stops >= Math.floor(stepped.trace.length / slice) - 1);
      assert.equal(out(), expected);
    });
  }

  test(`${name}: breakpoints in loops and in leaf functions stop at every visit, with the stack and locals stepping sees`, () => {
    for (const [fn, n] of Object.entries(visits)) assert.ok(stepped.watched.filter((x) => x.startsWith(`${fn}:`)).length >= n, fn);
    const { r, out } = world();
    r.hook = (_rank, _F, s) => prog.bp[s] === 1;
    for (const s of WATCH) prog.bp[s] = 1;
    const seen: string[] = [];
    try {
      while (r.state !== 'exited') {
        if (r.run(1e9) !== 'stopped') continue;
        assert.ok(WATCH.includes(here(r)));
        seen.push(locals(r));
        r.skipStop = true;
      }
    } finally {
      for (const s of WATCH) prog.bp[s] = 0;
    }
    assert.deepEqual(seen, stepped.watched);
    assert.equal(out(), expected);
  });
}

/** The stack's functions and lines, and the innermost frame's locals. */
function locals(r: RankProcess): string {
  const stack = ins.stackOf(r);
  return `${stack.map((f) => `${f.fn}:${f.pos.line}`).join(' ')} ${ins.localsOf(r, stack[0]).map((x) => `${x.name}=${x.value}`).join(',')}`;
}

// A statement in a loop nested in a fast copy; one in a leaf function's loop nested in another.
suite('fast_loops_nested.c', ['tri += m - j;', 'else t >>= 1;'], { main: 100, collatz_total: 1000 }, (js) => {
  assert.match(js, /\n(c\d+): \{\n[^]*\n(f\d+): for \(;;\) \{\n[^]*break \2;[^]*\n\}\n/, 'a loop nested in a fast copy, left by a JavaScript break');
  assert.match(js, /\} else \{/, 'an if/else inside a fast copy');
  // Its main is past the size where a function's cases are split into parts (codegen.ts,
  // PART_CASES): the checks above then cover jumps and fast copies between parts.
  assert.match(js, /\/\* main \*\/ \(\(P, T\) => function \(R, F\)/, 'main split into parts');
});

// A leaf function called from fast copies (its statement, and one of the loop calling it).
suite('fast_loops_calls.c', ['x ^= x >> 7;', 'bump(&counter, i & 3);', 'if (p[i] == x) return i;'], { mix: 1000, main: 300, position: 1000 }, (js) => {
  assert.match(js, /loop at case[^]*= Q\[\d+\]\(R, \d+, [^]*=== BAIL\) return -3;/, 'a fast copy calling a leaf function');
});

// Loops whose rare paths (printf, goto, switch, a recursive call) leave the copy for the
// original cases at that statement (cold exits) and come back at the head.
suite('fast_loops_cold.c', ['errs++;', 'rc = j;', 'acc += buf[j] & 7;', 'sum += d * 1000;'], { verify: 4, find_bad: 1, classify: 900, main: 6 }, (js) => {
  for (const fn of ['verify', 'find_bad', 'classify', 'first_deep', 'main']) assert.match(js, new RegExp(`/\\* ${fn}, loop at case \\d+ \\*/`), `${fn}'s loop runs as a fast copy`);
  assert.match(js, /loop at case[^]*\{\nreturn \d+;\n\}/, 'a branch of a fast copy that leaves for its original case');
});

// A leaf whose rare paths (printf, goto fn_fail) leave its frameless version for its frame at
// that statement (MPICH's DTPools per-element function), and a global counter stored by name.
suite('fast_loops_leafcold.c', ['nesting++;', '} else *b = val;', 'goto fn_exit;'], { init_verify: 500 }, (js) => {
  assert.match(js, /\/\* init_verify \(leaf\) \*\/[^]*at = \d+; break leaf;/, 'init_verify runs frameless, with exits to its frame');
  assert.match(js, /M\.storesWatched \? M\.st32\(\d+, /, 'a global stored by name without the checked method');
});

// Functions with frames of their own called from fast copies (MPI's functions are such, and
// DTPools' helpers): breakpoints inside the callee and in the loop, preemption inside either.
suite('fast_loops_framed.c', ['calls++;', 'acc += depth(i % 6) * 10;', 'for (int k = 0; k < 4; k++) s += depth((seed + k) % 5);', 'v += report(j + v % 11);'], { note: 300, main: 300, spread: 1000 }, (js) => {
  for (const fn of ['main', 'spread']) assert.match(js, new RegExp(`/\\* ${fn}, loop at case \\d+ \\*/[^\\n]*\\n[^]*?const G = R\\.push\\(\\d+, \\d+, true\\);[^]*?B\\[\\d+\\]\\(R, G\\)`), `${fn}'s loop calls a framed function from its fast copy`);
});

// Calls of libm from a fast copy (errno and signgam written by them), a long index masked by & | ^.
suite('fast_loops_libm.c', ['if (errno == EDOM) edom++;', 'if (signgam < 0) negative++;'], { main: 3000 }, (js) => {
  assert.match(js, /loop at case[^]*R\['lib'\]\.lgamma\(/, "a fast copy calling libm's methods");
});

test('a fault in a leaf function (called without a frame) shows the stack the original cases show', () => {
  const src = `#include <stdio.h>
static int get(const int *p, int i) {
  int v = i * 2;
  for (int k = 0; k < 4; k++) v += k;
  return p[i] + v;
}
int main(void) {
  static int a[4] = { 1, 2, 3, 4 };
  int s = 0;
  const int *p = a;
  for (int i = 0; i < 6; i++) { if (i == 4) p = 0; s += get(p, i); }
  printf("%d\\n", s);
  return 0;
}
`;
  const pr = compileProgram({ file: 'leaf.c', source: src, readFile: () => undefined });
  assert.match(pr.js, /\/\* get \(leaf\) \*\//);
  const fast = faulted(pr, false);
  assert.match(fast, /^null pointer dereference get:5 main:11 p=0x0,i=4,v=14/);
  assert.equal(fast, faulted(pr, true));
  assert.equal(gccRun(src).status, null, 'the native program dies of the same signal');
});

test('a fault in a fast copy leaves the locals in the frame as the original cases do', () => {
  const src = `#include <stdio.h>
int main(void) {
  int a[8];
  int s = 0, *p = a;
  for (int i = 0; i < 100000; i++) {
    if (i == 5000) p = 0;
    s += i;
    p[i % 8] = s;
  }
  printf("%d\\n", s);
  return 0;
}
`;
  const pr = compileProgram({ file: 'loop.c', source: src, readFile: () => undefined });
  assert.match(pr.js, /finally \{ V\.v\d+ = v\d+;/, 'the loop runs as a fast copy with its locals in variables');
  const fast = faulted(pr, false);
  assert.match(fast, /^null pointer dereference main:8 .*s=12502500,p=0x0,i=5000/);
  assert.equal(fast, faulted(pr, true));
  assert.equal(gccRun(src).status, null, 'the native program dies of the same signal');
});

/** The fault, stack and locals where a program faults, run at full speed or stepping through the original cases. */
function faulted(pr: ReturnType<typeof compileProgram>, stepping: boolean): string {
  const w = new World(pr, { np: 1, onOutput: () => undefined });
  const r = w.ranks[0];
  if (stepping) { r.stepping = true; r.hook = () => false; }
  while (r.state !== 'faulted' && r.state !== 'exited') r.run(1e9);
  assert.equal(r.state, 'faulted');
  // Its ticks too: the budget a faulting leaf or copy spent is the rank's virtual time.
  return `${r.fault!.kind} ${locals(r)} ticks=${r.ticks}`;
}
