/**
 * The lexed tokens of a built-in header in a compact form, for the compile cache: a header's
 * text is fixed, so its tokens are too, and reading them back costs a tenth of lexing the
 * 300 KB of <mpi.h> and its companions again in every process (a cold start's largest step).
 */
import type { Diagnostic } from './diagnostics';
import type { Token, TokenKind } from './token';
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


/**
 * Declarations kept as tokens, a precompiled header's unread prototypes (./pch.ts): about 1,900
 * declarations of 25 tokens, of which a program reads a handful, so each is decoded only when
 * its name is first asked for. `bounds[k]`..`bounds[k + 1]` are name k's tokens.
 */
export interface StoredDeclarations { names: string[]; bounds: Int32Array; texts: string[]; ints: Int32Array }

const DECL_FIELDS = 9;
const SPACE = 1, BOL = 2, MACRO = 4, EXPANSION = 8, PACK = 16;
const TOKEN_KEYS = new Set(['kind', 'text', 'pos', 'space', 'bol', 'macro', 'expansion', 'pack']);
const POS_KEYS = new Set(['file', 'line', 'col']);

/** The declarations in compact form; undefined if a token carries more than it can keep. */
export function encodeDeclarations(decls: ReadonlyMap<string, Token[]>): StoredDeclarations | undefined {
  const index = new Map<string, number>();
  const texts: string[] = [];
  const text = (s: string): number => {
    let k = index.get(s);
    if (k === undefined) { k = texts.length; texts.push(s); index.set(s, k); }
    return k;
  };
  let count = 0;
  for (const toks of decls.values()) count += toks.length;
  const ints = new Int32Array(count * DECL_FIELDS);
  const bounds = new Int32Array(decls.size + 1);
  let o = 0, k = 0;
  for (const toks of decls.values()) {
    for (const t of toks) {
      for (const key in t) if (!TOKEN_KEYS.has(key)) return undefined;
      for (const key in t.pos) if (!POS_KEYS.has(key)) return undefined;
      ints[o] = KINDS.indexOf(t.kind);
      ints[o + 1] = text(t.text);
      ints[o + 2] = text(t.pos.file);
      ints[o + 3] = t.pos.line;
      ints[o + 4] = t.pos.col;
      ints[o + 5] = (t.space ? SPACE : 0) | (t.bol ? BOL : 0) | (t.macro !== undefined ? MACRO : 0) | (t.expansion !== undefined ? EXPANSION : 0) | (t.pack !== undefined ? PACK : 0);
      ints[o + 6] = t.macro !== undefined ? text(t.macro) : 0;
      ints[o + 7] = t.expansion ?? 0;
      ints[o + 8] = t.pack ?? 0;
      o += DECL_FIELDS;
    }
    bounds[++k] = o / DECL_FIELDS;
  }
  return { names: [...decls.keys()], bounds, texts, ints };
}

/** Declaration k's tokens. */
export function decodeDeclaration(s: StoredDeclarations, k: number): Token[] {
  const { texts, ints } = s;
  const out: Token[] = [];
  for (let o = s.bounds[k] * DECL_FIELDS; o < s.bounds[k + 1] * DECL_FIELDS; o += DECL_FIELDS) {
    const flags = ints[o + 5];
    const t: Token = { kind: KINDS[ints[o]], text: texts[ints[o + 1]], pos: { file: texts[ints[o + 2]], line: ints[o + 3], col: ints[o + 4] }, space: (flags & SPACE) !== 0, bol: (flags & BOL) !== 0 };
    if (flags & MACRO) t.macro = texts[ints[o + 6]];
    if (flags & EXPANSION) t.expansion = ints[o + 7];
    if (flags & PACK) t.pack = ints[o + 8];
    out.push(t);
  }
  return out;
}
