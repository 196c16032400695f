/**
 * The ELF container of mpisim's object files. An object of `mpisim cc -c` is an ELF64
 * relocatable file, as gcc's is (but of no machine, holding no machine code): its compiled unit in a section of its own
 * (`.mpisim`, which no other tool reads) and a symbol table that says what gcc's would (the
 * unit's functions and objects in .text, .data, .bss, .rodata or common, the names it uses
 * undefined). So the binutils a build runs on objects work as with gcc's: `file` says
 * "ELF 64-bit LSB relocatable" (libtool picks `ld -m elf_x86_64` from its "64-bit"), `nm` lists
 * the symbols (libtool's and autoconf's global-symbol checks), `ar` writes its symbol index.
 */
import * as fs from 'node:fs';
import type { ObjectSymbol, SymbolSection } from './c/link';

export const PAYLOAD_SECTION = '.mpisim';

/** The sections every object has, in order after the null section; the payload's section follows them. */
const SECTIONS: { name: string; type: number; flags: number; symbols?: SymbolSection[] }[] = [
  { name: '.text', type: 1, flags: 0x6, symbols: ['text'] },
  { name: '.data', type: 1, flags: 0x3, symbols: ['data'] },
  { name: '.bss', type: 8, flags: 0x3, symbols: ['bss'] },
  { name: '.rodata', type: 1, flags: 0x2, symbols: ['rodata'] },
  { name: '.tdata', type: 1, flags: 0x403, symbols: ['tdata'] },
  { name: '.tbss', type: 8, flags: 0x403, symbols: ['tbss'] },
  { name: '.note.GNU-stack', type: 1, flags: 0 },
  { name: PAYLOAD_SECTION, type: 1, flags: 0 },
];
const SHT_SYMTAB = 2, SHT_STRTAB = 3, SHT_DYNAMIC = 6;
const DT_NULL = 0, DT_SONAME = 14;
const SHN_ABS = 0xfff1, SHN_COMMON = 0xfff2;
const STT_NOTYPE = 0, STT_OBJECT = 1, STT_FUNC = 2, STT_FILE = 4, STT_TLS = 6;
const BIND = { local: 0, global: 1, weak: 2 } as const;

/** A string table: names NUL-terminated after a leading NUL, each added once. */
export class StringTable {
  private parts: string[] = [''];
  private at = new Map<string, number>();
  private size = 1;
  add(s: string): number {
    let k = this.at.get(s);
    if (k === undefined) {
      this.at.set(s, (k = this.size));
      this.parts.push(s);
      this.size += Buffer.byteLength(s, 'latin1') + 1;
    }
    return k;
  }
  bytes(): Buffer { return Buffer.from(this.parts.map((p) => `${p}\0`).join(''), 'latin1'); }
}

function symbolTable(source: string, symbols: ObjectSymbol[]): { symtab: Buffer; strtab: Buffer; firstGlobal: number } {
  const strtab = new StringTable();
  // ELF puts local symbols before the others; sh_info is the first non-local's index.
  const ordered = [...symbols.filter((s) => s.bind === 'local'), ...symbols.filter((s) => s.bind !== 'local')];
  const symtab = Buffer.alloc(24 * (ordered.length + 2));
  const offsets = new Map<SymbolSection, number>();
  const put = (k: number, name: number, info: number, shndx: number, value: number, size: number): void => {
    const o = 24 * k;
    symtab.writeUInt32LE(name, o);
    symtab.writeUInt8(info, o + 4);
    symtab.writeUInt16LE(shndx, o + 6);
    symtab.writeBigUInt64LE(BigInt(value), o + 8);
    symtab.writeBigUInt64LE(BigInt(size), o + 16);
  };
  put(1, strtab.add(source), (BIND.local << 4) | STT_FILE, SHN_ABS, 0, 0);
  ordered.forEach((s, k) => {
    let shndx = 0, value = 0;
    if (s.section === 'common') { shndx = SHN_COMMON; value = Math.min(16, s.size & -s.size || 1); }
    else if (s.section !== 'undef') {
      shndx = 1 + SECTIONS.findIndex((x) => x.symbols?.includes(s.section));
      // Objects laid out one after another, as the assembler would place them.
      value = offsets.get(s.section) ?? 0;
      offsets.set(s.section, value + ((s.size + 7) & ~7));
    }
    const type = s.section === 'undef' ? STT_NOTYPE : s.func ? STT_FUNC : s.section === 'tdata' || s.section === 'tbss' ? STT_TLS : STT_OBJECT;
    put(k + 2, strtab.add(s.name), (BIND[s.bind] << 4) | type, shndx, value, s.size);
  });
  return { symtab, strtab: strtab.bytes(), firstGlobal: 2 + symbols.filter((s) => s.bind === 'local').length };
}

/**
 * Writes an ELF relocatable object (or a shared object, ET_DYN, of `mpisim cc -shared`): its header, the payload (`head`, then `body`, written as
 * they are: a big unit's body is hundreds of MB), the symbol and string tables, and the section
 * headers last, as gcc's assembler places them.
 */
export function writeElfObject(file: string, source: string, symbols: ObjectSymbol[], head: string, body: Buffer, kind: 'relocatable' | 'shared' = 'relocatable', soname?: string): void {
  const { symtab, strtab, firstGlobal } = symbolTable(source, symbols);
  const shstrtab = new StringTable();
  const headBytes = Buffer.from(head, 'latin1');
  const payloadAt = 64, payloadSize = headBytes.length + body.length;
  const symtabAt = (payloadAt + payloadSize + 7) & ~7;
  const strtabAt = symtabAt + symtab.length;
  // A shared object's name (-soname): DT_SONAME in a .dynamic section, as ld writes it.
  const dyn = soname === undefined ? undefined : sonameDynamic(soname);
  const names = [...SECTIONS.map((s) => s.name), '.symtab', '.strtab', '.shstrtab', ...(dyn ? ['.dynstr', '.dynamic'] : [])].map((n) => shstrtab.add(n));
  const shstr = shstrtab.bytes();
  const shstrAt = strtabAt + strtab.length;
  const dynstrAt = shstrAt + shstr.length, dynamicAt = (dynstrAt + (dyn?.dynstr.length ?? 0) + 7) & ~7;
  // readelf -d finds .dynamic through its program header (PT_DYNAMIC), after it.
  const phdrAt = dyn ? dynamicAt + dyn.dynamic.length : 0;
  const shdrAt = (dyn ? phdrAt + 56 : shstrAt + shstr.length + 7) & ~7;
  const count = SECTIONS.length + 4 + (dyn ? 2 : 0);
  const shdrs = Buffer.alloc(64 * count);
  const section = (k: number, name: number, type: number, flags: number, offset: number, size: number, link = 0, info = 0, align = 1, entsize = 0): void =>
    writeSectionHeader(shdrs, k, { name, type, flags, offset, size, link, info, align, entsize });
  SECTIONS.forEach((s, k) => {
    const payload = s.name === PAYLOAD_SECTION;
    section(k + 1, names[k], s.type, s.flags, payloadAt, payload ? payloadSize : 0);
  });
  const symIndex = SECTIONS.length + 1;
  section(symIndex, names[SECTIONS.length], SHT_SYMTAB, 0, symtabAt, symtab.length, symIndex + 1, firstGlobal, 8, 24);
  section(symIndex + 1, names[SECTIONS.length + 1], SHT_STRTAB, 0, strtabAt, strtab.length);
  section(symIndex + 2, names[SECTIONS.length + 2], SHT_STRTAB, 0, shstrAt, shstr.length);
  if (dyn) {
    section(symIndex + 3, names[SECTIONS.length + 3], SHT_STRTAB, 2, dynstrAt, dyn.dynstr.length);
    section(symIndex + 4, names[SECTIONS.length + 4], SHT_DYNAMIC, 2, dynamicAt, dyn.dynamic.length, symIndex + 3, 0, 8, 16);
  }

  const ehdr = Buffer.alloc(64);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]).copy(ehdr, 0);
  ehdr.writeUInt16LE(kind === 'shared' ? 3 : 1, 16); // ET_DYN or ET_REL
  // EM_NONE: the file holds no machine code, so ld refuses it ("unknown architecture of input
  // file ... is incompatible with i386:x86-64 output") rather than link a program that would jump
  // into empty sections; nm, ar and file read it all the same (file: "ELF 64-bit ... no machine").
  ehdr.writeUInt16LE(0, 18);
  ehdr.writeUInt32LE(1, 20);
  ehdr.writeBigUInt64LE(BigInt(shdrAt), 40);
  ehdr.writeUInt16LE(64, 52);
  const phdr = Buffer.alloc(dyn ? 56 : 0);
  if (dyn) {
    ehdr.writeBigUInt64LE(BigInt(phdrAt), 32);
    ehdr.writeUInt16LE(56, 54);
    ehdr.writeUInt16LE(1, 56);
    phdr.writeUInt32LE(2, 0); // PT_DYNAMIC
    phdr.writeUInt32LE(4, 4); // PF_R
    for (const at of [8, 16, 24]) phdr.writeBigUInt64LE(BigInt(dynamicAt), at);
    for (const at of [32, 40]) phdr.writeBigUInt64LE(BigInt(dyn.dynamic.length), at);
    phdr.writeBigUInt64LE(8n, 48);
  }
  ehdr.writeUInt16LE(64, 58);
  ehdr.writeUInt16LE(count, 60);
  ehdr.writeUInt16LE(symIndex + 2, 62);

  const fd = fs.openSync(file, 'w');
  try {
    const write = (b: Buffer, at: number): void => { for (let off = 0; off < b.length;) off += fs.writeSync(fd, b, off, b.length - off, at + off); };
    write(ehdr, 0);
    write(headBytes, payloadAt);
    write(body, payloadAt + headBytes.length);
    write(symtab, symtabAt);
    write(strtab, strtabAt);
    write(shstr, shstrAt);
    if (dyn) { write(dyn.dynstr, dynstrAt); write(dyn.dynamic, dynamicAt); write(phdr, phdrAt); }
    write(shdrs, shdrAt);
  } finally {
    fs.closeSync(fd);
  }
}

/** A shared object's .dynamic entries naming it (DT_SONAME), and their strings. */
function sonameDynamic(soname: string): { dynamic: Buffer; dynstr: Buffer } {
  const strings = new StringTable();
  const dynamic = Buffer.alloc(32);
  dynamic.writeBigInt64LE(BigInt(DT_SONAME), 0);
  dynamic.writeBigUInt64LE(BigInt(strings.add(soname)), 8);
  dynamic.writeBigInt64LE(BigInt(DT_NULL), 16);
  return { dynamic, dynstr: strings.bytes() };
}

/** The DT_SONAME of a shared object (`ld -soname`), or undefined when it has none (or is not ELF). */
export function elfSoname(bytes: Buffer): string | undefined {
  const dynamic = elfSection(bytes, '.dynamic'), dynstr = elfSection(bytes, '.dynstr');
  if (!(dynamic instanceof Buffer) || !(dynstr instanceof Buffer)) return undefined;
  for (let o = 0; o + 16 <= dynamic.length; o += 16) {
    const tag = Number(dynamic.readBigInt64LE(o));
    if (tag === DT_NULL) break;
    if (tag !== DT_SONAME) continue;
    const at = Number(dynamic.readBigUInt64LE(o + 8)), end = dynstr.indexOf(0, at);
    return at < dynstr.length ? dynstr.toString('latin1', at, end < 0 ? dynstr.length : end) : undefined;
  }
  return undefined;
}

/** One ELF64 section header, the k-th of `shdrs`. */
export interface SectionHeader { name: number; type: number; flags?: number; addr?: number; offset: number; size: number; link?: number; info?: number; align?: number; entsize?: number }
export function writeSectionHeader(shdrs: Buffer, k: number, h: SectionHeader): void {
  const o = 64 * k;
  shdrs.writeUInt32LE(h.name, o);
  shdrs.writeUInt32LE(h.type, o + 4);
  shdrs.writeBigUInt64LE(BigInt(h.flags ?? 0), o + 8);
  shdrs.writeBigUInt64LE(BigInt(h.addr ?? 0), o + 16);
  shdrs.writeBigUInt64LE(BigInt(h.offset), o + 24);
  shdrs.writeBigUInt64LE(BigInt(h.size), o + 32);
  shdrs.writeUInt32LE(h.link ?? 0, o + 40);
  shdrs.writeUInt32LE(h.info ?? 0, o + 44);
  shdrs.writeBigUInt64LE(BigInt(h.align ?? 1), o + 48);
  shdrs.writeBigUInt64LE(BigInt(h.entsize ?? 0), o + 56);
}

export const isElf = (bytes: Buffer): boolean => bytes.length >= 4 && bytes.readUInt32BE(0) === 0x7f454c46;

/**
 * The bytes of an ELF file's section called `name`, or undefined when it has none (an object of
 * gcc, or not ELF64 little-endian); `malformed` when the headers point outside the file.
 */
export function elfSection(bytes: Buffer, name: string): Buffer | undefined | 'malformed' {
  if (!isElf(bytes) || bytes.length < 64 || bytes[4] !== 2 || bytes[5] !== 1) return undefined;
  const big = (o: number): number => Number(bytes.readBigUInt64LE(o));
  const shoff = big(40), shentsize = bytes.readUInt16LE(58), shnum = bytes.readUInt16LE(60), shstrndx = bytes.readUInt16LE(62);
  if (shentsize < 64 || shoff + shnum * shentsize > bytes.length || shstrndx >= shnum) return 'malformed';
  const header = (k: number) => {
    const o = shoff + k * shentsize;
    return { name: bytes.readUInt32LE(o), offset: big(o + 24), size: big(o + 32), type: bytes.readUInt32LE(o + 4) };
  };
  const names = header(shstrndx);
  if (names.offset + names.size > bytes.length) return 'malformed';
  for (let k = 1; k < shnum; k++) {
    const h = header(k);
    const end = bytes.indexOf(0, names.offset + h.name);
    if (bytes.toString('latin1', names.offset + h.name, end < 0 ? names.offset + names.size : end) !== name) continue;
    if (h.offset + h.size > bytes.length) return 'malformed';
    return bytes.subarray(h.offset, h.offset + h.size);
  }
  return undefined;
}
