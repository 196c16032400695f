import { requireBinding } from './bindings';
import { type MpiCheck, type StackEntry, describeCheck } from './checks';
import { ERROR_CLASS_MASK, ERROR_DYN_MASK, ERROR_GENERIC_MASK, ERROR_GENERIC_SHIFT, ERROR_SPECIFIC_INDEX_MASK, ERROR_SPECIFIC_INDEX_SHIFT, ERROR_SPECIFIC_INDEX_SIZE, ERROR_SPECIFIC_SEQ_MASK, MAX_ERROR_LINE, MAX_LOCATION_LEN, MPICH_ERR_LAST_MPIX, MPI_ERR_BUFFER, MPI_ERR_COMM, MPI_ERR_COUNT, MPI_ERR_GROUP, MPI_ERR_INTERN, MPI_ERR_IN_STATUS, MPI_ERR_NOT_SAME, MPI_ERR_OP, MPI_ERR_OTHER, MPI_ERR_RANK, MPI_ERR_REQUEST, MPI_ERR_ROOT, MPI_ERR_TAG, MPI_ERR_TRUNCATE, MPI_ERR_TYPE, MPI_MAX_ERROR_STRING, MPI_SUCCESS, encodeErrorCode, errorClassText, isFatalCode, messageSeq } from './errcodes';
import { type FormatOptions, type MpiArgValue, formatMpiMessage, withoutPads } from './format';
import { messages } from './messages';

// =============================================================================================
// 7. The error ring of one process (MPIR_Err_create_code, MPIR_Err_get_string)

interface RingEntry {
  id: number;
  prev: number;
  location: string;
  msg: string;
}

export const cTrunc = (s: string, size: number): string => (s.length > size - 1 ? s.slice(0, size - 1) : s);

/**
 * MPICH's per-process ring of error messages. Codes returned by create() resolve to their
 * error stack through errorString() as long as the ring has not wrapped over them (128 entries;
 * every error takes at least two: the check and the function).
 */
export class ErrorRing {
  // Grown as records arrive: most processes never make one, and 128 slots would cost each a KiB.
  private readonly ring: (RingEntry | undefined)[] = [];
  private loc = 0;
  private maxLoc = 0;
  /**
   * The large-count binding (MPI_Send_c) whose C wrapper (lib/large_count*.c) is running the int
   * form now: MPICH's internal_Send_c makes the checks itself, so the errors of the int form
   * name it, at its lines (set by the dispatcher).
   */
  largeCount: string | undefined;
  /** The binding that reports an error of `fname`: its large-count form while that one runs it. */
  bindingName(fname: string): string {
    const lc = this.largeCount;
    return lc !== undefined && lc.length === fname.length + 2 && lc.startsWith(fname) ? lc : fname;
  }

  /**
   * MPIR_Err_create_code(lastcode, fatal, fcname, line, class, generic, specific...).
   * `genericIndex` is the generic message's index (-1: none); `message` the formatted
   * instance message (MPICH falls back to the generic text, which callers pass then).
   */
  create(e: { lastcode: number; errorClass: number; genericIndex: number; location: string | null; message: string; fatal?: boolean }): number {
    let cls = e.errorClass;
    if (cls === MPI_ERR_IN_STATUS) return MPI_ERR_IN_STATUS;
    if (cls === MPI_ERR_OTHER) {
      const last = e.lastcode & ERROR_CLASS_MASK;
      cls = last > MPI_SUCCESS && last <= MPICH_ERR_LAST_MPIX ? last : MPI_ERR_OTHER;
    }
    const ringIndex = this.loc++;
    if (this.loc >= ERROR_SPECIFIC_INDEX_SIZE) this.loc %= ERROR_SPECIFIC_INDEX_SIZE;
    if (this.loc > this.maxLoc) this.maxLoc = this.loc;
    // A message formatted as vsnprintf_mpi does may fill all MAX_ERROR_LINE bytes (formatMpiMessage).
    const msg = cTrunc(e.message, MAX_ERROR_LINE + 1);
    const ringSeq = messageSeq(withoutPads(msg));
    const id = encodeErrorCode({ errorClass: cls, genericIndex: e.genericIndex, ringIndex: 0, ringSeq });
    this.ring[ringIndex] = { id, prev: e.lastcode, location: e.location === null ? '' : cTrunc(e.location, MAX_LOCATION_LEN + 1), msg };
    return encodeErrorCode({
      errorClass: cls,
      genericIndex: e.genericIndex,
      ringIndex,
      ringSeq,
      fatal: e.fatal || isFatalCode(e.lastcode),
    });
  }

  /**
   * A failed argument check in an MPI function, as the generated binding reports it: the check's
   * frame, then the function's frame "MPI_Send(buf=..., ...) failed". Returns the code the
   * function returns (or hands to the error handler).
   */
  raise(fname: string, check: MpiCheck, args: readonly MpiArgValue[], opts: FormatOptions = {}): number {
    fname = this.bindingName(fname);
    const d = describeCheck(fname, check);
    const inner =
      check.kind === 'truncate'
        ? MPI_ERR_TRUNCATE
        : this.create({ lastcode: MPI_SUCCESS, errorClass: d.errorClass, genericIndex: d.genericIndex, location: d.location, message: d.message });
    return this.wrap(fname, inner, args, opts);
  }

  /**
   * An error raised below the binding (MPICH internals, or mpisim's own checks): `frames` in the
   * order the stack prints them (outermost first, the innermost message last), then the
   * function's own frame on top. `first` is the code the innermost frame chains to (MPI_SUCCESS,
   * or a bare class such as MPI_ERR_TRUNCATE for what the device reports).
   */
  raiseStack(fname: string, errorClass: number, frames: readonly StackEntry[], args: readonly MpiArgValue[], opts: FormatOptions = {}, first: number = MPI_SUCCESS): number {
    return this.wrap(fname, chainFrames(this, errorClass, frames, first), args, opts);
  }

  private wrap(fname: string, inner: number, args: readonly MpiArgValue[], opts: FormatOptions): number {
    const b = requireBinding(this.bindingName(fname));
    return this.create({
      lastcode: inner,
      errorClass: MPI_ERR_OTHER,
      genericIndex: b.genericIndex,
      location: `${b.fcname}(${b.failLine})`,
      message: formatMpiMessage(b.format, args, opts),
    });
  }

  private lookup(code: number): { idx: number; id: number; gi: number; ok: boolean } {
    const idx = (code & ERROR_SPECIFIC_INDEX_MASK) >>> ERROR_SPECIFIC_INDEX_SHIFT;
    const id = (code & (ERROR_CLASS_MASK | ERROR_GENERIC_MASK | ERROR_SPECIFIC_SEQ_MASK)) >>> 0;
    const gi = ((code & ERROR_GENERIC_MASK) >>> ERROR_GENERIC_SHIFT) - 1;
    return { idx, id, gi, ok: idx <= this.maxLoc };
  }

  /** The error stack of a code (MPIR_Err_print_stack_string), one entry per line; `padded`: addresses at a real process's width (format.ts ADDRESS_PAD). */
  stack(code: number, padded = false): StackEntry[] {
    const out: StackEntry[] = [];
    let c = code;
    while (c !== MPI_SUCCESS) {
      const l = this.lookup(c);
      if (!l.ok || l.gi < 0) break;
      const e = this.ring[l.idx];
      if (!e || e.id !== l.id) break;
      out.push({ location: e.location, message: padded ? e.msg : withoutPads(e.msg) });
      c = e.prev;
    }
    if (c !== MPI_SUCCESS) {
      const gi = ((c & ERROR_GENERIC_MASK) >>> ERROR_GENERIC_SHIFT) - 1;
      const cls = c & ERROR_CLASS_MASK;
      let text: string | undefined;
      if (gi >= 0) {
        for (const m of messages().values()) if (m.genericIndex === gi) text = m.genericText;
        text ??= '<NULL>';
      } else if (cls <= MPICH_ERR_LAST_MPIX) text = errorClassText(cls);
      out.push(text === undefined ? { location: null, message: `Error code contains an invalid class (${cls})` } : { location: null, message: text });
    }
    return out;
  }

  /** MPIR_Err_get_string with MPICH's default MPIR_CVAR_PRINT_ERROR_STACK, unbounded (`padded`: as stack's). */
  fullString(code: number, padded = false): string {
    if (code & ERROR_DYN_MASK) return 'Undefined dynamic error code';
    if ((code & ERROR_CLASS_MASK) === code) return errorClassText(code);
    return errorClassText(code & ERROR_CLASS_MASK) + ', error stack:\n' + formatStack(this.stack(code, padded));
  }

  /**
   * MPI_Error_string(code): what MPICH writes into the MPI_MAX_ERROR_STRING buffer (the class's
   * text, then the stack in what room is left), cut where a real process's is.
   */
  errorString(code: number): string {
    const full = this.fullString(code);
    const head = `${errorClassText(code & ERROR_CLASS_MASK)}, error stack:\n`;
    if (!full.startsWith(head)) return cTrunc(full, MPI_MAX_ERROR_STRING);
    return withoutPads(cTrunc(head + printStackString(this.stack(code, true), MPI_MAX_ERROR_STRING - head.length), MPI_MAX_ERROR_STRING));
  }
}

/** MPIR_Err_print_stack_string's layout: locations padded with dots to the longest one. */
export function formatStack(entries: readonly StackEntry[]): string {
  const known = entries.filter((e) => e.location !== null);
  const width = Math.max(0, ...known.map((e) => (e.location ?? '').length));
  return entries
    .map((e) => (e.location === null ? `(unknown)(): ${e.message}` : `${e.location}${'.'.repeat(width - e.location.length)}: ${e.message}`))
    .join('\n');
}

/**
 * MPIR_Err_print_stack_string into `maxlen` bytes as its C does it: each piece with snprintf (a
 * piece cut short takes what room is left but the NUL's), and at the end the last character
 * dropped — the final newline, or, when the stack did not fit, the last one that did.
 */
export function printStackString(entries: readonly StackEntry[], maxlen: number): string {
  const width = Math.max(0, ...entries.map((e) => (e.location ?? '').length));
  let out = '';
  const snprintf = (s: string): void => {
    const t = s.slice(0, Math.max(0, maxlen - 1));
    out += t;
    maxlen -= t.length;
  };
  for (const e of entries) {
    if (e.location === null) {
      snprintf(`(unknown)(): ${e.message}\n`);
      break;
    }
    snprintf(e.location);
    for (let dots = width - e.location.length; dots > 0 && maxlen > 0; dots--, maxlen--) out += '.';
    for (const c of ': ') if (maxlen > 0) { out += c; maxlen--; }
    snprintf(`${e.message}\n`);
  }
  return out.slice(0, -1);
}

/** MPI_Error_string for a class or for a code of a process's ring (a fresh ring without one). */
export function errorString(classOrCode: number, ring: ErrorRing = new ErrorRing()): string {
  return ring.errorString(classOrCode);
}

/** Creates frames given in printed order (innermost last) on top of `first`; the innermost
 * frame gets the class, the others MPI_ERR_OTHER (and inherit it, as in MPICH). */
export function chainFrames(ring: ErrorRing, errorClass: number, frames: readonly StackEntry[], first: number = MPI_SUCCESS): number {
  let code = first;
  [...frames].reverse().forEach((f, i) => {
    const cls = i === 0 && first === MPI_SUCCESS ? errorClass : MPI_ERR_OTHER;
    code = ring.create({ lastcode: code, errorClass: cls, genericIndex: genericIndexForClass(cls), location: f.location ?? '', message: f.message });
  });
  return code;
}

/** A generic message for frames that have no MPICH message of their own (any valid index
 * keeps the stack printable; MPICH's own "**<class>" messages are used where present). */
function genericIndexForClass(cls: number): number {
  const key = CLASS_GENERIC_KEYS[cls] as string | undefined;
  return (key === undefined ? undefined : messages().get(key)?.genericIndex) ?? messages().get('other')!.genericIndex;
}

const CLASS_GENERIC_KEYS: Readonly<Record<number, string>> = {
  [MPI_ERR_BUFFER]: 'bufnull', [MPI_ERR_COUNT]: 'count', [MPI_ERR_TYPE]: 'dtype', [MPI_ERR_TAG]: 'tag',
  [MPI_ERR_COMM]: 'comm', [MPI_ERR_RANK]: 'rank', [MPI_ERR_ROOT]: 'root', [MPI_ERR_GROUP]: 'group', [MPI_ERR_OP]: 'op',
  [MPI_ERR_TRUNCATE]: 'truncate', [MPI_ERR_OTHER]: 'other', [MPI_ERR_INTERN]: 'intern', [MPI_ERR_REQUEST]: 'request',
  [MPI_ERR_NOT_SAME]: 'notsame',
};
