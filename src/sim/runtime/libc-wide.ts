/**
 * Stream orientation and wide stream I/O as glibc 2.36 has them. A stream starts unoriented
 * (fwide 0); its first byte or wide operation, or fwide, fixes it until freopen or fclose. What
 * glibc does with the other kind of call was measured (test/c/wide_orientation.c compares):
 * nothing fails with an errno, the call is refused as glibc's checks refuse it —
 *  - on a wide stream, fputs, puts, printf, fprintf and fwrite write nothing and fail (EOF, -1, 0);
 *    fputc, putc and putchar return their character, and write it only while no wide output has
 *    set the wide buffer up (after that the byte is lost in glibc's narrow buffer);
 *    every byte read (fgetc, fgets, fread, fscanf...) sees the end of input, consuming nothing;
 *  - on a byte stream, fputwc, fputws and fwprintf fail (WEOF, -1), but putwc and putwchar write
 *    (glibc's macro path has no check); fgetwc, getwc and fwscanf see the end of input.
 * ungetc on a wide stream is read back by fgetwc, ungetwc on a byte stream by fgetc.
 * A wide character is read and written as LC_CTYPE's multibyte sequence (UTF-8 in C.UTF-8).
 */
import { PipedLibc } from './libc-pipe';
import { MemVA } from './libc';
import type { VarArgs } from './memoryAccess';
import type { ByteInput } from './libc-posix';
import { charCount, formatPrintfEx, type PrintfResult } from './libc/format';
import { leadBits, multibyte, sequenceLength, wellFormed } from './libc/utf8';
import { strerror } from './libc/errno';
import { scanFormat, memoryScanStore, type ScanInput } from './libc/scan';
import { type I64 } from './int64';
import { utf8Case, utf8Class, utf8Width } from './libc/wctype-utf8';
import { formatTime } from './libc/calendar';

const EOF = -1;
const WEOF = 0xffffffff;
const EILSEQ = 84;

/** A stream's orientation: -1 bytes, 1 wide; wideOut once wide output has run; wide characters pushed back. */
interface Orientation { mode: -1 | 1; wideOut: boolean; back: number[] }

/**
 * The characters of the bytes (latin1) wprintf made: each UTF-8 sequence's value (a byte's in C),
 * and the kept-apart characters (above 0xff: 0x100 + their index in `raw`) as they were.
 */
function wideChars(text: string, utf8: boolean, raw: number[] = []): number[] {
  const out: number[] = [];
  for (let k = 0; k < text.length;) {
    const b = text.charCodeAt(k);
    if (b >= 0x100 || !utf8) { out.push(b >= 0x100 ? raw[b - 0x100] : b); k++; continue; }
    const len = sequenceLength(b) || 1;
    let cp = leadBits(b, len);
    for (let i = 1; i < len; i++) cp = cp * 64 + (text.charCodeAt(k + i) & 0x3f);
    out.push(cp);
    k += len;
  }
  return out;
}

export class WideLibc extends PipedLibc {
  private orient_?: Map<number, Orientation>;
  private get orient(): Map<number, Orientation> { return (this.orient_ ??= new Map()); }

  override save(): unknown {
    return { wide: super.save(), orient: this.orient_ && new Map([...this.orient_].map(([f, o]) => [f, { ...o, back: [...o.back] }])) };
  }
  override restore(saved: unknown): void {
    const st = saved as { wide: unknown; orient?: Map<number, Orientation> };
    super.restore(st.wide);
    this.orient_ = st.orient && new Map([...st.orient].map(([f, o]) => [f, { ...o, back: [...o.back] }]));
  }

  /** The stream's orientation, fixed to `want` when it has none yet. */
  private oriented(f: number, want: -1 | 1): Orientation {
    let o = this.orient.get(f);
    if (!o) { o = { mode: want, wideOut: false, back: [] }; this.orient.set(f, o); }
    return o;
  }
  private isWide(f: number): boolean { return this.oriented(f, -1).mode === 1; }

  fwide(site: number, f: number, mode: number): number {
    this.fd(f, site);
    if (mode === 0) return this.orient.get(f)?.mode ?? 0;
    return this.oriented(f, mode > 0 ? 1 : -1).mode;
  }
  override freopen(site: number, name: number, mode: number, f: number): number { this.orient.delete(f); return super.freopen(site, name, mode, f); }
  override fclose(site: number, f: number): number { this.orient.delete(f); return super.fclose(site, f); }

  // ------------------------------------------------------------------ bytes on a wide stream
  private get stdoutFILE(): number { return this.h.libGlobals.stdout__obj; }
  override printf(site: number, fmt: number, va: VarArgs): number { return this.isWide(this.stdoutFILE) ? -1 : super.printf(site, fmt, va); }
  override fprintf(site: number, f: number, fmt: number, va: VarArgs): number { this.fd(f, site); return this.isWide(f) ? -1 : super.fprintf(site, f, fmt, va); }
  override puts(site: number, s: number): number { return this.isWide(this.stdoutFILE) ? EOF : super.puts(site, s); }
  override fputs(site: number, s: number, f: number): number { this.fd(f, site); return this.isWide(f) ? EOF : super.fputs(site, s, f); }
  override fwrite(site: number, p: number, size: I64, n: I64, f: number): number { this.fd(f, site); return this.isWide(f) ? 0 : super.fwrite(site, p, size, n, f); }
  override fputc(site: number, c: number, f: number): number {
    this.fd(f, site);
    const o = this.oriented(f, -1);
    if (o.mode === 1 && o.wideOut) return c & 255;
    return super.fputc(site, c, f);
  }
  override getchar(site = 0): number { return this.fgetc(site, this.h.libGlobals.stdin__obj); }
  override fgetc(site: number, f: number): number { this.fd(f, site); return this.isWide(f) ? EOF : super.fgetc(site, f); }
  override fgets(site: number, buf: number, n: number, f: number): number { this.fd(f, site); return this.isWide(f) ? 0 : super.fgets(site, buf, n, f); }
  override fread(site: number, p: number, size: I64, n: I64, f: number): number { this.fd(f, site); return this.isWide(f) ? 0 : super.fread(site, p, size, n, f); }
  override getdelim(site: number, lineptr: number, n: number, delim: number, f: number): I64 { this.fd(f, site); return this.isWide(f) ? -1 : super.getdelim(site, lineptr, n, delim, f); }
  override scanf(site: number, fmt: number, va: VarArgs): number { return this.isWide(this.h.libGlobals.stdin__obj) ? EOF : super.scanf(site, fmt, va); }
  override fscanf(site: number, f: number, fmt: number, va: VarArgs): number { this.fd(f, site); return this.isWide(f) ? EOF : super.fscanf(site, f, fmt, va); }
  override ungetc(site: number, c: number, f: number): number {
    const o = this.orient.get(f);
    if (o?.mode !== 1) return super.ungetc(site, c, f);
    if (c === EOF) return EOF;
    o.back.push(c & 255);
    const i = this.input(f, site);
    if (i) i.eof = false;
    return c & 255;
  }

  // ------------------------------------------------------------------ wide output
  /** Writes a wide character's bytes: '?' for one the locale cannot write, as glibc's wide streams do. */
  private putWide(site: number, wc: number, f: number): number {
    const bytes = multibyte(wc >>> 0, this.utf8) ?? '?';
    this.oriented(f, 1).wideOut = true;
    return this.put(site, f, bytes) < 0 ? WEOF : wc >>> 0;
  }
  fputwc(site: number, wc: number, f: number): number { this.fd(f, site); return this.oriented(f, 1).mode === 1 ? this.putWide(site, wc, f) : WEOF; }
  putwc(site: number, wc: number, f: number): number { this.fd(f, site); this.oriented(f, 1); return this.putWide(site, wc, f); }
  putwchar(site: number, wc: number): number { return this.putwc(site, wc, this.stdoutFILE); }
  /** glibc's fputws answers 1 when it wrote the string. */
  fputws(site: number, ws: number, f: number): number {
    this.fd(f, site);
    if (this.oriented(f, 1).mode !== 1) return EOF;
    let bytes = '';
    for (let a = ws; ; a += 4) {
      const wc = this.guard(site, () => this.m.i32(a)) >>> 0;
      if (wc === 0) break;
      bytes += multibyte(wc, this.utf8) ?? '?';
    }
    this.oriented(f, 1).wideOut = true;
    return this.put(site, f, bytes) < 0 ? EOF : 1;
  }
  /** A wide format formatted: its characters as multibyte bytes, then printf's work counting characters. */
  private wformat(site: number, fmt: number, va: VarArgs): PrintfResult {
    let bytes = '';
    for (let a = fmt; ; a += 4) {
      const wc = this.guard(site, () => this.m.i32(a)) >>> 0;
      if (wc === 0) break;
      bytes += multibyte(wc, this.utf8) ?? '?';
    }
    return this.guard(site, () => formatPrintfEx(bytes, va, this.m, { errno: this.errno(), strerror, utf8: this.utf8, wide: true }));
  }
  /** Characters written (wide characters, not bytes), or -1: on a byte stream, or as printf fails. */
  fwprintf(site: number, f: number, fmt: number, va: VarArgs): number {
    this.fd(f, site);
    const o = this.oriented(f, 1);
    if (o.mode !== 1) return -1;
    const r = this.wformat(site, fmt, va);
    o.wideOut = true;
    if (this.put(site, f, r.raw ? r.text.replace(/[^\0-\xff]/g, '?') : r.text) < 0 || r.error) return -1;
    return charCount(r.text);
  }
  wprintf(site: number, fmt: number, va: VarArgs): number { return this.fwprintf(site, this.stdoutFILE, fmt, va); }
  vfwprintf(site: number, f: number, fmt: number, ap: number): number { return this.fwprintf(site, f, fmt, new MemVA(this.m, ap)); }
  vwprintf(site: number, fmt: number, ap: number): number { return this.wprintf(site, fmt, new MemVA(this.m, ap)); }
  /** Unlike snprintf, output that does not fit is an error (-1), what fits written and terminated. */
  swprintf(site: number, s: number, n: I64, fmt: number, va: VarArgs): number {
    const r = this.wformat(site, fmt, va);
    const size = Number(n);
    const chars = wideChars(r.text, this.utf8, r.raw);
    // What does not fit is cut at size - 1 characters and, as glibc leaves it, not terminated.
    if (size > 0) {
      const k = Math.min(chars.length, size - 1);
      this.guard(site, () => { for (let i = 0; i < k; i++) this.m.setI32(s + 4 * i, chars[i]); if (chars.length < size) this.m.setI32(s + 4 * k, 0); });
    }
    return r.error || chars.length >= size ? -1 : chars.length;
  }
  vswprintf(site: number, s: number, n: I64, fmt: number, ap: number): number { return this.swprintf(site, s, n, fmt, new MemVA(this.m, ap)); }

  /**
   * strftime into wide characters, as glibc's: the conversions are strftime's (ASCII in both
   * locales: LC_TIME is C's), the format's other characters are copied as they are; 0 when the
   * result and its L'\0' do not fit in `max` characters (nothing written then).
   */
  wcsftime(site: number, s: number, max: I64, fmt: number, tp: number): I64 {
    // Characters past ASCII go through formatTime as 0x100 + their index in `raw`, as wideChars reads them.
    const raw: number[] = [];
    let format = '';
    for (let a = fmt; ; a += 4) {
      const wc = this.guard(site, () => this.m.i32(a)) >>> 0;
      if (wc === 0) break;
      format += String.fromCharCode(wc < 0x80 ? wc : 0x100 + raw.push(wc) - 1);
    }
    const text = formatTime(format, this.readTm(tp, site), Number(max));
    const chars = text === undefined ? [] : wideChars(text, false, raw);
    if (text === undefined || chars.length + 1 > Number(max)) return 0;
    this.guard(site, () => { chars.forEach((wc, k) => this.m.setI32(s + 4 * k, wc)); this.m.setI32(s + 4 * chars.length, 0); });
    return chars.length;
  }

  // ------------------------------------------------------------------ wide input
  /**
   * The stream's wide characters from where it stands, decoded a sequence at a time (C: bytes
   * 0-127; C.UTF-8: glibc's UTF-8), for fgetwc and fwscanf; `take(n)` consumes the first n.
   * An invalid sequence ends the input there with errno EILSEQ.
   */
  private wideInput(i: ByteInput, o: Orientation): { at(k: number): number; take(n: number): void } {
    const s = i.scan();
    const chars: number[] = [];
    const ends: number[] = [0];
    let bad = false;
    const decode = (): boolean => {
      if (bad) return false;
      const at = ends[ends.length - 1];
      const b0 = s.input.at(at);
      if (b0 === EOF) return false;
      let len = b0 < 0x80 || this.utf8 ? sequenceLength(b0) : 0;
      let cp = leadBits(b0, len);
      for (let k = 1; k < len; k++) {
        const c = s.input.at(at + k);
        if (c === EOF || (c & 0xc0) !== 0x80) len = 0; else cp = cp * 64 + (c & 0x3f);
      }
      if (!len || !wellFormed(cp, len)) { bad = true; this.setErrno(EILSEQ); return false; }
      chars.push(cp);
      ends.push(at + len);
      return true;
    };
    return {
      at: (k) => {
        if (k < o.back.length) return o.back[o.back.length - 1 - k];
        k -= o.back.length;
        while (k >= chars.length) if (!decode()) return EOF;
        return chars[k];
      },
      take: (n) => {
        const fromBack = Math.min(n, o.back.length);
        o.back.length -= fromBack;
        s.commit(ends[n - fromBack]);
      },
    };
  }
  fgetwc(site: number, f: number): number {
    this.fd(f, site);
    const o = this.oriented(f, 1);
    if (o.mode !== 1) return WEOF;
    const i = this.input(f, site);
    if (!i) { this.badInput(); return WEOF; }
    const w = this.wideInput(i, o);
    const c = w.at(0);
    if (c === EOF) return WEOF;
    w.take(1);
    return c;
  }
  getwc(site: number, f: number): number { return this.fgetwc(site, f); }
  getwchar(site: number): number { return this.fgetwc(site, this.h.libGlobals.stdin__obj); }
  ungetwc(site: number, wc: number, f: number): number {
    this.fd(f, site);
    if (wc >>> 0 === WEOF) return WEOF;
    const o = this.oriented(f, 1);
    const i = this.input(f, site);
    if (!i) return WEOF;
    if (o.mode === 1) o.back.push(wc >>> 0); else i.unget(wc & 255);
    i.eof = false;
    return wc >>> 0;
  }

  // ------------------------------------------------------------------ <wctype.h> in C.UTF-8
  __mpisim_wclass(wc: number, cls: number): number { return utf8Class(wc >>> 0, cls) ? 1 : 0; }
  __mpisim_wcase(wc: number, upper: number): number { return utf8Case(wc >>> 0, upper !== 0); }
  __mpisim_wcwidth(wc: number): number { return utf8Width(wc >>> 0); }

  // ------------------------------------------------------------------ wscanf
  /** A wide string in memory as the format scanFormat reads (one UTF-16 unit per character of the BMP). */
  private wideText(site: number, p: number): string {
    let s = '';
    for (let a = p; ; a += 4) {
      const wc = this.guard(site, () => this.m.i32(a)) >>> 0;
      if (wc === 0) return s;
      s += String.fromCodePoint(Math.min(wc, 0x10ffff));
    }
  }
  private wscan(site: number, input: ScanInput, fmt: number, va: VarArgs): { assigned: number; consumed: number } {
    const format = this.wideText(site, fmt);
    return this.guard(site, () => scanFormat(input, format, memoryScanStore(this.m, va, (n) => this.m.malloc(n)), { wide: (wc) => multibyte(wc, this.utf8), space: (wc) => (this.utf8 ? utf8Class(wc, 10) : wc === 32 || (wc >= 9 && wc <= 13)) }));
  }
  fwscanf(site: number, f: number, fmt: number, va: VarArgs): number {
    this.fd(f, site);
    const o = this.oriented(f, 1);
    if (o.mode !== 1) return EOF;
    const i = this.input(f, site);
    if (!i) return this.badInput();
    const w = this.wideInput(i, o);
    const r = this.wscan(site, { at: (k) => w.at(k) }, fmt, va);
    w.take(r.consumed);
    return r.assigned;
  }
  wscanf(site: number, fmt: number, va: VarArgs): number { return this.fwscanf(site, this.h.libGlobals.stdin__obj, fmt, va); }
  vfwscanf(site: number, f: number, fmt: number, ap: number): number { return this.fwscanf(site, f, fmt, new MemVA(this.m, ap)); }
  vwscanf(site: number, fmt: number, ap: number): number { return this.wscanf(site, fmt, new MemVA(this.m, ap)); }
  swscanf(site: number, s: number, fmt: number, va: VarArgs): number {
    const text = this.wideText(site, s);
    const units = [...text].map((ch) => ch.codePointAt(0)!);
    return this.wscan(site, { at: (k) => (k < units.length ? units[k] : EOF) }, fmt, va).assigned;
  }
  vswscanf(site: number, s: number, fmt: number, ap: number): number { return this.swscanf(site, s, fmt, new MemVA(this.m, ap)); }
}
