/**
 * Communicator objects (MPICH's commutil.c): handles as MPICH hands them out, MPIR_Comm_commit's
 * node_comm and node_roots_comm, the node hierarchy of a group, and MPI_COMM_WORLD and
 * MPI_COMM_SELF of every new process.
 */
import type { RankProcess } from '../../runtime/rank';
import * as H from '../handles';
import { derivedId, idFromPrefix, SUBCOMM } from '../contextId';
import type { Comm, ProcState } from '../state';
import type { MpiCore } from '../core/dispatch';

/** A group's members per node, the nodes' first members, and each member's rank among its node's. */
interface Hierarchy { byNode: Map<number, number[]>; roots: number[]; localRank: Map<number, number> }

export class CommUtil {
  constructor(readonly rt: MpiCore) {
    rt.onNewProcess((r, p) => this.setupPredefined(r, p));
  }
  /** MPI_COMM_WORLD and MPI_COMM_SELF exist from the start (builtin handles), with MPICH's IDs. */
  setupPredefined(r: RankProcess, p: ProcState): void {
    // One shared array for the world group and the initial lpid tables (copied when a process
    // learns of others): O(n) memory for n ranks. A spawned process's world is its own group.
    const all = this.rt.pg.group(r.rank).members;
    p.lpids = all;
    const l = this.rt.layout;
    const world = this.newComm(p, {
      handle: H.COMM_WORLD, kind: 'intra', contextId: idFromPrefix(l, l.predefined.world), group: all, rank: p.id.pgRank,
      name: 'MPI_COMM_WORLD', createdBy: 'MPI_Init', internal: false,
    });
    this.newComm(p, {
      handle: H.COMM_SELF, kind: 'intra', contextId: idFromPrefix(l, l.predefined.self), group: [r.rank], rank: 0,
      name: 'MPI_COMM_SELF', createdBy: 'MPI_Init', internal: false,
    });
    this.commit(p, world);
  }
  newComm(p: ProcState, c: Partial<Comm> & Pick<Comm, 'kind' | 'contextId' | 'group' | 'rank' | 'createdBy' | 'internal'>): Comm {
    const handle = c.handle ?? this.allocCommHandle(p);
    const comm: Comm = {
      handle, kind: c.kind, contextId: c.contextId, recvContextId: c.recvContextId ?? c.contextId, group: c.group, rank: c.rank,
      remoteGroup: c.remoteGroup, name: c.name ?? '', parent: c.parent, createdBy: c.createdBy, createdAt: c.createdAt,
      seq: p.comms.size, internal: c.internal, errhandler: c.errhandler ?? 0, freed: false,
      collSeq: 0, isLowGroup: c.isLowGroup, topo: c.topo,
    };
    p.comms.set(handle, comm);
    this.rt.hooks.commCreated?.(p.id.index, comm);
    return comm;
  }
  /**
   * MPICH hands out 8 direct communicator handles (0x84000000..7), then indirect ones
   * (0xc4000000...); freed handles are reused last-freed-first.
   */
  allocCommHandle(p: ProcState): number {
    const reuse = this.freeCommHandles[p.id.index]?.pop();
    if (reuse !== undefined) return reuse;
    const k = p.nextCommIndex++;
    return (k < 8 ? H.HANDLE_DIRECT_COMM + k : 0xc4000000 + (k - 8)) | 0;
  }
  private freeCommHandles: number[][] = [];
  releaseHandle(p: ProcState, h: number): void {
    p.comms.delete(h);
    if (p.lastComm?.handle === h) p.lastComm = undefined;
    (this.freeCommHandles[p.id.index] ??= []).push(h);
  }
  /**
   * MPIR_Comm_commit: on a job with several processes per node, an intracommunicator gets a
   * node_comm (ctx+2, when more than one member shares the node) and, on each node's first
   * member, a node_roots_comm (ctx+4). No IDs are allocated; the handles are.
   */
  commit(p: ProcState, c: Comm): void {
    if (c.kind !== 'intra' || c.group.length < 2 || this.rt.layout.subcommShift === undefined) return;
    const h = this.hierarchy(c.group);
    if (!h) return; // one process per node: no hierarchy
    const me = c.group[c.rank];
    const local = h.byNode.get(this.rt.nodeOf(me))!;
    if (local.length > 1) {
      const nc = this.newComm(p, {
        kind: 'intra', contextId: derivedId(this.rt.layout, c.contextId, SUBCOMM.intranode), group: local, rank: h.localRank.get(me)!,
        name: '', createdBy: 'MPIR_Comm_commit', internal: true, parent: c.handle,
      });
      c.nodeComm = nc.handle;
    }
    if (local[0] === me) {
      const rc = this.newComm(p, {
        kind: 'intra', contextId: derivedId(this.rt.layout, c.contextId, SUBCOMM.internode), group: h.roots, rank: h.roots.indexOf(me),
        name: '', createdBy: 'MPIR_Comm_commit', internal: true, parent: c.handle,
      });
      c.nodeRootsComm = rc.handle;
    }
  }
  /** Members per node and node roots of a group, computed once per group array (all members share it). */
  hierarchy(group: number[]): Hierarchy | undefined {
    let h = this.hierarchyCache.get(group);
    if (h === undefined) {
      // MPIR_Find_local fails (**dynamic_node_ids) when a member is of another process group: ch4
      // knows node ids of its own world only (MPIDIU_get_node_id), so such a comm has no node comms.
      const pg = this.rt.pg.group(group[0]);
      if (group.some((g) => this.rt.pg.group(g) !== pg)) {
        this.hierarchyCache.set(group, null);
        return undefined;
      }
      const byNode = new Map<number, number[]>();
      // Each member's rank in its node's list, found once: an indexOf per member's commit made
      // committing a world of n processes on one node cost n^2 steps.
      const localRank = new Map<number, number>();
      for (const g of group) {
        const nd = this.rt.nodeOf(g);
        let l = byNode.get(nd);
        if (!l) byNode.set(nd, (l = []));
        localRank.set(g, l.length);
        l.push(g);
      }
      h = byNode.size === group.length ? null : { byNode, roots: [...byNode.values()].map((l) => l[0]), localRank };
      this.hierarchyCache.set(group, h);
    }
    return h ?? undefined;
  }
  private hierarchyCache = new WeakMap<number[], Hierarchy | null>();

  peerProcess(c: Comm, rank: number): number {
    return c.kind === 'inter' ? c.remoteGroup![rank] : c.group[rank];
  }
  /**
   * MPID_Create_intercomm_from_lpids: processes of the remote group this process did not know
   * get the next lpids of its table (the seed's "alternate" order: own world first, then others
   * in the order they became known).
   */
  learnProcesses(p: ProcState, procs: number[]): void {
    const known = new Set(p.lpids);
    const fresh = procs.filter((x) => !known.has(x));
    if (fresh.length) p.lpids = [...p.lpids, ...fresh];
  }
}
