/**
 * The C the OpenMP directives become is written as text and split into tokens here, at the
 * directive's place (./parse-omp.ts and its helpers read it with the parser).
 */
import type { Token } from './token';
import type { SourcePos } from './diagnostics';

/** Splits synthesized C into tokens at `pos` (names the user wrote are spliced in as their own tokens). */
export function code(pos: SourcePos, ...parts: (string | Token | Token[])[]): Token[] {
  const out: Token[] = [];
  for (const p of parts) {
    if (typeof p !== 'string') { for (const t of Array.isArray(p) ? p : [p]) out.push({ ...t, bol: false }); continue; }
    for (const m of p.matchAll(/[A-Za-z_]\w*|\d[\w.]*|->|\+\+|--|&&|\|\||<<|>>|[-+*/%&|^!<>=]=|[-+*/%&|^!<>=(){}[\];,.?:~]/g)) {
      const text = m[0];
      const kind = /^[A-Za-z_]/.test(text) ? 'ident' : /^\d/.test(text) ? 'number' : 'punct';
      out.push({ kind, text, pos, space: true, bol: false });
    }
  }
  return out;
}

/** Splits `toks` at the `sep` punctuators outside parentheses, brackets and braces. */
export function splitTop(toks: Token[], sep: string): Token[][] {
  const out: Token[][] = [[]];
  let depth = 0;
  for (const t of toks) {
    if (t.kind === 'punct' && '([{'.includes(t.text)) depth++;
    else if (t.kind === 'punct' && ')]}'.includes(t.text)) depth--;
    if (t.kind === 'punct' && t.text === sep && !depth) out.push([]);
    else out[out.length - 1].push(t);
  }
  return out;
}
