/**
 * The launch attributes `common` and `std` are `mpisim run`'s -fcommon and -std=/-ansi: a program
 * of two files defining the same tentative `int counter;` links only with common (gcc 12's
 * default is -fno-common), and what it prints depends on the standard (__STDC_VERSION__,
 * __STRICT_ANSI__, glibc's M_PI and strdup, hidden in strict ISO C). The expected output is the
 * program's own, built by gcc with the same options and run natively; the extension's re-run
 * command line (src/extension/cliArgs.ts) must print it too.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { DebugProtocol } from '@vscode/debugprotocol';
import { ROOT, withAdapter, launch, startAdapter } from '../helpers/dap';
import { runArgs } from '../../src/extension/cliArgs';

const MAIN = `#include <stdio.h>
#include <string.h>
#include <math.h>
int counter;
void bump(void);
int main(void)
{
  bump();
#ifdef __STDC_VERSION__
  printf("version %ld\\n", (long)__STDC_VERSION__);
#else
  printf("C90\\n");
#endif
#ifdef __STRICT_ANSI__
  printf("strict\\n");
#endif
#ifdef M_PI
  printf("M_PI %.3f\\n", M_PI);
#endif
  printf("counter %d\\n", counter);
  return 0;
}
`;
const BUMP = 'int counter;\nvoid bump(void)\n{\n  counter += 5;\n}\n';

let dir = '';
before(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpisim-langopts-'));
  fs.writeFileSync(path.join(dir, 'main.c'), MAIN);
  fs.writeFileSync(path.join(dir, 'bump.c'), BUMP);
});
after(() => fs.rmSync(dir, { recursive: true, force: true }));

/** gcc's options for a launch configuration. */
const gccFlags = (c: { common?: boolean; std?: string }): string[] => [...(c.common ? ['-fcommon'] : []), ...(c.std ? [c.std === 'ansi' ? '-ansi' : `-std=${c.std}`] : [])];

/** What the program built by gcc prints, or gcc's link error. */
function native(c: { common?: boolean; std?: string }): { out?: string; error?: string } {
  const exe = path.join(dir, 'prog');
  const b = spawnSync('gcc', [...gccFlags(c), '-o', exe, 'main.c', 'bump.c', '-lm'], { cwd: dir, encoding: 'utf8' });
  if (b.status !== 0) return { error: b.stderr };
  return { out: spawnSync(exe, [], { encoding: 'utf8' }).stdout };
}

for (const config of [{ common: true }, { common: true, std: 'c99' }, { common: true, std: 'ansi' }, { common: true, std: 'gnu11' }, { common: true, std: 'c11' }]) {
  test(`launch attributes ${JSON.stringify(config)} build the program as gcc ${gccFlags(config).join(' ')} does`, async () => {
    const n = native(config);
    assert.ok(n.out, n.error);
    const launched = { program: [path.join(dir, 'main.c'), path.join(dir, 'bump.c')], cwd: dir, np: 1, ...config };
    const session = await withAdapter(async ({ dc, output }) => {
      const ended = dc.waitForEvent('terminated');
      await launch(dc, launched);
      await ended;
      return output();
    });
    assert.equal(session.replace(/^\[0\] /gm, ''), n.out);
    const { args } = runArgs(launched, { defaultRanks: 1, contextIdLayout: 'mpich', eagerLimit: 8255 });
    const cli = spawnSync(process.execPath, [path.join(ROOT, 'bin', 'mpisim.js'), ...args], { cwd: dir, encoding: 'utf8' });
    assert.equal(cli.status, 0, cli.stderr);
    assert.equal(cli.stdout, n.out);
  });
}

test('without common the two tentative definitions are gcc 12\'s multiple definition error; a standard gcc does not take is refused', async () => {
  const n = native({ std: 'c99' });
  assert.match(n.error ?? '', /multiple definition of `counter'/);
  for (const [args, error] of [[{ std: 'c99' }, /multiple definition of `counter'/], [{ common: true, std: 'c42' }, /std must be one of gcc's C standards .*got 'c42'/]] as const) {
    const { dc } = await startAdapter();
    try {
      await dc.initializeRequest();
      await assert.rejects(dc.launchRequest({ program: [path.join(dir, 'main.c'), path.join(dir, 'bump.c')], cwd: dir, np: 1, ...args } as unknown as DebugProtocol.LaunchRequestArguments), error);
    } finally {
      await dc.stop();
    }
  }
});
