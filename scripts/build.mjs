// Bundles the shipped entry points into dist/ and transpiles tests (file by file) into out/,
// so `node --test out/test/...` runs them without a TypeScript loader.
import * as esbuild from 'esbuild';
import { readdirSync, statSync, rmSync } from 'node:fs';
import { join } from 'node:path';

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (p.endsWith('.ts')) out.push(p);
  }
  return out;
}

const entries = { cli: 'src/cli/main.ts' };
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
  logLevel: 'warning',
});

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
  logLevel: 'warning',
});
