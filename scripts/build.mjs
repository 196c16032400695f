// Bundles the shipped entry points into dist/ and transpiles tests (file by file) into out/,
// so `node --test out/test/...` runs them without a TypeScript loader.
import * as esbuild from 'esbuild';
import { readdirSync, statSync, rmSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

function walk(dir, out = [], ext = /\.ts$/) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out, ext);
    else if (ext.test(p)) out.push(p);
  }
  return out;
}

// The C shipped with mpisim (built-in headers, the C parts of libc and of the MPI library) lives
// in .c and .h files that TypeScript imports as text.
const C_TEXT = /\.[ch]$/;
const textLoaders = { '.c': 'text', '.h': 'text' };

// The compiler's identity, written into the cache keys and the object files of mpisim cc: the
// same in every bundle (the CLI's objects are read by the debug adapter), new with any change
// to the front end, the built-in C or the object format.
import { createHash } from 'node:crypto';
const compilerId = createHash('sha256');
for (const p of [...walk('src/sim/c', [], /\.(ts|c|h)$/), ...walk('src/sim/mpi/lib', [], /\.(ts|c|h)$/), 'src/sim/runtime/library.ts', 'src/sim/compile.ts', 'src/sim/cache.ts', 'src/sim/objects.ts'].sort()) {
  compilerId.update(p).update(readFileSync(p));
}
const define = { __MPISIM_COMPILER_ID__: JSON.stringify(compilerId.digest('hex')) };

// hostLimits: what bin/mpisim.js's main thread reads before (and without) loading the CLI.
const entries = { cli: 'src/cli/main.ts', hostLimits: 'src/sim/host-limits.ts' };
// The standalone debug adapter (DAP over stdio), once src/adapter exists.
import { existsSync } from 'node:fs';
if (existsSync('src/adapter/main.ts')) entries.debugAdapter = 'src/adapter/main.ts';
// The VS Code extension (its adapter inline); `vscode` is the host's, never bundled.
if (existsSync('src/extension/extension.ts')) entries.extension = 'src/extension/extension.ts';
await esbuild.build({
  entryPoints: entries,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  outdir: 'dist',
  sourcemap: true,
  external: ['vscode'],
  loader: textLoaders,
  define,
  logLevel: 'warning',
});
// The CLI's bundle is read on every start (bin/mpisim.js): as ASCII it is read as Latin-1, 1 ms
// where UTF-8 decoding took 10 of the command's CPU. esbuild escapes strings and regular
// expressions but keeps the doc comments it keeps as written: their few non-ASCII characters
// (section signs, dashes) are written as \u escapes, which in a comment change nothing.
const bundleText = join('dist', 'cli.js');
writeFileSync(bundleText, readFileSync(bundleText, 'utf8').replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));

rmSync('out', { recursive: true, force: true });
await esbuild.build({
  entryPoints: [...walk('src'), ...walk('test')],
  bundle: false,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  outdir: 'out',
  outbase: '.',
  sourcemap: 'inline',
  define,
  logLevel: 'warning',
});

// out/ is transpiled file by file, so an import of `./x.h` stays a require('./x.h'); Node
// resolves it to `x.h.js`, written here as a module whose default export is the text.
for (const p of walk('src', [], C_TEXT)) {
  const target = join('out', `${p}.js`);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, `"use strict";\nObject.defineProperty(exports, "__esModule", { value: true });\nexports.default = ${JSON.stringify(readFileSync(p, 'utf8'))};\n`);
}
