/**
 * The ELF container of mpisim's executables. A program of `mpisim cc` is an x86-64 ELF
 * executable, as gcc's is, so the tools a build or an install runs on programs work on it:
 * `file` says "ELF 64-bit LSB executable, x86-64", `strip` and `install -s` keep it runnable,
 * `objdump -p`/`readelf -l` read its headers. Its machine code is a launcher of 416 bytes that
 * execs mpisim on the file itself (below); the compiled units travel in a non-loaded section
 * (`.mpisim`), which strip keeps as it keeps every section it does not know.
 *
 * The launcher, assembled once with GNU as 2.40 (`as stub.s -o stub.o && objcopy -O binary -j
 * .text stub.o stub.bin`; no relocations: every address is RIP-relative), then the launch data:
 * a 32-bit count and that many NUL-terminated strings (node, mpisim.js, `run`, `--argv0`).
 *
 *     _start: mov r12,[rsp]              ; argc
 *             lea r13,[rsp+8]            ; argv
 *             lea r14,[r13+r12*8+8]      ; envp
 *             ; the program's own path: argv[0] when it holds a '/' (what the shell ran, as
 *             ; a script's $0), else readlink("/proc/self/exe") (found through PATH)
 *             mov rsi,[r13] / scan for '/' / mov r15,[r13]
 *             or: sub rsp,4096; mov r15,rsp; readlink(procself, r15, 4095); NUL-terminate
 *             ; the new argv on the stack: the launch strings, argv[0] ("" if none), the
 *             ; path, argv[1..], NULL (with argc 0 the old argv is only its NULL)
 *             execve(new_argv[0], new_argv, envp)
 *     fail:   ; as sh names a program it cannot run ("./prog: not found", status 127):
 *             write(2, argv[0] or "mpisim", its length); write(2, msg, len); exit(127)
 *     procself: .ascii "/proc/self/exe"; empty: .byte 0; fallback: .asciz "mpisim"
 *     msg:    .ascii ": cannot start: mpisim or node has moved since it was built
 *                     (rebuild it with mpisim cc)\n"
 *             .balign 4
 *     data:
 */
import * as fs from 'node:fs';
import { PAYLOAD_SECTION, StringTable, writeSectionHeader } from './elf';

const LAUNCHER = Buffer.from(
  '4c8b24244c8d6c24084f8d74e508498b75004885f674158a0684c0740f3c2f740548ffc6ebf14d8b7d00eb2e4881ec001000004989e7b859000000488d3dee00' +
  '00004c89febaff0f00000f054885c00f888b00000041c6040700488d1d3f0100008b0b4883c3044a8d44210348c1e0034829c44883e4f04889e785c974144889' +
  '1f4883c708803b00488d5b0175f7ffc9ebe8498b45004885c07507488d059c0000004889074883c7084c893f4883c708498d75084d85e475034c89ee488b0648' +
  '89074883c6084883c7084885c075ed4889e6488b3c244c89f2b83b0000000f05498b75004885f67507488d354f0000004889f2803a00740548ffc2ebf64829f2' +
  'bf02000000b8010000000f05bf02000000488d352e000000ba58000000b8010000000f05bf7f000000b83c0000000f052f70726f632f73656c662f657865006d' +
  '706973696d003a2063616e6e6f742073746172743a206d706973696d206f72206e6f646520686173206d6f7665642073696e636520697420776173206275696c' +
  '74202872656275696c642069742077697468206d706973696d206363290a6690',
  'hex');

/** The header sizes before the code; where -no-pie's program is mapped (gcc's fixed base). */
const EHDR = 64, PHDR = 56, PHNUM = 3, CODE_AT = (EHDR + PHNUM * PHDR + 15) & ~15, NO_PIE_BASE = 0x400000;
const ET_EXEC = 2, ET_DYN = 3, EM_X86_64 = 62;
const PT_LOAD = 1, PT_DYNAMIC = 2, PT_GNU_STACK = 0x6474e551, PF_X = 1, PF_W = 2, PF_R = 4;
const SHT_PROGBITS = 1, SHT_SYMTAB = 2, SHT_STRTAB = 3, SHT_DYNAMIC = 6, SHF_ALLOC = 2, SHF_EXECINSTR = 4;
const DT_NULL = 0, DT_NEEDED = 1, DT_RUNPATH = 29, DT_FLAGS_1 = 0x6ffffffb, DF_1_PIE = 0x08000000;

/** Whether this machine can run the launcher (elsewhere executables stay shell scripts). */
export const canWriteElfExecutable = (): boolean => process.arch === 'x64' && process.platform === 'linux';

/** The launcher and its data: it execs `launch` (node, mpisim.js, `run`, `--argv0`) with argv[0], the program's path and its arguments. */
function text(launch: string[]): Buffer {
  const strings = Buffer.from(launch.map((s) => `${s}\0`).join(''), 'utf8');
  const count = Buffer.alloc(4);
  count.writeUInt32LE(launch.length);
  return Buffer.concat([LAUNCHER, count, strings]);
}

/** What ld records: the shared libraries linked (DT_NEEDED), the run path (DT_RUNPATH), and whether the program is position-independent. */
export interface DynamicInfo { needed: string[]; runPath?: string; pie?: boolean }

/** The .dynamic entries and their strings (`file` reads DT_FLAGS_1's PIE bit to say "pie executable"). */
function dynamicSection(d: DynamicInfo): { dynamic: Buffer; dynstr: Buffer } {
  const strings = new StringTable();
  const entries: [number, number][] = d.needed.map((n) => [DT_NEEDED, strings.add(n)]);
  if (d.runPath !== undefined) entries.push([DT_RUNPATH, strings.add(d.runPath)]);
  if (d.pie !== false) entries.push([DT_FLAGS_1, DF_1_PIE]);
  entries.push([DT_NULL, 0]);
  const dynamic = Buffer.alloc(16 * entries.length);
  entries.forEach(([tag, value], k) => { dynamic.writeBigInt64LE(BigInt(tag), 16 * k); dynamic.writeBigUInt64LE(BigInt(value), 16 * k + 8); });
  return { dynamic, dynstr: strings.bytes() };
}

interface Section { name: string; type: number; flags?: number; data: Buffer; link?: number; info?: number; align?: number; entsize?: number; more?: Buffer }

/**
 * Writes the executable: headers, then the loaded sections (the launcher, the dynamic entries),
 * then the others (the payload: `head` then `body`, written as they are, a big program's body
 * being hundreds of MB; a symbol table of `_start`), the section headers last.
 */
export function writeElfExecutable(file: string, launch: string[], head: string, body: Buffer, dyn: DynamicInfo = { needed: [] }): void {
  const base = dyn.pie === false ? NO_PIE_BASE : 0;
  const code = text(launch);
  const { dynamic, dynstr } = dynamicSection(dyn);
  const strtab = new StringTable();
  const symtab = Buffer.alloc(48);
  symtab.writeUInt32LE(strtab.add('_start'), 24);
  symtab.writeUInt8((1 << 4) | 2, 28); // STB_GLOBAL, STT_FUNC
  symtab.writeUInt16LE(1, 30);
  symtab.writeBigUInt64LE(BigInt(base + CODE_AT), 32);
  symtab.writeBigUInt64LE(BigInt(LAUNCHER.length), 40);
  const shstrtab = new StringTable();
  // Section k + 1 is sections[k]; .dynamic's strings are section 2, .symtab's section 6.
  const sections: Section[] = [
    { name: '.text', type: SHT_PROGBITS, flags: SHF_ALLOC | SHF_EXECINSTR, data: code, align: 16 },
    { name: '.dynstr', type: SHT_STRTAB, flags: SHF_ALLOC, data: dynstr },
    { name: '.dynamic', type: SHT_DYNAMIC, flags: SHF_ALLOC, data: dynamic, link: 2, align: 8, entsize: 16 },
    { name: PAYLOAD_SECTION, type: SHT_PROGBITS, data: Buffer.from(head, 'latin1'), more: body },
    { name: '.symtab', type: SHT_SYMTAB, data: symtab, link: 6, info: 1, align: 8, entsize: 24 },
    { name: '.strtab', type: SHT_STRTAB, data: strtab.bytes() },
    { name: '.shstrtab', type: SHT_STRTAB, data: Buffer.alloc(0) },
  ];
  const names = sections.map((x) => shstrtab.add(x.name));
  sections[sections.length - 1].data = shstrtab.bytes();
  const count = sections.length + 1;
  const shdrs = Buffer.alloc(64 * count);
  const offsets: number[] = [];
  let at = CODE_AT, loadEnd = 0;
  sections.forEach((x, k) => {
    at = (at + (x.align ?? 1) - 1) & -(x.align ?? 1);
    offsets.push(at);
    const size = x.data.length + (x.more?.length ?? 0);
    // Loaded sections are mapped where they lie in the file, from base.
    writeSectionHeader(shdrs, k + 1, { ...x, name: names[k], addr: x.flags ? base + at : 0, offset: at, size });
    at += size;
    if (x.flags) loadEnd = at;
  });
  const shdrAt = (at + 7) & ~7;

  const ehdr = Buffer.alloc(EHDR + PHNUM * PHDR);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]).copy(ehdr, 0);
  ehdr.writeUInt16LE(dyn.pie === false ? ET_EXEC : ET_DYN, 16);
  ehdr.writeUInt16LE(EM_X86_64, 18);
  ehdr.writeUInt32LE(1, 20);
  ehdr.writeBigUInt64LE(BigInt(base + CODE_AT), 24);
  ehdr.writeBigUInt64LE(BigInt(EHDR), 32);
  ehdr.writeBigUInt64LE(BigInt(shdrAt), 40);
  ehdr.writeUInt16LE(EHDR, 52);
  ehdr.writeUInt16LE(PHDR, 54);
  ehdr.writeUInt16LE(PHNUM, 56);
  ehdr.writeUInt16LE(64, 58);
  ehdr.writeUInt16LE(count, 60);
  ehdr.writeUInt16LE(count - 1, 62);
  const phdr = (k: number, type: number, flags: number, offset: number, size: number, align: number): void => {
    const o = EHDR + PHDR * k;
    ehdr.writeUInt32LE(type, o);
    ehdr.writeUInt32LE(flags, o + 4);
    ehdr.writeBigUInt64LE(BigInt(offset), o + 8);
    ehdr.writeBigUInt64LE(BigInt(type === PT_GNU_STACK ? 0 : base + offset), o + 16);
    ehdr.writeBigUInt64LE(BigInt(type === PT_GNU_STACK ? 0 : base + offset), o + 24);
    ehdr.writeBigUInt64LE(BigInt(size), o + 32);
    ehdr.writeBigUInt64LE(BigInt(size), o + 40);
    ehdr.writeBigUInt64LE(BigInt(align), o + 48);
  };
  // One segment from the file's start to the dynamic entries, read and executed (the kernel maps
  // a PIE anywhere; the launcher's addresses are all relative); a stack that is not executable.
  phdr(0, PT_LOAD, PF_R | PF_X, 0, loadEnd, 0x1000);
  phdr(1, PT_DYNAMIC, PF_R, offsets[2], dynamic.length, 8);
  phdr(2, PT_GNU_STACK, PF_R | PF_W, 0, 0, 16);

  const fd = fs.openSync(file, 'w');
  try {
    const write = (b: Buffer, at: number): void => { for (let off = 0; off < b.length;) off += fs.writeSync(fd, b, off, b.length - off, at + off); };
    write(ehdr, 0);
    sections.forEach((x, k) => { write(x.data, offsets[k]); if (x.more) write(x.more, offsets[k] + x.data.length); });
    write(shdrs, shdrAt);
  } finally {
    fs.closeSync(fd);
  }
}
