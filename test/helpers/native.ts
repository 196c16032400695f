/** Compile and run C with the real gcc inside a test, for expected outputs. */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function gccRun(source: string, args: string[] = []): { stdout: string; status: number | null } {
  const dir = mkdtempSync(join(tmpdir(), 'mpisim-gcc-'));
  const src = join(dir, 'prog.c');
  writeFileSync(src, source);
  execFileSync('gcc', ['-std=gnu17', '-O0', '-w', '-o', join(dir, 'prog'), src, '-lm']);
  const r = spawnSync(join(dir, 'prog'), args, { encoding: 'latin1' });
  return { stdout: r.stdout, status: r.status };
}
