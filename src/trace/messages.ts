/**
 * Non-blocking MPI records turned into one homogeneous list of sent and received messages,
 * by the rules of the seed note "OTF2 Knowledge: How to Process Non-Blocking MPI Messages"
 * (shared/reference/seeds/004): a blocking call issued while non-blocking ones are pending
 * is queued behind the latest of them; a completion that is not the oldest pending request
 * hands its message and its queue to the request before it; cancelled requests are dropped.
 * A sent message carries its Isend's time, a received one the completing Irecv's time.
 * Each message also keeps when its request started and ended, for the queues at a time t.
 * A request still pending when the trace ends holds back everything queued behind it: those
 * messages (and a pending Isend's own) could not be ordered and are kept apart as `held`.
 */
import type { TraceArchive, TraceEvent } from './model';

/** `to.push(...from)` for lists of any length (spread arguments overflow the stack past ~100k). */
export function append<T>(to: T[], from: readonly T[]): void {
  for (const x of from) to.push(x);
}

/** One message as one side saw it; `peer` is the other side's rank in `comm`. */
export interface SideMessage {
  location: number;
  peer: number;
  comm: number;
  tag: number;
  bytes: number;
  /** The seed's time: the (I)send's, or the completing (I)recv's. */
  time: number;
  /** The MPI call it was issued in (the innermost open region), when known. */
  call?: string;
  request?: number;
  /** When the operation started (the Irecv request, the receive call's Enter; a send's own time). */
  start: number;
  /** When it was complete (IsendComplete, Irecv, the blocking record). */
  end: number;
  /** A held message: the pending request (never completed) it waits behind, or its own. */
  heldBy?: OpenRequest;
}

/** A request that never completed, or was cancelled: no message of its own. */
export interface OpenRequest {
  location: number;
  kind: 'send' | 'recv';
  request: number;
  call?: string;
  start: number;
  /** The cancellation time; undefined while still pending at the end of the trace. */
  cancelled?: number;
  /** An Isend's message (what it would have sent). */
  message?: SideMessage;
}

interface Pending {
  request: number;
  call?: string;
  start: number;
  /** The Isend's message (sends only; a receive's is known at completion). */
  message?: SideMessage;
  /** Messages issued after this request, waiting for it to complete. */
  blocked: SideMessage[];
}

/** The seed's per-process queue of pending requests (isends or ireceiveRequests). */
class PendingQueue {
  private queue: Pending[] = [];
  constructor(private record: (m: SideMessage) => void) {}

  /** A blocking Send/Receive: recorded now, or queued behind the latest pending request. */
  blocking(m: SideMessage): void {
    if (this.queue.length === 0) this.record(m);
    else this.queue[this.queue.length - 1].blocked.push(m);
  }
  start(p: Omit<Pending, 'blocked'>): void {
    this.queue.push({ ...p, blocked: [] });
  }
  has(request: number): boolean {
    return this.queue.some((p) => p.request === request);
  }
  /**
   * The request completed: its message is the one it started with (Isend) or the one given at
   * completion (Irecv); a cancelled request records nothing of its own. The oldest request
   * releases its queue; a later one hands everything to the request before it.
   * Returns the request as it was pending.
   */
  complete(request: number, cancelled: boolean, completion?: SideMessage): Pending {
    const k = this.queue.findIndex((p) => p.request === request);
    const done = this.queue[k];
    this.queue.splice(k, 1);
    const own = cancelled ? undefined : completion ?? done.message;
    const released = own ? [own, ...done.blocked] : done.blocked;
    if (k === 0) released.forEach(this.record);
    else append(this.queue[k - 1].blocked, released);
    return done;
  }
  /** Requests still pending at the end of the trace. */
  remaining(): readonly Pending[] {
    return this.queue;
  }
}

export interface LocationMessages {
  sends: SideMessage[];
  receives: SideMessage[];
  open: OpenRequest[];
  /** Messages the seed's rules could not order: behind a request that never completed. */
  held: { sends: SideMessage[]; receives: SideMessage[] };
}

/** Sends and receives of one location's events, in the order the seed's rules record them. */
export function locationMessages(location: number, events: readonly TraceEvent[], regionName: (id: number) => string = String): LocationMessages {
  const out: LocationMessages = { sends: [], receives: [], open: [], held: { sends: [], receives: [] } };
  const isends = new PendingQueue((m) => out.sends.push(m));
  const irecvs = new PendingQueue((m) => out.receives.push(m));
  const regions: { name: string; time: number }[] = [];
  for (const e of events) {
    const call = regions.at(-1)?.name;
    const side = (peer: number, x: { comm: number; tag: number; bytes: number }, start: number): SideMessage =>
      ({ location, peer, comm: x.comm, tag: x.tag, bytes: x.bytes, time: e.time, call, start, end: e.time });
    switch (e.type) {
      case 'Enter': regions.push({ name: regionName(e.region), time: e.time }); break;
      case 'Leave': regions.pop(); break;
      case 'MpiSend': isends.blocking(side(e.receiver, e, e.time)); break;
      case 'MpiIsend': isends.start({ request: e.request, call, start: e.time, message: { ...side(e.receiver, e, e.time), request: e.request } }); break;
      case 'MpiIsendComplete':
        // The message object complete() records (or queues) is the Isend's: it ends now.
        if (isends.has(e.request)) isends.complete(e.request, false).message!.end = e.time;
        break;
      case 'MpiRecv': irecvs.blocking(side(e.sender, e, regions.at(-1)?.time ?? e.time)); break;
      case 'MpiIrecvRequest': irecvs.start({ request: e.request, call, start: e.time }); break;
      case 'MpiIrecv': {
        // An Irecv without its request record (a writer that skipped it) is taken as a receive.
        if (!irecvs.has(e.request)) { irecvs.blocking({ ...side(e.sender, e, e.time), request: e.request }); break; }
        const pending = irecvs.remaining().find((p) => p.request === e.request)!;
        irecvs.complete(e.request, false, { ...side(e.sender, e, pending.start), call: pending.call, request: e.request });
        break;
      }
      case 'MpiRequestCancelled': {
        // It should never be both an Isend and an Irecv request; it can be neither.
        const q = isends.has(e.request) ? isends : irecvs.has(e.request) ? irecvs : undefined;
        if (!q) break;
        const p = q.complete(e.request, true);
        out.open.push({ location, kind: q === isends ? 'send' : 'recv', request: p.request, call: p.call, start: p.start, cancelled: e.time, message: p.message });
        break;
      }
    }
  }
  for (const [q, kind] of [[isends, 'send'], [irecvs, 'recv']] as const) {
    for (const p of q.remaining()) {
      const o: OpenRequest = { location, kind, request: p.request, call: p.call, start: p.start, message: p.message };
      out.open.push(o);
      const held = kind === 'send' ? out.held.sends : out.held.receives;
      for (const m of p.message ? [p.message, ...p.blocked] : p.blocked) held.push({ ...m, heldBy: o });
    }
  }
  return out;
}

/** Every location's messages (the seed keeps its queues per process). */
export function archiveMessages(a: TraceArchive): LocationMessages {
  const all: LocationMessages = { sends: [], receives: [], open: [], held: { sends: [], receives: [] } };
  const regionName = (id: number) => a.regions[id]?.name ?? `region ${id}`;
  for (const l of a.locations) {
    const m = locationMessages(l.id, l.events, regionName);
    append(all.sends, m.sends);
    append(all.receives, m.receives);
    append(all.open, m.open);
    append(all.held.sends, m.held.sends);
    append(all.held.receives, m.held.receives);
  }
  return all;
}
