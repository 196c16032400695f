/**
 * A cache of compiler results keyed by content, in memory and under the user's cache directory
 * ($MPISIM_CACHE_DIR, else $XDG_CACHE_HOME/mpisim, else ~/.cache/mpisim), so what does not
 * change between runs (mpisim's own C library) is compiled once. Values are stored with V8's
 * serializer, which keeps shared and cyclic references (an AST's symbols), and each load gives
 * a fresh copy, since later phases annotate what they are given. The key covers the inputs
 * and the compiler itself; a cache that cannot be read or written is only slower.
 */
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as v8 from 'node:v8';

const memory = new Map<string, Buffer>();

export function cacheDir(): string {
  if (process.env.MPISIM_CACHE_DIR) return process.env.MPISIM_CACHE_DIR;
  const base = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  return path.join(base, 'mpisim');
}

/** Set by the build (scripts/build.mjs): a hash of the compiler's sources and built-in C. */
declare const __MPISIM_COMPILER_ID__: string | undefined;

/** The compiler's identity; unbuilt (run from sources), the identity of this module's own text. */
export function compilerFingerprint(): string {
  if (typeof __MPISIM_COMPILER_ID__ === 'string') return __MPISIM_COMPILER_ID__;
  return createHash('sha256').update(fs.readFileSync(__filename)).digest('hex');
}

/** Whether the compiler's identity covers its built-in C (a build): keys need not hash that C again. */
export function coversBuiltinC(): boolean {
  return typeof __MPISIM_COMPILER_ID__ === 'string';
}

function keyOf(kind: string, inputs: (string | Buffer)[]): string {
  const h = createHash('sha256').update(compilerFingerprint()).update(process.version);
  for (const s of inputs) h.update(String(s.length)).update(':').update(s);
  return `${kind}-${h.digest('hex').slice(0, 32)}`;
}

/** The stored bytes under a key made of `inputs`, or undefined. */
export function readCache(kind: string, inputs: (string | Buffer)[]): Buffer | undefined {
  const key = keyOf(kind, inputs);
  const got = memory.get(key);
  if (got) return got;
  const file = path.join(cacheDir(), `${key}.bin`);
  try {
    const buf = fs.readFileSync(file);
    const now = new Date();
    fs.utimesSync(file, now, now); // recently used: the last to be evicted
    return buf;
  } catch { return undefined; }
}

/** Bytes the cache directory may hold; the least recently used entries go first. */
const CACHE_LIMIT = 512 * 1024 * 1024;

/**
 * Eviction reads the size and age of every entry (hundreds of files): done at most once a
 * minute per cache directory (a marker file's age says when it last was), so a compile does not
 * pay for it each time; the directory may outgrow its limit by a minute's writes meanwhile.
 */
const EVICT_EVERY_MS = 60_000;
function maybeEvict(dir: string): void {
  const marker = path.join(dir, 'last-eviction');
  try {
    if (Date.now() - fs.statSync(marker).mtimeMs < EVICT_EVERY_MS) return;
  } catch { /* never evicted here */ }
  fs.writeFileSync(marker, '');
  evict(dir);
}

function evict(dir: string): void {
  const entries = fs.readdirSync(dir).filter((f) => f.endsWith('.bin')).map((f) => {
    const st = fs.statSync(path.join(dir, f));
    return { f, size: st.size, t: st.mtimeMs };
  }).sort((a, b) => a.t - b.t);
  let total = entries.reduce((s, e) => s + e.size, 0);
  for (const e of entries) {
    if (total <= CACHE_LIMIT) break;
    try { fs.unlinkSync(path.join(dir, e.f)); total -= e.size; } catch { /* another process took it */ }
  }
}

export function writeCache(kind: string, inputs: (string | Buffer)[], buf: Buffer): void {
  const key = keyOf(kind, inputs);
  memory.set(key, buf);
  const file = path.join(cacheDir(), `${key}.bin`);
  try {
    fs.mkdirSync(cacheDir(), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, buf);
    fs.renameSync(tmp, file);
    maybeEvict(cacheDir());
  } catch { /* a cache we cannot write only costs time */ }
}
