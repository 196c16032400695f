/**
 * The OTF2 writer beyond one chunk and one-byte record lengths: two locations of 100 000 events
 * each (several 1 MiB event chunks) and a region name longer than 255 bytes (the 9-byte length
 * form, reference/otf2.md §2.4). otf2-print and the OTF2 library must read it back as written.
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { makeTmpDir, removeTmpDir } from '../helpers/cprog';
import { dumpWithLibrary, otf2Print } from '../helpers/otf2';
import { readArchive, writeArchive, type TraceArchive, type TraceEvent } from '../../src/trace';
import { OTF2 } from '../../src/trace/model';

const tmp = makeTmpDir('trace-writer');
after(() => removeTmpDir(tmp));

test('a multi-chunk archive with a long definition record reads back as written', async () => {
  const N = 100_000;
  const long = 'MPI_' + 'x'.repeat(300);
  const events = (rank: number): TraceEvent[] => Array.from({ length: N }, (_, k): TraceEvent => {
    const time = 1_000_000 + 3 * k + (k % 3 === 2 ? 0 : 1); // some events share their time
    if (k % 3 === 0) return { time, type: 'Enter', region: 1 };
    if (k % 3 === 1) return rank === 0 ? { time, type: 'MpiSend', receiver: 1, comm: 0, tag: k, bytes: 2 ** 40 } : { time, type: 'MpiRecv', sender: 0, comm: 0, tag: k - 1, bytes: 2 ** 40 };
    return { time, type: 'Leave', region: 1 };
  });
  const a: TraceArchive = {
    timerResolution: 1e9, globalOffset: 1_000_000, traceLength: 3 * N,
    systemTreeNodes: [{ name: 'node', className: 'machine' }],
    locationGroups: [0, 1].map((r) => ({ name: `rank ${r}`, type: OTF2.locationGroupType.PROCESS, parent: 0 })),
    locations: [0, 1].map((r) => ({ id: r, name: `rank ${r}`, type: OTF2.locationType.CPU_THREAD, group: r, events: events(r) })),
    regions: [{ name: long, role: OTF2.role.FUNCTION, paradigm: OTF2.paradigm.MPI }, { name: 'MPI_Send', role: OTF2.role.POINT2POINT, paradigm: OTF2.paradigm.MPI }],
    groups: [
      { name: 'locations', type: OTF2.groupType.COMM_LOCATIONS, paradigm: OTF2.paradigm.MPI, flags: 0, members: [0, 1] },
      { name: '', type: OTF2.groupType.COMM_GROUP, paradigm: OTF2.paradigm.MPI, flags: 0, members: [0, 1] },
    ],
    comms: [{ name: 'MPI_COMM_WORLD', group: 1 }],
  };
  const anchor = writeArchive(join(tmp, 'big'), a);
  assert.ok(statSync(join(tmp, 'big', 'traces', '0.evt')).size > 1024 * 1024, 'more than one event chunk');
  const strict = await otf2Print(anchor, ['--silent', '-Werror']);
  assert.equal(strict.status, 0, strict.stderr);
  const lib = await dumpWithLibrary(anchor);
  assert.equal(lib.regions[0], long);
  for (const l of a.locations) assert.deepEqual(lib.locations[String(l.id)], l.events, `location ${l.id} as the OTF2 library reads it`);
  assert.deepEqual(readArchive(anchor).locations.map((l) => l.events), a.locations.map((l) => l.events));
});
