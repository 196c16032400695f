/**
 * Context IDs in text, for hovers and the Decode/Encode commands: which number on a line stands
 * as a context ID, and how a decoded ID reads. Pure (no `vscode`), so node:test covers it.
 */
import { LAYOUTS, decodeContextId, encodeContextId, isLayoutName, type ContextIdLayout, type LayoutName } from '../sim/mpi/contextId';

/**
 * A number right after one of the words MPICH's debug output, logs and C sources name context
 * IDs with: context_id, recvcontext_id, contextid, ctx, "context id" (any case), with an optional
 * `=`, `:`, `is` or `->` between, decimal or hex.
 */
const CONTEXT_ID_TEXT = /\b(recvcontext_id|recv_context_id|context_id|contextid|context id|ctx)\b\s*(?:[:=]=?|\bis\b|->)?\s*\(?\s*(0x[0-9a-f]+|\d+)(?![0-9a-z_])/gi;

export interface ContextIdMatch { keyword: string; text: string; value: number; start: number; end: number }

/** The context ID under `offset` in `line` (over the number or its keyword), if any. */
export function contextIdAt(line: string, offset: number): ContextIdMatch | undefined {
  CONTEXT_ID_TEXT.lastIndex = 0;
  for (let m = CONTEXT_ID_TEXT.exec(line); m; m = CONTEXT_ID_TEXT.exec(line)) {
    const start = m.index, end = m.index + m[0].length;
    if (offset < start || offset > end) continue;
    const value = parseContextId(m[2]);
    if (typeof value === 'number') return { keyword: m[1], text: m[2], value, start: end - m[2].length, end };
  }
  return undefined;
}

/** A context ID typed by a person: decimal or 0x-hex, 0..0xffff. Returns the value or what is wrong. */
export function parseContextId(text: string): number | string {
  const t = text.trim();
  if (!/^(0x[0-9a-f]+|\d+)$/i.test(t)) return `'${t}' is not a number: type a context ID in decimal (496) or hex (0x1f0)`;
  const v = Number(t);
  if (v > 0xffff) return `${t} does not fit in 16 bits: MPICH's context IDs are 0..0xffff`;
  return v;
}

export function layoutOf(name: string | undefined): ContextIdLayout {
  return LAYOUTS[name && isLayoutName(name) ? name : 'mpich'];
}

/** The decoded ID as lines of text: its value, what it is, then its fields. */
export function describeContextId(layoutName: LayoutName | string | undefined, value: number): string[] {
  const l = layoutOf(layoutName);
  const d = decodeContextId(l, value);
  const lines = [
    `context ID ${d.hex} (${d.value}) — ${d.summary}`,
    `layout ${l.name}: ${l.description}`,
    `prefix ${d.prefix} (mask word ${d.maskWord}, bit ${d.maskBit})`,
  ];
  if (l.subcommShift !== undefined) lines.push(`subcomm ${d.subcomm} (${d.subcommName}), local-comm ${d.isLocalComm ? 1 : 0}`);
  lines.push(`suffix ${d.suffix} (${d.suffixName})`);
  if (l.dynamicBit !== undefined) lines.push(`dynamic ${d.dynamic ? 1 : 0}`);
  return lines;
}

export interface EncodeFields { prefix: number; suffix?: number; subcomm?: number; isLocalComm?: boolean; dynamic?: boolean }

/**
 * Fields typed for "Encode Context ID…": `prefix=31 suffix=1 subcomm=2 local dynamic` (prefix
 * required; names as MPICH's fields). Returns the fields or what is wrong.
 */
export function parseEncodeFields(text: string, layoutName?: string): EncodeFields | string {
  const l = layoutOf(layoutName);
  const f: EncodeFields = { prefix: -1 };
  const limit = (name: string, v: number, bits: number): string | undefined =>
    v < 0 || v >= 2 ** bits ? `${name} ${v} does not fit in ${bits} bit${bits > 1 ? 's' : ''} of the ${l.name} layout` : undefined;
  for (const tok of text.trim().split(/[\s,]+/).filter(Boolean)) {
    const m = /^(prefix|suffix|subcomm|local|localcomm|dynamic)(?:=(0x[0-9a-f]+|\d+))?$/i.exec(tok);
    if (!m) return `'${tok}' is not a field: use prefix=N suffix=N subcomm=N local dynamic`;
    const name = m[1].toLowerCase();
    const v = m[2] !== undefined ? Number(m[2]) : undefined;
    if (name === 'local' || name === 'localcomm' || name === 'dynamic') {
      if (v !== undefined && v !== 0 && v !== 1) return `${name} is a flag: write '${name}' or '${name}=1'`;
      const on = v === undefined || v === 1;
      if (name === 'dynamic') {
        if (on && l.dynamicBit === undefined) return `the ${l.name} layout has no dynamic bit`;
        f.dynamic = on;
      } else {
        if (on && l.localcommBit === undefined) return `the ${l.name} layout has no local-comm bit`;
        f.isLocalComm = on;
      }
      continue;
    }
    if (v === undefined) return `${name} needs a value: ${name}=N`;
    const err = name === 'prefix' ? limit('prefix', v, l.prefixWidth)
      : name === 'suffix' ? limit('suffix', v, l.suffixBits)
        : l.subcommShift === undefined ? `the ${l.name} layout has no subcomm field` : limit('subcomm', v, 2);
    if (err) return err;
    if (name === 'prefix') f.prefix = v; else if (name === 'suffix') f.suffix = v; else f.subcomm = v;
  }
  if (f.prefix < 0) return 'prefix=N is required (the mask bit: word × 32 + bit)';
  return f;
}

export function encode(layoutName: string | undefined, f: EncodeFields): number {
  return encodeContextId(layoutOf(layoutName), f);
}
