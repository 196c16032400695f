/**
 * Runtime faults: every test/c/faults/*.c program dies in a known way. Each carries
 *   // expect-fault: CAUSE at LINE[:COL] [(rank R)]     or     // expect-assert
 * For single-rank programs the gcc-built binary is run first and must really die with
 * the signal the cause implies (SIGSEGV, SIGFPE, SIGABRT or SIGBUS), so the classification is
 * checked against the machine. Then mpisim must
 *   - exit with 128 + that signal, as a shell reports it;
 *   - print `FILE:LINE:COL: runtime error: CAUSE... (rank R)` on stderr (column only when
 *     the header gives one);
 *   - for a failed assert, print glibc's `<prog>: FILE:LINE: func: Assertion `expr' failed.`
 *     exactly as the native run did (after the program name);
 *   - have printed the same stdout as the native run (the programs fflush(stdout) before
 *     faulting, so nothing is lost natively), and the same `[err] ...` stderr lines.
 * Programs with `// mpisim-np: N` use MPI: built with mpicc.mpich and run with mpiexec.mpich -n N,
 * whose status must be the signal's number (hydra's EXIT CODE, and its EXIT STRING naming the signal), then with mpisim.
 *
 * Column convention of the headers: where gcc's -fsanitize=undefined reports the same
 * access — a load at its `*`, a store at the assignment's `=` (so `*p += 1`, which loads
 * first, faults at the `*`), a division at its `/` or `%` — and a call to free()/abort()
 * at the callee's name. Where that convention does not settle the column (a `->` member
 * access, the frame of a stack overflow) the header gives the line only.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import {
  C_DIR,
  ExpectFault,
  gccBuild,
  lineDiff,
  listC,
  readHeaders,
  reEscape,
  requireGcc,
  runMpisimProgram,
  runNative,
  tmpDirForFile,
} from '../helpers/cprog';
import { describeRun, RunResult, signalNumber } from '../helpers/proc';
import { mpichBuild, runMpich } from '../helpers/mpi';

const FAULT_DIR = join(C_DIR, 'faults');

/** The signal a cause corresponds to on x86-64 Linux. */
function signalFor(cause: string): NodeJS.Signals {
  const table: [string, NodeJS.Signals][] = [
    ['null pointer dereference', 'SIGSEGV'],
    ['invalid memory access', 'SIGSEGV'],
    ['write to read-only memory', 'SIGSEGV'],
    ['use after free', 'SIGSEGV'],
    ['stack overflow', 'SIGSEGV'],
    ['integer', 'SIGFPE'], // integer division by zero, and INT_MIN / -1
    ['double free', 'SIGABRT'],
    ['invalid free', 'SIGABRT'],
    ['abort', 'SIGABRT'],
    ['bus error', 'SIGBUS'],
    ['broken pipe', 'SIGPIPE'],
  ];
  for (const [prefix, sig] of table) if (cause.startsWith(prefix)) return sig;
  throw new Error(`no signal known for cause ${JSON.stringify(cause)}`);
}

/** The program's own stderr lines (they start with "[err] "), without libc/mpisim messages. */
function errLines(stderr: string): string {
  return stderr
    .split('\n')
    .filter((l) => l.startsWith('[err] '))
    .map((l) => l + '\n')
    .join('');
}

function faultLineRe(file: string, f: ExpectFault): RegExp {
  const col = f.col === undefined ? '\\d+' : String(f.col);
  return new RegExp(
    `(?:^|[\\s/\\\\])${reEscape(file)}:${f.line}:${col}: runtime error: ${reEscape(f.cause)}.*\\(rank ${f.rank}\\)\\s*$`,
  );
}

const ANY_FAULT_RE = /:\d+:\d+: runtime error: .*\(rank (\d+)\)\s*$/;
const ASSERT_RE = /^(.*?): (\S+:\d+: .*: Assertion `.*' failed\.)\s*$/;

const tmp = tmpDirForFile('faults');
before(() => requireGcc());

const programs = listC(FAULT_DIR);

test('the fault corpus is there', () => {
  assert.ok(programs.length >= 14, `expected the fault programs in ${FAULT_DIR}`);
});

for (const src of programs) {
  const name = basename(src);
  test(name, { timeout: 180_000 }, async () => {
    const h = readHeaders(src);
    assert.ok(h.expectFault || h.expectAssert, `${name}: no expect-fault / expect-assert header`);
    const signal: NodeJS.Signals = h.expectAssert ? 'SIGABRT' : signalFor(h.expectFault!.cause);

    let native: RunResult | undefined;
    if (h.np === undefined) {
      const dir = join(tmp, name.replace(/\W/g, '_'));
      mkdirSync(dir, { recursive: true });
      const exe = await gccBuild(src, dir, h.gccDefines);
      native = await runNative(exe, src, h.programArgs);
      assert.equal(
        native.signal,
        signal,
        `the gcc-built program should die with ${signal}, got:\n${describeRun(native)}`,
      );
    } else {
      const dir = join(tmp, name.replace(/\W/g, '_'));
      mkdirSync(dir, { recursive: true });
      const mpich = await runMpich(await mpichBuild(src, dir), src, h.np, h.programArgs, dir, 30);
      assert.equal(mpich.result.status, signalNumber(signal), `under mpiexec.mpich a process should die with ${signal}, got:\n${describeRun(mpich.result)}`);
      // Hydra names the signal (EXIT CODE: 13, "Broken pipe (signal 13)"); mpisim's status is a
      // shell's for it (128 + 13), its one line the cause at the statement (README: exit status).
      assert.match(mpich.result.stdout, new RegExp(`EXIT CODE: ${signalNumber(signal)}\n[^]*EXIT STRING: .* \\(signal ${signalNumber(signal)}\\)`), describeRun(mpich.result));
    }

    const options = [...(h.np !== undefined ? ['-n', String(h.np)] : []), ...h.mpisimArgs];
    const got = await runMpisimProgram(src, options, h.programArgs);
    assert.ok(!got.timedOut, `mpisim timed out:\n${describeRun(got)}`);
    const errLinesGot = got.stderr.split(/\r?\n/);

    if (h.expectFault) {
      const re = faultLineRe(name, h.expectFault);
      assert.ok(
        errLinesGot.some((l) => re.test(l)),
        `stderr should have a line matching ${re}\n${describeRun(got)}`,
      );
      // Only the faulting rank is reported.
      for (const l of errLinesGot) {
        const m = ANY_FAULT_RE.exec(l);
        if (m) assert.equal(Number(m[1]), h.expectFault.rank, `a runtime error names the wrong rank: ${l}`);
      }
    }
    if (h.expectAssert) {
      assert.ok(native, 'expect-assert needs the native run');
      const nativeLine = native.stderr.split('\n').map((l) => ASSERT_RE.exec(l)).find((m) => m);
      assert.ok(nativeLine, `glibc printed no assertion message:\n${describeRun(native)}`);
      const want = nativeLine[2];
      const ours = errLinesGot.map((l) => ASSERT_RE.exec(l)).find((m) => m);
      assert.ok(ours, `mpisim printed no assertion message like glibc's "${nativeLine[0]}":\n${describeRun(got)}`);
      assert.equal(ours[2], want, 'assertion message (after the program name)');
      assert.ok(ours[1].length > 0, 'the assertion message starts with the program name');
    }

    assert.equal(got.status, 128 + signalNumber(signal), `exit status should be 128+${signal}\n${describeRun(got)}`);

    if (native) {
      const outDiff = lineDiff(native.stdout, got.stdout);
      assert.ok(outDiff === '', `stdout before the fault differs from gcc's:\n${outDiff}`);
      const errDiff = lineDiff(errLines(native.stderr), errLines(got.stderr));
      assert.ok(errDiff === '', `the program's stderr lines differ from gcc's:\n${errDiff}`);
    }
  });
}
