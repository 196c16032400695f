/**
 * The JSON shapes of the adapter's custom requests, as the README documents them. Types only:
 * the extension reads the adapter through DAP, never through its modules.
 */
export interface ContextIdFields {
  value: number; hex: string; layout: string; dynamic: boolean; prefix: number; maskWord: number; maskBit: number;
  isLocalComm: boolean; subcomm: number; subcommName: string; suffix: number; suffixName: string; summary: string;
}

export interface CommInfo {
  handle: string; name: string; kind: 'intra' | 'inter'; size: number; rank: number; members?: number[]; remoteGroup?: number[];
  contextId: string; recvContextId: string; contextIdFields: ContextIdFields; recvContextIdFields: ContextIdFields;
  parent?: string; internal: boolean; freed: boolean; topology?: { kind: string; dims?: number[]; periods?: boolean[] };
  createdBy: string; createdAt?: string;
  /** One identity on all ranks: `cart @ jacobi.c:31 · 0x01f0`. */
  identity?: string;
}
export interface CommunicatorsBody { ranks: { rank: number; communicators: CommInfo[] }[] }

export interface ContextIdsRank {
  rank: number; mask?: string[]; free?: number; capacity?: number;
  allocated?: { comm: string; name: string; contextId: string; recvContextId: string; decoded: ContextIdFields }[];
  history?: { op: string; contextId: string; call: string; iteration?: number }[];
}
export interface ContextIdsBody { layout: string; ranks: ContextIdsRank[] }

export interface QueueEntry {
  request: string; comm: string; contextId: string; decoded: string; peer: number; peerWorld?: number; tag: number;
  count: number; datatype: string; bytes: number; protocol?: string; collective: boolean; call: string; postedAt?: string;
  /** The communicator's identity on every rank, and a send's data decoded by its datatype. */
  commId?: string; contents?: string;
}
export interface QueueMessage {
  source: number; sourceWorld: number; tag: number; comm?: string; contextId: string; decoded: string;
  /** The send's count and datatype, as the sender gave them. */
  count: number; datatype: string; bytes: number; protocol: string;
  collective: boolean; call: string; sentAt?: string;
  commId?: string; contents?: string;
}
export interface QueuesRank { rank: number; posted: QueueEntry[]; unexpected: QueueMessage[]; pendingSends: QueueEntry[] }
export interface QueuesBody { ranks: QueuesRank[] }

export interface ProcessesRank {
  rank: number; gpid?: { pg: number; rank: number }; lpids?: { lpid: number; gpid: { pg: number; rank: number } }[] | { count: number };
  connections?: { to: number; time: number; at?: string; by: string }[];
}
export interface ProcessesBody { ranks: ProcessesRank[] }

/** `summary`: the MPI call as the program made it (a collective: who has arrived, who it waits for). */
export interface WaitForGraphBody { nodes: { rank: number; call: string; detail: string; summary?: string; at?: string; waitsFor: number[] }[]; cycle?: number[]; text: string }

export interface StatusRank { rank: number; state: string; summary?: string; time: number; communicators: number; posted: number; unexpected: number; pendingSends: number }
export interface StatusBody { virtualTime: number; np: number; layout: string; ranks: StatusRank[] }

export interface TimelineBody {
  now: number; ranks: number;
  calls: { rank: number; name: string; start: number; end: number }[];
  messages: { sender: number; receiver: number; comm: string; tag: number; bytes: number; sendTime: number; recvTime: number }[];
}

/** mpisim/parallelStacks: ranks grouped by where they are, outermost frame first. */
export interface StackGroup { id: string; name: string; at?: string; ranks: number[]; rankText: string; state?: string; detail?: string; here?: boolean; children: StackGroup[] }
export interface ParallelStacksBody { np: number; shown: number; filter?: string; groups: StackGroup[] }

/** mpisim/compare: one expression on many ranks, equal values merged. */
export interface CompareBody {
  expression: string; ranks: number;
  groups: { value: string; type?: string; ranks: number[]; rankText: string }[];
  errors: { message: string; ranks: number[]; rankText: string }[];
  numeric?: { min: number; max: number; mean: number; minRanks: string; maxRanks: string };
}
