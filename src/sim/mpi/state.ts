import type { RankProcess } from '../runtime/rank';
import type { BlockRuns } from '../runtime/memory';
/**
 * The MPI state one process keeps, named as MPICH names it: communicators (with their
 * context_id and recvcontext_id), groups, requests, the posted-receive and unexpected-message
 * queues, pending sends, the context-ID mask and the lpid table. The debugger's views are
 * projections of these records.
 */
import type { SourcePos } from '../c/diagnostics';
import type { ContextMask } from './contextId';
import type { MatchQueue } from './matchqueue';
import { HandlePool } from './handlePool';
import * as H from './handles';

/** A process of the simulated job. gpid = (process group, rank in that group). */
export interface ProcessId {
  /** Index in the world's process table (our global process number). */
  index: number;
  pg: number;
  pgRank: number;
}

export interface Topology {
  kind: 'cart' | 'graph' | 'dist_graph';
  dims?: number[];
  periods?: boolean[];
  index?: number[];
  edges?: number[];
  sources?: number[];
  destinations?: number[];
  weighted?: boolean;
  sourceWeights?: number[];
  destWeights?: number[];
}

export interface Comm {
  handle: number;
  kind: 'intra' | 'inter';
  /** Context ID used when sending (the peer group's recvcontext_id for intercomms). */
  contextId: number;
  /** Context ID matched on receive; the one allocated from this process's mask. */
  recvContextId: number;
  /** Local group as process indexes, in rank order. */
  group: number[];
  /** This process's rank in the local group. */
  rank: number;
  remoteGroup?: number[];
  name: string;
  /** Handle of the communicator it was created from. */
  parent?: number;
  /** The group objects MPI_Comm_group and MPI_Comm_remote_group made for it (kept, as MPICH keeps them). */
  localGroup?: number;
  remoteGroupHandle?: number;
  /** MPI function that created it, and where the user called it. */
  createdBy: string;
  createdAt?: SourcePos;
  /** Order of creation in this process (for views and --log-comms). */
  seq: number;
  /** Derived communicators, MPICH's MPIR_Comm fields. */
  localComm?: number;
  nodeComm?: number;
  nodeRootsComm?: number;
  isLowGroup?: boolean;
  /** Internal communicators (sub-comms, local_comm) are not user handles. */
  internal: boolean;
  topo?: Topology;
  /** Cached attributes by keyval, made at the first MPI_Comm_set_attr (most communicators have none). */
  attrs?: Map<number, number>;
  /** Its error handler; 0 when never set (MPICH's NULL: errors go to MPI_COMM_WORLD's). */
  errhandler: number;
  /** MPICH's communicator info hints, in COMM_HINTS order (./comm/comm_info.ts); absent: all defaults. */
  hints?: number[];
  freed: boolean;
  freedAt?: SourcePos;
  /** Per-communicator count of collective calls, to match calls across ranks. */
  collSeq: number;
}

export interface Status {
  source: number;
  tag: number;
  bytes: number;
  error: number;
  cancelled: boolean;
}

/**
 * MPI_Status as MPICH lays it out (MPIR_STATUS_SET_COUNT): the byte count's low 32 bits in
 * `count_lo`, its high bits above the cancel bit (bit 0) of `count_hi_and_cancelled`.
 */
export interface StatusMemory { i32(at: number): number; u32(at: number): number; st32(at: number, v: number): void }
export function statusBytes(m: StatusMemory, at: number): number {
  return (m.u32(at + 4) >>> 1) * 2 ** 32 + m.u32(at);
}
export function setStatusBytes(m: StatusMemory, at: number, bytes: number): void {
  m.st32(at, bytes % 2 ** 32 | 0);
  m.st32(at + 4, ((Math.floor(bytes / 2 ** 32) << 1) | (m.i32(at + 4) & 1)) | 0);
}
/** The byte count exactly, for MPI_Count values past 2^53 (MPI_Status_set_elements_x's). */
export function statusBytesBig(m: StatusMemory, at: number): bigint {
  return (BigInt(m.u32(at + 4) >>> 1) << 32n) | BigInt(m.u32(at));
}
export function setStatusBytesBig(m: StatusMemory, at: number, bytes: bigint): void {
  m.st32(at, Number(BigInt.asIntN(32, bytes)));
  m.st32(at + 4, Number(BigInt.asIntN(32, (bytes >> 32n) << 1n)) | (m.i32(at + 4) & 1));
}
export function setStatusCancelled(m: StatusMemory, at: number, cancelled: boolean): void {
  m.st32(at + 4, (m.i32(at + 4) & ~1) | (cancelled ? 1 : 0));
}
export function statusCancelled(m: StatusMemory, at: number): boolean {
  return (m.i32(at + 4) & 1) !== 0;
}

/** One call of a generalized request's callbacks: `record` is the C library's, `mode` GREQ_* bits. */
/** A queued call of a generalized request's callbacks; `owner`: the context (thread) whose MPI call makes it. */
export interface GrequestOp { record: number; mode: number; statusPtr: number; call: string; owner?: unknown }
export const GREQ_QUERY = 1, GREQ_FREE = 2, GREQ_STATUS = 4, GREQ_MULTIPLE = 8, GREQ_REPORT = 16;

export type SendMode = 'standard' | 'sync' | 'buffered' | 'ready';
/** The object an error handler was made for (MPIR_Errhandler's kind): MPI_Win_set_errhandler takes a window's only. */
export type ErrhandlerKind = 'comm' | 'win' | 'session' | 'file';
/** A user's error handler: its function, kind, and MPICH's reference count (the user's handle, and each communicator, window or session it is set on). */
export interface ErrhandlerRecord { fn: number; kind?: ErrhandlerKind; refs: number }

export interface Request {
  handle: number;
  /** How MPI_Start starts this persistent request when it is not a point-to-point one (a persistent collective, a partitioned send). */
  restart?: (r: RankProcess, site: number) => number;
  /**
   * A generalized request's cancel function and extra state (C pointers), for MPI_Cancel, and
   * the C library's record of its query and free functions (0 once the free function ran).
   */
  grequest?: { cancelFn: number; extraState: number; record: number };
  /** A partitioned request: its partition count, and the partitions MPI_Pready marked. */
  partitions?: { n: number; ready: Set<number> };
  /**
   * A partitioned request's number among its process's MPI_Psend_init/MPI_Precv_init calls with
   * the same context, source, destination and tag: the k-th partitioned send matches the k-th
   * partitioned receive (MPICH matches them at init), and nothing else.
   */
  pseq?: number;
  /** Drops what the request holds (a persistent request's datatype) when the user frees it. */
  onRelease?: () => void;
  /** The derived datatype a pending nonblocking send or receive holds until its data moved. */
  heldType?: number;
  kind: 'send' | 'recv' | 'mprobe' | 'coll' | 'generalized';
  mode?: SendMode;
  persistent: boolean;
  active: boolean;
  complete: boolean;
  cancelled: boolean;
  /** MPI_Request_free on an active request: freed when it completes. */
  released: boolean;
  comm: number;
  /** Context ID with offset: what goes on the wire (send) or is matched (recv). */
  ctx: number;
  /** Destination (send) or source spec (recv), as a rank in the communicator. */
  peer: number;
  tag: number;
  buf: number;
  count: number;
  datatype: number;
  bytes: number;
  protocol?: 'eager' | 'rendezvous';
  status?: Status;
  /** The message a send put in flight (until matched). */
  msg?: Message;
  /** Process index of the peer, when known. */
  peerProcess?: number;
  /**
   * The request-lifecycle check's (check/freed.ts): the message this send request sent last (a
   * persistent one sends one per start). A field, not a WeakMap entry per send: a halo exchange's
   * every MPI_Isend made an ephemeron for the collector.
   */
  lastSent?: Message;
  call: string;
  postedAt?: SourcePos;
  postedTime: number;
  /** Collective context (offset 1) traffic from inside an MPI collective. */
  coll: boolean;
  /** Size of the message a truncated receive got. */
  msgBytes?: number;
  /** Completion callback for internal requests. */
  onComplete?: () => void;
  /** Collective traffic: the collective call whose bytes a receive counts towards. */
  tally?: CollTally;
  /** A user's nonblocking collective that the event log records (its request and completion). */
  nbc?: CollTally;
  /** Space a buffered send holds in the attached buffer (MPI_BSEND_OVERHEAD included). */
  bsendBytes?: number;
  /** A receive's place among its process's receives and probes, when wildcard matches are tracked (core/wildcards.ts). */
  seq?: number;
  /** A wildcard receive's decision, and the process a replay makes it match (-1: any). */
  wildcard?: WildcardDecision;
  forcedSource?: number;
  /** The queue holding it (../matchqueue.ts). */
  queuedIn?: object | undefined;
  /**
   * A collective step's receive whose bytes, when they come straight from the sender's memory,
   * go to runs of blocks of the receiver's memory instead of its buffer (../coll/coll_host.ts).
   */
  runs?: BlockRuns;
  /**
   * A main program's host collective step's send: an unmatched eager message leaves its bytes in
   * the buffer (Message.heldBy) until the algorithm goes on.
   */
  keepsPayload?: boolean;
}

/**
 * A process's live requests, allocated as MPICH allocates request objects (./handlePool.ts:
 * eight direct handles 0xac000000 + i, then indirect ones 0xec000000 | block << 12 | i, the
 * last freed reused first). So handles equal MPICH's, and the table stays as small as the most
 * requests ever live at once.
 */
export class RequestTable {
  private pool = new HandlePool(0xac000000, 8, 0xec000000);
  private slots: (Request | undefined)[] = [];
  private live = 0;
  /**
   * Counts the events that can end a request's life as the program sees it: one leaving the
   * table, one released by MPI_Request_free while active, a persistent one made inactive (the
   * usage checks ask their pending operations again only after one).
   */
  changes = 0;
  /** A request of the table was released or made inactive. */
  changed(): void { this.changes++; }
  /** The handle the next request gets. */
  peekHandle(): number { return this.pool.peek(); }
  /** Gives `q` the next handle and keeps it. */
  add(q: Request): void {
    q.handle = this.pool.take();
    this.slots[this.pool.index(q.handle)] = q;
    this.live++;
  }
  get(h: number): Request | undefined {
    const k = this.pool.index(h);
    const q = k >= 0 ? this.slots[k] : undefined;
    return q !== undefined && q.handle === (h | 0) ? q : undefined;
  }
  /**
   * A handle naming no live request whose pool slot MPICH still reads (a freed request, or a
   * direct one never given out): the object's kind field holds the free list's link
   * (MPIR_Handle_common's next), so it is no kind of request MPICH knows.
   */
  isFreed(h: number): boolean { return this.get(h) === undefined && this.pool.hasSlot(h | 0); }
  delete(h: number): void {
    if (this.get(h) === undefined) return;
    this.slots[this.pool.index(h)] = undefined;
    this.pool.give(h);
    this.live--;
    this.changes++;
  }
  *values(): IterableIterator<Request> {
    for (const q of this.slots) if (q !== undefined) yield q;
  }
  get size(): number { return this.live; }
}

/**
 * A point-to-point request with every field in place, so all of them share one shape. The
 * request of a blocking call is reused by the process's next blocking call (see
 * Pt2ptEngine.makeP2P in ./pt2pt/engine.ts): nothing refers to it once the call has returned.
 */
export class P2PRequest implements Request {
  handle = 0;
  kind: Request['kind'] = 'send';
  mode: SendMode | undefined = undefined;
  persistent = false;
  active = false;
  complete = false;
  cancelled = false;
  released = false;
  comm = 0;
  ctx = 0;
  peer = 0;
  tag = 0;
  buf = 0;
  count = 0;
  datatype = 0;
  bytes = 0;
  protocol: Request['protocol'] = undefined;
  status: Status | undefined = undefined;
  msg: Message | undefined = undefined;
  peerProcess: number | undefined = undefined;
  lastSent: Message | undefined = undefined;
  call = '';
  postedAt: SourcePos | undefined = undefined;
  postedTime = 0;
  coll = false;
  msgBytes: number | undefined = undefined;
  onComplete: (() => void) | undefined = undefined;
  tally: CollTally | undefined = undefined;
  nbc: CollTally | undefined = undefined;
  bsendBytes: number | undefined = undefined;
  seq: number | undefined = undefined;
  wildcard: WildcardDecision | undefined = undefined;
  forcedSource = -1;
  queuedIn: object | undefined = undefined;
  runs: BlockRuns | undefined = undefined;
  keepsPayload = false;
  /**
   * The status its receives complete with, filled in place (a reset keeps it): the main
   * program's blocking receive is this one request every time, and made a status per message.
   * Read only until the request's next start (the wait or test that completes it copies it out).
   */
  private ownStatus: Status | undefined = undefined;
  /** Completes a receive's status: this request's own object, refilled. */
  received(source: number, tag: number, bytes: number, error: number): Status {
    const st = (this.ownStatus ??= { source, tag, bytes, error, cancelled: false });
    st.source = source; st.tag = tag; st.bytes = bytes; st.error = error; st.cancelled = false;
    return (this.status = st);
  }

  /** Makes this a new, inactive request (all fields, as a new object would have them). */
  reset(kind: 'send' | 'recv', mode: SendMode | undefined, persistent: boolean, comm: number, ctx: number, peer: number, tag: number, buf: number, count: number, datatype: number, bytes: number, call: string, coll: boolean): this {
    this.kind = kind; this.mode = mode; this.persistent = persistent;
    this.active = false; this.complete = false; this.cancelled = false; this.released = false;
    this.comm = comm; this.ctx = ctx; this.peer = peer; this.tag = tag; this.buf = buf; this.count = count; this.datatype = datatype; this.bytes = bytes;
    this.protocol = undefined; this.status = undefined; this.msg = undefined; this.peerProcess = undefined; this.lastSent = undefined;
    this.call = call; this.postedAt = undefined; this.postedTime = 0; this.coll = coll;
    this.msgBytes = undefined; this.onComplete = undefined; this.tally = undefined; this.nbc = undefined; this.bsendBytes = undefined;
    this.seq = undefined; this.wildcard = undefined; this.forcedSource = -1; this.runs = undefined;
    this.keepsPayload = false;
    return this;
  }
}

export interface Message {
  /** Sender's rank in the communicator's (sender-local) group. */
  src: number;
  /** A partitioned send's init number (Request.pseq). */
  pseq?: number;
  srcProcess: number;
  tag: number;
  ctx: number;
  bytes: number;
  protocol: 'eager' | 'rendezvous';
  /** Eager payload, copied at send time. */
  data?: Uint8Array;
  /** Rendezvous or synchronous sends complete when matched. */
  sendReq?: Request;
  /**
   * An eager message of a host collective's step whose bytes are still in the sender's buffer
   * (its completed send request): the algorithm copies them out before it goes on (see
   * Pt2ptEngine.keepPayload), so a receive that matches first moves them once, not twice.
   */
  heldBy?: Request;
  sentTime: number;
  arrival: number;
  sentAt?: SourcePos;
  call: string;
  /** Communicator handle at the sender (for views). */
  senderComm: number;
  /** The send's count and datatype (the sender's handle; the receiver sees only bytes). */
  count: number;
  datatype: number;
  coll: boolean;
  /** The sender's vector clock and the send's record, when wildcard matches are recorded (core/wildcards.ts). */
  clock?: number[];
  record?: SendRecord;
  /** The unexpected queue holding it (../matchqueue.ts). */
  queuedIn?: object | undefined;
  /**
   * How many collective calls the sender had entered on its context when it sent it (the
   * call-ordering check's, check/ordering.ts; -1 when not recorded). A field, not a WeakMap
   * entry per message: a million messages made a million ephemerons for the collector.
   */
  collsBefore?: number;
  /** The type-matching check's: the process it is on its way to until delivered (-1 when not, or not recorded). */
  inFlightTo?: number;
  /** The request-lifecycle check's (check/freed.ts): the sender's vector clock it carries, and the receiver's own entry after its delivery (-1 before). */
  freedClock?: number[];
  receivedTick?: number;
  /** A blocking send's, for the next such send to reuse once delivered (Pt2ptEngine.spareMessages). */
  reusable?: boolean;
}

/**
 * A message with every field in place (one shape for all). The main program's blocking sends of
 * a predefined type reuse their process's delivered ones (Pt2ptEngine.startSend): once delivered,
 * nothing refers to such a message (no request of the program holds it, no check keeps it).
 */
export class SentMessage implements Message {
  src = 0;
  pseq: number | undefined = undefined;
  srcProcess = 0;
  tag = 0;
  ctx = 0;
  bytes = 0;
  protocol: Message['protocol'] = 'eager';
  data: Uint8Array | undefined = undefined;
  sendReq: Request | undefined = undefined;
  sentTime = 0;
  arrival = 0;
  sentAt: SourcePos | undefined = undefined;
  call = '';
  senderComm = 0;
  count = 0;
  datatype = 0;
  coll = false;
  clock: number[] | undefined = undefined;
  record: SendRecord | undefined = undefined;
  queuedIn: object | undefined = undefined;
  collsBefore = -1;
  inFlightTo = -1;
  freedClock: number[] | undefined = undefined;
  receivedTick = -1;
  /** Its process's to reuse once delivered (a blocking send's of a predefined type). */
  reusable = false;
  heldBy: Request | undefined = undefined;

  /** Makes this a new message (all fields, as a new object would have them). */
  reset(src: number, srcProcess: number, req: Request, protocol: Message['protocol'], sentTime: number, arrival: number, senderComm: number, reusable: boolean): this {
    this.src = src; this.pseq = req.pseq; this.srcProcess = srcProcess; this.tag = req.tag; this.ctx = req.ctx; this.bytes = req.bytes; this.protocol = protocol;
    this.data = undefined; this.sendReq = undefined; this.sentTime = sentTime; this.arrival = arrival; this.sentAt = undefined; this.call = req.call;
    this.senderComm = senderComm; this.count = req.count; this.datatype = req.datatype; this.coll = req.coll; this.clock = undefined; this.record = undefined;
    this.queuedIn = undefined; this.collsBefore = -1; this.inFlightTo = -1; this.freedClock = undefined; this.receivedTick = -1; this.reusable = reusable;
    this.heldBy = undefined;
    return this;
  }
}

/** Wildcard matches (core/wildcards.ts). */
/** A decision a replay imposes: rank `rank`'s `k`-th wildcard operation matches process `source`. */
export interface ForcedMatch { rank: number; k: number; source: number }

export interface WildcardDecision {
  rank: number;
  k: number;
  /** The MPI function (MPI_Recv, MPI_Irecv, MPI_Probe...) and where the program called it. */
  call: string;
  pos?: SourcePos;
  /** The process whose message it matched; -1 while unmatched. */
  source: number;
  /** Where the matched message was sent. */
  sourcePos?: SourcePos;
  forced: boolean;
  ctx: number;
  tag: number;
  /** The receiving process's sequence number of the operation among its receives and probes. */
  seq: number;
  /** The receiver's clock when it observed the result (Infinity: never observed). */
  obs: number;
  /** Order of matching in the run (Infinity: never matched). */
  order: number;
}

/** A point-to-point send of the program (collective traffic is not matched by wildcards). */
export interface SendRecord {
  src: number;
  dest: number;
  ctx: number;
  tag: number;
  /** What the sender knew of the destination's clock when it sent. */
  known: number;
  /** Sequence number of the receive or matched probe that took it (Infinity: none). */
  takenBy: number;
  call: string;
  pos?: SourcePos;
}

export interface Blocker {
  call: string;
  detail: string;
  /** Returns the value for the rank's call once it can complete, or undefined to keep waiting. */
  check: () => number | undefined;
  /** Processes this one waits for (for the wait-for graph). */
  waitsFor: () => number[];
  site: number;
}

export interface MpiEvent {
  kind:
    | 'Enter' | 'Leave' | 'MpiSend' | 'MpiIsend' | 'MpiIsendComplete' | 'MpiIrecvRequest' | 'MpiRecv' | 'MpiIrecv'
    | 'MpiRequestTest' | 'MpiRequestCancelled' | 'MpiCollectiveBegin' | 'MpiCollectiveEnd' | 'CommCreate' | 'CommFree'
    | 'NonBlockingCollectiveRequest' | 'NonBlockingCollectiveComplete';
  time: number;
  rank: number;
  region?: string;
  peer?: number;
  comm?: number;
  tag?: number;
  bytes?: number;
  request?: number;
  /** Rank in the communicator; absent for rootless collectives (OTF2's root NONE). */
  root?: number;
  sent?: number;
  received?: number;
  /** The collective's MPI function, on MpiCollectiveEnd. */
  op?: string;
  pos?: SourcePos;
  /**
   * On CommCreate: what a trace needs to define the communicator once for all its members —
   * local (and remote) group as process indexes, the context IDs that identify it, its parent.
   */
  members?: number[];
  remoteMembers?: number[];
  contextId?: number;
  recvContextId?: number;
  parent?: number;
  internal?: boolean;
  createdBy?: string;
  /** On CommCreate: made inside a nonblocking collective (MPI_Comm_idup), whose request pair encloses it. */
  nonblocking?: boolean;
}

/**
 * The bytes one collective call moved for this rank (OTF2's sizeSent/sizeReceived): a blocking
 * collective's, or a nonblocking one's, counted by whichever code path carries its traffic.
 */
export interface CollTally {
  /** The MPI function (MPI_Bcast, MPI_Ibcast, MPI_Comm_idup…). */
  op: string;
  comm: number;
  /** Rank in the communicator; absent for rootless collectives. */
  root?: number;
  sent: number;
  received: number;
  /**
   * A nonblocking collective's place among the communicator's collective calls, taken when the
   * program issued it: its algorithm (the blocking form, in its coroutine) is matched there, however
   * the process's threads and coroutines interleave before it runs.
   */
  issuedSeq?: number;
  /** A nonblocking collective's root is known when its algorithm enters the blocking form. */
  rootKnown?: boolean;
}

export interface ProcState {
  id: ProcessId;
  initialized: boolean;
  /** Sessions the process has open (MPI_Session_init): MPI may be used without MPI_Init. */
  sessions?: number;
  /** The thread level MPI_Init_thread granted (MPI_Query_thread's answer). */
  threadLevel: number;
  /** The POSIX thread that called MPI_Init (undefined: the main thread): MPI_Is_thread_main's. */
  initThread?: number;
  finalized: boolean;
  mask: ContextMask;
  comms: Map<number, Comm>;
  nextCommIndex: number;
  groups: Map<number, number[]>;
  /** References to each group object (the user's handles and communicators keeping theirs). */
  groupRefs: Map<number, number>;
  /** Group handles as MPICH gives them (8 direct, then indirect; the last freed first). */
  groupPool: HandlePool;
  requests: RequestTable;
  /** The request of the blocking call (MPI_Recv, MPI_Send...) the process waits in; not in \`requests\`, as the user never sees its handle. */
  waiting?: Request;
  /** The requests the main program's blocking sends and receives reuse (one such call at a time). */
  ownSend: P2PRequest;
  ownRecv: P2PRequest;
  /** The copy of bytes such a message carried when it was unmatched, for the next one's. */
  sparePayload?: Uint8Array;
  /** The record of the main program's wait for one of those (reused likewise). */
  ownWait?: Blocker;
  /** With an event log: sends handed back as MPICH's builtin completed request, oldest first, whose completion the user has not confirmed yet. */
  builtinSends: Request[];
  /** MPICH's builtin completed receive (MPI_Irecv from MPI_PROC_NULL), whose status the process can change. */
  builtinRecv: Request;
  /** The communicator of the last lookup by handle (most calls use the one before's). */
  lastComm?: Comm;
  /** The process the last message went to (connected already: most sends go where the one before went). */
  lastPeer: number;
  /** MPICH's per-VCI posted and unexpected lists: one pair per process. */
  posted: MatchQueue<Request>;
  unexpected: MatchQueue<Message>;
  /** Sends not yet complete (rendezvous waiting for a match, synchronous sends). */
  pendingSends: Request[];
  /** lpid -> process index, as MPICH's per-process table. */
  lpids: number[];
  /** Connections opened to other processes (Open MPI's lazy model): process -> when. */
  connections: Map<number, { time: number; pos?: SourcePos; reason: string }>;
  blocker?: Blocker;
  /** Generalized requests' callbacks the running wait, test or free still has to call (../request/grequest.ts). */
  grequestOps?: GrequestOp[];
  /** The C library's function that makes those calls (MPII_Grequest_callbacks). */
  grequestRunner?: number;
  clockOffset: number;
  bsendBuffer?: { addr: number; size: number; used: number };
  errorsReturned: number;
  keyvals: Map<number, { copyFn: number; deleteFn: number; extra: number }>;
  nextKeyval: number;
  /** User operations; `large`: made by MPI_Op_create_c (its function takes an MPI_Count length). */
  ops: Map<number, { fn: number; commute: boolean; large?: boolean; refs?: number; freed?: boolean }>;
  /** User-defined op handles as MPICH gives them (16 direct, then indirect; the last freed first). */
  opPool: HandlePool;
  errhandlers: Map<number, ErrhandlerRecord>;
  nextErrhandler: number;
  /** This process's datatypes (predefined plus its derived handles). */
  dt: unknown;
  /** MPICH's per-process ring of error records, behind error codes and MPI_Error_string. */
  ring: unknown;
}

// MPICH's builtin requests (handles of kind MPIR_REQUEST with builtin bits): predefined, never allocated.
/** The status of a completed operation with MPI_PROC_NULL. */
export function procNullStatus(): Status { return { source: H.PROC_NULL, tag: H.ANY_TAG, bytes: 0, error: 0, cancelled: false }; }

/** MPICH's builtin completed requests as requests: complete, of no call (no trace records), freed by nothing. */
export function builtinRequest(handle: number, kind: 'send' | 'recv', status: Status | undefined): Request {
  return {
    handle, kind, persistent: false, active: true, complete: true, cancelled: false, released: false, comm: H.COMM_NULL, ctx: 0,
    peer: H.PROC_NULL, tag: H.ANY_TAG, buf: 0, count: 0, datatype: 0, bytes: 0, call: '', postedTime: 0, coll: false, status,
  };
}

export const BUILTIN_SEND = builtinRequest(H.REQUEST_COMPLETE_SEND, 'send', undefined);

/**
 * MPICH 4.0.2's builtin receive, one per process: its status starts zeroed (source 0, tag 0,
 * count 0), and an MPI_Sendrecv or MPI_Sendrecv_replace from MPI_PROC_NULL leaves MPI_PROC_NULL's
 * status in it for every later receive from MPI_PROC_NULL (measured: test/mpi/p2p_status_fields.c).
 */
export function builtinRecv(): Request {
  return builtinRequest(H.REQUEST_COMPLETE_RECV, 'recv', { source: 0, tag: 0, bytes: 0, error: 0, cancelled: false });
}

export const BUILTIN_NO_PROC_RECV = builtinRequest(H.REQUEST_NO_PROC_RECV, 'recv', procNullStatus());

export function isBuiltinRequest(h: number): boolean {
  return (h | 0) === H.REQUEST_COMPLETE_SEND || (h | 0) === H.REQUEST_COMPLETE_RECV || (h | 0) === H.REQUEST_NO_PROC_RECV;
}
