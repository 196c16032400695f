/**
 * The sandbox on the host's files: a run reads and writes below its launch directory, reads
 * below the --allow-read directories and writes below the --allow-write ones (launch attributes
 * allowRead, allowWrite), and nothing else. Whether a path is inside is decided from its name and
 * the symlinks inside the granted directories only, never by looking outside them, so a refusal
 * cannot tell a host file that exists from one that does not.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { HostStore } from './runtime/files/vfs';

const ELOOP = 40;

/** A directory as granted: its real path once links resolve (its own name when it is missing). */
function realRoot(cwd: string, d: string): string {
  const abs = path.resolve(cwd, d);
  try { return fs.realpathSync(abs); } catch { return abs; }
}

const under = (p: string, root: string): boolean => p === root || p.startsWith(root === '/' ? '/' : root + path.sep);

/**
 * Where `abs` leads inside `roots`, following symlinks one name at a time: the host path, or
 * where its name (or a link inside a root) leads outside them, or ELOOP.
 */
export function resolveInside(abs: string, roots: string[]): string | { out: string } | number {
  let p = path.resolve(abs);
  for (let hops = 0; hops <= 40; hops++) {
    const root = roots.filter((r) => under(p, r)).sort((a, b) => b.length - a.length)[0];
    if (root === undefined) return { out: p };
    const rest = path.relative(root, p).split(path.sep).filter(Boolean);
    let cur = root;
    let relinked: string | undefined;
    for (let k = 0; k < rest.length; k++) {
      const next = path.join(cur, rest[k]);
      let st: fs.Stats | undefined;
      try { st = fs.lstatSync(next); } catch { return path.join(next, ...rest.slice(k + 1)); }
      if (st.isSymbolicLink()) {
        relinked = path.resolve(cur, fs.readlinkSync(next), ...rest.slice(k + 1));
        break;
      }
      cur = next;
    }
    if (relinked === undefined) return cur;
    p = relinked;
  }
  return ELOOP;
}

export interface SandboxOptions {
  /** The launch's directory (read and write). */
  cwd: string;
  allowRead?: string[];
  allowWrite?: string[];
}

/** The host files of one launch: the sandbox, the files as the launch first saw them, and writing the run's changes out. */
export class HostFiles implements HostStore {
  private readRoots: string[];
  private writeRoots: string[];
  /** Host entries as first seen (every rebuilt world of the launch sees these). */
  private seen = new Map<string, Uint8Array | 'dir' | undefined>();
  private listed = new Map<string, string[]>();
  /** Paths an earlier commit of this launch changed (a rewound run may leave them as they were). */
  private committed = new Set<string>();

  constructor(o: SandboxOptions) {
    const cwd = realRoot('/', o.cwd);
    this.writeRoots = [cwd, ...(o.allowWrite ?? []).map((d) => realRoot(cwd, d))];
    this.readRoots = [...this.writeRoots, ...(o.allowRead ?? []).map((d) => realRoot(cwd, d))];
  }

  reach(abs: string, write: boolean): { path: string } | { refused: string } | { errno: number } {
    const got = resolveInside(abs, write ? this.writeRoots : this.readRoots);
    if (typeof got === 'number') return { errno: got };
    if (typeof got === 'string') return { path: got };
    const dir = path.dirname(got.out);
    const what = write ? 'write' : 'read';
    const link = got.out === path.resolve(abs) ? '' : `a link to ${got.out}, `;
    return { refused: `${abs}: Permission denied: ${link}outside the directories this run may ${what} (--allow-${what} ${dir}, launch attribute allow${write ? 'Write' : 'Read'}, grants it)` };
  }

  load(p: string): Uint8Array | 'dir' | undefined {
    if (this.seen.has(p)) return this.seen.get(p);
    let got: Uint8Array | 'dir' | undefined;
    try {
      const st = fs.statSync(p);
      got = st.isDirectory() ? 'dir' : st.isFile() ? new Uint8Array(fs.readFileSync(p)) : undefined;
    } catch { got = undefined; }
    this.seen.set(p, got);
    return got;
  }

  list(p: string): string[] {
    let names = this.listed.get(p);
    if (!names) {
      try { names = fs.readdirSync(p).sort(); } catch { names = []; }
      this.listed.set(p, names);
    }
    return names;
  }

  commit(changes: Map<string, Uint8Array | 'dir' | null>): string[] {
    const failed: string[] = [];
    const attempt = (p: string, f: () => void): void => {
      try { f(); } catch (e) { failed.push(`cannot write ${p}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`); }
    };
    // What the launch first saw is kept before anything is changed: a rewound world reads it.
    for (const p of changes.keys()) { this.load(p); this.list(path.dirname(p)); }
    const all = new Map(changes);
    // A path an earlier commit changed that this run left alone goes back to how it was.
    for (const p of this.committed) if (!all.has(p)) all.set(p, this.seen.get(p) ?? null);
    const entries = [...all].sort((a, b) => a[0].length - b[0].length);
    for (const [p, v] of [...entries].reverse()) {
      if (v !== null) continue;
      let st: fs.Stats;
      try { st = fs.lstatSync(p); } catch { continue; /* already gone */ }
      attempt(p, () => { if (st.isDirectory()) fs.rmdirSync(p); else fs.unlinkSync(p); });
    }
    for (const [p, v] of entries) {
      if (v === 'dir') attempt(p, () => fs.mkdirSync(p, { recursive: true }));
      else if (v !== null) {
        attempt(p, () => {
          fs.mkdirSync(path.dirname(p), { recursive: true });
          fs.writeFileSync(p, v);
        });
      }
    }
    for (const p of changes.keys()) this.committed.add(p);
    return failed;
  }
}
