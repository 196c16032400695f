/**
 * The C engine's debugger-facing contract: statements and lines, suspension at any statement,
 * stacks with locals, evaluation in a frame, and snapshot/restore of a whole rank.
 * Program results are checked against gcc in the same test where a value is printed.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileProgram } from '../../src/sim/compile';
import { World } from '../../src/sim/world';
import * as ins from '../../src/sim/debug/inspect';
import { CompileError } from '../../src/sim/c/diagnostics';
import { gccRun } from '../helpers/native';
import { restoreRank, snapshotRank } from '../../src/sim/runtime/rankSnapshot';

const SRC = `#include <stdio.h>
struct pt { int x, y; };
int g = 7;
int fact(int n) {
  int r = 1;
  for (int i = 2; i <= n; i++)
    r *= i;
  return r;
}
int main(void) {
  struct pt p = { 3, 4 };
  int arr[5] = { 1, 2, 3 };
  char *s = "hi";
  double d = 2.5;
  int f = fact(5);
  printf("%d %d %d %s %f\\n", f, p.x, arr[1], s, d);
  return 0;
}
`;

function world(src = SRC, np = 1): { w: World; out: () => string } {
  const prog = compileProgram({ file: 'x.c', source: src, readFile: () => undefined });
  let out = '';
  const w = new World(prog, { np, onOutput: (_r, fd, t) => { if (fd === 1) out += t; } });
  return { w, out: () => out };
}

test('the program prints what gcc prints', () => {
  const { w, out } = world();
  const o = w.runToEnd();
  assert.equal(o.kind, 'exited');
  assert.equal(out(), gccRun(SRC).stdout);
});

test('line table: statements on a line, and breakpoints move to the next line with code', () => {
  const { w } = world();
  const lt = ins.lineTable(w.prog);
  assert.equal(ins.statementsOnLine(lt, 'x.c', 7).length, 1);
  assert.equal(ins.statementsOnLine(lt, 'x.c', 3).length, 0, 'a global declaration is not a statement');
  assert.equal(ins.resolveBreakpointLine(lt, 'x.c', 3), 5);
  assert.equal(ins.resolveBreakpointLine(lt, 'x.c', 100), undefined);
});

test('a breakpoint stops the rank; stack, locals and evaluation see the frame', () => {
  const { w, out } = world();
  const r = w.ranks[0];
  const lt = ins.lineTable(w.prog);
  const [sid] = ins.statementsOnLine(lt, 'x.c', 7);
  w.prog.bp[sid] = 1;
  r.hook = (_rank, _F, s) => w.prog.bp[s] === 1;
  const seen: string[] = [];
  for (;;) {
    const st = r.run(1e6);
    if (st !== 'stopped') break;
    const stack = ins.stackOf(r);
    assert.deepEqual(stack.map((f) => `${f.fn}:${f.pos.line}`), ['fact:7', 'main:15']);
    const locals = Object.fromEntries(ins.localsOf(r, stack[0]).map((v) => [v.name, v.value]));
    seen.push(`${locals.r}/${locals.i}`);
    assert.equal(ins.evaluate(r, stack[0], 'r * 10 + n', false).value.value, String(Number(locals.r) * 10 + 5));
    assert.equal(ins.evaluate(r, stack[1], 'p.x + arr[1] + g', false).value.value, '12');
    assert.throws(() => ins.evaluate(r, stack[0], 'r = 5', false), /side effects/);
    assert.throws(() => ins.evaluate(r, stack[0], 'nosuch + 1', false), /undeclared/);
    r.skipStop = true;
  }
  assert.deepEqual(seen, ['1/2', '2/3', '6/4', '24/5']);
  assert.equal(r.state, 'exited');
  assert.equal(out(), gccRun(SRC).stdout);
});

test('locals decode structs, arrays and strings', () => {
  const { w } = world();
  const r = w.ranks[0];
  const lt = ins.lineTable(w.prog);
  w.prog.bp[ins.statementsOnLine(lt, 'x.c', 15)[0]] = 1;
  r.hook = (_rank, _F, s) => w.prog.bp[s] === 1;
  assert.equal(r.run(1e6), 'stopped');
  const [main] = ins.stackOf(r);
  const vars = new Map(ins.localsOf(r, main).map((v) => [v.name, v]));
  assert.equal(vars.get('p')!.value, '{x = 3, y = 4}');
  assert.deepEqual(ins.childrenOf(r, vars.get('arr')!).map((v) => v.value), ['1', '2', '3', '0', '0']);
  assert.match(vars.get('s')!.value, /^0x[0-9a-f]+ "hi"$/);
  assert.equal(vars.get('d')!.value, '2.5');
});

test('snapshot and restore rewind a rank exactly', () => {
  const { w, out } = world();
  const r = w.ranks[0];
  r.stepping = true;
  let steps = 0;
  r.hook = () => ++steps === 10;
  assert.equal(r.run(1), 'stopped');
  const snap = snapshotRank(r);
  const before = JSON.stringify(ins.stackOf(r).map((f) => [f.fn, f.pos, ins.localsOf(r, f).map((v) => v.value)]));
  r.hook = undefined; r.stepping = false; r.skipStop = true;
  while (r.run(1e6) === 'preempted');
  const first = out();
  restoreRank(r, snap);
  assert.equal(JSON.stringify(ins.stackOf(r).map((f) => [f.fn, f.pos, ins.localsOf(r, f).map((v) => v.value)])), before);
  r.skipStop = true;
  while (r.run(1e6) === 'preempted');
  assert.equal(out(), first + first, 'the replay prints the same output again');
});

test('every statement is a suspension point; stepping visits them in order', () => {
  const { w } = world();
  const r = w.ranks[0];
  r.stepping = true;
  const lines: number[] = [];
  r.hook = (_rank, F, s) => { lines.push(w.prog.stmts[s].pos.line); return true; };
  for (let k = 0; k < 12 && r.state !== 'exited'; k++) { r.skipStop = k > 0; r.run(1); }
  // The for statement stops at its initialisation and again at each condition check.
  assert.deepEqual(lines.slice(0, 10), [11, 12, 13, 14, 15, 5, 6, 6, 7, 6]);
});

test('compile errors are collected, with gcc-style positions, and nothing runs', () => {
  assert.throws(() => compileProgram({ file: 'bad.c', source: 'int main(void) {\n  int x = y;\n  return z\n}\n', readFile: () => undefined }), (e: unknown) => {
    assert.ok(e instanceof CompileError);
    const text = e.diagnostics.map((d) => `${d.pos.line}:${d.pos.col}`);
    assert.ok(text.includes('2:11'), text.join(' '));
    assert.ok(e.diagnostics.length >= 2);
    return true;
  });
});

test('unsupported library functions are reported at the call, at compile time', () => {
  assert.throws(() => compileProgram({ file: 'u.c', source: '#include <signal.h>\nint main(void) { int r = kill(1, 0); return r; }\n', readFile: () => undefined }),
    /u\.c:2:.*unsupported: the library function ‘kill’/);
});
