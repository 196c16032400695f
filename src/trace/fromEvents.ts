/**
 * Turns the runtime's event log into a TraceArchive: one location (and location group) per
 * rank, a region per MPI function called, and each communicator defined once for all its
 * members, however many ranks created it, with its parent. Times become nanosecond ticks.
 */
import type { MpiEvent } from '../sim/mpi/state';
import { COMM_SELF, COMM_WORLD, PROC_NULL, ROOT } from '../sim/mpi/handles';
import { COLLECTIVE_OPS, OTF2, type TraceArchive, type TraceComm, type TraceEvent, type TraceGroup } from './model';

export const TICKS_PER_SECOND = 1e9;

const ROLES: [RegExp, number][] = [
  [/^MPI_I?barrier$/i, OTF2.role.BARRIER],
  [/^MPI_I?(Bcast|Scatterv?)$/i, OTF2.role.COLL_ONE2ALL],
  [/^MPI_I?(Gatherv?|Reduce)$/i, OTF2.role.COLL_ALL2ONE],
  [/^MPI_I?(Allreduce|Allgatherv?|Alltoall[vw]?|Reduce_scatter(_block)?)$/i, OTF2.role.COLL_ALL2ALL],
  [/^MPI_I?(Scan|Exscan)$/i, OTF2.role.COLL_OTHER],
  [/^MPI_(I?[sbr]?send|Send|I?recv|Recv|Sendrecv(_replace)?|Wait|Test|Waitall|Testall|Waitany|Testany|Waitsome|Testsome|I?m?probe|I?mrecv|Start(all)?|Cancel|Request_free)$/i, OTF2.role.POINT2POINT],
];

function regionRole(name: string): number {
  return ROLES.find(([re]) => re.test(name))?.[1] ?? OTF2.role.FUNCTION;
}

/** OTF2's root of a collective: a rank, or the special values for rootless and inter-communicator calls. */
function collectiveRoot(root: number | undefined): number {
  if (root === undefined) return OTF2.root.NONE;
  if (root === ROOT) return OTF2.root.SELF;
  if (root === PROC_NULL) return OTF2.root.THIS_GROUP;
  return root;
}

/**
 * OTF2's operation of a collective MPI function (an index into COLLECTIVE_OPS), or -1 for one
 * OTF2 has no operation for (neighbourhood collectives). A nonblocking collective has its
 * blocking form's operation; MPI_Comm_idup creates a handle.
 */
function collectiveOp(fname: string): number {
  if (fname === 'MPI_Comm_idup') return COLLECTIVE_OPS.indexOf('CREATE_HANDLE');
  const name = fname.replace(/^P?MPI_/, '').toUpperCase();
  const blocking = COLLECTIVE_OPS.indexOf(name as (typeof COLLECTIVE_OPS)[number]);
  return blocking >= 0 || !name.startsWith('I') ? blocking : COLLECTIVE_OPS.indexOf(name.slice(1) as (typeof COLLECTIVE_OPS)[number]);
}

/** Definitions of groups and communicators, shared by all ranks' event streams. */
class CommTable {
  readonly groups: TraceGroup[] = [];
  readonly comms: TraceComm[] = [];
  private groupIds = new Map<string, number>();
  private commIds = new Map<string, number>();

  constructor(np: number) {
    const all = Array.from({ length: np }, (_, k) => k);
    this.groups.push({ name: 'MPI_COMM_WORLD locations', type: OTF2.groupType.COMM_LOCATIONS, paradigm: OTF2.paradigm.MPI, flags: 0, members: all });
    this.comms.push({ name: 'MPI_COMM_WORLD', group: this.group(all) });
    this.groups.push({ name: 'MPI_COMM_SELF', type: OTF2.groupType.COMM_SELF, paradigm: OTF2.paradigm.MPI, flags: 0, members: [] });
    this.comms.push({ name: 'MPI_COMM_SELF', group: this.groups.length - 1 });
  }
  private group(members: number[]): number {
    const key = members.join(',');
    let id = this.groupIds.get(key);
    if (id === undefined) {
      id = this.groups.length;
      this.groups.push({ name: '', type: OTF2.groupType.COMM_GROUP, paradigm: OTF2.paradigm.MPI, flags: 0, members });
      this.groupIds.set(key, id);
    }
    return id;
  }
  /**
   * The id of the communicator a CommCreate event made. Its members created it together, so
   * the n-th creation of the same (context IDs, groups) on each member is one communicator.
   */
  define(e: MpiEvent, occurrence: (key: string) => number, parent: number | undefined): number {
    const local = `${e.recvContextId}:${e.members!.join(',')}`;
    const remote = e.remoteMembers ? `${e.contextId}:${e.remoteMembers.join(',')}` : undefined;
    const sides = remote === undefined ? local : [local, remote].sort().join('|');
    const key = `${sides}#${occurrence(sides)}`;
    let id = this.commIds.get(key);
    if (id === undefined) {
      id = this.comms.length;
      const name = e.createdBy ?? '';
      // Every member records the creation (and any destruction) with CommCreate/CommDestroy events.
      const flags = OTF2.commFlag.CREATE_DESTROY_EVENTS;
      if (!e.remoteMembers) this.comms.push({ name, group: this.group(e.members!), parent, flags });
      else {
        const [a, b] = [e.members!, e.remoteMembers].sort((x, y) => x[0] - y[0]);
        this.comms.push({ name, group: this.group(a), groupB: this.group(b), parent, flags });
      }
      this.commIds.set(key, id);
    }
    return id;
  }
}

/** The archive of a run: `np` ranks and the runtime's event log. */
export function archiveFromEvents(events: readonly MpiEvent[], np: number): TraceArchive {
  const table = new CommTable(np);
  const regions: TraceArchive['regions'] = [];
  const regionIds = new Map<string, number>();
  const region = (name: string) => {
    let id = regionIds.get(name);
    if (id === undefined) {
      regionIds.set(name, (id = regions.length));
      regions.push({ name, role: regionRole(name), paradigm: OTF2.paradigm.MPI });
    }
    return id;
  };
  const perRank: MpiEvent[][] = Array.from({ length: np }, () => []);
  for (const e of events) perRank[e.rank]?.push(e);

  const locations = perRank.map((evs, rank) => {
    const comms = new Map<number, number>([[COMM_WORLD, 0], [COMM_SELF, 1]]);
    const seen = new Map<string, number>();
    const occurrence = (k: string) => { const n = seen.get(k) ?? 0; seen.set(k, n + 1); return n; };
    const comm = (h: number | undefined) => comms.get(h ?? COMM_WORLD) ?? 0;
    /** Handles that stand for a communicator of their own (not internal ones, which stand for their parent). */
    const own = new Set<number>();
    const out: TraceEvent[] = [];
    /**
     * A communicator's creation or destruction, as Score-P records it: a CommCreate/CommDestroy
     * inside a MpiCollectiveBegin/End pair with the operation CREATE_HANDLE/DESTROY_HANDLE over
     * the parent (or the communicator itself), no root, no bytes.
     */
    const lifecycle = (time: number, type: 'CommCreate' | 'CommDestroy', id: number, over: number) => {
      const op = COLLECTIVE_OPS.indexOf(type === 'CommCreate' ? 'CREATE_HANDLE' : 'DESTROY_HANDLE');
      out.push({ time, type: 'MpiCollectiveBegin' }, { time, type, comm: id },
        { time, type: 'MpiCollectiveEnd', op, comm: over, root: OTF2.root.NONE, sent: 0, received: 0 });
    };
    let last = 0;
    let begin: TraceEvent | undefined;
    for (const e of evs) {
      const time = (last = Math.max(last, Math.round(e.time * TICKS_PER_SECOND)));
      const request = (e.request ?? 0) >>> 0;
      switch (e.kind) {
        case 'Enter': case 'Leave': out.push({ time, type: e.kind, region: region(e.region!) }); break;
        case 'MpiSend': out.push({ time, type: e.kind, receiver: e.peer!, comm: comm(e.comm), tag: e.tag!, bytes: e.bytes! }); break;
        case 'MpiIsend': out.push({ time, type: e.kind, receiver: e.peer!, comm: comm(e.comm), tag: e.tag!, bytes: e.bytes!, request }); break;
        case 'MpiRecv': out.push({ time, type: e.kind, sender: e.peer!, comm: comm(e.comm), tag: e.tag!, bytes: e.bytes! }); break;
        case 'MpiIrecv': out.push({ time, type: e.kind, sender: e.peer!, comm: comm(e.comm), tag: e.tag!, bytes: e.bytes!, request }); break;
        case 'MpiIsendComplete': case 'MpiIrecvRequest': case 'MpiRequestTest': case 'MpiRequestCancelled':
          out.push({ time, type: e.kind, request });
          break;
        // A Begin is kept until its End shows the operation is one OTF2 names.
        case 'MpiCollectiveBegin': begin = { time, type: e.kind }; break;
        case 'MpiCollectiveEnd': {
          const op = collectiveOp(e.op!);
          if (begin && op >= 0) out.push(begin, { time, type: e.kind, op, comm: comm(e.comm), root: collectiveRoot(e.root), sent: e.sent ?? 0, received: e.received ?? 0 });
          begin = undefined;
          break;
        }
        case 'NonBlockingCollectiveRequest': if (collectiveOp(e.op!) >= 0) out.push({ time, type: e.kind, request }); break;
        case 'NonBlockingCollectiveComplete': {
          const op = collectiveOp(e.op!);
          // A handle operation (MPI_Comm_idup) moves no user data, as with the blocking creations.
          const handle = op === COLLECTIVE_OPS.indexOf('CREATE_HANDLE');
          if (op >= 0) out.push({ time, type: e.kind, op, comm: comm(e.comm), root: collectiveRoot(e.root), sent: handle ? 0 : e.sent ?? 0, received: handle ? 0 : e.received ?? 0, request });
          break;
        }
        case 'CommCreate': {
          const parent = e.parent === undefined ? undefined : comms.get(e.parent);
          // Internal communicators (MPICH's node and local comms) carry no user traffic: they stand for their parent.
          if (e.internal) { comms.set(e.comm!, parent ?? 0); own.delete(e.comm!); break; }
          const id = table.define(e, occurrence, parent);
          comms.set(e.comm!, id);
          own.add(e.comm!);
          // MPI_Comm_idup's creation lies inside its own NonBlockingCollectiveRequest/Complete pair.
          if (e.nonblocking) out.push({ time, type: 'CommCreate', comm: id });
          else lifecycle(time, 'CommCreate', id, parent ?? 0);
          break;
        }
        case 'CommFree':
          if (own.delete(e.comm!)) lifecycle(time, 'CommDestroy', comm(e.comm), comm(e.comm));
          break;
      }
    }
    return { id: rank, name: `rank ${rank}`, type: OTF2.locationType.CPU_THREAD, group: rank, events: out };
  });
  const end = Math.max(0, ...locations.map((l) => l.events.at(-1)?.time ?? 0));
  return {
    timerResolution: TICKS_PER_SECOND, globalOffset: 0, traceLength: end,
    systemTreeNodes: [{ name: 'mpisim', className: 'machine' }],
    locationGroups: locations.map((l) => ({ name: l.name, type: OTF2.locationGroupType.PROCESS, parent: 0 })),
    locations, regions, groups: table.groups, comms: table.comms,
  };
}
