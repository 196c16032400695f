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

const FILE = join(C_DIR, 'fast_loops_nested.c');
const SRC = readFileSync(FILE, 'latin1');
const prog = compileProgram({ file: 'fast_loops_nested.c', source: SRC, readFile: () => undefined });

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

/** The innermost frame's locals i, j, m and tri. */
function locals(r: RankProcess): string {
  const [top] = ins.stackOf(r);
  const v = Object.fromEntries(ins.localsOf(r, top).map((x) => [x.name, x.value]));
  return `${v.i},${v.j},${v.m},${v.tri}`;
}

const lt = ins.lineTable(prog);
const WATCH = ins.statementsOnLine(lt, 'fast_loops_nested.c', SRC.split('\n').findIndex((l) => l.includes('tri += m - j;')) + 1)[0];

/** Every statement the rank runs, in order, stepping through the original cases; the locals at WATCH. */
function stepTrace(): { trace: number[]; watched: string[]; out: string } {
  const { r, out } = world();
  const trace: number[] = [], watched: string[] = [];
  r.stepping = true;
  r.hook = (rank, _F, s) => {
    trace.push(s);
    if (s === WATCH) watched.push(locals(rank as RankProcess));
    return false;
  };
  while (r.state !== 'exited') r.run(1e9);
  return { trace, watched, out: out() };
}

const expected = gccRun(SRC).stdout;
const stepped = stepTrace();

test('the loops with branches, breaks and continues run as JavaScript loops and print what gcc prints', () => {
  assert.match(prog.js, /\n(c\d+): \{\n[^]*\n(f\d+): for \(;;\) \{\n[^]*break \2;[^]*\n\}\n/, 'a loop nested in a fast copy, left by a JavaScript break');
  assert.match(prog.js, /\} else \{/, 'an if/else inside a fast copy');
  const { r, out } = world();
  while (r.state !== 'exited') r.run(1e9);
  assert.equal(out(), expected);
  assert.equal(stepped.out, expected);
  assert.equal(r.ticks, stepped.trace.length, 'the fast copies count the statements the original cases count');
});

for (const slice of [1, 2, 3, 7, 64, 1000]) {
  test(`preempted every ${slice} statements, the rank is where stepping is at that count`, () => {
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

test('a breakpoint in a loop nested in a fast copy stops at every visit, with the locals stepping sees', () => {
  assert.ok(stepped.watched.length > 100);
  const { r, out } = world();
  r.hook = (_rank, _F, s) => prog.bp[s] === 1;
  prog.bp[WATCH] = 1;
  const seen: string[] = [];
  try {
    while (r.state !== 'exited') {
      if (r.run(1e9) !== 'stopped') continue;
      assert.equal(here(r), WATCH);
      seen.push(locals(r));
      r.skipStop = true;
    }
  } finally {
    prog.bp[WATCH] = 0;
  }
  assert.deepEqual(seen, stepped.watched);
  assert.equal(out(), expected);
});
