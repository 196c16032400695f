/**
 * Replay tokens: a schedule's forced wildcard matches, compact enough to paste on a command line.
 * `w1` (the format's version) then base64url of varints: the number of ranks, the number of
 * decisions, each decision's rank, index k (the rank's k-th wildcard receive or probe, from 0)
 * and the process it matches, and a check byte (the sum of the bytes before it, mod 256) that
 * catches a token cut short or mistyped.
 */
import type { ForcedMatch } from '../mpi/core/wildcards';

export interface Schedule { np: number; forced: ForcedMatch[] }

const PREFIX = 'w1';

export class TokenError extends Error {}

function varint(out: number[], v: number): void {
  while (v >= 0x80) { out.push((v & 0x7f) | 0x80); v = Math.floor(v / 128); }
  out.push(v);
}

export function encodeToken(s: Schedule): string {
  const bytes: number[] = [];
  varint(bytes, s.np);
  varint(bytes, s.forced.length);
  for (const f of s.forced) { varint(bytes, f.rank); varint(bytes, f.k); varint(bytes, f.source); }
  bytes.push(bytes.reduce((a, b) => (a + b) & 0xff, 0));
  return PREFIX + Buffer.from(bytes).toString('base64url');
}

export function decodeToken(token: string): Schedule {
  const t = token.trim();
  if (!t.startsWith(PREFIX)) throw new TokenError(`'${token}' is not a replay token (a token starts with ${PREFIX}, as mpisim run --explore prints it)`);
  const body = t.slice(PREFIX.length);
  if (!/^[A-Za-z0-9_-]+$/.test(body)) throw new TokenError(`'${token}' is not a replay token: after ${PREFIX} it has characters that base64url has not`);
  const bytes = Buffer.from(body, 'base64url');
  const check = bytes[bytes.length - 1];
  if (bytes.length < 3 || bytes.subarray(0, bytes.length - 1).reduce((a, b) => (a + b) & 0xff, 0) !== check) throw new TokenError(`'${token}' is damaged (its check byte does not match: was it cut short or changed?)`);
  let at = 0;
  const end = bytes.length - 1;
  const read = (): number => {
    let v = 0, scale = 1;
    for (;;) {
      if (at >= end) throw new TokenError(`'${token}' is damaged (it ends inside a number)`);
      const b = bytes[at++];
      v += (b & 0x7f) * scale;
      if (!(b & 0x80)) return v;
      scale *= 128;
      if (scale > 2 ** 42) throw new TokenError(`'${token}' is damaged (a number too large)`);
    }
  };
  const np = read();
  const n = read();
  if (np < 1) throw new TokenError(`'${token}' is damaged (it names no ranks)`);
  const forced: ForcedMatch[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < n; i++) {
    const f = { rank: read(), k: read(), source: read() };
    if (seen.has(`${f.rank}.${f.k}`)) throw new TokenError(`'${token}' is damaged (it decides rank ${f.rank}'s wildcard operation ${f.k} twice)`);
    seen.add(`${f.rank}.${f.k}`);
    forced.push(f);
  }
  if (at !== end) throw new TokenError(`'${token}' is damaged (${end - at} bytes after its last decision)`);
  return { np, forced };
}

/** The decisions in words: `rank 0's wildcard operation 1 matches rank 2`. */
export function describeForced(f: ForcedMatch): string {
  return `rank ${f.rank}'s wildcard receive or probe #${f.k + 1} matches rank ${f.source}`;
}
