/**
 * Wildcard matches (MPI_ANY_SOURCE receives and probes): what each one matched, what else it could
 * have matched, and forcing a given match, for `mpisim run --explore` and `--replay`
 * (../../explore). A run's matches are the only choices MPI leaves open that change what a
 * program computes, so a schedule is the list of them (ISP's POE explores the same decisions).
 *
 * A decision is named by its rank and its index `k` among that rank's wildcard operations, in
 * program order: a receive counts when it is posted, a probe when it finds a message (a forced
 * MPI_Iprobe that finds none of the forced source's messages returns false and keeps its index,
 * so a polling loop waits for that source, as the real probe may). That name is stable across
 * runs that made the same earlier decisions, which a replay forces.
 *
 * Which sends a decision could have matched comes from vector clocks (DAMPI's way): a send may
 * match a wildcard operation unless it happened after the receiver observed that operation's
 * result (the Wait, Test or blocking call that returned it), and unless a receive posted before
 * the operation took it. Clocks advance at sends, deliveries and observations; collective
 * traffic carries them too, so a barrier orders what it orders.
 */
import type { SourcePos } from '../../c/diagnostics';
import * as H from '../handles';
import type { ForcedMatch, Message, Request, SendRecord, WildcardDecision } from '../state';

export type { ForcedMatch, SendRecord, WildcardDecision } from '../state';

export interface WildcardOptions {
  /** Decisions to impose (a replay token's). */
  forced?: readonly ForcedMatch[];
  /** Keep the clocks and sends that alternatives are computed from (exploration). */
  record?: boolean;
}

export class WildcardMatches {
  /** Every wildcard operation of the run, in the order they were posted. */
  readonly decisions: WildcardDecision[] = [];
  readonly sends: SendRecord[] = [];
  private forced = new Map<string, number>();
  private nextK: number[] = [];
  private nextSeq: number[] = [];
  private clocks: number[][] = [];
  private matched = 0;
  readonly record: boolean;

  constructor(opts: WildcardOptions, private where: (rank: number) => SourcePos | undefined) {
    for (const f of opts.forced ?? []) this.forced.set(`${f.rank}.${f.k}`, f.source);
    this.record = !!opts.record;
  }

  private clock(k: number): number[] { return this.clocks[k] ?? (this.clocks[k] = []); }
  private tick(k: number): number { const c = this.clock(k); return (c[k] = (c[k] ?? 0) + 1); }
  private merge(into: number, from: readonly number[]): void {
    const c = this.clock(into);
    for (let j = 0; j < from.length; j++) if ((from[j] ?? 0) > (c[j] ?? 0)) c[j] = from[j];
  }

  /** A message leaves process `src` for `dest` (user or collective traffic). */
  sent(src: number, dest: number, msg: Message): void {
    if (!this.record) return;
    this.tick(src);
    msg.clock = this.clock(src).slice();
    if (msg.coll) return;
    const s: SendRecord = { src, dest, ctx: msg.ctx, tag: msg.tag, known: this.clock(src)[dest] ?? 0, takenBy: Infinity, call: msg.call, pos: this.where(src) };
    msg.record = s;
    this.sends.push(s);
  }

  /** A receive of process `rank` is posted: a wildcard one becomes a decision, forced if the replay says so. */
  posted(rank: number, req: Request): void {
    if (req.coll) return;
    req.seq = this.nextSeq[rank] = (this.nextSeq[rank] ?? 0) + 1;
    if (req.peer !== H.ANY_SOURCE) return;
    const d = this.decide(rank, req.seq, req.call, req.ctx, req.tag);
    req.wildcard = d;
    req.forcedSource = this.forced.get(`${rank}.${d.k}`) ?? -1;
  }

  private decide(rank: number, seq: number, call: string, ctx: number, tag: number): WildcardDecision {
    const k = this.nextK[rank] ?? 0;
    this.nextK[rank] = k + 1;
    const d: WildcardDecision = { rank, k, call, pos: this.where(rank), source: -1, forced: this.forced.has(`${rank}.${k}`), ctx, tag, seq, obs: Infinity, order: Infinity };
    this.decisions.push(d);
    return d;
  }

  /** The source a wildcard probe of `rank` must find now (-1: any), and the sequence number it takes. */
  probeSource(rank: number): { source: number; seq: number } {
    const seq = this.nextSeq[rank] = (this.nextSeq[rank] ?? 0) + 1;
    const f = this.forced.get(`${rank}.${this.nextK[rank] ?? 0}`);
    return { source: f ?? -1, seq };
  }

  /** A wildcard probe found `msg` (and took it, for a matched probe): the decision is made and seen at once. */
  probed(rank: number, seq: number, call: string, ctx: number, tag: number, msg: Message, takes: boolean): void {
    const d = this.decide(rank, seq, call, ctx, tag);
    this.chose(d, msg);
    if (takes && msg.record) msg.record.takenBy = seq;
    if (this.record) d.obs = this.tick(rank);
  }

  private chose(d: WildcardDecision, msg: Message): void {
    d.source = msg.srcProcess;
    d.sourcePos = msg.record?.pos ?? msg.sentAt;
    d.order = this.matched++;
  }

  /** A receive of process `dest` takes `msg`. */
  delivered(dest: number, recv: Request, msg: Message, synchronous: boolean): void {
    if (recv.wildcard && recv.wildcard.order === Infinity) this.chose(recv.wildcard, msg);
    if (!this.record) return;
    if (msg.record && msg.record.takenBy === Infinity && recv.seq !== undefined) msg.record.takenBy = recv.seq;
    if (msg.clock) this.merge(dest, msg.clock);
    this.tick(dest);
    // A rendezvous or synchronous sender learns that the receive was posted.
    if (synchronous) { this.merge(msg.srcProcess, this.clock(dest)); this.tick(msg.srcProcess); }
  }

  /** Process `rank` sees that `req` completed (a blocking call returns, MPI_Wait, MPI_Test...). */
  observed(rank: number, req: Request): void {
    const d = req.wildcard;
    if (!d || !this.record || d.obs !== Infinity) return;
    d.obs = this.tick(rank);
  }

  /** The forced decisions that did not happen as forced (never reached, or matched nothing). */
  unmet(): ForcedMatch[] {
    const made = new Map(this.decisions.map((d) => [`${d.rank}.${d.k}`, d]));
    const out: ForcedMatch[] = [];
    for (const [key, source] of this.forced) {
      const d = made.get(key);
      if (!d || d.source !== source) { const [rank, k] = key.split('.').map(Number); out.push({ rank, k, source }); }
    }
    return out;
  }

  /** How many wildcard operations process `rank` made. */
  made(rank: number): number { return this.nextK[rank] ?? 0; }

  /**
   * The other processes whose message `d` could have matched in some execution with the same
   * earlier decisions: a send to d's rank with d's context and a matching tag, not after the
   * receiver observed d's result, and not taken by an operation posted before d.
   */
  alternatives(d: WildcardDecision): number[] {
    const out = new Set<number>();
    for (const s of this.sends) {
      if (s.dest !== d.rank || s.ctx !== d.ctx || s.src === d.source || out.has(s.src)) continue;
      if (d.tag !== H.ANY_TAG && d.tag !== s.tag) continue;
      if (s.known >= d.obs || s.takenBy < d.seq) continue;
      out.add(s.src);
    }
    return [...out].sort((a, b) => a - b);
  }
}
