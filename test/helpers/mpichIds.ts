/**
 * Context IDs as real MPICH 4.0.2 allocates them, read from its MPIR_Comm objects by the
 * LD_PRELOAD shim test/mpi-ctx/ctxshim.c (reference/real-peers.md §2) while
 * test/mpi-ctx/comms.c provokes an error on each communicator it creates.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './cprog';

export const CTX_DIR = join(REPO_ROOT, 'test', 'mpi-ctx');

export interface RealComm { what: string; handle: string; size: number; rank: number; contextId: number; recvContextId: number }

function need(tool: string): void {
  if (spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0) throw new Error(`${tool} is missing: install mpich and gcc (apt-get install -y mpich libmpich-dev gcc)`);
}

/** Per rank, each communicator comms.c pokes, with MPICH's context_id and recvcontext_id. */
export function mpichCommIds(np: number, tmp: string): RealComm[][] {
  need('mpicc.mpich');
  need('gcc');
  const shim = join(tmp, 'libctxshim.so');
  execFileSync('gcc', ['-shared', '-fPIC', '-o', shim, join(CTX_DIR, 'ctxshim.c'), '-ldl']);
  const exe = join(tmp, 'comms');
  execFileSync('mpicc.mpich', ['-O0', '-o', exe, join(CTX_DIR, 'comms.c')]);
  const real = spawnSync('mpiexec.mpich', ['-n', String(np), '-env', 'LD_PRELOAD', shim, '-outfile-pattern', join(tmp, 'real.out.%r'), '-errfile-pattern', join(tmp, 'real.err.%r'), exe], { timeout: 60000 });
  if (real.status !== 0) throw new Error(`mpiexec.mpich failed: ${real.stderr}`);
  const out: RealComm[][] = [];
  for (let r = 0; r < np; r++) {
    const lines = readFileSync(join(tmp, `real.out.${r}`), 'utf8').trim().split('\n');
    const shimLines = readFileSync(join(tmp, `real.err.${r}`), 'utf8').split('\n').filter((l) => l.startsWith('CTXSHIM'));
    out.push(lines.map((l, k) => {
      const p = /^(\S+) handle=([0-9a-f]+) size=(\d+) rank=(\d+)$/.exec(l);
      const s = /handle=0x([0-9a-f]+) send_ctx=0x([0-9a-f]+) recv_ctx=0x([0-9a-f]+) remote_size=(\d+) rank=(\d+)/.exec(shimLines[k] ?? '');
      if (!p || !s) throw new Error(`rank ${r}: unexpected output '${l}' / '${shimLines[k]}'`);
      // The shim's view of MPIR_Comm must agree with what the program printed, or its offsets are wrong.
      if (s[1] !== p[2].padStart(8, '0') || Number(s[4]) !== Number(p[3]) || Number(s[5]) !== Number(p[4])) throw new Error(`rank ${r}: the shim's MPIR_Comm offsets do not match this MPICH (${shimLines[k]} vs ${l})`);
      return { what: p[1], handle: p[2], size: Number(p[3]), rank: Number(p[4]), contextId: parseInt(s[2], 16), recvContextId: parseInt(s[3], 16) };
    }));
  }
  return out;
}
