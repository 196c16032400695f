import type { Token, TokenSource } from './token';

/**
 * Tokens by index, from a whole array or from a source read a piece ahead: the preprocessor's
 * view of a big file as the lexer makes it, the parser's view of the preprocessor's output. A
 * source's tokens are dropped once the reader has passed them (`release`), so a file of tens of
 * megabytes is never in memory as tokens at once; an array is its owner's and stays whole.
 */
export class TokenWindow<T extends Token = Token> {
  private toks: T[];
  /** The index of toks[0]: tokens before it are dropped. */
  private base = 0;
  private source: TokenSource<T> | undefined;
  private readonly streamed: boolean;
  constructor(from: T[] | TokenSource<T>) {
    this.streamed = !Array.isArray(from);
    if (Array.isArray(from)) this.toks = from;
    else { this.toks = []; this.source = from; }
  }

  /** Token k; past the end, the final 'eof'. */
  at(k: number): T {
    const j = k - this.base;
    return j < this.toks.length ? this.toks[j] : this.fill(j);
  }
  private fill(j: number): T {
    while (this.source && j >= this.toks.length) {
      if (!this.source(this.toks, 4096)) this.source = undefined;
    }
    return this.toks[Math.min(j, this.toks.length - 1)];
  }

  slice(from: number, to: number): T[] {
    const out: T[] = [];
    for (let k = from; k < to; k++) out.push(this.at(k));
    return out;
  }

  /** Forgets the tokens before k, a few thousand at a time (of a source only). */
  release(k: number): void {
    if (!this.streamed || k - this.base < 4096) return;
    this.toks = this.toks.slice(k - this.base);
    this.base = k;
  }
}
