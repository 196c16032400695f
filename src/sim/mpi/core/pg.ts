/**
 * Process groups and where their processes run (MPICH's MPIR_Process.node_map and Hydra's node
 * list): the initial job is process group 0; every MPI_Comm_spawn adds one (../dynamic/dynamic.ts). The
 * core asks this table which group a new process belongs to and which node it is on; nothing
 * here depends on the rest of the MPI layer.
 */
import type { SourcePos } from '../../c/diagnostics';
import type { CompiledProgram } from '../../c/codegen';
import { addToNodeList, nodeName, type HydraNode } from './nodes';

/** What spawning needs of the world: programs for commands, directories, hostfiles, new processes. */
export interface SpawnHost {
  /** The launch's directory: where processes run without a `wdir` (Hydra's own directory). */
  readonly cwd: string;
  /**
   * The program `command` names, or why there is none (MPICH then fails the spawn). With `wdir`
   * (the spawn's info gave `wdir` or `path`) a command with a directory is looked for from there.
   */
  resolveCommand(command: string, wdir?: string): { prog: CompiledProgram; programName: string } | { error: string };
  /** The absolute directory a `wdir` names (relative: to the launch's directory), or why not. */
  directory(dir: string): string | { error: string };
  /** A hostfile's text, or why it cannot be read. */
  readFile(file: string): string | { error: string };
  /** Whether process k has ended (its node's slot is free again once its whole group has). */
  exited(k: number): boolean;
  /** Creates `n` processes running `prog` with `args` in `cwd`; returns their process indexes. */
  addProcesses(prog: CompiledProgram, programName: string, args: string[], n: number, cwd: string): number[];
}

/** A process group: MPI_COMM_WORLD of the initial job (pg 0) or of one spawn. */
export interface ProcessGroup {
  pg: number;
  members: number[];
  /** The port the children connect to from MPI_Init (spawned groups only). */
  parentPort?: string;
  /** MPI_APPNUM of each member: the index of its command in MPI_Comm_spawn_multiple. */
  appnum: number[];
  command?: string;
  spawnedBy?: { process: number; call: string; at?: SourcePos };
}

export class ProcessGroups {
  readonly groups: ProcessGroup[] = [];
  /** Process index -> its group (pg 0 when absent). */
  private groupOf = new Map<number, ProcessGroup>();
  /** Spawned processes: their node (N of `nodeN`) and MPICH node id in their own world. */
  private nodeOfProcess = new Map<number, { host: number; id: number }>();
  /** Hydra's node list of the job (built at the first spawn placed on it), and what runs there. */
  private jobNodes?: HydraNode[];
  private onJobNodes: { members: number[]; counts: Map<HydraNode, number> }[] = [];

  constructor(private ranksPerNode: number, private initialSize: () => number, private exited: () => ((k: number) => boolean) | undefined) {}

  /** The node process k runs on: N of the `nodeN` MPI_Get_processor_name reports. */
  hostOf(k: number): number { return this.nodeOfProcess.get(k)?.host ?? this.initialNode(k); }
  /** MPIR_Process.node_map of process k: its node id in its own MPI_COMM_WORLD. */
  nodeId(k: number): number { return this.nodeOfProcess.get(k)?.id ?? this.initialNode(k); }
  /** The initial job fills its nodes ranks-per-node at a time (all on node0 without). */
  private initialNode(k: number): number { return this.ranksPerNode > 0 ? Math.floor(k / this.ranksPerNode) : 0; }

  /**
   * The job's node list as `mpiexec -ppn k -hosts node0,node1,...` has it after starting the
   * initial job, with the slots of groups that have wholly exited given back (pmiserv_cb.c).
   */
  jobNodeList(): HydraNode[] {
    if (!this.jobNodes) {
      const np = this.initialSize();
      const k = this.ranksPerNode > 0 ? this.ranksPerNode : np;
      this.jobNodes = [];
      for (let n = 0; n * k < np; n++) addToNodeList(this.jobNodes, nodeName(n), k);
      const counts = new Map<HydraNode, number>();
      for (let r = 0; r < np; r++) {
        const node = this.jobNodes[this.initialNode(r)];
        node.active++;
        counts.set(node, (counts.get(node) ?? 0) + 1);
      }
      this.onJobNodes.push({ members: this.group(0).members, counts });
    }
    const exited = this.exited();
    this.onJobNodes = this.onJobNodes.filter((g) => {
      if (!exited || !g.members.every((k) => exited(k))) return true;
      for (const [node, n] of g.counts) node.active -= n;
      return false;
    });
    return this.jobNodes;
  }

  /** The process group of a process (pg 0, the initial job, unless it was spawned). */
  group(k: number): ProcessGroup {
    const g = this.groupOf.get(k);
    if (g) return g;
    if (!this.groups[0]) this.groups[0] = { pg: 0, members: Array.from({ length: this.initialSize() }, (_, i) => i), appnum: [] };
    return this.groups[0];
  }

  /** A new group of spawned processes (its members join with `join`). */
  add(g: Omit<ProcessGroup, 'pg'>): ProcessGroup {
    const pg = this.groups.length || 1;
    this.group(0);
    const made = { pg, ...g };
    this.groups[pg] = made;
    return made;
  }
  /** Process k, before it exists, joins group `g` on node `host` (MPICH node id `id`), running command `appnum`. */
  join(k: number, g: ProcessGroup, appnum: number, node: { host: number; id: number }): void {
    this.groupOf.set(k, g);
    this.nodeOfProcess.set(k, node);
    g.members.push(k);
    g.appnum.push(appnum);
  }
  /** Processes placed on the job's own nodes hold their slots until they have all exited. */
  occupy(members: number[], nodes: HydraNode[]): void {
    const counts = new Map<HydraNode, number>();
    for (const node of nodes) counts.set(node, (counts.get(node) ?? 0) + 1);
    this.onJobNodes.push({ members, counts });
  }
}
