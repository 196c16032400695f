/**
 * What a rank is doing, in the words an MPI developer uses: the MPI call the program made (not
 * the MPICH internals it is blocked in), a collective as "MPI_Barrier on MPI_COMM_WORLD: 3 of 4
 * arrived, waiting for rank 1", one state vocabulary for threads, views and groups, and one
 * identity per communicator that all its members share (`half @ split.c:12 · 0x0004`).
 * Read-only projections of the simulator's state.
 */
import * as fs from 'node:fs';
import type { World } from '../sim/world';
import type { Comm } from '../sim/mpi/state';
import type { RankProcess } from '../sim/runtime/rank';
import * as ins from '../sim/debug/inspect';
import { hex16 } from '../sim/mpi/contextId';
import { handleHex } from '../sim/mpi/handles';
import { blockedThreads } from '../sim/runtime/threads';

/** The MPI function the program called (the outermost library frame) and its communicator. */
export interface UserCall { name: string; readonly comm?: Comm }

/**
 * Per request, the calls already found: a collective's members are looked at once per rank
 * that waits in it, so 1024 ranks in one MPI_Allreduce cost 1024 look-ups, not a million.
 */
export type CallMemo = Map<number, UserCall | undefined>;

export function userCall(w: World, r: RankProcess, memo?: CallMemo): UserCall | undefined {
  if (memo?.has(r.rank)) return memo.get(r.rank);
  const c = findUserCall(w, r);
  memo?.set(r.rank, c);
  return c;
}

function findUserCall(w: World, r: RankProcess): UserCall | undefined {
  // The library frames on top of the stack, innermost first: the outermost MPI one is the call.
  const funcs = r.prog.funcs;
  let at = -1;
  for (let k = r.frames.length - 1; k >= 0; k--) {
    const f = funcs[r.frames[k].fn];
    if (!f.library) break;
    if (/^P?MPI_/.test(f.name)) at = k;
  }
  if (at < 0) return undefined;
  const name = funcs[r.frames[at].fn].name.replace(/^PMPI_/, 'MPI_');
  let comm: Comm | undefined | null = null;
  return {
    name,
    // Read from the call's arguments only when asked (most views need only the name).
    get comm(): Comm | undefined {
      if (comm !== null) return comm;
      comm = undefined;
      if (!funcs[r.frames[at].fn].def?.params.some((v) => v.name === 'comm')) return comm;
      try {
        const frame = ins.stackOf(r, true).find((f) => f.frame === r.frames[at]);
        const arg = frame && ins.localsOf(r, frame).find((v) => v.typeName === 'MPI_Comm' || v.name === 'comm');
        if (arg && /^-?\d+$/.test(arg.value)) comm = w.mpi.procs[r.rank]?.comms.get(Number(arg.value) | 0);
      } catch { /* a frame without readable arguments: no communicator */ }
      return comm;
    },
  };
}

const COLLECTIVE = /^MPI_(I?(Barrier|Bcast|Reduce|Allreduce|Gatherv?|Scatterv?|Allgatherv?|Alltoall[vw]?|Reduce_scatter(_block)?|Scan|Exscan)|I?Neighbor_\w+|Comm_(split(_type)?|i?dup(_with_info)?|create(_group)?|spawn(_multiple)?|accept|connect)|Intercomm_(create|merge)|Cart_(create|sub)|Graph_create|Dist_graph_create(_adjacent)?)$/;

/** Whether an MPI function is collective over its communicator. */
export const isCollective = (name: string): boolean => COLLECTIVE.test(name);

/** The same communicator as `c`, as process `proc` holds it (matched by its context IDs). */
function sameComm(w: World, proc: number, c: Comm): Comm | undefined {
  const p = w.mpi.procs[proc];
  if (!p) return undefined;
  if (p.lastComm && p.lastComm.contextId === c.contextId && p.lastComm.recvContextId === c.recvContextId && !p.lastComm.freed) return p.lastComm;
  for (const x of p.comms.values()) if (!x.freed && x.contextId === c.contextId && x.recvContextId === c.recvContextId) return x;
  return undefined;
}

/** Ranks as people write them: `0-3, 5, 7-9`. */
export function rankList(ranks: number[]): string {
  const s = [...new Set(ranks)].sort((a, b) => a - b);
  const out: string[] = [];
  for (let k = 0; k < s.length; k++) {
    let j = k;
    while (j + 1 < s.length && s[j + 1] === s[j] + 1) j++;
    out.push(j === k ? String(s[k]) : j === k + 1 ? `${s[k]}, ${s[j]}` : `${s[k]}-${s[j]}`);
    k = j;
  }
  return out.join(', ');
}

/** Reads a program's source lines (cached) for the names of variables at creation sites. */
export class SourceLines {
  private cache = new Map<string, string[] | null>();
  constructor(private readonly abs: (file: string) => string) {}
  line(file: string, line: number): string | undefined {
    let lines = this.cache.get(file);
    if (lines === undefined) {
      try { lines = fs.readFileSync(this.abs(file), 'utf8').split('\n'); } catch { lines = null; }
      this.cache.set(file, lines);
    }
    return lines?.[line - 1];
  }
}

/** The arguments of the call that starts at `col` (1-based) of `text`, split at top-level commas. */
function callArgs(text: string, col: number): string[] | undefined {
  const open = text.indexOf('(', Math.max(0, col - 1));
  if (open < 0) return undefined;
  const args: string[] = [];
  let depth = 0, start = open + 1;
  for (let k = open; k < text.length; k++) {
    const ch = text[k];
    if (ch === '(' || ch === '[' || ch === '{') depth++;
    else if (ch === ')' || ch === ']' || ch === '}') {
      depth--;
      if (depth === 0) { args.push(text.slice(start, k).trim()); return args; }
    } else if (ch === ',' && depth === 1) { args.push(text.slice(start, k).trim()); start = k + 1; }
  }
  return undefined;
}

/** Which argument of a communicator constructor receives the new handle. */
function outArg(call: string, n: number): number {
  if (call === 'MPI_Comm_spawn' || call === 'MPI_Comm_spawn_multiple') return n - 2;
  if (call === 'MPI_Comm_idup' || call === 'MPI_Comm_idup_with_info') return n - 2;
  return n - 1;
}

/** The variable a communicator was stored in where the program created it (`&half` gives `half`). */
function variableOf(c: Comm, src: SourceLines): string | undefined {
  const at = c.createdAt;
  if (!at) return undefined;
  const args = callArgs(src.line(at.file, at.line) ?? '', at.col ?? 1);
  if (!args?.length) return undefined;
  const a = args[outArg(c.createdBy, args.length)];
  if (!a) return undefined;
  return a.startsWith('&') ? a.slice(1).trim() : `*${a}`;
}

/**
 * One identity for a communicator on all its members: its name, or the variable and creation
 * site, plus its context ID (both directions for an intercommunicator, in the same order on
 * both sides). Taken from the lowest member's record, so every rank shows the same text.
 */
export function commIdentity(w: World, c: Comm, src: SourceLines): string {
  const first = sameComm(w, c.group[0] ?? -1, c) ?? c;
  const ids = c.kind === 'inter' ? [c.contextId, c.recvContextId].sort((a, b) => a - b).map(hex16).join('/') : hex16(c.recvContextId);
  const name = first.name || c.name;
  if (name) return `${name} · ${ids}`;
  // MPICH's own sub-communicators (node, node-roots, local_comm) are named after their communicator.
  const parent = c.internal && c.parent !== undefined ? w.mpi.procs[c.group[c.rank]]?.comms.get(c.parent) : undefined;
  if (parent && parent !== c) return `${commIdentity(w, parent, src).replace(/ · [0-9a-fx/]+$/, '')}'s MPICH sub-communicator · ${ids}`;
  const v = variableOf(first, src);
  const site = first.createdAt ? `${first.createdAt.file.split('/').pop()}:${first.createdAt.line}` : undefined;
  if (v && site) return `${v} @ ${site} · ${ids}`;
  return `${site ? `${first.createdBy} @ ${site}` : handleHex(c.handle)} · ${ids}`;
}

/** `MPI_Barrier on MPI_COMM_WORLD · 0x0000: 3 of 4 arrived, waiting for rank 1`. */
export function collectiveText(w: World, r: RankProcess, call: UserCall, src: SourceLines, memo: CallMemo = new Map()): string | undefined {
  const c = call.comm;
  if (!c || !isCollective(call.name)) return undefined;
  const members = c.kind === 'inter' ? [...c.group, ...(c.remoteGroup ?? [])] : c.group;
  const mine = c.collSeq;
  const missing: number[] = [];
  for (const m of members) {
    if (m === r.rank) continue;
    const mr = w.ranks[m];
    const mc = sameComm(w, m, c);
    const in_ = mr && mr.state !== 'exited' && mr.state !== 'faulted' ? userCall(w, mr, memo) : undefined;
    const here = in_ && in_.name === call.name && in_.comm && in_.comm.contextId === c.contextId && in_.comm.recvContextId === c.recvContextId;
    if (!here && !(mc && mc.collSeq > mine)) missing.push(m);
  }
  const id = commIdentity(w, c, src);
  const arrived = members.length - missing.length;
  const waiting = missing.length ? `, waiting for ${missing.length === 1 ? 'rank' : 'ranks'} ${rankList(missing)}` : '';
  return `${call.name} on ${id}: ${arrived} of ${members.length} arrived${waiting}`;
}

/**
 * The state words every view uses: `paused` (the debugger holds it at a statement; it can run),
 * `blocked in …`, `exited N`, `faulted: …`, `killed` (another rank's MPI_Abort or fatal error
 * ended the job), `aborted the job`.
 */
export type StateWord = 'paused' | 'blocked' | 'exited' | 'faulted' | 'killed' | 'aborted';

export interface RankState { word: StateWord; text: string }

export function rankState(w: World, r: RankProcess, src: SourceLines, memo: CallMemo = new Map()): RankState {
  const o = w.outcome;
  if (o?.kind === 'abort') {
    if (r.rank === o.rank) return { word: 'aborted', text: `aborted the job (exit status ${o.code === 0 ? 1 : o.code & 255})` };
    // MPICH's abort kills the others wherever they are: those with a stack had not exited.
    if (r.state === 'exited' && r.frames.length > 0) return { word: 'killed', text: `killed (rank ${o.rank} aborted the job)` };
  }
  if (o?.kind === 'cleanup' && o.killed.includes(r.rank)) return { word: 'killed', text: `killed (rank ${o.rank} exited without MPI_Finalize)` };
  switch (r.state) {
    case 'exited': return { word: 'exited', text: `exited ${r.exitCode}` };
    case 'faulted': return { word: 'faulted', text: `faulted: ${r.fault?.kind ?? ''}` };
    case 'blocked': {
      const call = userCall(w, r, memo);
      const coll = call && collectiveText(w, r, call, src, memo);
      if (coll) return { word: 'blocked', text: `blocked in ${coll}` };
      const b = r.waitingFor;
      if (!b) return { word: 'blocked', text: 'blocked in MPI' };
      // The communicator by its one identity, not by this process's handle for it.
      const handles = [...b.detail.matchAll(/comm=(0x[0-9a-f]+)/g)].map((m) => parseInt(m[1], 16) | 0);
      const comm = handles.length && handles.every((h) => h === handles[0]) ? w.mpi.procs[r.rank]?.comms.get(handles[0]) : handles.length ? undefined : call?.comm;
      const detail = comm && handles.length ? b.detail.replace(/,\s*comm=0x[0-9a-f]+/g, '') : b.detail;
      return { word: 'blocked', text: `blocked in ${b.call}(${detail})${comm ? ` on ${commIdentity(w, comm, src)}` : ''}` };
    }
    default: return { word: 'paused', text: 'paused' };
  }
}

/** A cycle in the wait-for graph of blocked ranks (each waits for the next), if there is one. */
export function waitCycle(blocked: { rank: number; waitsFor: number[] }[]): number[] | undefined {
  const next = new Map(blocked.map((b) => [b.rank, b.waitsFor]));
  for (const b of blocked) {
    const seen: number[] = [];
    let cur: number | undefined = b.rank;
    while (cur !== undefined && !seen.includes(cur)) { seen.push(cur); cur = next.get(cur)?.find((x) => next.has(x)); }
    if (cur !== undefined) return seen.slice(seen.indexOf(cur));
  }
  return undefined;
}

/** Whether hit number `n` satisfies a hit condition (`>= 3`, `== 2`, `% 10`, or a bare count). */
export function hitOk(cond: string, n: number): boolean {
  const m = /^\s*(>=|<=|==|=|>|<|%)?\s*(\d+)\s*$/.exec(cond);
  if (!m) return true;
  const k = Number(m[2]);
  switch (m[1]) {
    case '>': return n > k;
    case '<': return n < k;
    case '<=': return n <= k;
    case '==': case '=': return n === k;
    case '%': return k > 0 && n % k === 0;
    default: return n >= k;
  }
}

/** The wait-for graph as text, in MPI calls as the program made them (MPICH's traffic is in the queues). */
export function deadlockText(w: World, blocked: { rank: number; pos?: { file: string; line: number; col?: number }; waitsFor: number[] }[], src: SourceLines): string {
  const memo: CallMemo = new Map();
  const at = (p?: { file: string; line: number; col?: number }): string => (p ? ` at ${p.file}:${p.line}:${p.col}` : '');
  return ['deadlock: no rank can make progress', ...blocked.flatMap((b) => [`  rank ${b.rank} ${rankState(w, w.ranks[b.rank], src, memo).text}${at(b.pos)}${b.waitsFor.length ? ` waiting for ${b.waitsFor.length === 1 ? 'rank' : 'ranks'} ${rankList(b.waitsFor)}` : ''}`,
    ...blockedThreads(w.ranks[b.rank]).map((t) => `    thread ${t.thread} blocked in ${t.call}(${t.detail})${at(t.pos)}`)]),
    ...w.ranks.filter((r) => r.state === 'exited').map((r) => `  rank ${r.rank} has exited`),
    ...w.mpi.nearMisses().map((n) => `  ${n.text}`)].join('\n');
}
