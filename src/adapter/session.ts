/**
 * The Debug Adapter Protocol session over the simulator (the "adapter" half of the
 * mock-debug split; the "runtime" half is src/adapter/runtime.ts). No `vscode` import: it runs
 * on a thread of the adapter's own process (src/adapter/main.ts), or inline in a test.
 *
 * Threads are ranks (id = rank + 1). Every stop pauses every rank (allThreadsStopped);
 * continue resumes every rank; next/stepIn/stepOut move only the selected rank.
 */
import * as path from 'node:path';
import {
  LoggingDebugSession, InitializedEvent, StoppedEvent, OutputEvent, TerminatedEvent, ExitedEvent,
  Thread, StackFrame, Scope, Source, Handles, ContinuedEvent, ThreadEvent, InvalidatedEvent, Event,
} from '@vscode/debugadapter';
import type { DebugProtocol } from '@vscode/debugprotocol';
import { MpiSimRuntime, type LaunchOptions, type StopInfo, type BreakpointSpec, type StepKind } from './runtime';
import * as ins from '../sim/debug/inspect';
import { sizeOf } from '../sim/c/types';
import * as mv from './mpiValues';
import { exportRun } from '../trace/exportRun';
import { parallelStacks, compare } from './groups';
import { posixThreads, rankOfThreadId, threadStack, threadId, threadOfId } from './threads';

export interface MpiSimLaunchArguments extends DebugProtocol.LaunchRequestArguments, LaunchOptions {}

type VarRef =
  | { kind: 'locals'; rank: number; frame: number }
  | { kind: 'globals'; rank: number; frame: number }
  | { kind: 'mpi'; rank: number; frame: number }
  | { kind: 'node'; rank: number; frame: number; children: () => mv.Node[] }
  /** `handle`: the elements (array) or pointee (pointer) are MPI handles of that kind. */
  | { kind: 'value'; rank: number; frame: number; value: ins.CValue; expr: string; handle?: mv.HandleKind };

/**
 * Memory references are addresses in a 64-bit space where rank k's 32-bit memory is the window
 * [k·2^32, (k+1)·2^32): rank 0's references are its plain addresses.
 */
export function memoryReference(rank: number, address: number): string {
  return '0x' + ((BigInt(rank) << 32n) | BigInt(address >>> 0)).toString(16);
}
export function parseMemoryReference(ref: string): { rank: number; address: number } | undefined {
  let v: bigint;
  try { v = BigInt(ref.trim()); } catch { return undefined; }
  if (v < 0n) return undefined;
  return { rank: Number(v >> 32n), address: Number(v & 0xffffffffn) };
}

export interface SourceDiagnostic { file: string; line: number; column: number; severity: 'error' | 'warning' | 'note'; message: string }

/** gcc's `file:line:col: error: text` lines (what the compiler front end prints) as records. */
export function parseDiagnostics(text: string, abs: (file: string) => string): SourceDiagnostic[] {
  const out: SourceDiagnostic[] = [];
  for (const l of text.split('\n')) {
    const m = /^(.+?):(\d+):(\d+): (fatal error|error|warning|note): (.*)$/.exec(l);
    if (m) out.push({ file: abs(m[1]), line: Number(m[2]), column: Number(m[3]), severity: (m[4] === 'fatal error' ? 'error' : m[4]) as SourceDiagnostic['severity'], message: m[5] });
  }
  return out;
}

/** Two's complement hex of an integer of `bytes` bytes, as a debugger shows it. */
function hexOf(v: bigint, bytes: number): string {
  const bits = BigInt(bytes * 8);
  return '0x' + (v < 0n ? (1n << bits) + v : v).toString(16);
}

export class MpiSimSession extends LoggingDebugSession {
  private rt = new MpiSimRuntime();
  private vars = new Handles<VarRef>();
  private configDone!: Promise<void>;
  private resolveConfigDone!: () => void;
  private lastThread = 1;
  /** Between a stop and the next continue or step (mpisim/focus re-announces a stop only then). */
  private isStopped = false;

  /** Who is told that compiling starts and ends (the adapter's process bounds it). */
  watchCompiling(compiling: MpiSimRuntime['onCompiling'], compiled: MpiSimRuntime['onCompiled']): void {
    this.rt.onCompiling = compiling;
    this.rt.onCompiled = compiled;
  }

  constructor() {
    super();
    this.setDebuggerLinesStartAt1(true);
    this.setDebuggerColumnsStartAt1(true);
    this.configDone = new Promise((res) => { this.resolveConfigDone = res; });
    this.rt.onOutput = (text, category) => this.sendEvent(new OutputEvent(text, category));
    this.rt.onStop = (s) => this.reportStop(s);
    // The extension lists each finding in Problems, at the offending statement, the other side as related information.
    this.rt.onFinding = (f) => {
      const at = (p?: { file: string; line: number; col: number }) => p && { file: this.rt.absPath(p.file), line: p.line, column: p.col };
      this.sendEvent(new Event('mpisim/usageError', {
        check: f.check, rank: f.rank, message: `${f.check}: ${f.text}`, at: at(f.pos),
        related: f.related && { rank: f.related.rank, message: f.related.what, at: at(f.related.pos) },
      }));
    };
    this.rt.onRankExit = (rank) => this.sendEvent(new ThreadEvent('exited', rank + 1));
    this.rt.onRankStart = (rank) => this.sendEvent(new ThreadEvent('started', rank + 1));
    this.rt.onEnd = (summary, code) => {
      this.sendEvent(new OutputEvent(summary + '\n', 'console'));
      this.sendEvent(new ExitedEvent(code));
      this.sendEvent(new TerminatedEvent());
    };
  }

  private reportStop(s: StopInfo): void {
    this.vars.reset();
    this.isStopped = true;
    this.lastThread = s.rank + 1;
    const e = new StoppedEvent(s.reason, threadId(s.rank, s.thread)) as DebugProtocol.StoppedEvent;
    e.body.allThreadsStopped = true;
    if (s.badge) e.body.description = s.badge;
    if (s.description) e.body.text = s.description;
    if (s.hitBreakpointIds?.length) e.body.hitBreakpointIds = s.hitBreakpointIds;
    if (this.rewound) {
      this.rewound = false;
      // The console keeps what the user saw; mark where the present is, and how much lies ahead of it.
      const ahead = this.rt.futureLines();
      this.sendEvent(new OutputEvent(`${'\u2500'.repeat(6)} now: ${s.description ?? 'stepped back'}${ahead ? ` \u2014 the ${ahead === 1 ? 'line' : `${ahead} lines`} of output above this marker ${ahead === 1 ? 'has' : 'have'} not happened yet (they are not printed again)` : ''} ${'\u2500'.repeat(6)}\n`, 'console'));
    }
    this.sendEvent(e);
  }
  /** Set by a step back or reverse continue, until its stop marks the Debug Console. */
  private rewound = false;

  protected override initializeRequest(response: DebugProtocol.InitializeResponse): void {
    response.body = {
      ...(response.body ?? {}),
      supportsConfigurationDoneRequest: true,
      supportsConditionalBreakpoints: true,
      supportsHitConditionalBreakpoints: true,
      supportsLogPoints: true,
      supportsFunctionBreakpoints: true,
      supportsEvaluateForHovers: true,
      supportsSetVariable: true,
      supportsStepBack: true,
      supportsSteppingGranularity: true,
      supportsExceptionInfoRequest: true,
      supportsReadMemoryRequest: true,
      supportsTerminateRequest: true,
      supportsDelayedStackTraceLoading: true,
      supportsBreakpointLocationsRequest: true,
      supportsSingleThreadExecutionRequests: true,
      supportsValueFormattingOptions: true,
      supportsCompletionsRequest: true,
      supportsWriteMemoryRequest: true,
      supportsRestartRequest: true,
      exceptionBreakpointFilters: [
        { filter: 'deadlock', label: 'Deadlock', description: 'Stop when no rank can make progress', default: true },
        { filter: 'fault', label: 'Memory and arithmetic faults', description: 'Stop when a rank faults (segfault, division by zero, ...)', default: true },
        { filter: 'mpiError', label: 'MPI errors', description: 'Stop at the call on a fatal MPI error or MPI_Abort', default: true },
        { filter: 'assert', label: 'Assertion failures', description: 'Stop when assert() fails or abort() is called', default: false },
        { filter: 'usageError', label: 'MPI usage errors', description: 'Stop where a usage check finds an MPI usage error (type signatures, buffers of pending operations, leaks, request lifecycle...)', default: true },
        { filter: 'unmatched', label: 'Unmatched at MPI_Finalize', description: 'Stop when a rank calls MPI_Finalize with messages never received or requests still pending', default: false },
      ],
    };
    this.sendResponse(response);
  }

  protected override configurationDoneRequest(response: DebugProtocol.ConfigurationDoneResponse): void {
    this.sendResponse(response);
    this.resolveConfigDone();
  }

  protected override async launchRequest(response: DebugProtocol.LaunchResponse, args: MpiSimLaunchArguments): Promise<void> {
    let err: string | undefined;
    try {
      err = this.rt.load(args);
    } catch (e) {
      err = `mpisim: ${(e as Error).message}`;
    }
    // The extension turns these into Problems (gcc's text at gcc's position); an empty list clears them.
    const diagnostics = err === undefined ? [] : parseDiagnostics(err, (f) => this.rt.absPath(f));
    this.sendEvent(new Event('mpisim/diagnostics', { program: this.rt.absPath([args.program ?? ''].flat()[0] ?? ''), diagnostics }));
    if (err !== undefined) {
      this.sendEvent(new OutputEvent(err + '\n', 'stderr'));
      // Not shown by the client when the errors are in Problems: its modal only offers launch.json.
      this.sendErrorResponse(response, { id: 1001, format: err.replace(/[{}]/g, (c) => (c === '{' ? '(' : ')')), showUser: diagnostics.length === 0 });
      this.sendEvent(new TerminatedEvent());
      return;
    }
    this.sendEvent(new InitializedEvent());
    await Promise.race([this.configDone, new Promise((r) => setTimeout(r, 2000))]);
    this.sendResponse(response);
    this.sendEvent(new Event('process', { name: path.basename([args.program].flat()[0] ?? ''), startMethod: 'launch', isLocalProcess: true }));
    for (let k = 0; k < this.rt.np; k++) this.sendEvent(new ThreadEvent('started', k + 1));
    this.rt.start(!!args.stopOnEntry);
  }

  protected override setBreakPointsRequest(response: DebugProtocol.SetBreakpointsResponse, args: DebugProtocol.SetBreakpointsArguments): void {
    const specs: BreakpointSpec[] = (args.breakpoints ?? []).map((b) => ({ line: b.line, condition: b.condition, hitCondition: b.hitCondition, logMessage: b.logMessage }));
    const result = this.rt.setBreakpoints(args.source.path ?? args.source.name ?? '', specs);
    response.body = {
      breakpoints: result.map((b) => ({ id: b.id, verified: b.verified, line: b.line, message: b.message, source: args.source })),
    };
    this.sendResponse(response);
  }

  protected override setFunctionBreakPointsRequest(response: DebugProtocol.SetFunctionBreakpointsResponse, args: DebugProtocol.SetFunctionBreakpointsArguments): void {
    const result = this.rt.setFunctionBreakpoints(args.breakpoints.map((b) => ({ name: b.name, condition: b.condition, hitCondition: b.hitCondition })));
    response.body = {
      breakpoints: result.map((b) => ({ id: b.id, verified: b.verified, line: b.line, message: b.message, source: b.file ? new Source(path.basename(b.file), this.rt.absPath(b.file)) : undefined })),
    };
    this.sendResponse(response);
  }

  protected override setExceptionBreakPointsRequest(response: DebugProtocol.SetExceptionBreakpointsResponse, args: DebugProtocol.SetExceptionBreakpointsArguments): void {
    this.rt.exceptionFilters = new Set(args.filters);
    this.sendResponse(response);
  }

  protected override threadsRequest(response: DebugProtocol.ThreadsResponse): void {
    response.body = { threads: [...this.rt.threadNames().map((n, k) => new Thread(k + 1, n)), ...posixThreads(this.rt.sim).map(([id, n]) => new Thread(id, n))] };
    this.sendResponse(response);
  }

  protected override stackTraceRequest(response: DebugProtocol.StackTraceResponse, args: DebugProtocol.StackTraceArguments): void {
    const rank = rankOfThreadId(args.threadId);
    const stack = threadStack(this.rt.sim, args.threadId) ?? this.rt.stack(rank);
    const start = args.startFrame ?? 0;
    const levels = args.levels || stack.length;
    response.body = {
      stackFrames: stack.slice(start, start + levels).map((f) => {
        const abs = this.rt.absPath(f.pos.file);
        return new StackFrame(this.frameId(rank, f.index), f.fn, new Source(path.basename(f.pos.file), abs), f.pos.line, f.pos.col);
      }),
      totalFrames: stack.length,
    };
    this.sendResponse(response);
  }

  /** Frame ids encode the rank and the frame index: unique among all ranks while stopped. */
  private frameId(rank: number, index: number): number { return rank * 100000 + index + 1; }
  private fromFrameId(id: number): { rank: number; frame: number } { return { rank: Math.floor((id - 1) / 100000), frame: (id - 1) % 100000 }; }

  protected override scopesRequest(response: DebugProtocol.ScopesResponse, args: DebugProtocol.ScopesArguments): void {
    const { rank, frame } = this.fromFrameId(args.frameId);
    response.body = {
      scopes: [
        new Scope('Locals', this.vars.create({ kind: 'locals', rank, frame }), false),
        new Scope('Globals', this.vars.create({ kind: 'globals', rank, frame }), true),
        new Scope('MPI', this.vars.create({ kind: 'mpi', rank, frame }), true),
      ],
    };
    this.sendResponse(response);
  }

  /** The MPI handle kind of a value: its declared typedef (by name), or a live handle's value. */
  private handleKindOf(rank: number, v: ins.CValue, declared: mv.HandleKind | undefined): mv.HandleKind | undefined {
    if (v.type.k !== 'int' || sizeOf(v.type) !== 4 || !/^-?\d+$/.test(v.value)) return undefined;
    const w = this.rt.sim;
    if (!w) return undefined;
    return declared ?? mv.kindByValue(w, rank, Number(v.value));
  }


  private nodeVariable(ref: { rank: number; frame: number }, n: mv.Node): DebugProtocol.Variable {
    return {
      name: n.name, value: n.value, type: n.type,
      variablesReference: n.children ? this.vars.create({ kind: 'node', rank: ref.rank, frame: ref.frame, children: n.children }) : 0,
    };
  }

  /** `handle`: the value is an MPI handle of that kind (else judged by its declaration/value). */
  private toVariable(ref: { rank: number; frame: number }, v: ins.CValue, expr: string, handle?: mv.HandleKind): DebugProtocol.Variable {
    const out = this.toVariableRaw(ref, v, expr, handle);
    if (this.hex && v.type.k === 'int' && /^-?\d+$/.test(out.value)) out.value = hexOf(BigInt(out.value), sizeOf(v.type));
    return out;
  }
  /** Integers in hex, for the request being answered (DAP's ValueFormat). */
  private hex = false;

  private toVariableRaw(ref: { rank: number; frame: number }, v: ins.CValue, expr: string, handle?: mv.HandleKind): DebugProtocol.Variable {
    const out: DebugProtocol.Variable = { name: v.name, value: v.value, type: v.typeName, variablesReference: 0, evaluateName: expr };
    if (v.address !== undefined) out.memoryReference = memoryReference(ref.rank, v.address);
    const declared = handle ?? mv.typedefKind(v.type);
    const hk = this.handleKindOf(ref.rank, v, declared);
    if (hk) {
      try {
        const n = mv.handleNode(this.rt.sim!, ref.rank, hk, Number(v.value), v.name);
        out.value = n.value;
        out.type = n.type;
        if (n.children) out.variablesReference = this.vars.create({ kind: 'node', rank: ref.rank, frame: ref.frame, children: n.children });
        return out;
      } catch { /* shown raw */ }
    }
    if (v.childCount > 0) {
      const elem = (v.type.k === 'array' || v.type.k === 'ptr') && declared ? declared : undefined;
      out.variablesReference = this.vars.create({ kind: 'value', rank: ref.rank, frame: ref.frame, value: v, expr, handle: elem });
      if (v.type.k === 'array') out.indexedVariables = v.childCount;
    }
    return out;
  }

  /** Extra children of an MPI_Status: the byte count MPICH keeps in count_lo/count_hi_and_cancelled. */
  private statusExtras(r: ReturnType<MpiSimRuntime['rank']>, v: ins.CValue): DebugProtocol.Variable[] {
    if (v.type.k !== 'record' || v.type.def.tag !== 'MPI_Status' || v.address === undefined) return [];
    const off = (n: string): number | undefined => (v.type.k === 'record' ? v.type.def.fields.find((f) => f.name === n)?.offset : undefined);
    const lo = off('count_lo'), hi = off('count_hi_and_cancelled');
    if (lo === undefined || hi === undefined) return [];
    try {
      const cl = r.m.u32(v.address + lo), ch = r.m.u32(v.address + hi);
      const bytes = cl + Math.floor(ch / 2) * 2 ** 32;
      return [
        { name: 'count (bytes)', value: String(bytes), type: 'MPI_Count', variablesReference: 0 },
        { name: 'cancelled', value: ch & 1 ? 'true' : 'false', type: 'bool', variablesReference: 0 },
      ];
    } catch { return []; }
  }

  protected override variablesRequest(response: DebugProtocol.VariablesResponse, args: DebugProtocol.VariablesArguments): void {
    this.hex = !!args.format?.hex;
    const ref = this.vars.get(args.variablesReference);
    let variables: DebugProtocol.Variable[] = [];
    try {
      if (ref) {
        const r = this.rt.rank(ref.rank);
        const fi = this.rt.frameInfo(ref.rank, ref.frame);
        if (ref.kind === 'mpi') {
          const w = this.rt.sim;
          variables = w ? mv.mpiScope(w, ref.rank).map((n) => this.nodeVariable(ref, n)) : [];
        } else if (ref.kind === 'node') {
          const all = ref.children();
          const start = args.start ?? 0;
          variables = all.slice(start, args.count ? start + args.count : undefined).map((n) => this.nodeVariable(ref, n));
        } else if (ref.kind === 'locals' || ref.kind === 'globals') {
          const vals = ref.kind === 'locals' ? (fi ? ins.localsOf(r, fi) : []) : ins.globalsOf(r, fi?.fn);
          variables = vals.map((v) => this.toVariable(ref, v, v.name));
        } else {
          const v = ref.value;
          const kids = ins.childrenOf(r, v, args.start ?? 0, args.count || Infinity);
          variables = kids.map((c) => {
            const expr = v.type.k === 'array' ? `(${ref.expr})${c.name}` : v.type.k === 'ptr' ? `*(${ref.expr})` : `(${ref.expr}).${c.name}`;
            return this.toVariable(ref, c, expr, ref.handle);
          });
          if (!args.start) variables.push(...this.statusExtras(r, v));
        }
      }
    } catch (e) {
      variables = [{ name: '<error>', value: (e as Error).message, variablesReference: 0 }];
    }
    response.body = { variables };
    this.sendResponse(response);
  }

  protected override setVariableRequest(response: DebugProtocol.SetVariableResponse, args: DebugProtocol.SetVariableArguments): void {
    const ref = this.vars.get(args.variablesReference);
    if (!ref || ref.kind === 'mpi' || ref.kind === 'node') { this.sendErrorResponse(response, 2001, 'this variable cannot be set'); return; }
    let lvalue = args.name;
    if (ref.kind === 'value') {
      const v = ref.value;
      lvalue = v.type.k === 'array' ? `(${ref.expr})${args.name}` : v.type.k === 'ptr' ? `*(${ref.expr})` : `(${ref.expr}).${args.name}`;
    }
    try {
      const res = this.rt.assign(ref.rank, ref.frame, lvalue, args.value);
      response.body = { value: res.value.value, type: res.value.typeName, variablesReference: 0 };
      this.sendResponse(response);
      this.sendEvent(new InvalidatedEvent(['variables']));
    } catch (e) {
      this.sendErrorResponse(response, 2002, (e as Error).message.replace(/[{}]/g, ''));
    }
  }

  protected override evaluateRequest(response: DebugProtocol.EvaluateResponse, args: DebugProtocol.EvaluateArguments): void {
    let rank: number;
    let frame = 0;
    let text = args.expression;
    if (args.frameId !== undefined) ({ rank, frame } = this.fromFrameId(args.frameId));
    else rank = this.lastThread - 1;
    // "@3 expr" or "@r3 expr" evaluates in rank 3's innermost frame.
    this.hex = !!args.format?.hex;
    const at = /^@r?(\d+)\s+([\s\S]*)$/.exec(text.trim());
    if (at) { rank = Number(at[1]); frame = 0; text = at[2]; }
    try {
      if (!this.rt.loaded || rank < 0 || rank >= this.rt.np) throw new Error('no such rank');
      const res = this.rt.evaluate(rank, frame, text, args.context === 'repl');
      const v = this.toVariable({ rank, frame }, res.value, text);
      response.body = { result: v.value, type: v.type, variablesReference: v.variablesReference, indexedVariables: v.indexedVariables, memoryReference: v.memoryReference };
      this.sendResponse(response);
    } catch (e) {
      this.sendErrorResponse(response, { id: 3001, format: (e as Error).message.replace(/[{}]/g, ''), showUser: false });
    }
  }

  protected override continueRequest(response: DebugProtocol.ContinueResponse, args: DebugProtocol.ContinueArguments): void {
    // singleThread: only that rank runs (until a breakpoint, the end, or it blocks in MPI).
    response.body = { allThreadsContinued: !args.singleThread };
    this.going(response, () => (args.singleThread ? this.rt.stepRank(rankOfThreadId(args.threadId), 'run') : this.rt.resume()));
  }

  /** Answers a request that moves the world (forward or back); a stopped event follows. */
  private going(response: DebugProtocol.Response, move: () => void): void {
    this.sendResponse(response);
    this.isStopped = false;
    this.vars.reset();
    move();
  }

  private step(response: DebugProtocol.Response, threadId: number, kind: StepKind): void {
    this.going(response, () => this.rt.stepRank(rankOfThreadId(threadId), kind, threadOfId(threadId)));
  }
  protected override nextRequest(response: DebugProtocol.NextResponse, args: DebugProtocol.NextArguments): void { this.step(response, args.threadId, 'next'); }
  protected override stepInRequest(response: DebugProtocol.StepInResponse, args: DebugProtocol.StepInArguments): void { this.step(response, args.threadId, 'in'); }
  protected override stepOutRequest(response: DebugProtocol.StepOutResponse, args: DebugProtocol.StepOutArguments): void { this.step(response, args.threadId, 'out'); }

  protected override breakpointLocationsRequest(response: DebugProtocol.BreakpointLocationsResponse, args: DebugProtocol.BreakpointLocationsArguments): void {
    response.body = { breakpoints: this.rt.breakpointLocations(args.source.path ?? args.source.name ?? '', args.line, args.endLine ?? args.line) };
    this.sendResponse(response);
  }

  protected override completionsRequest(response: DebugProtocol.CompletionsResponse, args: DebugProtocol.CompletionsArguments): void {
    const { rank, frame } = args.frameId !== undefined ? this.fromFrameId(args.frameId) : { rank: this.lastThread - 1, frame: 0 };
    const upto = args.text.slice(0, Math.max(0, args.column - 1));
    const word = /[A-Za-z_]\w*$/.exec(upto)?.[0] ?? '';
    const names = this.rt.loaded && rank < this.rt.np ? this.rt.namesInScope(rank, frame) : [];
    response.body = { targets: names.filter((n) => n.name.startsWith(word)).map((n) => ({ label: n.name, type: n.kind, length: word.length, start: upto.length - word.length })) };
    this.sendResponse(response);
  }

  protected override writeMemoryRequest(response: DebugProtocol.WriteMemoryResponse, args: DebugProtocol.WriteMemoryArguments): void {
    const ref = parseMemoryReference(args.memoryReference);
    if (!ref || !this.rt.loaded || ref.rank >= this.rt.np) { this.sendErrorResponse(response, 5001, 'invalid memory reference'); return; }
    try {
      const n = this.rt.writeMemory(ref.rank, ref.address + (args.offset ?? 0), Buffer.from(args.data, 'base64'));
      response.body = { bytesWritten: n };
      this.sendResponse(response);
      this.sendEvent(new InvalidatedEvent(['variables']));
    } catch (e) {
      this.sendErrorResponse(response, 5002, (e as Error).message.replace(/[{}]/g, ''));
    }
  }

  protected override restartRequest(response: DebugProtocol.RestartResponse): void {
    this.going(response, () => this.rt.restart());
  }

  protected override stepBackRequest(response: DebugProtocol.StepBackResponse, args: DebugProtocol.StepBackArguments): void {
    const granularity = args.granularity === 'statement' || args.granularity === 'instruction' ? 'statement' : 'line';
    this.rewound = true;
    this.going(response, () => this.rt.stepBack(rankOfThreadId(args.threadId), granularity, threadOfId(args.threadId)));
  }
  protected override reverseContinueRequest(response: DebugProtocol.ReverseContinueResponse, args: DebugProtocol.ReverseContinueArguments): void {
    this.rewound = true;
    this.going(response, () => this.rt.reverseContinue(rankOfThreadId(args.threadId)));
  }

  protected override readMemoryRequest(response: DebugProtocol.ReadMemoryResponse, args: DebugProtocol.ReadMemoryArguments): void {
    const ref = parseMemoryReference(args.memoryReference);
    if (!ref || !this.rt.loaded || ref.rank >= this.rt.np) { this.sendErrorResponse(response, 5001, 'invalid memory reference'); return; }
    const start = ref.address + (args.offset ?? 0);
    const count = Math.max(0, Math.min(args.count, 1 << 20));
    const { bytes, unreadable } = this.rt.readMemory(ref.rank, start, count);
    response.body = { address: memoryReference(ref.rank, start >>> 0), data: bytes.toString('base64') };
    if (unreadable > 0) response.body.unreadableBytes = unreadable;
    this.sendResponse(response);
  }

  protected override pauseRequest(response: DebugProtocol.PauseResponse, args: DebugProtocol.PauseArguments): void {
    this.sendResponse(response);
    this.rt.pause(rankOfThreadId(args.threadId));
  }

  protected override exceptionInfoRequest(response: DebugProtocol.ExceptionInfoResponse, args: DebugProtocol.ExceptionInfoArguments): void {
    const x = this.rt.lastException;
    // The widget shows the description and the stack trace: the stack, not the same sentence again.
    const stackTrace = x && x.details !== x.description ? x.details : this.stackText(rankOfThreadId(args.threadId));
    response.body = x
      ? { exceptionId: x.id, description: x.description, breakMode: 'always', details: { message: x.description, stackTrace } }
      : { exceptionId: 'none', description: `rank ${rankOfThreadId(args.threadId)} has no exception`, breakMode: 'never' };
    this.sendResponse(response);
  }

  /** A rank's user stack as a debugger prints it: `at fn (file:line:col)`, innermost first. */
  private stackText(rank: number): string {
    try {
      return this.rt.stack(rank).map((f) => `    at ${f.fn} (${f.pos.file}:${f.pos.line}${f.pos.col ? `:${f.pos.col}` : ''})`).join('\n');
    } catch { return ''; }
  }

  protected override terminateRequest(response: DebugProtocol.TerminateResponse): void {
    this.rt.kill();
    this.sendResponse(response);
    this.sendEvent(new TerminatedEvent());
  }

  protected override disconnectRequest(response: DebugProtocol.DisconnectResponse): void {
    this.rt.kill();
    this.sendResponse(response);
  }

  protected override customRequest(command: string, response: DebugProtocol.Response, args: unknown): void {
    try {
      switch (command) {
        case 'mpisim/stepAll':
          this.going(response, () => {
            this.sendEvent(new ContinuedEvent(this.lastThread, true));
            this.rt.stepAll(this.lastThread - 1);
            this.sendEvent(new InvalidatedEvent(['variables']));
          });
          return;
        case 'mpisim/stepToMpiCall': {
          const threadId = (args as { threadId?: number } | undefined)?.threadId ?? this.lastThread;
          if (!this.rt.loaded || threadId < 1 || threadId > this.rt.np) { this.sendErrorResponse(response, 4003, 'no such thread'); return; }
          this.going(response, () => this.rt.stepRank(threadId - 1, 'mpi'));
          return;
        }
        case 'mpisim/focus': {
          // Re-announcing the stop on another thread is how DAP moves the client's focus to it.
          const threadId = (args as { threadId?: number } | undefined)?.threadId;
          if (!this.rt.loaded || typeof threadId !== 'number' || threadId < 1 || threadId > this.rt.np) { this.sendErrorResponse(response, 4003, 'no such thread'); return; }
          if (!this.isStopped) { this.sendErrorResponse(response, 4005, 'the program is running: ranks can be focused while it is stopped'); return; }
          this.lastThread = threadId;
          this.sendResponse(response);
          const e = new StoppedEvent('focus', threadId) as DebugProtocol.StoppedEvent;
          e.body.allThreadsStopped = true;
          e.body.description = `Focused rank ${threadId - 1}`;
          this.sendEvent(e);
          return;
        }
        case 'mpisim/snapshots': {
          // The snapshots behind step back (src/sim/checkpoint.ts): how many, their bytes and bound.
          response.body = this.rt.sim?.checkpoints?.stats() ?? { count: 0, bytes: 0, limit: 0, interval: 0, taken: 0, restored: 0, restoredThreads: 0 };
          this.sendResponse(response);
          return;
        }
        case 'mpisim/communicators':
        case 'mpisim/contextIds':
        case 'mpisim/queues':
        case 'mpisim/processes':
        case 'mpisim/waitForGraph':
        case 'mpisim/status':
        case 'mpisim/timeline': {
          const kind = command.slice('mpisim/'.length) as Parameters<MpiSimRuntime['view']>[0];
          const rank = (args as { rank?: unknown } | undefined)?.rank;
          if (rank !== undefined && (!Number.isInteger(rank) || (rank as number) < 0 || (rank as number) >= this.rt.np)) {
            this.sendErrorResponse(response, 4004, `no rank ${String(rank)} (the job has ${this.rt.np} ranks)`);
            return;
          }
          const data = this.rt.view(kind, rank as number | undefined);
          response.body = kind === 'communicators' ? { ranks: data } : data;
          this.sendResponse(response);
          return;
        }
        case 'mpisim/parallelStacks': {
          const w = this.rt.sim;
          const filter = (args as { filter?: unknown } | undefined)?.filter;
          response.body = w ? parallelStacks(w, this.rt.src, typeof filter === 'string' ? filter : undefined) : { np: 0, shown: 0, groups: [] };
          this.sendResponse(response);
          return;
        }
        case 'mpisim/compare': {
          const a = (args ?? {}) as { expression?: unknown; ranks?: unknown };
          if (typeof a.expression !== 'string' || !a.expression.trim()) { this.sendErrorResponse(response, 4004, 'mpisim/compare needs { expression: string, ranks?: number[] }'); return; }
          const w = this.rt.sim;
          if (!w) { this.sendErrorResponse(response, 4003, 'no program is running'); return; }
          response.body = compare(w, a.expression.trim(), Array.isArray(a.ranks) ? a.ranks.filter((k): k is number => Number.isInteger(k)) : undefined);
          this.sendResponse(response);
          return;
        }
        case 'mpisim/runGroup': {
          const a = (args ?? {}) as { ranks?: unknown; action?: unknown; source?: unknown; line?: unknown };
          const ranks = Array.isArray(a.ranks) ? a.ranks.filter((k): k is number => Number.isInteger(k)) : undefined;
          if (!ranks || !['step', 'continue', 'runToLine'].includes(a.action as string) || (a.action === 'runToLine' && (typeof a.source !== 'string' || !Number.isInteger(a.line)))) {
            this.sendErrorResponse(response, 4004, "mpisim/runGroup needs { ranks: number[], action: 'step' | 'continue' | 'runToLine', source?: string, line?: number }");
            return;
          }
          const target = a.action === 'runToLine' ? { source: a.source as string, line: a.line as number } : undefined;
          const err = this.isStopped ? undefined : 'the program is running: group commands work while it is stopped';
          if (err) { this.sendErrorResponse(response, 4005, err); return; }
          this.isStopped = false;
          this.vars.reset();
          const refused = this.rt.runGroup(ranks, a.action as 'step' | 'continue' | 'runToLine', target);
          if (refused) { this.isStopped = true; this.sendErrorResponse(response, 4006, refused); return; }
          response.body = { allThreadsContinued: false };
          this.sendResponse(response);
          this.sendEvent(new ContinuedEvent(ranks[0] + 1, false));
          return;
        }
        case 'mpisim/exportTrace': {
          const dir = (args as { dir?: unknown } | undefined)?.dir;
          if (typeof dir !== 'string' || dir === '') { this.sendErrorResponse(response, 4004, 'mpisim/exportTrace needs { dir: string }'); return; }
          const w = this.rt.sim;
          if (!w) { this.sendErrorResponse(response, 4003, 'no program is running'); return; }
          try {
            response.body = exportRun(w.mpi.events, w.ranks.length, this.rt.absPath(dir));
          } catch (e) {
            this.sendErrorResponse(response, 4005, `cannot write the trace to ${dir}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
            return;
          }
          this.sendResponse(response);
          return;
        }
        default:
          this.sendErrorResponse(response, 4001, `unknown request ${command}`);
      }
    } catch (e) {
      void args;
      this.sendErrorResponse(response, 4002, (e as Error).message.replace(/[{}]/g, ''));
    }
  }
}
