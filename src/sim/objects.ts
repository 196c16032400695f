/**
 * mpisim's object files and executables (what `mpisim cc` writes): a translation unit compiled
 * to its parsed, typed form, and a linked program's units. Both carry the compiler's
 * fingerprint, since the form is mpisim's own and changes with it. Source positions are made
 * absolute, as in the debug information of gcc's objects, so a program runs and is debugged
 * from any directory. An executable starts as a shell script that runs itself with mpisim.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as v8 from 'node:v8';
import type { Program } from './c/ast';
import { compilerFingerprint } from './cache';

const OBJECT_MAGIC = '#mpisim-object';
const EXEC_MAGIC = '#mpisim-executable';
const FORMAT_VERSION = 1;

export class ObjectFormatError extends Error {}

/** Every source position in the units, resolved against `cwd` (built-in files stay as they are). */
function absolutePositions(root: unknown, cwd: string): void {
  const seen = new Set<object>();
  const stack: unknown[] = [root];
  while (stack.length) {
    const x = stack.pop();
    if (x === null || typeof x !== 'object' || seen.has(x)) continue;
    seen.add(x);
    if (x instanceof Map) { for (const v of x.values()) stack.push(v); continue; }
    if (Array.isArray(x)) { for (const v of x) stack.push(v); continue; }
    const o = x as Record<string, unknown>;
    if (typeof o.file === 'string' && typeof o.line === 'number' && !o.file.startsWith('<')) o.file = path.resolve(cwd, o.file);
    for (const k in o) stack.push(o[k]);
  }
}

function header(magic: string): string {
  return `${magic} ${FORMAT_VERSION} ${compilerFingerprint()}\n`;
}

export function writeObject(file: string, unit: Program, cwd: string): void {
  absolutePositions(unit, cwd);
  fs.writeFileSync(file, Buffer.concat([Buffer.from(header(OBJECT_MAGIC)), v8.serialize([unit])]));
}

export function writeExecutable(file: string, units: Program[], cwd: string, runner: string[]): void {
  absolutePositions(units, cwd);
  const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
  const script = `#!/bin/sh\nexec ${runner.map(quote).join(' ')} run "$0" "$@"\n`;
  fs.writeFileSync(file, Buffer.concat([Buffer.from(script + header(EXEC_MAGIC)), v8.serialize(units)]));
  fs.chmodSync(file, 0o755);
}

/** The units of an mpisim object or executable, or undefined when `bytes` is neither (a C source). */
export function readUnits(name: string, bytes: Buffer): Program[] | undefined {
  const head = bytes.subarray(0, 4096).toString('latin1');
  let at: number;
  if (head.startsWith(`${OBJECT_MAGIC} `)) at = 0;
  else if (head.startsWith('#!/bin/sh\n') && (at = head.indexOf(`\n${EXEC_MAGIC} `)) >= 0) at += 1;
  else return undefined;
  const eol = head.indexOf('\n', at);
  const [, version, fingerprint] = head.slice(at, eol).split(' ');
  if (Number(version) !== FORMAT_VERSION || fingerprint !== compilerFingerprint()) {
    throw new ObjectFormatError(`${name}: made by another version of mpisim; rebuild it with this one (mpisim cc)`);
  }
  try {
    return v8.deserialize(bytes.subarray(Buffer.byteLength(head.slice(0, eol + 1), 'latin1'))) as Program[];
  } catch {
    throw new ObjectFormatError(`${name}: file format not recognized (a damaged mpisim object)`);
  }
}
