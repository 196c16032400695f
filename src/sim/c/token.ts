import type { SourcePos } from './diagnostics';

export type TokenKind =
  | 'ident'
  | 'number' // pp-number: classified as integer or floating constant by the parser
  | 'char' // character constant, text includes quotes and any prefix
  | 'string' // string literal, text includes quotes and any prefix
  | 'punct'
  | 'header' // <...> header name, only produced for #include
  | 'other' // a stray character gcc would reject (e.g. '@', '`')
  | 'pragma' // `#pragma` or `_Pragma` written back by -E (PreprocessOptions.keepPragmas), or an OpenMP directive (openmp): its text is the whole line
  | 'eof';

export interface Token {
  kind: TokenKind;
  text: string;
  pos: SourcePos;
  /** Whitespace precedes the token (matters for `#` stringizing and for `#define F(` vs `F (`). */
  space: boolean;
  /** First token on its logical line (directives start only here). */
  bol: boolean;
  /** Macros this token came out of; expansion skips them (the C standard's "painted blue"). */
  hide?: ReadonlySet<string>;
  /** For tokens produced by a macro expansion: the macro name (for diagnostics). */
  macro?: string;
  /** Which expansion of a macro written in the source it came from (`mpisim cc -E` keeps one on one line). */
  expansion?: number;
  /** -E: the column its line starts at, when the line starts with a macro's name and this token came from its arguments. */
  indent?: number;
  /** `#pragma pack` in effect from this token on (the first after the pragma): the largest member alignment, 0 for the default. */
  pack?: number;
  /** -Wunknown-pragmas: the pragmas ignored just before this token, warned of when the parser reaches it (./wall-warnings.ts). */
  ignoredPragmas?: { pos: SourcePos; message: string }[];
  /** A 'pragma' of OpenMP under -fopenmp: its tokens from `omp` on, macro-expanded (./parse-omp.ts reads them). */
  directive?: Token[];
}

/**
 * Appends the next tokens to `out`, about `n` of them; false once the final 'eof' is in. A
 * parser that reads as it goes holds a big file's tokens only a piece at a time.
 */
export type TokenSource<T extends Token = Token> = (out: T[], n: number) => boolean;
