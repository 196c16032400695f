/**
 * Every function, object and macro of the built-in glibc headers is declared under the same
 * feature-test configurations as glibc 2.36 declares it: for each header and each configuration
 * of FEATURE_CONFIGS (gcc's default gnu17, -std=c99/c11/-ansi, _POSIX_C_SOURCE and _XOPEN_SOURCE
 * at each level, _DEFAULT_SOURCE, _GNU_SOURCE...), one probe names each of the header's names;
 * gcc against /usr/include and mpisim against its built-in headers must call the same names
 * undeclared. The gates themselves were derived by scripts/glibc-feature-gates.mjs; this test
 * asks gcc again rather than trusting them.
 */
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { requireGcc, tmpDirForFile } from '../helpers/cprog';
import { asUtf8, run } from '../helpers/proc';
import { FEATURE_CONFIGS, builtinHeaderNames, configOptions, glibcHeaders, probeSource, undeclaredNames } from '../helpers/glibc-probe';
import { compileUnit } from '../../src/sim/compile';
import { CompileError, formatDiagnostics } from '../../src/sim/c/diagnostics';

const tmp = tmpDirForFile('gates');
before(() => requireGcc());

/** mpisim's messages for one translation unit (compiled in this process: 24 x 50 units). */
function mpisimMessages(file: string, source: string, flags: readonly string[]): string {
  try {
    return formatDiagnostics(compileUnit({ file, source }, { ...configOptions(flags), includeDirs: [], readFile: () => undefined }).warnings).join('\n');
  } catch (e) {
    if (!(e instanceof CompileError)) throw e;
    return e.message;
  }
}

test('each name of the built-in glibc headers is declared under the configurations glibc 2.36 declares it', { timeout: 900_000 }, async () => {
  const headers = glibcHeaders().map((h) => ({ header: h, ...builtinHeaderNames(h) })).filter((h) => h.names.length);
  const files = headers.map(({ header, names, typedefs }) => {
    const file = join(tmp, header.replace(/\//g, '_').replace(/\.h$/, '.c'));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, probeSource(header, names, typedefs));
    return file;
  });
  const failures: string[] = [];
  const hidden = new Set<string>();
  for (const flags of FEATURE_CONFIGS) {
    // One gcc for all probes of a configuration: its messages name the probe's file.
    const g = await run('gcc', ['-fsyntax-only', '-w', ...flags, ...files], { cwd: tmp });
    assert.doesNotMatch(g.stderr, /fatal error/, g.stderr);
    headers.forEach(({ header, names, typedefs }, i) => {
      const base = files[i].slice(tmp.length + 1);
      const ofFile = (msgs: string, file: string): Set<string> => undeclaredNames(msgs.split('\n').filter((l) => l.startsWith(`${file}:`)).join('\n'));
      const expected = ofFile(asUtf8(g.stderr), files[i]);
      const got = ofFile(mpisimMessages(base, probeSource(header, names, typedefs), flags), base);
      for (const n of expected) hidden.add(`${header}:${n}`);
      const missing = [...expected].filter((n) => !got.has(n));
      const extra = [...got].filter((n) => !expected.has(n));
      if (missing.length || extra.length) failures.push(`<${header}> ${flags.join(' ') || '(no option)'}: declared though glibc hides it: ${missing.join(' ') || '-'}; hidden though glibc declares it: ${extra.join(' ') || '-'}`);
    });
  }
  assert.deepEqual(failures, []);
  // The configurations hide names (else this test could not fail): strdup under -std=c99, say.
  assert.ok(hidden.has('string.h:strdup') && hidden.has('math.h:M_PI') && hidden.size > 300, `only ${hidden.size} names hidden anywhere`);
});
