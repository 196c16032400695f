/**
 * src/sim/mpi/errors/ against the real MPICH 4.0.2: the C programs of test/mpi-errors/ are
 * built with mpicc.mpich and run with mpiexec.mpich (per-rank -errfile-pattern/-outfile-pattern);
 * what they print is the expected text.
 *
 * Normalisation: none of the error texts is edited. The addresses MPICH prints (buf=0x7ffd...)
 * are read back from the real text and given to formatFatalError as the simulated addresses, so
 * the whole text — and the error code in "Abort(<code>)", which hashes the message — must come
 * out identical. Likewise the handles MPICH allocates for the survey's own communicators
 * (comm=0x84000000, ...) are read back. Only mpiexec's "BAD TERMINATION" banner is normalised,
 * for its pid and host name.
 * When a job aborts, hydra sometimes kills a process before its output is forwarded; such runs
 * are repeated (a bounded number of times) until the aborting rank's output arrives.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { run, describeRun } from '../helpers/proc';
import {
  MPI_COMM_NULL, MPI_COMM_SELF, MPI_COMM_WORLD, MPI_DATATYPE_NULL, MPI_ERR_NOT_SAME, MPI_ERR_OP, MPI_ERR_RANK, MPI_ERR_ROOT,
  MPI_IN_PLACE_ADDR, MPI_OP_NULL, MPI_PROC_NULL, MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_GROUP_NULL,
  ErrorRing, ERROR_CLASS_NAMES, MPI_ERR_LASTCODE, MPICH_ERR_LAST_CLASS,
  argConversions, decodeErrorCode, errorClassOf, errorClassText, errorString, fatalErrorResult, fatalExitStatus,
  formatAbort, formatArgs, formatBadTermination, formatCollectiveMismatch, formatFatalError, formatPendingRequests,
  formatStack, formatUninitialized, formatUnreceivedMessages, mpiBinding, messageSeq,
  type MpiArgValue, type MpiCheck, type MpiErrorReport, type StackEntry,
} from '../../src/sim/mpi/errors';

// ---------------------------------------------------------------------------------------------
// Real MPICH

const MPI_INT = 0x4c000405;
const MPI_CHAR = 0x4c000101;
const MPI_DOUBLE = 0x4c00080b;
const MPI_FLOAT = 0x4c00040a;
const MPI_SUM = 0x58000003;
const MPI_MAX = 0x58000001;
const MPI_BAND = 0x58000006;
const MPI_PROD = 0x58000004;
const MPI_REPLACE = 0x5800000d;

/** test/mpi-errors/ of the repository: above this file (out/test/unit/ or test/unit/), or the cwd's. */
function findSources(): string {
  for (const start of [__dirname, process.cwd()]) {
    for (let d = start; ; d = dirname(d)) {
      const p = join(d, 'test', 'mpi-errors');
      if (existsSync(join(p, 'survey.c'))) return p;
      if (dirname(d) === d) break;
    }
  }
  throw new Error(`cannot find test/mpi-errors/ above ${__dirname} or ${process.cwd()}`);
}
const SRC = findSources();
let work = '';
const built = new Map<string, string>();

before(() => {
  const cc = spawnSync('mpicc.mpich', ['-show'], { encoding: 'utf8' });
  const ex = spawnSync('mpiexec.mpich', ['--version'], { encoding: 'utf8' });
  if (cc.error || cc.status !== 0 || ex.error || ex.status !== 0) {
    throw new Error(
      'MPICH is required for these tests and is missing: install the Debian package "mpich" ' +
        '(mpicc.mpich, mpiexec.mpich; .ci/run does). The expected texts come from running it.',
    );
  }
  const v = spawnSync('mpichversion', [], { encoding: 'utf8' });
  if (v.status === 0 && !/MPICH Version:\s+4\.0\.2\b/.test(v.stdout)) {
    throw new Error(`these expectations are MPICH 4.0.2's; installed: ${v.stdout.split('\n')[0]}`);
  }
  work = mkdtempSync(join(tmpdir(), 'mpisim-mpierr-'));
});

after(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

function build(name: string): string {
  let exe = built.get(name);
  if (exe) return exe;
  exe = join(work, name);
  const r = spawnSync('mpicc.mpich', ['-O0', '-o', exe, join(SRC, name + '.c')], { encoding: 'utf8' });
  assert.equal(r.status, 0, `mpicc.mpich ${name}.c failed:\n${r.stderr}`);
  built.set(name, exe);
  return exe;
}

interface MpiRun {
  status: number;
  /** mpiexec's own stdout and stderr. */
  stdout: string;
  stderr: string;
  err: string[];
  out: string[];
  describe: string;
}

async function mpirun(name: string, n: number): Promise<MpiRun> {
  const exe = build(name);
  const dir = mkdtempSync(join(work, name + '-'));
  const r = await run('mpiexec.mpich', ['-n', String(n), '-errfile-pattern', join(dir, 'err.%r'), '-outfile-pattern', join(dir, 'out.%r'), exe], {
    cwd: dir,
    timeoutMs: 60_000,
  });
  const read = (f: string) => (existsSync(join(dir, f)) ? readFileSync(join(dir, f), 'latin1') : '');
  const err = Array.from({ length: n }, (_, i) => read(`err.${i}`));
  const out = Array.from({ length: n }, (_, i) => read(`out.${i}`));
  const describe = describeRun(r) + err.map((e, i) => `\n--- err.${i} ---\n${e}`).join('') + out.map((o, i) => `\n--- out.${i} ---\n${o}`).join('');
  assert.ok(!r.timedOut, `${name} timed out:\n${describe}`);
  return { status: r.status, stdout: r.stdout, stderr: r.stderr, err, out, describe };
}

/** Runs until `ready` holds (a process killed by the abort may lose its output). */
async function mpirunUntil(name: string, n: number, ready: (r: MpiRun) => boolean, tries = 8): Promise<MpiRun> {
  let r: MpiRun | undefined;
  for (let i = 0; i < tries; i++) {
    r = await mpirun(name, n);
    if (ready(r)) return r;
  }
  assert.fail(`${name}: the expected output never arrived in ${tries} runs; last:\n${r?.describe}`);
}

// ---------------------------------------------------------------------------------------------
// Reading the addresses back from MPICH's first stack line

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The texts of every conversion in "MPI_X(...) failed" as MPICH printed it. */
function parseCall(fname: string, text: string): string[] {
  const b = mpiBinding(fname);
  assert.ok(b, `no binding for ${fname}`);
  const re = new RegExp(
    '^' + b.format.split(/(%.)/).map((p) => (p === '%p' ? '(0x[0-9a-f]+|\\(nil\\)|MPI_IN_PLACE)' : /^%.$/.test(p) ? '(.*?)' : escapeRe(p))).join('') + '$',
  );
  const line = text.split('\n').find((l) => l.includes(`: ${b.format.slice(0, b.format.indexOf('(') + 1)}`));
  assert.ok(line, `no "${fname}(" line in:\n${text}`);
  const m = re.exec(line.slice(line.indexOf(': ') + 2));
  assert.ok(m, `cannot parse ${JSON.stringify(line)} with ${b.format}`);
  return m.slice(1);
}

const ptrValue = (s: string): bigint => (s === '(nil)' ? 0n : s === 'MPI_IN_PLACE' ? MPI_IN_PLACE_ADDR : BigInt(s));

/** The %p values of the call line, in order. */
function pointers(fname: string, text: string): bigint[] {
  const conv = argConversions(fname);
  return parseCall(fname, text).filter((_, i) => conv[i] === 'p').map(ptrValue);
}

// ---------------------------------------------------------------------------------------------
// 1. Classes and MPI_Error_string on each class

test('errorString and errorClassOf of every class are what MPICH returns (error_strings.c)', async () => {
  const r = await mpirun('error_strings', 1);
  assert.equal(r.status, 0, r.describe);
  const lines = r.out[0].split('\n').filter(Boolean);
  assert.equal(lines.length, 111, r.describe);
  for (const l of lines) {
    const m = /^(\d+)\|(\d+)\|(\d+)\|(.*)$/.exec(l);
    assert.ok(m, `unexpected line ${l}`);
    const c = Number(m[1]);
    assert.equal(errorString(c), m[4], `MPI_Error_string(${c})`);
    assert.equal(errorString(c).length, Number(m[3]), `resultlen of ${c}`);
    assert.equal(errorClassOf(c), Number(m[2]), `MPI_Error_class(${c})`);
    assert.equal(errorClassText(c), m[4]);
  }
});

test('class constants are mpi.h values', () => {
  const src = readFileSync('/usr/include/x86_64-linux-gnu/mpich/mpi.h', 'latin1');
  for (const [v, name] of Object.entries(ERROR_CLASS_NAMES)) {
    const m = new RegExp(`#define ${name}\\s+(MPICH_ERR_FIRST_MPIX\\+)?(\\d+)`).exec(src);
    assert.ok(m, `${name} not in mpi.h`);
    assert.equal(Number(v), (m[1] ? 100 : 0) + Number(m[2]), name);
  }
  assert.equal(MPI_ERR_LASTCODE, 0x3fffffff);
  assert.equal(MPICH_ERR_LAST_CLASS, 78);
});

// ---------------------------------------------------------------------------------------------
// 2. Every check of survey.c (MPI_ERRORS_RETURN): codes, classes and strings, in one ring

interface SurveyCase {
  fname: string;
  /** p: the addresses MPICH printed; raw: every conversion as printed (for MPICH's own handles). */
  args: (p: bigint[], raw: string[]) => MpiArgValue[];
  check?: MpiCheck;
  /** Raised below the binding: class and frames (printed order). */
  stack?: { errorClass: number; frames: StackEntry[] };
  combiner?: string;
  /** MPICH 4.0.2 does not check this: the call succeeds. */
  succeeds?: boolean;
}

const W = MPI_COMM_WORLD;
const p0 = (p: bigint[]) => p[0];
const send = (count: number, type: number, dest: number, tag: number, comm = W) => (p: bigint[]) => [p0(p), count, type, dest, tag, comm];
const recv = (count: number, type: number, src: number, tag: number) => (p: bigint[]) => [p0(p), count, type, src, tag, W, p[1]];
const red = (type: number, op: number, root: number, comm = W) => (p: bigint[]) => [p[0], p[1], 1, type, op, root, comm];
const allred = (count: number, type: number, op: number) => (p: bigint[]) => [p[0], p[1], count, type, op, W];
const gath = (st: number, rt: number, root: number) => (p: bigint[]) => [p[0], 1, st, p[1], 1, rt, root, W];

/** A communicator handle as MPICH printed it ("comm=0x84000000"): the survey's dup and split
 * communicators get MPICH's own handles, which depend on the process count. */
const commOf = (raw: string): number => parseInt(raw.replace(/^comm=/, ''), 16);
const DUP = 0x84000002;
const USER_TYPE = 0xcc000000; // any derived handle: only its combiner is printed

const SURVEY: Record<string, SurveyCase> = {
  send_rank: { fname: 'MPI_Send', args: send(1, MPI_INT, 5, 0), check: { kind: 'rank', value: 5, size: 1 } },
  send_rank_neg: { fname: 'MPI_Send', args: send(1, MPI_INT, -7, 0), check: { kind: 'rank', value: -7, size: 1 } },
  send_tag_neg: { fname: 'MPI_Send', args: send(1, MPI_INT, 0, -5), check: { kind: 'tag', value: -5 } },
  send_tag_big: { fname: 'MPI_Send', args: send(1, MPI_INT, 0, 0x40000000), check: { kind: 'tag', value: 0x40000000 } },
  send_count_neg: { fname: 'MPI_Send', args: send(-3, MPI_INT, 0, 0), check: { kind: 'countneg', value: -3 } },
  send_dtype_invalid: { fname: 'MPI_Send', args: send(1, 12345, 0, 0), check: { kind: 'dtype' } },
  send_dtype_null: { fname: 'MPI_Send', args: send(1, MPI_DATATYPE_NULL, 0, 0), check: { kind: 'dtypenull' } },
  send_comm_null: { fname: 'MPI_Send', args: send(1, MPI_INT, 0, 0, MPI_COMM_NULL), check: { kind: 'commnull' } },
  send_comm_invalid: { fname: 'MPI_Send', args: send(1, MPI_INT, 0, 0, 12345), check: { kind: 'comm' } },
  send_uncommitted: { fname: 'MPI_Send', args: send(1, USER_TYPE, 0, 0), check: { kind: 'dtypecommit' }, combiner: 'contig' },
  send_nullbuf: { fname: 'MPI_Send', args: send(1, MPI_INT, 0, 0), check: { kind: 'bufnull' } },
  send_procnull_count: { fname: 'MPI_Send', args: send(-1, MPI_DOUBLE, MPI_PROC_NULL, 3, MPI_COMM_SELF), check: { kind: 'countneg', value: -1 } },
  send_dup_rank: { fname: 'MPI_Send', args: (p, raw) => send(1, MPI_INT, 9, 0, commOf(raw[5]))(p), check: { kind: 'rank', value: 9, size: 1 } },
  send_split_rank: { fname: 'MPI_Send', args: (p, raw) => send(1, MPI_INT, 9, 0, commOf(raw[5]))(p), check: { kind: 'rank', value: 9, size: 1 } },
  send_vector_rank: { fname: 'MPI_Send', args: send(1, USER_TYPE, 9, 0), check: { kind: 'rank', value: 9, size: 1 }, combiner: 'vector' },
  send_struct_uncommitted: { fname: 'MPI_Send', args: send(1, USER_TYPE, 0, 0), check: { kind: 'dtypecommit' }, combiner: 'struct' },
  ssend_rank: { fname: 'MPI_Ssend', args: send(1, MPI_INT, 5, 0), check: { kind: 'rank', value: 5, size: 1 } },
  rsend_tag: { fname: 'MPI_Rsend', args: send(1, MPI_INT, 0, -1), check: { kind: 'tag', value: -1 } },
  bsend_rank: { fname: 'MPI_Bsend', args: send(1, MPI_INT, 5, 0), check: { kind: 'rank', value: 5, size: 1 } },
  isend_rank: { fname: 'MPI_Isend', args: (p) => [...send(1, MPI_INT, 5, 0)(p), p[1]], check: { kind: 'rank', value: 5, size: 1 } },
  irecv_tag: { fname: 'MPI_Irecv', args: (p) => [p[0], 1, MPI_INT, 0, -7, W, p[1]], check: { kind: 'tag', value: -7 } },
  recv_rank: { fname: 'MPI_Recv', args: recv(1, MPI_INT, 5, 0), check: { kind: 'rank', value: 5, size: 1 } },
  recv_any_count: { fname: 'MPI_Recv', args: recv(-1, MPI_INT, MPI_ANY_SOURCE, MPI_ANY_TAG), check: { kind: 'countneg', value: -1 } },
  recv_status_null: { fname: 'MPI_Recv', args: recv(1, MPI_INT, 0, 0), check: { kind: 'nullptr', arg: 'status' } },
  sendrecv_rank: {
    fname: 'MPI_Sendrecv', args: (p) => [p[0], 1, MPI_INT, 0, 0, p[1], 1, MPI_INT, 9, 0, W, p[2]],
    check: { kind: 'rank', value: 9, size: 1, arg: 'source' },
  },
  probe_tag: { fname: 'MPI_Probe', args: (p) => [0, -3, W, p[0]], check: { kind: 'tag', value: -3 } },
  wait_bogus: { fname: 'MPI_Wait', args: (p) => [p[0], p[1]], check: { kind: 'request' } },
  bcast_root: { fname: 'MPI_Bcast', args: (p) => [p[0], 1, MPI_INT, 7, W], check: { kind: 'root', value: 7 } },
  bcast_root_neg: { fname: 'MPI_Bcast', args: (p) => [p[0], 1, MPI_INT, -1, W], check: { kind: 'root', value: -1 } },
  bcast_count: { fname: 'MPI_Bcast', args: (p) => [p[0], -2, MPI_CHAR, 0, W], check: { kind: 'countneg', value: -2 } },
  bcast_comm_null: { fname: 'MPI_Bcast', args: (p) => [p[0], 1, MPI_INT, 0, MPI_COMM_NULL], check: { kind: 'commnull' } },
  reduce_op_invalid: { fname: 'MPI_Reduce', args: red(MPI_INT, 12345, 0), check: { kind: 'op' } },
  reduce_op_null: { fname: 'MPI_Reduce', args: red(MPI_INT, MPI_OP_NULL, 0), check: { kind: 'opnull' } },
  reduce_op_replace: { fname: 'MPI_Reduce', args: red(MPI_INT, MPI_REPLACE, 0), check: { kind: 'opnotallowed' } },
  reduce_root: { fname: 'MPI_Reduce', args: red(MPI_DOUBLE, MPI_MAX, 4), check: { kind: 'root', value: 4 } },
  reduce_op_type: {
    fname: 'MPI_Reduce', args: red(MPI_DOUBLE, MPI_BAND, 0),
    stack: { errorClass: MPI_ERR_OP, frames: [{ location: 'MPIR_BAND_check_dtype(56)', message: 'MPI_Op MPI_BAND operation not defined for this datatype ' }] },
  },
  allreduce_op_invalid: { fname: 'MPI_Allreduce', args: allred(1, MPI_INT, 12345), check: { kind: 'op' } },
  allreduce_alias: { fname: 'MPI_Allreduce', args: allred(1, MPI_INT, MPI_SUM), check: { kind: 'bufalias' } },
  allreduce_recv_inplace: { fname: 'MPI_Allreduce', args: allred(1, MPI_INT, MPI_SUM), check: { kind: 'recvbuf_inplace' } },
  allreduce_count: { fname: 'MPI_Allreduce', args: allred(-1, MPI_FLOAT, MPI_PROD), succeeds: true },
  gather_root: { fname: 'MPI_Gather', args: gath(MPI_INT, MPI_INT, -1), check: { kind: 'root', value: -1 } },
  scatter_root: { fname: 'MPI_Scatter', args: gath(MPI_INT, MPI_INT, 3), check: { kind: 'root', value: 3 } },
  allgather_count: { fname: 'MPI_Allgather', args: (p) => [p[0], -1, MPI_INT, p[1], 1, MPI_INT, W], check: { kind: 'countneg', value: -1, arg: 'sendcount' } },
  alltoall_dtype: {
    fname: 'MPI_Alltoall', args: (p) => [p[0], 1, MPI_DATATYPE_NULL, p[1], 1, MPI_INT, W], check: { kind: 'dtypenull', arg: 'sendtype' },
  },
  barrier_comm_null: { fname: 'MPI_Barrier', args: () => [MPI_COMM_NULL], check: { kind: 'commnull' } },
  barrier_comm_invalid: { fname: 'MPI_Barrier', args: () => [0x84000123], check: { kind: 'commfreed' } },
  scan_op: { fname: 'MPI_Scan', args: (p) => [p[0], p[1], 1, MPI_INT, MPI_OP_NULL, W], check: { kind: 'opnull' } },
  comm_dup_null: { fname: 'MPI_Comm_dup', args: (p) => [MPI_COMM_NULL, p[0]], check: { kind: 'commnull' } },
  comm_dup_newnull: { fname: 'MPI_Comm_dup', args: (p) => [W, p[0]], check: { kind: 'nullptr', arg: 'newcomm' } },
  comm_split_null: { fname: 'MPI_Comm_split', args: (p) => [MPI_COMM_NULL, 1, 2, p[0]], check: { kind: 'commnull' } },
  comm_free_world: { fname: 'MPI_Comm_free', args: (p) => [p[0]], check: { kind: 'commperm', name: 'MPI_COMM_WORLD' } },
  comm_free_self: { fname: 'MPI_Comm_free', args: (p) => [p[0]], check: { kind: 'commperm', name: 'MPI_COMM_SELF' } },
  comm_free_null: { fname: 'MPI_Comm_free', args: (p) => [p[0]], check: { kind: 'commnull' } },
  comm_create_groupnull: { fname: 'MPI_Comm_create', args: (p) => [W, MPI_GROUP_NULL, p[0]], check: { kind: 'groupnull' } },
  comm_rank_null: { fname: 'MPI_Comm_rank', args: (p) => [MPI_COMM_NULL, p[0]], check: { kind: 'commnull' } },
  comm_size_nullptr: { fname: 'MPI_Comm_size', args: (p) => [W, p[0]], check: { kind: 'nullptr', arg: 'size' } },
  type_contiguous_neg: { fname: 'MPI_Type_contiguous', args: (p) => [-1, MPI_INT, p[0]], check: { kind: 'countneg', value: -1 } },
  type_free_predef: { fname: 'MPI_Type_free', args: (p) => [p[0]], check: { kind: 'dtypeperm' } },
  group_incl_neg: { fname: 'MPI_Group_incl', args: (p) => [0x88000000, -1, p[0], p[1]], check: { kind: 'argneg', arg: 'n', value: -1 } },
};

function surveyCase(name: string): SurveyCase {
  const c = SURVEY[name];
  if (c) return c;
  let m = /^dtype_name_0x([0-9a-f]+)$/.exec(name);
  if (m) {
    const t = parseInt(m[1], 16);
    return { fname: 'MPI_Send', args: send(-1, t, MPI_PROC_NULL, 0, MPI_COMM_SELF), check: { kind: 'countneg', value: -1 } };
  }
  m = /^op_name_0x([0-9a-f]+)$/.exec(name);
  if (m) return { fname: 'MPI_Reduce', args: red(MPI_INT, parseInt(m[1], 16), 9, MPI_COMM_SELF), check: { kind: 'root', value: 9 } };
  throw new Error(`survey case ${name} has no expectation in this test`);
}

test('every error of survey.c: same code, class and MPI_Error_string, replayed in one ErrorRing', async () => {
  const r = await mpirun('survey', 1);
  assert.equal(r.status, 0, r.describe);
  const blocks = r.out[0].split(/^### /m).filter(Boolean);
  assert.ok(blocks.length > 100, r.describe);
  const ring = new ErrorRing();
  let compared = 0;
  for (const block of blocks) {
    const nl = block.indexOf('\n');
    const name = block.slice(0, nl);
    const m = /^code=0x([0-9a-f]+) class=(\d+)\n([\s\S]*)\n$/.exec(block.slice(nl + 1));
    assert.ok(m, `bad block ${block}`);
    const [realCode, realClass, realString] = [parseInt(m[1], 16), Number(m[2]), m[3]];
    const c = surveyCase(name);
    if (c.succeeds) {
      assert.equal(realCode, 0, `${name}: MPICH 4.0.2 accepted this call`);
      continue;
    }
    const ptrs = pointers(c.fname, realString);
    const args = c.args(ptrs, parseCall(c.fname, realString));
    const opts = c.combiner ? { datatypeCombiner: () => c.combiner } : {};
    const code = c.check ? ring.raise(c.fname, c.check, args, opts) : ring.raiseStack(c.fname, c.stack!.errorClass, c.stack!.frames, args, opts);
    assert.equal(ring.errorString(code), realString, `MPI_Error_string of ${name}`);
    assert.equal(`0x${code.toString(16)}`, `0x${realCode.toString(16)}`, `code of ${name} (${JSON.stringify(decodeErrorCode(realCode))})`);
    assert.equal(errorClassOf(code), realClass, `MPI_Error_class of ${name}`);
    compared++;
  }
  assert.ok(compared > 100);
});

test('formatArgs gives the argument lists of p2p, collectives and communicator calls as MPICH prints them', async () => {
  const r = await mpirun('survey', 1);
  const text = r.out[0];
  const block = (name: string) => text.split(/^### /m).find((x) => x.startsWith(name + '\n'))!;
  const line = (name: string) => block(name).split('\n')[3].replace(/^[^:]*: /, '');
  const p = (name: string, fname: string) => pointers(fname, block(name));
  assert.equal(`MPI_Send(${formatArgs('MPI_Send', send(1, MPI_INT, 5, 0)(p('send_rank', 'MPI_Send')))}) failed`, line('send_rank'));
  assert.equal(`MPI_Recv(${formatArgs('MPI_Recv', recv(-1, MPI_INT, MPI_ANY_SOURCE, MPI_ANY_TAG)(p('recv_any_count', 'MPI_Recv')))}) failed`, line('recv_any_count'));
  assert.equal(`MPI_Gather(${formatArgs('MPI_Gather', gath(MPI_INT, MPI_INT, -1)(p('gather_root', 'MPI_Gather')))}) failed`, line('gather_root'));
  assert.equal(
    `MPI_Comm_split(${formatArgs('MPI_Comm_split', [MPI_COMM_NULL, 1, 2, p('comm_split_null', 'MPI_Comm_split')[0]])}) failed`,
    line('comm_split_null'),
  );
  assert.equal(`MPI_Barrier(${formatArgs('MPI_Barrier', [0x84000123])}) failed`, line('barrier_comm_invalid'));
  assert.equal(formatArgs('MPI_Allreduce', [1n, MPI_IN_PLACE_ADDR, 3, MPI_INT, MPI_SUM, DUP]), 'sendbuf=0x1, recvbuf=MPI_IN_PLACE, count=3, MPI_INT, MPI_SUM, comm=0x84000002');
});

// ---------------------------------------------------------------------------------------------
// 3. The fatal reports (MPI_ERRORS_ARE_FATAL) of the misuse programs

interface FatalCase {
  program: string;
  n: number;
  /** Ranks that fail; every one of them whose output arrived is compared. */
  ranks: number[];
  fname: string;
  report: (p: bigint[], rank: number) => Omit<MpiErrorReport, 'fname' | 'args' | 'worldRank'> & { args: MpiArgValue[] };
}

const FATAL: FatalCase[] = [
  { program: 'send_invalid_rank', n: 2, ranks: [0], fname: 'MPI_Send', report: (p) => ({ args: send(1, MPI_INT, 5, 0)(p), check: { kind: 'rank', value: 5, size: 2 } }) },
  { program: 'send_invalid_tag', n: 2, ranks: [0], fname: 'MPI_Send', report: (p) => ({ args: send(1, MPI_INT, 1, -5)(p), check: { kind: 'tag', value: -5 } }) },
  { program: 'send_negative_count', n: 2, ranks: [0], fname: 'MPI_Send', report: (p) => ({ args: send(-3, MPI_INT, 1, 0)(p), check: { kind: 'countneg', value: -3 } }) },
  { program: 'send_invalid_datatype', n: 2, ranks: [0], fname: 'MPI_Send', report: (p) => ({ args: send(1, 12345, 1, 0)(p), check: { kind: 'dtype' } }) },
  { program: 'send_comm_null', n: 2, ranks: [0], fname: 'MPI_Send', report: (p) => ({ args: send(1, MPI_INT, 1, 0, MPI_COMM_NULL)(p), check: { kind: 'commnull' } }) },
  { program: 'bcast_invalid_root', n: 2, ranks: [0, 1], fname: 'MPI_Bcast', report: (p) => ({ args: [p[0], 1, MPI_INT, 7, W], check: { kind: 'root', value: 7 } }) },
  { program: 'recv_truncate', n: 2, ranks: [1], fname: 'MPI_Recv', report: (p) => ({ args: recv(5, MPI_INT, 0, 7)(p), check: { kind: 'truncate' } }) },
  {
    program: 'send_uncommitted_type', n: 2, ranks: [0], fname: 'MPI_Send',
    report: (p) => ({ args: send(1, USER_TYPE, 1, 0)(p), check: { kind: 'dtypecommit' }, formatOptions: { datatypeCombiner: () => 'contig' } }),
  },
  { program: 'reduce_invalid_op', n: 2, ranks: [0, 1], fname: 'MPI_Allreduce', report: (p) => ({ args: allred(1, MPI_INT, 12345)(p), check: { kind: 'op' } }) },
  { program: 'comm_free_world', n: 2, ranks: [0], fname: 'MPI_Comm_free', report: (p) => ({ args: [p[0]], check: { kind: 'commperm', name: 'MPI_COMM_WORLD' } }) },
  // A split communicator has no error handler of its own: MPICH reports it on MPI_COMM_WORLD.
  { program: 'send_dup_rank', n: 4, ranks: [1], fname: 'MPI_Send', report: (p) => ({ args: send(1, MPI_INT, 3, 0, 0x84000001)(p), check: { kind: 'rank', value: 3, size: 2 } }) },
];

for (const c of FATAL) {
  test(`fatal report of ${c.program}.c is MPICH's, code and exit status included`, async () => {
    const r = await mpirunUntil(c.program, c.n, (x) => c.ranks.some((k) => x.err[k] !== ''));
    let compared = 0;
    for (const k of c.ranks) {
      const real = r.err[k];
      if (real === '') continue; // killed by the job's abort before it printed
      const p = pointers(c.fname, real);
      const { args, ...rest } = c.report(p, k);
      const res = fatalErrorResult({ fname: c.fname, args, worldRank: k, ...rest });
      assert.equal(res.text, real, `rank ${k} of ${c.program}\n${r.describe}`);
      assert.equal(r.status, res.exitStatus, `exit status of ${c.program}\n${r.describe}`);
      compared++;
    }
    assert.ok(compared > 0);
    assert.equal(r.stdout, '', 'mpiexec prints no banner when a process aborts with MPI_ERRORS_ARE_FATAL');
    for (let k = 0; k < c.n; k++) if (!c.ranks.includes(k)) assert.equal(r.err[k], '', `rank ${k} should print nothing`);
  });
}

test('the same reports from a pre-formatted argument string or explicit class and detail', async () => {
  const r = await mpirunUntil('send_invalid_rank', 2, (x) => x.err[0] !== '');
  const p = pointers('MPI_Send', r.err[0]);
  const args = formatArgs('MPI_Send', send(1, MPI_INT, 5, 0)(p));
  assert.equal(formatFatalError({ fname: 'MPI_Send', args, check: { kind: 'rank', value: 5, size: 2 }, worldRank: 0 }), r.err[0]);
  assert.equal(
    formatFatalError({
      fname: 'MPI_Send', args, errorClass: MPI_ERR_RANK, detail: 'Invalid rank has value 5 but must be nonnegative and less than 2',
      location: 'internal_Send(78)', worldRank: 0, comm: { rank: 0, contextId: 0 },
    }),
    r.err[0],
  );
});

test('MPI_ERRORS_RETURN: the returned code, its class and its MPI_Error_string (errors_return_rank.c)', async () => {
  const r = await mpirun('errors_return_rank', 2);
  assert.equal(r.status, 0, r.describe);
  const m = /^code=0x([0-9a-f]+) class=(\d+)\nstring\(code\)=\[([\s\S]*)\] len=(\d+)\nstring\(class\)=\[(.*)\] len=(\d+)\n$/.exec(r.out[0]);
  assert.ok(m, r.describe);
  const ring = new ErrorRing();
  const code = ring.raise('MPI_Send', { kind: 'rank', value: 5, size: 2 }, send(1, MPI_INT, 5, 0)(pointers('MPI_Send', m[3])));
  assert.equal(code, parseInt(m[1], 16));
  assert.equal(errorClassOf(code), Number(m[2]));
  assert.equal(ring.errorString(code), m[3]);
  assert.equal(ring.errorString(code).length, Number(m[4]));
  assert.equal(errorString(errorClassOf(code)), m[5]);
  assert.equal(m[5].length, Number(m[6]));
});

test('MPI calls before MPI_Init and after MPI_Finalize', async () => {
  for (const prog of ['send_before_init', 'send_after_finalize']) {
    const r = await mpirunUntil(prog, 2, (x) => x.err.some((e) => e !== ''));
    for (const e of r.err) if (e !== '') assert.equal(e, formatUninitialized('MPI_Send'), r.describe);
    assert.equal(r.status, 1, r.describe);
    assert.equal(r.stdout, '');
  }
});

test('MPI_Abort(MPI_COMM_WORLD, 3)', async () => {
  const r = await mpirunUntil('abort3', 2, (x) => x.err[0] !== '');
  assert.equal(r.err[0], formatAbort({ worldRank: 0, commRank: 0, contextId: 0, errorcode: 3, commName: 'MPI_COMM_WORLD' }));
  assert.equal(r.status, 3);
  assert.equal(r.stdout, '');
  assert.equal(r.err[1], '');
});

test('MPI_Abort on a duplicate communicator (abort_dup.c)', async () => {
  const r = await mpirunUntil('abort_dup', 2, (x) => x.err[1] !== '');
  // context id 496 = 0x1f0: the first context id MPICH 4 allocates after MPI_COMM_WORLD/SELF.
  assert.equal(r.err[1], formatAbort({ worldRank: 1, commRank: 1, contextId: 496, errorcode: 5, handle: 0x84000001 }));
  // Hydra either sees the processes exit with the error code, or kills the rest first.
  if (r.status === 5) assert.equal(r.stdout, '', r.describe);
  else {
    assert.equal(r.status, 9, r.describe);
    assert.equal(r.stdout.replace(/=   PID \d+ RUNNING AT \S+/, '=   PID 0 RUNNING AT host'), formatBadTermination(0, 'host', 9), r.describe);
  }
});

test('the BAD TERMINATION banner of mpiexec when a process dies of a signal (crash.c)', async () => {
  const r = await mpirun('crash', 2);
  assert.equal(r.status, 11, r.describe);
  const m = /=   PID (\d+) RUNNING AT (\S+)/.exec(r.stdout);
  assert.ok(m, r.describe);
  // Normalised: the pid and the host name.
  assert.equal(r.stdout, formatBadTermination(Number(m[1]), m[2], 11), r.describe);
});

// ---------------------------------------------------------------------------------------------
// 4. Encoding, ring and layout details

test('codes carry the class in the low 7 bits and the message hash in bits 26-29', () => {
  const msg = 'MPI_Send(buf=0x7ffd0a99bc28, count=1, MPI_INT, 5, 0, MPI_COMM_WORLD) failed';
  assert.equal(messageSeq(msg), 0); // Abort(674310) = 0x000a4a06 on real MPICH
  const d = decodeErrorCode(674310);
  assert.deepEqual(d, { errorClass: 6, fatal: false, genericIndex: 585, ringIndex: 1, ringSeq: 0, dynamic: false });
  assert.equal(fatalExitStatus(674310), 6);
  assert.equal(errorClassOf(0x40000003), 0x40000003); // dynamic classes keep their bit
});

test('the ring wraps after 128 entries and old codes stop resolving', () => {
  const ring = new ErrorRing();
  const first = ring.raise('MPI_Send', { kind: 'tag', value: -1 }, [16n, 1, MPI_INT, 0, -1, W]);
  assert.match(ring.errorString(first), /^Invalid tag, error stack:\ninternal_Send\(120\): /);
  for (let i = 0; i < 64; i++) ring.raise('MPI_Send', { kind: 'countneg', value: -i - 1 }, [16n, -i - 1, MPI_INT, 0, 0, W]);
  assert.equal(decodeErrorCode(ring.raise('MPI_Barrier', { kind: 'commnull' }, [MPI_COMM_NULL])).ringIndex, 3);
  assert.doesNotMatch(ring.errorString(first), /Invalid tag, value is -1/);
});

test('formatStack pads locations with dots to the longest one', () => {
  assert.equal(
    formatStack([
      { location: 'internal_Reduce(150)', message: 'a' },
      { location: 'MPIR_BAND_check_dtype(56)', message: 'b' },
      { location: null, message: 'c' },
    ]),
    'internal_Reduce(150).....: a\nMPIR_BAND_check_dtype(56): b\n(unknown)(): c',
  );
});

test('every binding row is well formed', () => {
  for (const fname of ['MPI_Send', 'MPI_Recv', 'MPI_Bcast', 'MPI_Comm_split', 'MPI_Intercomm_create', 'MPI_Type_vector', 'MPI_Waitall']) {
    const b = mpiBinding(fname);
    assert.ok(b && b.failLine > 40 && b.checks.length > 0 && b.format.startsWith(fname + '('), fname);
  }
  assert.equal(mpiBinding('MPI_Finalize')?.format, 'MPI_Finalize failed');
  assert.equal(mpiBinding('MPI_Comm_free')?.errhandler, 'world');
  assert.equal(mpiBinding('MPI_Send')?.errhandler, 'comm');
});

// ---------------------------------------------------------------------------------------------
// 5. mpisim's own reports

test('collective mismatch reports read like MPICH stacks', () => {
  const text = formatCollectiveMismatch({
    kind: 'root', worldRank: 1, fname: 'MPI_Bcast', args: [0x10040n, 1, MPI_INT, 1, W], site: { file: 'bcast.c', line: 12 },
    mine: '1', other: { rank: 0, value: '0', site: { file: 'bcast.c', line: 11 } }, commName: 'MPI_COMM_WORLD', commRank: 1,
  });
  const lines = text.split('\n');
  assert.match(lines[0], /^Abort\(\d+\) on node 1 \(rank 1 in comm 0\): Fatal error in internal_Bcast: Invalid root, error stack:$/);
  assert.equal(lines[1], 'internal_Bcast(107): MPI_Bcast(buffer=0x10040, count=1, MPI_INT, 1, MPI_COMM_WORLD) failed');
  assert.equal(lines[2], 'mpisim(bcast.c:12).: Invalid root (value given was 1), but rank 0 of MPI_COMM_WORLD gave root 0 at bcast.c:11');
  assert.equal(fatalExitStatus(Number(/^Abort\((\d+)\)/.exec(text)![1])), MPI_ERR_ROOT);

  const sig = formatCollectiveMismatch({
    kind: 'count', worldRank: 0, fname: 'MPI_Allreduce', args: [0x10040n, 0x10080n, 10, MPI_INT, MPI_SUM, W], site: { file: 'a.c', line: 7 },
    mine: '10 x MPI_INT', other: { rank: 1, value: '5 x MPI_INT', site: { file: 'a.c', line: 9 } }, commName: 'MPI_COMM_WORLD', commRank: 0,
  });
  assert.match(sig, /Fatal error in internal_Allreduce: Inconsistent arguments to collective routine , error stack:\n/);
  assert.match(sig, /\nmpisim\(a\.c:7\)\.+: Inconsistent arguments to collective routine MPI_Allreduce: count 10 x MPI_INT here, but 5 x MPI_INT on rank 1 of MPI_COMM_WORLD at a\.c:9\n$/);
  assert.equal(fatalExitStatus(Number(/^Abort\((\d+)\)/.exec(sig)![1])), MPI_ERR_NOT_SAME);

  const call = formatCollectiveMismatch({
    kind: 'call', worldRank: 1, fname: 'MPI_Barrier', args: [W], site: { file: 'c.c', line: 3 },
    mine: 'MPI_Barrier', other: { rank: 0, value: 'MPI_Bcast', fname: 'MPI_Bcast', site: { file: 'c.c', line: 5 } }, commName: 'MPI_COMM_WORLD', commRank: 1,
  });
  assert.match(call, /\nmpisim\(c\.c:3\)\.*: Inconsistent collective calls on MPI_COMM_WORLD: MPI_Barrier here, but rank 0 called MPI_Bcast at c\.c:5\n$/);
});

test('leaks at MPI_Finalize: pending requests and messages never received', () => {
  assert.equal(
    formatPendingRequests(1, { file: 'ring.c', line: 30 }, [
      { fname: 'MPI_Irecv', site: { file: 'ring.c', line: 14 }, detail: 'source 0, tag 7, MPI_COMM_WORLD', handle: 0xac000000 },
      { fname: 'MPI_Isend', site: { file: 'ring.c', line: 15 }, detail: 'to rank 0, tag 7, 4 bytes, MPI_COMM_WORLD' },
    ]),
    'mpisim: rank 1 called MPI_Finalize at ring.c:30 with 2 requests still pending:\n' +
      '  MPI_Irecv at ring.c:14 (req=0xac000000): source 0, tag 7, MPI_COMM_WORLD\n' +
      '  MPI_Isend at ring.c:15: to rank 0, tag 7, 4 bytes, MPI_COMM_WORLD\n',
  );
  assert.equal(
    formatUnreceivedMessages([{ from: 0, to: 1, fname: 'MPI_Send', site: { file: 'ring.c', line: 10 }, tag: 7, bytes: 40, commName: 'MPI_COMM_WORLD' }]),
    'mpisim: 1 message was never received before MPI_Finalize:\n  rank 0 -> rank 1: MPI_Send at ring.c:10, tag 7, 40 bytes, MPI_COMM_WORLD\n',
  );
  assert.equal(formatPendingRequests(0, { file: 'x.c', line: 1 }, []), '');
});
