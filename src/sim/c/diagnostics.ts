/** A place in the user's source, 1-based like gcc's `file:line:col`. */
export interface SourcePos {
  file: string;
  line: number;
  col: number;
}

export type Severity = 'error' | 'warning' | 'note';

export interface Diagnostic {
  severity: Severity;
  pos: SourcePos;
  message: string;
  /** A link error: printed as ld prints it (file:line, under the function it is in). */
  link?: { inFunction?: string; firstDefined?: SourcePos };
}

export function formatPos(p: SourcePos): string {
  return `${p.file}:${p.line}:${p.col}`;
}

/** gcc's one-line form, so editors and problem matchers pick it up unchanged. */
export function formatDiagnostic(d: Diagnostic): string {
  if (d.link) {
    const fn = d.link.inFunction ? `mpisim: in function \`${d.link.inFunction}':\n` : '';
    const first = d.link.firstDefined ? `; ${d.link.firstDefined.file}:${d.link.firstDefined.line}: first defined here` : '';
    return `${fn || 'mpisim: '}${d.pos.file}:${d.pos.line}: ${d.message}${first}`;
  }
  return `${formatPos(d.pos)}: ${d.severity}: ${d.message}`;
}

/** Thrown when a program cannot run: carries every diagnostic found, not only the first. */
export class CompileError extends Error {
  constructor(readonly diagnostics: Diagnostic[]) {
    super(diagnostics.map(formatDiagnostic).join('\n'));
    this.name = 'CompileError';
  }
}

/** Collects diagnostics; stops a phase only after too many, like gcc's error limit. */
export class DiagnosticSink {
  readonly list: Diagnostic[] = [];
  static readonly LIMIT = 50;

  error(pos: SourcePos, message: string): void {
    this.list.push({ severity: 'error', pos, message });
  }
  warning(pos: SourcePos, message: string): void {
    this.list.push({ severity: 'warning', pos, message });
  }
  get errorCount(): number {
    return this.list.filter((d) => d.severity === 'error').length;
  }
  throwIfErrors(): void {
    if (this.errorCount > 0) throw new CompileError(this.list.filter((d) => d.severity !== 'warning' || true));
  }
}
