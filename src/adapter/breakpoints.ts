/**
 * The session's breakpoints (source, function, conditional, hit-counted, logpoints) over the
 * loaded program's statements: which statement ids carry one, and whether a rank arriving at one
 * stops. Kept apart from the runtime that drives ranks, which asks `hit` at every marked statement.
 */
import * as path from 'node:path';
import type { CompiledProgram } from '../sim/c/codegen';
import type { RankProcess } from '../sim/runtime/rank';
import * as ins from '../sim/debug/inspect';
import { hitOk } from './mpiState';

export interface BreakpointSpec { line: number; condition?: string; hitCondition?: string; logMessage?: string }
export interface BreakpointResult { id: number; verified: boolean; line?: number; message?: string; file?: string }

export interface Bp {
  id: number;
  sids: number[];
  condition?: string;
  hitCondition?: string;
  logMessage?: string;
  hits: Map<number, number>;
  fn?: boolean;
}

/** A C expression in rank `r`'s top frame; `rank` names the MPI rank when the program has no variable of that name. */
export function evalInTop(r: RankProcess, text: string): ins.CValue {
  const fi = ins.stackOf(r)[0];
  try {
    return ins.evaluate(r, fi, text, false).value;
  } catch (e) {
    if (/\brank\b/.test(text)) return ins.evaluate(r, fi, text.replace(/\brank\b/g, `(${r.rank})`), false).value;
    throw e;
  }
}

export class Breakpoints {
  private prog?: CompiledProgram;
  private lines?: ins.LineTable;
  private cwd = process.cwd();
  private source = new Map<string, Bp[]>();
  private fns: Bp[] = [];
  private bySid = new Map<number, Bp>();
  private nextId = 1;

  constructor(private log: (text: string, category: 'stderr' | 'console') => void) {}

  /** A new program: breakpoints set before it are set again by the client (setBreakpoints after initialized). */
  load(prog: CompiledProgram, lines: ins.LineTable, cwd: string): void {
    this.prog = prog;
    this.lines = lines;
    this.cwd = cwd;
    this.rebuild();
  }

  /** The program's own name for a client's source path. */
  fileOf(sourcePath: string): string | undefined {
    if (!this.lines) return undefined;
    const want = path.resolve(this.cwd, sourcePath);
    for (const f of this.lines.byLine.keys()) if (path.resolve(this.cwd, f) === want) return f;
    return undefined;
  }

  set(sourcePath: string, specs: BreakpointSpec[]): BreakpointResult[] {
    const file = this.fileOf(sourcePath);
    const bps: Bp[] = [];
    const out: BreakpointResult[] = specs.map((s) => {
      const id = this.nextId++;
      if (!file || !this.lines) return { id, verified: false, line: s.line, message: this.prog ? 'no code of the program is in this file' : 'the program is not loaded yet' };
      const line = ins.resolveBreakpointLine(this.lines, file, s.line);
      if (line === undefined) return { id, verified: false, line: s.line, message: 'no statement at or after this line' };
      const sids = ins.statementsOnLine(this.lines, file, line).slice(0, 1);
      bps.push({ id, sids, condition: s.condition, hitCondition: s.hitCondition, logMessage: s.logMessage, hits: new Map() });
      return { id, verified: true, line };
    });
    this.source.set(path.resolve(this.cwd, sourcePath), bps);
    this.rebuild();
    return out;
  }

  /** The statements (line, column) a breakpoint can stand on in lines [line, endLine] of a source. */
  locations(sourcePath: string, line: number, endLine: number): { line: number; column: number }[] {
    const file = this.fileOf(sourcePath);
    if (!file || !this.lines || !this.prog) return [];
    const out: { line: number; column: number }[] = [];
    for (let l = line; l <= endLine && l - line < 10000; l++) {
      for (const sid of ins.statementsOnLine(this.lines, file, l)) out.push({ line: l, column: this.prog.stmts[sid].pos.col });
    }
    return out;
  }

  setFunctions(specs: { name: string; condition?: string; hitCondition?: string }[]): BreakpointResult[] {
    this.fns = [];
    const prog = this.prog;
    const out = specs.map((s): BreakpointResult => {
      const id = this.nextId++;
      if (!prog) return { id, verified: false, message: 'the program is not loaded yet' };
      const f = prog.funcs.find((x) => x && x.name === s.name.trim());
      if (!f) return { id, verified: false, message: `no function ${s.name} in the program` };
      let first: number | undefined;
      prog.stmts.forEach((st, sid) => { if (st && st.fn === f.id && first === undefined) first = sid; });
      if (first === undefined) return { id, verified: false, message: `${s.name} has no statements` };
      this.fns.push({ id, sids: [first], condition: s.condition, hitCondition: s.hitCondition, hits: new Map(), fn: true });
      const pos = prog.stmts[first].pos;
      return { id, verified: true, line: f.library ? undefined : pos.line, file: f.library ? undefined : pos.file };
    });
    this.rebuild();
    return out;
  }

  /** Marks the program's statements that carry a breakpoint (and clears marks a run to a line left). */
  rebuild(): void {
    if (!this.prog) return;
    this.prog.bp.fill(0);
    this.bySid.clear();
    for (const b of this.all()) {
      for (const sid of b.sids) { this.prog.bp[sid] = 1; this.bySid.set(sid, b); }
    }
  }

  at(sid: number): Bp | undefined { return this.bySid.get(sid); }

  /** A restart counts hits again from zero. */
  clearHits(): void { for (const b of this.all()) b.hits.clear(); }

  /** Whether a breakpoint's C condition holds on rank `r` (a condition that fails to evaluate does). */
  conditionHolds(bp: Bp, r: RankProcess, report = false): boolean {
    if (!bp.condition || !bp.condition.trim()) return true;
    try {
      const v = evalInTop(r, bp.condition);
      return !/^(0|0x0|false|-?0(\.0*)?|0 '\\0')$/.test(v.value);
    } catch (e) {
      if (report) this.log(`[${r.rank}] breakpoint condition '${bp.condition}' failed: ${(e as Error).message}\n`, 'stderr');
      return true;
    }
  }

  /**
   * Rank `r` arrives at statement `sid` running freely: the breakpoint it stops at, after its
   * condition and hit count (a logpoint prints and never stops).
   */
  hit(r: RankProcess, sid: number): Bp | undefined {
    const bp = this.bySid.get(sid);
    if (!bp || !this.conditionHolds(bp, r, true)) return undefined;
    const n = (bp.hits.get(r.rank) ?? 0) + 1;
    bp.hits.set(r.rank, n);
    if (bp.hitCondition && !hitOk(bp.hitCondition, n)) return undefined;
    if (bp.logMessage !== undefined) {
      const msg = bp.logMessage.replace(/\{([^{}]+)\}/g, (_m, e: string) => {
        try { return evalInTop(r, e).value; } catch (err) { return `<${(err as Error).message}>`; }
      });
      this.log(`[${r.rank}] ${msg}\n`, 'console');
      return undefined;
    }
    return bp;
  }

  /** The breakpoints a reverse search counts with fresh hit counts: whether a hit at `sid` by `r` would stop. */
  counter(): (r: RankProcess, sid: number) => boolean {
    const hits = new Map<Bp, Map<number, number>>();
    return (r, sid) => {
      const bp = this.bySid.get(sid);
      if (!bp || bp.logMessage !== undefined || !this.conditionHolds(bp, r)) return false;
      const perRank = hits.get(bp) ?? new Map<number, number>();
      hits.set(bp, perRank);
      const n = (perRank.get(r.rank) ?? 0) + 1;
      perRank.set(r.rank, n);
      return !bp.hitCondition || hitOk(bp.hitCondition, n);
    };
  }

  private all(): Bp[] {
    return [...[...this.source.values()].flat(), ...this.fns];
  }
}
