/**
 * The files a world's processes see: the host's files inside the sandbox, with every change the
 * program makes kept here, in memory, until the run ends (`commit`). A rewound world is a fresh
 * world redoing its journal, and a fresh Vfs over the launch's host store sees the files as they
 * were when the launch began: the debugger's step back sees them as they were at that moment,
 * and the host is only changed once, by what the program wrote, when the run is over.
 *
 * Every change (bytes written, a file made, removed or renamed, a host entry first looked at) is
 * told to `onChange`: the world counts it as an interaction, so a rank's snapshot is never
 * restored past a change of the files it did not make (../../checkpoint.ts).
 */
import { EACCES, EEXIST, EINVAL, ENOENT } from '../libc/errno';
import type { FileView } from './mapped';
import { LockWaits, type FileLocks } from './locks';

export const ENOTDIR = 20;
export const EISDIR = 21;
export const ENOTEMPTY = 39;
export const ELOOP = 40;
export const EBUSY = 16;
export const EXDEV = 18;

/** What a launch lets its processes reach of the host's files (../../hostfs.ts implements it). */
export interface HostStore {
  /**
   * Where the path (absolute, as the program names it) leads on the host once symlinks are
   * followed, or the line saying why the run may not reach it (what would grant it). Decided
   * without touching anything outside the granted directories, so a refusal says nothing of
   * whether the host file exists.
   */
  reach(abs: string, write: boolean): { path: string } | { refused: string } | { errno: number };
  /** The host's entry as the launch first saw it: a file's bytes, a directory, or nothing. */
  load(path: string): Uint8Array | 'dir' | undefined;
  /** The names in a host directory as the launch first saw it. */
  list(path: string): string[];
  /** Writes the run's changes out: new bytes for a file, a directory, or null for removed; returns what could not be written. */
  commit(changes: Map<string, Uint8Array | 'dir' | null>): string[];
}

/** A file's bytes, shared by every descriptor open on it (it outlives an unlink while open). */
export class FileNode {
  data: Uint8Array;
  size: number;
  dirty = false;
  /** The Vfs the node belongs to, told of each change. */
  owner?: Vfs;
  /** The processes' live mappings of the file (./mapped.ts). */
  mapped?: FileView[];
  /** Its advisory locks (./locks.ts). */
  locks?: FileLocks;
  constructor(readonly ino: number, bytes: Uint8Array, public mtime: number) {
    this.data = bytes;
    this.size = bytes.length;
  }
  read(off: number, n: number): Uint8Array {
    if (this.mapped) this.sync();
    return this.bytesAt(off, n);
  }
  /** The bytes as they stand, without the mappings' pending stores. */
  bytesAt(off: number, n: number): Uint8Array {
    if (off >= this.size) return new Uint8Array(0);
    return this.data.slice(off, Math.min(this.size, off + n));
  }
  /** The bytes at `off` as a mapping shows them: zeros past the end of the file. */
  fill(off: number, out: Uint8Array): void {
    const n = Math.max(0, Math.min(out.length, this.size - off));
    out.set(this.data.subarray(off, off + n));
    out.fill(0, n);
  }
  write(off: number, bytes: ArrayLike<number>, now: number): void {
    if (this.mapped) this.sync();
    this.resize(Math.max(this.size, off + bytes.length), now);
    this.data.set(bytes, off);
    this.mtime = now;
    this.dirty = true;
    this.owner?.changed();
    this.refresh(off, off + bytes.length);
  }
  /** Every mapping's pending stores into the file's bytes (and from there into the other mappings). */
  sync(): void {
    for (const m of this.mapped ?? []) m.flush();
  }
  /** The file's bytes [from, to) changed: every mapping but `except` shows them. */
  private refresh(from: number, to: number, except?: FileView): void {
    for (const m of this.mapped ?? []) if (m !== except) m.refresh(from, to);
  }
  /**
   * A mapping's flush stored bytes [from, to) of the file (from < 0: only bytes past its end,
   * which are the mapping's own): a change of the files, seen by the other mappings.
   */
  stored(by: FileView, from: number, to: number, now: number): void {
    this.owner?.changed();
    if (from < 0) return;
    this.mtime = now;
    this.dirty = true;
    this.refresh(from, to, by);
  }
  resize(n: number, now: number): void {
    if (this.mapped) this.sync();
    if (n > this.data.length) {
      const d = new Uint8Array(Math.max(n, this.data.length * 2, 256));
      d.set(this.data.subarray(0, this.size));
      this.data = d;
    } else if (n < this.size) this.data.fill(0, n, this.size);
    if (n !== this.size) {
      const was = this.size;
      this.size = n; this.dirty = true; this.mtime = now; this.owner?.changed();
      this.refresh(Math.min(was, n), Math.max(was, n));
      // Pages past the end (a bus error to touch) moved with it.
      for (const m of this.mapped ?? []) m.shade();
    }
  }
  bytes(): Uint8Array { return this.data.slice(0, this.size); }
}

/**
 * /dev/null and /dev/zero: every Linux process may use them, and they reveal nothing of the
 * host, so the sandbox always grants them (hpcc sends its other ranks' output to /dev/null).
 * Writes vanish; reads give nothing or zeros; they are never written back.
 */
export class DeviceNode extends FileNode {
  constructor(ino: number, private readonly zeros: boolean) { super(ino, new Uint8Array(0), 0); }
  override read(off: number, n: number): Uint8Array { void off; return new Uint8Array(this.zeros ? n : 0); }
  override write(): void { /* discarded */ }
  override resize(): void { /* a device has no length */ }
}
/**
 * A pipe's bytes in flight, shared by its two ends (../libc-pipe.ts): in pages as Linux keeps them
 * (a write merges into the last page only what fits; `read` bytes of the first page are gone).
 * A FIFO's (`fifo`) is the world's, shared by the processes that open it.
 */
export interface Pipe { pages: number[][]; read: number; capacity: number; fifo?: FifoNode }

/**
 * A FIFO mkfifo made: a pipe with a name, so that two processes (two ranks) can open its ends.
 * As Linux's fifo_open: the open descriptions of each end (`readers`, `writers`), and how many
 * times each end was opened (`readOpens`, `writeOpens`: a blocking open waits until the other
 * end's count moves). It lives in the run only: the host is never given a FIFO at the end of the
 * run (there is nothing in it to write out).
 */
export class FifoNode extends FileNode {
  readonly pipe: Pipe = { pages: [], read: 0, capacity: 65536, fifo: this };
  readers = 0;
  writers = 0;
  readOpens = 0;
  writeOpens = 0;
  constructor(ino: number, mtime: number) { super(ino, new Uint8Array(0), mtime); }
}

const DEVICES: Record<string, boolean> = { '/dev/null': false, '/dev/zero': true };
/**
 * /dev/shm, where shm_open's objects live on Linux (a tmpfs): a directory of the run's own, in
 * memory only, shared by its processes as the node's tmpfs is and never written to the host.
 */
export const SHM_DIR = '/dev/shm';
const inShm = (p: string): boolean => p === SHM_DIR || p.startsWith(SHM_DIR + '/');

export class DirNode {
  /** Its advisory locks (flock on a directory's descriptor; ./locks.ts). */
  locks?: FileLocks;
  constructor(readonly ino: number, public mtime: number, readonly created: boolean) {}
}

export type Node = FileNode | DirNode;

/** A path as the program may use it: resolved on the host, or why not (errno, and a line to print). */
export type Reached = { path: string } | { errno: number; refused?: string };

export class Vfs {
  /** Entries this run has seen or changed, by host path; null: removed by the run. */
  private nodes = new Map<string, Node | null>();
  /** Where each node came from on the host (unchanged nodes are not written back). */
  private origin = new Map<Node, string>();
  private nextIno = 1000;
  /** Every node made, by inode number: a snapshot names a descriptor's file by it. */
  private byIno = new Map<number, Node>();
  /** Which process waits for which one's record lock (./locks.ts). */
  readonly lockWaits = new LockWaits();
  /** Seconds since 1970 of "now", for st_mtime. */
  clock: () => number = () => 0;
  /** Told of every change (see above). */
  onChange?: () => void;
  changed(): void { this.onChange?.(); }
  /** The node of an inode number this Vfs made, if any. */
  node(ino: number): Node | undefined { return this.byIno.get(ino); }
  private made<N extends Node>(n: N): N {
    this.byIno.set(n.ino, n);
    if (n instanceof FileNode) n.owner = this;
    this.changed();
    return n;
  }

  constructor(private host?: HostStore) {}

  reach(abs: string, write: boolean): Reached {
    if (abs in DEVICES || inShm(abs)) return { path: abs };
    if (!this.host) return { errno: EACCES, refused: `${abs}: this run grants no files` };
    const r = this.host.reach(abs, write);
    if ('path' in r) return r;
    if ('errno' in r) return r;
    return { errno: EACCES, refused: r.refused };
  }

  /** The entry at a reached path, or undefined. */
  get(p: string): Node | undefined {
    const had = this.nodes.get(p);
    if (had !== undefined) return had ?? undefined;
    if (p in DEVICES) {
      const dev = this.made(new DeviceNode(this.nextIno++, DEVICES[p]));
      this.nodes.set(p, dev);
      return dev;
    }
    if (p === SHM_DIR) {
      const dir = this.made(new DirNode(this.nextIno++, 0, false));
      this.nodes.set(p, dir);
      return dir;
    }
    if (this.host && !this.parentRemoved(p) && !inShm(p)) {
      const got = this.host.load(p);
      if (got !== undefined) {
        const n = this.made(got === 'dir' ? new DirNode(this.nextIno++, 0, false) : new FileNode(this.nextIno++, got, 0));
        this.nodes.set(p, n);
        this.origin.set(n, p);
        return n;
      }
    }
    this.nodes.set(p, null);
    this.changed();
    return undefined;
  }
  private parentRemoved(p: string): boolean {
    for (let d = dirOf(p); d !== '/'; d = dirOf(d)) if (this.nodes.get(d) === null) return true;
    return false;
  }

  /** errno for a path whose parent directory is not a directory (ENOENT, ENOTDIR), or 0. */
  parentError(p: string): number {
    const d = dirOf(p);
    if (d === p) return 0;
    const n = this.get(d);
    if (!n) return this.parentError(d) || ENOENT;
    return n instanceof DirNode ? 0 : ENOTDIR;
  }

  createFile(p: string): FileNode | number {
    const e = this.parentError(p);
    if (e) return e;
    const n = this.made(new FileNode(this.nextIno++, new Uint8Array(0), this.clock()));
    n.dirty = true;
    this.nodes.set(p, n);
    return n;
  }
  /** mkfifo: 0, or errno (EEXIST when the name is taken). */
  mkfifo(p: string): number {
    const e = this.parentError(p);
    if (e) return e;
    if (this.get(p)) return EEXIST;
    this.nodes.set(p, this.made(new FifoNode(this.nextIno++, this.clock())));
    return 0;
  }
  /** A file with no name (tmpfile): never written out. */
  anonymous(): FileNode { return this.made(new FileNode(this.nextIno++, new Uint8Array(0), this.clock())); }

  mkdir(p: string): number {
    const e = this.parentError(p);
    if (e) return e;
    if (this.get(p)) return EEXIST;
    this.nodes.set(p, this.made(new DirNode(this.nextIno++, this.clock(), true)));
    return 0;
  }
  unlink(p: string): number {
    if (p in DEVICES) return EACCES;
    const n = this.get(p);
    if (!n) return this.parentError(p) || ENOENT;
    if (n instanceof DirNode) return EISDIR;
    this.nodes.set(p, null);
    this.changed();
    return 0;
  }
  rmdir(p: string): number {
    const n = this.get(p);
    if (!n) return this.parentError(p) || ENOENT;
    if (!(n instanceof DirNode)) return ENOTDIR;
    if (this.list(p).length) return ENOTEMPTY;
    this.nodes.set(p, null);
    this.changed();
    return 0;
  }
  rename(from: string, to: string): number {
    if (from in DEVICES || to in DEVICES) return EACCES;
    const n = this.get(from);
    if (!n) return this.parentError(from) || ENOENT;
    const e = this.parentError(to);
    if (e) return e;
    if (from === to) return 0;
    const t = this.get(to);
    if (n instanceof DirNode) {
      if (to.startsWith(from + '/')) return EINVAL;
      if (t && !(t instanceof DirNode)) return ENOTDIR;
      if (t && this.list(to).length) return ENOTEMPTY;
      // A directory moves with everything below it.
      const moved = this.list(from, true).map((k) => [k, this.get(k)] as const);
      for (const [k] of moved) this.nodes.set(k, null);
      this.nodes.set(from, null);
      this.nodes.set(to, this.made(new DirNode(n.ino, this.clock(), true)));
      for (const [k, v] of moved) {
        if (!v) continue;
        const dest = to + k.slice(from.length);
        this.nodes.set(dest, v instanceof DirNode ? this.made(new DirNode(v.ino, v.mtime, true)) : v);
        if (v instanceof FileNode) v.dirty = true;
      }
      return 0;
    }
    if (t instanceof DirNode) return EISDIR;
    this.nodes.set(from, null);
    this.nodes.set(to, n);
    n.dirty = true;
    this.changed();
    return 0;
  }

  /** The names in a directory (sorted), or with `deep` every path below it. */
  list(dir: string, deep = false): string[] {
    const names = new Set<string>();
    const prefix = dir === '/' ? '/' : dir + '/';
    if (this.host && this.origin.has(this.get(dir) as Node)) for (const name of this.host.list(dir)) names.add(name);
    for (const k of this.nodes.keys()) if (k.startsWith(prefix) && k.length > prefix.length && !k.slice(prefix.length).includes('/')) names.add(k.slice(prefix.length));
    const out: string[] = [];
    for (const name of [...names].sort()) {
      const p = prefix + name;
      const n = this.get(p);
      if (!n) continue;
      out.push(deep ? p : name);
      if (deep && n instanceof DirNode) out.push(...this.list(p, true));
    }
    return out;
  }

  /**
   * Writes what the run changed to the host: files written, created, renamed or removed,
   * directories made or removed. Returns a line for each change the host refused.
   */
  commit(): string[] {
    if (!this.host) return [];
    const changes = new Map<string, Uint8Array | 'dir' | null>();
    // Shared mappings still live (a rank that crashed or aborted): their stores are the file's.
    for (const n of this.byIno.values()) if (n instanceof FileNode && n.mapped) n.sync();
    for (const [p, n] of this.nodes) {
      const from = n ? this.origin.get(n) : undefined;
      if (inShm(p)) continue;
      if (n === null) { if (this.hostHad(p)) changes.set(p, null); continue; }
      if (n instanceof DirNode) { if (n.created) changes.set(p, 'dir'); continue; }
      if (n instanceof DeviceNode || n instanceof FifoNode) continue;
      if (n.dirty || from !== p) changes.set(p, n.bytes());
    }
    return this.host.commit(changes);
  }
  private hostHad(p: string): boolean { return !!this.host && this.host.load(p) !== undefined; }
}

export function dirOf(p: string): string {
  const k = p.lastIndexOf('/');
  return k <= 0 ? '/' : p.slice(0, k);
}
