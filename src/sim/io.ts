/**
 * What the simulator needs of the host's files and streams, shared by the command line and the
 * debug adapter: per-rank line buffering of program output, and the sandboxed reader that lets
 * `#include "..."` see only the program's directory and the granted include directories.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { IncludeDenied } from './c/preprocessor';

/** Collects each rank's output per stream and hands it on in whole lines. */
export class RankLines {
  private partial = new Map<string, string>();
  constructor(private emit: (rank: number, fd: number, text: string) => void) {}

  write(rank: number, fd: number, text: string): void {
    const key = `${rank}:${fd}`;
    const buf = (this.partial.get(key) ?? '') + text;
    const cut = buf.lastIndexOf('\n');
    if (cut < 0) { this.partial.set(key, buf); return; }
    this.partial.set(key, buf.slice(cut + 1));
    this.emit(rank, fd, buf.slice(0, cut + 1));
  }

  /** Hands on unterminated last lines, followed by `terminator`. */
  flush(terminator = ''): void {
    for (const [key, rest] of this.partial) {
      if (!rest) continue;
      const [rank, fd] = key.split(':').map(Number);
      this.emit(rank, fd, rest + terminator);
    }
    this.partial.clear();
  }
}

/** Reads a source file as its bytes (latin1), as the compiler wants it. */
export function readSource(file: string): string {
  return fs.readFileSync(file).toString('latin1');
}

/**
 * Includes are read only from below the given directories, judged after symlinks resolve so a
 * link cannot lead out; a file elsewhere is refused with IncludeDenied, a missing one is undefined.
 */
export function sandboxedReader(roots: string[], cwd = process.cwd()): (p: string) => string | undefined {
  const real = (p: string): string | undefined => { try { return fs.realpathSync(p); } catch { return undefined; } };
  const allowed = roots.map((r) => (real(path.resolve(cwd, r)) ?? path.resolve(cwd, r)) + path.sep);
  return (p: string) => {
    const abs = real(path.resolve(cwd, p));
    if (abs === undefined || !fs.statSync(abs).isFile()) return undefined;
    if (!allowed.some((r) => abs.startsWith(r))) {
      throw new IncludeDenied('outside the directories this run may read (the program\'s own and those granted with -I or includeDirs)');
    }
    return readSource(abs);
  };
}
