/** A place in the user's source, 1-based like gcc's `file:line:col`. */
export interface SourcePos {
  file: string;
  line: number;
  col: number;
}

export type Severity = 'error' | 'warning' | 'note';

/**
 * Where a token that a macro's expansion produced comes from, as gcc's virtual locations record
 * it: the macro and the place of its name in the invocation (`at`, itself virtual when the
 * invocation came from another macro), where the token was spelled (`spelling`: in the definition,
 * or in the invocation's argument), and where it is in the definition (`def`: the token, or the
 * parameter an argument's token replaced). The token's SourcePos keeps the invocation's line and
 * column (what the debugger steps by); diagnostics unwind this to gcc's place and notes.
 */
export interface MacroVia { name: string; at: SourcePos; spelling: SourcePos; def: SourcePos }
// Beside the positions, not in them: compiled objects and caches serialize positions.
const VIA = new WeakMap<SourcePos, MacroVia>();

/** A position with `p`'s coordinates that remembers where in a macro expansion it is. */
export function viaPos(p: SourcePos, via: MacroVia): SourcePos {
  const q = { file: p.file, line: p.line, col: p.col };
  VIA.set(q, via);
  return q;
}

/** Whether a token at `p` came out of a macro's expansion. */
export const inMacroExpansion = (p: SourcePos): boolean => VIA.has(p);

/** A built-in header's or the command line's: gcc prints no macro trace into system headers. */
const systemFile = (p: SourcePos): boolean => p.file.startsWith('<');

/**
 * gcc's place for a diagnostic at `pos` and its "in definition of macro" / "in expansion of
 * macro" notes (gcc 12's maybe_unwind_expanded_macro_loc): the token's spelling; then, for each
 * macro from the innermost outward, where its expansion was, except that the innermost one shows
 * the token's place in its definition when the diagnostic's line is not there already. Undefined
 * for positions outside macros, and for tokens spelled in a system header (gcc reports those at
 * the expansion, as mpisim always did).
 */
export function macroTrace(pos: SourcePos): { pos: SourcePos; notes: Diagnostic[] } | undefined {
  if (!VIA.has(pos)) return undefined;
  let main = pos;
  for (let v = VIA.get(main); v; v = VIA.get(main)) main = v.spelling;
  if (systemFile(main)) return undefined;
  const chain: MacroVia[] = [];
  let where: SourcePos = pos;
  for (let v = VIA.get(where); v; v = VIA.get(where)) {
    chain.push(v);
    where = VIA.has(v.spelling) ? v.spelling : v.at;
  }
  if (systemFile(where)) return undefined;
  const defPoint = (p: SourcePos): SourcePos => {
    for (let v = VIA.get(p); v; v = VIA.get(p)) p = v.def;
    return p;
  };
  const notes: Diagnostic[] = [];
  chain.forEach((v, ix) => {
    if (systemFile(v.def)) return;
    if (ix === 0 && main.line !== v.def.line) notes.push({ severity: 'note', pos: v.def, message: `in definition of macro ‘${v.name}’` });
    else notes.push({ severity: 'note', pos: defPoint(v.at), message: `in expansion of macro ‘${v.name}’` });
  });
  return { pos: main, notes };
}

export interface Diagnostic {
  severity: Severity;
  pos: SourcePos;
  message: string;
  /** A link error: printed as ld prints it (file:line, under the function it is in). */
  link?: { inFunction?: string; firstDefined?: SourcePos };
  /** The function the diagnostic is inside (gcc's `In function ‘f’:` line), if any. */
  fn?: string;
  /** An error that ends the compilation: gcc's `fatal error:`, then `compilation terminated.` */
  fatal?: boolean;
  /** gcc's notes of the macro expansions it is in (macroTrace), printed after it. */
  notes?: Diagnostic[];
  /** Of a pass after the front end (see DiagnosticSink.late): the function's number and the pass. */
  late?: { fn: number; pass: LatePass };
}

/**
 * gcc's passes after the front end that report OpenMP errors, in the order they run over a
 * function: gimplification (an `ordered depend` outside a doacross loop), diagnose_omp_blocks
 * (a branch into or out of a structured block), omp-low's nesting restrictions.
 */
export const LATE_PASS = { gimplify: 1, ompBlocks: 2, ompLow: 3 } as const;
export type LatePass = (typeof LATE_PASS)[keyof typeof LATE_PASS];

export function formatPos(p: SourcePos): string {
  // Column 0: a place gcc gives by line only (an ignored pragma's).
  return `${p.file}:${p.line}${p.col ? `:${p.col}` : ''}`;
}

/** gcc's one-line form, so editors and problem matchers pick it up unchanged. */
export function formatDiagnostic(d: Diagnostic): string {
  if (d.link) {
    const fn = d.link.inFunction ? `mpisim: in function \`${d.link.inFunction}':\n` : '';
    const first = d.link.firstDefined ? `; ${d.link.firstDefined.file}:${d.link.firstDefined.line}: first defined here` : '';
    return `${fn || 'mpisim: '}${d.pos.file}:${d.pos.line}: ${d.message}${first}`;
  }
  if (d.fatal) return `${formatPos(d.pos)}: fatal error: ${d.message}\ncompilation terminated.`;
  return `${formatPos(d.pos)}: ${d.severity}: ${d.message}`;
}

/**
 * gcc's lines for a list of diagnostics: each one-line form, preceded by `file: In function ‘f’:`
 * when the function changes and `file: At top level:` when it leaves one, as gcc prints them.
 */
export function formatDiagnostics(list: readonly Diagnostic[]): string[] {
  const out: string[] = [];
  let fn: string | undefined;
  for (const d of list) {
    if (!d.link && d.fn !== fn) {
      if (d.fn !== undefined) out.push(`${d.pos.file}: In function ‘${d.fn}’:`);
      else if (d.severity !== 'note') out.push(`${d.pos.file}: At top level:`);
      if (d.fn !== undefined || d.severity !== 'note') fn = d.fn;
    }
    out.push(formatDiagnostic(d));
    for (const n of d.notes ?? []) out.push(formatDiagnostic(n));
  }
  return out;
}

/** Thrown when a program cannot run: carries every diagnostic found, not only the first. */
export class CompileError extends Error {
  constructor(readonly diagnostics: Diagnostic[]) {
    super(formatDiagnostics(diagnostics).join('\n'));
    this.name = 'CompileError';
  }
}

/** Collects diagnostics; stops a phase only after too many, like gcc's error limit. */
/** A diagnostic inside a macro's expansion moves to gcc's place and carries gcc's notes (macroTrace). */
function inMacro(d: Diagnostic): Diagnostic {
  const t = macroTrace(d.pos);
  return t ? { ...d, pos: t.pos, notes: t.notes.length ? t.notes : undefined } : d;
}

export class DiagnosticSink {
  readonly list: Diagnostic[] = [];
  static readonly LIMIT = 50;
  /** The function being compiled, given to the diagnostics reported meanwhile. */
  get context(): string | undefined { return this.context_; }
  set context(fn: string | undefined) { this.context_ = fn; this.fnCount++; }
  private context_: string | undefined;
  private fnCount = 0;
  /** Where the late diagnostics begin in `list` (-1: none yet). */
  private lateFrom = -1;

  /**
   * A front-end diagnostic: before every late one, as gcc's front end reads the whole unit first;
   * inside a macro's expansion, at gcc's place with gcc's notes.
   */
  private add(d: Diagnostic): void {
    const placed = inMacro(d);
    if (this.lateFrom < 0) this.list.push(placed);
    else this.list.splice(this.lateFrom++, 0, placed);
  }
  error(pos: SourcePos, message: string): void {
    this.add({ severity: 'error', pos, message, fn: this.context });
  }
  /**
   * An error of a pass after the front end (LatePass): gcc reports it once the whole unit is
   * read, function by function in their order, each function's passes in their order.
   */
  late(pos: SourcePos, message: string, pass: LatePass): void {
    const d: Diagnostic = inMacro({ severity: 'error', pos, message, fn: this.context, late: { fn: this.fnCount, pass } });
    if (this.lateFrom < 0) this.lateFrom = this.list.length;
    let at = this.list.length;
    while (at > this.lateFrom) {
      const l = this.list[at - 1].late;
      if (l && (l.fn < d.late!.fn || (l.fn === d.late!.fn && l.pass <= pass))) break;
      at--;
    }
    this.list.splice(at, 0, d);
  }
  /** Where the next front-end diagnostic goes: the place of one reported later (insertAt). */
  mark(): number { return this.lateFrom < 0 ? this.list.length : this.lateFrom; }
  /** Front-end diagnostics placed at a `mark` (marks taken later filled first, so earlier ones still hold). */
  insertAt(mark: number, ds: Diagnostic[]): void {
    this.list.splice(mark, 0, ...ds.map(inMacro));
    if (this.lateFrom >= 0) this.lateFrom += ds.length;
  }
  fatal(pos: SourcePos, message: string): void {
    this.add({ severity: 'error', pos, message, fn: this.context, fatal: true });
  }
  warning(pos: SourcePos, message: string): void {
    this.add({ severity: 'warning', pos, message, fn: this.context });
  }
  note(pos: SourcePos, message: string): void {
    this.add({ severity: 'note', pos, message, fn: this.context });
  }

  get errorCount(): number {
    return this.list.filter((d) => d.severity === 'error').length;
  }
  throwIfErrors(): void {
    if (this.errorCount > 0) throw new CompileError(this.list.filter((d) => d.severity !== 'warning' || true));
  }
}
