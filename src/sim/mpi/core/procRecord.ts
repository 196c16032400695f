/**
 * A process's MPI state (ProcState). A process that has done little costs little: the tables most
 * programs never touch (attribute keyvals, user ops and error handlers, groups the user holds, the
 * error ring, the requests of blocking calls...) are made on first use. At 100,000 processes each
 * empty Map would cost 20 MB.
 */
import type { SourcePos } from '../../c/diagnostics';
import * as H from '../handles';
import { ContextMask, type ContextIdLayout } from '../contextId';
import { P2PRequest, RequestTable, builtinRecv, type Blocker, type Comm, type ErrhandlerRecord, type Message, type ProcState, type ProcessId, type Request } from '../state';
import { HandlePool } from '../handlePool';
import { MatchQueue } from '../matchqueue';
import { ErrorRing } from '../errors';

export class ProcRecord implements ProcState {
  initialized = false;
  sessions?: number;
  threadLevel = H.THREAD_SINGLE;
  /** The POSIX thread that called MPI_Init (undefined: the main thread), MPICH's main thread. */
  initThread?: number = undefined;
  finalized = false;
  readonly mask: ContextMask;
  readonly comms = new Map<number, Comm>();
  nextCommIndex = 0;
  waiting?: Request = undefined;
  ownWait?: Blocker = undefined;
  lastComm?: Comm = undefined;
  lastPeer = -1;
  sparePayload?: Uint8Array = undefined;
  readonly posted = new MatchQueue<Request>();
  readonly unexpected = new MatchQueue<Message>();
  lpids: number[] = [];
  blocker?: Blocker = undefined;
  clockOffset = 0;
  bsendBuffer?: { addr: number; size: number; used: number };
  errorsReturned = 0;
  nextKeyval = 0;
  nextErrhandler = 0;
  dt: unknown = undefined;

  constructor(readonly id: ProcessId, layout: ContextIdLayout) {
    this.mask = new ContextMask(layout);
  }

  private groups_?: Map<number, number[]>;
  get groups(): Map<number, number[]> { return (this.groups_ ??= new Map()); }
  private groupRefs_?: Map<number, number>;
  get groupRefs(): Map<number, number> { return (this.groupRefs_ ??= new Map()); }
  private groupPool_?: HandlePool;
  get groupPool(): HandlePool { return (this.groupPool_ ??= new HandlePool(H.HANDLE_DIRECT_GROUP, 8, 0xc8000000)); }
  private requests_?: RequestTable;
  get requests(): RequestTable { return (this.requests_ ??= new RequestTable()); }
  private ownSend_?: P2PRequest;
  get ownSend(): P2PRequest { return (this.ownSend_ ??= new P2PRequest()); }
  private ownRecv_?: P2PRequest;
  get ownRecv(): P2PRequest { return (this.ownRecv_ ??= new P2PRequest()); }
  private builtinSends_?: Request[];
  get builtinSends(): Request[] { return (this.builtinSends_ ??= []); }
  private builtinRecv_?: Request;
  get builtinRecv(): Request { return (this.builtinRecv_ ??= builtinRecv()); }
  private pendingSends_?: Request[];
  get pendingSends(): Request[] { return (this.pendingSends_ ??= []); }
  set pendingSends(v: Request[]) { this.pendingSends_ = v; }
  private connections_?: Map<number, { time: number; pos?: SourcePos; reason: string }>;
  get connections(): Map<number, { time: number; pos?: SourcePos; reason: string }> { return (this.connections_ ??= new Map()); }
  private keyvals_?: Map<number, { copyFn: number; deleteFn: number; extra: number }>;
  get keyvals(): Map<number, { copyFn: number; deleteFn: number; extra: number }> { return (this.keyvals_ ??= new Map()); }
  private ops_?: Map<number, { fn: number; commute: boolean; large?: boolean; refs?: number; freed?: boolean }>;
  get ops(): Map<number, { fn: number; commute: boolean; large?: boolean; refs?: number; freed?: boolean }> { return (this.ops_ ??= new Map()); }
  private opPool_?: HandlePool;
  get opPool(): HandlePool { return (this.opPool_ ??= new HandlePool(H.HANDLE_DIRECT_OP, 16, 0xd8000000)); }
  private errhandlers_?: Map<number, ErrhandlerRecord>;
  get errhandlers(): Map<number, ErrhandlerRecord> { return (this.errhandlers_ ??= new Map()); }
  private ring_?: ErrorRing;
  get ring(): ErrorRing { return (this.ring_ ??= new ErrorRing()); }
}
