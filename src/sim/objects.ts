/**
 * mpisim's object files and executables (what `mpisim cc` writes): a translation unit compiled
 * to its parsed, typed form, and a linked program's units. Both carry the compiler's
 * fingerprint, since the form is mpisim's own and changes with it. Source positions are made
 * absolute, as in the debug information of gcc's objects, so a program runs and is debugged
 * from any directory. An executable is an x86-64 ELF program whose code execs mpisim on itself
 * (./elf-exec.ts).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as v8 from 'node:v8';
import type { Program } from './c/ast';
import { compilerFingerprint } from './cache';
import { objectSymbols, unitSymbols } from './c/link';
import { PAYLOAD_SECTION, elfSection, isElf, writeElfObject } from './elf';
import { canWriteElfExecutable, writeElfExecutable, type DynamicInfo } from './elf-exec';

const OBJECT_MAGIC = '#mpisim-object';
const EXEC_MAGIC = '#mpisim-executable';
const SHARED_MAGIC = '#mpisim-shared';
const FORMAT_VERSION = 1;

export class ObjectFormatError extends Error {}

/** A set of objects without a Set's limit of 2^24 members (a big unit has tens of millions). */
class ObjectSet {
  private sets = [new Set<object>()];
  has(x: object): boolean {
    for (const s of this.sets) if (s.has(x)) return true;
    return false;
  }
  add(x: object): void {
    let last = this.sets[this.sets.length - 1];
    if (last.size >= 1 << 23) this.sets.push(last = new Set());
    last.add(x);
  }
}

/** Every source position in the units, resolved against `cwd` (built-in files stay as they are). */
function absolutePositions(root: unknown, cwd: string): void {
  const seen = new ObjectSet();
  // One string per file, not one per position (a big unit has millions of positions).
  const resolved = new Map<string, string>();
  const resolve = (f: string): string => {
    let r = resolved.get(f);
    if (r === undefined) resolved.set(f, r = path.resolve(cwd, f));
    return r;
  };
  const stack: unknown[] = [root];
  while (stack.length) {
    const x = stack.pop();
    if (x === null || typeof x !== 'object' || seen.has(x)) continue;
    seen.add(x);
    if (x instanceof Map) { for (const v of x.values()) stack.push(v); continue; }
    if (Array.isArray(x)) { for (const v of x) stack.push(v); continue; }
    const o = x as Record<string, unknown>;
    if (typeof o.file === 'string' && typeof o.line === 'number' && !o.file.startsWith('<')) o.file = resolve(o.file);
    for (const k in o) stack.push(o[k]);
  }
}

function header(magic: string): string {
  return `${magic} ${FORMAT_VERSION} ${compilerFingerprint()}\n`;
}

/** The header, then the body, without a copy of both together (a big unit's body is hundreds of MB). */
function writeParts(file: string, head: string, body: Buffer): void {
  const fd = fs.openSync(file, 'w');
  try {
    fs.writeSync(fd, head);
    for (let off = 0; off < body.length;) off += fs.writeSync(fd, body, off);
  } finally {
    fs.closeSync(fd);
  }
}

export function writeObject(file: string, unit: Program, cwd: string): void {
  absolutePositions(unit, cwd);
  writeElfObject(file, path.basename(unit.file), objectSymbols(unit), header(OBJECT_MAGIC), v8.serialize([unit]));
}

export function writeExecutable(file: string, units: Program[], cwd: string, runner: string[], dynamic: DynamicInfo = { needed: [] }): void {
  absolutePositions(units, cwd);
  // As ld does, a new file rather than the old one rewritten: a running program's file cannot be written (ETXTBSY).
  try { if (fs.lstatSync(file).isFile()) fs.unlinkSync(file); } catch { /* none yet */ }
  if (canWriteElfExecutable()) writeElfExecutable(file, [...runner, 'run', '--argv0'], header(EXEC_MAGIC), v8.serialize(units), dynamic);
  else writeScriptExecutable(file, runner, header(EXEC_MAGIC), v8.serialize(units));
  fs.chmodSync(file, 0o755);
}

/** Elsewhere than x86-64 Linux, a shell script that runs itself with mpisim. */
function writeScriptExecutable(file: string, runner: string[], head: string, body: Buffer): void {
  const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
  const script = `#!/bin/sh\nexec ${runner.map(quote).join(' ')} run "$0" "$@"\n`;
  writeParts(file, script + head, body);
}

/**
 * A shared library of `mpisim cc -shared`: an ELF shared object holding its units, marked as a
 * library's (the link lets the program's definitions interpose on theirs), with the symbol
 * table of all of them (what they define, and the names none of them defines).
 */
export function writeSharedObject(file: string, units: Program[], cwd: string, soname?: string): void {
  absolutePositions(units, cwd);
  const symbols = units.flatMap(objectSymbols);
  const defined = new Set(symbols.filter((s) => s.section !== 'undef').map((s) => s.name));
  const undefinedOnce = new Set<string>();
  const table = symbols.filter((s) => s.section !== 'undef' || (!defined.has(s.name) && !undefinedOnce.has(s.name) && undefinedOnce.add(s.name)));
  writeElfObject(file, path.basename(file), table, header(SHARED_MAGIC), v8.serialize(units), 'shared', soname);
}

/** Whether `bytes` are an mpisim object, executable or archive (by their first bytes), rather than C source. */
export function isLinkInput(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 4096).toString('latin1');
  return isElf(bytes) || head.startsWith(`${OBJECT_MAGIC} `) || head.startsWith(AR_MAGIC) || (head.startsWith('#!/bin/sh\n') && head.includes(`\n${EXEC_MAGIC} `));
}

/** The units of an mpisim object or executable, or undefined when `bytes` is neither (a C source). */
export function readUnits(name: string, bytes: Buffer): Program[] | undefined {
  if (isElf(bytes)) {
    const payload = elfSection(bytes, PAYLOAD_SECTION);
    if (payload === 'malformed') throw new ObjectFormatError(`${name}: file format not recognized (a damaged object)`);
    if (!payload) throw new ObjectFormatError(`${name}: file format not recognized (not made by mpisim cc: an object, library or program of another compiler; rebuild it with mpisim cc)`);
    bytes = payload;
  }
  const head = bytes.subarray(0, 4096).toString('latin1');
  let at: number;
  const shared = head.startsWith(`${SHARED_MAGIC} `);
  if (head.startsWith(`${OBJECT_MAGIC} `) || head.startsWith(`${EXEC_MAGIC} `) || shared) at = 0;
  else if (head.startsWith('#!/bin/sh\n') && (at = head.indexOf(`\n${EXEC_MAGIC} `)) >= 0) at += 1;
  else return undefined;
  const eol = head.indexOf('\n', at);
  const [, version, fingerprint] = head.slice(at, eol).split(' ');
  if (Number(version) !== FORMAT_VERSION || fingerprint !== compilerFingerprint()) {
    throw new ObjectFormatError(`${name}: made by another version of mpisim; rebuild it with this one (mpisim cc)`);
  }
  let units: Program[];
  try {
    units = v8.deserialize(bytes.subarray(Buffer.byteLength(head.slice(0, eol + 1), 'latin1'))) as Program[];
  } catch {
    throw new ObjectFormatError(`${name}: file format not recognized (a damaged mpisim object)`);
  }
  if (shared) for (const u of units) u.sharedLibrary = name;
  return units;
}

/** One member of an `ar` archive holding mpisim objects. */
export interface ArchiveMember { name: string; units: Program[] }

/** What the link is given, in command-line order: objects (or sources) and archives. */
export type LinkInput = { units: Program[] } | { archive: string; members: ArchiveMember[] };

const AR_MAGIC = '!<arch>\n';

/**
 * The members of an `ar` archive (what GNU ar and BSD ar write, whatever the files are: ar
 * works on mpisim's objects as on any file), or undefined when `bytes` is not an archive. The
 * symbol index (`/`, `__.SYMDEF`) is skipped: ld's pull is computed from the members themselves.
 */
export function readArchive(name: string, bytes: Buffer): ArchiveMember[] | undefined {
  const head = bytes.subarray(0, 8).toString('latin1');
  if (head === '!<thin>\n') throw new ObjectFormatError(`${name}: thin archives are not supported (make it with ar without T)`);
  if (head !== AR_MAGIC) return undefined;
  const members: ArchiveMember[] = [];
  let longNames = '';
  for (let at = 8; at + 60 <= bytes.length; ) {
    const hdr = bytes.subarray(at, at + 60).toString('latin1');
    const size = Number(hdr.slice(48, 58).trim());
    if (hdr.slice(58, 60) !== '`\n' || !Number.isInteger(size) || size < 0 || at + 60 + size > bytes.length) {
      throw new ObjectFormatError(`${name}: malformed archive`);
    }
    let data = bytes.subarray(at + 60, at + 60 + size);
    at += 60 + size + (size & 1);
    let member = hdr.slice(0, 16).trimEnd();
    if (member === '/' || member === '/SYM64/' || member.startsWith('__.SYMDEF')) continue;
    if (member === '//') { longNames = data.toString('latin1'); continue; }
    if (/^\/\d+$/.test(member)) {
      const from = Number(member.slice(1));
      const end = longNames.indexOf('\n', from);
      member = longNames.slice(from, end < 0 ? undefined : end).replace(/\/$/, '');
    } else if (/^#1\/\d+$/.test(member)) {
      const n = Number(member.slice(3));
      member = data.subarray(0, n).toString('latin1').replace(/\0+$/, '');
      data = data.subarray(n);
      if (member.startsWith('__.SYMDEF')) continue;
    } else member = member.replace(/\/$/, '');
    const units = readUnits(`${name}(${member})`, data);
    if (!units) throw new ObjectFormatError(`${name}(${member}): file format not recognized (not an object of mpisim cc: rebuild the archive from mpisim cc objects)`);
    members.push({ name: member, units });
  }
  return members;
}

/** An object, executable or archive of mpisim, or undefined when `bytes` is none (a C source). */
export function readLinkInput(name: string, bytes: Buffer): LinkInput | undefined {
  const members = readArchive(name, bytes);
  if (members) return { archive: name, members };
  const units = readUnits(name, bytes);
  return units && { units };
}

/**
 * The units ld links from these inputs: every object, and from each archive, at its place on
 * the command line, the members that define a symbol still undefined at that point (again and
 * again until the archive adds nothing, as GNU ld does with one archive), so a member nothing
 * needs is left out and an archive named before the objects that need it does not help them.
 */
export function archiveMembersPulled(inputs: LinkInput[], executable = true): Program[] {
  const out: Program[] = [];
  const defined = new Set<string>();
  // crt1.o comes first on an executable's ld command line and needs main, so an archive can supply main.
  const undefinedNames = new Set<string>(executable ? ['main'] : []);
  const add = (units: Program[]): void => {
    for (const u of units) {
      const { defines, needs } = unitSymbols(u);
      for (const d of defines) { defined.add(d); undefinedNames.delete(d); }
      for (const n of needs) if (!defined.has(n)) undefinedNames.add(n);
      out.push(u);
    }
  };
  for (const input of inputs) {
    if ('units' in input) { add(input.units); continue; }
    const symbols = input.members.map((m) => m.units.map(unitSymbols));
    const taken = new Set<number>();
    for (let changed = true; changed; ) {
      changed = false;
      input.members.forEach((m, k) => {
        if (taken.has(k) || !symbols[k].some((s) => [...s.defines].some((d) => undefinedNames.has(d)))) return;
        taken.add(k);
        add(m.units);
        changed = true;
      });
    }
  }
  return out;
}
