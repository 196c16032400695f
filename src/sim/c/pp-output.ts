/**
 * The text `gcc -E` writes for a preprocessed translation unit: tokens on the lines they came
 * from (a macro's expansion on its invocation's line), indentation kept, other whitespace one
 * space, and linemarkers (`# LINE "FILE" FLAGS`) where the file changes (flag 1 entering an
 * include, 2 back in its includer, 3 a system header) or more than 8 lines are skipped.
 * Autoconf's checks (AC_PROG_CPP, AC_EGREP_CPP, header checks) read this text.
 */
import type { Token } from './token';
import { lex } from './lexer';
import { DiagnosticSink } from './diagnostics';
import { isBuiltinHeaderPath } from './pp-core';

/** Whether two tokens written with nothing between them would read back as other tokens. */
function wouldPaste(a: Token, b: Token): boolean {
  const words = (t: Token) => t.kind === 'ident' || t.kind === 'number';
  if (words(a) && words(b)) return true;
  if (a.kind === 'string' || a.kind === 'char') return b.kind === 'ident';
  const back = lex('', a.text + b.text, new DiagnosticSink());
  return back.length < 2 || back[0].text !== a.text || back[1].text !== b.text;
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
      if (!markers) { if (!first) out.push('\n'); } // (gcc -P only ends lines it wrote)
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
      out.push(t.text, '\n');
      if (inLine) marker(t.pos.line, f, ''); else line++;
      prev = undefined;
      first = false;
      continue;
    }
    if (!prev) out.push(' '.repeat(Math.max(0, t.pos.col - 1)));
    else if (t.space || wouldPaste(prev, t)) out.push(' ');
    out.push(t.text);
    prev = t;
    first = false;
  }
  out.push('\n');
  return out.join('');
}
