/**
 * Differential tests of the MPI runtime against real MPICH (mpich 4.0.2, ch4:ucx, one node).
 *
 * 1. The corpus: every test/mpi/*.c is built with `mpicc.mpich -O0 -g` (once per test run)
 *    and, for each rank count of its `// mpi-np:` header, run with
 *      mpiexec.mpich -n NP -outfile-pattern DIR/mpich.out.%r -errfile-pattern ... ./prog ARGS
 *    and with
 *      mpisim run -n NP --outfile-pattern DIR/mpisim.out.%r --errfile-pattern ... prog.c ARGS
 *    Each rank's stdout must be the same, line by line and in order (a stable partition by
 *    rank: never a global sort), and both runs must exit 0. The expected output is produced
 *    here by MPICH on every run; nothing is written down by hand. The programs make their own
 *    output deterministic (wildcard results are printed sorted), so a mismatch is a bug in
 *    mpisim, or in the program if MPICH's own output varies (check with two MPICH runs).
 *
 * 2. Deadlock: test/mpi/deadlock/recv_first.c (ranks 0 and 1 both MPI_Recv first). MPICH
 *    under `timeout 10` hangs (status 124); which ranks blocked is read from the program's own
 *    flushed stdout ("before recv" without "done"). mpisim must exit 3 and print a wait-for
 *    graph: one line per blocked rank naming `rank R`, MPI_Recv and recv_first.c:LINE (the line
 *    marked `deadlock-here`); the ranks of the MPI_Recv lines must be exactly MPICH's blocked
 *    ranks. The per-rank stdout must match MPICH's too.
 *
 * 3. Eager limit: test/mpi/p2p_eager_both_send.c with n bytes (ranks 0 and 1 both MPI_Send
 *    first). MPICH is run for n in a small ascending set around 8255/8256 until one hangs; the
 *    largest n that completed and the first that hung are measured here. mpisim with its
 *    default eager limit must complete (same output) for every n that completed on MPICH and
 *    report a deadlock (exit 3, MPI_Send in the graph) for the first n that hung.
 *    `--eager-limit` must move the threshold.
 *
 * Missing MPICH makes every test fail with "install mpich"; nothing is skipped.
 * Environment: MPISIM_MPI_ONLY=name1,name2 restricts the corpus (e.g. p2p_probe.c).
 */
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { lineDiff, tmpDirForFile } from '../helpers/cprog';
import { describeRun } from '../helpers/proc';
import {
  listMpiPrograms,
  MPI_DEADLOCK_DIR,
  MPI_DIR,
  mpichBuild,
  mpisimDefines,
  RanksRun,
  readMpiHeaders,
  requireMpich,
  runMpich,
  runMpisimRanks,
} from '../helpers/mpi';

const tmp = tmpDirForFile('mpich');

/** A fresh directory for one run's per-rank files. */
function runDir(name: string): string {
  const d = join(tmp, name.replace(/[^\w.-]/g, '_'));
  mkdirSync(d, { recursive: true });
  return d;
}

/** lineDiff labels its sides for gcc; here the expectation is MPICH's. */
function diff(expected: string, actual: string): string {
  return lineDiff(expected, actual).replace('--- expected (gcc)', '--- expected (mpich)');
}

function clip(s: string, n = 2000): string {
  return s.length > n ? `${s.slice(0, n)}\n... (${s.length - n} more chars)` : s;
}

/** Per-rank stdout differences, or '' when every rank matches. */
function compareRanks(want: RanksRun, got: RanksRun): string {
  const parts: string[] = [];
  for (let r = 0; r < want.out.length; r++) {
    const d = diff(want.out[r], got.out[r]);
    if (d) parts.push(`rank ${r} stdout:\n${d}`);
  }
  return parts.join('\n\n');
}

function mpisimContext(got: RanksRun): string {
  const errs = got.err.map((e, r) => (e ? `[rank ${r} stderr]\n${clip(e, 1000)}` : '')).filter((s) => s);
  return `$ ${got.result.command}\nmpisim status ${got.result.status}${got.result.timedOut ? ' (timed out)' : ''}\n` +
    `mpisim stderr:\n${clip(got.result.stderr)}` + (errs.length ? `\n${errs.join('\n')}` : '') +
    (process.env.MPISIM_KEEP_TMP ? '' : '\n(MPISIM_KEEP_TMP=1 keeps the per-rank files)');
}

// ---------------------------------------------------------------------------------------------
// 1. The corpus

const only = (process.env.MPISIM_MPI_ONLY ?? '').split(',').filter((s) => s);
const programs = listMpiPrograms().filter((p) => only.length === 0 || only.includes(basename(p)));

test('mpich is installed', async () => {
  await requireMpich();
});

test('the MPI corpus is there', () => {
  assert.ok(listMpiPrograms().length >= 30, `expected at least 30 programs in ${MPI_DIR}`);
});

for (const src of programs) {
  const name = basename(src);
  const h = readMpiHeaders(src);
  for (const np of h.nps) {
    test(`${name} -n ${np}`, { timeout: (2 * h.timeoutS + 150) * 1000 }, async () => {
      const exe = await mpichBuild(src, tmp, h.defines);
      const dir = runDir(`${name}-n${np}`);
      const want = await runMpich(exe, src, np, h.args, dir, h.timeoutS);
      assert.ok(
        want.result.status === 0,
        `real MPICH did not run ${name} -n ${np} to completion (status ${want.result.status}${want.hung ? ', hung' : ''}):\n` +
          `${describeRun(want.result)}\n${want.err.map((e, r) => (e ? `[rank ${r} stderr]\n${clip(e, 1000)}` : '')).join('')}`,
      );

      const got = await runMpisimRanks(src, np, h.args, dir, h.timeoutS, mpisimDefines(h.defines, h.checks));
      assert.ok(!got.hung, `mpisim did not finish within ${h.timeoutS} s\n${mpisimContext(got)}`);
      const d = compareRanks(want, got);
      assert.ok(d === '', `per-rank stdout differs from MPICH's:\n${d}\n\n${mpisimContext(got)}`);
      assert.equal(got.result.status, 0, `exit status: mpich 0, mpisim ${got.result.status}\n${mpisimContext(got)}`);
    });
  }
}

// ---------------------------------------------------------------------------------------------
// 2. Deadlock

test('deadlock: ranks 0 and 1 both MPI_Recv first', { timeout: 240_000 }, async () => {
  const src = join(MPI_DEADLOCK_DIR, 'recv_first.c');
  const h = readMpiHeaders(src);
  const np = h.nps[0];
  const lines = readFileSync(src, 'latin1').split('\n');
  const line = lines.findIndex((l) => l.includes('deadlock-here')) + 1;
  assert.ok(line > 0, 'recv_first.c has no line marked deadlock-here');

  const exe = await mpichBuild(src, tmp, h.defines);
  const dir = runDir('deadlock');
  const want = await runMpich(exe, src, np, h.args, dir, 10);
  assert.equal(want.result.status, 124, `real MPICH should hang (timeout's status 124):\n${describeRun(want.result)}`);
  const blocked = new Set<number>();
  for (let r = 0; r < np; r++) {
    if (want.out[r].includes(`rank ${r} before recv`) && !want.out[r].includes(`rank ${r} done`)) blocked.add(r);
  }
  assert.deepEqual([...blocked].sort(), [0, 1], `MPICH's output does not show ranks 0 and 1 blocked:\n${want.out.join('---\n')}`);

  const got = await runMpisimRanks(src, np, h.args, dir, 60);
  assert.ok(!got.hung, `mpisim did not stop within 60 s\n${mpisimContext(got)}`);
  assert.equal(got.result.status, 3, `mpisim should exit 3 on a deadlock\n${mpisimContext(got)}`);

  const report = got.result.stderr + got.err.join('');
  const recvLines = report.split('\n').filter((l) => l.includes('MPI_Recv'));
  const simBlocked = new Set<number>();
  for (const l of recvLines) {
    const m = /\brank\s+(\d+)/i.exec(l);
    if (m) simBlocked.add(Number(m[1]));
  }
  assert.deepEqual(
    [...simBlocked].sort(),
    [...blocked].sort(),
    `the wait-for graph should have one MPI_Recv line per blocked rank (MPICH: ${[...blocked].join(', ')}), each starting with "rank R"\n${mpisimContext(got)}`,
  );
  for (const r of blocked) {
    const mine = recvLines.filter((l) => (/\brank\s+(\d+)/i.exec(l) ?? [])[1] === String(r));
    assert.ok(
      mine.some((l) => l.includes(`recv_first.c:${line}`)),
      `the wait-for graph line of rank ${r} should give recv_first.c:${line}:\n${mine.join('\n')}\n${mpisimContext(got)}`,
    );
  }
  const d = compareRanks(want, got);
  assert.ok(d === '', `per-rank stdout before the deadlock differs from MPICH's:\n${d}\n\n${mpisimContext(got)}`);
});

// ---------------------------------------------------------------------------------------------
// 3. Eager limit

const EAGER_SRC = join(MPI_DIR, 'p2p_eager_both_send.c');
/** Sizes probed on MPICH, ascending; MPICH 4.0.2 ch4:ucx on one node completes 8255 and hangs at 8256. */
const EAGER_SIZES = [1024, 8192, 8255, 8256, 8257, 16384];
const EAGER_HANG_S = 10;

interface EagerMeasure {
  lastOk: number;
  firstHang: number;
  ok: Map<number, RanksRun>;
  hang: RanksRun;
}
let eagerMeasure: Promise<EagerMeasure> | undefined;

/** Runs MPICH with growing n until a run hangs (only that one costs the timeout). */
function measureEager(): Promise<EagerMeasure> {
  eagerMeasure ??= (async () => {
    const exe = await mpichBuild(EAGER_SRC, tmp);
    const ok = new Map<number, RanksRun>();
    for (const n of EAGER_SIZES) {
      const dir = runDir(`eager-mpich-${n}`);
      const r = await runMpich(exe, EAGER_SRC, 2, [String(n)], dir, EAGER_HANG_S);
      if (r.hung) {
        const done = [...ok.keys()];
        assert.ok(done.length > 0, `MPICH already hangs with ${n} bytes, the smallest size probed`);
        return { lastOk: done[done.length - 1], firstHang: n, ok, hang: r };
      }
      assert.equal(r.result.status, 0, `MPICH failed with ${n} bytes:\n${describeRun(r.result)}`);
      ok.set(n, r);
    }
    throw new Error(`MPICH completed every size probed (${EAGER_SIZES.join(', ')}): its eager limit is above them`);
  })();
  return eagerMeasure;
}

test('eager limit: both ranks MPI_Send first, sizes around the MPICH limit', { timeout: 600_000 }, async () => {
  const m = await measureEager();
  const failures: string[] = [];
  for (const [n, want] of m.ok) {
    const dir = runDir(`eager-mpisim-${n}`);
    const got = await runMpisimRanks(EAGER_SRC, 2, [String(n)], dir, 60);
    const d = compareRanks(want, got);
    if (got.result.status !== 0 || d)
      failures.push(`n=${n} completes on MPICH (largest completing: ${m.lastOk}); mpisim:\n${d}\n${mpisimContext(got)}`);
  }
  const dir = runDir(`eager-mpisim-${m.firstHang}`);
  const got = await runMpisimRanks(EAGER_SRC, 2, [String(m.firstHang)], dir, 60);
  if (got.result.status !== 3 || !/MPI_Send/.test(got.result.stderr + got.err.join('')))
    failures.push(`n=${m.firstHang} hangs on MPICH: mpisim should report a deadlock in MPI_Send (exit 3)\n${mpisimContext(got)}`);
  else {
    const d = compareRanks(m.hang, got);
    if (d) failures.push(`n=${m.firstHang}: stdout before the deadlock differs:\n${d}`);
  }
  assert.ok(failures.length === 0, failures.join('\n\n'));
});

test('eager limit: --eager-limit moves the threshold', { timeout: 600_000 }, async () => {
  const m = await measureEager();
  // Far above MPICH's limit the exchange completes, with MPICH's output for a completing size.
  const big = runDir('eager-opt-big');
  const got = await runMpisimRanks(EAGER_SRC, 2, [String(m.firstHang)], big, 60, ['--eager-limit', '1048576']);
  assert.equal(got.result.status, 0, `--eager-limit 1048576 with ${m.firstHang} bytes should complete\n${mpisimContext(got)}`);
  const okOut = [...m.ok.values()][0].out.map((o) => o.replace(/\b\d+ bytes/g, 'N bytes'));
  const gotOut = got.out.map((o) => o.replace(/\b\d+ bytes/g, 'N bytes'));
  for (let r = 0; r < 2; r++) {
    const d = diff(okOut[r], gotOut[r]);
    assert.ok(d === '', `rank ${r} output (sizes masked) differs from a completing MPICH run:\n${d}`);
  }
  // Far below, 1024 bytes (which completes on MPICH) deadlocks.
  const small = runDir('eager-opt-small');
  const low = await runMpisimRanks(EAGER_SRC, 2, ['1024'], small, 60, ['--eager-limit', '256']);
  assert.equal(low.result.status, 3, `--eager-limit 256 with 1024 bytes should deadlock\n${mpisimContext(low)}`);
});
