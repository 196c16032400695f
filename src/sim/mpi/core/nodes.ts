/**
 * Where processes run: the simulated cluster's nodes and Hydra's placement of a process group on
 * them (MPICH 4.0.2, src/pm/hydra). Nodes are named `node0`, `node1`, ... — the names
 * MPI_Get_processor_name reports. The initial job fills them `--ranks-per-node` at a time (all on
 * node0 without it), as `mpiexec -ppn k -hosts node0,node1,...` does.
 *
 * A spawned group is placed as Hydra's fn_spawn places it (pmiserv_pmi_v1.c): on the nodes its
 * `host`/`hosts`/`hostfile` info names (a fresh node list, nothing running on it), else on the
 * job's node list, counting the processes already placed there (HYD_node.active_processes, given
 * back when a whole group has exited, pmiserv_cb.c). HYDU_create_proxy_list (utils/alloc/alloc.c)
 * decides how many processes go to each node; ranks follow that walk (the filler round first,
 * then core_count at a time, round robin). Each process's MPICH node id — MPIR_Process.node_map,
 * which MPI_Comm_split_type(SHARED) splits by and MPIR_Comm_commit builds node communicators
 * from — is decoded from the PMI_process_mapping Hydra derives from the same walk
 * (pmiserv_utils.c pmi_process_mapping, src/util/mpir_nodemap.h populate_ids_from_mapping), so
 * ids are positions in the node list used, not host names.
 */

/** A HYD_node: one entry of a node list. */
export interface HydraNode {
  hostname: string;
  /** Position in its list (node_id): the id PMI_process_mapping gives. */
  id: number;
  cores: number;
  /** Processes placed on it and still running (Hydra's active_processes). */
  active: number;
}

/** One proxy of a placement: a node and how many processes of the group run there. */
interface Proxy {
  node: HydraNode;
  filler: number;
  count: number;
}

/** Where each rank of a group runs (its node) and its MPICH node id. */
export interface Placement {
  nodes: HydraNode[];
  nodeIds: number[];
}

/** HYDU_add_to_node_list: a host right after an entry of the same name adds to its cores. */
export function addToNodeList(list: HydraNode[], hostname: string, cores: number): void {
  const last = list[list.length - 1];
  if (last && last.hostname === hostname) last.cores += cores;
  else list.push({ hostname, id: list.length, cores, active: 0 });
}

/**
 * HYDU_process_mfile_token for one `host[:n]` entry (a host of the `host` info, the first token of
 * a hostfile line): n cores, 1 without a count (atoi: a count that is no number gives 0).
 */
export function parseHostToken(token: string): { hostname: string; cores: number } {
  const [hostname, procs] = token.split(':').filter((s) => s !== '');
  return { hostname: hostname ?? '', cores: procs === undefined ? 1 : atoi(procs) };
}

/**
 * HYDU_parse_hostfile: per line, text from '#' on dropped; the first blank-separated token is
 * `host[:n]`, the others may only be binding=... or user=... (else Hydra's "token ... not
 * supported at this time").
 */
export function parseHostfile(text: string): { hosts: { hostname: string; cores: number }[] } | { error: string } {
  const hosts: { hostname: string; cores: number }[] = [];
  for (const line of text.split('\n')) {
    const tokens = line.replace(/#.*/, '').trim().split(/\s+/).filter(Boolean);
    if (!tokens.length) continue;
    hosts.push(parseHostToken(tokens[0]));
    const other = tokens.slice(1).map((t) => t.split('=')[0]).find((k) => k !== 'binding' && k !== 'user');
    if (other !== undefined) return { error: `token ${other} not supported at this time` };
  }
  return { hosts };
}

function atoi(s: string): number {
  const m = /^\s*[+-]?\d+/.exec(s);
  return m ? Number(m[0]) | 0 : 0;
}

const dceil = (x: number, y: number): number => Math.ceil(x / y);

/**
 * HYDU_create_proxy_list for `n` processes on `list`, then the ranks' nodes in PMI id order and
 * their node ids. Adds the processes to the nodes' active counts, as add_exec_to_proxy does.
 */
export function place(list: HydraNode[], n: number): Placement {
  let maxOver = 1;
  for (const node of list) maxOver = Math.max(maxOver, dceil(node.active, node.cores));
  let free = 0;
  for (const node of list) free += node.cores * maxOver - node.active;
  if (free === 0) maxOver++;

  const proxies: Proxy[] = [];
  let allocated = 0;
  let dummyFillers = true;
  for (const node of list) {
    const c = node.cores * maxOver - node.active;
    proxies.push({ node, filler: c, count: 0 });
    allocated += c;
    if (c < node.cores) dummyFillers = false;
    if (allocated >= n) break;
  }
  if (dummyFillers) for (const p of proxies) p.filler -= p.node.cores;

  // The walk: the filler round from the first proxy with filler processes, then core_count at a
  // time round robin. Ranks are handed out in this order (HYD_pmcd_pmi_fill_in_exec_launch_info).
  const rankNodes: HydraNode[] = [];
  if (proxies.length === 1) {
    proxies[0].count = n;
    for (let k = 0; k < n; k++) rankNodes.push(proxies[0].node);
  } else {
    let i = proxies.findIndex((p) => p.filler > 0);
    let fillerRound = i >= 0;
    if (!fillerRound) i = 0;
    let remaining = fillerRound ? proxies[i].filler : proxies[i].node.cores;
    let left = n;
    while (left > 0) {
      while (remaining === 0) {
        i++;
        if (i === proxies.length) { fillerRound = false; i = 0; }
        remaining = fillerRound ? proxies[i].filler : proxies[i].node.cores;
      }
      const k = Math.min(left, remaining);
      left -= k;
      remaining -= k;
      proxies[i].count += k;
      for (let j = 0; j < k; j++) rankNodes.push(proxies[i].node);
    }
  }
  const used = proxies.filter((p) => p.count > 0);
  for (const p of used) p.node.active += p.count;
  return { nodes: rankNodes, nodeIds: nodeIdsFromMapping(processMapping(used), n) };
}

interface Block { start: number; nodes: number; cores: number }

/** pmi_process_mapping: the (start node id, node count, cores) blocks of PMI_process_mapping. */
function processMapping(proxies: Proxy[]): Block[] {
  const blocks: Block[] = [];
  const add = (id: number, cores: number): void => {
    const tail = blocks[blocks.length - 1];
    if (tail && tail.start + tail.nodes === id && tail.cores === cores) tail.nodes++;
    else if (tail && tail.start === id && tail.nodes === 1) tail.cores += cores;
    else blocks.push({ start: id, nodes: 1, cores });
  };
  for (const p of proxies) if (p.filler > 0) add(p.node.id, p.filler);
  for (const p of proxies) add(p.node.id, p.node.cores);
  // "If all the blocks are equivalent, just use one block."
  const equal = blocks.every((b) => b.start === blocks[0].start && b.cores === blocks[0].cores);
  return equal ? blocks.slice(0, 1) : blocks;
}

/**
 * MPIR_NODEMAP_populate_ids_from_mapping, with its wrap-around rule (after a block starting at
 * node 0, repeats start from the first such block); one process alone is node 0
 * (build_nodemap_nolocal, mpir_pmi.c).
 */
function nodeIdsFromMapping(blocks: Block[], size: number): number[] {
  const ids: number[] = [];
  if (size === 1) return [0];
  let wrapped = false;
  while (ids.length < size) {
    let b = 0;
    if (wrapped) while (b < blocks.length && blocks[b].start !== 0) b++;
    for (; b < blocks.length; b++) {
      if (blocks[b].start === 0) wrapped = true;
      for (let node = 0; node < blocks[b].nodes; node++) {
        for (let c = 0; c < blocks[b].cores; c++) {
          ids.push(blocks[b].start + node);
          if (ids.length === size) return ids;
        }
      }
    }
  }
  return ids;
}

/** A simulated node's name: `node<N>`. */
export const nodeName = (n: number): string => `node${n}`;
/** The node a name means (`node<N>`), if it is one of the simulated cluster's. */
export function nodeNumber(hostname: string): number | undefined {
  const m = /^node(0|[1-9]\d*)$/.exec(hostname);
  return m ? Number(m[1]) : undefined;
}
