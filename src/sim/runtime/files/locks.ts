/**
 * Advisory file locks as Linux keeps them, on the world's files (./vfs.ts): the ranks are
 * separate processes, so their locks on one file conflict as two processes' do on a node.
 *
 * - Record locks (fcntl F_SETLK, lockf): owned by the process, byte ranges, split and merged
 *   when the owner locks again over its own ranges; all of them go when the process closes any
 *   descriptor of the file, or ends.
 * - Open file description locks (F_OFD_SETLK): the same ranges, owned by the description; they
 *   conflict with record locks (even the same process's) and go with the description's last
 *   descriptor.
 * - flock locks: one per description on the whole file, a table apart (Linux's flock and fcntl
 *   locks do not see each other on a local file system).
 *
 * An owner is a string: `p<rank>` for a process, `o<rank>.<id>` for a description. A lock
 * that must wait (F_SETLKW, LOCK_EX without LOCK_NB) is retried by the caller; what it waits
 * for is kept, so that a cycle of processes waiting on each other's record locks fails with
 * EDEADLK as the kernel's check does.
 */
export const F_RDLCK = 0, F_WRLCK = 1, F_UNLCK = 2;

export interface RecordLock {
  owner: string;
  type: number;
  start: number;
  /** Last byte locked (inclusive); Infinity for "to the end of the file, however long". */
  end: number;
  /** getpid() of the owner, -1 for a description's lock (as F_GETLK reports it). */
  pid: number;
}

/** The lock tables of one file. */
export interface FileLocks { records?: RecordLock[]; flocks?: Map<string, number> }

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }): boolean => a.start <= b.end && b.start <= a.end;
const conflicts = (l: RecordLock, type: number): boolean => l.type === F_WRLCK || type === F_WRLCK;

/** The first lock of another owner that `type` over [start, end] would conflict with. */
export function conflicting(f: FileLocks, owner: string, type: number, start: number, end: number): RecordLock | undefined {
  return f.records?.find((l) => l.owner !== owner && overlaps(l, { start, end }) && conflicts(l, type));
}

/**
 * Sets `owner`'s lock over [start, end] (F_UNLCK removes it): the owner's own locks there are
 * replaced, split around it, and neighbours of the same type merged, as the kernel does. The
 * list keeps the kernel's order, which F_GETLK's answer follows: each owner's locks together,
 * by start, and owners in the order they first locked.
 */
export function setRecord(f: FileLocks, owner: string, type: number, start: number, end: number, pid: number): void {
  const all = f.records ?? [];
  const at = all.findIndex((l) => l.owner === owner);
  const mine: RecordLock[] = [];
  for (const l of all) {
    if (l.owner !== owner) continue;
    if (!overlaps(l, { start, end })) { mine.push(l); continue; }
    if (l.start < start) mine.push({ ...l, end: start - 1 });
    if (l.end > end) mine.push({ ...l, start: end + 1 });
  }
  if (type !== F_UNLCK) {
    let lock: RecordLock = { owner, type, start, end, pid };
    // Adjacent or overlapping ranges of the same type become one.
    for (let k = mine.length - 1; k >= 0; k--) {
      const l = mine[k];
      if (l.type !== type || l.end + 1 < lock.start || lock.end + 1 < l.start) continue;
      lock = { ...lock, start: Math.min(l.start, lock.start), end: Math.max(l.end, lock.end) };
      mine.splice(k, 1);
    }
    mine.push(lock);
  }
  mine.sort((a, b) => a.start - b.start);
  const others = all.filter((l) => l.owner !== owner);
  const before = at < 0 ? others.length : all.slice(0, at).filter((l) => l.owner !== owner).length;
  const out = [...others.slice(0, before), ...mine, ...others.slice(before)];
  f.records = out.length ? out : undefined;
}

/** Every record lock of `owner` goes (a close, the process's end). */
export function dropRecords(f: FileLocks, owner: string): void {
  if (!f.records) return;
  const kept = f.records.filter((l) => l.owner !== owner);
  f.records = kept.length ? kept : undefined;
}

/** flock: 0 done, or the owner holding a conflicting lock. */
export function setFlock(f: FileLocks, owner: string, op: 'sh' | 'ex' | 'un'): string | 0 {
  if (op === 'un') { f.flocks?.delete(owner); return 0; }
  const want = op === 'ex' ? F_WRLCK : F_RDLCK;
  for (const [o, t] of f.flocks ?? []) if (o !== owner && (t === F_WRLCK || want === F_WRLCK)) return o;
  (f.flocks ??= new Map()).set(owner, want);
  return 0;
}

/** Who waits for whom, across the world's processes (record locks only, as the kernel checks). */
export class LockWaits {
  private waits = new Map<string, string>();
  /** `owner` must wait for `holder`: whether that closes a cycle (EDEADLK); otherwise it is noted. */
  wait(owner: string, holder: string): boolean {
    for (let h: string | undefined = holder, n = 0; h !== undefined && n < 4096; h = this.waits.get(h), n++) if (h === owner) return true;
    this.waits.set(owner, holder);
    return false;
  }
  done(owner: string): void { this.waits.delete(owner); }
}
