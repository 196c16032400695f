/**
 * Dynamic processes, the runtime half (the C half is ../lib/dynamic.c): process groups made by
 * MPI_Comm_spawn, ports and the name service, and the meeting of a connecting root with an
 * accepting one. Modelled on MPICH 4.0.2's ch4 device and Hydra: a port name carries a tag from
 * the opening process's own tag mask ("tag#0$connentry#...$", ch4_spawn.c), names are published
 * in one table for the whole job (Hydra's nameserver), and a spawned group is a new process group
 * with its own MPI_COMM_WORLD whose processes connect back to their parents from MPI_Init.
 */
import type { Result } from '../core/process';
import type { RankProcess } from '../../runtime/rank';
import type { CompiledProgram } from '../../c/codegen';
import * as H from '../handles';
import { ERR } from '../errclass';
import { argConversions, type MpiArgValue, type StackEntry } from '../errors';
import type { ProcessGroup } from '../core/pg';
export type { SpawnHost } from '../core/pg';
import { addToNodeList, nodeNumber, parseHostfile, parseHostToken, place, type HydraNode } from '../core/nodes';


interface Port {
  name: string;
  owner: number;
  tag: number;
  open: boolean;
  /** Roots waiting on this port, oldest first. */
  connecting: Meeting[];
  accepting: Meeting[];
}

/** One side of a connect/accept: its root's process and the context ID it took for the peer comm. */
interface Meeting {
  process: number;
  recvctx: number;
  /** Filled when the other side arrives. */
  peer?: { process: number; recvctx: number };
}

/** MPIR_INFO, the object kind in bits 26-29 of an info handle (MPICH's mpir_objects.h). */
const INFO_KIND = 7;

/** Kinds of __mpisim_dyn_error (MPISIM_DYN_* in ../lib/dynamic.c); 1 is a failed connect. */
const DYN_SPAWN_FAIL = 2;

import type { MpiCore } from '../core/dispatch';
import type { ErrHandling } from '../errhan/errhan';
import type { InfoImpl } from '../info/info_impl';
export class DynamicProcesses {
  private ports = new Map<string, Port>();
  /** ch4's port_name_tag_mask, per process: the tags its open ports hold. */
  private tags = new Map<number, Set<number>>();
  /** Hydra's nameserver: service name -> port name, one table per job. */
  readonly names = new Map<string, string>();
  private parents = new Map<number, number>();

  constructor(readonly rt: MpiCore, readonly err: ErrHandling, readonly infos: InfoImpl) {}

  private group(k: number): ProcessGroup { return this.rt.pg.group(k); }

  // ------------------------------------------------------------------ MPI_Init of spawned processes
  __mpisim_parent_port(r: RankProcess, a: unknown[]): Result {
    const port = this.group(r.rank).parentPort;
    if (port === undefined) return 0;
    r.m.writeBytes(a[0] as number, port + '\0');
    return 1;
  }
  __mpisim_set_parent(r: RankProcess, a: unknown[]): Result {
    const c = this.rt.comm(this.rt.proc(r), a[0] as number);
    if (c) { c.name = 'MPI_COMM_PARENT'; this.parents.set(r.rank, c.handle); }
    return 0;
  }
  MPI_Comm_get_parent(r: RankProcess, a: unknown[]): Result {
    const h = this.parents.get(r.rank);
    // A disconnected parent is gone: MPICH clears MPIR_Process.comm_parent when it is freed.
    r.m.st32(a[0] as number, h !== undefined && this.rt.comm(this.rt.proc(r), h) ? h : H.COMM_NULL);
    return 0;
  }
  /** MPI_APPNUM of the calling process (0 in the initial job, as Hydra sets it). */
  __mpisim_appnum(r: RankProcess): Result { return this.group(r.rank).appnum[this.rt.proc(r).id.pgRank] ?? 0; }

  // ------------------------------------------------------------------ ports
  /** MPID_Open_port: the lowest free tag of this process, in a name only this process can make. */
  __mpisim_open_port(r: RankProcess, a: unknown[]): Result {
    const [out] = a as number[];
    const p = this.rt.proc(r);
    let used = this.tags.get(r.rank);
    if (!used) this.tags.set(r.rank, (used = new Set()));
    let tag = 0;
    while (used.has(tag)) tag++;
    used.add(tag);
    const gpid = p.id.pg.toString(16).padStart(8, '0') + p.id.pgRank.toString(16).padStart(8, '0');
    const name = `tag#${tag}$connentry#${gpid.toUpperCase()}$`;
    this.ports.set(name, { name, owner: r.rank, tag, open: true, connecting: [], accepting: [] });
    r.m.writeBytes(out, name + '\0');
    return 0;
  }

  /** MPID_Close_port: frees the port's tag; a name without one is MPICH's get_tag_from_port error. */
  __mpisim_close_port(r: RankProcess, a: unknown[]): Result {
    const [namePtr, fnamePtr] = a as number[];
    const name = r.m.cstring(namePtr);
    const tag = portTag(name);
    if (tag === undefined) {
      if (!fnamePtr) return 0;
      return this.err.handle(r, H.COMM_WORLD, 'MPI_Close_port', this.stack(r, 'MPI_Close_port', ERR.OTHER, [
        { location: 'MPID_Close_port(264)', message: '' }, NO_TAG]));
    }
    this.tags.get(r.rank)?.delete(tag);
    const port = this.ports.get(name);
    if (port && port.owner === r.rank) port.open = false;
    return 0;
  }

  /** The root's get_tag_from_port (and get_conn_name_from_port when connecting): the tag, or -code. */
  __mpisim_port_tag(r: RankProcess, a: unknown[]): Result {
    const [namePtr, isSender, fnamePtr] = a as number[];
    const name = r.m.cstring(namePtr);
    const tag = portTag(name);
    if (tag !== undefined && (!isSender || /connentry#[^$]*\$/.test(name))) return tag;
    const fname = r.m.cstring(fnamePtr);
    const frames = [{ location: deviceFrame(isSender !== 0), message: '' }, { location: 'dynamic_intercomm_create(400)', message: '' }, NO_TAG];
    // MPI_Init's connection to the parent reports through MPI_Init, whose binding has no such frames.
    const code = fname === 'MPI_Init'
      ? this.err.raiseCode(r, fname, ERR.OTHER, NO_TAG.message)
      : this.stack(r, fname, ERR.OTHER, frames);
    return -code | 0;
  }

  /**
   * The roots' exchange (ch4's MPIDI_NM_dynamic_send/recv): a connecting root meets the oldest
   * root accepting on the port, or waits for one; each learns the other's process and context ID.
   */
  __mpisim_dyn_exchange(r: RankProcess, a: unknown[]): Result {
    const [namePtr, isSender, recvctx, remoteCtxPtr] = a as number[];
    const name = r.m.cstring(namePtr);
    const me: Meeting = { process: r.rank, recvctx };
    let port = this.ports.get(name);
    if (!port) {
      // A well-formed name nobody opened: the connect waits, as MPICH's does until its timeout.
      port = { name, owner: -1, tag: portTag(name) ?? -1, open: false, connecting: [], accepting: [] };
      this.ports.set(name, port);
    }
    const mine = isSender ? port.connecting : port.accepting;
    const theirs = isSender ? port.accepting : port.connecting;
    const other = theirs.shift();
    if (other) {
      other.peer = { process: me.process, recvctx };
      me.peer = { process: other.process, recvctx: other.recvctx };
      this.rt.poke(other.process);
    } else mine.push(me);
    const call = isSender ? 'MPI_Comm_connect' : 'MPI_Comm_accept';
    const done = (): number | undefined => {
      if (!me.peer) return undefined;
      r.m.st32(remoteCtxPtr, me.peer.recvctx);
      this.rt.openConnection(this.rt.proc(r), me.peer.process, r, this.rt.userCall(r, call));
      return me.peer.process;
    };
    const owner = port.owner;
    return this.rt.blockOn(r, call, () => (isSender
      ? `port ${name}: no process is accepting on it${owner >= 0 ? '' : ' (no process opened this port)'}`
      : `port ${name}: waiting for a process to connect`),
    done, () => (isSender && owner >= 0 ? [owner] : []));
  }

  // ------------------------------------------------------------------ spawn
  /**
   * The root's PMI spawn, handled as Hydra's fn_spawn handles it: every command's info keys first
   * (`path` — kept for the commands after it too, as Hydra's one variable is —, `wdir`,
   * `host`/`hosts`/`hostfile` for the whole group; any other key ignored), its working directory
   * and program; anything missing fails the whole spawn, as MPICH's "Error in spawn call". Then
   * one new process group of all the children, placed on the nodes as Hydra places them.
   */
  __mpisim_spawn(r: RankProcess, a: unknown[]): Result {
    const [count, commandsPtr, argvsPtr, maxprocsPtr, infosPtr, portPtr, errcodesPtr] = a as number[];
    const host = this.rt.world.spawnHost;
    const specs: { prog: CompiledProgram; programName: string; args: string[]; n: number; command: string; cwd: string }[] = [];
    const hosts: HydraNode[] = [];
    let path: string | undefined;
    const fail = (command: string, why: string): Result => {
      this.rt.writeMessage(r, `mpisim: MPI_Comm_spawn: cannot start '${command}': ${why}\n`);
      return 1;
    };
    if (!host) return fail(r.m.cstring(r.m.ptr(commandsPtr)), 'this run cannot start processes');
    for (let i = 0; i < count; i++) {
      const command = r.m.cstring(r.m.ptr(commandsPtr + 8 * i));
      const n = r.m.i32(maxprocsPtr + 4 * i);
      const argv = argvsPtr ? r.m.ptr(argvsPtr + 8 * i) : 0;
      const args: string[] = [];
      for (let k = 0; argv && r.m.ptr(argv + 8 * k); k++) args.push(r.m.cstring(r.m.ptr(argv + 8 * k)));
      // A freed info passes MPICH's handle check (MPICH then reads whatever the freed object
      // holds); here it has no keys.
      const info = this.infos.info(r, r.m.i32(infosPtr + 4 * i)) ?? new Map<string, string>();
      let wdir: string | undefined;
      for (const [key, value] of info) {
        if (key === 'path') path = value;
        else if (key === 'wdir') wdir = value;
        else if (key === 'host' || key === 'hosts' || key === 'hostfile') {
          let entries: { hostname: string; cores: number }[];
          if (key === 'hostfile') {
            const text = host.readFile(value);
            if (typeof text !== 'string') return fail(command, `hostfile ${text.error}`);
            const parsed = parseHostfile(text);
            if ('error' in parsed) return fail(command, `hostfile ${value}: ${parsed.error}`);
            entries = parsed.hosts;
            // HYDU_parse_hostfile starts the list afresh: hosts named before it are dropped.
            hosts.length = 0;
          } else entries = value.split(',').filter(Boolean).map(parseHostToken);
          for (const e of entries) {
            if (nodeNumber(e.hostname) === undefined) return fail(command, `unknown host '${e.hostname}' (the nodes are node0, node1, ...: the names MPI_Get_processor_name reports)`);
            if (e.cores < 1) return fail(command, `host '${e.hostname}' is given ${e.cores} processes`);
            addToNodeList(hosts, e.hostname, e.cores);
          }
        }
      }
      const dir = wdir === undefined ? host.cwd : host.directory(wdir);
      if (typeof dir !== 'string') return fail(command, dir.error);
      const execname = path === undefined ? command : `${path}/${command}`;
      const res = host.resolveCommand(execname, wdir !== undefined || path !== undefined ? dir : undefined);
      if ('error' in res) return fail(execname, res.error);
      specs.push({ ...res, args, n, command, cwd: dir });
    }
    const g = this.rt.pg.add({
      members: [], appnum: [], parentPort: r.m.cstring(portPtr), command: specs.map((s) => s.command).join(' '),
      spawnedBy: { process: r.rank, call: this.rt.userCall(r, 'MPI_Comm_spawn'), at: this.rt.userPos(r) },
    });
    const total = specs.reduce((t, s) => t + s.n, 0);
    const onJob = hosts.length === 0;
    const placed = place(onJob ? this.rt.pg.jobNodeList() : hosts, total);
    specs.forEach((s, i) => {
      // Registered before the processes exist, so their ProcState is made in this group.
      const first = this.rt.processCount();
      for (let k = 0; k < s.n; k++) {
        const rank = g.members.length;
        this.rt.pg.join(first + k, g, i, { host: nodeNumber(placed.nodes[rank].hostname)!, id: placed.nodeIds[rank] });
      }
      host.addProcesses(s.prog, s.programName, s.args, s.n, s.cwd);
    });
    if (onJob) this.rt.pg.occupy(g.members, placed.nodes);
    g.members.forEach((_, k) => r.m.st32(errcodesPtr + 4 * k, H.MPI_SUCCESS));
    return 0;
  }

  /**
   * The binding's MPIR_ERRTEST_INFO_OR_NULL: MPI_INFO_NULL or any handle whose kind bits say
   * MPIR_INFO passes (a freed one too: MPICH cannot tell); anything else is "Invalid MPI_Info",
   * reported through `comm`'s error handler (MPI_COMM_WORLD's where the binding has no comm yet).
   */
  __mpisim_check_info(r: RankProcess, a: unknown[]): Result {
    const [h, commH, fnamePtr] = a as number[];
    return this.infoError(r, h, commH, r.m.cstring(fnamePtr)) ?? 0;
  }
  private infoError(r: RankProcess, h: number, commH: number, fname: string, args?: unknown[]): Result | undefined {
    if ((h | 0) === H.INFO_NULL || (((h >>> 26) & 0xf) === INFO_KIND && h >>> 30 !== 0)) return undefined;
    const ring = this.err.ring(r);
    return this.err.handle(r, commH, fname, ring.raise(fname, { kind: 'info' }, this.callArgs(r, fname, args)));
  }

  /** Errors MPICH reports without a root's code: spawn failed, or the root could not connect. */
  __mpisim_dyn_error(r: RankProcess, a: unknown[]): Result {
    const [commH, fnamePtr, , kind] = a as number[];
    const fname = r.m.cstring(fnamePtr);
    if (kind === DYN_SPAWN_FAIL) {
      return this.err.handle(r, commH, fname, this.stack(r, fname, ERR.OTHER, [{ location: 'MPID_Comm_spawn_multiple(86)', message: 'Error in spawn call' }]));
    }
    // DYN_CONNECT_FAIL: the root could not connect; the others learn only that it failed.
    return this.err.handle(r, commH, fname, this.stack(r, fname, ERR.PORT, [
      { location: deviceFrame(fname !== 'MPI_Comm_accept'), message: '' }, { location: 'dynamic_intercomm_create(406)', message: 'Unable to establish connection to process' }]));
  }

  // ------------------------------------------------------------------ names (Hydra's nameserver)
  MPI_Publish_name(r: RankProcess, a: unknown[]): Result {
    const bad = this.infoError(r, a[1] as number, H.COMM_WORLD, 'MPI_Publish_name', a);
    if (bad !== undefined) return bad;
    const service = r.m.cstring(a[0] as number);
    if (this.names.has(service)) {
      return this.err.handle(r, H.COMM_WORLD, 'MPI_Publish_name', this.stack(r, 'MPI_Publish_name', ERR.NAME, [
        { location: 'MPID_NS_Publish(50)', message: `Lookup failed for service name ${service}` }], a));
    }
    this.names.set(service, r.m.cstring(a[2] as number));
    return 0;
  }
  MPI_Unpublish_name(r: RankProcess, a: unknown[]): Result {
    const bad = this.infoError(r, a[1] as number, H.COMM_WORLD, 'MPI_Unpublish_name', a);
    if (bad !== undefined) return bad;
    const service = r.m.cstring(a[0] as number);
    // Hydra's nameserver removes the name whatever port is given.
    if (this.names.delete(service)) return 0;
    return this.err.handle(r, H.COMM_WORLD, 'MPI_Unpublish_name', this.stack(r, 'MPI_Unpublish_name', ERR.SERVICE, [
      { location: 'MPID_NS_Unpublish(99)', message: `Failed to unpublish service name ${service}` }], a));
  }
  MPI_Lookup_name(r: RankProcess, a: unknown[]): Result {
    const bad = this.infoError(r, a[1] as number, H.COMM_WORLD, 'MPI_Lookup_name', a);
    if (bad !== undefined) return bad;
    const service = r.m.cstring(a[0] as number);
    const port = this.names.get(service);
    if (port !== undefined) { r.m.writeBytes(a[2] as number, port + '\0'); return 0; }
    return this.err.handle(r, H.COMM_WORLD, 'MPI_Lookup_name', this.stack(r, 'MPI_Lookup_name', ERR.NAME, [
      { location: 'MPIR_Lookup_name_impl(267)', message: '' }, { location: 'MPID_NS_Lookup(75)', message: `Lookup failed for service name ${service}` }], a));
  }

  /**
   * MPIR_Comm_join_impl opens a port and sends its name on the socket `fd`. Programs here have no
   * sockets, so the send fails as send(2) does: ENOTSOCK (88) on the standard streams, else EBADF (9).
   */
  MPI_Comm_join(r: RankProcess, a: unknown[]): Result {
    const fd = a[0] as number;
    const errno = fd >= 0 && fd <= 2 ? 88 : 9;
    return this.err.handle(r, H.COMM_WORLD, 'MPI_Comm_join', this.stack(r, 'MPI_Comm_join', ERR.INTERN, [
      { location: 'MPIR_Comm_join_impl(131)', message: '' }, { location: 'MPIR_fd_send(48)', message: `send on the socket failed (errno ${errno})` }], a));
  }

  // ------------------------------------------------------------------ helpers
  /** An error code with MPICH's stack below the function's own "MPI_X(...) failed" frame. */
  private stack(r: RankProcess, fname: string, cls: number, frames: StackEntry[], args?: unknown[]): number {
    const ring = this.err.ring(r);
    return ring.raiseStack(fname, cls, frames, this.callArgs(r, fname, args));
  }

  /** The user's call's arguments as MPICH prints them: %s arguments (port and service names, commands) as their strings. */
  private callArgs(r: RankProcess, fname: string, args?: unknown[]): MpiArgValue[] {
    const raw = args ?? this.rt.callArgs(r, fname) ?? [];
    const convs = argConversions(fname);
    return raw.map((v, k) => (convs[k] === 's' && typeof v === 'number' && v ? r.m.cstring(v) : v)) as MpiArgValue[];
  }
}

/** The frame of MPID_Comm_connect/accept where dynamic_intercomm_create's error is checked (ch4_spawn.c). */
const deviceFrame = (connect: boolean): string => (connect ? 'MPID_Comm_connect(469)' : 'MPID_Comm_accept(442)');
const NO_TAG: StackEntry = { location: 'get_tag_from_port(198)', message: 'no port_name tag in MPI port.  Make sure that port was created with MPI_Open_port' };

/** The tag of a port name ("tag#N$" as MPL_str_add_int_arg writes it), if it has one. */
function portTag(name: string): number | undefined {
  const m = /(?:^|\$)tag#(-?\d+)\$/.exec(name);
  return m ? Number(m[1]) : undefined;
}

