/**
 * gcc 12's -Wformat (c-format.cc) for the C library's printf and scanf families, whose format is
 * one string literal: each directive's argument, of the type the directive takes (an integer of
 * another rank, a non-pointer for %s...), a directive without its argument, arguments beyond the
 * format's. gcc places a directive's warning at its conversion character in the literal; the
 * signedness of an integer is not checked (that is -Wformat-signedness).
 */
import type { CType, Expr, IntKind } from './ast';
import type { SourcePos } from './diagnostics';
import { isInt, isPtr, promote, quotedType, unqual } from './types';

/** The format's argument number and the first checked argument's (0: a va_list), by function. */
const FORMAT_FUNCTIONS: Record<string, { format: number; first: number; scan: boolean }> = {
  printf: { format: 1, first: 2, scan: false }, fprintf: { format: 2, first: 3, scan: false }, sprintf: { format: 2, first: 3, scan: false },
  snprintf: { format: 3, first: 4, scan: false }, dprintf: { format: 2, first: 3, scan: false }, asprintf: { format: 2, first: 3, scan: false },
  scanf: { format: 1, first: 2, scan: true }, fscanf: { format: 2, first: 3, scan: true }, sscanf: { format: 2, first: 3, scan: true },
};

type Want = { kind: 'int'; kinds: IntKind[]; name: string } | { kind: 'float'; k: 'double' | 'ldouble' | 'float'; name: string } | { kind: 'string' } | { kind: 'pointer' };

const INT_LENGTHS: Record<string, { kinds: IntKind[]; s: string; u: string }> = {
  '': { kinds: ['int', 'uint'], s: 'int', u: 'unsigned int' },
  hh: { kinds: ['char', 'schar', 'uchar'], s: 'signed char', u: 'unsigned char' },
  h: { kinds: ['short', 'ushort'], s: 'short int', u: 'short unsigned int' },
  l: { kinds: ['long', 'ulong'], s: 'long int', u: 'long unsigned int' },
  ll: { kinds: ['llong', 'ullong'], s: 'long long int', u: 'long long unsigned int' },
  q: { kinds: ['llong', 'ullong'], s: 'long long int', u: 'long long unsigned int' },
  L: { kinds: ['llong', 'ullong'], s: 'long long int', u: 'long long unsigned int' },
  j: { kinds: ['long', 'ulong'], s: 'intmax_t', u: 'uintmax_t' },
  z: { kinds: ['long', 'ulong'], s: 'signed size_t', u: 'size_t' },
  t: { kinds: ['long', 'ulong'], s: 'ptrdiff_t', u: 'unsigned ptrdiff_t' },
};

/** What a directive takes (undefined: a directive gcc would report otherwise, left alone). */
function wanted(length: string, conv: string, scan: boolean): Want | undefined {
  if ('diouxXc'.includes(conv) || (conv === 'n')) {
    const l = INT_LENGTHS[length];
    if (!l) return undefined;
    if (conv === 'c') return length ? undefined : scan ? { kind: 'string' } : { kind: 'int', kinds: ['int', 'uint'], name: 'int' };
    const signed = conv === 'd' || conv === 'i' || conv === 'n';
    // printf's short and char arguments arrive promoted to int.
    const kinds = !scan && (length === 'h' || length === 'hh') ? ['int', 'uint'] as IntKind[] : l.kinds;
    const name = !scan && (length === 'h' || length === 'hh') && conv !== 'n' ? (signed ? 'int' : 'unsigned int') : signed ? l.s : l.u;
    return { kind: 'int', kinds, name: name + (conv === 'n' ? ' *' : '') };
  }
  if ('feEgGaA'.includes(conv)) {
    if (length === 'L') return { kind: 'float', k: 'ldouble', name: 'long double' };
    if (length === '' || (length === 'l')) return { kind: 'float', k: scan && length === '' ? 'float' : 'double', name: scan && length === '' ? 'float' : 'double' };
    return undefined;
  }
  if (conv === 's' || conv === '[') return length ? undefined : { kind: 'string' };
  if (conv === 'p') return length ? undefined : { kind: 'pointer' };
  return undefined;
}

/** Whether an argument of type `t` suits `w` (scan: `t` points to it). */
function suits(w: Want, t0: CType, scan: boolean): boolean {
  let t = unqual(t0);
  if (w.kind === 'pointer') return scan ? isPtr(t) && isPtr(unqual(t.to)) : isPtr(t);
  if (w.kind === 'string') return isPtr(t) && isInt(unqual(t.to)) && ['char', 'schar', 'uchar'].includes((unqual(t.to) as { kind: IntKind }).kind);
  const pointed = scan || (w.kind === 'int' && w.name.endsWith(' *'));
  if (pointed) {
    if (!isPtr(t)) return false;
    t = unqual(t.to);
  }
  if (w.kind === 'int') return isInt(t) && w.kinds.includes(t.kind === 'bool' && !pointed ? 'int' : t.enumTag !== undefined ? 'uint' : t.kind);
  return t.k === w.k;
}

function expectedName(w: Want, scan: boolean): string {
  if (w.kind === 'string') return 'char *';
  if (w.kind === 'pointer') return scan ? 'void **' : 'void *';
  return scan && !w.name.endsWith(' *') ? `${w.name} *` : w.name;
}

/**
 * The raw characters of a string literal token, each decoded byte's column: gcc places a
 * directive by where its characters are in the source.
 */
function byteColumns(raw: string, col: number): number[] {
  const cols: number[] = [];
  let k = raw.indexOf('"') + 1;
  while (k < raw.length - 1) {
    cols.push(col + k);
    if (raw[k] !== '\\') { k++; continue; }
    const m = /^\\(?:[0-7]{1,3}|x[0-9a-fA-F]+|.)/.exec(raw.slice(k));
    k += m ? m[0].length : 1;
  }
  return cols;
}

/** gcc's -Wformat warnings of a call of `name` (`rawOf`: a string literal's one token as written, if it is one). */
export function formatWarnings(name: string, args: Expr[], rawOf: (e: Expr) => string | undefined): { pos: SourcePos; message: string }[] {
  const f = Object.hasOwn(FORMAT_FUNCTIONS, name) ? FORMAT_FUNCTIONS[name] : undefined;
  const given = f && args[f.format - 1];
  const str = given?.k === 'addr' ? given.e : given;
  const raw = str && rawOf(str);
  if (!f || str?.k !== 'str' || raw === undefined) return [];
  const site = { args, format: { raw, pos: str.pos } };
  const text = str.bytes.replace(/\0$/, '');
  const cols = byteColumns(raw, str.pos.col);
  const at = (k: number): SourcePos => ({ ...site.format.pos, col: cols[k] ?? site.format.pos.col });
  const out: { pos: SourcePos; message: string }[] = [];
  let argNo = f.first;
  const directive = f.scan ? /%(\*)?(\d+)?(hh|h|ll|l|L|q|j|z|t)?([diouxXcsfeEgGaApn%]|\[\^?\]?[^\]]*\])/y : /%([-+ #0']*)(\*|\d+)?(?:\.(\*|\d*))?(hh|h|ll|l|L|q|j|z|t)?([diouxXcsfeEgGaApnm%])/y;
  for (let k = text.indexOf('%'); k >= 0; k = text.indexOf('%', k)) {
    if (k >= text.length) break;
    directive.lastIndex = k;
    const m = directive.exec(text);
    if (!m) {
      if (f.scan) return out;
      const bad = /%[-+ #0']*(?:\*|\d+)?(?:\.(?:\*|\d*))?(?:hh|h|ll|l|L|q|j|z|t)?/y;
      bad.lastIndex = k;
      const c = text[k + bad.exec(text)![0].length];
      const shown = c === undefined ? '' : /[ -~]/.test(c) ? c : `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`;
      out.push(c === undefined ? { pos: at(k), message: 'spurious trailing ‘%’ in format [-Wformat=]' } : { pos: at(bad.lastIndex), message: `unknown conversion type character ‘${shown}’ in format [-Wformat=]` });
      break;
    }
    const start = k, end = k + m[0].length - 1;
    k += m[0].length;
    if (m[0] === '%%' || m[0].endsWith('m')) continue;
    // A `*` width or precision takes an int argument first, placed at the `*`.
    const widthAt = start + 1 + (m[1]?.length ?? 0), precisionAt = widthAt + (m[2]?.length ?? 0) + 1;
    const stars = f.scan ? [] : [m[2] === '*' ? widthAt : -1, m[3] === '*' ? precisionAt : -1].filter((p) => p >= 0);
    for (const star of stars) {
      const a = site.args[argNo - 1];
      if (!a) { out.push({ pos: at(star), message: `field ${star === widthAt ? 'width' : 'precision'} specifier ‘${star === widthAt ? '' : '.'}*’ expects a matching ‘int’ argument [-Wformat=]` }); continue; }
      const t = argType(a);
      if (!(isInt(t) && ['int', 'uint'].includes(t.kind))) out.push({ pos: at(star), message: `field ${star === widthAt ? 'width' : 'precision'} specifier ‘${star === widthAt ? '' : '.'}*’ expects argument of type ‘int’, but argument ${argNo} has type ${quotedType(t)} [-Wformat=]` });
      argNo++;
    }
    if (f.scan && m[1]) continue;
    const length = (f.scan ? m[3] : m[4]) ?? '';
    const conv = (f.scan ? m[4] : m[5]).startsWith('[') ? '[' : (f.scan ? m[4] : m[5]);
    const w = wanted(length, conv, f.scan);
    if (!w) return out;
    const shown = `%${length}${conv}`;
    const a = site.args[argNo - 1];
    if (!a) { out.push({ pos: at(end), message: `format ‘${shown}’ expects a matching ‘${expectedName(w, f.scan)}’ argument [-Wformat=]` }); return out; }
    const t = argType(a);
    if (t.k !== 'error' && !suits(w, t, f.scan)) out.push({ pos: at(end), message: `format ‘${shown}’ expects argument of type ‘${expectedName(w, f.scan)}’, but argument ${argNo} has type ${quotedType(t)} [-Wformat=]` });
    argNo++;
  }
  if (site.args.length >= argNo) out.push({ pos: site.format.pos, message: 'too many arguments for format [-Wformat-extra-args]' });
  return out;
}

/** The argument's type as the call passes it: promoted (char to int, float to double), arrays as pointers. */
function argType(a: Expr): CType {
  const t = sameTypedOperands(a) ?? a.type;
  if (t.k === 'array') return { k: 'ptr', to: t.of };
  if (t.k === 'float') return { k: 'double' };
  return isInt(t) ? promote(t) : t;
}

/** gcc's common type of two operands of one type is that type, its typedef name kept (`size_t + size_t` is a size_t). */
function sameTypedOperands(a: Expr): CType | undefined {
  if (a.k !== 'binary' || !['+', '-', '*', '/', '%', '&', '|', '^'].includes(a.op)) return undefined;
  const bare = (e: Expr): Expr => {
    while (e.k === 'cast' && e.e.type.k === e.type.k && (e.type.k !== 'int' || (e.e.type as { kind: IntKind }).kind === e.type.kind)) e = e.e;
    return e;
  };
  // A conversion to the common type copies an operand with that type: a variable's or member's own keeps its name.
  const own = (e: Expr): CType => unqual(e.k === 'var' ? e.v.type : e.k === 'member' ? e.field.type : e.type);
  const l = own(bare(a.l)), r = own(bare(a.r));
  return l.typedefName !== undefined && l.typedefName === r.typedefName && l.k === a.type.k ? l : undefined;
}
