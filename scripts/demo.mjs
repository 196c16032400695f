// The main job until the VS Code extension lands: run the examples on the simulator.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const runs = [
  ['-n', '4', '-l', 'examples/ring.c'],
  ['-n', '4', 'examples/pi.c'],
  ['-n', '3', 'examples/deadlock.c'],
];
for (const args of runs) {
  console.log(`\n$ mpisim run ${args.join(' ')}`);
  const r = spawnSync(process.execPath, [join(root, 'bin/mpisim.js'), 'run', ...args], { cwd: root, stdio: 'inherit' });
  console.log(`(exit status ${r.status})`);
}
