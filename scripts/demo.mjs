// The main job (`npm start`, after the build): package mpisim as a .vsix, start code-server (a real
// VS Code in the browser) with it installed and the examples folder open, and print the URL.
// Tools (Node 24, code-server, chromium) come from scripts/e2e-setup.sh, run here when missing.
// Environment: PORT (default 8080), HOST (default 127.0.0.1; 0.0.0.0 to reach it from another machine).
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, cpSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const cs = require('./code-server.cjs');

if (cs.missingTools().length) {
  console.log(`mpisim: installing what the demo needs (${cs.missingTools().join(', ')}) with scripts/e2e-setup.sh ...`);
  const r = spawnSync('bash', [join(cs.ROOT, 'scripts/e2e-setup.sh')], { stdio: 'inherit' });
  if (r.status !== 0) { console.error('mpisim: scripts/e2e-setup.sh failed; see above.'); process.exit(1); }
}

console.log('mpisim: packaging the extension ...');
const vsix = cs.packageVsix();
const dir = join(cs.ROOT, '.tools', 'demo');
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
// A copy of the examples, so sessions and edits never touch the checkout's files.
const examples = join(dir, 'examples');
cpSync(join(cs.ROOT, 'examples'), examples, { recursive: true });

const port = Number(process.env.PORT || 8080);
const host = process.env.HOST || '127.0.0.1';
let server;
try {
  server = await cs.startCodeServer({ dir, vsix, port, host });
} catch (e) {
  console.error(`mpisim: could not start code-server: ${e.message}`);
  process.exit(1);
}
const url = `${server.url}/?folder=${encodeURIComponent(examples)}`;
console.log(`
mpisim is installed in VS Code (code-server), with the examples open. Open this URL in a browser:

    ${url}

Then open ring.c (or deadlock.c) and press F5; "MPI: Get Started with mpisim" in the command
palette opens the walkthrough. The extension package is ${vsix}
(install it into a desktop VS Code with: code --install-extension ${vsix.split('/').pop()}).
Press Ctrl+C to stop.`);

const stop = () => { cs.stopServer(server.proc); process.exit(0); };
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.proc.on('exit', (code) => { console.error(`code-server exited (${code}); log: ${join(dir, 'code-server.log')}`); process.exit(1); });
