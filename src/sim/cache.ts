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

/** The value `make` returns for these inputs, from the cache when it has it (a fresh copy each call). */
export function loadCached<T>(kind: string, inputs: string[], make: () => T): T {
  const h = createHash('sha256').update(compilerFingerprint()).update(process.version);
  for (const s of inputs) h.update(String(s.length)).update(':').update(s);
  const key = `${kind}-${h.digest('hex').slice(0, 32)}`;
  let buf = memory.get(key);
  const file = path.join(cacheDir(), `${key}.bin`);
  if (!buf) {
    try { buf = fs.readFileSync(file); } catch { buf = undefined; }
    if (buf) {
      try { v8.deserialize(buf); } catch { buf = undefined; }
    }
  }
  if (!buf) {
    const value = make();
    buf = v8.serialize(value);
    memory.set(key, buf);
    try {
      fs.mkdirSync(cacheDir(), { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(tmp, buf);
      fs.renameSync(tmp, file);
    } catch { /* a cache we cannot write only costs time */ }
    return value;
  }
  memory.set(key, buf);
  return v8.deserialize(buf) as T;
}
