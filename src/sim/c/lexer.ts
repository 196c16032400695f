import type { Token, TokenKind } from './token';
import type { DiagnosticSink } from './diagnostics';

/**
 * Splits one source file into preprocessing tokens (C99 §6.4).
 * The text is the file's bytes as a latin1 string, so string literals keep their exact
 * bytes (UTF-8 stays UTF-8, as with gcc). Columns are gcc's display columns: a tab
 * advances to the next multiple of 8, a UTF-8 continuation byte takes no column.
 */

const PUNCTUATORS = [
  '%:%:', '...', '<<=', '>>=',
  '->', '++', '--', '<<', '>>', '<=', '>=', '==', '!=', '&&', '||', '*=', '/=', '%=', '+=', '-=',
  '&=', '^=', '|=', '##', '<:', ':>', '<%', '%>', '%:',
  '[', ']', '(', ')', '{', '}', '.', '&', '*', '+', '-', '~', '!', '/', '%', '<', '>', '^', '|',
  '?', ':', ';', '=', ',', '#',
];
const DIGRAPHS: Record<string, string> = { '<:': '[', ':>': ']', '<%': '{', '%>': '}', '%:': '#', '%:%:': '##' };

const isIdStart = (c: string) => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c === '_' || c === '$' || c >= '\x80';
const isIdChar = (c: string) => isIdStart(c) || (c >= '0' && c <= '9');
const isDigit = (c: string) => c >= '0' && c <= '9';

export function lex(file: string, text: string, sink: DiagnosticSink): Token[] {
  const out: Token[] = [];
  let i = 0;
  let line = 1;
  let col = 1;
  let space = false;
  let bol = true;
  const n = text.length;

  // Backslash-newline splices are invisible to tokens but still move the position.
  const skipSplices = (): void => {
    while (text[i] === '\\' && (text[i + 1] === '\n' || (text[i + 1] === '\r' && text[i + 2] === '\n'))) {
      i += text[i + 1] === '\r' ? 3 : 2;
      line++;
      col = 1;
    }
  };
  const peek = (k = 0): string => {
    // Look ahead across splices without consuming them.
    let j = i;
    let left = k;
    for (;;) {
      while (text[j] === '\\' && (text[j + 1] === '\n' || (text[j + 1] === '\r' && text[j + 2] === '\n'))) j += text[j + 1] === '\r' ? 3 : 2;
      if (left === 0) return j < n ? text[j] : '';
      j++;
      left--;
    }
  };
  const advance = (): string => {
    skipSplices();
    const c = text[i++];
    if (c === '\n') {
      line++;
      col = 1;
    } else if (c === '\t') {
      col = Math.floor((col - 1) / 8) * 8 + 9;
    } else if (c < '\x80' || c >= '\xc0') {
      col++;
    }
    return c;
  };
  const push = (kind: TokenKind, textOut: string, l: number, c: number): void => {
    out.push({ kind, text: textOut, pos: { file, line: l, col: c }, space, bol });
    space = false;
    bol = false;
  };

  while (true) {
    skipSplices();
    if (i >= n) break;
    const c = text[i];
    if (c === '\n') {
      advance();
      bol = true;
      space = false;
      continue;
    }
    if (c === ' ' || c === '\t' || c === '\r' || c === '\f' || c === '\v') {
      advance();
      space = true;
      continue;
    }
    if (c === '/' && peek(1) === '*') {
      const sl = line, sc = col;
      advance(); advance();
      let closed = false;
      while (i < n) {
        if (peek() === '*' && peek(1) === '/') { advance(); advance(); closed = true; break; }
        advance();
      }
      if (!closed) sink.error({ file, line: sl, col: sc }, 'unterminated comment');
      space = true;
      continue;
    }
    if (c === '/' && peek(1) === '/') {
      while (i < n && peek() !== '\n' && peek() !== '') advance();
      space = true;
      continue;
    }
    const sl = line, sc = col;
    // pp-number (§6.4.8): digit or .digit, then identifier chars, e+ E- p+ P-, and dots.
    if (isDigit(c) || (c === '.' && isDigit(peek(1)))) {
      let s = advance();
      for (;;) {
        const d = peek();
        if ((d === '+' || d === '-') && /[eEpP]$/.test(s)) s += advance();
        else if (d !== '' && (isIdChar(d) || d === '.')) s += advance();
        else break;
      }
      push('number', s, sl, sc);
      continue;
    }
    // Character constants and string literals, with optional L/u/U/u8 prefixes.
    const prefixMatch = /^(u8|u|U|L)?(['"])/.exec(text.slice(i, i + 4));
    if (prefixMatch && (prefixMatch[1] === undefined || isQuotePrefix(text, i))) {
      let s = '';
      for (let k = 0; k < (prefixMatch[1]?.length ?? 0); k++) s += advance();
      const q = advance();
      s += q;
      let closed = false;
      while (i < n) {
        const d = peek();
        if (d === '\n' || d === '') break;
        if (d === '\\') { s += advance(); if (peek() !== '\n' && peek() !== '') s += advance(); continue; }
        s += advance();
        if (d === q) { closed = true; break; }
      }
      if (!closed) {
        sink.error({ file, line: sl, col: sc }, q === '"' ? 'missing terminating " character' : "missing terminating ' character");
      }
      push(q === '"' ? 'string' : 'char', s, sl, sc);
      continue;
    }
    if (isIdStart(c)) {
      let s = advance();
      while (i < n && peek() !== '' && isIdChar(peek())) s += advance();
      push('ident', s, sl, sc);
      continue;
    }
    let matched = '';
    for (const p of PUNCTUATORS) {
      let ok = true;
      for (let k = 0; k < p.length; k++) if (peek(k) !== p[k]) { ok = false; break; }
      if (ok) { matched = p; break; }
    }
    if (matched) {
      for (let k = 0; k < matched.length; k++) advance();
      push('punct', DIGRAPHS[matched] ?? matched, sl, sc);
      continue;
    }
    push('other', advance(), sl, sc);
  }
  out.push({ kind: 'eof', text: '', pos: { file, line, col }, space, bol: true });
  return out;
}

function isQuotePrefix(text: string, i: number): boolean {
  // `L'x'` is a wide char constant, but `xL'` would be part of an identifier: only a
  // prefix when it starts the token, which the caller guarantees by position.
  return i === 0 || !isIdChar(text[i - 1]);
}

/** Lexes the text of a `#include <...>` operand, which is not an ordinary token sequence. */
export function headerNameFrom(tokens: Token[]): string | undefined {
  if (tokens.length === 0 || tokens[0].text !== '<') return undefined;
  let s = '';
  for (let k = 1; k < tokens.length; k++) {
    if (tokens[k].text === '>') return s;
    s += (tokens[k].space && s ? ' ' : '') + tokens[k].text;
  }
  return undefined;
}
