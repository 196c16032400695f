/**
 * Shared helpers for the differential tests that compare mpisim with gcc on the C
 * programs under test/c/: locating the repository, reading the `// ...:` header
 * comments of a program, building/running it with gcc, running it with mpisim.
 *
 * Header comments (lines starting with `//`, anywhere in the file, usually at the top):
 *   // mpisim-args: -D N=5 -D NAME="str" -D FLAG   options for mpisim; -D is also given to gcc
 *   // mpisim-program-args: a b c                   argv[1..] of the program (whitespace-split)
 *   // mpisim-np: 2                                 number of ranks (mpisim -n); MPI program, no gcc run
 *   // mpisim-env: LANG=C.UTF-8 LC_ALL=             environment variables of both runs (K= sets K empty)
 *   // mpisim-stdin: input.txt                      the file both runs read as stdin (beside the program)
 *   // expect-fault: CAUSE at LINE[:COL] [(rank R)] a runtime fault (test/c/faults/)
 *   // expect-assert                                a failed assert (test/c/faults/)
 *   // diag-compare: line                           diagnostics: compare the first error's line only
 * Tokens are split on whitespace; there is no quoting.
 */
import { after } from 'node:test';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { run, RunOptions, RunResult, describeRun, DEFAULT_TIMEOUT_MS } from './proc';

/** The repository root: the nearest ancestor holding bin/mpisim.js and test/c. */
function findRepoRoot(start: string): string {
  let dir = resolve(start);
  for (;;) {
    if (existsSync(join(dir, 'bin', 'mpisim.js')) && existsSync(join(dir, 'test', 'c'))) return dir;
    const up = dirname(dir);
    if (up === dir) throw new Error(`cannot find the repository root above ${start}`);
    dir = up;
  }
}

/** Tests are transpiled to out/test/...; the C sources are read from the repository itself. */
export const REPO_ROOT = findRepoRoot(__dirname);
export const C_DIR = join(REPO_ROOT, 'test', 'c');
export const C_INCLUDE_DIR = join(C_DIR, 'include');
/** The CLI under test; MPISIM_JS=/path/to/cli.js runs the same tests against another build. */
export const MPISIM_JS = process.env.MPISIM_JS || join(REPO_ROOT, 'bin', 'mpisim.js');

/** The `.c` files directly in `dir`, sorted by name. */
export function listC(dir: string): string[] {
  return readdirSync(dir)
    .filter((n) => n.endsWith('.c'))
    .sort()
    .map((n) => join(dir, n));
}

export interface ExpectFault {
  cause: string;
  line: number;
  /** Undefined: the column is not checked. */
  col?: number;
  rank: number;
}

export interface Headers {
  /** Options for mpisim, in order (e.g. ['-D', 'N=5']). */
  mpisimArgs: string[];
  /** The same -D defines in gcc's form (['-DN=5']). */
  gccDefines: string[];
  programArgs: string[];
  /** Variables set for the gcc-built program and for mpisim (which passes the locale's and OpenMP's on). */
  env: Record<string, string>;
  /** A file beside the program that both runs read as stdin. */
  stdin?: string;
  np?: number;
  expectFault?: ExpectFault;
  expectAssert: boolean;
  diagLineOnly: boolean;
}

const HEADER_RE = /^\s*\/\/\s*(mpisim-args|mpisim-program-args|mpisim-env|mpisim-stdin|mpisim-np|expect-fault|expect-assert|diag-compare)\s*(?::\s*(.*?))?\s*$/;
const FAULT_RE = /^(.+?)\s+at\s+(\d+)(?::(\d+))?(?:\s+\(rank\s+(\d+)\))?$/;

export function parseHeaders(source: string, file = '<source>'): Headers {
  const h: Headers = { mpisimArgs: [], gccDefines: [], programArgs: [], env: {}, expectAssert: false, diagLineOnly: false };
  const words = (s: string | undefined) => (s ?? '').split(/\s+/).filter((w) => w.length > 0);
  for (const line of source.split('\n')) {
    const m = HEADER_RE.exec(line);
    if (!m) continue;
    const [, key, value] = m;
    switch (key) {
      case 'mpisim-args': {
        const toks = words(value);
        for (let i = 0; i < toks.length; i++) {
          const t = toks[i];
          if (t === '-D') {
            const def = toks[++i];
            if (def === undefined) throw new Error(`${file}: -D without a value in mpisim-args`);
            h.mpisimArgs.push('-D', def);
            h.gccDefines.push(`-D${def}`);
          } else if (t.startsWith('-D') && t.length > 2) {
            h.mpisimArgs.push(t);
            h.gccDefines.push(t);
          } else {
            throw new Error(`${file}: unsupported mpisim-args token ${JSON.stringify(t)} (only -D)`);
          }
        }
        break;
      }
      case 'mpisim-program-args':
        h.programArgs.push(...words(value));
        break;
      case 'mpisim-env':
        for (const w of words(value)) {
          const eq = w.indexOf('=');
          if (eq <= 0) throw new Error(`${file}: bad mpisim-env word ${JSON.stringify(w)} (NAME=value)`);
          h.env[w.slice(0, eq)] = w.slice(eq + 1);
        }
        break;
      case 'mpisim-stdin':
        h.stdin = value;
        break;
      case 'mpisim-np':
        h.np = Number(value);
        if (!Number.isInteger(h.np) || h.np < 1) throw new Error(`${file}: bad mpisim-np ${value}`);
        break;
      case 'expect-fault': {
        const f = FAULT_RE.exec(value ?? '');
        if (!f) throw new Error(`${file}: bad expect-fault header: ${value}`);
        h.expectFault = {
          cause: f[1],
          line: Number(f[2]),
          col: f[3] === undefined ? undefined : Number(f[3]),
          rank: f[4] === undefined ? 0 : Number(f[4]),
        };
        break;
      }
      case 'expect-assert':
        h.expectAssert = true;
        break;
      case 'diag-compare':
        if (value !== 'line') throw new Error(`${file}: bad diag-compare header: ${value}`);
        h.diagLineOnly = true;
        break;
    }
  }
  return h;
}

export function readHeaders(file: string): Headers {
  return parseHeaders(readFileSync(file, 'latin1'), file);
}

/** A fresh directory under os.tmpdir(); remove it with removeTmpDir. */
/**
 * A program whose compiling takes well over 10 s, for the compile time-out tests: the file includes
 * itself twice per level, 14 levels deep, and each of the 16,384 innermost copies evaluates an #if
 * of 10,000 terms (about 50 s of CPU time since #if got faster, 100 s before it, 6 s for gcc -E;
 * no output grows, so memory stays small). Deep macro nesting no longer does it: it expands in
 * linear time. A comment unique to the call keeps it out of the compiled-program cache, which a
 * run that did finish compiling it (another test, another checkout) would have filled.
 * bench/macros.mjs measures fewer levels against gcc -E.
 */
export function slowCompileSource(levels = 14): string {
  return `// ${process.pid} ${Date.now()} ${Math.random()}
#define T(a) a a a a a a a a a a
#if __INCLUDE_LEVEL__ < ${levels}
#include __FILE__
#include __FILE__
#elif T(T(T(T(+1)))) == 0
#error unreachable
#endif
#if __INCLUDE_LEVEL__ == 0
int main(void) { return 0; }
#endif
`;
}

export function makeTmpDir(tag = 'c'): string {
  return mkdtempSync(join(tmpdir(), `mpisim-test-${tag}-`));
}

export function removeTmpDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** A scratch directory for one test file, removed after its tests unless MPISIM_KEEP_TMP is set
 * (to look at what a failing test built). */
export function tmpDirForFile(tag: string): string {
  const dir = makeTmpDir(tag);
  after(() => {
    if (!process.env.MPISIM_KEEP_TMP) removeTmpDir(dir);
  });
  return dir;
}

let gccChecked: Promise<void> | undefined;

/** Fails (rejects) when gcc is not installed: the expected values all come from it. */
export function requireGcc(): Promise<void> {
  gccChecked ??= run('gcc', ['--version'], { timeoutMs: 30_000 }).then(
    (r) => {
      if (r.status !== 0) throw new Error(`gcc --version failed:\n${describeRun(r)}`);
    },
    (e: Error) => {
      throw new Error(`gcc is required for the differential tests: ${e.message}`);
    },
  );
  return gccChecked;
}

/** The flags every gcc build uses (besides -D defines and -o). */
export function gccFlags(): string[] {
  return ['-std=gnu17', '-O0', '-w', '-I', C_INCLUDE_DIR];
}

/**
 * Builds `src` with gcc into `outDir`. gcc runs in the source's directory and is given
 * its base name, so __FILE__ (and assert messages) read `prog.c` exactly as under
 * mpisim, which the tests also run from that directory.
 * The executable is named after the source without `.c`.
 */
export async function gccBuild(src: string, outDir: string, defines: readonly string[] = []): Promise<string> {
  await requireGcc();
  const exe = join(outDir, basename(src, '.c'));
  const r = await run('gcc', [...gccFlags(), ...defines, '-o', exe, basename(src), '-lm'], {
    cwd: dirname(src),
    timeoutMs: DEFAULT_TIMEOUT_MS,
  });
  if (r.status !== 0 || r.timedOut) throw new Error(`gcc could not build ${src}:\n${describeRun(r)}`);
  return exe;
}

/** Runs a gcc-built program from the source's directory, argv[0] = its base name. */
export function runNative(exe: string, src: string, programArgs: readonly string[] = [], opts: RunOptions = {}): Promise<RunResult> {
  return run(exe, programArgs, { cwd: dirname(src), argv0: basename(exe), timeoutMs: DEFAULT_TIMEOUT_MS, ...opts });
}

/** `node bin/mpisim.js <args...>` (with the node that runs the tests). */
export function runMpisim(args: readonly string[], opts: RunOptions = {}): Promise<RunResult> {
  return run(process.execPath, [MPISIM_JS, ...args], { timeoutMs: DEFAULT_TIMEOUT_MS, ...opts });
}

/**
 * `mpisim run [options] prog.c [program args]`, from the source's directory with the
 * source's base name, as gcc saw it.
 */
export function runMpisimProgram(src: string, options: readonly string[], programArgs: readonly string[] = [], opts: RunOptions = {}): Promise<RunResult> {
  return runMpisim(['run', ...options, basename(src), ...programArgs], { cwd: dirname(src), ...opts });
}

/** gcc-style diagnostics `file:LINE:COL: [fatal ]error: message` found in a compiler's stderr. */
export interface ErrorLine {
  file: string;
  line: number;
  col: number;
  message: string;
  text: string;
}

const ERROR_LINE_RE = /^(.+?):(\d+):(\d+): (?:fatal )?error: (.*)$/;

export function parseErrorLines(stderr: string): ErrorLine[] {
  const out: ErrorLine[] = [];
  for (const text of stderr.split(/\r?\n/)) {
    const m = ERROR_LINE_RE.exec(text);
    if (m) out.push({ file: m[1], line: Number(m[2]), col: Number(m[3]), message: m[4], text });
  }
  return out;
}

/** Escapes a string for use inside a RegExp. */
export function reEscape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A line made visible: tab, CR, other control characters, DEL and bytes >= 0x80 as escapes; trailing blanks as '\u00b7'. */
function visible(line: string): string {
  let out = '';
  for (const ch of line) {
    const c = ch.charCodeAt(0);
    if (ch === '\t') out += '\\t';
    else if (ch === '\r') out += '\\r';
    else if (c < 0x20 || c >= 0x7f) out += `\\x${c.toString(16).padStart(2, '0')}`;
    else out += ch;
  }
  const trail = /( +)$/.exec(out);
  return trail ? out.slice(0, out.length - trail[1].length) + '\u00b7'.repeat(trail[1].length) : out;
}

/** Lines, with one trailing newline not producing an empty last line. */
function splitLines(s: string): string[] {
  const lines = s.split('\n');
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/**
 * A unified-style diff of two texts (expected = gcc, actual = mpisim), limited to the
 * first few hunks. Empty string when equal. Uses an LCS on the differing middle part
 * (after stripping the common prefix and suffix) when it is small enough.
 */
export function lineDiff(expected: string, actual: string, opts: { context?: number; maxLines?: number } = {}): string {
  if (expected === actual) return '';
  const context = opts.context ?? 3;
  const maxLines = opts.maxLines ?? 80;
  const a = splitLines(expected);
  const b = splitLines(actual);
  let pre = 0;
  while (pre < a.length && pre < b.length && a[pre] === b[pre]) pre++;
  let suf = 0;
  while (suf < a.length - pre && suf < b.length - pre && a[a.length - 1 - suf] === b[b.length - 1 - suf]) suf++;
  const am = a.slice(pre, a.length - suf);
  const bm = b.slice(pre, b.length - suf);

  type Op = { kind: ' ' | '-' | '+'; text: string; aLine: number; bLine: number };
  const ops: Op[] = [];
  if (am.length * bm.length <= 4_000_000) {
    // LCS table from the end, then walk forward.
    const n = am.length;
    const m = bm.length;
    const w = m + 1;
    const t = new Uint32Array((n + 1) * (m + 1));
    for (let i = n - 1; i >= 0; i--)
      for (let j = m - 1; j >= 0; j--)
        t[i * w + j] = am[i] === bm[j] ? t[(i + 1) * w + j + 1] + 1 : Math.max(t[(i + 1) * w + j], t[i * w + j + 1]);
    let i = 0;
    let j = 0;
    while (i < n || j < m) {
      if (i < n && j < m && am[i] === bm[j]) {
        ops.push({ kind: ' ', text: am[i], aLine: pre + i + 1, bLine: pre + j + 1 });
        i++;
        j++;
      } else if (j < m && (i === n || t[i * w + j + 1] >= t[(i + 1) * w + j])) {
        ops.push({ kind: '+', text: bm[j], aLine: pre + i + 1, bLine: pre + j + 1 });
        j++;
      } else {
        ops.push({ kind: '-', text: am[i], aLine: pre + i + 1, bLine: pre + j + 1 });
        i++;
      }
    }
  } else {
    for (let i = 0; i < am.length; i++) ops.push({ kind: '-', text: am[i], aLine: pre + i + 1, bLine: pre + 1 });
    for (let j = 0; j < bm.length; j++) ops.push({ kind: '+', text: bm[j], aLine: pre + am.length + 1, bLine: pre + j + 1 });
  }

  if (ops.length === 0) {
    const tail = (s: string) => JSON.stringify(s.slice(-40));
    return `texts differ only at the very end: expected ends ${tail(expected)}, actual ends ${tail(actual)}`;
  }
  const shown: string[] = [];
  const ctxBefore = a.slice(Math.max(0, pre - context), pre);
  const firstLine = pre + 1;
  shown.push(`--- expected (gcc)  +++ actual (mpisim); first difference at line ${firstLine}` +
    ` (expected ${a.length} lines, actual ${b.length})`);
  for (let k = 0; k < ctxBefore.length; k++) shown.push(`  ${visible(ctxBefore[k])}`);
  // Walk the ops; print each block of changes with expected/actual lines paired up, and
  // `context` unchanged lines around blocks.
  let k = 0;
  let lastPrinted = -1;
  while (k < ops.length && shown.length < maxLines) {
    if (ops[k].kind === ' ') {
      k++;
      continue;
    }
    let end = k;
    while (end < ops.length && ops[end].kind !== ' ') end++;
    const from = Math.max(lastPrinted + 1, k - context);
    if (from > lastPrinted + 1 && lastPrinted >= 0) shown.push(`@@ expected line ${ops[from].aLine}, actual line ${ops[from].bLine} @@`);
    for (let q = from; q < k; q++) shown.push(`  ${visible(ops[q].text)}`);
    const dels = ops.slice(k, end).filter((o) => o.kind === '-');
    const ins = ops.slice(k, end).filter((o) => o.kind === '+');
    for (let q = 0; q < Math.max(dels.length, ins.length) && shown.length < maxLines; q++) {
      if (q < dels.length) shown.push(`- ${visible(dels[q].text)}`);
      if (q < ins.length) shown.push(`+ ${visible(ins[q].text)}`);
    }
    let after = end;
    while (after < ops.length && after < end + context && ops[after].kind === ' ') {
      shown.push(`  ${visible(ops[after].text)}`);
      after++;
    }
    lastPrinted = after - 1;
    k = after;
  }
  if (lastPrinted === ops.length - 1) {
    const afterCtx = a.slice(a.length - suf, Math.min(a.length, a.length - suf + context));
    if (shown.length < maxLines) for (const l of afterCtx) shown.push(`  ${visible(l)}`);
  }
  if (shown.length >= maxLines) shown.push('... (diff truncated)');
  return shown.join('\n');
}
