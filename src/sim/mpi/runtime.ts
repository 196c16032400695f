/**
 * The MPI layer of the world (first cut: MPI_COMM_WORLD/SELF point-to-point with MPICH's
 * matching rules, and the basic collectives). Each MPI call arrives here from a rank; calls
 * that cannot complete yet block the rank until another rank's action completes them.
 */
import type { RankProcess } from '../runtime/rank';
import type { VA } from '../runtime/libc';
import { registerSysFunctions } from '../runtime/library';
import type { SourcePos } from '../c/diagnostics';
import { nS, type I64 } from '../runtime/int64';

export const COMM_WORLD = 0x44000000;
export const COMM_SELF = 0x44000001;
export const ANY_SOURCE = -2;
export const ANY_TAG = -1;
export const PROC_NULL = -1;
const STATUS_IGNORE = 1;
const STATUSES_IGNORE = 1;
const IN_PLACE = -1;
const MPI_SUCCESS = 0;
const TAG_UB = 0x3fffffff; // MPICH's MPI_TAG_UB on ch4

export interface Blocked {
  rank: number;
  call: string;
  detail: string;
  pos?: SourcePos;
  waitsFor: number[];
}

interface WorldLike {
  ranks: RankProcess[];
  abort(rank: number, code: number, message: string): void;
  write(rank: number, fd: number, bytes: string): void;
}

/** Predefined datatypes: MPICH encodes the size in bits 8..15 of the handle. */
function typeSize(dt: number): number { return (dt >>> 8) & 0xff; }
type Kind = 'i' | 'u' | 'f' | 'b';
const TYPE_KIND: Record<number, Kind> = {
  0x4c000101: 'i', 0x4c000118: 'i', 0x4c000102: 'u', 0x4c00010d: 'b', 0x4c000203: 'i', 0x4c000204: 'u', 0x4c000405: 'i',
  0x4c000406: 'u', 0x4c000807: 'i', 0x4c000808: 'u', 0x4c000809: 'i', 0x4c000819: 'u', 0x4c00040a: 'f', 0x4c00080b: 'f',
  0x4c000137: 'i', 0x4c00023b: 'i', 0x4c00043c: 'i', 0x4c00083d: 'i', 0x4c00013e: 'u', 0x4c00023f: 'u', 0x4c000440: 'u', 0x4c000841: 'u',
  0x4c00010e: 'b', 0x4c000131: 'i', 0x4c00080c: 'f', 0x4c00100c: 'f', 0x4c00010f: 'b',
};
const OPS: Record<number, string> = {
  0x58000001: 'MAX', 0x58000002: 'MIN', 0x58000003: 'SUM', 0x58000004: 'PROD', 0x58000005: 'LAND', 0x58000006: 'BAND',
  0x58000007: 'LOR', 0x58000008: 'BOR', 0x58000009: 'LXOR', 0x5800000a: 'BXOR', 0x5800000d: 'REPLACE',
};

interface Message { src: number; tag: number; ctx: number; data: Uint8Array; sendTime: number }
interface PostedRecv { rank: number; src: number; tag: number; ctx: number; buf: number; bytes: number; status: number; request?: Request }
interface Request { id: number; kind: 'send' | 'recv'; done: boolean; status?: { src: number; tag: number; bytes: number }; recv?: PostedRecv }

interface ProcState {
  initialized: boolean;
  finalized: boolean;
  posted: PostedRecv[];
  unexpected: Message[];
  requests: Map<number, Request>;
  nextRequest: number;
  /** Virtual seconds spent waiting, added to the rank's statement time. */
  waited: number;
  waitingOn?: { call: string; detail: string; site: number; check: () => boolean; waitsFor: () => number[] };
}

interface Collective { kind: string; arrived: Map<number, { args: unknown[] }>; }

export class MpiRuntime {
  private procs: ProcState[] = [];
  private collectives = new Map<string, Collective>();
  private collSeq: number[] = [];

  constructor(private world: WorldLike, opts: { eagerLimit?: number }) {
    void opts;
  }

  private proc(r: RankProcess): ProcState {
    let p = this.procs[r.rank];
    if (!p) {
      p = { initialized: false, finalized: false, posted: [], unexpected: [], requests: new Map(), nextRequest: 0, waited: 0 };
      this.procs[r.rank] = p;
      this.collSeq[r.rank] = 0;
    }
    return p;
  }

  clock(r: RankProcess): number {
    return r.executed * 1e-9 + this.proc(r).waited;
  }

  call(r: RankProcess, name: string, args: unknown[], site: number, va: VA | undefined): boolean {
    void va;
    const fn = (this as unknown as Record<string, (r: RankProcess, a: unknown[], site: number) => boolean | number>)[name];
    if (typeof fn !== 'function') {
      this.fatal(r, name, `${name} is not implemented by mpisim yet`);
      return true;
    }
    const res = fn.call(this, r, args, site);
    if (typeof res === 'number') { r.rv = res; return false; }
    return res;
  }

  /** MPICH's default handler (MPI_ERRORS_ARE_FATAL): print the error and abort the job. */
  private fatal(r: RankProcess, fname: string, msg: string): void {
    this.world.write(r.rank, 2, `Abort(1) on node ${r.rank}: Fatal error in ${fname}: ${msg}\n`);
    this.world.abort(r.rank, 1, `Fatal error in ${fname}: ${msg}`);
  }

  private n(): number { return this.world.ranks.length; }
  private commSize(comm: number): number { return comm === COMM_SELF ? 1 : this.n(); }
  private commRank(r: RankProcess, comm: number): number { return comm === COMM_SELF ? 0 : r.rank; }
  private checkComm(r: RankProcess, fname: string, comm: number): boolean {
    if (comm !== COMM_WORLD && comm !== COMM_SELF) { this.fatal(r, fname, `Invalid communicator`); return false; }
    if (!this.proc(r).initialized) { this.fatal(r, fname, 'The MPI function was called before MPI_Init'); return false; }
    return true;
  }
  private worldRank(r: RankProcess, comm: number, rank: number): number { return comm === COMM_SELF ? r.rank : rank; }

  // ------------------------------------------------------------------ environment
  MPI_Init(r: RankProcess): number { const p = this.proc(r); p.initialized = true; return MPI_SUCCESS; }
  MPI_Init_thread(r: RankProcess, a: unknown[]): number {
    this.proc(r).initialized = true;
    if (a[3]) r.m.st32(a[3] as number, 0); // MPI_THREAD_SINGLE provided
    return MPI_SUCCESS;
  }
  MPI_Initialized(r: RankProcess, a: unknown[]): number { r.m.st32(a[0] as number, this.proc(r).initialized ? 1 : 0); return 0; }
  MPI_Finalized(r: RankProcess, a: unknown[]): number { r.m.st32(a[0] as number, this.proc(r).finalized ? 1 : 0); return 0; }
  MPI_Finalize(r: RankProcess): boolean | number {
    // Finalize is collective in practice (MPICH synchronises): wait for everyone.
    this.proc(r).finalized = true;
    return this.collective(r, COMM_WORLD, 'MPI_Finalize', [], () => undefined);
  }
  MPI_Abort(r: RankProcess, a: unknown[]): boolean {
    const code = a[1] as number;
    this.world.write(r.rank, 2, `Abort(${code}) on node ${r.rank}: application called MPI_Abort(MPI_COMM_WORLD, ${code}) - process ${r.rank}\n`);
    this.world.abort(r.rank, code, `application called MPI_Abort(MPI_COMM_WORLD, ${code}) - process ${r.rank}`);
    return true;
  }
  MPI_Comm_rank(r: RankProcess, a: unknown[]): number {
    if (!this.checkComm(r, 'MPI_Comm_rank', a[0] as number)) return 1;
    r.m.st32(a[1] as number, this.commRank(r, a[0] as number));
    return 0;
  }
  MPI_Comm_size(r: RankProcess, a: unknown[]): number {
    if (!this.checkComm(r, 'MPI_Comm_size', a[0] as number)) return 1;
    r.m.st32(a[1] as number, this.commSize(a[0] as number));
    return 0;
  }
  MPI_Wtime(r: RankProcess): number { return this.clock(r); }
  MPI_Wtick(): number { return 1e-9; }
  MPI_Get_processor_name(r: RankProcess, a: unknown[]): number {
    const name = 'mpisim';
    r.m.writeBytes(a[0] as number, name + '\0');
    r.m.st32(a[1] as number, name.length);
    return 0;
  }
  MPI_Get_version(r: RankProcess, a: unknown[]): number { r.m.st32(a[0] as number, 4); r.m.st32(a[1] as number, 0); return 0; }
  MPI_Get_count(r: RankProcess, a: unknown[]): number {
    const st = a[0] as number;
    const bytes = r.m.i32(st);
    const size = typeSize(a[1] as number);
    r.m.st32(a[2] as number, size ? (bytes % size ? -32766 : bytes / size) : 0);
    return 0;
  }

  // ------------------------------------------------------------------ point-to-point
  private envelopeCheck(r: RankProcess, fname: string, count: number, dt: number, peer: number, tag: number, comm: number, isRecv: boolean): boolean {
    if (!this.checkComm(r, fname, comm)) return false;
    if (count < 0) { this.fatal(r, fname, `Negative count, value is ${count}`); return false; }
    if (!typeSize(dt) || (dt & 0xff000000) !== 0x4c000000) { this.fatal(r, fname, 'Invalid datatype'); return false; }
    const size = this.commSize(comm);
    const okPeer = peer === PROC_NULL || (peer >= 0 && peer < size) || (isRecv && peer === ANY_SOURCE);
    if (!okPeer) { this.fatal(r, fname, `Invalid rank has value ${peer} but must be nonnegative and less than ${size}`); return false; }
    const okTag = (tag >= 0 && tag <= TAG_UB) || (isRecv && tag === ANY_TAG);
    if (!okTag) { this.fatal(r, fname, `Invalid tag, value is ${tag}`); return false; }
    return true;
  }

  private send(r: RankProcess, fname: string, a: unknown[]): number | boolean {
    const [buf, count, dt, dest, tag, comm] = a as number[];
    if (!this.envelopeCheck(r, fname, count, dt, dest, tag, comm, false)) return true;
    if (dest === PROC_NULL) return 0;
    const bytes = count * typeSize(dt);
    const data = r.m.readBytes(buf, bytes);
    const to = this.worldRank(r, comm, dest);
    const msg: Message = { src: this.commRank(r, comm), tag, ctx: comm === COMM_SELF ? 16 : 0, data, sendTime: this.clock(r) };
    this.deliver(to, msg);
    return 0;
  }

  /** Matches an arriving message against the receiver's posted queue (oldest first), else queues it. */
  private deliver(to: number, msg: Message): void {
    const p = this.procs[to] ?? this.proc(this.world.ranks[to]);
    const k = p.posted.findIndex((q) => q.ctx === msg.ctx && (q.src === ANY_SOURCE || q.src === msg.src) && (q.tag === ANY_TAG || q.tag === msg.tag));
    if (k < 0) { p.unexpected.push(msg); return; }
    const q = p.posted.splice(k, 1)[0];
    this.complete(this.world.ranks[to], q, msg);
  }

  private complete(rr: RankProcess, q: PostedRecv, msg: Message): boolean {
    const n = Math.min(msg.data.length, q.bytes);
    rr.m.U8.set(msg.data.subarray(0, n), q.buf);
    if (msg.data.length > q.bytes) {
      this.fatal(rr, 'MPI_Recv', `Message truncated; ${msg.data.length} bytes received but buffer size is ${q.bytes}`);
      return false;
    }
    const st = { src: msg.src, tag: msg.tag, bytes: msg.data.length };
    if (q.status !== STATUS_IGNORE && q.status !== 0) this.writeStatus(rr, q.status, st);
    const p = this.proc(rr);
    p.waited = Math.max(p.waited, msg.sendTime - rr.executed * 1e-9);
    if (q.request) { q.request.done = true; q.request.status = st; }
    else rr.wake(0);
    return true;
  }

  private writeStatus(r: RankProcess, at: number, st: { src: number; tag: number; bytes: number }): void {
    r.m.st32(at, st.bytes);
    r.m.st32(at + 4, 0);
    r.m.st32(at + 8, st.src);
    r.m.st32(at + 12, st.tag);
    r.m.st32(at + 16, 0);
  }

  private recv(r: RankProcess, fname: string, a: unknown[], request?: Request): number | boolean {
    const [buf, count, dt, src, tag, comm, status] = a as number[];
    if (!this.envelopeCheck(r, fname, count, dt, src, tag, comm, true)) return true;
    if (src === PROC_NULL) {
      const st = { src: PROC_NULL, tag: ANY_TAG, bytes: 0 };
      if (request) { request.done = true; request.status = st; }
      else if (status !== STATUS_IGNORE) this.writeStatus(r, status, st);
      return 0;
    }
    const p = this.proc(r);
    const ctx = comm === COMM_SELF ? 16 : 0;
    const q: PostedRecv = { rank: r.rank, src, tag, ctx, buf, bytes: count * typeSize(dt), status: request ? STATUS_IGNORE : status, request };
    const k = p.unexpected.findIndex((m) => m.ctx === ctx && (src === ANY_SOURCE || m.src === src) && (tag === ANY_TAG || m.tag === tag));
    if (k >= 0) {
      const msg = p.unexpected.splice(k, 1)[0];
      if (request) { this.complete(r, q, msg); return 0; }
      const n = Math.min(msg.data.length, q.bytes);
      r.m.U8.set(msg.data.subarray(0, n), q.buf);
      if (msg.data.length > q.bytes) { this.fatal(r, fname, `Message truncated; ${msg.data.length} bytes received but buffer size is ${q.bytes}`); return true; }
      if (status !== STATUS_IGNORE) this.writeStatus(r, status, { src: msg.src, tag: msg.tag, bytes: msg.data.length });
      return 0;
    }
    p.posted.push(q);
    if (request) return 0;
    r.waitingFor = { call: fname, detail: `src ${src === ANY_SOURCE ? 'ANY' : src}, tag ${tag === ANY_TAG ? 'ANY' : tag}`, site: r.site };
    return true;
  }

  MPI_Send(r: RankProcess, a: unknown[]): number | boolean { return this.send(r, 'MPI_Send', a); }
  MPI_Ssend(r: RankProcess, a: unknown[]): number | boolean { return this.send(r, 'MPI_Ssend', a); }
  MPI_Rsend(r: RankProcess, a: unknown[]): number | boolean { return this.send(r, 'MPI_Rsend', a); }
  MPI_Recv(r: RankProcess, a: unknown[]): number | boolean { return this.recv(r, 'MPI_Recv', a); }
  MPI_Sendrecv(r: RankProcess, a: unknown[]): number | boolean {
    const [sbuf, scount, sdt, dest, stag, rbuf, rcount, rdt, src, rtag, comm, status] = a as number[];
    const s = this.send(r, 'MPI_Sendrecv', [sbuf, scount, sdt, dest, stag, comm]);
    if (s !== 0) return s;
    return this.recv(r, 'MPI_Sendrecv', [rbuf, rcount, rdt, src, rtag, comm, status]);
  }

  private newRequest(r: RankProcess, kind: 'send' | 'recv'): Request {
    const p = this.proc(r);
    const req: Request = { id: 0xac000000 + p.nextRequest++, kind, done: false };
    p.requests.set(req.id, req);
    return req;
  }
  MPI_Isend(r: RankProcess, a: unknown[]): number | boolean {
    const res = this.send(r, 'MPI_Isend', a);
    if (res !== 0) return res;
    const req = this.newRequest(r, 'send');
    req.done = true;
    r.m.st32(a[6] as number, req.id);
    return 0;
  }
  MPI_Irecv(r: RankProcess, a: unknown[]): number | boolean {
    const req = this.newRequest(r, 'recv');
    const res = this.recv(r, 'MPI_Irecv', a.slice(0, 6).concat([STATUS_IGNORE]), req);
    if (res !== 0) return res;
    r.m.st32(a[6] as number, req.id);
    return 0;
  }
  MPI_Wait(r: RankProcess, a: unknown[]): number | boolean {
    return this.waitFor(r, 'MPI_Wait', [a[0] as number], a[1] as number, false);
  }
  MPI_Waitall(r: RankProcess, a: unknown[]): number | boolean {
    const [count, reqs, statuses] = a as number[];
    const ptrs = Array.from({ length: count }, (_, k) => reqs + 4 * k);
    return this.waitFor(r, 'MPI_Waitall', ptrs, statuses, true);
  }

  private waitFor(r: RankProcess, fname: string, reqPtrs: number[], status: number, many: boolean): number | boolean {
    const p = this.proc(r);
    const finish = (): boolean => {
      const reqs = reqPtrs.map((ptr) => p.requests.get(r.m.i32(ptr)));
      if (!reqs.every((q) => !q || q.done)) return false;
      reqs.forEach((q, k) => {
        if (q?.status && status !== STATUSES_IGNORE && status !== 0) this.writeStatus(r, many ? status + 20 * k : status, q.status);
        if (q) { p.requests.delete(q.id); r.m.st32(reqPtrs[k], 0x2c000000); } // MPI_REQUEST_NULL
      });
      return true;
    };
    if (finish()) return 0;
    p.waitingOn = {
      call: fname,
      detail: `${reqPtrs.length} request${reqPtrs.length === 1 ? '' : 's'}`,
      site: r.site,
      check: finish,
      waitsFor: () => reqPtrs.map((ptr) => p.requests.get(r.m.i32(ptr))).filter((q) => q && !q.done && q.recv).map((q) => q!.recv!.src).filter((s) => s >= 0),
    };
    r.waitingFor = { call: fname, detail: p.waitingOn.detail, site: r.site };
    return true;
  }

  // ------------------------------------------------------------------ collectives (rendezvous of all ranks)
  private collective(r: RankProcess, comm: number, kind: string, args: unknown[], finish: (all: Map<number, { args: unknown[] }>) => void): boolean | number {
    if (comm === COMM_SELF) { finish(new Map([[0, { args }]])); return 0; }
    const seq = this.collSeq[r.rank]++;
    const key = `${comm}:${seq}`;
    let c = this.collectives.get(key);
    if (!c) { c = { kind, arrived: new Map() }; this.collectives.set(key, c); }
    if (c.kind !== kind) {
      this.fatal(r, kind, `collective mismatch: rank ${r.rank} called ${kind} while another rank called ${c.kind} (call #${seq + 1} on MPI_COMM_WORLD)`);
      return true;
    }
    c.arrived.set(r.rank, { args });
    r.waitingFor = { call: kind, detail: 'all ranks', site: r.site };
    if (c.arrived.size < this.n()) return true;
    this.collectives.delete(key);
    finish(c.arrived);
    for (const rank of c.arrived.keys()) if (rank !== r.rank) this.world.ranks[rank].wake(0);
    r.waitingFor = undefined;
    return 0;
  }

  MPI_Barrier(r: RankProcess, a: unknown[]): boolean | number {
    if (!this.checkComm(r, 'MPI_Barrier', a[0] as number)) return true;
    return this.collective(r, a[0] as number, 'MPI_Barrier', [], () => undefined);
  }
  MPI_Bcast(r: RankProcess, a: unknown[]): boolean | number {
    const [buf, count, dt, root, comm] = a as number[];
    if (!this.checkComm(r, 'MPI_Bcast', comm)) return true;
    return this.collective(r, comm, 'MPI_Bcast', a, (all) => {
      const bytes = count * typeSize(dt);
      const data = this.world.ranks[this.worldRank(r, comm, root)].m.readBytes(all.get(this.worldRank(r, comm, root))!.args[0] as number, bytes);
      for (const [rank, x] of all) this.world.ranks[rank].m.U8.set(data, x.args[0] as number);
      void buf;
    });
  }
  MPI_Reduce(r: RankProcess, a: unknown[]): boolean | number {
    const [, , count, dt, op, root, comm] = a as number[];
    if (!this.checkComm(r, 'MPI_Reduce', comm)) return true;
    return this.collective(r, comm, 'MPI_Reduce', a, (all) => this.reduce(all, count, dt, op, [this.worldRank(r, comm, root)]));
  }
  MPI_Allreduce(r: RankProcess, a: unknown[]): boolean | number {
    const [, , count, dt, op, comm] = a as number[];
    if (!this.checkComm(r, 'MPI_Allreduce', comm)) return true;
    return this.collective(r, comm, 'MPI_Allreduce', a, (all) => this.reduce(all, count, dt, op, [...all.keys()]));
  }

  private reduce(all: Map<number, { args: unknown[] }>, count: number, dt: number, op: number, roots: number[]): void {
    const size = typeSize(dt);
    const kind = TYPE_KIND[dt] ?? 'i';
    const opName = OPS[op] ?? 'SUM';
    const ranks = [...all.keys()].sort((x, y) => x - y);
    const read = (rank: number, at: number): I64[] => {
      const m = this.world.ranks[rank].m;
      const out: I64[] = [];
      for (let k = 0; k < count; k++) {
        const p = at + k * size;
        if (kind === 'f') out.push(size === 4 ? m.f32(p) : m.f64(p));
        else if (size === 1) out.push(kind === 'u' || kind === 'b' ? m.u8(p) : m.i8(p));
        else if (size === 2) out.push(kind === 'u' ? m.u16(p) : m.i16(p));
        else if (size === 4) out.push(kind === 'u' ? m.u32(p) : m.i32(p));
        else out.push(m.s64(p));
      }
      return out;
    };
    const sendAddr = (rank: number): number => {
      const x = all.get(rank)!.args;
      return (x[0] as number) === IN_PLACE >>> 0 || (x[0] as number) === IN_PLACE ? (x[1] as number) : (x[0] as number);
    };
    let acc = read(ranks[0], sendAddr(ranks[0]));
    for (const rank of ranks.slice(1)) {
      const v = read(rank, sendAddr(rank));
      acc = acc.map((x, k) => combine(opName, kind, size, x, v[k]));
    }
    for (const root of roots) {
      const m = this.world.ranks[root].m;
      const at = all.get(root)!.args[1] as number;
      acc.forEach((x, k) => {
        const p = at + k * size;
        if (kind === 'f') { if (size === 4) m.stf32(p, x as number); else m.stf64(p, x as number); }
        else if (size === 1) m.st8(p, Number(x));
        else if (size === 2) m.st16(p, Number(x));
        else if (size === 4) m.st32(p, Number(x));
        else m.st64(p, x);
      });
    }
  }

  // ------------------------------------------------------------------ progress and deadlock
  /** Completes waits whose requests finished. Returns true if any rank became runnable. */
  progress(): boolean {
    let any = false;
    for (const r of this.world.ranks) {
      const p = this.procs[r.rank];
      if (r.state === 'blocked' && p?.waitingOn && p.waitingOn.check()) {
        p.waitingOn = undefined;
        r.wake(0);
        any = true;
      }
    }
    return any;
  }

  rankExited(r: RankProcess): void { void r; this.progress(); }

  blockedRanks(): Blocked[] {
    const out: Blocked[] = [];
    for (const r of this.world.ranks) {
      if (r.state !== 'blocked') continue;
      const p = this.procs[r.rank];
      const w = r.waitingFor;
      const posted = p?.posted.filter((q) => !q.request) ?? [];
      const waitsFor = p?.waitingOn ? p.waitingOn.waitsFor() : posted.map((q) => q.src).filter((s) => s >= 0);
      out.push({
        rank: r.rank,
        call: w?.call ?? 'MPI call',
        detail: w?.detail ?? '',
        pos: w && w.site >= 0 ? r.prog.sites[w.site] : r.currentPos(),
        waitsFor: [...new Set(waitsFor)],
      });
    }
    return out;
  }
}

function combine(op: string, kind: Kind, size: number, a: I64, b: I64): I64 {
  if (kind === 'f') {
    const x = a as number, y = b as number;
    let r: number;
    switch (op) {
      case 'MAX': r = Math.max(x, y); break;
      case 'MIN': r = Math.min(x, y); break;
      case 'PROD': r = x * y; break;
      default: r = x + y;
    }
    return size === 4 ? Math.fround(r) : r;
  }
  const x = BigInt(a), y = BigInt(b);
  let r: bigint;
  switch (op) {
    case 'MAX': r = x > y ? x : y; break;
    case 'MIN': r = x < y ? x : y; break;
    case 'PROD': r = x * y; break;
    case 'LAND': r = x && y ? 1n : 0n; break;
    case 'LOR': r = x || y ? 1n : 0n; break;
    case 'LXOR': r = !x !== !y ? 1n : 0n; break;
    case 'BAND': r = x & y; break;
    case 'BOR': r = x | y; break;
    case 'BXOR': r = x ^ y; break;
    default: r = x + y;
  }
  const bits = size * 8;
  return nS(kind === 'u' ? BigInt.asUintN(bits, r) : BigInt.asIntN(bits, r));
}

registerSysFunctions(Object.getOwnPropertyNames(MpiRuntime.prototype).filter((n) => n.startsWith('MPI_')));
