// SimGrid SMPI as the benches' peer: a program built with smpicc, run by smpirun on
// bench/cluster.xml (256 hosts; more ranks wrap round them), without privatization.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** Builds `src` into tmp/name with smpicc; false (and says why) when SMPI is not installed. */
export function buildSmpi(src, tmp, name) {
  try {
    execFileSync('smpicc', ['-O0', '-o', join(tmp, name), src], { stdio: 'pipe' });
    writeFileSync(join(tmp, 'hosts'), Array.from({ length: 256 }, (_, i) => `node-${i}\n`).join(''));
    return true;
  } catch (e) {
    console.log(`SMPI not available (apt-get install libsimgrid-dev): ${e.message.split('\n')[0]}`);
    return false;
  }
}

/** smpirun's arguments for np ranks of tmp/name. */
export function smpirunArgs(np, tmp, name, args = []) {
  return ['-np', String(np), '-platform', join(here, 'cluster.xml'), '-hostfile', join(tmp, 'hosts'),
    '--cfg=smpi/privatization:no', '--log=root.thres:critical', join(tmp, name), ...args];
}
