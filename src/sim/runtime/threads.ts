/**
 * POSIX threads of one process. A thread is another flow of control in the process's address
 * space: a Coroutine of the RankProcess (its own frames and a stack from the heap) that the
 * process's run() schedules round-robin with the main thread, one slice each, so a run is
 * deterministic and the same every time. Waiting (a contended mutex, a condition variable,
 * pthread_join, a barrier) blocks only the calling thread; the process blocks when all its
 * threads do. Mutexes hand over to the first waiter (FIFO), so fairness is part of the
 * determinism. Thread-local objects (`__thread`, `_Thread_local`) are swapped in and out of
 * their addresses as threads switch (see RankProcess.enter).
 */
import type { Coroutine, RankProcess, ThreadSet } from './rank';
import { sizeOf as sizeOfType } from '../c/types';
import type { SourcePos } from '../c/diagnostics';
import type { Frame } from '../c/compiled';

/** errno values of glibc (x86-64) that the pthread functions return. */
const EPERM = 1, ESRCH = 3, EBUSY = 16, EINVAL = 22, EDEADLK = 35, ETIMEDOUT = 110, EAGAIN = 11;
const MUTEX_RECURSIVE = 1, MUTEX_ERRORCHECK = 2;
/** glibc's pthread_mutex_t: __lock at 0, __count at 4, __owner at 8, __kind at 16. */
const M_LOCK = 0, M_COUNT = 4, M_OWNER = 8, M_KIND = 16;

export interface PosixThread {
  /** pthread_t: 1 is the main thread, then in creation order. */
  tid: number;
  /** The thread's coroutine; none for the main thread. */
  ctx?: Coroutine;
  detached: boolean;
  done: boolean;
  result: number;
  joiner?: { thread: PosixThread; retval: number };
  specific: Map<number, number>;
  /** The thread's own copy of the thread-local objects while another thread runs. */
  tls?: Uint8Array[];
  /** Ending (returned or pthread_exit): its value, and where its key destructors are (glibc's __nptl_deallocate_tsd). */
  exiting?: { value: unknown; round: number; key: number; again: boolean };
}

interface MutexState { owner?: PosixThread; count: number; waiters: PosixThread[] }

/** A thread in a saved thread set: references to other threads are their pthread_t. */
interface SavedThread {
  tid: number; detached: boolean; done: boolean; result: number; specific: [number, number][];
  tls?: Uint8Array[]; exiting?: PosixThread['exiting']; joiner?: { tid: number; retval: number };
}
interface SavedThreadSet {
  threads: SavedThread[]; live: number[]; nextTid: number; nextKey: number; running: number; mainExited: boolean;
  keys: [number, number][]; mutexes: [number, number | undefined, number, number[]][];
  conds: [number, [number, number][]][]; barriers: [number, number[]][]; loaded: number; ioWaiters?: number[];
}
interface CondWaiter { thread: PosixThread; mutex: number }

/** glibc's PTHREAD_DESTRUCTOR_ITERATIONS: rounds of destructors while they set values again. */
const DESTRUCTOR_ROUNDS = 4;

export class PosixThreads implements ThreadSet {
  readonly main: PosixThread = { tid: 1, detached: false, done: false, result: 0, specific: new Map() };
  /** Live and unjoined threads by pthread_t. */
  readonly byTid = new Map<number, PosixThread>([[1, this.main]]);
  private nextTid = 2;
  private mutexes = new Map<number, MutexState>();
  private conds = new Map<number, CondWaiter[]>();
  private barriers = new Map<number, PosixThread[]>();
  private keys = new Map<number, number>();
  private nextKey = 0;
  /** Created threads still running (the process schedules threads while there are any). */
  running = 0;

  /** The thread-local objects: [address, size] (one copy at the address, the running thread's). */
  private readonly tlsBlocks: [number, number][];

  constructor(private readonly r: RankProcess) {
    this.tlsBlocks = r.prog.globals.filter((g) => g.threadLocal).map((g) => [g.addr, Math.max(1, sizeOfType(g.type))]);
  }

  /** The thread whose thread-local objects are at their addresses now. */
  private loaded: PosixThread = this.main;

  /**
   * Thread-local objects live at one address, holding the loaded thread's values: switching
   * threads saves the outgoing thread's copy and puts in the incoming one's (a new thread's
   * starts from the objects' initializers, as in a new thread's TLS block). The scheduler loads
   * the thread it runs, the debugger the thread whose variables it shows.
   */
  /** Puts `to`'s thread-local objects at their addresses, so that reads and writes there are its. */
  showTls(to: PosixThread): void {
    if (!this.tlsBlocks.length || this.loaded === to) return;
    const U8 = this.r.m.U8, image = this.r.prog.dataImage, base = this.r.m.dataStart;
    this.loaded.tls = this.tlsBlocks.map(([a, n]) => U8.slice(a, a + n));
    this.tlsBlocks.forEach(([a, n], k) => U8.set(to.tls?.[k] ?? image.subarray(a - base, a - base + n), a));
    this.loaded = to;
  }

  self(): PosixThread {
    // The process's coroutines carry the PosixThread this set gave them.
    return (this.r.current?.thread as PosixThread | undefined) ?? this.main;
  }

  /** Runs a pthread function for the calling thread; true when the thread must wait (or ended). */
  call(name: string, a: unknown[], site: number): boolean {
    const r = this.r, m = r.m;
    const n = (k: number) => a[k] as number;
    const done = (v: number): boolean => { r.rv = v; return false; };
    switch (name) {
      case 'pthread_create': return done(this.create(n(0), n(1), n(2), n(3), site));
      case 'pthread_join': return this.join(n(0), n(1), site);
      case 'pthread_detach': {
        const t = this.byTid.get(n(0));
        if (!t) return done(ESRCH);
        if (t.detached) return done(EINVAL);
        t.detached = true;
        if (t.done) this.byTid.delete(t.tid);
        return done(0);
      }
      case 'pthread_exit': return this.exit(n(0));
      case 'pthread_self': return done(this.self().tid);
      case 'pthread_equal': return done(n(0) === n(1) ? 1 : 0);
      case 'pthread_yield': case 'sched_yield': r.yieldSoon(); return done(0);
      case '__mpisim_io_wait': return this.ioWait(n(0), n(1), site);
      case 'pthread_attr_init': m.fill(n(0), 0, 56); return done(0);
      case 'pthread_attr_destroy': case 'pthread_attr_setscope': case 'pthread_mutexattr_destroy': case 'pthread_mutexattr_setpshared':
      case 'pthread_condattr_init': case 'pthread_condattr_destroy': case 'pthread_setcancelstate':
        return done(0);
      case 'pthread_attr_setdetachstate':
        if (n(1) !== 0 && n(1) !== 1) return done(EINVAL);
        m.st32(n(0), n(1)); return done(0);
      case 'pthread_attr_getdetachstate': m.st32(n(1), (m.u32(n(0)) | 0)); return done(0);
      case 'pthread_attr_setstacksize': m.st64(n(0) + 8, n(1)); return done(0);
      case 'pthread_attr_getstacksize': m.st64(n(1), Number(m.s64(n(0) + 8)) || 8 << 20); return done(0);
      case 'pthread_mutexattr_init': m.st32(n(0), 0); return done(0);
      case 'pthread_mutexattr_settype':
        if (n(1) < 0 || n(1) > 3) return done(EINVAL);
        m.st32(n(0), n(1)); return done(0);
      case 'pthread_mutexattr_gettype': m.st32(n(1), (m.u32(n(0)) | 0)); return done(0);
      case 'pthread_mutex_init':
        m.fill(n(0), 0, 40);
        if (n(1)) m.st32(n(0) + M_KIND, (m.u32(n(1)) | 0));
        this.mutexes.delete(n(0));
        return done(0);
      case 'pthread_mutex_destroy': {
        const s = this.mutexes.get(n(0));
        if (s?.owner) return done(EBUSY);
        this.mutexes.delete(n(0));
        return done(0);
      }
      case 'pthread_mutex_lock': case 'pthread_spin_lock': return this.lock(n(0), name === 'pthread_spin_lock', false, site);
      case 'pthread_mutex_trylock': case 'pthread_spin_trylock': return this.lock(n(0), name === 'pthread_spin_trylock', true, site);
      case 'pthread_mutex_unlock': case 'pthread_spin_unlock': return done(this.unlock(n(0), name === 'pthread_spin_unlock'));
      case 'pthread_spin_init': m.st32(n(0), 0); this.mutexes.delete(n(0)); return done(0);
      case 'pthread_spin_destroy': this.mutexes.delete(n(0)); return done(0);
      case 'pthread_cond_init': m.fill(n(0), 0, 48); this.conds.delete(n(0)); return done(0);
      case 'pthread_cond_destroy': return done(this.conds.get(n(0))?.length ? EBUSY : (this.conds.delete(n(0)), 0));
      case 'pthread_cond_wait': return this.condWait(n(0), n(1), 0, site);
      case 'pthread_cond_timedwait': return this.condWait(n(0), n(1), n(2), site);
      case 'pthread_cond_signal': this.signal(n(0), 1); return done(0);
      case 'pthread_cond_broadcast': this.signal(n(0), Infinity); return done(0);
      case 'pthread_once': {
        if ((m.u32(n(0)) | 0) !== 0) return done(0);
        m.st32(n(0), 2);
        // The init routine runs as a call made from pthread_once, which then returns 0.
        r.callBack(n(1), [], '', 0, site);
        return false;
      }
      case 'pthread_key_create': {
        if (this.keys.size >= 1024) return done(EAGAIN);
        const k = this.nextKey++;
        this.keys.set(k, n(1));
        m.st32(n(0), k);
        return done(0);
      }
      case 'pthread_key_delete': {
        if (!this.keys.delete(n(0))) return done(EINVAL);
        for (const t of this.byTid.values()) t.specific.delete(n(0));
        return done(0);
      }
      case 'pthread_getspecific': return done(this.self().specific.get(n(0)) ?? 0);
      case 'pthread_setspecific': {
        if (!this.keys.has(n(0))) return done(EINVAL);
        const me = this.self();
        if (n(1)) me.specific.set(n(0), n(1)); else me.specific.delete(n(0));
        // A destructor that sets a value again makes another round (glibc's specific_used).
        if (me.exiting && n(1)) me.exiting.again = true;
        return done(0);
      }
      case 'pthread_barrier_init':
        if (n(2) === 0) return done(EINVAL);
        m.fill(n(0), 0, 32); m.st32(n(0), n(2)); this.barriers.set(n(0), []);
        return done(0);
      case 'pthread_barrier_destroy': this.barriers.delete(n(0)); return done(0);
      case 'pthread_barrier_wait': {
        const count = (m.u32(n(0)) | 0);
        const waiting = this.barriers.get(n(0)) ?? [];
        this.barriers.set(n(0), waiting);
        if (waiting.length + 1 < count) { waiting.push(this.self()); return this.block('pthread_barrier_wait', `barrier ${hex(n(0))}: ${waiting.length} of ${count} threads arrived`, site); }
        // The last thread to arrive is the serial thread, as in glibc.
        for (const t of waiting.splice(0)) this.wake(t, 0);
        return done(-1);
      }
      default: return done(EINVAL);
    }
  }

  private create(tptr: number, attr: number, fn: number, arg: number, site: number): number {
    const r = this.r;
    const t: PosixThread = { tid: this.nextTid++, detached: attr !== 0 && (r.m.u32(attr) | 0) === 1, done: false, result: 0, specific: new Map() };
    this.byTid.set(t.tid, t);
    this.running++;
    this.bind(t, r.startCoroutine(fn, arg, 0, site, () => undefined));
    r.m.st64(tptr, t.tid);
    return 0;
  }

  /** `c` is thread `t`'s flow of control; its return ends the thread. */
  private bind(t: PosixThread, c: Coroutine): void {
    t.ctx = c;
    c.thread = t;
    c.onDone = (rv) => this.finished(t, typeof rv === 'number' ? rv : 0);
  }

  save(): SavedThreadSet {
    const threads = new Map<number, SavedThread>();
    // Every thread a structure names, also one already joined (a mutex's owner may have ended).
    const ref = (t: PosixThread): number => {
      if (threads.has(t.tid)) return t.tid;
      const copy: SavedThread = { tid: t.tid, detached: t.detached, done: t.done, result: t.result, specific: [...t.specific], tls: t.tls?.map((b) => b.slice()), exiting: t.exiting && { ...t.exiting } };
      threads.set(t.tid, copy);
      if (t.joiner) copy.joiner = { tid: ref(t.joiner.thread), retval: t.joiner.retval };
      return t.tid;
    };
    ref(this.main);
    const live = [...this.byTid.values()].map(ref);
    return {
      live, nextTid: this.nextTid, nextKey: this.nextKey, running: this.running, mainExited: this.mainExited, keys: [...this.keys],
      mutexes: [...this.mutexes].map(([a, s]) => [a, s.owner && ref(s.owner), s.count, s.waiters.map(ref)]),
      conds: [...this.conds].map(([a, ws]) => [a, ws.map((w) => [ref(w.thread), w.mutex])]),
      barriers: [...this.barriers].map(([a, ts]) => [a, ts.map(ref)]),
      loaded: ref(this.loaded), ioWaiters: [...this.ioWaiters].map(ref),
      threads: [...threads.values()],
    };
  }

  restore(saved: unknown, ctx: (tid: number) => Coroutine | undefined): void {
    const s = saved as SavedThreadSet;
    const byTid = new Map<number, PosixThread>();
    for (const x of s.threads) {
      // The main thread stays the same object: the process compares thread tokens with it.
      const t: PosixThread = x.tid === 1 ? this.main : { tid: x.tid, detached: false, done: false, result: 0, specific: new Map() };
      Object.assign(t, { detached: x.detached, done: x.done, result: x.result, specific: new Map(x.specific), tls: x.tls?.map((b) => b.slice()), exiting: x.exiting && { ...x.exiting }, joiner: undefined, ctx: undefined });
      byTid.set(t.tid, t);
      const c = ctx(t.tid);
      if (c) this.bind(t, c);
    }
    const get = (tid: number): PosixThread => byTid.get(tid)!;
    for (const x of s.threads) if (x.joiner) get(x.tid).joiner = { thread: get(x.joiner.tid), retval: x.joiner.retval };
    this.byTid.clear();
    for (const tid of s.live) this.byTid.set(tid, get(tid));
    this.nextTid = s.nextTid;
    this.nextKey = s.nextKey;
    this.running = s.running;
    this.mainExited = s.mainExited;
    this.keys = new Map(s.keys);
    this.mutexes = new Map(s.mutexes.map(([a, owner, count, waiters]) => [a, { owner: owner === undefined ? undefined : get(owner), count, waiters: waiters.map(get) }]));
    this.conds = new Map(s.conds.map(([a, ws]) => [a, ws.map(([tid, mutex]) => ({ thread: get(tid), mutex }))]));
    this.barriers = new Map(s.barriers.map(([a, ts]) => [a, ts.map(get)]));
    this.loaded = get(s.loaded);
    this.ioWaiters = new Set((s.ioWaiters ?? []).map(get));
  }

  private finished(t: PosixThread, rv: number): void {
    t.done = true;
    t.result = rv;
    this.running--;
    if (t.joiner) {
      if (t.joiner.retval) this.r.m.stptr(t.joiner.retval, rv);
      this.wake(t.joiner.thread, 0);
      this.byTid.delete(t.tid);
    } else if (t.detached) this.byTid.delete(t.tid);
    // A main thread that called pthread_exit ends the process with the last thread.
    if (this.running === 0 && this.mainExited) this.r.exitFromThread(0);
  }
  private mainExited = false;

  private join(tid: number, retval: number, site: number): boolean {
    const r = this.r;
    const t = this.byTid.get(tid);
    const me = this.self();
    if (!t) { r.rv = ESRCH; return false; }
    if (t === me) { r.rv = EDEADLK; return false; }
    if (t.detached || t.joiner) { r.rv = EINVAL; return false; }
    if (t.done) {
      if (retval) r.m.stptr(retval, t.result);
      this.byTid.delete(tid);
      r.rv = 0;
      return false;
    }
    t.joiner = { thread: me, retval };
    return this.block('pthread_join', `waiting for thread ${tid - 1} to end`, site);
  }

  /** ThreadSet.ending: the next key destructor of the ending thread, or its end. */
  ending(rv: unknown): 'more' | { value: unknown } | undefined {
    const me = this.self();
    if (me === this.main && !me.exiting) return undefined;
    me.exiting ??= { value: rv, round: 0, key: 0, again: false };
    const next = this.nextDestructor(me);
    if (next) {
      const r = this.r;
      r.m.sp = r.current?.stackTop ?? r.m.mainTop;
      r.callPtr(next[0], [next[1]], 'i', 1, 0, -1);
      r.state = 'running';
      return 'more';
    }
    if (me !== this.main) return { value: me.exiting.value };
    this.mainEnded();
    return 'more';
  }

  /**
   * As glibc's __nptl_deallocate_tsd: in key order, each key with a destructor and a value set
   * has its value cleared and the destructor called with it; rounds repeat while destructors set
   * values again, at most PTHREAD_DESTRUCTOR_ITERATIONS; then what is left is cleared.
   */
  private nextDestructor(t: PosixThread): [number, number] | undefined {
    const e = t.exiting!;
    for (;;) {
      const k = [...t.specific.keys()].filter((key) => key >= e.key && this.keys.get(key)).sort((a, b) => a - b)[0];
      if (k !== undefined) {
        const value = t.specific.get(k)!;
        t.specific.delete(k);
        e.key = k + 1;
        return [this.keys.get(k)!, value];
      }
      if (!e.again || ++e.round >= DESTRUCTOR_ROUNDS) { t.specific.clear(); return undefined; }
      e.again = false;
      e.key = 0;
    }
  }

  private exit(value: number): boolean {
    const r = this.r;
    const me = this.self();
    me.exiting = { value, round: 0, key: 0, again: false };
    r.frames.length = 0;
    r.top = undefined;
    const end = this.ending(value);
    if (end === 'more') return true;
    r.rv = value;
    r.state = 'exited';
    return true;
  }

  /** The main thread has called pthread_exit and run its destructors. */
  private mainEnded(): void {
    const r = this.r;
    {
      if (this.running === 0) r.exitFromThread(0);
      else {
        // The process lives on while other threads run; the main thread only waits for them.
        this.mainExited = true;
        r.frames.length = 0;
        r.top = undefined;
        r.state = 'blocked';
        r.waitingFor = { call: 'pthread_exit', detail: 'the main thread has ended; the process ends with its last thread', site: r.site };
      }
    }
  }

  private mutex(addr: number): MutexState {
    let s = this.mutexes.get(addr);
    if (!s) this.mutexes.set(addr, (s = { count: 0, waiters: [] }));
    return s;
  }

  private lock(addr: number, spin: boolean, trying: boolean, site: number): boolean {
    const r = this.r, m = r.m;
    const me = this.self();
    const kind = spin ? 0 : (m.u32(addr + M_KIND) | 0);
    const s = this.mutex(addr);
    if (!s.owner) { this.own(addr, s, me, spin); r.rv = 0; return false; }
    if (s.owner === me && kind === MUTEX_RECURSIVE) { s.count++; if (!spin) m.st32(addr + M_COUNT, s.count); r.rv = 0; return false; }
    if (s.owner === me && kind === MUTEX_ERRORCHECK) { r.rv = EDEADLK; return false; }
    if (trying) { r.rv = EBUSY; return false; }
    s.waiters.push(me);
    return this.block(spin ? 'pthread_spin_lock' : 'pthread_mutex_lock', `${spin ? 'spinlock' : 'mutex'} ${hex(addr)} held by thread ${s.owner.tid - 1}`, site);
  }

  private own(addr: number, s: MutexState, t: PosixThread, spin: boolean): void {
    s.owner = t;
    s.count = 1;
    this.r.m.st32(addr + M_LOCK, 1);
    if (!spin) { this.r.m.st32(addr + M_COUNT, 1); this.r.m.st32(addr + M_OWNER, t.tid); }
  }

  private unlock(addr: number, spin: boolean): number {
    const m = this.r.m;
    const kind = spin ? 0 : (m.u32(addr + M_KIND) | 0);
    const s = this.mutex(addr);
    if (s.owner !== this.self() && kind !== 0) return EPERM;
    if (!s.owner) return kind === 0 ? 0 : EPERM;
    if (--s.count > 0) { if (!spin) m.st32(addr + M_COUNT, s.count); return 0; }
    s.owner = undefined;
    m.st32(addr + M_LOCK, 0);
    if (!spin) { m.st32(addr + M_COUNT, 0); m.st32(addr + M_OWNER, 0); }
    const next = s.waiters.shift();
    if (next) { this.own(addr, s, next, spin); this.wake(next, 0); }
    return 0;
  }

  private condWait(cond: number, mutex: number, abstime: number, site: number): boolean {
    const r = this.r;
    const me = this.self();
    const s = this.mutex(mutex);
    if (s.owner !== me) { r.rv = s.owner || (r.m.u32(mutex + M_KIND) | 0) !== 0 ? EPERM : 0; if (r.rv) return false; }
    if (abstime) {
      // Virtual time moves only with the program: a deadline already passed times out at once.
      const now = (r.host.epoch ?? 0) + r.host.now(r);
      const deadline = Number(r.m.s64(abstime)) + Number(r.m.s64(abstime + 8)) * 1e-9;
      if (deadline <= now) { r.rv = ETIMEDOUT; return false; }
    }
    this.unlock(mutex, false);
    let waiters = this.conds.get(cond);
    if (!waiters) this.conds.set(cond, (waiters = []));
    waiters.push({ thread: me, mutex });
    return this.block('pthread_cond_wait', `condition ${hex(cond)} (mutex ${hex(mutex)})`, site);
  }

  private signal(cond: number, count: number): void {
    const waiters = this.conds.get(cond);
    if (!waiters) return;
    for (const w of waiters.splice(0, count === Infinity ? waiters.length : count)) {
      // A woken waiter holds the mutex again before pthread_cond_wait returns.
      const s = this.mutex(w.mutex);
      if (!s.owner) { this.own(w.mutex, s, w.thread, false); this.wake(w.thread, 0); } else s.waiters.push(w.thread);
    }
  }

  /**
   * Threads waiting on a pipe's end (read of an empty pipe, write to a full one, poll with no
   * timeout, the open of a FIFO's end until the other is opened) or on a named semaphore: they
   * wait as a mutex's waiters do, so a process whose threads all wait is blocked (and a
   * deadlock when no rank can go on), and ask again when a pipe changes (a FIFO or a named
   * semaphore: of any process, see World.sharedIoChanged).
   */
  private ioWaiters = new Set<PosixThread>();
  private ioWait(kind: number, fd: number, site: number): boolean {
    this.ioWaiters.add(this.self());
    const [call, detail] = kind === 0 ? ['read', `fd ${fd}: an empty pipe whose write end is open`]
      : kind === 1 ? ['write', `fd ${fd}: a full pipe whose read end is open`]
      : kind === 3 ? ['open', `fd ${fd}: a FIFO no process has opened for writing`]
      : kind === 4 ? ['open', `fd ${fd}: a FIFO no process has opened for reading`]
      : kind === 5 ? ['sem_wait', `${semaphoreName(this.r, fd)}: a named semaphore whose value is 0`]
      : ['poll', `${fd} descriptor${fd === 1 ? '' : 's'}, none ready, no timeout`];
    return this.block(call, detail, site);
  }
  /** ThreadSet.ioChanged: bytes went into or out of a pipe, or an end closed: the waiters ask again. */
  ioChanged(): void {
    if (!this.ioWaiters.size) return;
    const waiters = [...this.ioWaiters];
    this.ioWaiters.clear();
    for (const t of waiters) this.wake(t, 0);
  }

  private block(call: string, detail: string, site: number): boolean {
    const r = this.r;
    r.state = 'blocked';
    r.waitingFor = { call, detail, site };
    return true;
  }

  /** Ends a thread's wait with `rv` as its call's value. */
  private wake(t: PosixThread, rv: number): void {
    const c = t.ctx;
    if (!c) { this.r.wakeMain(rv); return; }
    if (c === this.r.current) { this.r.rv = rv; this.r.waitingFor = undefined; if (this.r.state === 'blocked') this.r.state = 'ready'; return; }
    c.rv = rv;
    c.waitingFor = undefined;
    if (c.state === 'blocked') c.state = 'ready';
  }
}

/** The POSIX threads of a process that wait (a deadlock report names them under their process). */
export function blockedThreads(r: RankProcess): { thread: number; call: string; detail: string; pos?: SourcePos }[] {
  return r.coroutines.filter((c) => c.thread && c.state === 'blocked').map((c) => ({
    thread: c.thread!.tid - 1, call: c.waitingFor?.call ?? 'a call', detail: c.waitingFor?.detail ?? '',
    pos: userPos(r, c.frames) ?? (c.waitingFor && c.waitingFor.site >= 0 ? r.prog.sites[c.waitingFor.site] : undefined),
  }));
}

/** A wait inside the C library (read on a pipe waits in mpisim-fcntl.c) is at the user's statement that called it; undefined: the user called the wait itself. */
function userPos(r: RankProcess, frames: Frame[]): SourcePos | undefined {
  if (!frames.length || !r.prog.funcs[frames[frames.length - 1].fn].library) return undefined;
  for (let k = frames.length - 1; k >= 0; k--) if (!r.prog.funcs[frames[k].fn].library) return r.framePos(frames[k]);
  return undefined;
}

/** A named semaphore's name as sem_open was given it, from the path of its file (/dev/shm/sem.NAME) open on `fd`. */
function semaphoreName(r: RankProcess, fd: number): string {
  const path = (r.lib as unknown as { pathOf(fd: number): string | undefined }).pathOf(fd) ?? '';
  return path.startsWith('/dev/shm/sem.') ? '/' + path.slice('/dev/shm/sem.'.length) : `fd ${fd}`;
}

const hex = (a: number): string => '0x' + (a >>> 0).toString(16);
