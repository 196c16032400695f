/**
 * Context IDs, communicator handles, sizes and ranks against real MPICH 4.0.2.
 * MPICH does not expose context IDs, so the test reads them from MPICH's own MPIR_Comm
 * objects: an LD_PRELOAD shim (test/mpi-ctx/ctxshim.c, reference/real-peers.md §2) prints
 * them when the program provokes an error on each communicator. The shim's offsets are
 * checked against the handle, size and rank the program prints before any ID is trusted.
 * mpisim's side comes from --log-comms, the contract of issue 3.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, MPISIM_JS } from '../helpers/cprog';

const DIR = join(REPO_ROOT, 'test', 'mpi-ctx');

function tool(name: string): void {
  const r = spawnSync('sh', ['-c', `command -v ${name}`]);
  assert.equal(r.status, 0, `${name} is missing: install mpich and gcc (apt-get install -y mpich libmpich-dev gcc)`);
}

interface Line { what: string; handle: string; size: number; rank: number }
const parseOut = (text: string): Line[] => text.trim().split('\n').filter(Boolean).map((l) => {
  const m = /^(\S+) handle=([0-9a-f]+) size=(\d+) rank=(\d+)$/.exec(l);
  assert.ok(m, `unexpected program output line: ${l}`);
  return { what: m[1], handle: m[2], size: Number(m[3]), rank: Number(m[4]) };
});

/** comms.c keeps its communicators to the end on purpose: every usage check but the leak one. */
const KEEPS_COMMS = ['--check', 'type-matching,collective-matching,pending-buffer,buffer-overlap,request-lifecycle'];

for (const np of [2, 3, 4, 5]) {
  test(`comms.c on ${np} ranks: handles, sizes, ranks and context IDs equal MPICH's`, () => {
    tool('mpicc.mpich');
    tool('gcc');
    const tmp = mkdtempSync(join(tmpdir(), 'mpisim-ctx-'));
    const shim = join(tmp, 'libctxshim.so');
    execFileSync('gcc', ['-shared', '-fPIC', '-o', shim, join(DIR, 'ctxshim.c'), '-ldl']);
    const exe = join(tmp, 'comms');
    execFileSync('mpicc.mpich', ['-O0', '-o', exe, join(DIR, 'comms.c')]);
    const real = spawnSync('mpiexec.mpich', ['-n', String(np), '-env', 'LD_PRELOAD', shim, '-outfile-pattern', join(tmp, 'real.out.%r'), '-errfile-pattern', join(tmp, 'real.err.%r'), exe], { timeout: 60000 });
    assert.equal(real.status, 0, `mpiexec failed: ${real.stderr}`);
    const sim = spawnSync(process.execPath, [MPISIM_JS, 'run', '-n', String(np), ...KEEPS_COMMS, '--outfile-pattern', join(tmp, 'sim.out.%r'), '--log-comms', join(tmp, 'sim.log.%r'), join(DIR, 'comms.c')], { timeout: 60000, encoding: 'utf8' });
    assert.equal(sim.status, 0, `mpisim failed: ${sim.stderr}`);
    for (let r = 0; r < np; r++) {
      const realOut = readFileSync(join(tmp, `real.out.${r}`), 'utf8');
      const simOut = readFileSync(join(tmp, `sim.out.${r}`), 'utf8');
      assert.equal(simOut, realOut, `rank ${r}: handles/sizes/ranks differ`);
      const lines = parseOut(realOut);
      const shimLines = readFileSync(join(tmp, `real.err.${r}`), 'utf8').split('\n').filter((l) => l.startsWith('CTXSHIM'));
      assert.equal(shimLines.length, lines.length, `rank ${r}: one shim line per poked communicator`);
      const realIds = shimLines.map((l, k) => {
        const m = /handle=0x([0-9a-f]+) send_ctx=0x([0-9a-f]+) recv_ctx=0x([0-9a-f]+) remote_size=(\d+) rank=(\d+)/.exec(l)!;
        // The shim's view of MPIR_Comm must agree with what the program printed, or its offsets are wrong.
        assert.equal(m[1], lines[k].handle.padStart(8, '0'), `rank ${r}: shim handle offset check`);
        assert.equal(Number(m[4]), lines[k].size, `rank ${r}: shim size offset check`);
        assert.equal(Number(m[5]), lines[k].rank, `rank ${r}: shim rank offset check`);
        return `${lines[k].what} context_id=0x${m[2]} recvcontext_id=0x${m[3]}`;
      });
      const log = readFileSync(join(tmp, `sim.log.${r}`), 'utf8').trim().split('\n');
      assert.match(log[0], /^MPI_Init context_id=0x0000 recvcontext_id=0x0000 size=\d+ rank=\d+$/);
      assert.match(log[1], /^MPI_Init context_id=0x0010 recvcontext_id=0x0010 size=1 rank=0$/);
      const simIds = log.slice(2).map((l, k) => {
        const m = /^(\S+) context_id=(0x[0-9a-f]{4}) recvcontext_id=(0x[0-9a-f]{4}) size=(\d+) rank=(\d+)$/.exec(l);
        assert.ok(m, `bad --log-comms line: ${l}`);
        return `${lines[k]?.what} context_id=${m[2]} recvcontext_id=${m[3]}`;
      });
      assert.deepEqual(simIds, realIds, `rank ${r}: context IDs differ from MPICH's`);
    }
  });
}

/*
 * Concurrent MPI_Comm_idups on two overlapping parents while blocking calls allocate on a third
 * (MPICH's next_gcn and mask ownership): every communicator must work and describe itself as
 * under MPICH, and mpisim must end cleanly (two allocations agreeing on one bit was an internal
 * error; a blocking allocation starving the idup that owned the mask was a hang).
 */
for (const np of [4, 6, 7]) {
  test(`idups.c on ${np} ranks: pending MPI_Comm_idups and blocking allocations give MPICH's communicators`, () => {
    tool('mpicc.mpich');
    const tmp = mkdtempSync(join(tmpdir(), 'mpisim-idups-'));
    const exe = join(tmp, 'idups');
    execFileSync('mpicc.mpich', ['-O0', '-w', '-o', exe, join(DIR, 'idups.c')]);
    const real = spawnSync('mpiexec.mpich', ['-n', String(np), '-outfile-pattern', join(tmp, 'real.out.%r'), exe], { timeout: 60000, encoding: 'utf8' });
    assert.equal(real.status, 0, `mpiexec failed: ${real.stderr}`);
    const sim = spawnSync(process.execPath, [MPISIM_JS, 'run', '-n', String(np), '--outfile-pattern', join(tmp, 'sim.out.%r'), join(DIR, 'idups.c')], { timeout: 120000, encoding: 'utf8' });
    assert.equal(sim.status, 0, `mpisim failed: ${sim.stderr}`);
    for (let r = 0; r < np; r++) {
      const realOut = readFileSync(join(tmp, `real.out.${r}`), 'utf8');
      assert.ok(realOut.includes('made[5]'), `rank ${r}: MPICH's run printed every communicator`);
      assert.equal(readFileSync(join(tmp, `sim.out.${r}`), 'utf8'), realOut, `rank ${r}: communicators differ from MPICH's`);
    }
  });
}
