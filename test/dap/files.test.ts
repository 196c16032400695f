/**
 * Files under the debugger (issue 12 §3): the program's writes are kept in memory until the
 * session ends, so stepping back over a write and running forward again sees the file as it was
 * at that moment (the line is appended once, not twice), and the disk gets exactly what the run
 * wrote when it ends. The program's output is checked against gcc's run of the same program.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { execFileSync } from 'node:child_process';
import { startAdapter, launchUntilStopped, topLine, untilStopped as act } from '../helpers/dap';

const PROG = `#include <stdio.h>
#include <sys/stat.h>
long size_of(const char *p) { struct stat st; return stat(p, &st) == 0 ? (long)st.st_size : -1; }
int main(void) {
  long before = size_of("log.txt");
  FILE *f = fopen("log.txt", "a");
  fputs("one line\\n", f);
  fclose(f);
  long after = size_of("log.txt");
  printf("before %ld after %ld\\n", before, after);
  return 0;
}
`;
const LINE = { fputs: 7, print: 10 };

test('step back over a file write: running forward again sees the file as it was, and the disk gets one write', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpisim-dapfiles-'));
  const native = path.join(dir, 'native');
  fs.mkdirSync(native);
  const program = path.join(dir, 'log.c');
  fs.writeFileSync(program, PROG);
  for (const d of [dir, native]) fs.writeFileSync(path.join(d, 'log.txt'), 'old\n');
  execFileSync('gcc', ['-o', path.join(native, 'log'), program]);
  const expected = execFileSync(path.join(native, 'log'), { cwd: native, encoding: 'utf8' });
  const { dc, output } = await startAdapter();
  try {
    await launchUntilStopped(dc, { program, cwd: dir, np: 1 }, { path: program, lines: [LINE.print] });
    const locals = async (): Promise<Record<string, string>> => {
      const frame = (await dc.stackTraceRequest({ threadId: 1 })).body.stackFrames[0];
      const scope = (await dc.scopesRequest({ frameId: frame.id })).body.scopes.find((s) => s.name === 'Locals')!;
      return Object.fromEntries((await dc.variablesRequest({ variablesReference: scope.variablesReference })).body.variables.map((v) => [v.name, v.value]));
    };
    assert.equal((await locals()).after, '13');
    // Kept in memory while the session runs: the disk still has the file as it was.
    assert.equal(fs.readFileSync(path.join(dir, 'log.txt'), 'utf8'), 'old\n');
    while ((await topLine(dc, 1)) !== LINE.fputs) await act(dc, () => dc.stepBackRequest({ threadId: 1 }));
    assert.equal((await locals()).before, '4');
    await act(dc, () => dc.continueRequest({ threadId: 1 }));
    assert.equal(await topLine(dc, 1), LINE.print);
    assert.equal((await locals()).after, '13', 'the rewound run appends to the file as it was, once');
    const ended = dc.waitForEvent('terminated');
    await dc.continueRequest({ threadId: 1 });
    await ended;
    assert.equal(output().replace(/^\[0\] /gm, ''), expected);
    assert.equal(fs.readFileSync(path.join(dir, 'log.txt'), 'utf8'), fs.readFileSync(path.join(native, 'log.txt'), 'utf8'));
  } finally {
    await dc.stop();
  }
});

test('allowRead and allowWrite grant directories to a debugged program; elsewhere it gets EACCES and a line on stderr', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpisim-dapgrant-'));
  const work = path.join(dir, 'work'), other = path.join(dir, 'other');
  fs.mkdirSync(work); fs.mkdirSync(other);
  const program = path.join(work, 'w.c');
  fs.writeFileSync(program, `#include <stdio.h>
#include <errno.h>
int main(void) {
  FILE *f = fopen("${other}/out.txt", "w");
  printf("%s %d\\n", f ? "opened" : "refused", f ? 0 : errno);
  if (f) { fputs("granted\\n", f); fclose(f); }
  return 0;
}
`);
  for (const [attrs, want] of [[{}, 'refused 13\n'], [{ allowWrite: [other] }, 'opened 0\n']] as const) {
    const { dc, output, events } = await startAdapter();
    try {
      const ended = dc.waitForEvent('terminated');
      await launchUntilStopped(dc, { program, cwd: work, stopOnEntry: true, ...attrs });
      await dc.continueRequest({ threadId: 1 });
      await ended;
      assert.equal(output().replace(/^\[0\] /gm, ''), want);
      const stderr = events.filter((e) => e.body.category === 'stderr').map((e) => e.body.output).join('');
      if (want.startsWith('refused')) assert.match(stderr, new RegExp(`${other}/out.txt: Permission denied: outside the directories this run may write \\(--allow-write ${other}, launch attribute allowWrite`));
    } finally {
      await dc.stop();
    }
  }
  assert.equal(fs.readFileSync(path.join(other, 'out.txt'), 'utf8'), 'granted\n');
});
