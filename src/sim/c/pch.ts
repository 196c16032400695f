/**
 * Precompiled headers, as gcc's `.gch` files are, made without asking: a unit that starts with
 * `#include <mpi.h>` and `#include <stdio.h>` spends most of its compile reading those headers
 * (47,000 tokens, 2,000 declarations), and an edited program starts with the same lines. The
 * state the preprocessor and the parser stand in after a unit's leading `#include` lines of
 * built-in headers (macros, include guards, the file scope with its unread prototypes, the
 * counters) is kept, and a unit starting with the same lines starts from it: the lines are
 * blanked (their line count kept), so what follows reads as it would after them.
 *
 * Kept only when it depends on nothing but the headers' text, the command line's macros and the
 * build: the headers gave no diagnostic, touched no file outside the built-in ones (an include
 * search or `__has_include` looking in a user directory), and used no `__COUNTER__`,
 * `__DATE__`, `__TIME__`, `__TIMESTAMP__` or `__BASE_FILE__`; the state names no main file;
 * `#pragma pack` is back to its default.
 */
import * as v8 from 'node:v8';
import { DiagnosticSink } from './diagnostics';
import { preprocessHeaders, type PreprocessOptions, type PpState } from './preprocessor';
import { parseHeaders, type ParserState } from './parser';
import type { ParseOptions } from './parse-core';

export interface Precompiled { pp: PpState; parser: ParserState }

/** The name the headers are read under: the state must not mention it (it would mention a main file). */
const PCH_FILE = '<pch>';

/**
 * The unit's leading lines that are `#include <name>` or `#include "name"` of a built-in header,
 * blank or comments only: the headers as written (`<stdio.h>`, `"mpi.h"`), and where the first
 * other line starts. A quoted name is the built-in header only when no file of that name is
 * beside the unit or in an include directory (the caller checks: `quoted`).
 */
export function leadingIncludes(source: string, isBuiltin: (name: string) => boolean): { names: string[]; end: number } | undefined {
  const names: string[] = [];
  let end = 0;
  for (let at = 0; at < source.length; ) {
    const nl = source.indexOf('\n', at);
    const lineEnd = nl < 0 ? source.length : nl + 1;
    let line = source.slice(at, lineEnd);
    // A comment running on past this line ends the prefix before it, unless it is all there is.
    const open = line.indexOf('/*');
    if (open >= 0 && line.indexOf('*/', open + 2) < 0) {
      const close = source.indexOf('*/', at + open + 2);
      if (close < 0 || line.slice(0, open).trim() !== '') break;
      const after = source.indexOf('\n', close);
      const rest = source.slice(close + 2, after < 0 ? source.length : after + 1);
      if (stripComments(rest).trim() !== '') break;
      at = end = after < 0 ? source.length : after + 1;
      continue;
    }
    if (line.includes('\\')) break;
    line = stripComments(line).trim();
    if (line !== '') {
      const m = /^#\s*include\s*(<[^<>"]+>|"[^<>"]+")$/.exec(line);
      if (!m || !isBuiltin(m[1].slice(1, -1))) break;
      names.push(m[1]);
    }
    at = end = lineEnd;
  }
  return names.length ? { names, end } : undefined;
}

/** A line's text without its complete comments (a string literal in an include line cannot hold one). */
function stripComments(line: string): string {
  return line.replace(/\/\*.*?\*\//g, ' ').replace(/\/\/.*$/s, '');
}

/** The names of quoted includes among `names` (as leadingIncludes gives them). */
export const quoted = (names: string[]): string[] => names.filter((n) => n.startsWith('"')).map((n) => n.slice(1, -1));

/** The source with its first `end` characters blanked, line breaks kept, so positions after them stay. */
export function blankPrefix(source: string, end: number): string {
  return source.slice(0, end).replace(/[^\r\n]/g, ' ') + source.slice(end);
}

/**
 * Reads the headers as a unit of `#include` lines and returns the state after them, serialized,
 * or undefined when it cannot be kept (above).
 */
export function precompile(names: string[], ppOpts: PreprocessOptions, parseOpts: ParseOptions): Buffer | undefined {
  let touched = false, buildTime = false;
  const sink = new DiagnosticSink();
  const opts: PreprocessOptions = {
    ...ppOpts,
    readFile: (p) => { touched = true; return ppOpts.readFile(p); },
    fileTime: () => undefined,
    onBuildTime: () => { buildTime = true; },
  };
  const text = names.map((n) => `#include ${n}\n`).join('');
  const { tokens, state } = preprocessHeaders(PCH_FILE, text, opts, sink);
  const parser = parseHeaders(tokens, PCH_FILE, sink, parseOpts);
  const pp = state();
  if (!pp || !parser || touched || buildTime || sink.list.length) return undefined;
  let buf: Buffer;
  try {
    buf = v8.serialize({ pp, parser } satisfies Precompiled);
  } catch {
    return undefined;
  }
  return buf.includes(PCH_FILE, 0, 'latin1') ? undefined : buf;
}

/** A fresh copy of a precompiled state (parsing a unit changes it). */
export function resumeFrom(buf: Buffer): Precompiled | undefined {
  try {
    return v8.deserialize(buf) as Precompiled;
  } catch {
    return undefined;
  }
}
