/**
 * The environment: MPI_Init (the C half is ../lib/dynamic.c), thread levels, MPI_Finalize's
 * wait for the rest of the process group, MPI_Abort, clocks, versions and processor names.
 */
import type { RankProcess } from '../../runtime/rank';
import * as H from '../handles';
import { ERR } from '../errclass';
import { mpiBinding, formatAbort, type MpiArgValue } from '../errors';
import { BLOCK, fmtPos, type Result } from '../core/process';
import { commName } from '../handles';
import type { MpiCore } from '../core/dispatch';
import type { ErrHandling } from '../errhan/errhan';
import type { DatatypeImpl } from '../datatype/datatype_impl';
import type { ProcState } from '../state';

/** Most statements between two MPI_Wtime calls of a polling loop, and the calls before its clock jumps. */
const SPIN_GAP = 64;
const SPIN_CALLS = 1000;

export class InitImpl {
  constructor(readonly rt: MpiCore, readonly err: ErrHandling, private readonly types: DatatypeImpl) {}
  /** MPI_Init and MPI_Init_thread up to the connection of spawned processes to their parents (../lib/dynamic.c). */
  MPIR_Init_impl(r: RankProcess, a: unknown[]): Result {
    const [thread, required, provided] = a as number[];
    const fname = thread ? 'MPI_Init_thread' : 'MPI_Init';
    const p = this.rt.proc(r);
    if (p.initialized) {
      const b = mpiBinding(fname)!;
      const at = `${b.fcname}(${b.checks.find((c) => c.macro === 'INITTWICE')?.line ?? b.failLine})`;
      const frame = { location: at, message: 'Cannot call MPI_INIT or MPI_INIT_THREAD more than once' };
      return this.err.handle(r, H.COMM_WORLD, fname, this.err.ring(r).raiseStack(fname, ERR.OTHER, [frame], (this.rt.callArgs(r, fname) ?? []) as MpiArgValue[], this.err.formatOpts(r)));
    }
    // MPICH (built with thread-multiple support) grants any valid level asked for; an invalid one gets SINGLE.
    p.threadLevel = required >= H.THREAD_SINGLE && required <= H.THREAD_MULTIPLE ? required : H.THREAD_SINGLE;
    if (provided) r.m.st32(provided, p.threadLevel);
    p.initialized = true;
    p.initThread = r.current?.thread?.tid;
    const pos = this.rt.userPos(r);
    for (const h of [H.COMM_WORLD, H.COMM_SELF]) {
      const c = p.comms.get(h)!;
      c.createdAt = pos;
      this.rt.opts.onCommCreated?.(r.rank, c, 'MPI_Init');
    }
    return H.MPI_SUCCESS;
  }
  MPI_Query_thread(r: RankProcess, a: unknown[]): Result { r.m.st32(a[0] as number, this.rt.proc(r).threadLevel); return 0; }
  /** Profiling control: MPICH does nothing with it. */
  MPI_Pcontrol(): Result { return 0; }
  /** MPICH compares the caller with the thread that initialized MPI, whatever level it granted (an OpenMP team's other members are not main). */
  MPI_Is_thread_main(r: RankProcess, a: unknown[]): Result { r.m.st32(a[0] as number, r.current?.thread?.tid === this.rt.proc(r).initThread ? 1 : 0); return 0; }
  MPI_Initialized(r: RankProcess, a: unknown[]): Result { r.m.st32(a[0] as number, this.rt.proc(r).initialized ? 1 : 0); return 0; }
  MPI_Finalized(r: RankProcess, a: unknown[]): Result { r.m.st32(a[0] as number, this.rt.proc(r).finalized ? 1 : 0); return 0; }
  MPI_Abort(r: RankProcess, a: unknown[]): Result {
    const code = a[1] as number;
    const p = this.rt.proc(r);
    const c = this.rt.comm(p, a[0] as number);
    this.rt.world.write(r.rank, 2, formatAbort({ worldRank: r.rank, commRank: c?.rank ?? r.rank, contextId: c?.contextId ?? 0, errorcode: code, commName: c?.name, handle: a[0] as number }));
    this.rt.world.abort(r.rank, code, `application called MPI_Abort(${c?.name || commName(a[0] as number)}, ${code}) - process ${c?.rank ?? r.rank} at ${fmtPos(this.rt.userPos(r))}`);
    return BLOCK;
  }
  /**
   * A process polling MPI_Wtime with nothing but its loop between two calls waits for time to
   * pass (`while (MPI_Wtime() - t0 < 2.0);`, MPICH's pt2pt/bsendpending): at one statement per
   * nanosecond, 2 s would be 2e9 statements. After SPIN_CALLS such calls, each one finds the
   * clock further on, the jump doubling up to 1 ms, as an OS descheduling the spinning process
   * would. Deterministic: it depends only on the process's own statements.
   */
  MPI_Wtime(r: RankProcess): Result {
    const p = this.rt.proc(r);
    const s = this.spins.get(p);
    if (!s) this.spins.set(p, { ticks: r.ticks, n: 0 });
    else {
      s.n = r.ticks - s.ticks <= SPIN_GAP ? s.n + 1 : 0;
      s.ticks = r.ticks;
      if (s.n > SPIN_CALLS) this.rt.advanceTo(r, this.rt.clock(r) + 1e-9 * 2 ** Math.min(s.n - SPIN_CALLS, 20));
    }
    return this.rt.clock(r);
  }
  private spins = new WeakMap<ProcState, { ticks: number; n: number }>();
  MPI_Wtick(): Result { return 1e-9; }
  /** The host name of process k: its node. */
  processorName(k: number): string { return `node${this.rt.pg.hostOf(k)}`; }
  /** sleep(): the rank's clock moves on. */
  sleep(r: RankProcess, seconds: number): void {
    if (seconds > 0) this.rt.advanceTo(r, this.rt.clock(r) + seconds);
  }
  MPI_Get_processor_name(r: RankProcess, a: unknown[]): Result {
    const name = this.processorName(r.rank);
    r.m.writeBytes(a[0] as number, name + '\0');
    r.m.st32(a[1] as number, name.length);
    return 0;
  }
  MPI_Get_version(r: RankProcess, a: unknown[]): Result { r.m.st32(a[0] as number, 4); r.m.st32(a[1] as number, 0); return 0; }
  MPI_Get_library_version(r: RankProcess, a: unknown[]): Result {
    const v = LIBRARY_VERSION;
    r.m.writeBytes(a[0] as number, v + '\0');
    r.m.st32(a[1] as number, v.length);
    return 0;
  }
  /** Wakes the ranks waiting in MPI_Finalize once every rank has arrived. */
  private releaseFinalize(k: number): void {
    const members = this.rt.pg.group(k).members;
    if (!this.finalizeDone(k)) return;
    for (const m of members) if (this.rt.procs[m]?.finalized) this.rt.poke(m);
  }
  /** MPI_Finalize waits for the rest of the process's own group (its MPI_COMM_WORLD), as Hydra's PMI barrier. */
  private finalizeDone(k: number): boolean {
    const g = this.rt.pg.group(k);
    return (this.leftGroup.get(g.pg) ?? 0) >= g.members.length;
  }
  /** Per process group: how many of its processes finalized or exited without finalizing. */
  private leftGroup = new Map<number, number>();
  private exitedEarly = new Set<number>();
  private countLeft(k: number): void {
    const pg = this.rt.pg.group(k).pg;
    this.leftGroup.set(pg, (this.leftGroup.get(pg) ?? 0) + 1);
  }
  /**
   * Finalize (after ../lib/attr.c ran the attribute delete callbacks of COMM_SELF and COMM_WORLD):
   * pending requests and unreceived messages are misuse we can see.
   */
  MPIR_Finalize_impl(r: RankProcess): Result {
    const p = this.rt.proc(r);
    const leftovers: string[] = [];
    for (const q of p.requests.values()) {
      if (q.active && !q.complete && !q.persistent) leftovers.push(`a ${q.kind} request (${q.call} at ${fmtPos(q.postedAt)}) is still pending`);
    }
    for (const m of p.unexpected) {
      if (!m.coll) leftovers.push(`a message from rank ${m.src} with tag ${m.tag} (sent by ${m.call} at ${fmtPos(m.sentAt)}) was never received`);
    }
    p.finalized = true;
    this.countLeft(r.rank);
    // MPICH 4.0.2's yaksa says at finalize how many of its type objects were never freed: one
    // per datatype the process still holds (committed or not, duplicates too).
    const types = this.types.dtp(r.rank).table.list().length;
    if (types) this.rt.world.write(r.rank, 2, `[WARNING] yaksa: ${types} leaked handle pool objects\n`);
    if (leftovers.length) {
      const text = `rank ${r.rank} called MPI_Finalize while ${leftovers.join('; ')}`;
      this.rt.world.write(r.rank, 2, `mpisim: warning: ${text}\n`);
      this.rt.world.notice?.({ kind: 'unmatched', rank: r.rank, text });
    }
    // MPICH's finalize synchronises the processes before tearing down.
    if (this.finalizeDone(r.rank)) { this.releaseFinalize(r.rank); return 0; }
    return this.rt.blockOn(r, 'MPI_Finalize', 'all ranks', () => (this.finalizeDone(r.rank) ? 0 : undefined),
      () => this.rt.pg.group(r.rank).members.filter((k) => k !== r.rank && !this.rt.procs[k]?.finalized && this.rt.world.ranks[k]?.state !== 'exited'));
  }
  rankExited(r: RankProcess): void {
    if (this.rt.procs[r.rank]?.finalized || this.exitedEarly.has(r.rank)) return;
    // A rank that exits without MPI_Finalize no longer holds the others in theirs.
    this.exitedEarly.add(r.rank);
    this.countLeft(r.rank);
    this.releaseFinalize(r.rank);
  }
  __mpisim_finalize_begin(r: RankProcess): Result {
    const p = this.rt.proc(r);
    if (p.finalized) return this.err.error(r, H.COMM_WORLD, 'MPI_Finalize', ERR.OTHER, 'MPI_Finalize called twice');
    return 0;
  }
}

/** MPI_Get_library_version: Debian's MPICH 4.0.2 (ch4:ucx) says this, to the byte (measured; 2019 characters). */
const LIBRARY_VERSION = [
  'MPICH Version:\t4.0.2\n',
  'MPICH Release date:\tThu Apr  7 12:34:45 CDT 2022\n',
  'MPICH ABI:\t14:2:2\n',
  'MPICH Device:\tch4:ucx\n',
  'MPICH configure:\t--build=x86_64-linux-gnu --prefix=/usr --includedir=${prefix}/include --mandir=${prefix}/share/man --infodir=${prefix}/share/info --sysconfdir=/etc --localstatedir=/var --disable-option-checking --disable-silent-rules --libdir=${prefix}/lib/x86_64-linux-gnu --runstatedir=/run --disable-maintainer-mode --disable-dependency-tracking --with-libfabric=/usr --with-slurm=/usr --with-ucx=/usr --with-device=ch4:ucx --with-pm=hydra --with-hwloc-prefix=/usr --with-wrapper-dl-type=none --enable-shared --without-yaksa --prefix=/usr --enable-fortran=all --disable-rpath --disable-wrapper-rpath --sysconfdir=/etc/mpich --libdir=/usr/lib/x86_64-linux-gnu --includedir=/usr/include/x86_64-linux-gnu/mpich --docdir=/usr/share/doc/mpich CPPFLAGS= CFLAGS= CXXFLAGS= FFLAGS=-O2 -ffile-prefix-map=/build/mpich-1NaQGN/mpich-4.0.2=. -fstack-protector-strong -fallow-invalid-boz -fallow-argument-mismatch FCFLAGS=-O2 -ffile-prefix-map=/build/mpich-1NaQGN/mpich-4.0.2=. -fstack-protector-strong -fallow-invalid-boz -fallow-argument-mismatch BASH_SHELL=/bin/bash\n',
  'MPICH CC:\tgcc  -g -O2 -ffile-prefix-map=/build/mpich-1NaQGN/mpich-4.0.2=. -fstack-protector-strong -Wformat -Werror=format-security  -O2\n',
  'MPICH CXX:\tg++  -g -O2 -ffile-prefix-map=/build/mpich-1NaQGN/mpich-4.0.2=. -fstack-protector-strong -Wformat -Werror=format-security -O2\n',
  'MPICH F77:\tgfortran -O2 -ffile-prefix-map=/build/mpich-1NaQGN/mpich-4.0.2=. -fstack-protector-strong  -fallow-invalid-boz -fallow-argument-mismatch -g -O2 -ffile-prefix-map=/build/mpich-1NaQGN/mpich-4.0.2=. -fstack-protector-strong -cpp  -fallow-invalid-boz -fallow-argument-mismatch -O2\n',
  'MPICH FC:\tgfortran -O2 -ffile-prefix-map=/build/mpich-1NaQGN/mpich-4.0.2=. -fstack-protector-strong  -fallow-invalid-boz -fallow-argument-mismatch -g -O2 -ffile-prefix-map=/build/mpich-1NaQGN/mpich-4.0.2=. -fstack-protector-strong -cpp  -fallow-invalid-boz -fallow-argument-mismatch -O2\n',
].join('');
