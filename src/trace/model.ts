/**
 * An OTF2 archive as plain data: the definitions an MPI trace needs (with names resolved, ids
 * being array indexes) and each location's events in time order. The writer serialises this
 * shape, the reader produces it, so exported and imported traces are the same thing.
 * Times are ticks of `timerResolution` (ticks per second), as in the archive.
 */

export interface TraceArchive {
  timerResolution: number;
  globalOffset: number;
  traceLength: number;
  systemTreeNodes: { name: string; className: string; parent?: number }[];
  locationGroups: { name: string; type: number; parent?: number }[];
  locations: TraceLocation[];
  regions: { name: string; role: number; paradigm: number }[];
  groups: TraceGroup[];
  /** Comm and InterComm definitions share one id space (OTF2 3.0). */
  comms: TraceComm[];
}

export interface TraceLocation {
  /** OTF2's 64-bit location id: it names the `<id>.evt` file. */
  id: number;
  name: string;
  type: number;
  group: number;
  events: TraceEvent[];
}

export interface TraceGroup {
  name: string;
  type: number;
  paradigm: number;
  flags: number;
  /** COMM_LOCATIONS: location ids; COMM_GROUP: indexes into COMM_LOCATIONS (world ranks). */
  members: number[];
}

export interface TraceComm {
  name: string;
  /** Intra-communicator: its COMM_GROUP; inter-communicator: group A. */
  group: number;
  /** Inter-communicators only: group B (ranks in events address the other group). */
  groupB?: number;
  /** Parent communicator (for an inter-communicator, the common communicator). */
  parent?: number;
  /** OTF2_CommFlag bits: CREATE_DESTROY_EVENTS when CommCreate/CommDestroy events mark its lifetime. */
  flags?: number;
}

export type TraceEvent = { time: number } & (
  | { type: 'Enter' | 'Leave'; region: number }
  | { type: 'MpiSend'; receiver: number; comm: number; tag: number; bytes: number }
  | { type: 'MpiIsend'; receiver: number; comm: number; tag: number; bytes: number; request: number }
  | { type: 'MpiRecv'; sender: number; comm: number; tag: number; bytes: number }
  | { type: 'MpiIrecv'; sender: number; comm: number; tag: number; bytes: number; request: number }
  | { type: 'MpiIsendComplete' | 'MpiIrecvRequest' | 'MpiRequestTest' | 'MpiRequestCancelled'; request: number }
  | { type: 'MpiCollectiveBegin' }
  | { type: 'MpiCollectiveEnd'; op: number; comm: number; root: number; sent: number; received: number }
  | { type: 'NonBlockingCollectiveRequest'; request: number }
  | { type: 'NonBlockingCollectiveComplete'; op: number; comm: number; root: number; sent: number; received: number; request: number }
  | { type: 'CommCreate' | 'CommDestroy'; comm: number }
);

export type TraceEventType = TraceEvent['type'];

/** OTF2 enum values used by MPI traces (otf2.md §8). */
export const OTF2 = {
  paradigm: { USER: 1, MPI: 4 },
  role: { FUNCTION: 1, BARRIER: 15, COLL_ONE2ALL: 23, COLL_ALL2ONE: 24, COLL_ALL2ALL: 25, COLL_OTHER: 26, POINT2POINT: 28 },
  groupType: { COMM_LOCATIONS: 4, COMM_GROUP: 5, COMM_SELF: 6 },
  groupFlag: { GLOBAL_MEMBERS: 1 },
  commFlag: { CREATE_DESTROY_EVENTS: 1 },
  locationType: { CPU_THREAD: 1 },
  locationGroupType: { PROCESS: 1 },
  root: { NONE: 0xffffffff, SELF: 0xfffffffe, THIS_GROUP: 0xfffffffd },
  undefined32: 0xffffffff,
} as const;

/** OTF2_CollectiveOp values, indexed by value (otf2.md §5.2). */
export const COLLECTIVE_OPS = [
  'BARRIER', 'BCAST', 'GATHER', 'GATHERV', 'SCATTER', 'SCATTERV', 'ALLGATHER', 'ALLGATHERV', 'ALLTOALL', 'ALLTOALLV',
  'ALLTOALLW', 'ALLREDUCE', 'REDUCE', 'REDUCE_SCATTER', 'SCAN', 'EXSCAN', 'REDUCE_SCATTER_BLOCK', 'CREATE_HANDLE',
  'DESTROY_HANDLE', 'ALLOCATE', 'DEALLOCATE', 'CREATE_HANDLE_AND_ALLOCATE', 'DESTROY_HANDLE_AND_DEALLOCATE',
] as const;

/** A bad archive: which file, and what is wrong with it. */
export class TraceFormatError extends Error {
  constructor(readonly file: string, readonly what: string) {
    super(`${file}: ${what}`);
  }
}
