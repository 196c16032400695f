/**
 * Non-blocking MPI records turned into one homogeneous list of sent and received messages,
 * by the rules of the seed note "OTF2 Knowledge: How to Process Non-Blocking MPI Messages"
 * (shared/reference/seeds/004): a blocking call issued while non-blocking ones are pending
 * is queued behind the latest of them; a completion that is not the oldest pending request
 * hands its message and its queue to the request before it; cancelled requests are dropped.
 * A sent message carries its Isend's time, a received one the completing Irecv's time.
 */
import type { TraceArchive, TraceEvent } from './model';

/** One message as one side saw it; `peer` is the other side's rank in `comm`. */
export interface SideMessage {
  location: number;
  peer: number;
  comm: number;
  tag: number;
  bytes: number;
  time: number;
}

interface Pending {
  request: number;
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
  start(request: number, message?: SideMessage): void {
    this.queue.push({ request, message, blocked: [] });
  }
  has(request: number): boolean {
    return this.queue.some((p) => p.request === request);
  }
  /**
   * The request completed: its message is the one it started with (Isend) or the one given at
   * completion (Irecv); a cancelled request records nothing of its own. The oldest request
   * releases its queue; a later one hands everything to the request before it.
   */
  complete(request: number, cancelled: boolean, completion?: SideMessage): void {
    const k = this.queue.findIndex((p) => p.request === request);
    const done = this.queue[k];
    this.queue.splice(k, 1);
    const own = cancelled ? undefined : completion ?? done.message;
    const released = own ? [own, ...done.blocked] : done.blocked;
    if (k === 0) released.forEach(this.record);
    else this.queue[k - 1].blocked.push(...released);
  }
}

export interface LocationMessages {
  sends: SideMessage[];
  receives: SideMessage[];
}

/** Sends and receives of one location's events, in the order the seed's rules record them. */
export function locationMessages(location: number, events: readonly TraceEvent[]): LocationMessages {
  const out: LocationMessages = { sends: [], receives: [] };
  const isends = new PendingQueue((m) => out.sends.push(m));
  const irecvs = new PendingQueue((m) => out.receives.push(m));
  for (const e of events) {
    switch (e.type) {
      case 'MpiSend': isends.blocking({ location, peer: e.receiver, comm: e.comm, tag: e.tag, bytes: e.bytes, time: e.time }); break;
      case 'MpiIsend': isends.start(e.request, { location, peer: e.receiver, comm: e.comm, tag: e.tag, bytes: e.bytes, time: e.time }); break;
      case 'MpiIsendComplete':
        if (isends.has(e.request)) isends.complete(e.request, false);
        break;
      case 'MpiRecv': irecvs.blocking({ location, peer: e.sender, comm: e.comm, tag: e.tag, bytes: e.bytes, time: e.time }); break;
      case 'MpiIrecvRequest': irecvs.start(e.request); break;
      case 'MpiIrecv': {
        const m = { location, peer: e.sender, comm: e.comm, tag: e.tag, bytes: e.bytes, time: e.time };
        // An Irecv without its request record (a writer that skipped it) is taken as a receive.
        if (irecvs.has(e.request)) irecvs.complete(e.request, false, m); else irecvs.blocking(m);
        break;
      }
      case 'MpiRequestCancelled':
        // It should never be both an Isend and an Irecv request; it can be neither.
        if (isends.has(e.request)) isends.complete(e.request, true);
        else if (irecvs.has(e.request)) irecvs.complete(e.request, true);
        break;
    }
  }
  return out;
}

/** Every location's messages (the seed keeps its queues per process). */
export function archiveMessages(a: TraceArchive): LocationMessages {
  const all: LocationMessages = { sends: [], receives: [] };
  for (const l of a.locations) {
    const m = locationMessages(l.id, l.events);
    all.sends.push(...m.sends);
    all.receives.push(...m.receives);
  }
  return all;
}
