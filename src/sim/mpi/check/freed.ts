/**
 * Sends whose request the program freed while active (MPI_Request_free) and that it cannot know
 * complete when it finalizes. Freeing an active request is allowed, but the process "must locally
 * complete all MPI operations that it initiated" before MPI_Finalize (MPI 4.0 section 11.2.2) and, the
 * request gone, only the program's logic can tell it that a send completed: its receive must
 * happen before the sender's MPI_Finalize (the receiver answered, or a collective followed).
 * MPICH's eager protocol completes the send at once, so MPICH runs such a program "correctly";
 * under rendezvous (larger messages, or another MPI) the sender finalizes with the send pending.
 * A buffered send is complete once MPI holds a copy of its data, and is not followed.
 *
 * Happens-before is from vector clocks carried by every message (collectives' included); a
 * process's entry ticks at each delivery to it, so a delivery is behind the sender's finalize
 * exactly when a later message of the receiver's (directly or through others) reached the
 * sender. Worlds of more than MAX_PROCESSES processes are not followed (a clock per message).
 * The clocks start at the first point-to-point send: only such a send can be freed, and the
 * happens-before that matters starts at its delivery, after it; a program of collectives only
 * (each message a merge of a clock as long as the world) pays nothing.
 */
import type { SourcePos } from '../../c/diagnostics';
import type { Message, Request } from '../state';
import { fmtAt, type Finding } from './findings';

const MAX_PROCESSES = 64;

interface Freed { msg: Message; dest: number; call: string; postedAt?: SourcePos; freedAt?: SourcePos }

export class FreedSends {
  private vc: number[][] = [];
  /**
   * Per process: how many messages not yet delivered carry its clock array as it is (a message
   * takes the array itself, not a copy; the array is copied before it moves only while some
   * still do). A ping-pong or a halo exchange delivers each message before its sender's clock
   * moves: no copy per message, where a copy was made at every send after a delivery.
   */
  private lent: number[] = [];
  private freed: (Freed[] | undefined)[] = [];
  /**
   * Per process: its last message of a send request and that message's destination (two arrays:
   * no object per send), and the eager sends whose builtin request (MPICH's, in no table) is in a
   * variable at an address.
   */
  private lastMsg: (Message | undefined)[] = [];
  private lastDest: number[] = [];
  private builtins: (Map<number, Freed> | undefined)[] = [];
  /** A point-to-point send has been made: from then on messages carry clocks. */
  private started = false;
  constructor(private enabled: boolean, private n: () => number) {}
  private get on(): boolean { return this.enabled && this.n() <= MAX_PROCESSES; }

  private clock(k: number): number[] {
    return (this.vc[k] ??= []);
  }
  sent(k: number, msg: Message, dest: number, req: Request | undefined): void {
    if (!this.on) return;
    if (!this.started) {
      if (!req || req.coll) return;
      this.started = true;
    }
    msg.freedClock = this.clock(k);
    this.lent[k] = (this.lent[k] ?? 0) + 1;
    // A blocking send's message is reused once delivered (SentMessage.reusable): its request is
    // never the program's to free, so it is not the last message of one.
    if (req && !req.coll && !msg.reusable) { req.lastSent = msg; this.lastMsg[k] = msg; this.lastDest[k] = dest; }
  }
  delivered(dest: number, msg: Message): void {
    if (!this.started || !this.on) return;
    const v = msg.freedClock;
    // The message gives its sender's array back (nothing reads it after its delivery).
    if (v !== undefined) { msg.freedClock = undefined; if (v === this.vc[msg.srcProcess]) this.lent[msg.srcProcess]--; }
    let c = this.clock(dest);
    if (this.lent[dest] > 0) { c = this.vc[dest] = c.slice(); this.lent[dest] = 0; }
    if (v) for (let i = 0; i < v.length; i++) if (v[i] > (c[i] ?? 0)) c[i] = v[i];
    c[dest] = (c[dest] ?? 0) + 1;
    msg.receivedTick = c[dest];
  }

  /**
   * Process k freed `q`, which it had not completed by a wait or test (called before the free).
   * A send cancelled (its message taken back unmatched, MPI 4.0 section 3.8.4) has nothing left
   * to complete: MPICH's pt2pt/issendselfcancel frees one.
   */
  freeing(k: number, q: Request, freedAt?: SourcePos): void {
    if (!this.on || q.kind !== 'send' || q.coll || q.mode === 'buffered' || !q.active || q.cancelled) return;
    const msg = q.lastSent, dest = q.peerProcess;
    if (!msg || dest === undefined) return;
    (this.freed[k] ??= []).push({ msg, dest, call: q.call, postedAt: q.postedAt, freedAt });
  }

  /**
   * Process k's nonblocking send `call` completed at once and put MPICH's builtin request at `ptr`;
   * `sent`: it sent a message (not one to MPI_PROC_NULL). A buffered send, or one that sent
   * nothing, is complete: what an earlier send left in the variable is no longer there to free.
   */
  builtin(k: number, ptr: number, call: string, postedAt: SourcePos | undefined, sent: boolean): void {
    const msg = this.lastMsg[k];
    if (!this.on) return;
    if (!sent || call === 'MPI_Ibsend') { this.builtins[k]?.delete(ptr); return; }
    if (!msg) return;
    const byPtr = (this.builtins[k] ??= new Map<number, Freed>());
    // The variable's entry changed in place: a loop of eager MPI_Isends into one variable makes no object per send.
    const f = byPtr.get(ptr);
    if (f) { f.msg = msg; f.dest = this.lastDest[k]; f.call = call; f.postedAt = postedAt; } else byPtr.set(ptr, { msg, dest: this.lastDest[k], call, postedAt });
  }
  /** Process k frees the builtin request in the variable at `ptr`. */
  freeingBuiltin(k: number, ptr: number, freedAt?: SourcePos): void {
    const f = this.builtins[k]?.get(ptr);
    if (!f) return;
    this.builtins[k]!.delete(ptr);
    (this.freed[k] ??= []).push({ ...f, freedAt });
  }

  /** Process k finalizes at `at`: its freed sends whose receive did not happen before. */
  finalize(k: number, at?: SourcePos): Finding[] {
    const list = this.freed[k];
    if (!list) return [];
    this.freed[k] = undefined;
    const out: Finding[] = [];
    const mine = this.clock(k);
    for (const f of list) {
      // The message's receiver is the send's destination (the clock's entry: Message.receivedTick).
      const t = f.msg.receivedTick ?? -1;
      const got = t >= 0 ? { dest: f.dest, t } : undefined;
      if (got && (got.dest === k || (mine[got.dest] ?? 0) >= got.t)) continue;
      const why = got
        ? `rank ${got.dest} received it, but nothing rank ${got.dest} did after that reached rank ${k} before it finalized`
        : `rank ${f.dest} had not received it`;
      out.push({
        check: 'request-lifecycle', rank: k, pos: f.postedAt,
        text: `rank ${k} called MPI_Finalize at ${fmtAt(at)} without knowing that the send of ${f.call} at ${fmtAt(f.postedAt)} completed: its request was freed by MPI_Request_free at ${fmtAt(f.freedAt)} while active, and ${why} (a send must be complete before MPI_Finalize, MPI 4.0 section 11.2.2; MPICH's eager protocol hides it)`,
        related: { rank: k, pos: at, what: 'MPI_Finalize' },
      });
    }
    return out;
  }
}
