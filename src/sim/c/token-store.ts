/**
 * The lexed tokens of a built-in header in a compact form, for the compile cache: a header's
 * text is fixed, so its tokens are too, and reading them back costs a tenth of lexing the
 * 300 KB of <mpi.h> and its companions again in every process (a cold start's largest step).
 */
import type { Diagnostic } from './diagnostics';
import type { TokenKind } from './token';
import { mkTok, type PTok } from './pp-core';

/** A header's tokens: distinct texts, then per token its kind, text, line, column and flags. */
export interface StoredTokens { texts: string[]; ints: Int32Array; diags: Diagnostic[] }

const KINDS: TokenKind[] = ['ident', 'number', 'string', 'char', 'punct', 'header', 'other', 'eof'];
const FIELDS = 5;

export function encodeTokens(toks: PTok[], diags: Diagnostic[]): StoredTokens {
  const index = new Map<string, number>();
  const texts: string[] = [];
  const ints = new Int32Array(toks.length * FIELDS);
  toks.forEach((t, k) => {
    let ti = index.get(t.text);
    if (ti === undefined) { ti = texts.length; texts.push(t.text); index.set(t.text, ti); }
    const o = k * FIELDS;
    ints[o] = KINDS.indexOf(t.kind);
    ints[o + 1] = ti;
    ints[o + 2] = t.pos.line;
    ints[o + 3] = t.pos.col;
    ints[o + 4] = (t.space ? 1 : 0) | (t.bol ? 2 : 0);
  });
  return { texts, ints, diags };
}

/** The tokens again, exactly as the lexer made them for `file`; undefined if `s` is not a store. */
export function decodeTokens(file: string, s: StoredTokens): { toks: PTok[]; diags: Diagnostic[] } | undefined {
  const { texts, ints } = s;
  if (!Array.isArray(texts) || !(ints instanceof Int32Array) || ints.length % FIELDS || !Array.isArray(s.diags)) return undefined;
  const toks: PTok[] = new Array(ints.length / FIELDS);
  for (let k = 0, o = 0; o < ints.length; k++, o += FIELDS) {
    const kind = KINDS[ints[o]], text = texts[ints[o + 1]];
    if (kind === undefined || text === undefined) return undefined;
    toks[k] = mkTok(kind, text, { file, line: ints[o + 2], col: ints[o + 3] }, (ints[o + 4] & 1) !== 0, (ints[o + 4] & 2) !== 0);
  }
  return toks.length && toks[toks.length - 1].kind === 'eof' ? { toks, diags: s.diags } : undefined;
}

