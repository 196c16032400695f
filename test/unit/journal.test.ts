/**
 * The journal behind step back: a world rebuilt by redoing a recorded run's journal is the very
 * world that ran, for every program of the MPI corpus (test/mpi, each checked against
 * mpiexec.mpich in test/differential) driven in random interleavings: the same memory, frames,
 * tick counts, queues, communicators, context IDs, processes and output. The expectation is the
 * recorded run itself; nothing is hand-written.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { loadProgram, launchFor } from '../../src/sim/io';
import { World } from '../../src/sim/world';
import { rebuild } from '../../src/sim/journal';
import { fingerprint, driveRandomly } from '../helpers/world';
import { listMpiPrograms, readMpiHeaders, MPI_DIR } from '../helpers/mpi';

// The corpus, and the dynamic-process programs (spawned processes join the world mid-run).
const DYN_DIR = join(MPI_DIR, '..', 'mpi-dyn');
for (const file of [...listMpiPrograms(), ...listMpiPrograms(DYN_DIR)]) {
  const dir = file.startsWith(DYN_DIR) ? DYN_DIR : MPI_DIR;
  const name = file.slice(dir.length + 1);
  const source = readFileSync(file, 'utf8');
  // A program can say why it is left out (its memory is too big to fingerprint at every check).
  if (/^\/\/\s*journal: skip\b/m.test(source)) continue;
  // Programs of test/mpi-dyn without a header are run by their own test on 2 processes.
  const hdr = /\/\/\s*mpi-np:/.test(source) ? readMpiHeaders(file) : { nps: [2], args: [], defines: [] as string[] };
  const np = hdr.nps[hdr.nps.length - 1] ?? 2;
  test(`journal replay reproduces ${name} -n ${np}`, () => {
    const options = { program: file, cwd: dir, defines: Object.fromEntries(hdr.defines.map((d) => [d.split('=')[0], d.split('=')[1] ?? '1'])), includeDirs: [], stackSize: 1 << 20, displayName: name };
    const loaded = loadProgram(options);
    assert.ok(!('failure' in loaded), 'the program compiles');
    if ('failure' in loaded) return;
    const launch = launchFor(options, loaded.prog);
    const outputs: string[][] = [];
    const make = (): World => {
      const out: string[] = [];
      outputs.push(out);
      return new World(loaded.prog, { np, args: hdr.args, stackSize: 1 << 20, record: true, programName: join('.', name), launch, onOutput: (r, fd, t) => out.push(`${r}:${fd}:${t}`) });
    };
    const live = make();
    const liveOut = outputs[outputs.length - 1];
    const seen = driveRandomly(live, liveOut, name.length * 7919 + np);
    const picks = [seen.length - 1, Math.floor(seen.length / 2), Math.floor(seen.length / 5)];
    for (const i of picks) {
      const w = rebuild(make, live.journal!, { op: seen[i].at });
      assert.deepEqual(fingerprint(w, outputs[outputs.length - 1]), seen[i].print, `rebuilt after ${seen[i].at} journal operations`);
    }
  });
}
