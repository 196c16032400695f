/**
 * A mutation fuzzer over the project's own C and MPI test programs: each case (a seed) takes one
 * program and applies one to three mutations (deleting, duplicating or swapping lines, changing
 * a token or a number, truncating, inserting bytes), then runs it with `mpisim run` under
 * --timeout and --memory. Whatever the mutant does (compile errors, faults, deadlocks, MPI
 * errors, time-outs), mpisim must answer as a process would: never `internal error`, never a
 * JavaScript stack, never past its time or memory budget.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { REPO_ROOT, parseHeaders, runMpisim } from '../helpers/cprog';
import { rng } from '../helpers/rng';

const CORPUS_DIRS = ['test/c', 'test/c/faults', 'test/c/errors', 'test/mpi', 'test/mpi/deadlock', 'test/mpi-errors', 'test/mpi-misuse', 'test/mpi-dyn', 'test/mpi-ctx', 'test/coll', 'test/trace', 'examples'];

let corpusCache: string[] | undefined;
/** The programs mutated, in a fixed order (so a seed means the same mutant on every machine). */
export function corpus(): string[] {
  corpusCache ??= CORPUS_DIRS.flatMap((d) => {
    const dir = join(REPO_ROOT, d);
    try {
      return readdirSync(dir).filter((n) => n.endsWith('.c')).sort().map((n) => join(dir, n));
    } catch {
      return [];
    }
  });
  return corpusCache;
}

const NUMBERS = ['0', '-1', '1', '2', '7', '255', '65536', '2147483647', '-2147483648', '4294967295', '9223372036854775807',
  '18446744073709551615ULL', '1e308', '0x7fffffff', '100000000', '-100000000', '1000000', '3.5', '0.0', '077', '1000'];
const TOKENS = ['(', ')', '{', '}', '[', ']', ';', ',', '*', '&', '-', '+', '/', '%', '=', '==', '<<', '>>', '!', '~', '->', '.', '...',
  '"', "'", '#', '\\', 'NULL', 'MPI_COMM_NULL', 'MPI_DATATYPE_NULL', 'MPI_REQUEST_NULL', 'MPI_COMM_WORLD', 'MPI_INT', 'MPI_ANY_SOURCE',
  'sizeof', 'return', 'break', 'goto', 'while (1)', 'int', 'char', 'struct', 'void', 'static', 'extern', 'free(0)', 'main',
  '__LINE__', '0', '-1', '1 << 31', 'MPI_Finalize()', 'abort()', '#define', '#include', '#if', '#endif'];
const BYTES = ['\0', '\xff', '\x80', '\t', '\r', '\n', '\\\n', '"', "'", '/*', '*/', '//', '{', '}', '(', ')', '#', '??/', '\x1b', '@', '`', '$'];

export interface MutantCase { seed: number; program: string; source: string; what: string[] }

export function mutate(seed: number): MutantCase {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
  const programs = corpus();
  const program = programs[Math.floor(r() * programs.length)];
  let text = readFileSync(program, 'latin1');
  const what: string[] = [];
  const count = 1 + Math.floor(r() * 3);
  for (let m = 0; m < count; m++) {
    const lines = text.split('\n');
    const L = Math.floor(r() * lines.length);
    switch (Math.floor(r() * 8)) {
      case 0: lines.splice(L, 1); what.push(`delete line ${L + 1}`); text = lines.join('\n'); break;
      case 1: lines.splice(L, 0, lines[L] ?? ''); what.push(`duplicate line ${L + 1}`); text = lines.join('\n'); break;
      case 2: {
        const K = Math.floor(r() * lines.length);
        [lines[L], lines[K]] = [lines[K], lines[L]];
        what.push(`swap lines ${L + 1} and ${K + 1}`);
        text = lines.join('\n');
        break;
      }
      case 3: case 4: {
        // A token of the file (identifier, number or operator) replaced by another.
        const toks = [...text.matchAll(/[A-Za-z_]\w*|\d+(?:\.\d+)?|[-+*/%&|^!=<>]+|[()[\]{};,]/g)];
        if (toks.length === 0) break;
        const t = pick(toks);
        const isNum = /^\d/.test(t[0]);
        const by = isNum || r() < 0.3 ? pick(NUMBERS) : r() < 0.5 ? pick(TOKENS) : pick(toks)[0];
        text = text.slice(0, t.index!) + by + text.slice(t.index! + t[0].length);
        what.push(`token ${JSON.stringify(t[0])} at byte ${t.index} -> ${JSON.stringify(by)}`);
        break;
      }
      case 5: {
        const at = Math.floor(r() * text.length);
        text = text.slice(0, at);
        what.push(`truncate at byte ${at}`);
        break;
      }
      default: {
        const at = Math.floor(r() * (text.length + 1));
        const b = r() < 0.5 ? pick(BYTES) : String.fromCharCode(Math.floor(r() * 256));
        text = text.slice(0, at) + b + text.slice(at);
        what.push(`insert ${JSON.stringify(b)} at byte ${at}`);
      }
    }
  }
  return { seed, program, source: text, what };
}

export function mutantCases(firstSeed: number, count: number): MutantCase[] {
  return Array.from({ length: count }, (_, i) => mutate(firstSeed + i));
}

/** Budgets a mutant runs with: mpisim's own, and the host's (exceeding those is a failure). */
export const MUTANT_TIMEOUT_S = 5;
export const MUTANT_MEMORY = '256m';
const HOST_KILL_MS = 60_000;
const NODE_HEAP_MB = 1024;

/** Signs that mpisim failed as a program rather than answering as a process would. */
// mpisim's own words: MPICH's "Abort(1) on node 0: Internal error" after its failed assertion
// (an MPI_Errhandler_free too many) is what a real process prints, and mpisim prints it too.
const INTERNAL = [/mpisim:? internal error/i, /^\s+at .+(\.js|\.ts|<anonymous>)[:)]/m, /JavaScript heap out of memory/, /Maximum call stack size exceeded/,
  /\b(TypeError|RangeError|ReferenceError|SyntaxError): /];

/** Runs one mutant; undefined when mpisim answered properly, else what went wrong. */
export async function runMutant(c: MutantCase, dir: string): Promise<string | undefined> {
  const name = `m${c.seed}_${basename(c.program)}`;
  const src = join(dir, name);
  writeFileSync(src, c.source, 'latin1');
  const h = (() => { try { return parseHeaders(readFileSync(c.program, 'latin1'), c.program); } catch { return undefined; } })();
  const mpi = /\bMPI_Init/.test(c.source) || (h?.np ?? 0) > 1;
  const np = h?.np ?? (mpi ? 2 : 1);
  const args = ['run', '-n', String(np), '--timeout', String(MUTANT_TIMEOUT_S), '--memory', MUTANT_MEMORY, '-I', dirname(c.program), ...(h?.mpisimArgs ?? []), name, ...(h?.programArgs ?? [])];
  const r = await runMpisim(args, { cwd: dir, timeoutMs: HOST_KILL_MS, env: { ...process.env, NODE_OPTIONS: `--max-old-space-size=${NODE_HEAP_MB}` } });
  const all = r.stdout.slice(-20000) + '\n' + r.stderr;
  const reproduce = `seed ${c.seed}: ${c.program.slice(REPO_ROOT.length + 1)} with ${c.what.join('; ')}`;
  if (r.timedOut) return `${reproduce}: still running after ${HOST_KILL_MS / 1000} s (its --timeout is ${MUTANT_TIMEOUT_S} s)`;
  if (r.status === 70 || r.status === 134 && /heap/.test(r.stderr)) return `${reproduce}: exit ${r.status}\n${r.stderr.slice(0, 1500)}`;
  for (const re of INTERNAL) {
    const m = re.exec(r.stderr);
    if (m) return `${reproduce}: ${JSON.stringify(m[0])} in stderr (exit ${r.status})\n${r.stderr.slice(0, 1500)}`;
  }
  void all;
  return undefined;
}
