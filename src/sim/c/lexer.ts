import type { Token, TokenKind } from './token';
import type { DiagnosticSink, SourcePos } from './diagnostics';

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
/** The punctuators that begin with each character, longest first (as PUNCTUATORS lists them). */
const PUNCT_BY_FIRST = new Map<string, string[]>();
for (const p of PUNCTUATORS) PUNCT_BY_FIRST.set(p[0], [...(PUNCT_BY_FIRST.get(p[0]) ?? []), p]);

const isIdStart = (c: string) => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c === '_' || c === '$' || c >= '\x80';
const isIdChar = (c: string) => isIdStart(c) || (c >= '0' && c <= '9');
const isDigit = (c: string) => c >= '0' && c <= '9';
/** isIdChar of a character code. */
const isIdCode = (d: number) => (d >= 97 && d <= 122) || (d >= 65 && d <= 90) || (d >= 48 && d <= 57) || d === 95 || d === 36 || d >= 0x80;

export function lex(file: string, text: string, sink: DiagnosticSink): Token[] {
  const lexer = new Lexer(file, text, sink, (kind, t, pos, space, bol) => ({ kind, text: t, pos, space, bol }));
  const out: Token[] = [];
  for (;;) {
    const t = lexer.next();
    out.push(t);
    if (t.kind === 'eof') return out;
  }
}

/**
 * The tokens of one file, one at a time, so that a big file is never all in memory at once as
 * tokens. Each token's text is a slice of the file (or one shared string for a repeated
 * identifier or punctuator), not a string built a character at a time, whose pieces would
 * outweigh the token.
 */
export class Lexer<T extends Token = Token> {
  private i = 0;
  private line = 1;
  private col = 1;
  private space = false;
  private bol = true;
  /** Backslash-newline splices passed so far: a token without any inside is a plain slice. */
  private splices = 0;
  private readonly n: number;
  private readonly names = new Map<string, string>();

  constructor(
    private readonly file: string,
    private readonly text: string,
    private readonly sink: DiagnosticSink,
    private readonly make: (kind: TokenKind, text: string, pos: SourcePos, space: boolean, bol: boolean) => T,
  ) {
    this.n = text.length;
  }

  // Backslash-newline splices are invisible to tokens but still move the position.
  private skipSplices(): void {
    const text = this.text;
    while (text[this.i] === '\\' && (text[this.i + 1] === '\n' || (text[this.i + 1] === '\r' && text[this.i + 2] === '\n'))) {
      this.i += text[this.i + 1] === '\r' ? 3 : 2;
      this.line++;
      this.col = 1;
      this.splices++;
    }
  }

  private peek(k = 0): string {
    // Look ahead across splices without consuming them.
    const text = this.text;
    let j = this.i;
    let left = k;
    for (;;) {
      while (text[j] === '\\' && (text[j + 1] === '\n' || (text[j + 1] === '\r' && text[j + 2] === '\n'))) j += text[j + 1] === '\r' ? 3 : 2;
      if (left === 0) return j < this.n ? text[j] : '';
      j++;
      left--;
    }
  }

  private advance(): string {
    this.skipSplices();
    const c = this.text[this.i++];
    if (c === '\n') {
      this.line++;
      this.col = 1;
    } else if (c === '\t') {
      this.col = Math.floor((this.col - 1) / 8) * 8 + 9;
    } else if (c < '\x80' || c >= '\xc0') {
      this.col++;
    }
    return c;
  }

  /**
   * Moves to `end` keeping line and column as advance() does, unless a backslash (a possible
   * splice) lies before it: then it stays, for advance() to go one character at a time. The fast
   * path for runs of plain characters (comments, identifiers), which are most of a header.
   */
  private skipPlain(end: number): boolean {
    const text = this.text;
    let line = this.line, col = this.col;
    for (let j = this.i; j < end; j++) {
      const d = text.charCodeAt(j);
      if (d === 10) { line++; col = 1; } else if (d === 9) col = Math.floor((col - 1) / 8) * 8 + 9;
      else if (d === 92) return false;
      else if (d < 0x80 || d >= 0xc0) col++;
    }
    this.i = end;
    this.line = line;
    this.col = col;
    return true;
  }

  /** The text from `start` to here: a slice, unless a splice lies inside (then without the splices). */
  private textFrom(start: number, splicesBefore: number): string {
    const s = this.text.slice(start, this.i);
    return this.splices === splicesBefore ? s : s.replace(/\\\r?\n/g, '');
  }

  private shared(s: string): string {
    const got = this.names.get(s);
    if (got !== undefined) return got;
    const own = ownCopy(s);
    this.names.set(own, own);
    return own;
  }

  private token(kind: TokenKind, text: string, l: number, c: number): T {
    const t = this.make(kind, text, { file: this.file, line: l, col: c }, this.space, this.bol);
    this.space = false;
    this.bol = false;
    return t;
  }

  /** The next token; at the end, an `eof` token (again on every later call). */
  next(): T {
    const text = this.text, n = this.n;
    while (true) {
      this.skipSplices();
      if (this.i >= n) break;
      const c = text[this.i];
      if (c === '\n') {
        this.advance();
        this.bol = true;
        this.space = false;
        continue;
      }
      if (c === ' ' || c === '\t' || c === '\r' || c === '\f' || c === '\v') {
        // A run of spaces and tabs (indentation, alignment) in one go.
        let j = this.i + 1;
        for (let d = text.charCodeAt(j); d === 32 || d === 9; d = text.charCodeAt(++j));
        this.skipPlain(j);
        this.space = true;
        continue;
      }
      if (c === '/' && this.peek(1) === '*') {
        const sl = this.line, sc = this.col;
        const close = text.indexOf('*/', this.i + 2);
        if (this.skipPlain(close < 0 ? n : close + 2)) {
          if (close < 0) this.sink.error({ file: this.file, line: sl, col: sc }, 'unterminated comment');
          this.space = true;
          continue;
        }
        this.advance(); this.advance();
        let closed = false;
        while (this.i < n) {
          if (this.peek() === '*' && this.peek(1) === '/') { this.advance(); this.advance(); closed = true; break; }
          this.advance();
        }
        if (!closed) this.sink.error({ file: this.file, line: sl, col: sc }, 'unterminated comment');
        this.space = true;
        continue;
      }
      if (c === '/' && this.peek(1) === '/') {
        const eol = text.indexOf('\n', this.i);
        this.skipPlain(eol < 0 ? n : eol);
        while (this.i < n && this.peek() !== '\n' && this.peek() !== '') this.advance();
        this.space = true;
        continue;
      }
      const sl = this.line, sc = this.col;
      this.skipSplices();
      const start = this.i, sp = this.splices;
      // pp-number (§6.4.8): digit or .digit, then identifier chars, e+ E- p+ P-, and dots.
      if (isDigit(c) || (c === '.' && isDigit(this.peek(1)))) {
        let prev = this.advance();
        for (;;) {
          const d = this.peek();
          if ((d === '+' || d === '-') && (prev === 'e' || prev === 'E' || prev === 'p' || prev === 'P')) prev = this.advance();
          else if (d !== '' && (isIdChar(d) || d === '.')) prev = this.advance();
          else break;
        }
        return this.token('number', this.shared(this.textFrom(start, sp)), sl, sc);
      }
      // Character constants and string literals, with optional L/u/U/u8 prefixes.
      const prefixMatch = (c === '"' || c === "'" || c === 'u' || c === 'U' || c === 'L') && /^(u8|u|U|L)?(['"])/.exec(text.slice(this.i, this.i + 4));
      if (prefixMatch && (prefixMatch[1] === undefined || isQuotePrefix(text, this.i))) {
        for (let k = 0; k < (prefixMatch[1]?.length ?? 0); k++) this.advance();
        const q = this.advance();
        let closed = false;
        while (this.i < n) {
          const d = this.peek();
          if (d === '\n' || d === '') break;
          if (d === '\\') { this.advance(); if (this.peek() !== '\n' && this.peek() !== '') this.advance(); continue; }
          this.advance();
          if (d === q) { closed = true; break; }
        }
        if (!closed) {
          this.sink.error({ file: this.file, line: sl, col: sc }, q === '"' ? 'missing terminating " character' : "missing terminating ' character");
        }
        const s = this.textFrom(start, sp);
        return this.token(q === '"' ? 'string' : 'char', ownCopy(s), sl, sc);
      }
      if (isIdStart(c)) {
        let j = this.i + 1;
        while (j < n && isIdCode(text.charCodeAt(j))) j++;
        // Then one character at a time across a splice, if one follows.
        this.skipPlain(j);
        while (this.i < n && this.peek() !== '' && isIdChar(this.peek())) this.advance();
        return this.token('ident', this.shared(this.textFrom(start, sp)), sl, sc);
      }
      for (const p of PUNCT_BY_FIRST.get(c) ?? []) {
        let ok = true;
        for (let k = 0; k < p.length; k++) if (this.peek(k) !== p[k]) { ok = false; break; }
        if (!ok) continue;
        for (let k = 0; k < p.length; k++) this.advance();
        return this.token('punct', DIGRAPHS[p] ?? p, sl, sc);
      }
      return this.token('other', this.advance(), sl, sc);
    }
    return this.make('eof', '', { file: this.file, line: this.line, col: this.col }, this.space, true);
  }
}

/**
 * A string of its own, not a slice holding on to the whole file (V8 slices strings of 13
 * characters or more; shorter ones are copies already).
 */
function ownCopy(s: string): string {
  return s.length > 12 ? (' ' + s).slice(1) : s;
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
