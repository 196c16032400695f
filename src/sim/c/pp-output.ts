/**
 * The text `gcc -E` writes for a preprocessed translation unit: tokens on the lines they came
 * from (a macro's expansion on its invocation's line), indentation kept, other whitespace one
 * space, and linemarkers (`# LINE "FILE" FLAGS`) where the file changes (flag 1 entering an
 * include, 2 back in its includer, 3 a system header) or more than 8 lines are skipped.
 * Autoconf's checks (AC_PROG_CPP, AC_EGREP_CPP, header checks) read this text.
 */
import type { Token } from './token';
import { isBuiltinHeaderPath } from './pp-core';

/** Operators that paste with a following `=` (cpplib's CPP_EQ to CPP_LSHIFT). */
const BEFORE_EQ = new Set(['=', '!', '>', '<', '+', '-', '*', '/', '%', '&', '|', '^', '>>', '<<']);

/**
 * gcc's cpp_avoid_paste: where padding (a macro's expansion or argument) separates two tokens
 * written with nothing between them, gcc -E puts a space between those that could read as one
 * token, and a few more (a number then `+`, `1 +1`). Its table (a name then a number: spaced unless the
 * number starts with `.`).
 */
export function avoidPaste(a: Token, b: Token): boolean {
  const c = b.kind === 'punct' ? b.text[0] : '';
  const plainChar = b.kind === 'char' && b.text[0] === "'";
  const plainString = b.kind === 'string' && b.text[0] === '"';
  if (a.kind === 'punct' && BEFORE_EQ.has(a.text) && c === '=') return true;
  switch (a.kind) {
    case 'ident': return b.kind === 'ident' || (b.kind === 'number' && b.text[0] !== '.') || plainChar || plainString;
    case 'number': return b.kind === 'number' || b.kind === 'ident' || plainChar || c === '.' || c === '+' || c === '-';
    case 'other': return a.text[0] === '\\' && b.kind === 'ident';
    case 'punct': break;
    default: return false;
  }
  switch (a.text) {
    case '>': return c === '>';
    case '<': return c === '<' || c === '%' || c === ':';
    case '+': return c === '+';
    case '-': return c === '-' || c === '>';
    case '/': return c === '/' || c === '*';
    case '%': return c === ':' || c === '>';
    case '&': return c === '&';
    case '|': return c === '|';
    case ':': return c === ':' || c === '>';
    case '->': return c === '*';
    case '.': return c === '.' || c === '%' || b.kind === 'number';
    case '#': case '%:': return c === '#' || c === '%';
    case '<=': return c === '>';
    default: return false;
  }
}

export function preprocessedText(tokens: readonly Token[], mainFile: string, markers = true): string {
  const out: string[] = [];
  const stack: string[] = [];
  let file = '', line = 0, prev: Token | undefined;
  const marker = (l: number, f: string, flag: string): void => {
    if (markers) out.push(`# ${l} ${JSON.stringify(f)}${flag}${isBuiltinHeaderPath(f) ? ' 3' : ''}\n`);
  };
  if (markers) out.push(`# 0 ${JSON.stringify(mainFile)}\n# 0 "<built-in>"\n# 0 "<command-line>"\n# 1 ${JSON.stringify(mainFile)}\n`);
  stack.push(mainFile);
  file = mainFile; line = 1;
  let first = true;
  for (const t of tokens) {
    if (t.kind === 'eof') break;
    const f = t.pos.file;
    if (f !== file) {
      if (!first) out.push('\n');
      // Back in a file of the include stack, or into a new one.
      const at = stack.lastIndexOf(f);
      let flag = '';
      if (at >= 0) { stack.length = at + 1; flag = ' 2'; } else { if (stack.length) flag = ' 1'; stack.push(f); }
      marker(t.pos.line, f, flag);
      file = f; line = t.pos.line; prev = undefined;
    } else if (t.pos.line > line && !(t.expansion !== undefined && prev?.expansion === t.expansion) && (markers || t.bol)) {
      // (A macro's expansion stays on its invocation's line, arguments from later lines too;
      // without linemarkers, gcc starts a new line only where the source does.)
      const gap = t.pos.line - line;
      // (-P: gcc starts a line only after one it wrote on; none before the first.)
      if (!markers) { if (!first) out.push('\n'); }
      else if (gap <= 8) out.push('\n'.repeat(gap));
      else { out.push('\n'); marker(t.pos.line, f, ''); }
      line = t.pos.line; prev = undefined;
    }
    if (t.kind === 'pragma') {
      // On a line of its own, as gcc writes it; one from _Pragma in a line (expansion -1) between
      // linemarkers of that line.
      const inLine = t.expansion === -1 && markers;
      if (prev) out.push('\n');
      if (inLine) marker(t.pos.line, f, '');
      // gcc -fopenmp writes an OpenMP directive after a line as wide as what stood before `omp`, and a linemarker.
      else if (t.directive?.length) { out.push(' '.repeat(Math.max(0, t.directive[0].pos.col - 1)), '\n'); marker(t.pos.line, f, ''); }
      out.push(t.text, '\n');
      if (inLine) marker(t.pos.line, f, ''); else line++;
      prev = undefined;
      first = false;
      continue;
    }
    if (!prev) {
      const col = t.indent ?? t.pos.col;
      // (A `#` that padding brought to a line's first column is spaced: it starts no directive.)
      out.push(' '.repeat(Math.max(col - 1, col === 1 && t.space && t.kind === 'punct' && (t.text === '#' || t.text === '%:') ? 1 : 0)));
    }
    else if (t.space) out.push(' ');
    out.push(t.text);
    prev = t;
    first = false;
  }
  out.push('\n');
  return out.join('');
}
