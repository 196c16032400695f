/**
 * Real applications from Debian source packages (issue 12): Open MPI's C examples and NetPIPE,
 * built by their own Makefiles with mpicc.mpich and with `mpisim cc`, run under mpiexec.mpich
 * and mpisim in this test; the outputs must agree (timings, host names and the library's own
 * version text aside). scripts/suite-apps.mjs does the work; `npm run suite:apps` prints it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../helpers/dap';

interface AppResult { app: string; prog: string; np: number; mpichOk: boolean; agree: boolean; mpich: { status: number; out: string; err: string }; mpisim: { built: boolean; status: number; out: string; err: string } }

test('Open MPI\'s examples and NetPIPE give MPICH\'s output, built by their Makefiles with mpisim cc', { timeout: 900_000 }, async () => {
  const mod = await import(pathToFileURL(join(ROOT, 'scripts', 'suite-apps.mjs')).href) as { runApps: (only?: string[], ci?: boolean) => AppResult[] };
  const results = mod.runApps(undefined, true);
  assert.ok(results.length >= 4, 'every application ran');
  for (const r of results) {
    assert.ok(r.mpichOk, `${r.app}/${r.prog} runs under MPICH (status ${r.mpich.status}): ${r.mpich.err}`);
    assert.ok(r.agree, `${r.app}/${r.prog} -n ${r.np} under mpisim (built: ${r.mpisim.built}, status ${r.mpisim.status}, MPICH ${r.mpich.status}):\n${r.mpisim.err}\n--- mpisim stdout:\n${r.mpisim.out.slice(0, 3000)}\n--- MPICH stdout:\n${r.mpich.out.slice(0, 3000)}`);
  }
});
