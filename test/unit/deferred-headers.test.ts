// What makes a cold start cheap must not change what a program means: built-in headers' tokens
// read back from the compile cache equal the lexer's, and a prototype or function typedef read
// when its name is first used has the type reading it in place gives.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Lexer } from '../../src/sim/c/lexer';
import { mkTok, type PTok } from '../../src/sim/c/pp-core';
import { DiagnosticSink } from '../../src/sim/c/diagnostics';
import { builtinHeaders } from '../../src/sim/c/include';
import { decodeTokens, encodeTokens } from '../../src/sim/c/token-store';
import { preprocess } from '../../src/sim/c/preprocessor';
import { parse } from '../../src/sim/c/parser';
import { typeName } from '../../src/sim/c/types';
import type { Program } from '../../src/sim/c/ast';

test('every built-in header: tokens decoded from the store equal the lexer\'s (kind, text, position, spacing)', () => {
  for (const [name, text] of Object.entries(builtinHeaders)) {
    const file = `<built-in>/${name}`;
    const sink = new DiagnosticSink();
    const lexer = new Lexer<PTok>(file, text, sink, mkTok);
    const toks: PTok[] = [];
    for (let t = lexer.next(); ; t = lexer.next()) { toks.push(t); if (t.kind === 'eof') break; }
    const back = decodeTokens(file, encodeTokens(toks, sink.list));
    assert.ok(back, name);
    assert.equal(back.toks.length, toks.length, name);
    toks.forEach((t, k) => {
      const b = back.toks[k];
      assert.deepEqual([b.kind, b.text, b.pos, b.space, b.bol], [t.kind, t.text, t.pos, t.space, t.bol], `${name} token ${k}`);
    });
  }
});

const parsed = (deferred: boolean, body: string): Program => {
  const all = Object.keys(builtinHeaders).map((h) => `#include <${h}>\n`).join('');
  const sink = new DiagnosticSink();
  const prog = parse(preprocess('t.c', all + body, { readFile: () => undefined, builtinHeaders }, sink), 't.c', sink, { deferLibraryPrototypes: deferred });
  assert.deepEqual(sink.list.filter((d) => d.severity === 'error').map((d) => d.message), []);
  return prog;
};

test('every function and function typedef of the built-in headers, read when first named, has the type read in place gives', () => {
  const eager = parsed(false, '');
  const funcs = eager.funcs.map((f) => f.name);
  const typedefs = [...eager.scope].filter(([, e]) => (e as { k: string }).k === 'typedef').map(([n]) => n);
  assert.ok(funcs.length > 1000 && typedefs.length > 600, `${funcs.length} functions, ${typedefs.length} typedefs`);
  // A function that names every one: each name is first asked for inside a block.
  const uses = [...funcs.map((n) => `(void)${n};`), ...typedefs.map((n, k) => `{ ${n} *v${k} = 0; (void)v${k}; }`)].join('\n');
  const lazy = parsed(true, `void use_all(void) {\n${uses}\n}\n`);
  const typeOf = (p: Program, n: string): string => {
    const e = p.scope.get(n) as { k: string; f?: { type: Parameters<typeof typeName>[0] }; t?: Parameters<typeof typeName>[0] } | undefined;
    return e?.k === 'func' ? typeName(e.f!.type) : e?.k === 'typedef' ? typeName(e.t!) : `no ${n}`;
  };
  for (const n of [...funcs, ...typedefs]) assert.equal(typeOf(lazy, n), typeOf(eager, n), n);
});

test('a program that never names a header\'s function does not read its prototype', () => {
  const lazy = parsed(true, 'int main(void) { return puts("x"); }\n');
  // Besides the program's own names, only those two headers both declare (getopt, sched_yield)
  // are read, to compare the second declaration with the first as gcc does.
  const names = lazy.funcs.map((f) => f.name);
  assert.ok(names.includes('main') && names.includes('puts') && names.length < 10, names.join(' '));
  assert.ok(parsed(false, '').funcs.length > 1000);
});
