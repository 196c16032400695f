/**
 * mpisim/exportTrace during a session: stopped at examples/ring.c:17 (rank 0 has its token
 * back), the archive holds the ring's four messages so far, which otf2-print accepts and
 * `mpisim trace show` matches. Expected messages are the program's own (rank r sends to
 * r+1 mod 4, tag 0, one int).
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { startAdapter, withAdapter, launchUntilStopped, ROOT } from '../helpers/dap';
import { makeTmpDir, removeTmpDir, runMpisim } from '../helpers/cprog';
import { otf2Print } from '../helpers/otf2';

const tmp = makeTmpDir('dap-trace');
after(() => removeTmpDir(tmp));

test('mpisim/exportTrace writes the session so far as an OTF2 archive', async () => {
  await withAdapter(async ({ dc }) => {
    const ev = await launchUntilStopped(dc, { program: 'examples/ring.c', np: 4 }, { path: join(ROOT, 'examples', 'ring.c'), lines: [17] });
    assert.equal(ev.body.reason, 'breakpoint');
    const bad = await dc.customRequest('mpisim/exportTrace', {}).then(() => 'accepted', (e: Error) => e.message);
    assert.match(bad, /mpisim\/exportTrace needs \{ dir: string \}/);
    const r = await dc.customRequest('mpisim/exportTrace', { dir: join(tmp, 'ring') });
    const body = r.body as { anchor: string; locations: number; events: number };
    assert.equal(body.anchor, join(tmp, 'ring', 'traces.otf2'));
    assert.equal(body.locations, 4);
    const strict = await otf2Print(body.anchor, ['--silent', '-Werror']);
    assert.equal(strict.status, 0, strict.stderr);
    const shown = await runMpisim(['trace', 'show', '--json', body.anchor]);
    const out = JSON.parse(shown.stdout) as { messages: { sender: number; receiver: number; tag: number; bytes: number }[]; unmatchedSends: unknown[]; unmatchedReceives: unknown[] };
    assert.deepEqual(out.messages.map((m) => [m.sender, m.receiver, m.tag, m.bytes]), [[0, 1, 0, 4], [1, 2, 0, 4], [2, 3, 0, 4], [3, 0, 0, 4]]);
    assert.deepEqual([out.unmatchedSends, out.unmatchedReceives], [[], []]);
  });
});
